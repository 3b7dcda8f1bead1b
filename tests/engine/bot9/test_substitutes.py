"""Pinch hitters in the multi-inning game (rules/bot9.md §4.2.6 B): who may bat for whom, the
pinch hitter taking the field, and a reliever taking the pitcher's slot when he was batted for."""

from __future__ import annotations

import random

from engine.core.proof import box_score_proof
from engine.systems.bot9 import SYSTEM
from engine.systems.bot9.ai import Bot9AI
from engine.systems.bot9.cards import sample_cards
from engine.systems.bot9.sim import sim_setup
from engine.systems.bot9.positions import spots_of
from engine.systems.bot9.substitutes import NONE, pinch_hitters
from engine.systems.driver import driver_for
from engine.systems.session import Session

POOL = list(sample_cards().values())


class EagerManager(Bot9AI):
    """The computer, except that it pinch-hits whenever it may, for fielders or pitcher
    (`for_pitcher`) — so every path of a substitution is exercised."""

    def __init__(self, rng, for_pitcher: bool):
        super().__init__(rng)
        self.for_pitcher = for_pitcher

    def answer(self, ask, session):
        if ask.key == "pinch":
            game = session.game
            pitcher_up = game.batting.position_of(game.batter) == 1
            if pitcher_up == self.for_pitcher:
                return ask.options[1]
            return NONE
        return super().answer(ask, session)


def play(seed: int, for_pitcher: bool) -> Session:
    setup, options = sim_setup(POOL, random.Random(seed), ("HOM", "Home"), ("VIS", "Visitors"),
                               {"innings": "3"})
    session = Session(SYSTEM, setup, options)
    managers = (Bot9AI(random.Random(1)), EagerManager(random.Random(2), for_pitcher))
    assert driver_for("simulate", session, random.Random(seed), away=managers[0],
                      home=managers[1]).advance() is None
    return session


def test_a_pinch_hitter_for_a_fielder_takes_his_position_in_the_field():
    for seed in range(30):
        session = play(seed, for_pitcher=False)
        subs = [r for r in session.records if r.kind == "sub" and r.team == 1]
        hitters = [r for r in subs if r.role == "PH"]
        if not hitters:
            continue
        ph = hitters[0]
        fielded = [r for r in subs if r.player == ph.player and r.role in ("DEF", "POS")]
        assert fielded, "the pinch hitter never took the field"
        assert fielded[0].slot == ph.slot and 2 <= fielded[0].position <= 9
        card = session.state.card(ph.player)
        from engine.core.setup import POSITIONS
        assert POSITIONS[fielded[0].position] in spots_of(card)
        assert all(p.balances for p in box_score_proof(session.records, session.setup))
        return
    raise AssertionError("no game of 30 sent up a pinch hitter for a fielder")


def test_batting_for_the_pitcher_brings_a_reliever_into_his_slot():
    for seed in range(30):
        session = play(seed, for_pitcher=True)
        records = session.records
        hitters = [r for r in records if r.kind == "sub" and r.role == "PH" and r.team == 1]
        if not hitters:
            continue
        ph = hitters[0]
        after = records[records.index(ph):]
        reliever = next(r for r in after if r.kind == "sub" and r.role == "P" and r.team == 1)
        assert reliever.slot == ph.slot == 9 and reliever.replaced == ph.player
        assert all(p.balances for p in box_score_proof(records, session.setup))
        return
    raise AssertionError("no game of 30 batted for the pitcher")


def test_no_pinch_hitters_in_the_base_game_or_mid_count():
    setup, options = sim_setup(POOL, random.Random(0), ("HOM", "Home"), ("VIS", "Visitors"), {})
    session = Session(SYSTEM, setup, options)
    assert pinch_hitters(session.state) == ()
    assert "bench.home" not in options


class SwitchingManager(Bot9AI):
    """The computer, except that its first pitching change is a double switch."""

    switched = False

    def answer(self, ask, session):
        if ask.key == "change" and not self.switched:
            switches = [o for o in ask.options if " for " in o]
            if switches:
                self.switched = True
                return switches[0]
        return super().answer(ask, session)


def test_a_double_switch_swaps_the_newcomers_batting_slots():
    setup, options = sim_setup(POOL, random.Random(5), ("HOM", "Home"), ("VIS", "Visitors"),
                               {"innings": "3"})
    session = Session(SYSTEM, setup, options)
    home = SwitchingManager(random.Random(2))
    assert driver_for("simulate", session, random.Random(5), away=Bot9AI(random.Random(1)),
                      home=home).advance() is None
    assert home.switched
    subs = [r for r in session.records if r.kind == "sub" and r.team == 1]
    reliever = next(r for r in subs if r.role == "P")
    fielder = next(r for r in subs[subs.index(reliever):] if r.role == "DEF")
    assert reliever.slot != 9 and reliever.position == 1  # he bats where the fielder did
    assert fielder.slot == 9 and fielder.role == "DEF" and 2 <= fielder.position <= 9
    assert all(p.balances for p in box_score_proof(session.records, session.setup))
