"""A game's scorecard as printed pages (`scorebook scorecard GAME --pdf FILE`).

The classic grid on the Canvas, one landscape page per team that batted: a row per batting slot
(every substitute under the starter, `exports.scorecards.names`), a column per inning (two when
the team batted around), each box a diamond with the base paths the batter ran drawn heavy
(filled when he scored), the play in scorecard notation, the pitches in small letters, an RBI
dot each, the out circled — a runner's out in his own box, with how he was put out — and a
heavy line before a substitute's first box (PH or PR beside it); under the grid the inning's
R H E LOB; below, the pitchers he faced with their lines from the box score. For a tabletop
game a last page shows what the table did (the dice and tokens), which is the story tabletop
players keep.

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
from exports.pdf_fonts import CJK, MONO, SANS, SANS_BOLD, is_latin, register_fonts, text_width
from exports.scorecards.cells import Cell, TeamCard, entered, read_plays
from exports.scorecards.names import name_lines, row_heights

PAGE = landscape(LETTER)
MARGIN = 36
NAME_WIDTH = 150
#: Options that are not a variant of the game: set-up data (cards, benches, bullpens, Pizza
#: Box's pitcher cards and bench names, Unlimited Nine's captains, starting hands, students and
#: the discard the reveal left), and an imported event file's own records (its info lines, its
#: format version).
_HIDDEN_OPTIONS = ("cards", "bench.", "bullpen.", "pitchers.", "names", "entry", "tables", "info.",
                   "version", "captain.", "hand.", "students.", "discard")
_PITCHING = ("IP", "H", "R", "ER", "BB", "SO")
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
        if not box["batting"][side] and not cards[side_index].cells:
            continue  # in Bottom of the 9th the visitors never bat
        _header(canvas, box, teams, options or {}, f"{teams[side_index]} batting")
        _team_page(canvas, box, side_index, cards[side_index], subs)
        canvas.showPage()
    if table:
        _table_page(canvas, box, teams, table, table_title)
    canvas.save()
    return out.getvalue()


def _header(canvas: Canvas, box: dict, teams: dict, options: dict, title: str) -> None:
    """Teams and final score, system, date and game id, the variant options, whose page."""
    top = PAGE[1] - MARGIN
    draw_text(canvas, MARGIN, top - 14, headline(box["game"], teams), SANS_BOLD, 15)
    draw_text(canvas, PAGE[0] - MARGIN, top - 14, title, SANS_BOLD, 12, "right")
    draw_text(canvas, MARGIN, top - 28, dateline(box["game"]), SANS, 9)
    shown = [f"{k}={v}" for k, v in sorted(options.items())
             if not k.startswith(_HIDDEN_OPTIONS) and len(str(v)) < 20]
    if shown:
        draw_text(canvas, MARGIN, top - 40, "Options: " + ", ".join(shown), SANS, 7.5)


def _team_page(canvas: Canvas, box: dict, side: int, card: TeamCard, subs: dict) -> None:
    """The grid of one team's turns at bat, its inning totals and the pitchers it faced."""
    innings = box["linescore"]["innings"] or sorted(set(card.columns))
    columns = _display_columns(innings, card.columns)
    slots = _slots(box["batting"][SIDES[side]])
    pitchers = box["pitching"][SIDES[1 - side]]
    # the pitchers' lines need their room under the grid: a long game's bullpen shrinks the rows
    room = max(78, 10 * (len(pitchers) + 1) + 8)
    top, bottom = PAGE[1] - MARGIN - 50, MARGIN + room + 14
    width = min(70.0, (PAGE[0] - 2 * MARGIN - NAME_WIDTH) / max(len(columns), 1))
    heights = row_heights([names for _, names in slots], top - bottom - 14 - 4 * 10, 56.0)
    x0 = MARGIN + NAME_WIDTH
    # column heads: the inning, once per inning
    canvas.setLineWidth(0.8)
    canvas.rect(MARGIN, top - 14, NAME_WIDTH + width * len(columns), 14)
    draw_text(canvas, MARGIN + 4, top - 10, "Batter", SANS_BOLD, 8)
    for i, inning in enumerate(columns):
        again = i and columns[i - 1] == inning
        draw_text(canvas, x0 + (i + 0.5) * width, top - 10, "" if again else str(inning),
                  SANS_BOLD, 8, "center")
    y = top - 14
    where = _placement(card.columns, columns)
    for (slot, names), height in zip(slots, heights):
        y -= height
        canvas.setLineWidth(0.8)
        canvas.rect(MARGIN, y, NAME_WIDTH, height)
        for line in name_lines(MARGIN, y + height, NAME_WIDTH, y, slot, names, subs):
            draw_text(canvas, *line)
        for i in range(len(columns)):
            canvas.setLineWidth(0.4)
            canvas.rect(x0 + i * width, y, width, height)
            cell = card.cells.get((slot, where.get(i, -1)))
            diamond(canvas, x0 + i * width, y, width, height, cell)
    _totals(canvas, card, columns, x0, y, width)
    _pitchers(canvas, pitchers, MARGIN + room - 8)


def _display_columns(innings: list[int], batted: list[int]) -> list[int]:
    """Every inning of the game once, twice where the team batted around."""
    return [i for inning in innings for i in [inning] * max(1, batted.count(inning))]


def _placement(batted: list[int], columns: list[int]) -> dict[int, int]:
    """Which of the team's own columns each printed column shows."""
    where, seen = {}, {}
    for own, inning in enumerate(batted):
        k = seen[inning] = seen.get(inning, -1) + 1
        where[[i for i, c in enumerate(columns) if c == inning][k]] = own
    return where


def _slots(batting: list[dict]) -> list[tuple[int, list[dict]]]:
    """The batting order: each slot with its starter first and his substitutes after."""
    slots: dict[int, list[dict]] = {}
    for b in batting:
        slots.setdefault(b["slot"], []).append(b)
    return sorted(slots.items()) or [(n, []) for n in range(1, 10)]


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
        draw_text(canvas, x + w - 3, y + 8.5 + 6.5 * n, line, SANS, 5.5, "right")
    draw_text(canvas, x + 2, y + h - 7, cell.pitches[:14], MONO, 5.5)
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
            lines.append(note[:room])
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


def _pitchers(canvas: Canvas, pitchers: list[dict], top: float) -> None:
    """The pitchers this team faced, with their lines from the box score."""
    x, steps = MARGIN, [150] + [30] * len(_PITCHING) + [45]
    heads = ["Pitcher", *_PITCHING, "Pitches"]
    for n, row in enumerate([heads] + [_pitcher_row(p) for p in pitchers]):
        cx = x
        for i, value in enumerate(row):
            font = SANS_BOLD if n == 0 else SANS
            if i == 0:
                draw_text(canvas, cx, top - 10 * n, str(value), font, 7.5)
            else:
                draw_text(canvas, cx + steps[i] - 4, top - 10 * n, str(value), font, 7.5, "right")
            cx += steps[i]


def _pitcher_row(p: dict) -> list:
    name = p["name"] + (f" ({p['decision']})" if p["decision"] else "")
    pitches = "" if p["pitches"] is None else f"{p['pitches']}-{p['strikes']}"
    return [name, *(p[c] for c in _PITCHING), pitches]


def _table_page(canvas: Canvas, box: dict, teams: dict, table: list[str], title: str) -> None:
    """What the table did, in columns, as many pages as it takes."""
    system = SYSTEM_NAMES.get(box["game"]["system"], box["game"]["system"])
    lines, per_column, columns = list(table), 46, 2
    room = (PAGE[0] - 2 * MARGIN) / columns - 12
    while lines:
        _header(canvas, box, teams, {}, "What the table did")
        draw_text(canvas, MARGIN, PAGE[1] - MARGIN - 58, f"{system}: {title}", SANS, 8)
        for col in range(columns):
            chunk, lines = lines[:per_column], lines[per_column:]
            x = MARGIN + col * (PAGE[0] - 2 * MARGIN) / columns
            for n, line in enumerate(chunk):
                draw_text(canvas, x, PAGE[1] - MARGIN - 74 - 10 * n, _fit(line, room), MONO, 7.5)
        canvas.showPage()



def _fit(line: str, room: float) -> str:
    """The line cut to its column ("…" where cut): a scorekeeper's long comment must not run
    into the next column."""
    if text_width(line, MONO, 7.5) <= room:
        return line
    while line and text_width(line + "…", MONO, 7.5) > room:
        line = line[:-1]
    return line.rstrip() + "…"
