"""The Bottom of the 9th variants a script header can say (engine/systems/bot9/header_variants.py
and the bench lines of script_header.py): each builds the game `scorebook sim bot9` sets up for
the same choice, and a bad value is refused with a sentence naming its line."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from engine.core.errors import EntryError
from engine.core.lineup_lines import read_player_line
from engine.core.script import Header, parse_script
from engine.core.setup import BOTTOM, GameSetup, Situation
from engine.systems.bot9.cards import sample_cards
from engine.systems.bot9.header_variants import EXTRA_RULES, variant_setup
from engine.systems.bot9.script_header import script_rules
from engine.systems.bot9.sim import sim_setup
from engine.systems.bot9.solo.cards import load_solo_cards

CARDS = sample_cards()
MULTI = ("info innings 3", "info lineup 9", "info extra true", "info ties false",
         "info inning 1", "info half top")


def simulated(**options: str) -> tuple[GameSetup, dict[str, str]]:
    return sim_setup(list(CARDS.values()), random.Random(3), ("HOM", "Home"), ("VIS", "Visitors"),
                     options)


def header(setup: GameSetup, stored: dict[str, str], *lines: str) -> str:
    """A scorekeeper's header for a simulated game: its teams, `lines`, the bullpens (a
    starter's card never relieves) and benches, each player's card, the start lines."""
    cards = json.loads(stored["cards"])
    text = ["info system bot9", "info visteam VIS", "info visname Visitors", "info hometeam HOM",
            "info homename Home", *lines]
    for key in ("bullpen.away", "bullpen.home", "bench.away", "bench.home"):
        players = [p for p in stored.get(key, "").split(",")
                   if p and cards[p].get("role") != "starter"]
        if players:
            text.append(f"info {key} {' '.join(players)}")
    named = {s.player for sheet in (setup.away, setup.home) for s in sheet.lineup}
    named.update(p for line in text if line.startswith(("info bullpen", "info bench"))
                 for p in line.split()[2:])
    text += [f"info card {player} {card['id']}" for player, card in cards.items()
             if player in named]
    for side, sheet in (("away", setup.away), ("home", setup.home)):
        text += [f'start {s.player} "{s.name}" {side} {s.slot} {s.position}' for s in sheet.lineup]
    return "\n".join([*text, ""])


def read(text: str):
    return parse_script(text, lambda info: script_rules(info, lambda: CARDS))


def test_a_situation_card_starts_the_game_as_the_simulation_does():
    setup, stored = simulated(situation="S3")
    script = read(header(setup, stored, "info option.situation S3"))
    card = load_solo_cards().situations["S3"]
    assert script.setup == setup
    assert replace(script.setup.situation, runners=()) == Situation(
        inning=card.inning, half=BOTTOM, outs=card.outs, score=card.score)
    lineup = {s.slot: s.player for s in setup.home.lineup}
    assert dict(script.setup.situation.runners) == {
        str(base): lineup[slot] for base, slot in zip(card.runners, (6, 5, 4))}
    assert "situation" not in script.options  # the setup holds what the card set
    assert script.options["bullpen.away"] == stored["bullpen.away"]
    assert json.loads(script.options["cards"]).items() <= json.loads(stored["cards"]).items()


def test_info_lines_override_what_the_card_sets():
    setup, stored = simulated(situation="S3")
    script = read(header(setup, stored, "info option.situation s3", "info outs 0"))
    assert script.setup.situation == replace(setup.situation, outs=0)


def test_the_tenth_inning_variant_is_the_simulations():
    setup, stored = simulated(extra="on")
    script = read(header(setup, stored, "info option.extra on"))
    assert script.setup == setup and setup.rules == EXTRA_RULES
    assert [s.slot for s in script.setup.home.lineup] == [1, 2, 3, 4, 5, 6, 0]
    for key in ("bullpen.away", "bullpen.home"):
        assert script.options[key] == stored[key]
    assert "extra" not in script.options


def test_a_situation_card_with_the_tenth_inning_variant():
    setup, stored = simulated(extra="on")
    script = read(header(setup, stored, "info option.extra on", "info option.situation S6"))
    card = load_solo_cards().situations["S6"]
    assert script.setup.rules == replace(EXTRA_RULES, innings=card.inning)
    assert (script.setup.situation.inning, script.setup.situation.score) == (card.inning,
                                                                            card.score)
    assert (script.setup.away.lineup, script.setup.home.lineup) == (setup.away.lineup,
                                                                    setup.home.lineup)


def test_the_multi_inning_games_bench():
    setup, stored = simulated(innings="3")
    script = read(header(setup, stored, *MULTI))
    # The header keeps the base game's "a tie is the visitors' win", never used with no ties.
    assert script.setup == replace(setup, rules=replace(setup.rules, tie_goes_to="away"))
    for side in ("away", "home"):
        assert script.options[f"bench.{side}"] == stored[f"bench.{side}"]
    cards = json.loads(script.options["cards"])
    bench = stored["bench.home"].split(",")
    assert all(cards[p] == json.loads(stored["cards"])[p] for p in bench)


def test_option_innings_alone_sets_up_the_multi_inning_game():
    setup, stored = simulated(innings="3")
    script = read(header(setup, stored, "info option.innings 3"))
    assert script.setup == setup  # the simulation's game: the top of the 1st, nine a side
    assert "innings" not in script.options  # the setup holds it
    for side in ("away", "home"):
        assert script.options[f"bench.{side}"] == stored[f"bench.{side}"]


def test_option_innings_one_is_the_base_game():
    setup, stored = simulated()
    assert read(header(setup, stored, "info option.innings 1")).setup == setup


HOME = [f'start hb{n} "H {n}" home {n} {pos}' for n, pos in
        enumerate(("C", "1B", "2B", "SS", "LF", "CF"), start=1)]
AWAY = [f'start vb{n} "V {n}" away {n} {pos}' for n, pos in
        enumerate(("C", "1B", "2B", "SS", "LF", "CF"), start=1)]
PITCHERS = ['start vp "V P" away 0 P', 'start hp "H P" home 0 P']


def refused(*lines: str) -> str:
    with pytest.raises(EntryError) as caught:
        read("\n".join(["info system bot9", *lines, ""]))
    return str(caught.value)


@pytest.mark.parametrize("lines, message", [
    (["info option.situation S99", PITCHERS[0], *HOME],
     "line 2: info option.situation: there is no Situation card 'S99' (the cards are S1, S2,"),
    (["info option.situation S3", "info half top", PITCHERS[0], *HOME],
     "line 3: info half: a Situation card starts the bottom of its inning; take this line out."),
    (["info option.extra maybe", PITCHERS[0], *HOME],
     "line 2: info option.extra must be on or off, not 'maybe'."),
    (["info option.extra on", PITCHERS[0], *HOME],
     "line 2: info option.extra: the away team bats in the 10th, so it starts its 6 batters "
     "too."),
    (["info option.extra on", PITCHERS[0], *AWAY, *HOME],
     "line 2: info option.extra: the home team pitches in the 10th, so it starts a pitcher who "
     "does not bat too (start ID NAME home 0 P)."),
    (["info option.extra on", *PITCHERS, *AWAY[:5], *HOME],
     "line 9: the away team has nobody batting in slot 6."),
    (["info option.extra on", *PITCHERS, *AWAY, *HOME, 'start hp2 "H P2" home 0 P'],
     "line 17: the home team starts one pitcher who does not bat, not two (lines 4 and 17)."),
    (["info option.extra on", "info lineup 9", *PITCHERS, *AWAY, *HOME],
     "line 2: info option.extra: the 10th-inning variant is the base game's (six batters a "
     "side); the multi-inning game goes to extra innings anyway."),
    (["info option.situation S2", "info lineup 9", *PITCHERS, *AWAY, *HOME],
     "line 2: info option.situation: a Situation card starts the base game (six batters a "
     "side), not the multi-inning game."),
    (["info option.innings three", PITCHERS[0], *HOME],
     "line 2: info option.innings must be a number of innings from 1 to 9, not 'three'."),
    (["info option.innings 10", PITCHERS[0], *HOME],
     "line 2: info option.innings must be a number of innings from 1 to 9, not '10'."),
    (["info option.innings 3", "info innings 5", PITCHERS[0], *HOME],
     "line 3: info innings: info option.innings 3 plays 3 innings with 9 batters a side; take "
     "this line out."),
    (["info option.innings 3", "info option.extra on", *PITCHERS, *AWAY, *HOME],
     "line 3: info option.extra: the 10th-inning variant is the base game's"),
    (["info option.innings 3", PITCHERS[0], *HOME],
     "line 2: info option.innings: the away team bats and pitches in the multi-inning game, so "
     "it starts 8 batters and its pitcher batting ninth."),
    (["info innings 3", PITCHERS[0], *HOME],
     "line 2: info innings 3: the game would start in inning 9, after its last one; for the "
     "multi-inning game write info option.innings 3 instead."),
    ([PITCHERS[1], PITCHERS[0], *HOME],
     "line 2: the home team bats and also starts a pitcher who does not bat: only the "
     "10th-inning variant has one (info option.extra on)."),
    (["info bench.away vb9", PITCHERS[0], *HOME],
     "line 2: info bench.away: the away team does not bat, so it has no bench."),
    (["info bench.home hb2", PITCHERS[0], *HOME],
     "line 2: info bench.home: 'hb2' is already in the game."),
    (["info bench.home hb9", "info card hb9 P01", PITCHERS[0], *HOME],
     "line 3: info card hb9: P01 (Hollis 'Hammer' Vance) is a pitcher card, but hb9 is on the "
     "bench."),
])
def test_a_bad_variant_line_is_refused_naming_it(lines, message):
    assert refused(*lines).startswith(message)


def test_a_bench_in_the_base_game():
    script = read("\n".join(["info system bot9", "info bench.home hb9 hb10", "info card hb9 B05",
                             PITCHERS[0], *HOME, ""]))
    assert script.options["bench.home"] == "hb9,hb10"
    assert json.loads(script.options["cards"])["hb9"]["id"] == "B05"


def test_a_solo_games_situation_is_its_own_option():
    starts = tuple((n, read_player_line(line)) for n, line in enumerate([PITCHERS[0], *HOME], 3))
    solo = Header({"option.solo": "on", "option.situation": "S3"}, starts)
    setup, options = variant_setup(solo, {"solo": "on", "situation": "S3"})
    assert options == {"solo": "on", "situation": "S3"} and setup.situation.outs == 0
