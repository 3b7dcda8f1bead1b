"""Standard mode's team phase (rules/unlimited_nine.md §4, engine/systems/unlimited9/recruit.py):
the table dealt (captains, six event cards each, six characters player side up and eight
student side up), the shown colours and the reveal deciding who acts (and bats) first, then
nine actions each — recruit from the table paying its cost, recruit blind paying two, or train
(the hand set aside as match cards, no more than the characters owned, and six drawn) — a
student card turning after each round; the hands discarded at the end; the lineups (one
starter a position, at most three on the bench, in the order given) and the students filling
the empty positions; and the game that follows."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.core.errors import EntryError
from engine.core.frozen import replace
from engine.systems.session import Session
from engine.systems.unlimited9 import SYSTEM, recruit, students
from engine.systems.unlimited9.rules import load_rules
from engine.systems.unlimited9.state import read_options
from engine.systems.unlimited9.teams import game_setup
from tests.engine.unlimited9.game import HOUSE

RULES = load_rules()
TEAMS = (("AAA", "Ayes"), ("BBB", "Bees"))
EVENTS = sorted(e.id for e in HOUSE.events)
CHARACTERS = sorted(c.id for c in HOUSE.characters)


def dealt(seed: int = 1) -> recruit.Recruiting:
    return recruit.start(HOUSE, RULES, random.Random(seed), *TEAMS)


def answer(r, value: str, key: str | None = None):
    ask = recruit.next_ask(r)
    assert ask is not None, f"the phase is over before {value!r}"
    if key:
        assert ask.key == key, (ask.key, ask.options)
    return recruit.answer(r, ask, value)


HANDS = (("E01", "E02", "E15", "E29", "E30", "E31"), ("E03", "E16", "E17", "E32", "E33", "E18"))
NINE = sorted(["P", "C", "1B", "2B", "3B", "SS", "LF", "CF", "RF"])


def acting_table(hands=HANDS, first: int = 0) -> recruit.Recruiting:
    """The table after the reveal, `first` to act, with these hands (the deck the rest)."""
    r = dealt()
    held = {c for h in hands for c in h}
    return replace(r, hands=hands, event_deck=tuple(c for c in EVENTS if c not in held),
                   discard=(), shown=("blue", "red"), first=first)


def events_everywhere(r) -> list[str]:
    return [*r.event_deck, *r.discard, *r.hands[0], *r.hands[1], *r.match[0], *r.match[1]]


def characters_everywhere(r) -> list[str]:
    return [*r.character_deck, *r.table_up, *r.table_students, *r.owned[0], *r.owned[1]]


# ---------------------------------------------------------------- the table


def test_the_table_is_dealt():
    r = dealt()
    assert len(r.owned[0]) == len(r.owned[1]) == 1 and r.captain(0) == r.owned[0][0]
    assert len(r.table_up) == 6 and len(r.table_students) == 8 and len(r.character_deck) == 11
    assert sorted(characters_everywhere(r)) == CHARACTERS
    assert len(r.hands[0]) == len(r.hands[1]) == 6 and len(r.event_deck) == 30
    assert sorted(events_everywhere(r)) == EVENTS
    assert r.first == -1 and r.actions == (0, 0)


def test_the_same_seed_deals_the_same_table():
    assert dealt(5) == dealt(5) and dealt(5) != dealt(6)


# ---------------------------------------------------------------- who goes first


def test_each_shows_a_colour_the_others_differs_and_the_reveal_decides():
    r = acting_table()
    r = replace(r, shown=(), first=-1)
    ask = recruit.next_ask(r)
    assert (ask.key, ask.who, ask.person, ask.options) == ("show", "0", "0", ("blue", "green", "red"))
    r = answer(r, "green")
    ask = recruit.next_ask(r)
    assert (ask.key, ask.who, ask.options) == ("show", "1", ("blue", "red"))
    r = answer(r, "red")
    ask = recruit.next_ask(r)
    assert (ask.key, ask.who, ask.deck) == ("reveal", "chance", "events")
    r = answer(r, "E05")  # blue: nobody's; turned onto the discard
    assert r.first == -1 and r.discard == ("E05",)
    r = answer(r, "E34")  # red: the second player's colour
    assert r.first == 1 and r.discard == ("E05", "E34") and "E34" not in r.event_deck
    ask = recruit.next_ask(r)
    assert (ask.key, ask.who) == ("action", "1")


def test_the_first_player_may_not_show_the_only_colour_the_other_holds():
    """The colours must differ: if the second player holds only red, the first may not show
    red, or the second could show nothing."""
    r = acting_table(hands=(("E01", "E15", "E29", "E30", "E02", "E16"),
                            ("E31", "E32", "E33", "E34", "E35", "E36")))
    r = replace(r, shown=(), first=-1)
    ask = recruit.next_ask(r)
    assert ask.key == "show" and "red" not in ask.options
    r = answer(r, ask.options[0])
    assert recruit.next_ask(r).key == "show"


# ---------------------------------------------------------------- the actions


def test_the_actions_offered_recruit_what_the_hand_can_pay_blind_and_train():
    r = acting_table()
    ask = recruit.next_ask(r)
    assert (ask.key, ask.who, ask.person) == ("action", "0", "0")
    affordable = [c for c in r.table_up if HOUSE.character(c).cost <= 6]
    assert ask.options == (*(f"recruit {c}" for c in affordable), "blind", "train")
    r = replace(r, hands=(("E01",), r.hands[1]))
    cheap = [c for c in r.table_up if HOUSE.character(c).cost <= 1]
    assert recruit.next_ask(r).options == (*(f"recruit {c}" for c in cheap), "train")


def test_recruiting_from_the_table_pays_its_cost_in_any_colours():
    r = acting_table()
    card = next(c for c in r.table_up if HOUSE.character(c).cost >= 2)
    cost = HOUSE.character(card).cost
    before = r.hands[0]
    r = answer(r, f"recruit {card}", "action")
    assert r.owned[0][-1] == card and card not in r.table_up
    assert len(r.hands[0]) == 6 - cost and len(r.discard) == cost
    assert Counter(r.hands[0]) + Counter(r.discard) == Counter(before)
    assert r.actions == (1, 0)


def test_recruiting_blind_pays_two_and_takes_the_character_decks_card():
    r = acting_table()
    r = answer(r, "blind", "action")
    assert len(r.hands[0]) == 4 and len(r.discard) == 2 and r.actions == (0, 0)
    ask = recruit.next_ask(r)
    assert (ask.key, ask.who, ask.deck, ask.person) == ("character", "chance", "characters", "0")
    assert ask.options == r.character_deck
    card = r.character_deck[3]
    r = answer(r, card)
    assert r.owned[0][-1] == card and card not in r.character_deck and r.actions == (1, 0)
    assert sorted(characters_everywhere(r)) == CHARACTERS


def test_no_blind_recruit_once_the_character_deck_is_empty():
    r = replace(acting_table(), character_deck=())
    assert "blind" not in recruit.next_ask(r).options


def test_training_sets_the_hand_aside_up_to_the_characters_owned_and_draws_six():
    r = acting_table()
    owned = len(r.owned[0])
    hand = r.hands[0]
    r = answer(r, "train", "action")
    assert len(r.match[0]) == owned and set(r.match[0]) <= set(hand)
    assert len(r.discard) == 6 - owned and r.hands[0] == ()
    for n in range(6):
        ask = recruit.next_ask(r)
        assert (ask.key, ask.who, ask.person, ask.deck) == ("draw", "chance", "0", "events")
        r = answer(r, ask.options[n])
    assert len(r.hands[0]) == 6 and recruit.next_ask(r).key == "action"
    assert sorted(events_everywhere(r)) == EVENTS


def test_training_again_keeps_no_more_match_cards_than_characters():
    r = acting_table()
    r = replace(r, owned=(r.owned[0] + ("B05", "B06"), r.owned[1]),
                match=(("E40",), ()), event_deck=tuple(c for c in r.event_deck if c != "E40"))
    r = answer(r, "train", "action")
    assert len(r.match[0]) == 3 and r.match[0][0] == "E40"


def test_the_players_take_turns_and_a_student_card_turns_after_each_round():
    r = acting_table(first=1)
    students = r.table_students
    r = answer(r, "train", "action")
    while recruit.next_ask(r).key == "draw":
        r = answer(r, recruit.next_ask(r).options[0])
    assert r.table_students == students  # half a round
    ask = recruit.next_ask(r)
    assert ask.who == "0"
    r = answer(r, "train")
    assert r.table_students == students[1:] and r.table_up[-1] == students[0]
    while recruit.next_ask(r).key == "draw":
        r = answer(r, recruit.next_ask(r).options[0])
    assert recruit.next_ask(r).who == "1"


def play_out(r, rng, choose=None):
    """Every action to the end of the actions (the lineups not yet asked)."""
    while (ask := recruit.next_ask(r)) is not None and ask.key != "lineup":
        value = rng.choice(ask.options) if choose is None or ask.who == "chance" else choose(r, ask)
        r = recruit.answer(r, ask, value)
    return r


def test_nine_actions_each_every_student_turned_and_the_hands_discarded():
    for seed in range(5):
        r = play_out(acting_table(), random.Random(seed))
        assert r.actions == (9, 9) and r.table_students == ()
        assert r.hands == ((), ()) and r.owed == (0, 0)
        assert sorted(events_everywhere(r)) == EVENTS
        assert sorted(characters_everywhere(r)) == CHARACTERS
        assert recruit.next_ask(r).key == "lineup"


def test_training_when_the_event_deck_is_out_draws_from_the_discard_shuffled():
    """The event deck is shuffled again from the discard when it runs out (§2 A), in the team
    phase as in the game: a player who trains then still draws his six cards."""
    r = acting_table()
    r = replace(r, discard=r.event_deck, event_deck=())
    r = answer(r, "train", "action")
    ask = recruit.next_ask(r)
    assert ask is not None and ask.key == "draw", ask


# ---------------------------------------------------------------- the lineups


def at_lineups(owned0=("B01", "B02", "B03", "B04", "B05", "R06", "R07", "G08", "B09", "G03", "R03"),
               owned1=("R01", "R02")):
    r = acting_table()
    owned = set(owned0) | set(owned1)
    left = [c for c in CHARACTERS if c not in owned]
    return replace(r, owned=(owned0, owned1), table_up=tuple(left[:4]), table_students=(),
                   character_deck=tuple(left[4:]), actions=(9, 9), hands=((), ()),
                   discard=r.discard + r.hands[0] + r.hands[1], match=(("E01", "E02"), ("E29",)))


def test_the_lineup_keeps_the_batting_order_given():
    r = at_lineups()
    ask = recruit.next_ask(r)
    assert (ask.key, ask.who, ask.kind, ask.options) == ("lineup", "0", "entry", ("auto",))
    order = ("R07", "B03", "B09", "G08", "B05", "R06", "B04", "B02", "B01")
    r = answer(r, " ".join(order) + " / G03 R03")
    side = r.lineups[0]
    assert tuple(c for c, _ in side.nine) == order
    assert all(HOUSE.character(c).position == pos for c, pos in side.nine)
    assert side.bench == ("G03", "R03") and side.captain == "B01" and side.hand == ("E01", "E02")


@pytest.mark.parametrize("line, words", [
    ("B01 B02 B03 G03", "Two starters play 1B"),
    ("B01 B02 / B03 B04 B05 B09", "At most 3 on the bench"),
    ("B01 X99", "'X99' is not one of your characters"),
    ("B01 R09", "'R09' is not one of your characters"),
    ("B01 B02 / B02", "cannot also be on the bench"),
    ("/ B01", "Name one to nine starters"),
])
def test_a_lineup_that_cannot_be_is_one_sentence(line, words):
    r = at_lineups()
    with pytest.raises(EntryError, match=words):
        answer(r, line)


def test_the_computers_lineup_starts_the_best_at_each_position_with_three_on_the_bench():
    r = at_lineups(owned0=("B01", "B03", "G03", "R03", "G07", "B07", "R07"))
    r = answer(r, "auto")
    side = r.lineups[0]
    starters = {c for c, _ in side.nine}
    assert starters == {"B01", "R03", "R07"}  # the best first baseman and left fielder
    assert sorted(side.bench) == ["B03", "B07", "G03"]  # three of the four left


def test_the_students_fill_the_empty_positions_from_the_characters_left():
    r = at_lineups()
    r = answer(r, "B01 B02 B03 / G03")
    r = answer(r, "R01 R02")
    assert r.fill == students.leftovers(r)
    owned = set(r.owned[0]) | set(r.owned[1])
    assert set(r.fill) == set(CHARACTERS) - owned
    filled = []
    while (ask := recruit.next_ask(r)) is not None:
        assert (ask.key, ask.who, ask.deck) == ("student", "chance", "students")
        assert ask.options == r.fill
        filled.append(ask.options[-1])
        r = recruit.answer(r, ask, ask.options[-1])
    assert len(filled) == 6 + 7
    first, second = r.lineups
    assert {c for c, _ in first.nine[:3]} == {"B01", "B02", "B03"}
    assert sorted(pos for _, pos in first.nine) == NINE
    assert first.students == tuple(c for c, _ in first.nine[3:])
    assert [pos for _, pos in first.nine[3:]] == ["2B", "3B", "SS", "LF", "CF", "RF"]  # batting last
    assert len(second.nine) == 9 and second.students == tuple(c for c, _ in second.nine[2:])
    assert not set(first.students) & set(second.students)


def test_the_first_player_bats_first_with_his_match_cards_as_his_hand():
    r = replace(at_lineups(), first=1)
    r = answer(r, "B01 B02 B03 B04 B05 R06 R07 G08 B09 / G03")
    r = answer(r, "auto")
    while (ask := recruit.next_ask(r)) is not None:
        r = recruit.answer(r, ask, ask.options[0])
    away, home, discard = recruit.sides(r)
    assert (away.code, home.code) == ("BBB", "AAA") and discard == r.discard
    setup, stored = game_setup(away, home, "standard", HOUSE, RULES, discard)
    s = Session(SYSTEM, setup, stored).state
    assert s.tables[0].hand == ("E29",) and s.tables[1].hand == ("E01", "E02")
    assert s.tables[0].students == frozenset(f"bbb-u9-{c.lower()}" for c in away.students)
    assert read_options(stored).benches[1] == ("aaa-u9-g03",)
    assert setup.rules.tie_goes_to == "home"


# ---------------------------------------------------------------- the whole phase


def test_any_phase_played_at_random_ends_with_two_full_nines():
    for seed in range(15):
        rng = random.Random(seed)
        r = recruit.run(dealt(seed), lambda state, ask: rng.choice(ask.options), rng)
        away, home, discard = recruit.sides(r)
        for side in (away, home):
            assert len(side.nine) == 9 and len(side.bench) <= 3
            assert sorted(pos for _, pos in side.nine) == NINE
        cards = [c for side in (away, home) for c, _ in side.nine] + [*away.bench, *home.bench]
        assert len(cards) == len(set(cards))
        held = [*away.hand, *home.hand, *discard, *r.event_deck]
        assert sorted(held) == EVENTS
