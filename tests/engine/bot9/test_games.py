"""Whole games of Bottom of the 9th, computer against computer: every variant plays to a legal
end, the box-score proof balances, a seed replays exactly, and the default tables with blank
cards come out where the rules research computed (rules/bot9.md §2.1)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.proof import box_score_proof
from engine.systems.bot9 import SYSTEM
from engine.systems.bot9.ai import Bot9AI
from engine.systems.bot9.cards import sample_cards
from engine.systems.bot9.draft import DraftError, computer_draft, start_draft
from engine.systems.bot9.sim import sim_setup
from engine.systems.driver import driver_for
from engine.systems.session import Session, replay
from engine.systems.simulate import simulate
from tests.engine.bot9 import markov

POOL = list(sample_cards().values())
TEAMS = (("HOM", "Home"), ("VIS", "Visitors"))
VARIANTS = [{}, {"running": "variant"}, {"draft": "on"}, {"support": "on", "draft": "on"},
            {"support": "S01", "support_mode": "split"}, {"innings": "3"}, {"extra": "on"},
            {"abilities": "off"}, {"situation": "on"}, {"situation": "S3", "running": "variant"}]


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), variant=st.sampled_from(VARIANTS))
def test_every_variant_plays_to_a_legal_end(seed, variant):
    game = simulate("bot9", POOL, seed, *TEAMS, variant)
    state = game.session.game
    assert state.final and game.session.ask() is None
    for proof in box_score_proof(game.session.records, game.setup):
        assert proof.balances, proof.explain()
    if not state.rules.extra_innings:  # the base game: a walk-off or the third out
        assert state.inning == game.setup.situation.inning
        assert state.score[1] > state.score[0] or state.outs == 3
    again, _ = replay(SYSTEM, game.setup, game.options, [a.value for a in game.answers])
    assert again.records == game.session.records


def test_the_same_seed_plays_the_same_game_and_another_seed_another():
    first = simulate("bot9", POOL, 11, *TEAMS, {})
    assert simulate("bot9", POOL, 11, *TEAMS, {}).answers == first.answers
    assert simulate("bot9", POOL, 12, *TEAMS, {}).answers != first.answers


def test_the_draft_rolls_for_the_first_pick_and_alternates():
    draft = computer_draft(start_draft(POOL, random.Random(3)), random.Random(3))
    for picks in draft.picks:
        kinds = [c.kind for c in picks]
        assert kinds == ["pitcher"] * 3 + ["batter"] * 6 + ["support"]
    assert not set(c.id for c in draft.picks[0]) & set(c.id for c in draft.picks[1])
    firsts = {start_draft(POOL, random.Random(s)).first for s in range(20)}
    assert firsts == {0, 1}


def test_a_multi_inning_draft_needs_more_cards_than_the_sample_set():
    with pytest.raises(DraftError, match="6 pitcher cards; this draft needs 8"):
        sim_setup(POOL, random.Random(1), *TEAMS, {"innings": "3", "draft": "on"})


def test_the_multi_inning_game_bats_the_pitcher_ninth_and_plays_nine_a_side():
    setup, options = sim_setup(POOL, random.Random(1), *TEAMS, {"innings": "3"})
    assert setup.rules.innings == 3 and setup.rules.lineup_size == 9
    for sheet in (setup.away, setup.home):
        assert [s.position for s in sheet.lineup if s.slot == 9] == [1]
    assert options["bullpen.home"].count(",") == 2  # three relievers behind the starter


def home_wins(games: int, **options: str) -> float:
    setup, stored = sim_setup(POOL, random.Random(0), *TEAMS, {"abilities": "off", **options})
    won = 0
    for seed in range(games):
        session = Session(SYSTEM, setup, stored)
        driver_for("simulate", session, random.Random(seed), away=Bot9AI(random.Random(-seed)),
                   home=Bot9AI(random.Random(seed + 10**6))).advance()
        won += session.game.score[1] > session.game.score[0]
    return won / games


def test_a_plate_appearance_with_blank_cards_is_what_the_rules_research_computed():
    """rules/bot9.md §2.1: per plate appearance ≈ 25 % K, 4 % BB, 42 % safe, 28 % out."""
    strikeout, walk, in_play = markov.plate_appearance()
    assert (round(strikeout, 2), round(walk, 2)) == (0.25, 0.04)
    assert (round(0.6 * in_play, 2), round(0.4 * in_play, 2)) == (0.42, 0.28)


@pytest.mark.parametrize("running", ["standard", "variant"])
def test_blank_cards_win_as_often_as_the_exact_chance(running):
    """20,000 games with the default tables and no abilities against the exact Markov chain
    (tests/engine/bot9/markov.py): 41.0 % standard, 34.8 % variant, within 1.2 points (3.4
    standard errors). The rules research's Monte Carlo gave 43 % and 37 %: its per-plate-
    appearance figures are ours exactly (test above), so its game-level figures are about two
    points high — by the exact chain no reading of the tables gives both."""
    exact = markov.home_scores(running == "variant")
    assert abs(home_wins(20_000, running=running) - exact) <= 0.012
