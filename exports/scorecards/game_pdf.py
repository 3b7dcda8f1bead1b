"""A game's scorecard as printed pages (`scorebook scorecard GAME --pdf FILE`).

The classic grid on the Canvas, one landscape page per team that batted (a long game's innings
go on over more pages, `exports.scorecards.innings_pages`): a row per batting slot (every
substitute under the starter, `exports.scorecards.names`), a column per inning (two when the
team batted around), each box a diamond with the base paths the batter ran drawn heavy
(filled when he scored), the play in scorecard notation, the pitches in small letters, an RBI
dot each, the out circled — a runner's out in his own box, with how he was put out — and a
heavy line before a substitute's first box (PH or PR beside it); under the grid the inning's
R H E LOB; below, on the team's last page, the pitchers it faced with their lines from the box
score (`exports.scorecards.pitcher_lines`). For a tabletop game the last pages show what the
table did (the dice and tokens, `exports.scorecards.table_log`), which is the story tabletop
players keep. Nothing a scorer reads is cut: long names are set smaller, long lines wrapped.

Statistics come from the box score dict (`stats.box.dicts`); the boxes come from the plays rows
(`exports.scorecards.cells`), read as a scorekeeper would.
"""

from __future__ import annotations

import io
from itertools import groupby

from reportlab.lib.pagesizes import LETTER, landscape
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas

from exports.box_pdf import SIDES, SYSTEM_NAMES, dateline, headline, team_names
from exports.pdf_fonts import CJK, MONO, SANS, SANS_BOLD, is_latin, register_fonts
from exports.scorecards.cells import Cell, TeamCard, entered, read_plays
from exports.scorecards.innings_pages import (TALLEST, batting_slots, display_columns,
                                              page_slots, placement, team_pages)
from exports.scorecards.names import fit_size, name_lines, row_heights
from exports.scorecards.pitcher_lines import pitcher_lines, pitcher_room
from exports.scorecards.table_log import SIZE as LOG_SIZE, log_pages

PAGE = landscape(LETTER)
MARGIN = 36
NAME_WIDTH = 150
#: Options that are not a variant of the game: set-up data (cards, benches, bullpens, Pizza
#: Box's pitcher cards and bench names, Unlimited Nine's captains, starting hands, students and
#: the discard the reveal left), and an imported event file's own records (its info lines, its
#: format version).
_HIDDEN_OPTIONS = ("cards", "bench.", "bullpen.", "pitchers.", "names", "entry", "tables", "info.",
                   "version", "captain.", "hand.", "students.", "discard")
_GREY = 0.7


def draw_text(canvas: Canvas, x: float, y: float, text: str, font: str = SANS,
              size: float = 8, anchor: str = "left") -> float:
    """Set `text` run by run (kanji in the CJK font) at (x, y); return its width."""
    runs = [("".join(chars), font if latin else CJK) for latin, chars in groupby(text, is_latin)]
    width = sum(pdfmetrics.stringWidth(run, f, size) for run, f in runs)
    x -= {"left": 0, "center": width / 2, "right": width}[anchor]
    for run, f in runs:
        canvas.setFont(f, size)
        canvas.drawString(x, y, run)
        x += pdfmetrics.stringWidth(run, f, size)
    return width


def scorecard_pdf(box: dict, plays: list[dict], options: dict[str, str] | None = None,
                  table: list[str] | None = None, table_title: str = "") -> bytes:
    """The scorecard of one game: `box` its box score dict, `plays` its plays rows in order,
    `options` the game's variant options, `table` what the table did (one line each) for a
    tabletop game. The same bytes every time (reportlab's invariant mode)."""
    register_fonts()
    out = io.BytesIO()
    canvas = Canvas(out, pagesize=PAGE, invariant=1)
    teams = team_names(box)
    canvas.setTitle(f"Scorecard: {teams[0]} at {teams[1]} ({box['game']['key']})")
    canvas.setAuthor("Scorebook")
    canvas.setCreator("Scorebook")
    cards = read_plays(plays)
    subs = entered(plays)
    for side_index, side in enumerate(SIDES):
        card = cards[side_index]
        if not box["batting"][side] and not card.cells:
            continue  # in Bottom of the 9th the visitors never bat
        columns = display_columns(box["linescore"]["innings"] or sorted(set(card.columns)),
                                  card.columns)
        slots = batting_slots(box["batting"][side])
        pitchers = box["pitching"][SIDES[1 - side_index]]
        pages = team_pages(columns, slots, subs, lambda last: _grid(pitchers, last)[1],
                           NAME_WIDTH)
        for n, shown in enumerate(pages):
            title = f"{teams[side_index]} batting"
            if len(pages) > 1:
                title += ", " + _innings_title(columns[shown[0]], columns[shown[-1]])
            _header(canvas, box, teams, options or {}, title)
            innings = [columns[i] for i in shown]
            _team_page(canvas, card, page_slots(slots, subs, innings), subs,
                       placement(card.columns, columns), shown, innings,
                       pitchers if n == len(pages) - 1 else None)
            canvas.showPage()
    if table:
        _table_pages(canvas, box, teams, table, table_title)
    canvas.save()
    return out.getvalue()


def _innings_title(first: int, last: int) -> str:
    """Which innings a page of a long game shows: "innings 10-19", or "inning 9"."""
    return f"inning {first}" if first == last else f"innings {first}-{last}"


def _header(canvas: Canvas, box: dict, teams: dict, options: dict, title: str) -> None:
    """Teams and final score across the top; under it the system, date and game id, and on the
    right whose page it is; the variant options. Long team names are set smaller, not cut."""
    top, room = PAGE[1] - MARGIN, PAGE[0] - 2 * MARGIN
    head = headline(box["game"], teams)
    draw_text(canvas, MARGIN, top - 14, head, SANS_BOLD, fit_size(head, SANS_BOLD, 15, room))
    used = draw_text(canvas, MARGIN, top - 28, dateline(box["game"]), SANS, 9) + 18
    draw_text(canvas, PAGE[0] - MARGIN, top - 28, title, SANS_BOLD,
              fit_size(title, SANS_BOLD, 11, room - used), "right")
    shown = [f"{k}={v}" for k, v in sorted(options.items())
             if not k.startswith(_HIDDEN_OPTIONS) and len(str(v)) < 20]
    if shown:
        line = "Options: " + ", ".join(shown)
        draw_text(canvas, MARGIN, top - 40, line, SANS, fit_size(line, SANS, 7.5, room))


def _grid(pitchers: list[dict], last: bool) -> tuple[float, float]:
    """Where a page's grid goes: its top, and the height its rows have (the column heads and
    the inning totals taken off) — on the `last` page of a team, above the lines of the
    `pitchers` it faced."""
    top = PAGE[1] - MARGIN - 50
    bottom = MARGIN + 4 + (pitcher_room(len(pitchers)) + 10 if last else 0.0)
    return top, top - bottom - 14 - 4 * 10


def _team_page(canvas: Canvas, card: TeamCard, slots: list[tuple[int, list[dict]]],
               subs: dict, where: dict[int, int], shown: list[int], innings: list[int],
               pitchers: list[dict] | None) -> None:
    """One page of a team's turns at bat: the grid of the `shown` columns (of `innings`),
    their inning totals, and on the last page (given its `pitchers`) the pitchers it faced."""
    top, room = _grid(pitchers or [], pitchers is not None)
    width = min(70.0, (PAGE[0] - 2 * MARGIN - NAME_WIDTH) / max(len(shown), 1))
    heights = row_heights([names for _, names in slots], room, TALLEST, NAME_WIDTH)
    x0 = MARGIN + NAME_WIDTH
    # column heads: the inning, once per inning
    canvas.setLineWidth(0.8)
    canvas.rect(MARGIN, top - 14, NAME_WIDTH + width * len(shown), 14)
    draw_text(canvas, MARGIN + 4, top - 10, "Batter", SANS_BOLD, 8)
    for i, inning in enumerate(innings):
        again = i and innings[i - 1] == inning
        draw_text(canvas, x0 + (i + 0.5) * width, top - 10, "" if again else str(inning),
                  SANS_BOLD, 8, "center")
    y = top - 14
    for (slot, names), height in zip(slots, heights):
        y -= height
        canvas.setLineWidth(0.8)
        canvas.rect(MARGIN, y, NAME_WIDTH, height)
        for line in name_lines(MARGIN, y + height, NAME_WIDTH, y, slot, names, subs):
            draw_text(canvas, *line)
        for i, column in enumerate(shown):
            canvas.setLineWidth(0.4)
            canvas.rect(x0 + i * width, y, width, height)
            cell = card.cells.get((slot, where.get(column, -1)))
            diamond(canvas, x0 + i * width, y, width, height, cell)
    _totals(canvas, card, innings, x0, y, width)
    if pitchers is not None:
        for x, baseline, text, font, size, anchor in pitcher_lines(
                pitchers, MARGIN, MARGIN + pitcher_room(len(pitchers)) - 8, PAGE[0] - 2 * MARGIN):
            draw_text(canvas, x, baseline, text, font, size, anchor)


def diamond(canvas: Canvas, x: float, y: float, w: float, h: float, cell: Cell | None) -> None:
    """One box: the diamond, the paths run, the play, the pitches, RBI dots, the out, and a
    substitute's first box a heavy line on its left edge (how he came in beside it)."""
    r = min(w, h) * 0.26
    cx, cy = x + w / 2, y + h / 2 + 2
    bases = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]  # home, 1st, 2nd, 3rd
    canvas.setStrokeGray(_GREY)
    canvas.setLineWidth(0.5)
    _path(canvas, bases + [bases[0]], fill=False)
    canvas.setStrokeGray(0)
    if cell is None:
        return
    if cell.entered:  # scorers draw a line before a substitute's first box
        canvas.setLineWidth(2)
        canvas.line(x + 1, y, x + 1, y + h)
        if cell.entered in ("PH", "PR"):
            draw_text(canvas, x + 3, cy - 2, cell.entered, SANS_BOLD, 5.5)
    if cell.reached == 4:
        canvas.setFillGray(0.25)
        _path(canvas, bases + [bases[0]], fill=True)
        canvas.setFillGray(0)
    elif cell.reached:
        canvas.setLineWidth(2)
        _path(canvas, (bases + [bases[0]])[:cell.reached + 1], fill=False)
    canvas.setLineWidth(0.5)
    play = cell.play
    if cell.looking:  # a strikeout looking: the K written backwards
        canvas.saveState()
        canvas.translate(x + 3 + pdfmetrics.stringWidth("K", SANS_BOLD, 8), y + 3)
        canvas.scale(-1, 1)
        draw_text(canvas, 0, 0, "K", SANS_BOLD, 8)
        canvas.restoreState()
        play = play[1:]
        draw_text(canvas, x + 3 + pdfmetrics.stringWidth("K", SANS_BOLD, 8), y + 3, play,
                  SANS_BOLD, 8)
    else:
        draw_text(canvas, x + 3, y + 3, play, SANS_BOLD, 8)
    # low on the right, clear of the diamond's paths; the last note (how he was put out) lowest
    for n, line in enumerate(reversed(_note_lines(cell.notes))):
        draw_text(canvas, x + w - 3, y + 8.5 + 6.5 * n, line, SANS,
                  fit_size(line, SANS, 5.5, w / 2), "right")
    # every pitch of a long at-bat, smaller, left of the out's circle
    draw_text(canvas, x + 2, y + h - 7, cell.pitches, MONO,
              fit_size(cell.pitches, MONO, 5.5, w - 15))
    if cell.out:
        canvas.circle(x + w - 7, y + h - 7, 4.5)
        draw_text(canvas, x + w - 7, y + h - 9.2, str(cell.out), SANS_BOLD, 6.5, "center")
    for n in range(cell.rbi):
        canvas.circle(x + w - 5 - 5 * n, y + 5, 1.6, fill=1)


def _note_lines(notes: list[str], room: int = 12) -> list[str]:
    """A runner's notes (SB2, WP, the out "CS 2-4") on at most two short lines beside the
    diamond: the latest, so how he was put out is never the one left off."""
    lines: list[str] = []
    for note in notes:
        if lines and len(lines[-1]) + 1 + len(note) <= room:
            lines[-1] += " " + note
        else:
            lines.append(note)  # a long one whole, set smaller
    return lines[-2:]


def _path(canvas: Canvas, points: list[tuple[float, float]], fill: bool) -> None:
    path = canvas.beginPath()
    path.moveTo(*points[0])
    for point in points[1:]:
        path.lineTo(*point)
    canvas.drawPath(path, stroke=1, fill=int(fill))


def _totals(canvas: Canvas, card: TeamCard, columns: list[int], x0: float, y: float,
            width: float) -> None:
    """R H E LOB under each inning (in its first column)."""
    for n, label in enumerate(("R", "H", "E", "LOB")):
        row_y = y - 10 * (n + 1)
        draw_text(canvas, x0 - 4, row_y + 2.5, label, SANS_BOLD, 7.5, "right")
        canvas.setLineWidth(0.4)
        canvas.line(x0, row_y, x0 + width * len(columns), row_y)
        for i, inning in enumerate(columns):
            if (i and columns[i - 1] == inning) or inning not in card.totals:
                continue
            value = getattr(card.totals[inning], label)
            draw_text(canvas, x0 + (i + 0.5) * width, row_y + 2.5, str(value), SANS, 7.5,
                      "center")


def _table_pages(canvas: Canvas, box: dict, teams: dict, table: list[str], title: str) -> None:
    """What the table did, in two columns, as many pages as it takes."""
    system = SYSTEM_NAMES.get(box["game"]["system"], box["game"]["system"])
    step = (PAGE[0] - 2 * MARGIN) / 2
    for page in log_pages(table, step - 12, 46, 2):
        _header(canvas, box, teams, {}, "What the table did")
        line = f"{system}: {title}"
        draw_text(canvas, MARGIN, PAGE[1] - MARGIN - 58, line, SANS,
                  fit_size(line, SANS, 8, PAGE[0] - 2 * MARGIN))
        for col, lines in enumerate(page):
            for n, text in enumerate(lines):
                draw_text(canvas, MARGIN + col * step, PAGE[1] - MARGIN - 74 - 10 * n, text,
                          MONO, LOG_SIZE)
        canvas.showPage()
