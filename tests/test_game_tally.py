"""The at-bat's counting (scorebook/game_tally.py) is the box score's: each pitcher's IP H R ER
BB SO and pitches-strikes and each batter's PA AB H RBI, as stats/lines.py counts them, over
the real games of tests/data/games (substitutions, relievers, inherited runners, extra
innings) and a game of each card system, as the game goes on and once it is over."""

from __future__ import annotations

from dataclasses import fields

import polars as pl
import pytest

from db.replay import game_state
from engine.core.record import PlayRecord
from engine.core.script import parse_script
from scorebook.game_tally import GameTally, result_of
from scorebook.scoring_script import record_script
from scorebook.table_play import TableGame
from stats.lines import batting_by_game, pitching_by_game
from stats.load import PLAYS_SCHEMA
from tests.db.conftest import db_url, engine  # noqa: F401  (fixtures)
from tests.simulated_games import new_game
from tests.stats.box_games import GAMES

WATCH = {"mode": "watch", "away": "computer", "home": "computer"}
PITCHING = ("outs", "BF", "H", "R", "ER", "BB", "SO", "pitches", "strikes")
BATTING = ("PA", "AB", "H", "RBI")


def plays_frame(records) -> pl.LazyFrame:
    """The rows as the plays table holds them, one game."""
    columns = [f.name for f in fields(PlayRecord) if f.name in PLAYS_SCHEMA]
    data = {c: [getattr(r, c) for r in records] for c in columns}
    data["game_id"], data["seq"] = [1] * len(records), list(range(1, len(records) + 1))
    return pl.LazyFrame(data, schema={c: PLAYS_SCHEMA[c] for c in data})


def assert_box_score_lines(tally: GameTally, records, where) -> None:
    frame = plays_frame(records)
    box = {(row["side"], row["player_id"]): tuple(row[c] for c in PITCHING)
           for row in pitching_by_game(frame).collect().to_dicts()}
    mine = {key: tuple(getattr(line, c) for c in PITCHING) for key, line in tally.pitchers.items()}
    assert mine == box, where
    batting = batting_by_game(frame).collect().filter(pl.col("PA") > 0).to_dicts()
    box = {(row["side"], row["player_id"]): tuple(row[c] for c in BATTING) for row in batting}
    mine = {key: (line.PA, line.AB, line.H, line.RBI) for key, line in tally.batters.items()}
    assert mine == box, where
    assert all(len(line.results) == line.PA for line in tally.batters.values())


def test_the_lines_of_real_games_are_the_box_scores(engine):
    tally = GameTally()  # one for every game: another game's rows are counted from the first
    for path in sorted(GAMES.glob("*.txt")):
        record_script(engine, path.stem, parse_script(path.read_text(encoding="utf-8")),
                      path.name)
        records = game_state(engine, path.stem).records
        for n in (*range(1, len(records), 41), len(records)):
            tally.add(records[:n])  # the rows after those counted are added
            assert_box_score_lines(tally, records[:n], (path.stem, n))
        assert tally.pitched and all(line.pitches for line in tally.pitchers.values()
                                     if line.BF)
        half = len(records) // 2  # undone: counted again from the first row
        assert_box_score_lines(tally.add(records[:half]), records[:half], (path.stem, "undo"))


@pytest.mark.parametrize("system", ["bot9", "nanyou", "pizzabox", "unlimited9"])
def test_the_lines_of_a_game_of_each_system_are_the_box_scores(engine, system):
    """Counted a row at a time as the game is played, as the game screen counts them."""
    new_game(engine, system, 8, WATCH, system=system)
    table = TableGame(engine, system)
    tally, steps = GameTally(), 0
    while table.computer_step() is not None:
        tally.add(table.session.records)
        steps += 1
        if steps % 29 == 0:
            assert_box_score_lines(tally, table.session.records, steps)
    assert table.final
    assert_box_score_lines(tally.add(table.session.records), table.session.records, "final")
    assert tally.pitched == (system in ("bot9", "nanyou"))


def test_what_each_plate_appearance_ended_in():
    def play(text: str, event: int, **columns) -> PlayRecord:
        return PlayRecord("play", 1, 0, 0, 0, 0, 0, 0, text=text, event_type=event,
                          batter_event=True, **columns)

    assert [result_of(play(*args)) for args in [
        ("S8/L", 20), ("D7/L", 21), ("HR/F", 23), ("K", 3), ("W", 14), ("IW", 15), ("HP", 16),
        ("E6/G", 18), ("FC6/G.1-2", 19)]] == ["1B", "2B", "HR", "K", "BB", "IBB", "HBP", "E6",
                                              "FC"]
    assert result_of(play("63/G", 2, batted_ball="G")) == "6-3"
    assert result_of(play("8/F", 2, batted_ball="F")) == "F8"
    assert result_of(play("64(1)3/GDP", 2, batted_ball="G", gdp=True)) == "6-4-3 DP"
    assert result_of(play("9/SF.3-H", 2, batted_ball="F", sf=True)) == "SF9"
    assert result_of(play("15/SH/BG.1-2", 2, batted_ball="G", sh=True)) == "SAC 1-5"
