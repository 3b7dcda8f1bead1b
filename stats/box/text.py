"""A box score as newspaper text, in the layout of Chadwick's cwbox.

Batting lines first (the two teams side by side when the page is at least 100 columns wide,
one under the other when narrower), then the line score, the pitching lines with their
footnotes, the notes and the box-score proof. On a page under 100 columns everything fits in
80 (or the page, if narrower): notes and the proof wrap.
"""

from __future__ import annotations

import datetime as dt
import textwrap
from unicodedata import east_asian_width

SIDE_BY_SIDE = 100
_BATTING_HEADER = " AB  R  H RBI BB SO LOB"
_BLOCK = 20 + len(_BATTING_HEADER)  # the width of one team's batting lines
_MARKERS = ("*", "+", "#")
_LABELS = {"IR": "Inherited runners-scored"}


def box_text(box: dict, width: int = 80) -> str:
    """The box score of one game (a dict from `stats.box.dicts.box_dicts`) as text."""
    game = box["game"]
    teams = [box["linescore"].get(side, {}).get("name") or game[side] for side in ("away", "home")]
    lines = [_title(game, teams), ""]
    lines += _batting(box, teams, width)
    lines += [""] + _linescore(box, game, teams)
    lines += [""] + _pitching(box, teams)
    names = {game["away"]: teams[0], game["home"]: teams[1]}
    # Notes wrap at the box's own width: 80 columns, or the two batting blocks side by side.
    wrap = min(width, 80) if width < SIDE_BY_SIDE else 2 * _BLOCK + 3
    lines += [""] + _notes(box, names, wrap) + _proof(box, teams, wrap)
    return "\n".join(line.rstrip() for line in lines) + "\n"


def _title(game: dict, teams: list[str]) -> str:
    date = game["date"]
    when = ""
    if date:
        day = dt.date.fromisoformat(date) if isinstance(date, str) else date
        when = f" of {day.month}/{day.day}/{day.year}"
    status = "" if game["status"] == "final" else " (in progress)"
    return f"     Game{when} -- {teams[0]} at {teams[1]} ({game['key']}){status}"


def _batting(box: dict, teams: list[str], width: int) -> list[str]:
    blocks = []
    for i, side in enumerate(("away", "home")):
        block = [f"  {fit(teams[i], 18)}{_BATTING_HEADER}"]
        block += [_batter(row) for row in box["batting"][side]]
        totals = box["totals"]["batting"].get(side)
        block.append(f"{'':<20} -- -- -- --- -- -- ---")
        if totals:
            block.append(f"{'':<20}" + _batting_numbers(totals))
        blocks.append(block)
    if width < SIDE_BY_SIDE:
        return blocks[0] + [""] + blocks[1]
    left, right = blocks
    # Totals stay level with each other: pad the shorter list of players above them.
    short = left if len(left) < len(right) else right
    gap = abs(len(left) - len(right))
    short[-2:-2] = [""] * gap
    return [f"{fit(a, _BLOCK)}   {b}" for a, b in zip(left, right)]


def batter_label(name: str, pos: str) -> str:
    """cwbox's name column: "Name, pos", the name cut so the two fit in 20 columns."""
    if len(pos) > 10:
        return cut(f"{name}, {pos.split('-')[0]},...", 20)
    return f"{cut(name, max(18 - len(pos), 0))}, {pos}"


def columns(text: str) -> int:
    """How many terminal columns `text` takes: Chinese and Japanese characters take two."""
    if text.isascii():  # most text, a character a column (a season's table has 100,000 cells)
        return len(text)
    return sum(2 if east_asian_width(c) in "WF" else 1 for c in text)


def cut(text: str, width: int) -> str:
    """`text` cut to at most `width` columns."""
    if text.isascii():
        return text[:max(width, 0)]
    while columns(text) > width:
        text = text[:-1]
    return text


def fit(text: str, width: int) -> str:
    """`text` cut or padded to exactly `width` columns (str.ljust counts characters)."""
    text = cut(text, width)
    return text + " " * (width - columns(text))


def _batter(row: dict) -> str:
    return fit(batter_label(row['name'], row['pos']), 20) + _batting_numbers(row)


def _batting_numbers(row: dict) -> str:
    return (f" {row['AB']:2d} {row['R']:2d} {row['H']:2d} {row['RBI']:3d} {row['BB']:2d}"
            f" {row['SO']:2d} {row['LOB']:3d}")


def _linescore(box: dict, game: dict, teams: list[str]) -> list[str]:
    line = box["linescore"]
    cells = {side: [_inning(r) for r in line.get(side, {}).get("runs", [])]
             for side in ("away", "home")}
    parts = {side: "".join(c + (" " if (i + 1) % 3 == 0 else "") for i, c in enumerate(runs))
             for side, runs in cells.items()}
    parts = {side: p if p.endswith(" ") or not p else p + " " for side, p in parts.items()}
    wide = max(len(p) for p in parts.values())
    rows = [" " * (17 + wide) + "    R  H  E"]
    for i, side in enumerate(("away", "home")):
        team = line.get(side, {"R": 0, "H": 0, "E": 0})
        rows.append(f"{fit(teams[i], 16)} {parts[side]:<{wide}}-- {team['R']:2d} {team['H']:2d}"
                    f" {team['E']:2d}")
    rows += [f"  {line}" for line in game_ending(game, teams)]
    if game["start_inning"] not in (None, 1) or game["start_half"] not in (None, 0) \
            or game["away_before"] or game["home_before"]:
        half = "top" if game["start_half"] == 0 else "bottom"
        rows.append(f"  Began in the {half} of the {ordinal(game['start_inning'])}, "
                    f"{teams[0]} {game['away_before']}, {teams[1]} {game['home_before']}.")
    return rows


def game_ending(game: dict, teams) -> list[str]:
    """How a finished game ended, when not with a third out after nine (or its rules') innings
    and more runs for one side: the outs when the winning run scored or the game ended or was
    called (and why), and the winner of a tie the rules give to one side (Bottom of the 9th's
    visitors, Unlimited Nine's home team in standard mode)."""
    if game["status"] != "final":
        return []
    lines = []
    outs, called = game["outs_at_end"], game.get("called")
    plural = "" if outs == 1 else "s"
    if outs is not None and called is not None and not game["walk_off"]:
        reason = f" ({called})" if called and called != "called" else ""
        lines.append(f"Game called{reason} with {outs} out{plural}.")
    elif outs not in (None, 3):
        what = "winning run was scored" if game["walk_off"] else "game ended"
        lines.append(f"{outs} out{plural} when {what}.")
    side = game.get("winning_side")
    if game["away_runs"] == game["home_runs"] and side in ("away", "home"):
        lines.append(f"Tied: {teams[0 if side == 'away' else 1]} win under the game's rules.")
    return lines


def _inning(runs) -> str:
    if runs is None:
        return " "
    if isinstance(runs, int) and runs >= 10:
        return f"({runs})"
    return str(runs)


def _pitching(box: dict, teams: list[str]) -> list[str]:
    pitched = [p for side in ("away", "home") for p in box["pitching"][side]]
    counts = any(p["pitches"] is not None for p in pitched)
    lines, footnotes = [], []
    for i, side in enumerate(("away", "home")):
        if i:
            lines.append("")
        lines.append(f"  {fit(teams[i], 18)}   IP  H  R ER BB SO HR  BF" + ("  Pit-Str" if counts else ""))
        for p in box["pitching"][side]:
            name, note = pitcher_label(p, len(footnotes))
            if note:
                footnotes.append(f"  {note}")
            line = (f"{fit(name, 20)} {p['IP']:>4} {p['H']:2d} {p['R']:2d} {p['ER']:2d}"
                    f" {p['BB']:2d} {p['SO']:2d} {p['HR']:2d} {p['BF']:3d}")
            if counts and p["pitches"] is not None:
                line += f"  {p['pitches']}-{p['strikes']}"
            lines.append(line)
    return lines + footnotes


def _notes(box: dict, teams: dict[str, str], width: int) -> list[str]:
    lines = []
    for label, items in box["notes"].items():
        lines += _wrap(f"{_LABELS.get(label, label)} --",
                       [note_item(label, i, teams) for i in items], width)
    return lines


def _wrap(lead: str, items: list[str], width: int) -> list[str]:
    """`lead item, item, …` on as few lines as fit in `width`, never splitting an item."""
    lines, line = [], lead
    for i, item in enumerate(items):
        piece = item + ("," if i < len(items) - 1 else "")
        if columns(line) + 1 + columns(piece) > width and line.strip() and line != lead:
            lines.append(line)
            line = "   "
        line += " " + piece
    return lines + [line]


def note_item(label: str, item: dict, teams: dict[str, str]) -> str:
    """One item of a note line: "Smith 2 (14)", "by Jones (Brown)", "Toronto 3" (the PDF's too)."""
    if "person" in item:  # who at the table chose the cards (several players a side)
        return f"{item['person']} ({teams.get(item['team'], item['team'])}) {item['count']}"
    if "player_id" not in item:  # a team note: DP, TP, LOB
        return f"{teams.get(item['team'], item['team'])} {item['count']}"
    if label == "IR":
        return f"{item['name']} {item['inherited']}-{item['scored']}"
    if label == "HBP":
        text = f"by {item['name']} ({item.get('batter_name', item.get('batter_id', ''))})"
    else:
        text = item["name"]
    if item["count"] > 1:
        text += f" {item['count']}"
    if "season_total" in item:
        text += f" ({item['season_total']})"
    return text


def _proof(box: dict, teams: list[str], width: int) -> list[str]:
    # Until the game is over, runners still on base are on neither side of the proof.
    label = "Proof" if box["game"]["status"] == "final" else "Proof so far"
    lines = []
    for i, side in enumerate(("away", "home")):
        proof = box["proof"].get(side)
        if proof:
            lines += textwrap.wrap(f"{label} -- {teams[i]}: {proof['explain']}", width,
                                   subsequent_indent="    ")
    return lines


def pitcher_label(p: dict, marked: int) -> tuple[str, str]:
    """A pitcher's name with his decision, and for one who faced batters in an inning he did
    not finish the mark after it (*, +, #, then doubled) and its footnote; `marked` is how
    many pitchers were marked before him."""
    name = p["name"] + (f" ({p['decision']})" if p["decision"] else "")
    if not p["pitched_to"]:
        return name, ""
    mark = _MARKERS[marked % 3] * (marked // 3 + 1)
    batters = "batter" if p["pitched_to"] == 1 else "batters"
    return name + mark, (f"{mark} Pitched to {p['pitched_to']} {batters} in "
                         f"{ordinal(p['pitched_to_inning'])}")


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
