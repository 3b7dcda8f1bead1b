"""What goes in each box of a scorecard: the plays rows of one game read as a scorekeeper reads
them, one cell per plate appearance, in the batter's slot and the inning he batted.

Nothing is counted for the statistics here (the box score does that): a cell only records what
a pencil would — the play in scorecard notation, the pitches, how far the batter got around the
bases, whether he scored, the RBI and which out of the inning he made.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from exports.scorecards.outs import outs_in_order

#: Retrosheet event types (cwevent's EVENT_CD) a scorekeeper writes as they are.
PLAIN_EVENTS = {3: "K", 14: "BB", 15: "IBB", 16: "HBP", 17: "CI", 20: "1B", 21: "2B", 22: "3B",
          23: "HR"}
#: The outfield a hit went to, by the first fielder of its location; a hit to an infielder
#: keeps his number ("1B 6"), since "1B 1B" would read as nonsense.
FIELDS = {"7": "LF", "8": "CF", "9": "RF"}
#: How a one-fielder out is written: a fly to centre is F8, a line drive to short L6.
CAUGHT = {"F": "F", "L": "L", "P": "P"}
#: Roles of a player entering the batting order (not a change of position, nor a record's
#: correction of who is charged with a runner or who bats).
ENTERING = ("PH", "PR", "DEF", "P")


@dataclass
class Cell:
    """One plate appearance as it is pencilled into its box."""

    batter: str
    inning: int
    play: str = ""  # the notation, e.g. "6-3", "1B LF", "K"
    looking: bool = False  # strike three was called (written as a backwards K)
    pitches: str = ""  # the pitch sequence, Retrosheet letters (B, C, S, F, X …)
    reached: int = 0  # the last base he stood on: 0 (never reached), 1, 2, 3, 4 (scored)
    out: int = 0  # which out of the inning he made (1, 2, 3), 0 if none
    rbi: int = 0
    notes: list[str] = field(default_factory=list)  # what happened to him as a runner: SB2 …
    entered: str = ""  # a substitute's first box: how he came in (PH, PR, DEF, P)


@dataclass
class HalfTotals:
    """The line under an inning's column: runs, hits, errors, left on base."""

    R: int = 0
    H: int = 0
    E: int = 0
    LOB: int = 0


@dataclass
class TeamCard:
    """One team's side of the scorecard: its cells by (slot, column), its columns (the inning
    each column stands for) and the totals of each inning it batted."""

    cells: dict[tuple[int, int], Cell] = field(default_factory=dict)
    columns: list[int] = field(default_factory=list)
    totals: dict[int, HalfTotals] = field(default_factory=dict)


def notation(row: dict) -> str:
    """A play row's text as a scorecard writes it: "6-3", "F8", "1B LF", "E6", "FC6", "SF9",
    "SH 1-3", "6-4-3 DP"; a force out that leaves the batter on first "FC6-4" (the runner's
    box has the out); an out the system names no fielder for (`99/G`) by its ball, "G"."""
    text, kind = row["text"] or "", row["event_type"]
    main = re.split(r"[./]", text, maxsplit=1)[0]
    if kind in PLAIN_EVENTS:
        note = PLAIN_EVENTS[kind]
        where = (row.get("location") or "")[:1]
        if kind in (20, 21, 22, 23) and where.isdigit() and where != "0":
            note += " " + FIELDS.get(where, where)
    elif kind == 18:
        note = "E" + "".join(ch for ch in main if ch.isdigit())[:1]
    elif kind == 19:
        note = "FC" + "".join(ch for ch in main if ch.isdigit())[:1]
    elif kind == 2:
        note = _out_in_play(row, text, main)
    else:
        note = main or "?"
    if row["tp"]:
        note += " TP"
    elif row["dp"] or row["gdp"]:
        note += " DP"
    return note


def _out_in_play(row: dict, text: str, main: str) -> str:
    """A generic out (cwevent's type 2) as written: by its fielders and its ball."""
    fielders = [ch for ch in re.sub(r"\(.*?\)", "", main) if ch.isdigit()]
    ball = _ball(row, text)
    if row.get("batter_dest", 0) > 0:  # a force out (`64(1)/FO/G`): he reached on the choice
        return "FC" + "-".join(fielders)
    if fielders == ["9", "9"]:  # a tabletop system's "fielder unknown"
        fielders = []
        note = ball
    elif len(fielders) == 1 and ball in CAUGHT:
        note = CAUGHT[ball] + fielders[0]
    elif len(fielders) == 1:
        note = fielders[0] + "U"  # unassisted ground out
    else:
        note = "-".join(fielders) or "Out"
    if row["sf"]:
        return "SF" + (fielders[0] if fielders else "")
    if row["sh"]:
        return "SH " + note
    return note


def _ball(row: dict, text: str) -> str:
    """The batted ball: G, L, F or P, from the row or else the text's modifier (`/F`, `/BG`,
    `/L9`, `/P2F`; not `/FO`, a force out); a ground ball when neither says."""
    if row.get("batted_ball"):
        return row["batted_ball"]
    flight = re.search(r"/B?([GLFP])(?![A-Z])", text) or re.search(r"/B?([GL])DP", text)
    return flight.group(1) if flight else "G"


def read_plays(rows: list[dict]) -> dict[int, TeamCard]:
    """The two teams' cards (0 = visitors, 1 = home) from one game's plays rows in order."""
    cards = {0: TeamCard(), 1: TeamCard()}
    on_base: dict[str, Cell] = {}  # runner id -> the cell he reached base in
    column: dict[tuple[int, int], int] = {}  # (half, inning) -> the first column of the inning
    coming: dict[tuple[int, int], str] = {}  # (team, slot) -> how its substitute came in
    for row in rows:
        if row["kind"] == "sub":
            _substitute(row, on_base, coming)
        if row["kind"] != "play":
            continue
        half, inning = row["half"], row["inning"]
        card = cards[half]
        if (half, inning) not in column:
            column[(half, inning)] = len(card.columns)
            card.columns.append(inning)
            card.totals[inning] = HalfTotals()
            on_base = {}
        totals = card.totals[inning]
        order = outs_in_order(row)
        number = {who: row["outs"] + n for n, (who, _) in enumerate(order, start=1)}
        _runners(row, on_base, number, dict(order))
        if row["batter_event"]:
            cell = _new_cell(card, row, column[(half, inning)])
            cell.entered = coming.pop((half, row["batter_slot"]), "")
            cell.play, cell.rbi = notation(row), row["rbi"]
            # Only the pitches: Retrosheet's marks for pickoffs (1, 2, 3), a runner going (>)
            # or a blocked ball (*) are not pencilled into the count.
            cell.pitches = "".join(ch for ch in row["pitches"] or "" if ch.isalpha())
            cell.looking = row["event_type"] == 3 and cell.pitches[-1:] == "C"
            cell.reached = row["batter_dest"] if row["batter_dest"] <= 4 else 4
            cell.out = number.get("B", 0)
            if 0 < row["batter_dest"] < 4:
                on_base[row["batter"]] = cell
            totals.H += row["event_type"] in (20, 21, 22, 23)
        totals.R += row["runs"]
        totals.E += len([e for e in (row["errors"] or "").split(",") if e])
        totals.LOB += row["left_on_base"]
    return cards


def entered(plays: list[dict]) -> dict[str, str]:
    """How each substitute came in, from the sub rows: "PH 7", "PR 9", "DEF 8", "P 6" — his
    first entry (a pinch hitter who stays in the field is still the pinch hitter of the 7th)."""
    subs: dict[str, str] = {}
    for row in plays:
        if row["kind"] == "sub" and row["player"] and row["replaced"] and row["role"] in ENTERING:
            subs.setdefault(row["player"], f"{row['role']} {row['inning']}")
    return subs


def _substitute(row: dict, on_base: dict[str, Cell], coming: dict[tuple[int, int], str]) -> None:
    """A player entering the batting order: a pinch runner takes over the box of the runner
    he runs for (marked "PR"); anyone else's first box to come is marked with how he came in,
    as a scorer draws a line before it."""
    if row["role"] not in ENTERING or not row["slot"] or not row["replaced"]:
        return  # a pitcher who does not bat, a change of position, a record's correction
    if row["role"] == "PR" and row["replaced"] in on_base:
        cell = on_base[row["player"]] = on_base.pop(row["replaced"])
        cell.entered = "PR"
    else:
        coming[(row["team"], row["slot"])] = row["role"]


def _runners(row: dict, on_base: dict[str, Cell], number: dict[str, int],
             how: dict[str, str]) -> None:
    """Move the runners of a play in their own cells: how far each got, the out he made
    (numbered in the order of the play's outs) and how (the fielders), or what moved him on a
    play of his own (a steal, a wild pitch)."""
    moved: dict[str, Cell] = {}
    for base in (1, 2, 3):
        runner = row[f"runner{base}"]
        if not runner or runner not in on_base:
            continue
        cell, dest = on_base.pop(runner), row[f"run{base}_dest"]
        if dest == 0:
            cell.out = number.get(str(base), 0)
            if how.get(str(base)):
                cell.notes.append(how[str(base)])
            continue
        note = _moved_by(row, dest) if dest != base and row["text"] else ""
        if note:
            cell.notes.append(note)
        cell.reached = max(cell.reached, min(dest, 4))
        if dest < 4:
            moved[runner] = cell
    on_base.update(moved)


def _moved_by(row: dict, dest: int) -> str:
    """What a runner's note says moved him to base `dest`: his own steal (`SB3;SB2`: each
    runner his own; `K+SB2` too), else on a runner's play the play ("WP", "BK", "PO1 E1":
    safe on the error), with any error but not the fielders of a throw. Nothing on a batted
    ball, walk or strikeout: his path shows it."""
    head = re.split(r"[./]", row["text"], maxsplit=1)[0]
    to = "H" if dest >= 4 else str(dest)
    parts = head.split("+")[-1].split(";")
    part = next((p for p in parts if re.match(rf"(SB|CS|POCS){to}\b", p)), None)
    if part is None:
        if row["batter_event"]:
            return ""
        part = parts[0]
    return re.sub(r"\(([^)]*)\)", lambda m: " " + m.group(1) if "E" in m.group(1) else "",
                  part)


def _new_cell(card: TeamCard, row: dict, first: int) -> Cell:
    """A new box in the batter's row: the inning's column, or the next one when his slot has
    already batted this inning (the team batted around) — a column added for it if needed."""
    slot, inning = row["batter_slot"], row["inning"]
    col = first
    while (slot, col) in card.cells:
        col += 1
        if col == len(card.columns) or card.columns[col] != inning:
            card.columns.insert(col, inning)
            card.cells = {(s, c + (c >= col)): v for (s, c), v in card.cells.items()}
    cell = Cell(batter=row["batter"], inning=inning)
    card.cells[(slot, col)] = cell
    return cell
