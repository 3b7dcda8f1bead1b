"""F3 completes a lineup card (scorebook/lineup_fill.py): what was chosen stays, the empty rows
are filled from the app's lineup, nobody twice and no position twice."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from scorebook.lineup_fill import complete
from scorebook.new_game_forms import Side, Starter

#: The app's lineup: p2 catches and bats first … p1 pitches and bats ninth; p10 a spare arm.
AUTO = Side("BBB", "B", tuple(Starter(f"p{pos}", pos) for pos in (2, 3, 4, 5, 6, 7, 8, 9, 1)),
            bench=("p10", "p11"))
PLAYERS = [f"p{n}" for n in range(1, 12)]


def test_an_empty_card_gets_the_whole_lineup():
    assert complete(Side("BBB", "B", (Starter(),) * 9), AUTO) == AUTO


def test_the_rows_typed_stay_and_the_rest_is_filled_around_them():
    typed = [Starter()] * 9
    typed[0] = Starter("p10", 1)  # the spare arm starts, leading off
    typed[1] = Starter("p6", 0)  # the shortstop moved up, no position chosen yet
    done = complete(Side("BBB", "B", tuple(typed)), AUTO)
    assert done.batters[:2] == (Starter("p10", 1), Starter("p6", 6))
    assert done.batters[2:] == (Starter("p4", 4), Starter("p5", 5), Starter("p2", 2),
                                Starter("p7", 7), Starter("p8", 8), Starter("p9", 9),
                                Starter("p3", 3))
    assert done.bench == ("p11",)  # p10 is in the lineup


@given(st.lists(st.tuples(st.sampled_from(["", *PLAYERS]), st.integers(0, 9)),
                min_size=9, max_size=9))
def test_whatever_was_typed_stays_and_nobody_is_named_twice(rows):
    seen: set[str] = set()
    typed = []
    for choice, position in rows:  # the card never names anyone twice itself
        typed.append(Starter("" if choice in seen else choice, position))
        seen.add(choice)
    done = complete(Side("BBB", "B", tuple(typed)), AUTO)
    for before, after in zip(typed, done.batters):
        assert (before.choice or after.choice) == after.choice
        assert (before.position or after.position) == after.position
    names = [row.choice for row in done.batters if row.choice] + list(done.bench)
    assert len(names) == len(set(names))
    added = [after.position for before, after in zip(typed, done.batters)
             if after.position and not before.position]
    typed_positions = {row.position for row in typed if row.position}
    assert len(added) == len(set(added)) and not set(added) & typed_positions
