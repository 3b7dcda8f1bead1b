"""The tables of a printed box score: the line score, each team's batting and its pitching, in
agate type (exports/pages/agate.py), with the season to date a newspaper prints beside each
line — the batter's average, the pitcher's ERA — when the game belongs to a season.

A team is named in a table's first column by the longest of its names that fits there
(exports/team_abbreviations.py); a player's name and positions are never cut (the table sets
a long one smaller, or over two lines).
"""

from __future__ import annotations

from reportlab.lib.units import inch

from exports.pages.agate import SIZE, SIDE, Agate, Row
from exports.pdf_fonts import SANS_BOLD
from exports.team_abbreviations import team_label
from stats.box.scores import BATTING
from stats.box.text import pitcher_label

SIDES = ("away", "home")
#: The width of each batting column: room for its head in bold and two figures, the
#: average's for ".333" (points).
BATTING_WIDTHS = {"AB": 18, "R": 16, "H": 16, "RBI": 20, "BB": 17, "SO": 17, "LOB": 22,
                  "AVG": 29}
PITCHING = ("IP", "H", "R", "ER", "BB", "SO", "HR", "BF")
_NUMBER = 0.32 * inch  # the width of a pitching column of figures
_PITCH_COUNTS, _ERA = 0.6 * inch, 0.5 * inch  # "17-13", "135.00"
#: Column heads and totals are ruled off (line widths in points).
HEAD_RULE, TOTALS_RULE = 0.6, 0.4


def average(value: float | None) -> str:
    """A batting average as printed: ".333", "1.000"; "---" before a first at-bat of the
    season (a pitcher's, often), as the wire services print it."""
    if value is None:
        return "---"
    text = f"{value:.3f}"
    return text[1:] if text.startswith("0.") else text


def earned_run_average(value: float | None) -> str:
    """An ERA as printed: "3.45"; "-.--" before a first out (it cannot be computed)."""
    return "-.--" if value is None else f"{value:.2f}"


def in_season(box: dict) -> bool:
    """Whether the game belongs to a season, whose to-date figures the lines then carry."""
    return bool(box["game"].get("season"))


def team_cell(box: dict, teams: dict, i: int, width: float) -> str:
    """Team `i` (0 visitors, 1 home) named to fit a first column `width` wide, in bold
    agate."""
    return team_label(teams[i], box["game"][SIDES[i]], width - 2 * SIDE, SANS_BOLD, SIZE)


def linescore_table(box: dict, teams: dict, room: float) -> Agate:
    """Runs by inning, a gap every three innings as printed, then R H E; a cell the statistics
    left as text ("x": the home team did not need its half) is printed as it is."""
    line = box["linescore"]
    innings = line["innings"]
    groups = [innings[i:i + 3] for i in range(0, len(innings), 3)]

    def by_three(cells: list) -> list:
        out = []
        for n, group in enumerate(groups):
            out += [""] * (n > 0) + cells[3 * n:3 * n + len(group)]
        return out

    inning_widths = [w or 0.1 * inch for w in by_three([0.2 * inch] * len(innings))]
    figures = inning_widths + [0.15 * inch] + [_NUMBER] * 3
    # A long extra-inning game takes its room from the team names.
    first = max(0.9 * inch, min(1.9 * inch, room - sum(figures)))
    head = [""] + by_three([str(i) for i in innings]) + ["", "R", "H", "E"]
    rows = [Row(head, bold=True, rule_below=HEAD_RULE)]
    for i, side in enumerate(SIDES):
        team = line.get(side, {"runs": [], "R": 0, "H": 0, "E": 0})
        runs = ["" if r is None else str(r) for r in team["runs"]]
        runs += [""] * (len(innings) - len(runs))
        cells = [team_cell(box, teams, i, first)] + by_three(runs) + ["", team["R"], team["H"],
                                                                  team["E"]]
        rows.append(Row(cells, bold_columns=(0, len(cells) - 3)))  # the team and its runs
    return Agate(rows, [first] + figures, centre=True)


def batting_table(box: dict, side: str, teams: dict, width: float) -> Agate:
    """A team's batting: "Name, pos" in batting order (a substitute indented under the player
    he followed in the slot), AB R H RBI BB SO LOB, the season's AVG through the game, and
    the team's totals."""
    columns = BATTING + (("AVG",) if in_season(box) else ())
    widths = [BATTING_WIDTHS[c] for c in columns]
    first = width - sum(widths)
    i = SIDES.index(side)
    rows = [Row([team_cell(box, teams, i, first), *columns], bold=True, rule_below=HEAD_RULE)]
    for b in box["batting"][side]:
        figures = [b[c] for c in BATTING] + [average(b.get("AVG"))] * (len(columns) > 7)
        rows.append(Row([f"{b['name']}, {b['pos']}" if b["pos"] else b["name"], *figures],
                        indent=8 if b["order"] else 0))  # 10 points in from the column's edge
    if len(rows) == 1:
        rows.append(Row(["Did not bat"] + [""] * len(columns)))
    totals = box["totals"]["batting"].get(side, dict.fromkeys(BATTING, 0))
    rows.append(Row(["Totals", *(totals[c] for c in BATTING)] + [""] * (len(columns) > 7),
                    bold=True, rule_above=TOTALS_RULE))
    return Agate(rows, [first] + widths, head=1)


def level(tables: list[Agate], most: float) -> list[Agate]:
    """The two teams' batting printed side by side with their totals level: room over the
    shorter one's totals, when it is short by no more than `most` points (a table much longer
    than the other, with many substitutes, is not worth the hole)."""
    heights = [t.wrap(0, 0)[1] for t in tables]
    short = heights.index(min(heights))
    gap = max(heights) - heights[short]
    if 0 < gap <= most:
        table = tables[short]
        rows = table.rows[:-1] + [Row([""], height=gap), table.rows[-1]]
        tables[short] = Agate(rows, table.widths, table.centre, table.head)
    return tables


def pitching_table(box: dict, side: str, teams: dict, footnotes: list[str]) -> Agate:
    """A team's pitchers in the order they pitched: IP H R ER BB SO HR BF, pitches-strikes
    when the game counted pitches, the season's ERA through the game, W/L/S after the name,
    and a marker for a pitcher who faced batters in an inning he did not finish (its
    footnote is added to `footnotes`)."""
    pitched = [p for s in SIDES for p in box["pitching"][s]]
    counts = any(p["pitches"] is not None for p in pitched)
    season = in_season(box)
    head = list(PITCHING) + (["Pit-Str"] if counts else []) + (["ERA"] if season else [])
    widths = [2.4 * inch] + [_NUMBER] * len(PITCHING) + [_PITCH_COUNTS] * counts \
        + [_ERA] * season
    i = SIDES.index(side)
    rows = [Row([team_cell(box, teams, i, widths[0]), *head], bold=True, rule_below=HEAD_RULE)]
    for p in box["pitching"][side]:
        name, note = pitcher_label(p, len(footnotes))
        if note:
            footnotes.append(note.replace(" in ", " in the ") + ".")
        cells = [name] + [p[c] for c in PITCHING]
        if counts:
            cells.append("" if p["pitches"] is None else f"{p['pitches']}-{p['strikes']}")
        if season:
            cells.append(earned_run_average(p.get("ERA")))
        rows.append(Row(cells))
    return Agate(rows, widths, head=1)
