"""The students who fill the empty positions after the team phase (engine/systems/unlimited9/
students.py): from the characters nobody recruited, and — a house rule, the seed being silent —
when those run out, from the characters discarded over the bench limit, then from the benches
(rules.toml standard.student_refill). Whatever the seed, the lineups and the rules' order, both
nines are full and legal; the seed that once ran out (2679) plays a whole game."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.errors import EntryError
from engine.core.proof import box_score_proof
from engine.systems.session import Session
from engine.systems.unlimited9 import SYSTEM, recruit, students
from engine.systems.unlimited9.rules import DEFAULT_PATH, RulesError, load_rules
from engine.systems.unlimited9.teams import game_setup
from tests.engine.unlimited9.game import HOUSE
from tests.engine.unlimited9.test_games import play_at_random
from tests.engine.unlimited9.test_recruit import CHARACTERS, NINE, TEAMS, answer, at_lineups

RULES = load_rules()
OWNED = (tuple(CHARACTERS[:10]), tuple(CHARACTERS[10:20]))  # 20 recruited: 7 left on the table


def short_table(rules=RULES):
    """Both players start one and bench three of ten: 16 positions empty, 7 students left."""
    r = replace(at_lineups(*OWNED), rules=rules)
    for player, owned in enumerate(OWNED):
        starter = owned[0]
        bench = [c for c in owned[1:] if HOUSE.character(c).position
                 != HOUSE.character(starter).position][:3]
        r = answer(r, f"{starter} / {' '.join(bench)}", "lineup")
    return r


def fill_all(r):
    decks = []
    while (ask := recruit.next_ask(r)) is not None:
        assert (ask.key, ask.who, ask.deck) == ("student", "chance", "students") and ask.options
        decks.append(ask.options)
        r = recruit.answer(r, ask, ask.options[0])
    return r, decks


def check_nines(r, rules=RULES):
    """Both nines full, one a position; no card twice; the benches within the limit; every
    filled position a student; a game can be set up from them."""
    cards = []
    for side in r.lineups:
        assert len(side.nine) == 9 and sorted(pos for _, pos in side.nine) == NINE
        assert len(side.bench) <= rules.bench_max
        assert set(side.students) <= {c for c, _ in side.nine}
        cards += [c for c, _ in side.nine] + list(side.bench)
    assert len(cards) == len(set(cards))
    away, home, discard = recruit.sides(r)
    setup, stored = game_setup(away, home, "standard", HOUSE, rules, discard)
    assert Session(SYSTEM, setup, stored).ask() is not None


def discarded(r) -> tuple[str, ...]:
    """The characters recruited and then in neither a nine nor on a bench."""
    placed = {c for side in r.lineups for c in (*(x for x, _ in side.nine), *side.bench)}
    return tuple(sorted(c for owned in OWNED for c in owned if c not in placed))


def test_the_students_left_on_the_table_then_the_discarded_then_the_benches():
    r = short_table()
    left, thrown = students.leftovers(r), discarded(r)
    assert len(left) == 7 and r.fill == left and len(thrown) == 12
    r, decks = fill_all(r)
    assert decks[0] == left and decks[7] == thrown  # the seed's deck, then the discarded
    check_nines(r)
    assert all(len(side.bench) == 3 for side in r.lineups)  # the benches were not needed


def test_the_benches_first_when_the_rules_say_so():
    rules = replace(RULES, student_refill=("bench", "discarded"))
    r = short_table(rules)
    benches = tuple(sorted(c for side in r.lineups for c in side.bench))
    thrown = discarded(r)
    r, decks = fill_all(r)
    assert decks[7] == benches and decks[13] == thrown
    assert all(side.bench == () for side in r.lineups)  # every bench player now a student
    check_nines(r, rules)


def test_a_student_not_in_the_deck_is_one_sentence():
    r = short_table()
    with pytest.raises(EntryError, match="'B01' is not an answer to 'A student fills"):
        recruit.answer(r, recruit.next_ask(r), "B01")


def test_the_seed_that_ran_out_of_students_plays_a_whole_game():
    """random_setup(2679, "standard") once raised IndexError: 16 positions, 7 students."""
    setup, options, session, answers = play_at_random(2679, "standard")
    assert session.game.final and session.ask() is None
    for proof in box_score_proof(session.records, setup):
        assert proof.balances, proof.explain()


def few_starters(state, ask, rng: random.Random) -> str:
    """Lineups that leave many positions empty: few starters, a full bench."""
    if ask.key != "lineup":
        return rng.choice(ask.options)
    owned = list(state.owned[int(ask.person)])
    rng.shuffle(owned)
    starters, rest, taken = [], [], set()
    for card in owned:
        position = HOUSE.character(card).position
        if position not in taken and len(starters) < rng.randint(1, 3):
            starters.append(card)
            taken.add(position)
        else:
            rest.append(card)
    bench = rest[:state.rules.bench_max]
    return " ".join(starters) + (" / " + " ".join(bench) if bench else "")


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), order=st.sampled_from([("discarded", "bench"), ("bench", "discarded")]),
       bench_max=st.integers(0, 9), up=st.integers(1, 12), down=st.integers(0, 12),
       auto=st.booleans())
def test_no_phase_leaves_a_position_empty(seed, order, bench_max, up, down, auto):
    """Any seed, the rules' order, any bench limit and table (a rules file may change them):
    both nines full and legal."""
    rules = replace(RULES, student_refill=order, bench_max=bench_max, table_up=up,
                    table_students=down)
    rng = random.Random(seed)

    def choose(state, ask):
        return "auto" if auto and ask.key == "lineup" else few_starters(state, ask, rng)

    r = recruit.run(recruit.start(HOUSE, rules, rng, *TEAMS), choose, rng)
    check_nines(r, rules)


@pytest.mark.parametrize("value", ['["bench"]', '["discarded", "discarded"]', '["walk-on", "bench"]',
                                   '"bench"'])
def test_a_rules_file_with_another_refill_is_one_sentence(tmp_path, value):
    text = DEFAULT_PATH.read_text(encoding="utf-8")
    line = next(x for x in text.splitlines() if x.startswith("student_refill"))
    path = tmp_path / "rules.toml"
    path.write_text(text.replace(line, f'student_refill = {{ value = {value}, provenance = "house" }}'),
                    encoding="utf-8")
    with pytest.raises(RulesError, match=r"rules.toml: standard.student_refill must"):
        load_rules(str(path))


def test_a_rules_file_older_than_the_refill_keeps_the_house_order(tmp_path):
    text = DEFAULT_PATH.read_text(encoding="utf-8")
    path = tmp_path / "rules.toml"
    path.write_text("\n".join(x for x in text.splitlines() if not x.startswith("student_refill")),
                    encoding="utf-8")
    assert load_rules(str(path)).student_refill == ("discarded", "bench")
