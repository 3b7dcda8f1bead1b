"""A game at the table without the app (scorebook/table_play.py): played answer by answer, each
stored as it is given, it replays to the same state; it resumes where it stopped; a person's
questions are handed over; a Pizza Box game is dealt by the app and shows only a person's own
hidden cards; a solo game played here agrees with `scorebook solo play`."""

from __future__ import annotations

from dataclasses import fields

import polars as pl
import pytest
from typer.testing import CliRunner

from db.engine import make_engine
from db.games import game_summary
from db.migrate import upgrade
from db.replay import game_state, rebuild
from scorebook.cli import app as cli
from scorebook.solo_season import next_game
from scorebook.table_answerers import COMPUTER, DICE, PERSON
from scorebook.table_play import TableGame, latest_unfinished
from engine.core.record import PlayRecord
from engine.core.script import parse_script
from scorebook.live_line_score import LineScore, line_score
from scorebook.scoring_script import record_script
from stats.linescore import runs_by_inning, team_totals
from stats.load import PLAYS_SCHEMA, load
from tests.stats.box_games import GAMES
from tests.db.rows import game_plays
from tests.simulated_games import new_game

WATCH = {"mode": "watch", "away": "computer", "home": "computer"}
AGAINST = {"mode": "play", "away": "computer", "home": "person"}


@pytest.fixture
def engine(tmp_path):
    engine = make_engine(f"sqlite:///{tmp_path / 'scorebook.db'}")
    upgrade(engine)
    yield engine
    engine.dispose()





def test_a_watched_game_stored_answer_by_answer_replays_to_the_same_state(engine):
    new_game(engine, "w1", 5, WATCH, system="bot9")
    table = TableGame(engine, "w1")
    steps = 0
    while table.computer_step() is not None:
        steps += 1
    assert table.final and steps == len(table.inputs)
    assert game_summary(engine, "w1").status == "final"
    stored = game_state(engine, "w1")
    assert stored.game == table.session.game and stored.records == table.session.records
    rows = game_plays(engine, "w1")
    assert rebuild(engine, "w1").inputs == steps
    assert game_plays(engine, "w1") == rows
    whose = {answer.who for answer in table.inputs}
    assert "chance" in whose and whose <= {"chance", "offense", "defense"}
    assert table.computer_step() is None


def statistics_line_score(records, teams, final) -> LineScore:
    """The line score stats/linescore.py gives the same rows."""
    columns = [f.name for f in fields(PlayRecord) if f.name in PLAYS_SCHEMA]
    data = {c: [getattr(r, c) for r in records] for c in columns}
    data["game_id"], data["seq"] = [1] * len(records), list(range(1, len(records) + 1))
    frame = pl.LazyFrame(data, schema={c: PLAYS_SCHEMA[c] for c in data})
    games = pl.LazyFrame({"game_id": [1], "status": ["final" if final else "in_progress"],
                          "away": [teams[0]], "home": [teams[1]]})
    cells = runs_by_inning(frame, games).collect()
    totals = team_totals(frame, games).collect().to_dicts()
    return LineScore(teams, tuple(sorted(set(cells["inning"].to_list()))),
                     tuple(tuple(cells.filter(pl.col("side") == side)["cell"].to_list())
                           for side in (0, 1)),
                     tuple((row["R"], row["H"], row["E"]) for row in totals))


@pytest.mark.parametrize("system", ["bot9", "nanyou", "pizzabox", "unlimited9"])
def test_the_line_score_is_the_statistics_line_score(engine, system):
    """The screen's line score (scorebook/live_line_score.py) is stats/linescore.py's, as the
    game goes on and once it is over (a Bottom of the 9th game begins in the 9th with a score
    brought in; `x` once the home team's last half was not needed)."""
    for seed in (8, 21):
        key = f"{system}{seed}"
        new_game(engine, key, seed, WATCH, system=system)
        table = TableGame(engine, key)
        teams = table.line_score().teams
        steps = 0
        while table.computer_step() is not None:
            steps += 1
            if steps % 23 == 0:
                records = table.session.records
                assert table.line_score() == statistics_line_score(records, teams, False), \
                    (key, steps)
        assert table.final
        assert table.line_score() == statistics_line_score(table.session.records, teams, True)
        frames = load(engine, games=[key])  # and as stored
        stored = runs_by_inning(frames.plays, frames.games).collect()
        assert table.line_score().cells[1] == tuple(
            stored.filter(pl.col("side") == 1)["cell"].to_list())


def test_the_line_score_of_real_games_is_the_statistics_line_score(engine):
    """Real games, with their substitutions, errors and extra innings, as they went on."""
    for path in sorted(GAMES.glob("*.txt")):
        record_script(engine, path.stem, parse_script(path.read_text(encoding="utf-8")),
                      path.name)
        records = game_state(engine, path.stem).records
        for n in (*range(1, len(records), 37), len(records)):
            final = n == len(records)
            assert line_score(records[:n], ("VIS", "HOM"), final) == statistics_line_score(
                records[:n], ("VIS", "HOM"), final), (path.stem, n)


def test_a_game_resumed_after_some_answers_goes_on_from_the_same_question(engine):
    new_game(engine, "n2", 3, WATCH, system="nanyou")
    first = TableGame(engine, "n2")
    for _ in range(40):
        first.computer_step()
    again = TableGame(engine, "n2")  # the app closed and opened again
    assert again.session.game == first.session.game
    assert again.ask() == first.ask() and len(again.inputs) == 40
    assert [line for line in again.log()] == [line for line in first.log()]
    for _ in range(60):
        assert again.computer_step() is not None
    assert len(again.inputs) == 100
    assert game_state(engine, "n2").game == again.session.game


def test_a_persons_question_is_handed_over(engine):
    new_game(engine, "p1", 9, AGAINST, system="bot9")
    table = TableGame(engine, "p1")
    while table.computer_step() is not None:
        pass
    ask = table.ask()
    assert ask is not None and table.whose(ask) == PERSON
    assert ask.who == "offense" and table.side_of(ask) == 1  # the home team bats
    assert table.managers[0] is not None and table.managers[1] is None
    given = len(table.inputs)
    table.answer(ask.options[0])
    assert table.inputs[-1].who == "offense" and len(table.inputs) == given + 1
    assert game_state(engine, "p1").game == table.session.game
    assert table.whose(table.ask()) in (DICE, COMPUTER)  # the dice roll for his guess


def test_undo_in_a_played_game_goes_back_to_the_persons_last_choice(engine):
    new_game(engine, "p2", 9, AGAINST, system="bot9")
    table = TableGame(engine, "p2")
    while table.computer_step() is not None:
        pass
    before, asked = len(table.inputs), table.ask()
    table.answer(asked.options[-1])
    while table.computer_step() is not None:
        pass
    after = table.session.game
    undone = table.undo()
    assert len(table.inputs) == before and table.ask() == asked
    assert undone[-1].value == asked.options[-1]
    table.redo()
    assert table.session.game == after and table.persons_turn()
    assert game_state(engine, "p2").game == after


def test_recording_hands_every_question_to_the_scorekeeper(engine):
    new_game(engine, "r1", 2, {}, system="bot9")
    table = TableGame(engine, "r1")
    assert table.mode == "record" and table.computer_step() is None
    ask = table.ask()
    assert table.whose(ask) == PERSON and table.quick_keys() == ("", "")
    assert latest_unfinished(engine) == "r1"


def test_a_pizzabox_game_is_dealt_by_the_app_and_shows_a_persons_own_cards(engine):
    new_game(engine, "pb", 3, AGAINST, system="pizzabox")  # set up as `scorebook sim`: no entry
    table = TableGame(engine, "pb")
    assert table.entry == "cards" and table.asks_substitutions
    assert table.whose(table.ask()) == DICE and table.ask().kind == "card"
    assert table.open_sides() == frozenset({1})  # the person's own side only
    new_game(engine, "hs", 3, {"mode": "play", "away": "person", "home": "person"},
             system="pizzabox")
    assert TableGame(engine, "hs").open_sides() == frozenset()  # hot-seat: nobody's
    new_game(engine, "wt", 3, WATCH, system="pizzabox")
    assert TableGame(engine, "wt").open_sides() == frozenset({0, 1})


def test_a_solo_game_played_here_agrees_with_the_command_line(tmp_path):
    runner = CliRunner()
    values = []
    for name in ("app", "cli"):
        url = f"sqlite:///{tmp_path / f'{name}.db'}"
        assert runner.invoke(cli, ["--db", url, "solo", "new", "--seed", "77"]).exit_code == 0
        engine = make_engine(url)
        upgrade(engine)
        if name == "app":
            key = next_game(engine, 1).game.key
            table = TableGame(engine, key, control=WATCH)
            assert table.solo
            while table.computer_step() is not None:
                pass
        else:
            result = runner.invoke(cli, ["--db", url, "solo", "play", "1", "--auto"])
            assert result.exit_code == 0, result.output
            key = "solo1-g1"
        values.append([stored.value for stored in TableGame(engine, key).inputs])
        engine.dispose()
    assert values[0] == values[1] and len(values[0]) > 10
