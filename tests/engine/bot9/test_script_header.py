"""A scoring script's header for Bottom of the 9th (engine/systems/bot9/script_header.py): the
base game's rules and situation by default, half teams, cards, bullpens, options, and every
mistake blamed on its line."""

from __future__ import annotations

import json

import pytest

from engine.core.errors import EntryError
from engine.core.script import parse_script
from engine.core.setup import BOTTOM, TOP, LineupSpot, Ruleset, Situation
from engine.systems.bot9.cards import card_from_data
from engine.systems.bot9.script_header import script_rules
from engine.systems.bot9.teams import BASE_RULES, BASE_SITUATION
from engine.systems.bot9.teams import TeamCards, base_game

POSITIONS = ("C", "1B", "2B", "SS", "LF", "CF")


def _batter(n: int, positions: list[str]) -> dict:
    return {"id": f"B{n}", "kind": "batter", "name": f"Card Batter {n}", "positions": positions,
            "provenance": "test", "special": {"name": "Clutch", "effect": "adj(hit,+1)"}}


def _pitcher(n: int, role: str) -> dict:
    return {"id": f"P{n}", "kind": "pitcher", "name": f"Card Pitcher {n}", "role": role,
            "ace": "HI", "provenance": "test",
            "special": {"name": "Heater", "effect": "adj(control,+1)"}}


CATALOGUE = {card.id: card for card in map(card_from_data, [
    *(_batter(n, [POSITIONS[n - 1]]) for n in range(1, 7)), _batter(7, ["IF"]),
    _pitcher(1, "starter"), _pitcher(2, "reliever"), _pitcher(3, "any"),
    {"id": "S1", "kind": "support", "name": "Coach", "provenance": "test",
     "home_ability": {"name": "Wave", "effect": "adj(run,+1)"},
     "visitor_ability": {"name": "Visit", "effect": "adj(control,+1)"}},
])}
STARTS = ['start vp1 "V Pitcher" away 0 P',
          *(f'start hb{n} "H {n}" home {n} {POSITIONS[n - 1]}' for n in range(1, 7))]


def read(*lines: str, starts: list[str] = STARTS):
    text = "\n".join(["info system bot9", *lines, *starts, "x1", ""])
    looked_up = []

    def catalogue():
        looked_up.append(True)
        return CATALOGUE

    script = parse_script(text, lambda info: script_rules(info, catalogue))
    return script, bool(looked_up)


def refused(*lines: str, starts: list[str] = STARTS) -> str:
    with pytest.raises(EntryError) as caught:
        read(*lines, starts=starts)
    return str(caught.value)


def test_the_base_game_by_default():
    script, looked_up = read()
    setup = script.setup
    assert setup.rules == BASE_RULES and setup.situation == BASE_SITUATION
    assert setup.away.lineup == (LineupSpot("vp1", "V Pitcher", 0, 1),)
    assert [spot.slot for spot in setup.home.lineup] == [1, 2, 3, 4, 5, 6]
    assert script.options == {"entry": "table"} and not looked_up  # no cards asked for


def test_the_defaults_are_those_of_the_base_game_set_up_from_cards():
    home = TeamCards("HOM", "Home", tuple(CATALOGUE[f"B{n}"] for n in range(1, 7)))
    away = TeamCards("VIS", "Visitors", (), (CATALOGUE["P1"], CATALOGUE["P2"]))
    setup, _ = base_game(home, away)
    assert (setup.rules, setup.situation) == (BASE_RULES, BASE_SITUATION)
    assert BASE_RULES.tie_goes_to == "away" and BASE_RULES.lineup_size == 6


def test_info_lines_override_the_situation_and_the_rules():
    script, _ = read("info outs 2", "info score 1-0", "info inning 10", "info walkoff false")
    assert script.setup.situation == Situation(inning=10, half=BOTTOM, outs=2, score=(1, 0))
    assert script.setup.rules == Ruleset(innings=9, extra_innings=False, ties_allowed=True,
                                         walk_off=False, lineup_size=6, tie_goes_to="away")


def test_options_bullpens_and_cards():
    script, looked_up = read("info option.running variant", "info bullpen.away vp2 vp3",
                             "info card vp1 p1", "info card vp2 P2", "info card hb4 B7",
                             "info option.support S1")
    options = script.options
    assert looked_up
    assert {k: v for k, v in options.items() if k != "cards"} == {
        "running": "variant", "entry": "table", "bullpen.away": "vp2,vp3", "support": "S1"}
    cards = json.loads(options["cards"])
    assert cards == {"vp1": CATALOGUE["P1"].to_data(), "vp2": CATALOGUE["P2"].to_data(),
                     "hb4": CATALOGUE["B7"].to_data(), "S1": CATALOGUE["S1"].to_data()}


def test_a_dice_script_answers_each_question():
    text = "\n".join(["info system bot9", "info option.entry dice", *STARTS, "stay", "HI", ""])
    script = parse_script(text, lambda info: script_rules(info, dict))
    assert script.options["entry"] == "dice"
    assert script.lines == ((10, "stay"), (11, "HI"))


def test_entry_lines_are_checked_by_the_table_language():
    text = "\n".join(["info system bot9", *STARTS, "HI/LA S43 x1", "x7", ""])
    with pytest.raises(EntryError) as caught:
        parse_script(text, lambda info: script_rules(info, dict))
    assert str(caught.value) == ("line 10: 'x7': the run result after x is 1 (safe), 0 (out), 9 "
                                 "(lead runner out) or 6 (hit determination).")


@pytest.mark.parametrize("lines, message", [
    (["info card vp1 P9"], "line 2: info card vp1: there is no bot9 card 'P9' (see scorebook "
                           "cards list bot9)."),
    (["info card zz P1"], "line 2: info card zz: no player 'zz' is in the start lines, a "
                          "bullpen or a bench."),
    (["info card vp1 B1"], "line 2: info card vp1: B1 (Card Batter 1) is a batter card, but vp1 "
                           "pitches."),
    (["info card hb1 P3"], "line 2: info card hb1: P3 (Card Pitcher 3) is a pitcher card, but "
                           "hb1 plays C."),
    (["info card hb2 B1"], "line 2: info card hb2: B1 (Card Batter 1) fields C, not 1B."),
    (["info card hb1 B7"], "line 2: info card hb1: B7 (Card Batter 7) fields IF, not C."),
    (["info card vp1 P2"], "line 2: info card vp1: P2 (Card Pitcher 2) is a reliever's card and "
                           "cannot start."),
    (["info bullpen.away vp3", "info card vp3 P1"],
     "line 3: info card vp3: P1 (Card Pitcher 1) is a starting pitcher's card and cannot relieve "
     "(rules/bot9.md §2.7)."),
    (["info bullpen.away vp3,hb2"], "line 2: info bullpen.away: 'hb2' is already in the game."),
    (["info option.running fast"], "line 2: info option.running: Option running='fast' is not "
                                   "known: use standard or variant."),
    (["info option.speed 3"], "line 2: info option.speed: Bottom of the 9th has no option "
                              "'speed': the options are"),
    (["info option.support B1"], "line 2: info option.support: 'B1' is not a bot9 support "
                                 "card."),
    (["info card vp1"], "line 2: 'info card' needs a player id and a card id, as info card b01 "
                        "B01."),
])
def test_a_header_mistake_is_blamed_on_its_line(lines, message):
    assert refused(*lines).startswith(message)


@pytest.mark.parametrize("starts, message", [
    ([*STARTS, 'start vp2 "V 2" away 0 P'], "line 9: the away team does not bat, so it starts "
                                            "only its pitcher (lines 2 and 9 are both in slot 0)."),
    (['start vc "V C" away 0 C', *STARTS[1:]], "line 2: the away team does not bat, so its one "
                                               "start line is its pitcher (position 1)."),
    ([*STARTS[1:], *(f'start vb{n} "V {n}" away {n} {POSITIONS[n - 1]}' for n in range(1, 7))],
     "line 13: neither team pitches: one team must bat and the other field."),
    (STARTS[:-1], "line 7: the home team has nobody batting in slot 6."),
])
def test_half_teams_are_checked(starts, message):
    assert refused(starts=starts) == message


def test_the_team_that_only_fields_cannot_bat_first():
    assert refused("info half top") == ("line 9: the game starts with the away team batting, "
                                        "but it only fields: give the other half (info half).")
    swapped = ['start hp "H P" home 0 P',
               *(f'start vb{n} "V {n}" away {n} {POSITIONS[n - 1]}' for n in range(1, 7))]
    script, _ = read("info half top", starts=swapped)
    assert script.setup.situation.half == TOP and script.setup.home.lineup[0].slot == 0


def test_a_plain_game_still_needs_whole_teams():
    text = "\n".join([*STARTS, "S8", ""])
    with pytest.raises(EntryError, match="slot 0 is for a pitcher who does not bat"):
        parse_script(text)
