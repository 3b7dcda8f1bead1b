"""Whole games of Pizza Box, computer against computer: any seed, level and count of players
plays to a legal end (rules/pizza_box.md §4), the box-score proof balances, the stored answers
replay to the same rows, a seed always plays the same game, and the game written as its table
script (tests/engine/pizzabox/table_script.py) records the same game at the table.

Besides the computer manager (ai.py, which by its run values hardly ever steals or bunts), a
reckless one answers every choice at random, so the games also steal, bunt, pitch out, keep
cards, pinch-hit and change pitchers."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.proof import box_score_proof
from engine.core.script import parse_script
from engine.systems.pizzabox import SYSTEM, script_header
from engine.systems.pizzabox.card_file import sample_cards
from engine.systems.pizzabox.state import SEATS
from engine.systems.session import Session, replay
from engine.systems.driver import driver_for
from engine.systems.pizzabox.sim import sim_setup
from engine.systems.simulate import SimulatedGame, simulate
from tests.engine.pizzabox.table_script import table_script

TEAMS = (("RED", "Red"), ("BLU", "Blue"))
NAMES = (("Ann", "Bob", "Cy"), ("Dee", "Eve", "Fay"))


def options(level: str, players: int) -> dict[str, str]:
    away, home = SEATS[players]
    return {"level": level, "players": str(players),
            "people.away": ",".join(NAMES[0][:away]), "people.home": ",".join(NAMES[1][:home])}


class Reckless:
    """A manager who answers every choice at random among those the rules allow."""

    def __init__(self, rng: random.Random):
        self.rng = rng

    def answer(self, ask, session) -> str:
        return self.rng.choice(ask.options)


def game(seed: int, level: str, players: int, reckless: bool = False) -> SimulatedGame:
    if not reckless:
        return simulate("pizzabox", [], seed, *TEAMS, options(level, players))
    setup, stored = sim_setup([], random.Random(f"{seed}/setup"), *TEAMS, options(level, players))
    session = Session(SYSTEM, setup, stored)
    managers = (Reckless(random.Random(f"{seed}/{side}")) for side in ("away", "home"))
    driver = driver_for("simulate", session, random.Random(f"{seed}/dice"),
                        away=next(managers), home=next(managers))
    assert driver.advance() is None
    return SimulatedGame(setup, stored, seed, session, tuple(driver.history))


def plays(records) -> list:
    return [r for r in records if r.kind == "play"]


def recorded_at_the_table(played: SimulatedGame) -> Session:
    script = parse_script(table_script(played),
                          lambda info: script_header.script_rules(info, sample_cards))
    session = Session(SYSTEM, script.setup, script.options)
    for number, line in script.lines:
        answered = session.answer(line)
        assert answered.notes == (), (number, line, answered.notes)
    return session


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), level=st.sampled_from(["A", "AA", "AAA", "PRO"]),
       players=st.integers(2, 6), reckless=st.booleans())
def test_any_game_plays_to_a_legal_end_and_is_recorded_the_same_at_the_table(seed, level, players,
                                                                              reckless):
    played = game(seed, level, players, reckless)
    session = played.session
    state = session.game
    assert state.final and session.ask() is None
    away, home = state.score
    assert away != home and state.inning >= 9
    last = plays(session.records)[-1]
    if state.end_reason == "walk-off":
        assert last.half == 1 and last.home_score <= last.away_score and home == away + 1 or (
            last.text.startswith("HR"))
    elif home > away:
        assert last.half == 0  # the home team did not need its last turn at bat
    else:
        assert last.half == 1 and last.outs_after == 3
    for proof in box_score_proof(session.records, played.setup):
        assert proof.balances, proof.explain()
    if players > 2:
        choices = [a for a in played.answers if a.key in ("hitter", "pitch", "pinch", "pitcher", "keep")]
        assert all(a.who.split(":")[0] in ("offense", "defense") and ":" in a.who for a in choices)
    again, _ = replay(SYSTEM, played.setup, played.options, [a.value for a in played.answers])
    assert again.records == session.records
    table = recorded_at_the_table(played)
    assert [r.text for r in plays(table.records)] == [r.text for r in plays(session.records)]
    assert table.game.score == state.score and table.game.final


@pytest.mark.parametrize("level", ["A", "AA", "AAA", "PRO"])
def test_the_same_seed_plays_the_same_game_and_another_seed_another(level):
    first = game(7, level, 4)
    assert [(a.key, a.value, a.who) for a in game(7, level, 4).answers] == [
        (a.key, a.value, a.who) for a in first.answers]
    assert [a.value for a in game(8, level, 4).answers] != [a.value for a in first.answers]


def test_the_reckless_games_use_everything_the_levels_allow():
    """What the property test's reckless games cover: steals, bunts, pitchouts and kept cards
    (AA), pinch hitters (AAA), relievers (PRO)."""
    seen: dict[str, set] = {level: set() for level in ("AA", "AAA", "PRO")}
    for level in seen:
        for seed in range(3):
            for a in game(seed, level, 2, reckless=True).answers:
                seen[level].add(a.value if a.key in ("hitter", "pitch") else a.key + (
                    "" if a.value in ("none", "stay") else "+"))
    assert {"STEAL", "BUNT", "PITCHOUT", "keep+", "running+"} <= seen["AA"]
    assert "pinch+" in seen["AAA"] and {"pitcher+", "pinch+"} <= seen["PRO"]
