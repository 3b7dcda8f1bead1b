"""The computer opponent (engine/systems/unlimited9/ai.py, reckoning.py, worth.py): it commits
from what it can see — the cards gone by, the count put face down, the batter, the bases, the
score — holds its cards when no commitment pays, walks when pitching costs a run more, and
beats an opponent who just throws down his largest colour.

The situations are set by hand (game.py): Blue bats, Red fields; the cards a side must not
count on are put on the discard, face up, where both sides see them."""

from __future__ import annotations

import random

from engine.core.frozen import replace
from engine.core.state import GameState
from engine.systems.unlimited9 import worth
from engine.systems.unlimited9.ai import UnlimitedNineAI
from engine.systems.unlimited9.cards import LETTERS
from engine.systems.unlimited9.duel import colours_in
from tests.engine.unlimited9.game import (
    B, G, R, at_bat, new_session, on_base, play, set_state, state, to_half, until, with_game)


def seen(session, cards: tuple[str, ...]):
    """`cards` leave the deck for the discard: face up, no hand can hold them."""
    s = state(session)
    return set_state(session, replace(s, deck=tuple(c for c in s.deck if c not in cards),
                                      discard=s.discard + tuple(c for c in cards if c in s.deck)))


def answer(session, key: str) -> str:
    ask = until(session, key)
    return UnlimitedNineAI(random.Random(1)).answer(ask, session)


def test_the_defence_shuns_the_colour_the_offence_must_hold():
    # All the blue the offence could hold: committing the three blue would be cancelled.
    s = at_bat(new_session(), "B03", off=B[:7], dfn=B[7:10] + R[:2])
    seen(s, G + R[2:])
    assert answer(s, "commit.def") == "2r"
    # The same hand when the offence can only hold red: the blue, whose power stands.
    s = at_bat(new_session(), "B03", off=R[2:9], dfn=B[7:10] + R[:2])
    seen(s, G + B[:7] + B[10:])
    assert answer(s, "commit.def") == "3b"


def test_the_offence_matches_the_colour_the_five_face_down_cards_must_be():
    s = at_bat(new_session(), "B03", off=R[:2] + B[:5], dfn=R[2:7])
    seen(s, B[5:] + G[4:])  # only red is left for five of a colour
    play(s, "walk=pitch", "commit.def=5r")
    assert answer(s, "commit.off") == "2r"


def test_the_offence_holds_its_cards_when_nothing_pays_but_not_in_the_last_half():
    s = at_bat(new_session(), "B01", off=B[:4], dfn=R[:5])
    seen(s, B[4:])
    play(s, "walk=pitch", "commit.def=5r")
    assert answer(s, "commit.off") == "0"  # four blue cannot beat five: kept for the next batter
    s = to_half(new_session(), 3, 1)
    s = at_bat(s, "R01", off=R[:4], dfn=B[:5])
    seen(s, R[4:])
    play(s, "walk=pitch", "commit.def=4b")  # Blue's pitcher on his student side by now
    assert answer(s, "commit.off") != "0"  # the game's last half: nothing to keep them for


def test_it_walks_a_batter_when_pitching_to_him_costs_a_run_more():
    s = at_bat(new_session(), "B07", off=B[:7], dfn=G[:2] + R[:3])
    seen(s, G[2:] + R[3:])  # the offence holds seven blue, the defence three of a colour
    on_base(s, second="B05", third="B06")
    with_game(s, outs=2)
    assert answer(s, "walk") == "walk"
    s = at_bat(new_session(), "B01", off=G[:4], dfn=R[:5])  # a weak batter, a strong hand
    seen(s, R[5:])
    assert answer(s, "walk") == "pitch"


def test_it_pays_for_a_skill_when_the_skill_wins_the_duel_and_not_with_the_cards_it_needs():
    # B07 (LF, a hand of 6): power(+1) for two blue. The defence's four face down are red.
    s = at_bat(new_session(), "B07", off=B[:2] + G[:4], dfn=R[:5])
    seen(s, B[2:] + G[4:])
    play(s, "walk=pitch", "commit.def=4r")
    assert answer(s, "skill.off") == "B07"  # four green + 1 beat four red; four alone do not
    s = at_bat(new_session(), "B07", off=B[:6], dfn=R[:5])
    seen(s, B[6:] + G)
    play(s, "walk=pitch", "commit.def=4r")
    assert answer(s, "skill.off") == "none"  # six blue beat four; four and the skill, no more


def test_the_worth_of_results_follows_the_bases_the_outs_and_the_score():
    def game(outs=0, bases=(None, None, None)) -> GameState:
        return replace(new_session().game, outs=outs, bases=bases)

    nobody, loaded = game(), game(bases=("x", "x", "x"))
    assert worth.walk_value(loaded) == 1.0  # the forced run
    assert worth.hit_value(game(bases=(None, "x", None)), "1B") > worth.hit_value(nobody, "1B")
    assert worth.hit_value(nobody, "HR") == 1.0
    assert worth.out_value(loaded) < worth.out_value(nobody) < 0
    s = new_session()
    assert worth.stakes(state(s)) == 1.0
    s = to_half(new_session(), 3, 1)
    assert worth.stakes(state(s)) == 2.0  # a close last inning
    with_game(s, score=(9, 0))
    assert worth.stakes(state(s)) == 0.5  # decided


class Largest:
    """The plain opponent: every card of its largest colour, no walk, no skill."""

    def __init__(self, rng: random.Random):
        self.rng, self.rest = rng, UnlimitedNineAI(rng)

    def answer(self, ask, session) -> str:
        if ask.key == "walk":
            return "pitch"
        if ask.key.startswith("skill."):
            return "none"
        if ask.key.startswith("commit."):
            st = session.state
            team = st.game.half if ask.who == "offense" else 1 - st.game.half
            have = colours_in(st, st.tables[team].hand)
            if not any(have.values()):
                return "0"
            colour = max(sorted(have), key=lambda c: have[c])
            return f"{have[colour]}{LETTERS[colour]}"
        return self.rest.answer(ask, session)


def test_the_computer_beats_an_opponent_who_throws_down_his_largest_colour():
    from engine.systems import simulate as simulation
    from engine.systems.unlimited9 import sim

    wins = losses = 0
    make_ai = sim.make_ai
    try:
        for seed in range(120):
            sides = [UnlimitedNineAI, Largest] if seed % 2 else [Largest, UnlimitedNineAI]
            made = iter(sides)
            sim.make_ai = lambda rng: next(made)(rng)
            final = simulation.simulate("unlimited9", [], seed, ("HOM", "Home"), ("VIS", "Vis"),
                                        {}).session.game
            ours = sides.index(UnlimitedNineAI)  # away (batting first) is made first
            wins += final.score[ours] > final.score[1 - ours]
            losses += final.score[ours] < final.score[1 - ours]
    finally:
        sim.make_ai = make_ai
    assert wins > 2 * losses, (wins, losses)


def test_recruiting_values_the_captains_colour_the_battery_and_an_empty_position():
    from engine.core.frozen import replace as changed
    from engine.systems.unlimited9 import recruit
    from engine.systems.unlimited9.ai import recruit_worth
    from engine.systems.unlimited9.rules import load_rules

    cards = new_session().state.cards
    table = changed(recruit.start(cards, load_rules(), random.Random(1), ("A", "A"), ("B", "B")),
                    owned=(("R03",), ()))  # Red's first baseman is the captain
    value = {c: recruit_worth(table, 0, cards.character(c)) for c in ("R01", "B01", "G01")}
    assert value["R01"] > value["B01"]  # the captain's colour: +1 card a plate appearance
    with_pitcher = changed(table, owned=(("R03", "R01"),))
    assert recruit_worth(with_pitcher, 0, cards.character("G01")) < value["G01"]  # P taken
    assert cards.character("B01").cost == cards.character("R01").cost
