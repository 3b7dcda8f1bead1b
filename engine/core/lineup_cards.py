"""Building a `GameSetup` from a script header: the rules from `info`, the lineups from `start`.

The lineup cards are checked the way an umpire checks them at the plate meeting: every
batting slot filled once, one pitcher, nobody listed twice, no two players at one position,
and with the designated hitter (Rule 5.11) a pitcher who does not bat (slot 0) and a DH.

A tabletop game may field half teams (TeamSheet): with `half_teams`, one team may hand in only
its pitcher (slot 0: it never bats) and the other only batters (no pitcher: it never fields),
as in Bottom of the 9th. A game system gives its own rules and starting situation as the
defaults that `info` lines override.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Mapping

from engine.core.errors import EntryError, ScorebookError, quoted, shown
from engine.core.lineup_lines import PlayerLine
from engine.core.numbers import number_in
from engine.core.printable import check_printable
from engine.core.setup import (AWAY, BOTTOM, EARNED_RUN_METHODS, HOME, POSITIONS, TOP, GameSetup, LineupSpot, Ruleset,
                               Situation, TeamSheet)

TRUE = ("true", "yes", "on", "1")
FALSE = ("false", "no", "off", "0")
SIDES = {AWAY: "away", HOME: "home"}
HALVES = {"top": TOP, "bottom": BOTTOM, "0": TOP, "1": BOTTOM}
#: info keys that set the rules or the starting situation, and how each is checked.
MOST_INNINGS = 99
NUMBERS = {"innings": (1, MOST_INNINGS), "lineup": (1, 12), "inning": (1, MOST_INNINGS),
           "outs": (0, 2)}
#: The most runs one team may have scored before the game starts (`info score`).
MOST_RUNS = 999
SWITCHES = ("dh", "usedh", "extra", "ties", "walkoff")
#: The info keys that give the teams' codes (the visitors', the home team's).
TEAM_CODES = ("visteam", "hometeam")


class LineupError(ScorebookError):
    """A lineup card that cannot start a game; `line` is the script line to blame."""

    def __init__(self, message: str, line: int = 0):
        super().__init__(message)
        self.line = line


def check_info(key: str, value: str, line: str) -> None:
    """Refuse an info value the rules cannot use (innings 0, half 'middle', score '3'), an
    empty team code, and a control character in any key or value (engine.core.printable)."""
    check_printable("info key", key, line)
    check_printable(f"info {key}", value, line)
    if key in TEAM_CODES and not value.strip():
        raise EntryError(f"info {key} is empty: give the team's code, as info {key} TOR.", line)
    key = key.removeprefix("situation.")
    if key in NUMBERS:
        low, high = NUMBERS[key]
        if number_in(value, low, high) is None:
            raise EntryError(f"info {key} must be a number from {low} to {high}, not "
                             f"{quoted(value)}.", line)
    elif key in SWITCHES and value.lower() not in TRUE + FALSE:
        raise EntryError(f"info {key} must be true or false, not {quoted(value)}.", line)
    elif key == "earned" and value.lower() not in EARNED_RUN_METHODS:
        raise EntryError(f"info earned must be {' or '.join(EARNED_RUN_METHODS)}, not "
                         f"{quoted(value)}.", line)
    elif key == "half" and value.lower() not in HALVES:
        raise EntryError(f"info half must be top or bottom, not {quoted(value)}.", line)
    elif key == "score":
        parts = value.split("-")
        if len(parts) != 2 or any(number_in(p, 0, MOST_RUNS) is None for p in parts):
            raise EntryError(f"info score is away-home runs from 0 to {MOST_RUNS}, as 3-2, not "
                             f"{quoted(value)}.", line)


def build_setup(info: dict[str, str], starts: list[tuple[int, PlayerLine]],
                rules: Ruleset | None = None, situation: Situation | None = None,
                half_teams: bool = False, lines: Mapping[str, int] | None = None) -> GameSetup:
    """The setup the header describes; raise `LineupError` for a card that cannot play.

    `rules` and `situation` are the defaults the info lines override (baseball's: nine
    innings from the top of the first); `half_teams` lets a team field only its pitcher or
    bat without one (see the module's docstring). `lines`: the line of each info key, to
    blame (else the last start line)."""
    rules = _rules(info, rules or Ruleset())
    check_everyone_once(starts)
    codes = [info.get(key) or SIDES[team].upper() for team, key in enumerate(TEAM_CODES)]
    if codes[AWAY] == codes[HOME]:
        raise LineupError(f"the home team and the visitors are both {shown(codes[HOME])}: a team "
                          "cannot play itself.", (lines or {}).get("hometeam") or starts[-1][0])
    sheets = []
    halves = []
    for team in (AWAY, HOME):
        spots = [(n, p) for n, p in starts if p.team == team]
        code = codes[team]
        name = info.get("visname" if team == AWAY else "homename") or code
        last = starts[-1][0]
        if not spots:
            raise LineupError(f"the {SIDES[team]} team has no start lines.", last)
        half = _half_team(SIDES[team], spots) if half_teams else ""
        if half != "fields":
            _check_card(SIDES[team], spots, rules, needs_pitcher=half != "bats")
        halves.append(half)
        lineup = tuple(LineupSpot(p.player, p.name, p.slot, p.position) for _, p in spots)
        sheets.append(TeamSheet(code, name, lineup))
    if halves[0] == halves[1] != "":
        what = "bats" if halves[0] == "fields" else "pitches"
        raise LineupError(f"neither team {what}: one team must bat and the other field.",
                          starts[-1][0])
    start = _situation(info, situation or Situation())
    if half_teams and halves[start.half] == "fields":
        raise LineupError(f"the game starts with the {SIDES[start.half]} team batting, but it "
                          "only fields: give the other half (info half).", starts[-1][0])
    return GameSetup(sheets[0], sheets[1], rules, start)


def _half_team(side: str, spots: list[tuple[int, PlayerLine]]) -> str:
    """"fields" for a team that hands in only its pitcher (slot 0: it never bats), "bats" for
    one with no pitcher (it never takes the field), "" for a whole team."""
    if all(p.slot == 0 for _, p in spots):
        number, first = spots[0]
        if len(spots) > 1:
            raise LineupError(f"the {side} team does not bat, so it starts only its pitcher "
                              f"(lines {number} and {spots[1][0]} are both in slot 0).",
                              spots[1][0])
        if first.position != 1:
            raise LineupError(f"the {side} team does not bat, so its one start line is its "
                              "pitcher (position 1).", number)
        return "fields"
    if all(p.position != 1 for _, p in spots):
        return "bats"
    return ""


def _switch(info: dict[str, str], *keys: str, default: bool) -> bool:
    for key in keys:
        if key in info:
            return info[key].lower() in TRUE
    return default


def _rules(info: dict[str, str], base: Ruleset) -> Ruleset:
    """`base` with what the info lines change (fields they do not name are kept)."""
    return replace(
        base,
        innings=int(info.get("innings", base.innings)),
        extra_innings=_switch(info, "extra", default=base.extra_innings),
        ties_allowed=_switch(info, "ties", default=base.ties_allowed),
        walk_off=_switch(info, "walkoff", default=base.walk_off),
        dh=_switch(info, "dh", "usedh", default=base.dh),
        lineup_size=int(info.get("lineup", base.lineup_size)),
        earned_runs=info.get("earned", base.earned_runs).lower(),
    )


def _situation(info: dict[str, str], base: Situation) -> Situation:
    """`base` with the inning, half, outs and score the info lines give."""
    def get(key: str) -> str | None:
        return info.get(key, info.get(f"situation.{key}"))

    score = get("score")
    away, home = score.split("-") if score else base.score
    half = get("half")
    return replace(base, inning=int(get("inning") or base.inning),
                   half=HALVES[half.lower()] if half else base.half,
                   outs=int(get("outs") or base.outs), score=(int(away), int(home)))


def _check_card(side: str, spots: list[tuple[int, PlayerLine]], rules: Ruleset,
                needs_pitcher: bool = True) -> None:
    slots: dict[int, int] = {}
    positions: dict[int, int] = {}
    for number, p in spots:
        if p.position > 10:
            raise LineupError(f"a starter cannot be a {POSITIONS[p.position]}: give his fielding "
                              "position, or 10 for the DH.", number)
        if p.slot > rules.lineup_size:
            raise LineupError(f"slot {p.slot} is past the end of a {rules.lineup_size}-man "
                              "lineup.", number)
        if p.slot == 0 and not rules.dh:
            raise LineupError("slot 0 is for a pitcher who does not bat, which needs the "
                              "designated hitter: add info dh true.", number)
        if p.slot == 0 and p.position != 1:
            raise LineupError("slot 0 is for the pitcher who does not bat (position 1).", number)
        if p.position == 10 and not rules.dh:
            raise LineupError("position 10 is the designated hitter, which needs info dh true.",
                              number)
        if p.slot in slots:
            raise LineupError(f"the {side} team has two players in slot {p.slot} (lines "
                              f"{slots[p.slot]} and {number}).", number)
        if p.position in positions:
            raise LineupError(f"the {side} team has two players at {POSITIONS[p.position]} "
                              f"(lines {positions[p.position]} and {number}).", number)
        slots[p.slot] = number
        positions[p.position] = number
    last = spots[-1][0]
    for slot in range(1, rules.lineup_size + 1):
        if slot not in slots:
            raise LineupError(f"the {side} team has nobody batting in slot {slot}.", last)
    if 1 not in positions and needs_pitcher:
        raise LineupError(f"the {side} team has no pitcher (position 1).", last)
    if 0 in slots and 10 not in positions:
        raise LineupError(f"the {side} team's pitcher does not bat (slot 0), so it needs a "
                          "designated hitter (position 10).", last)
    if 10 in positions and 0 not in slots:
        raise LineupError(f"the {side} team has a designated hitter, so its pitcher bats in "
                          "slot 0.", last)


def check_everyone_once(starts: list[tuple[int, PlayerLine]]) -> None:
    """No player starts twice, in either lineup (the error names the line of the second),
    except a two-way player (Rule 5.11(b)): his team's pitcher (slot 0) and its DH."""
    seen: dict[str, tuple[int, PlayerLine]] = {}
    for number, p in starts:
        if p.player in seen and not _two_way(seen[p.player][1], p):
            raise LineupError(f"player {quoted(p.player)} is already in a lineup (line "
                              f"{seen[p.player][0]}).", number)
        seen.setdefault(p.player, (number, p))


def _two_way(first: PlayerLine, second: PlayerLine) -> bool:
    """Since 2022 the starting pitcher may also be his team's designated hitter: he is listed
    twice, once as the pitcher who does not bat (slot 0) and once as the DH in the order."""
    roles = {(p.slot == 0, p.position) for p in (first, second)}
    return first.team == second.team and roles == {(True, 1), (False, 10)}
