"""Setting up a basic game of Unlimited Nine (rules/unlimited_nine.md §1.3): the captains drawn
again while their colours match, each side the nine characters of its captain's colour in a
batting order, first hands of two cards of each colour, the reveal of the event deck deciding
who bats first (the cards turned go to the discard), and the game's options stored and read
back so that a game starts again exactly as it was set up."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.core.errors import ScorebookError
from engine.systems.session import Session
from engine.systems.unlimited9 import SYSTEM, pregame
from engine.systems.unlimited9.card_file import house_set
from engine.systems.unlimited9.effects import POSITIONS
from engine.systems.unlimited9.rules import load_rules
from engine.systems.unlimited9.sim import sim_setup
from engine.systems.unlimited9.state import OptionError, read_options
from engine.systems.unlimited9.teams import Side, game_setup, player_id, ruleset
from tests.engine.unlimited9.game import HOUSE, blue, new_session, pid, red

RULES = load_rules()
TEAMS = (("HOM", "Home"), ("VIS", "Visitors"))


class Scripted(random.Random):
    """A random source whose samples and picks are written out: `samples` the card ids each
    `sample` returns, `picks` the card each `randrange` over the sorted deck picks."""

    def __init__(self, samples=(), picks=(), deck=()):
        super().__init__(0)
        self.samples = list(samples)
        self.picks = list(picks)
        self.deck = sorted(deck)

    def sample(self, population, k):
        if not self.samples:
            return super().sample(population, k)
        wanted = self.samples.pop(0)
        by_id = {getattr(c, "id", c): c for c in population}
        return [by_id[w] for w in wanted]

    def randrange(self, n):
        card = self.picks.pop(0)
        index = self.deck.index(card)
        self.deck.pop(index)
        return index


# ---------------------------------------------------------------- the captains


def test_the_captains_are_drawn_again_while_their_colours_match():
    rng = Scripted(samples=[("B03", "B07"), ("R02", "R09"), ("G05", "R01")])
    first, second = pregame.draw_captains(HOUSE, rng)
    assert (first.id, second.id) == ("G05", "R01")
    assert rng.samples == []  # three draws: two of the same colour, then different


def test_any_seed_draws_two_captains_of_different_colours():
    for seed in range(50):
        first, second = pregame.draw_captains(HOUSE, random.Random(seed))
        assert first.colour != second.colour


# ---------------------------------------------------------------- the nine and the order


@pytest.mark.parametrize("colour, letter", [("blue", "B"), ("green", "G"), ("red", "R")])
def test_a_colour_nine_is_its_nine_characters_one_at_each_position(colour, letter):
    team = pregame.colour_nine(HOUSE, colour)
    assert [c.id for c in team] == [f"{letter}{n:02d}" for n in range(1, 10)]
    assert tuple(c.position for c in team) == POSITIONS


def test_the_computers_batting_order_puts_the_best_batters_first():
    order = pregame.batting_order(pregame.colour_nine(HOUSE, "blue"))
    # batting 5 (by id), 4, then the 3s with the one who hits at zero (B04) first; the pitcher last
    assert [c for c, _ in order] == ["B03", "B07", "B09", "B05", "B08", "B04", "B02", "B06", "B01"]
    assert all(HOUSE.character(c).position == pos for c, pos in order)


def test_the_batting_order_given_is_the_games_and_each_plays_his_position():
    order = (("B09", "RF"), ("B01", "P"), ("B05", "3B"), ("B02", "C"), ("B03", "1B"),
             ("B04", "2B"), ("B06", "SS"), ("B07", "LF"), ("B08", "CF"))
    s = new_session(blue(nine=order))
    team = s.game.teams[0]
    assert team.lineup == tuple(pid(c) for c, _ in order)
    assert team.fielders[1:10] == tuple(pid(f"B0{n}") for n in range(1, 10))
    assert s.game.batter == pid("B09")
    assert team.names[pid("B09")] == HOUSE.character("B09").name


# ---------------------------------------------------------------- the first hands


def test_each_side_takes_two_event_cards_of_each_colour():
    for seed in range(20):
        away, home = pregame.first_hands(HOUSE, RULES, random.Random(seed))
        assert not set(away) & set(home)
        for hand in (away, home):
            assert len(hand) == 6 == len(set(hand))
            assert Counter(HOUSE.colour_of(c) for c in hand) == {"blue": 2, "green": 2, "red": 2}


# ---------------------------------------------------------------- the reveal


def test_the_reveal_turns_cards_until_one_is_a_sides_colour():
    deck = ["E01", "E15", "E16", "E29"]  # blue, green, green, red
    rng = Scripted(picks=["E15", "E01"], deck=deck)
    assert pregame.reveal(HOUSE, deck, ("red", "blue"), rng) == (1, ("E15", "E01"))
    rng = Scripted(picks=["E16", "E15", "E29"], deck=deck)
    assert pregame.reveal(HOUSE, deck, ("red", "blue"), rng) == (0, ("E16", "E15", "E29"))


def test_the_side_whose_colour_is_revealed_bats_first_and_the_cards_turned_are_discarded():
    captains = ("B03", "R05")  # the first side blue, the second red
    # the hands: per colour the sample of four alternates between the sides
    hands = [("E01", "E02", "E03", "E04"), ("E15", "E16", "E17", "E18"), ("E29", "E30", "E31", "E32")]
    for picks, first in ((["E19", "E20", "E33"], "SEC"), (["E19", "E05"], "FIR")):
        held = {c for h in hands for c in h}
        deck = [e.id for e in HOUSE.events if e.id not in held]
        rng = Scripted(samples=[captains, *hands], picks=picks, deck=deck)
        batting_first, other, discard = pregame.basic(HOUSE, RULES, rng, ("FIR", "First"),
                                                      ("SEC", "Second"))
        assert batting_first.code == first and discard == tuple(picks)
        sides = {side.code: side for side in (batting_first, other)}
        assert sides["FIR"].captain == "B03" and sides["SEC"].captain == "R05"
        assert {c for c, _ in sides["FIR"].nine} == {f"B0{n}" for n in range(1, 10)}
        assert {c for c, _ in sides["SEC"].nine} == {f"R0{n}" for n in range(1, 10)}
        assert sides["FIR"].hand == ("E01", "E03", "E15", "E17", "E29", "E31")
        assert sides["SEC"].hand == ("E02", "E04", "E16", "E18", "E30", "E32")


def test_a_basic_game_starts_with_the_reveals_discard_and_the_rest_as_the_deck():
    for seed in range(10):
        setup, options = sim_setup([], random.Random(seed), *TEAMS, {})
        s = Session(SYSTEM, setup, options).state
        opts = read_options(options)
        captains = [HOUSE.character(c) for c in opts.captains]
        assert captains[0].colour != captains[1].colour
        turned = s.discard
        assert turned and HOUSE.colour_of(turned[-1]) == captains[0].colour  # bats first
        assert all(HOUSE.colour_of(c) not in (captains[0].colour, captains[1].colour)
                   for c in turned[:-1])
        everything = list(s.deck) + list(s.discard) + list(s.tables[0].hand) + list(s.tables[1].hand)
        assert sorted(everything) == sorted(e.id for e in HOUSE.events)
        for team, sheet in enumerate((setup.away, setup.home)):
            assert {HOUSE.character(c).colour for c in s.characters[team].values()} == {captains[team].colour}
            assert len(sheet.lineup) == 9
            assert sorted(spot.position for spot in sheet.lineup) == list(range(1, 10))


def test_either_team_may_bat_first():
    firsts = Counter(sim_setup([], random.Random(seed), *TEAMS, {})[0].away.code for seed in range(30))
    assert set(firsts) == {"HOM", "VIS"}


# ---------------------------------------------------------------- the options


def test_the_options_are_stored_and_read_back():
    away = Side("BLU", "Blue", (("B01", "P"), ("R02", "C"), ("B03", "1B"), ("B04", "2B"),
                                ("B05", "3B"), ("B06", "SS"), ("B07", "LF"), ("B08", "CF"),
                                ("B09", "RF")),
                "B03", bench=("G02", "G07"), students=("B05",), hand=("E01", "E15", "E29"))
    home = Side("RED", "Red", tuple((f"R0{n}" if n != 2 else "G02", p)
                                    for n, p in enumerate(POSITIONS, start=1)), "R01", hidden=4)
    setup, stored = game_setup(away, home, "standard", HOUSE, RULES, ("E40", "E41"),
                               {"entry": "cards"})
    assert stored == {"entry": "cards", "mode": "standard", "captain.away": "B03",
                      "captain.home": "R01", "students.away": "B05",
                      "bench.away": "blu-u9-g02,blu-u9-g07", "hand.away": "E01,E15,E29",
                      "hand.home": "4", "discard": "E40,E41"}
    opts = read_options(stored)
    assert (opts.mode, opts.entry) == ("standard", "cards")
    assert opts.captains == ("B03", "R01")
    assert opts.students == (frozenset({"B05"}), frozenset())
    assert opts.hands == (("E01", "E15", "E29"), ()) and opts.hidden == (0, 4)
    assert opts.discard == ("E40", "E41")
    assert opts.benches == (("blu-u9-g02", "blu-u9-g07"), ())
    s = Session(SYSTEM, setup, stored).state
    assert s.characters[0][player_id("BLU", HOUSE.character("R02"))] == "R02"
    assert s.characters[0]["blu-u9-g07"] == "G07"  # the bench is the team's too
    assert s.tables[0].students == frozenset({"blu-u9-b05"}) and s.is_student("blu-u9-b05")
    assert s.tables[0].hand == ("E01", "E15", "E29") and s.tables[1].size == 4
    assert s.discard == ("E40", "E41")
    assert set(s.deck) == {e.id for e in HOUSE.events} - {"E01", "E15", "E29", "E40", "E41"}


def test_a_game_replays_from_its_stored_options():
    setup, stored = sim_setup([], random.Random(3), *TEAMS, {"mode": "standard"})
    one, two = Session(SYSTEM, setup, stored).state, Session(SYSTEM, setup, dict(stored)).state
    assert one == two
    assert read_options(stored).mode == "standard"


@pytest.mark.parametrize("options, words", [
    ({"innings": "9"}, "no option 'innings'"),
    ({"mode": "pro"}, "mode='pro'"),
    ({"entry": "dice"}, "entry='dice'"),
    ({"captain.away": "E01"}, "captain.away='E01' is not a character"),
    ({"hand.home": "B01"}, "hand.home: 'B01' is not an event card"),
    ({"discard": "E99"}, "discard: 'E99' is not an event card"),
])
def test_an_option_that_cannot_be_used_is_one_sentence(options, words):
    stored = {"captain.away": "B01", "captain.home": "R01", **options}
    with pytest.raises(OptionError, match=words.replace("(", r"\(")):
        read_options(stored)


def test_a_player_who_is_no_character_of_the_set_is_named():
    setup, stored = game_setup(blue(), red(), "basic", HOUSE, RULES)
    stored["bench.home"] = "red-u9-x99"
    with pytest.raises(ScorebookError, match="red-u9-x99"):
        Session(SYSTEM, setup, stored)


# ---------------------------------------------------------------- the two modes' rules


def test_three_innings_a_basic_tie_is_a_draw_a_standard_tie_goes_to_the_home_team():
    basic, standard = ruleset("basic", RULES), ruleset("standard", RULES)
    assert basic.innings == standard.innings == 3
    assert not basic.extra_innings and not standard.extra_innings
    assert basic.ties_allowed and basic.tie_goes_to == ""
    assert standard.tie_goes_to == "home"


def test_the_simulator_plays_either_mode_and_no_other():
    for mode in ("basic", "standard"):
        setup, stored = sim_setup([], random.Random(1), *TEAMS, {"mode": mode})
        assert read_options(stored).mode == mode
        assert setup.rules.tie_goes_to == ("" if mode == "basic" else "home")
    with pytest.raises(OptionError, match="mode='pro'"):
        sim_setup([], random.Random(1), *TEAMS, {"mode": "pro"})
    assert house_set() is HOUSE
