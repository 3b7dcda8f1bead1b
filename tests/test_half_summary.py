"""The play log's half-inning summaries (scorebook/half_summary.py) count R H E LOB as the line
score and the box score do (stats/linescore.py), over whole games of every system, real games
with their substitutions and errors, and games called in the middle of a half-inning or
between two."""

from __future__ import annotations

from dataclasses import fields

import polars as pl
import pytest

from db.replay import game_state
from engine.core.record import PlayRecord
from engine.core.script import parse_script
from engine.systems import get_system
from engine.systems.session import Session
from scorebook.half_summary import HalfSummary, HalfTally
from scorebook.scoring_script import record_script
from scorebook.table_play import TableGame
from stats.linescore import team_totals
from stats.load import PLAYS_SCHEMA
from tests.simulated_games import new_game
from tests import test_table_play
from tests.stats.box_games import GAMES
from tests.tui.test_panels import PLAIN

WATCH = test_table_play.WATCH
engine = test_table_play.engine  # the fixture: a migrated database of its own for each test


def summaries(records) -> list[HalfSummary]:
    tally = HalfTally()
    return [s for s in map(tally.add, (r for r in records if r.kind != "pitch")) if s]


def totals(records) -> list[dict]:
    """stats/linescore.py's R H E LOB of each side, and the runs they began the game with."""
    columns = [f.name for f in fields(PlayRecord) if f.name in PLAYS_SCHEMA]
    data = {c: [getattr(r, c) for r in records] for c in columns}
    data["game_id"], data["seq"] = [1] * len(records), list(range(1, len(records) + 1))
    plays = pl.LazyFrame(data, schema={c: PLAYS_SCHEMA[c] for c in data})
    games = pl.LazyFrame({"game_id": [1], "status": ["final"], "away": ["V"], "home": ["H"]})
    return team_totals(plays, games).collect().to_dicts()


def check(records, final_score: tuple[int, int]) -> None:
    """One summary for each half-inning played, adding up to the line score's R H E and the
    box score's LOB; each with the score then, the last with the final score."""
    said = summaries(records)
    halves = list(dict.fromkeys((r.inning, r.half) for r in records if r.kind == "play"))
    assert [(s.inning, s.half) for s in said] == halves
    for side, line in enumerate(totals(records)):
        mine = [s for s in said if s.half == side]
        assert sum(s.runs for s in mine) + line["before"] == line["R"]
        assert sum(s.hits for s in mine) == line["H"]
        assert sum(s.left for s in mine) == line["LOB"]
        # E is the fielders' of this side: counted in the other side's halves
        assert sum(s.errors for s in said if s.half != side) == line["E"]
    assert said[-1].score == final_score
    for summary, after in zip(said, said[1:]):
        assert after.score[after.half] - summary.score[after.half] == after.runs


@pytest.mark.parametrize("system", ["bot9", "nanyou", "pizzabox", "unlimited9"])
def test_every_system_s_halves_add_up_to_the_line_score(engine, system):
    for seed in (8, 21):
        key = f"{system}{seed}"
        new_game(engine, key, seed, WATCH, system=system)
        table = TableGame(engine, key)
        while table.computer_step() is not None:
            pass
        check(table.session.records, table.session.game.score)


def test_real_games_halves_add_up_to_the_line_score(engine):
    """With their substitutions, errors and extra innings."""
    for path in sorted(GAMES.glob("*.txt")):
        record_script(engine, path.stem, parse_script(path.read_text(encoding="utf-8")),
                      path.name)
        stored = game_state(engine, path.stem)
        check(stored.records, stored.game.score)


def plain(*lines: str) -> Session:
    session = Session(get_system("plain"), parse_script(PLAIN).setup)
    for line in lines:
        session.answer(line)
    return session


def test_a_half_inning_s_summary_says_its_counts_and_the_score():
    session = plain("S8", "E6", "HR", "K", "K", "W", "K")
    said = summaries(session.records)
    assert said == [HalfSummary(1, 0, 3, 2, 1, 1, (3, 0))]
    assert said[0].words(("AAA", "BBB")) == \
        "End of the top of the 1st: 3 R, 2 H, 1 E, 1 LOB — AAA 3, BBB 0"
    assert said[0].brief(("AAA", "BBB")) == "3 R, 2 H, 1 E, 1 LOB — AAA 3, BBB 0"


def test_a_game_called_in_a_half_inning_ends_it_one_called_between_two_ends_none():
    called = plain(*["K"] * 3, "S8", "bb", "end rain")
    assert summaries(called.records)[-1] == HalfSummary(1, 1, 0, 1, 0, 1, (0, 0))
    between = plain(*["K"] * 6, "end rain")
    assert [(s.inning, s.half) for s in summaries(between.records)] == [(1, 0), (1, 1)]
