"""The Bottom of the 9th variants a scoring script's header can ask for (rules/bot9.md §4.2), and
the game's setup built with them (script_header.py reads the rest of the header).

    info option.situation S3     start from a Situation card (§4.2.3): the bottom of its inning,
                                 its outs and score, and its runners — the batters in slots 6, 5
                                 and 4, from first base up (they batted just before the leadoff
                                 man); the game still ends at the third out of that inning
    info option.extra on         the 10th-inning variant (§4.2.4): if the home team has not won
                                 in the bottom of the 9th, normal extra innings with both teams
                                 batting their six and pitching, so each side also starts a
                                 pitcher who does not bat (`start … away 0 P`, `… home 0 P`)
    info option.innings 3        the multi-inning game (§4.2.6): normal baseball over 3 innings
                                 (2 to 9; 1 is the base game) from the top of the 1st, extra
                                 innings when tied; each side starts eight batters and its
                                 pitcher batting ninth

All build the setup `scorebook sim bot9` builds for `situation=ID`, `extra=on` and `innings=N`
(sim.py, teams.py) and are not stored as options: the setup holds what they set. `info` lines
still override what a card sets (`info outs 2`), but not the innings or the lineup's size
`option.innings` sets. `info innings 3` alone is a mistake the header refuses: it would leave
the base game's start in the 9th, after the last inning. A solo game (`info option.solo on`) keeps
`option.situation` as its own option (the Situation card its pitch deck is dealt from).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Mapping

from engine.core.errors import ScorebookError, quoted
from engine.core.numbers import number_in
from engine.core.lineup_cards import (FALSE, HALVES, TRUE, LineupError, build_setup,
                                      check_everyone_once)
from engine.core.lineup_lines import PlayerLine
from engine.core.script import Header
from engine.core.setup import (AWAY, BOTTOM, HOME, POSITIONS, TOP, GameSetup, LineupSpot,
                               Ruleset, Situation, TeamSheet)
from engine.systems.bot9.solo.cards import SituationCard, load_solo_cards
from engine.systems.bot9.solo.setup import RUNNER_SLOTS
from engine.systems.bot9.teams import BASE_BATTERS, BASE_RULES, BASE_SITUATION, MULTI_BATTERS

#: The 10th-inning variant's rules (teams.extra_inning_game): the 9th, then extra innings
#: until decided, no ties.
EXTRA_RULES = Ruleset(innings=9, lineup_size=BASE_BATTERS)
#: The multi-inning game's lineup (teams.multi_inning_game): eight batters, the pitcher ninth.
MULTI_LINEUP = MULTI_BATTERS + 1
MOST_INNINGS = 9  # as `scorebook sim bot9 --option innings=N` (sim.py)
SIDES = {AWAY: "away", HOME: "home"}
#: The options the header's variants consume (not stored: the setup holds what they set).
VARIANTS = ("extra", "innings")
Starts = list[tuple[int, PlayerLine]]


def variant_setup(header: Header, options: Mapping[str, str]) -> tuple[GameSetup, dict[str, str]]:
    """The game the header describes with its variants, and the options left to store (the
    variants' own are consumed); raise `LineupError` naming the line to blame."""
    info = dict(header.info)
    solo = options.get("solo", "").strip().lower() in TRUE
    extra = _extra(header)
    card = None if solo else situation_card(header, options)
    innings = _innings(header)
    if innings > 1:
        if solo:
            raise LineupError("info option.innings: a solo game's innings are its Situation "
                              "card's.", header.line_of("option.innings"))
        _multi_inning(header, innings)
    multi = innings > 1 or int(info.get("lineup", BASE_BATTERS)) != BASE_BATTERS
    if multi and extra:
        raise LineupError("info option.extra: the 10th-inning variant is the base game's (six "
                          "batters a side); the multi-inning game goes to extra innings anyway.",
                          header.line_of("option.extra"))
    if multi and card is not None:
        raise LineupError("info option.situation: a Situation card starts the base game (six "
                          "batters a side), not the multi-inning game.",
                          header.line_of("option.situation"))
    rules, start = (EXTRA_RULES if extra else BASE_RULES), BASE_SITUATION
    if innings > 1:  # as teams.multi_inning_game: normal baseball from the top of the 1st
        rules, start = (Ruleset(innings=innings, lineup_size=MULTI_LINEUP),
                        Situation(inning=1, half=TOP))
    if card is not None:
        for key in ("half", "situation.half"):
            if key in info:
                raise LineupError(f"info {key}: a Situation card starts the bottom of its "
                                  "inning; take this line out.", header.line_of(key))
        rules = replace(rules, innings=card.inning)
        start = Situation(inning=card.inning, half=BOTTOM, outs=card.outs, score=card.score)
    if extra:
        setup = _both_teams_bat(header, rules, start)
    else:
        _no_pitcher_apart(header)
        if innings == 1:
            _starts_in_time(header, start)
        setup = build_setup(info, list(header.starts), rules, start, half_teams=True,
                            lines=header.lines)
    if card is not None:
        setup = replace(setup, situation=replace(setup.situation, runners=runners(setup, card)))
    kept = {key: value for key, value in options.items()
            if key not in VARIANTS and (solo or key != "situation")}
    return setup, kept


def situation_card(header: Header, options: Mapping[str, str]) -> SituationCard | None:
    """The Situation card `info option.situation` names (None for none or off), from the
    bundled solo cards or the file `option.solo_cards` names."""
    wanted = options.get("situation", "").strip()
    if wanted.lower() in ("", "none", *FALSE):
        return None
    try:
        cards = load_solo_cards(options.get("solo_cards") or None)
    except ScorebookError as exc:
        raise LineupError(f"info option.solo_cards: {exc}",
                          header.line_of("option.solo_cards")) from None
    for card in cards.situations.values():
        if card.id.lower() == wanted.lower():
            return card
    raise LineupError(f"info option.situation: there is no Situation card {quoted(wanted)} (the "
                      f"cards are {', '.join(cards.situations)}).",
                      header.line_of("option.situation"))


def runners(setup: GameSetup, card: SituationCard) -> tuple[tuple[str, str], ...]:
    """The card's runners (base -> player): the home batters in slots 6, 5 and 4, put on the
    card's bases from first base up (solo/setup.py, sim.py)."""
    lineup = {spot.slot: spot.player for spot in setup.home.lineup}
    return tuple((str(base), lineup[slot]) for base, slot in zip(card.runners, RUNNER_SLOTS))


def _innings(header: Header) -> int:
    """The innings `info option.innings` asks for: 1 (the base game) when it says nothing."""
    value = header.info.get("option.innings", "1").strip()
    innings = number_in(value, 1, MOST_INNINGS)
    if innings is None:
        raise LineupError(f"info option.innings must be a number of innings from 1 to "
                          f"{MOST_INNINGS}, not {quoted(value)}.", header.line_of("option.innings"))
    return innings


def _multi_inning(header: Header, innings: int) -> None:
    """Refuse the info lines that say otherwise than `info option.innings` about the innings
    or the lineup, and a team that does not both bat and pitch (§4.2.6)."""
    for key, value in (("innings", innings), ("lineup", MULTI_LINEUP)):
        if key in header.info and header.info[key].strip() != str(value):
            raise LineupError(f"info {key}: info option.innings {innings} plays {innings} "
                              f"innings with {MULTI_LINEUP} batters a side; take this line out.",
                              header.line_of(key))
    for team, side in SIDES.items():
        own = [p for _, p in header.starts if p.team == team]
        if not any(p.slot for p in own) or not any(p.position == 1 for p in own):
            raise LineupError(f"info option.innings: the {side} team bats and pitches in the "
                              f"multi-inning game, so it starts {MULTI_BATTERS} batters and its "
                              f"pitcher batting ninth.", header.line_of("option.innings"))


def _starts_in_time(header: Header, start: Situation) -> None:
    """`info innings N` with the base game's start in the 9th is the multi-inning game asked
    for the wrong way: refused, or it would be over at the first third out."""
    info = header.info
    innings = info.get("innings", "").strip()
    if number_in(innings, 0, start.inning - 1) is None:
        return
    if "inning" in info or "situation.inning" in info:
        return  # a game picked up in its extra innings
    raise LineupError(f"info innings {innings}: the game would start in inning {start.inning}, "
                      f"after its last one; for the multi-inning game write info option.innings "
                      f"{innings} instead.", header.line_of("innings"))


def _extra(header: Header) -> bool:
    value = header.info.get("option.extra", "off").strip().lower()
    if value not in TRUE + FALSE:
        raise LineupError(f"info option.extra must be on or off, not {quoted(value)}.",
                          header.line_of("option.extra"))
    return value in TRUE


def _no_pitcher_apart(header: Header) -> None:
    """Outside the 10th-inning variant a team that bats has no pitcher who does not bat."""
    if "dh" in header.info or "usedh" in header.info:
        return  # the designated hitter's rules say what slot 0 is
    for team, side in SIDES.items():
        own = [(number, p) for number, p in header.starts if p.team == team]
        apart = [number for number, p in own if p.slot == 0]
        if apart and len(apart) < len(own):
            raise LineupError(f"the {side} team bats and also starts a pitcher who does not "
                              "bat: only the 10th-inning variant has one (info option.extra "
                              "on).", apart[0])


def _both_teams_bat(header: Header, rules: Ruleset, start: Situation) -> GameSetup:
    """The 10th-inning variant's teams: each bats six and starts a pitcher who does not bat.

    Each half of the game is checked as the base game's lineup cards are (the batters of one
    team against the other's pitcher), then the halves are put together."""
    starts = list(header.starts)
    check_everyone_once(starts)
    for team in SIDES:
        _check_whole_team(header, team, [(n, p) for n, p in starts if p.team == team])
    info = {k: v for k, v in header.info.items() if k not in ("half", "situation.half")}
    bottom = build_setup(info, [(n, p) for n, p in starts if (p.team == HOME) == (p.slot > 0)],
                         rules, start, half_teams=True, lines=header.lines)
    build_setup({**info, "half": "top"},
                [(n, p) for n, p in starts if (p.team == AWAY) == (p.slot > 0)],
                rules, start, half_teams=True, lines=header.lines)
    sheets = [TeamSheet(sheet.code, sheet.name,
                        tuple(LineupSpot(p.player, p.name, p.slot, p.position)
                              for _, p in starts if p.team == team))
              for team, sheet in ((AWAY, bottom.away), (HOME, bottom.home))]
    half = header.info.get("half", header.info.get("situation.half"))
    situation = replace(bottom.situation, half=HALVES[half.lower()]) if half else bottom.situation
    return GameSetup(sheets[0], sheets[1], bottom.rules, situation)


def _check_whole_team(header: Header, team: int, own: Starts) -> None:
    """A side of the 10th-inning variant: batters, one pitcher who does not bat, and nobody
    at a position twice."""
    side, line = SIDES[team], header.line_of("option.extra")
    apart = [(n, p) for n, p in own if p.slot == 0]
    if len(apart) == len(own):
        raise LineupError(f"info option.extra: the {side} team bats in the 10th, so it starts "
                          f"its {BASE_BATTERS} batters too.", line)
    if not apart:
        raise LineupError(f"info option.extra: the {side} team pitches in the 10th, so it "
                          f"starts a pitcher who does not bat too (start ID NAME {side} 0 P).",
                          line)
    if len(apart) > 1:
        raise LineupError(f"the {side} team starts one pitcher who does not bat, not two "
                          f"(lines {apart[0][0]} and {apart[1][0]}).", apart[1][0])
    if apart[0][1].position != 1:
        raise LineupError("slot 0 is for the pitcher who does not bat (position 1).",
                          apart[0][0])
    seen: dict[int, int] = {}
    for number, p in own:
        if p.position in seen:
            raise LineupError(f"the {side} team has two players at {POSITIONS[p.position]} "
                              f"(lines {seen[p.position]} and {number}).", number)
        seen[p.position] = number
