"""The Nanyou batting contest (rules/nanyou.md §3.1) on dice set by hand: the picking and
batting orders and their re-rolls, the turns and their points, the home-run challenge, the tie
play-off, the computer's pick; then any seed: one winner, points the sum of the results.

Cards carry the generic pattern of tables.toml (1-3 a single, 1-2 a double, 2-2 a triple, 1-1
a home run, 3-3 a double, 1-4 GO 6-3 …) unless a test changes it."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings, strategies as st

from engine.systems.nanyou.cards import card_from_data, sample_cards
from engine.systems.nanyou.contest import (Contestant, ContestError, answer, contest,
                                           contest_setup, next_ask, replay, start)
from engine.systems.nanyou.contest_ai import (best_card, computer_answer, expected_points,
                                              play_contest)
from engine.systems.nanyou.results import Result
from tests.engine.nanyou.game import TABLES, card

WALKER = {"1-4": "BB", "1-5": "K"}  # a card that prints a walk and a strikeout
POOL = (card_from_data(card("X", "CF")), card_from_data(card("Y", "SS", pattern={
    **card("Y", "SS")["pattern"], **WALKER})), card_from_data(card("Z", "C")))


def people(count: int, **cards: str) -> list[Contestant]:
    return [Contestant(f"P{n}", computer=False, card=cards.get(f"p{n}", ""))
            for n in range(1, count + 1)]


def setup_of(count: int = 2, rounds: int = 1, pool=POOL, tables=TABLES, **cards: str):
    return contest_setup(people(count, **cards), rounds, pool, tables)


def play(state, *answers: str):
    """Answer in turn; each answer is "key=value" and the key must be the one asked."""
    for given_ in answers:
        key, _, value = given_.partition("=")
        ask = next_ask(state)
        assert ask is not None and ask.key == key, (ask, given_)
        state = answer(state, ask, value)
    return state


def rolls(stage: str, attempt: int, **dice: str) -> list[str]:
    """Order rolls: p1="4" (one die) or p1="6-1" (two dice)."""
    out = []
    for player, faces in dice.items():
        key = f"{stage}.roll{attempt}.{player}"
        out += [f"{key}={faces}"] if stage == "pick" else [
            f"{key}.{n}={f}" for n, f in enumerate(faces.split("-"), start=1)]
    return out


def turn(number: int, player: str, dice: str, *rest: str) -> list[str]:
    a, b = dice.split("-")
    key = f"r{number}.{player}"
    return [f"{key}.card.1={a}", f"{key}.card.2={b}", *(f"{key}.{r}" for r in rest)]


def test_a_whole_contest_by_hand():
    state = play(start(setup_of(rounds=3)),
                 *rolls("pick", 1, p1="3", p2="5"),  # P2 picks first
                 "pick.p2=Y", "pick.p1=X",
                 *rolls("bat", 1, p1="6-6", p2="1-2"),  # P1 bats first
                 *turn(1, "p1", "1-3"),  # a single: 1
                 *turn(1, "p2", "4-1"),  # Y's walk: 1
                 *turn(2, "p1", "2-2", "challenge=no"),  # a triple, no try: 3
                 *turn(2, "p2", "1-5"),  # Y's strikeout: 0
                 *turn(3, "p1", "3-3", "challenge=yes", "challenge.1=5", "challenge.2=5"),  # HR: 4
                 *turn(3, "p2", "1-1"))  # a home run already: no challenge asked
    c = contest(state)
    assert next_ask(state) is None
    assert (c.pick_order, [x.id for x in c.cards], c.batting_order) == ((1, 0), ["X", "Y"], (0, 1))
    assert [(t.round, t.player, t.result.kind, t.points) for t in c.turns] == [
        (1, 0, "1B", 1), (1, 1, "BB", 1), (2, 0, "3B", 3), (2, 1, "K", 0),
        (3, 0, "HR", 4), (3, 1, "HR", 4)]
    assert c.points == (8, 5) and c.winner == 0 and c.rounds_played == 3


def test_the_points_come_from_the_tables():
    tables = replace(TABLES, contest={"1B": 2, "2B": 3, "3B": 5, "HR": 10, "BB": 0})
    state = play(start(setup_of(tables=tables, p1="X", p2="Y")),
                 *rolls("bat", 1, p1="6-6", p2="1-2"),
                 *turn(1, "p1", "1-3"), *turn(1, "p2", "1-4"))
    assert contest(state).points == (2, 0) and contest(state).winner == 0


def test_the_home_run_challenge_fails_without_doubles_again_and_the_first_result_stands():
    state = play(start(setup_of(p1="X", p2="Y")), *rolls("bat", 1, p1="6-6", p2="1-2"),
                 *turn(1, "p1", "3-3", "challenge=yes", "challenge.1=5", "challenge.2=6"),
                 *turn(1, "p2", "4-4", "challenge=yes", "challenge.1=2", "challenge.2=2"))
    first, second = contest(state).turns
    assert (first.card_result.kind, first.challenge, first.result.kind, first.points) == ("2B", (5, 6), "2B", 2)
    assert (second.card_result.kind, second.result.kind, second.points) == ("LO", "HR", 4)
    assert contest(state).winner == 1


def test_the_challenge_is_asked_only_on_doubles_that_are_not_a_home_run():
    state = play(start(setup_of(p1="X", p2="Y")), *rolls("bat", 1, p1="6-6", p2="1-2"),
                 *turn(1, "p1", "1-1"))
    assert next_ask(state).key == "r1.p2.card.1"
    state = play(state, *turn(1, "p2", "2-2"))
    ask = next_ask(state)
    assert (ask.key, ask.options, ask.player) == ("r1.p2.challenge", ("yes", "no"), 1)


def test_ties_in_the_picking_order_roll_again_among_themselves_highest_first():
    state = play(start(setup_of(count=3)), *rolls("pick", 1, p1="4", p2="4", p3="6"))
    assert next_ask(state).key == "pick.roll2.p1"  # only the tied players roll again
    state = play(state, *rolls("pick", 2, p1="2", p2="2"), *rolls("pick", 3, p1="1", p2="5"))
    assert contest(state).pick_order == (2, 1, 0)
    ask = next_ask(state)
    assert (ask.key, ask.who, ask.player, ask.options) == ("pick.p3", "offense", 2, ("X", "Y", "Z"))
    state = play(state, "pick.p3=Z")
    assert next_ask(state).options == ("X", "Y")  # a card picked is gone


def test_two_tied_groups_roll_again_the_higher_group_first():
    pool = POOL + (card_from_data(card("W", "1B")),)
    state = play(start(setup_of(count=4, pool=pool)),
                 *rolls("pick", 1, p1="2", p2="5", p3="5", p4="2"))
    assert next_ask(state).key == "pick.roll2.p2"
    state = play(state, *rolls("pick", 2, p2="1", p3="3", p1="6", p4="5"))
    assert contest(state).pick_order == (2, 1, 0, 3)


def test_the_batting_order_goes_by_the_sum_of_two_dice():
    state = play(start(setup_of(count=3, p1="X", p2="Y", p3="Z")),
                 *rolls("bat", 1, p1="6-1", p2="3-3", p3="2-5"))
    assert next_ask(state).key == "bat.roll2.p1.1"  # 7 and 7 tie; 6 bats third
    state = play(state, *rolls("bat", 2, p1="1-1", p3="1-2"))
    assert contest(state).batting_order == (2, 0, 1)
    assert next_ask(state).key == "r1.p3.card.1"


def test_nobody_picks_when_every_player_brought_a_card():
    state = start(setup_of(p1="z", p2="X"))  # ids are compared without case
    assert next_ask(state).key == "bat.roll1.p1.1"
    assert [c.id for c in contest(state).cards] == ["Z", "X"]


def test_tied_leaders_play_extra_rounds_alone_until_one_leads():
    state = play(start(setup_of(count=3, p1="X", p2="Y", p3="Z")),
                 *rolls("bat", 1, p1="6-6", p2="5-5", p3="1-1"),
                 *turn(1, "p1", "1-3"), *turn(1, "p2", "1-3"), *turn(1, "p3", "1-4"))
    c = contest(state)
    assert (c.points, c.winner, c.contenders) == ((1, 1, 0), None, (0, 1))
    state = play(state, *turn(2, "p1", "2-5"), *turn(2, "p2", "2-6"))  # both out: still tied
    assert next_ask(state).key == "r3.p1.card.1"  # P3 is out of it: he does not bat
    state = play(state, *turn(3, "p1", "1-2"), *turn(3, "p2", "1-3"))
    c = contest(state)
    assert next_ask(state) is None
    assert (c.points, c.winner, c.rounds_played) == ((3, 2, 0), 0, 3)
    assert [t.player for t in c.turns if t.round > 1] == [0, 1, 0, 1]


def test_a_wrong_answer_is_refused_and_the_state_is_unchanged():
    state = start(setup_of(p1="X", p2="Y"))
    ask = next_ask(state)
    with pytest.raises(ContestError, match=r"'7' is not an answer to 'P1: two dice for the batting order \(first die\)'"):
        answer(state, ask, "7")
    later = play(state, "bat.roll1.p1.1=3")
    with pytest.raises(ContestError, match="The contest is asking"):
        answer(later, ask, "3")
    assert state.answers == () and next_ask(state) == ask


def test_answers_after_the_end_are_refused():
    state = play(start(setup_of(p1="X", p2="Y")), *rolls("bat", 1, p1="6-6", p2="1-2"),
                 *turn(1, "p1", "1-3"), *turn(1, "p2", "2-5"))
    assert next_ask(state) is None
    ask_before = next_ask(start(state.setup))
    with pytest.raises(ContestError, match="The contest is over"):
        answer(state, ask_before, "1")


@pytest.mark.parametrize("count, rounds, cards, message", [
    (1, 1, {}, "A batting contest needs 2 or more players, not 1."),
    (2, 0, {}, "A batting contest needs 1 or more rounds, not 0."),
    (2, 1, {"p2": "Q9"}, "P2's card Q9 is not in the card set."),
    (2, 1, {"p1": "X", "p2": "x"}, "P1 and P2 cannot both bat card X: each card is one player's."),
    (4, 1, {}, "The card set has 3 cards left to pick from, and 4 players must pick one."),
    (3, 1, {"p1": "Y"}, None),  # two pick from the two left: fine
])
def test_a_contest_that_cannot_be_played_is_one_sentence(count, rounds, cards, message):
    if message is None:
        assert setup_of(count=count, rounds=rounds, **cards).rounds == rounds
        return
    with pytest.raises(ContestError) as refused:
        setup_of(count=count, rounds=rounds, **cards)
    assert str(refused.value) == message


def test_a_home_run_worth_nothing_could_never_break_a_tie():
    tables = replace(TABLES, contest={**TABLES.contest, "HR": 0})
    with pytest.raises(ContestError, match="give HR at least 1"):
        setup_of(tables=tables)


def test_what_a_card_is_worth_a_turn_by_hand():
    # the generic card: 1-1 HR 4, 1-2 2B 2×2, 1-3/1-6/2-4/3-6 1B 4×2; doubles that are not a
    # home run add a sixth of the home run's extra: 2-2 3B, 3-3 2B, 5-5 1B, 4-4 and 6-6 outs
    setup = setup_of()
    doubles = (3 + 1 / 6) + (2 + 2 / 6) + (1 + 3 / 6) + 2 * (4 / 6)
    assert expected_points(POOL[0], setup) == pytest.approx((4 + 4 + 8 + doubles) / 36)
    # Y trades GO 6-3 and FO 8 for a walk and a strikeout: a point more on 2 of 36 rolls
    assert expected_points(POOL[1], setup) == pytest.approx(expected_points(POOL[0], setup) + 2 / 36)


def test_the_computer_picks_the_card_worth_most_and_the_first_of_equals():
    setup = setup_of()
    assert best_card(POOL, setup).id == "Y"
    assert best_card((POOL[2], POOL[0]), setup).id == "Z"  # X and Z are the same card back
    state = play(start(setup), *rolls("pick", 1, p1="3", p2="5"))
    assert computer_answer(state, next_ask(state)) == "Y"
    state = play(state, "pick.p2=Y")
    assert computer_answer(state, next_ask(state)) == "X"


def test_the_computer_tries_for_the_home_run_when_it_scores_more():
    state = play(start(setup_of(p1="X", p2="Y")), *rolls("bat", 1, p1="6-6", p2="1-2"),
                 *turn(1, "p1", "3-3"))
    assert computer_answer(state, next_ask(state)) == "yes"
    tables = replace(TABLES, contest={**TABLES.contest, "2B": 4})  # a double worth a home run
    state = play(start(setup_of(tables=tables, p1="X", p2="Y")),
                 *rolls("bat", 1, p1="6-6", p2="1-2"), *turn(1, "p1", "3-3"))
    assert computer_answer(state, next_ask(state)) == "no"


def test_the_same_answers_replay_the_same_contest():
    setup = contest_setup([Contestant(f"C{n}") for n in range(1, 5)], 3,
                          POOL + (card_from_data(card("W", "1B")),), TABLES)
    played = play_contest(setup, random.Random(11))
    again = replay(setup, [v for _, v in played.answers])
    assert again.answers == played.answers and contest(again) == contest(played)
    assert play_contest(setup, random.Random(11)).answers == played.answers


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), count=st.integers(2, 6), rounds=st.integers(1, 4))
def test_any_seed_ends_with_one_winner_and_points_are_the_sum_of_the_results(seed, count, rounds):
    setup = contest_setup([Contestant(f"C{n}") for n in range(count)], rounds,
                          tuple(sample_cards().values()), TABLES)
    c = contest(play_contest(setup, random.Random(seed)))
    assert c.winner is not None and c.contenders == (c.winner,)
    assert all(c.points[c.winner] > p for n, p in enumerate(c.points) if n != c.winner)
    for player in range(count):
        turns = [t for t in c.turns if t.player == player]
        assert c.points[player] == sum(t.points for t in turns)
        assert all(t.points == setup.points(t.result) for t in turns)
        assert [t.round for t in turns][:rounds] == list(range(1, rounds + 1))
    assert sorted(c.batting_order) == list(range(count)) and sorted(c.pick_order) == list(range(count))
    assert all(t.result == Result("HR") or t.result == t.card_result for t in c.turns)
