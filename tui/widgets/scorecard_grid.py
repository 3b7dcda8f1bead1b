"""The scorecard grid drawn in text: one team's side of the scorecard (scorebook/live_scorecard.py)
as lines of Content, the same drawing as the printed card (exports/scorecards/game_pdf.py) in
box-drawing characters. No widget here: tui/widgets/scorecard_view.py shows the lines.

A row per batting slot, the starter's name and every substitute's under it; a column per
inning, two where the team batted around. Each box, three lines inside:

    BCFX  •①     the pitches; an RBI dot each and the out he made, circled
    6-4-3 DP╱╲   the play in scorecard notation (a strikeout looking a backwards ꓘ) and the
    SB2 WP  ╲╱   base paths he ran, heavy (filled ◢◣◥◤ when he scored); what moved him on and
                 how he was put out as a runner; PH or PR where a substitute came in, whose
                 first box has a heavy line on its left, as a scorer draws it

The box being pitched to now is shaded, with its pitches so far, and its batter's name marked.
Under the grid each inning's R H E LOB; the team's totals are on the title line.
"""

from __future__ import annotations

from dataclasses import dataclass

from textual.content import Content

from exports.scorecards.cells import Cell
from scorebook.live_scorecard import AtBat, Batter, LiveSide

#: Inside a box; with its right border a column is BOX + 1 wide.
BOX = 10
#: The name column: at least (at 80 columns five innings show beside it), at most.
NAME, WIDEST_NAME = 18, 26
#: The fewest characters of a name kept before what follows it is left off ("Martine…").
SHORTEST = 8
#: Lines inside a box (a slot with more substitutes is taller).
LINES = 3
OUTS = "①②③"
LOOKING = "ꓘ"  # a strikeout looking: the K written backwards, as scorers do
STYLES = {"path": "bold $accent", "unrun": "$text-disabled", "run": "bold $success",
          "out": "bold $error", "rbi": "$warning", "play": "bold", "note": "$text-muted",
          "pitches": "$text-muted", "sub": "bold $warning", "at_bat": "on $accent 25%",
          "batter": "bold $accent", "head": "bold $text-muted", "rule": "$text-disabled"}
#: The base paths, drawn as a diamond of two lines: (line, place) of each leg, home to first
#: (low right), first to second (high right), second to third (high left), third home.
LEGS = ((1, 1, "╱"), (0, 1, "╲"), (0, 0, "╱"), (1, 0, "╲"))
SCORED = ("◢◣", "◥◤")


@dataclass(frozen=True)
class Grid:
    """A side drawn: the title, the head (the innings; it stays in sight) and the body, each
    line cut in two — the part that stays (names, labels) and the grid, which scrolls
    sideways — and where the box at bat is in the body: (x, y, width, height)."""

    title: Content
    head: tuple[tuple[Content, Content], ...]
    body: tuple[tuple[Content, Content], ...]
    at_bat: tuple[int, int, int, int] | None
    name_width: int


def draw(side: LiveSide, width: int, kept: dict | None = None) -> Grid:
    """Team `side`'s grid for a view `width` cells wide (the name column takes what the
    innings leave, within NAME and WIDEST_NAME). `kept`, given again at each call, keeps
    each slot's row as drawn: only a row whose boxes changed is drawn again (a pitch: the
    row at bat; a play: the batter's and the runners'), and the lines not drawn again are the
    same objects as before."""
    if not side.bats:
        return Grid(_title(side), (), ((Content.styled(f"{side.team} do not bat in this game.",
                                                       STYLES["note"]), Content("")),), None, NAME)
    columns = side.columns
    name = max(NAME, min(WIDEST_NAME, width - 1 - len(columns) * (BOX + 1)))
    kept = {} if kept is None else kept
    if kept.get("shape") != (name, columns):  # other columns: every row drawn anew
        kept.clear()
        kept.update(shape=(name, columns), head=_head(columns, name), rows={})
    if kept.get("card") is not side.card:  # a play or substitution: the totals anew
        kept.update(card=side.card, title=_title(side), totals=_totals(side, name))
    body: list[tuple[Content, Content]] = []
    at_bat = None
    for slot, batters in side.slots:
        here = side.at_bat if side.at_bat and side.at_bat.slot == slot else None
        cells = [side.card.cells.get((slot, c.own)) if c.own is not None else None
                 for c in columns]
        drawn = kept["rows"].get(slot)
        if drawn is None or drawn[:3] != (here, batters, cells):  # (its boxes by value)
            drawn = kept["rows"][slot] = (here, batters, cells,
                                          _slot_lines(cells, slot, batters, name, here))
        lines = drawn[3]
        if here is not None:
            at_bat = (here.column * (BOX + 1), len(body), BOX + 1, len(lines))
        body.extend(lines)
    body.extend(kept["totals"])
    return Grid(kept["title"], kept["head"], tuple(body), at_bat, name)


def _head(columns, name: int) -> tuple[tuple[Content, Content], ...]:
    """The innings over their columns (an inning batted around once), and a rule."""
    heads = ["" if k and c.inning == columns[k - 1].inning else str(c.inning)
             for k, c in enumerate(columns)]
    return ((Content.styled(" Batter".ljust(name), STYLES["head"]) + _rule("│"),
             Content("").join(Content.styled(h.center(BOX), STYLES["head"]) + _rule("│")
                              for h in heads)),
            _ruled(name, len(columns)))


def _slot_lines(cells: list[Cell | None], slot: int, batters: tuple[Batter, ...], name: int,
                here: AtBat | None) -> list[tuple[Content, Content]]:
    """A slot's row: its names and its boxes (`cells`, a column each), `here` the box at bat
    if it is in this row, and the rule under it."""
    boxes = [_box(cell, here.pitches if here and here.column == n else None)
             for n, cell in enumerate(cells)]
    names = _names(slot, batters, name, here is not None)
    lines = []
    for line in range(max(LINES, len(names))):
        edges = [_edge(cell, line) for cell in cells[1:]] + [_rule("│")]
        grid = Content("").join(
            (boxes[n][line] if line < LINES else Content(" " * BOX)) + edges[n]
            for n in range(len(cells)))
        fixed = names[line] if line < len(names) else Content(" " * name)
        lines.append((fixed + _edge(cells[0] if cells else None, line), grid))
    return lines + [_ruled(name, len(cells))]


def _title(side: LiveSide) -> Content:
    """"Riverside batting   R 3  H 5  E 0  LOB 4" (errors of the other team's fielders)."""
    totals = side.card.totals.values()
    counts = [(label, sum(getattr(t, label) for t in totals)) for label in ("R", "H", "E", "LOB")]
    return Content.assemble((f"{side.team} batting", "bold"), "   ",
                            *(part for label, n in counts
                              for part in ((label, STYLES["head"]), f" {n}  ")))


def _box(cell: Cell | None, pitching: str | None) -> list[Content]:
    """A box's three lines, BOX wide; `pitching` the pitches so far for the box at bat."""
    if cell is None:
        lines = [Content(" " * BOX) for _ in range(LINES)]
        if pitching is not None:
            lines[0] = _fit(Content.styled(pitching, STYLES["pitches"]), BOX)
            lines[1] = _fit(Content.styled("at bat", STYLES["note"]), BOX - 2) + _diamond(0)[0]
            lines[2] = Content(" " * (BOX - 2)) + _diamond(0)[1]
            lines = [line.stylize(STYLES["at_bat"]) for line in lines]
        return lines
    marks = Content.assemble(("•" * cell.rbi, STYLES["rbi"]),
                             (OUTS[cell.out - 1] if 0 < cell.out <= 3 else "", STYLES["out"]))
    pitches = _fit(Content.styled(cell.pitches, STYLES["pitches"]), BOX - marks.cell_length)
    play = LOOKING + cell.play[1:] if cell.looking else cell.play
    came = (cell.entered + " ") if cell.entered in ("PH", "PR") else ""
    notes = Content.assemble((came, STYLES["sub"]), (_latest(cell.notes, BOX - 2 - len(came)),
                                                     STYLES["note"]))
    top, bottom = _diamond(cell.reached)
    return [pitches + marks,
            _fit(Content.styled(play, STYLES["play"]), BOX - 2) + top,
            _fit(notes, BOX - 2) + bottom]


def _diamond(reached: int) -> tuple[Content, Content]:
    """The two lines of the base paths: the legs run heavy, the rest faint; filled when he
    scored (`reached` 4)."""
    if reached >= 4:
        return tuple(Content.styled(line, STYLES["run"]) for line in SCORED)  # type: ignore
    lines = [[Content(" "), Content(" ")], [Content(" "), Content(" ")]]
    for leg, (line, place, char) in enumerate(LEGS):
        lines[line][place] = Content.styled(char, STYLES["path" if leg < reached else "unrun"])
    return lines[0][0] + lines[0][1], lines[1][0] + lines[1][1]


def _latest(notes: list[str], room: int) -> str:
    """A runner's notes that fit in `room`, the latest kept (how he was put out is never the
    one left off), as the printed card keeps them."""
    text = ""
    for note in reversed(notes):
        joined = f"{note} {text}".strip()
        if len(joined) > room:
            return text or note[:room]
        text = joined
    return text


def _fit(content: Content, width: int) -> Content:
    """`content` in exactly `width` cells: cut with "…", or padded."""
    if content.cell_length > width:
        content = content.truncate(width, ellipsis=True)
    return content.pad_right(width - content.cell_length)


def _edge(cell: Cell | None, line: int) -> Content:
    """The line on a box's left: heavy before a substitute's first box."""
    if cell is not None and cell.entered and line < LINES:
        return Content.styled("┃", STYLES["sub"])
    return _rule("│")


def _rule(text: str) -> Content:
    return Content.styled(text, STYLES["rule"])


def _ruled(name: int, columns: int) -> tuple[Content, Content]:
    """The rule between two slots."""
    return _rule("─" * name + "┼"), _rule(("─" * BOX + "┼") * columns)


def _names(slot: int, batters: tuple[Batter, ...], width: int, up: bool) -> list[Content]:
    """The slot's name area: the number and the starter, each substitute under him."""
    lines = []
    for n, batter in enumerate(batters):
        lead = f"{slot} " if n == 0 else "  "
        text = _label(batter, width - 1 - len(lead))
        style = STYLES["batter"] if up and n == len(batters) - 1 else ("bold" if n == 0 else "")
        lines.append(_fit(Content.assemble(" " + lead, (text, style)), width))
    return lines or [_fit(Content(f" {slot}"), width)]


def _label(batter: Batter, width: int) -> str:
    """"Barnhart T, ph (PH 7)" as the printed card writes it; where that is too long the name
    is cut, down to SHORTEST, then how he came in is left off (his box shows it), then the
    positions."""
    pos = f", {batter.pos}" if batter.pos else ""
    came = f" ({batter.entered})" if batter.entered else ""
    name = Content(batter.name)
    for tail in (pos + came, pos, ""):
        if name.cell_length + len(tail) <= width:
            return batter.name + tail
        if width - len(tail) >= min(SHORTEST, name.cell_length):
            return name.truncate(width - len(tail), ellipsis=True).plain + tail
    return name.truncate(width, ellipsis=True).plain


def _totals(side: LiveSide, name: int) -> list[tuple[Content, Content]]:
    """R H E LOB under each inning the team batted (in its first column)."""
    rows = []
    for label in ("R", "H", "E", "LOB"):
        cells = []
        for k, column in enumerate(side.columns):
            again = k and column.inning == side.columns[k - 1].inning
            totals = side.card.totals.get(column.inning)
            value = "" if again or totals is None else str(getattr(totals, label))
            cells.append(Content(value.center(BOX)) + _rule("│"))
        rows.append((Content.styled(f"{label} ".rjust(name), STYLES["head"]) + _rule("│"),
                     Content("").join(cells)))
    return rows
