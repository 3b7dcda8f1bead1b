"""Putting the two sides together (rules/bot9.md §4.2.4, §4.2.5): the 10th-inning variant
splits one card set between the teams, and the draft's high roll chooses between being the
home team and picking first."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.systems.bot9.cards import sample_cards
from engine.systems.bot9.draft import (FIRST_PICK, HOME, DraftError, computer_choice, computer_draft,
                                       start_draft)
from engine.systems.bot9.sim import sim_setup
from engine.systems.bot9.teams import SetupError, TeamCards, extra_inning_game

POOL = list(sample_cards().values())
TEAMS = (("HOM", "Home"), ("VIS", "Visitors"))


def cards_of(setup, options, team: int) -> set[str]:
    """The card ids a side plays with: its lineup and its bullpen."""
    sheet = (setup.away, setup.home)[team]
    side = "away" if team == 0 else "home"
    players = [s.player for s in sheet.lineup] + options.get(f"bullpen.{side}", "").split(",")
    return {p.split("-", 1)[1] for p in players if p}


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32), draft=st.sampled_from(["on", "off"]))
def test_the_tenth_inning_variant_splits_one_card_set(seed, draft):
    setup, options = sim_setup(POOL, random.Random(seed), *TEAMS, {"extra": "on", "draft": draft})
    away, home = cards_of(setup, options, 0), cards_of(setup, options, 1)
    assert len(away) >= 7 and len(home) >= 7
    assert not away & home


def test_the_same_card_cannot_play_for_both_teams_in_the_tenth_inning_variant():
    batters = tuple(c for c in POOL if c.kind == "batter")
    pitchers = tuple(c for c in POOL if c.kind == "pitcher")
    home = TeamCards("HOM", "Home", batters[:6], pitchers[:1])
    away = TeamCards("VIS", "Visitors", batters[6:12], (pitchers[0],))
    with pytest.raises(SetupError, match=f"{pitchers[0].name} .* both teams"):
        extra_inning_game(home, away)


def test_the_high_roll_chooses_to_be_home_or_to_pick_first():
    for seed in range(20):
        draft = start_draft(POOL, random.Random(seed))
        high = draft.high
        home = draft.choose(HOME)
        assert (home.home, home.first) == (high, 1 - high)  # the other side picks first
        first = draft.choose(FIRST_PICK)
        assert (first.first, first.home) == (high, 1 - high)  # the other side is home
        assert first.side == high and home.side == 1 - high
    assert {start_draft(POOL, random.Random(s)).high for s in range(20)} == {0, 1}


def test_nobody_picks_before_the_high_roll_has_chosen():
    draft = start_draft(POOL, random.Random(1))
    with pytest.raises(DraftError, match="high roll"):
        draft.pick(draft.pool[0].id)
    with pytest.raises(DraftError, match="home or first pick"):
        draft.choose("bat first")


def test_the_computer_with_the_high_roll_picks_first_and_is_the_visitor():
    """The visitors are favoured in a game that starts in the bottom of the 9th (rules/bot9.md
    §2.1: the home team scores in 41 % of games), so the first pick costs nothing there."""
    draft = computer_draft(start_draft(POOL, random.Random(3)), random.Random(3))
    assert draft.choice == FIRST_PICK and draft.first == draft.high
    assert computer_choice(draft) == FIRST_PICK
