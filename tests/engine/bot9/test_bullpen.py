"""Relievers in the multi-inning game (rules/bot9.md §2.7, §4.2.6 A, D): bringing in a later
reliever leaves the ones before him in the bullpen, and "the first and second relievers start
at row 0" counts each team's own relievers."""

from __future__ import annotations

import random

from engine.systems.bot9 import SYSTEM
from engine.systems.bot9.ai import Bot9AI
from engine.systems.bot9.cards import sample_cards
from engine.systems.bot9.sim import sim_setup
from engine.systems.bot9.state import Fatigue
from engine.systems.session import Session

POOL = list(sample_cards().values())
TEAMS = (("HOM", "Home"), ("VIS", "Visitors"))


def multi_inning_session(seed: int = 1) -> Session:
    setup, options = sim_setup(POOL, random.Random(seed), *TEAMS, {"innings": "3"})
    return Session(SYSTEM, setup, options)


def play_until_change(session: Session, team: int, managers, dice: random.Random):
    """Let the computer play until `team` is asked about its pitcher; the ask, or None."""
    while (ask := session.ask()) is not None:
        fielding = 1 - session.game.half
        if ask.key == "change" and fielding == team:
            return ask
        if ask.who == "chance":
            session.answer(dice.choice(ask.options))
        else:
            side = session.game.half if ask.who == "offense" else fielding
            session.answer(managers[side].answer(ask, session))
    return None


def test_a_later_reliever_leaves_the_earlier_ones_in_the_bullpen():
    session = multi_inning_session()
    managers, dice = (Bot9AI(random.Random(1)), Bot9AI(random.Random(2))), random.Random(3)
    ask = play_until_change(session, 0, managers, dice)
    assert ask is not None
    pen = [p for p in session.state.options.bullpens[0] if p in ask.options]
    assert len(pen) == 2
    session.answer(pen[-1])  # the last man in the pen first
    ask = play_until_change(session, 0, managers, dice)
    assert ask is not None and pen[0] in ask.options and pen[-1] not in ask.options


def test_the_first_two_relievers_of_each_team_start_fresh():
    session = multi_inning_session()
    away_pen, home_pen = session.state.options.bullpens
    managers, dice = (Bot9AI(random.Random(1)), Bot9AI(random.Random(2))), random.Random(3)
    for reliever in home_pen[:2]:  # the home team uses two relievers first
        assert play_until_change(session, 1, managers, dice) is not None
        session.answer(reliever)
        assert session.state.arms[1] == Fatigue(0, 0)
    ask = play_until_change(session, 0, managers, dice)
    assert ask is not None
    session.answer(next(p for p in away_pen if p in ask.options))  # theirs: row 0 too
    assert session.state.arms[0] == Fatigue(0, 0)
