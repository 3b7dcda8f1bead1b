"""scorebook/solo_season.py, the Manager's Challenge without a screen: who answers a game dealt
for the app, a game played by the computer scored as the statistics score it, a game that
ended elsewhere finished on the way, the end of a season, and the sheet."""

from __future__ import annotations

import pytest

from db import solo as solo_db
from db.engine import make_engine
from db.games import game_control
from db.migrate import upgrade
from db.replay import game_state
from engine.core.errors import ScorebookError
from scorebook import solo_season
from scorebook.solo_season import (CONTROLS, SeasonOver, current_game, latest_open_season,
                                   new_season, next_game, play_game, play_next, season_list,
                                   season_report, settle, write_season_sheet)


@pytest.fixture
def engine(tmp_path):
    engine = make_engine(f"sqlite:///{tmp_path / 'solo.db'}")
    upgrade(engine)
    yield engine
    engine.dispose()


def test_a_game_is_dealt_with_who_answers_it(engine):
    season = new_season(engine, "Dice", 4, ["B01", "B02", "B03", "B04", "B05", "B06"],
                        veteran=True)
    assert solo_db.season(engine, season).options["batters"] == ["B01", "B02", "B03", "B04",
                                                                 "B05", "B06"]
    dice = next_game(engine, season)
    assert (dice.dealt, dice.entry, dice.game.number) == (True, "dice", 1)
    assert dice.game.situation["name"] == "Home Opener"
    assert game_control(engine, dice.game.key) == {"mode": "play", "away": "computer",
                                                   "home": "person"}
    again = next_game(engine, season, "table")  # the game under way, whatever is asked
    assert (again.dealt, again.entry, again.game.key) == (False, "dice", dice.game.key)
    table = new_season(engine, "Table", 4)
    recorded = next_game(engine, table, "table")
    assert recorded.entry == "table" and game_control(engine, recorded.game.key) == CONTROLS["table"]
    with pytest.raises(ScorebookError, match="recorded from the table"):
        play_next(engine, table)


def test_the_computer_plays_a_season_scored_by_the_statistics(engine):
    season = new_season(engine, "Auto", 7)
    assert latest_open_season(engine) == season
    lines = [play_next(engine, season) for _ in range(6)]
    report = season_report(engine, season)
    assert [g["n"] for g in report["games"]] == [1, 2, 3, 4, 5, 6]
    for finished, game in zip(lines, report["games"]):
        assert (finished.number, finished.situation, finished.result, finished.mp) == \
            (game["n"], game["situation"], game["result"], game["mp"])
        assert finished.inning == game["innings"]
        assert finished.line.startswith(f"Game {game['n']}, {game['situation']}: ")
    assert [f.season_over for f in lines] == [False] * 5 + [True]
    assert report["rating"] and report["mp_total"] == report["mp_games"] + report["bonus"]
    assert season_list(engine) == [{"id": season, "name": "Auto", "games": 6,
                                    "W": report["wins"], "L": 6 - report["wins"],
                                    "MP": report["mp_total"], "status": "final"}]
    assert latest_open_season(engine) is None
    with pytest.raises(SeasonOver, match="is over"):
        next_game(engine, season)


class Enough(Exception):
    pass


def test_a_game_that_ended_elsewhere_is_finished_on_the_way(engine):
    season = new_season(engine, "Elsewhere", 3)
    first = next_game(engine, season)
    given = []

    def stop_after_five(session):
        given.append(1)
        if len(given) == 5:
            raise Enough

    with pytest.raises(Enough):
        play_game(engine, first.game.key, first.session, answered=stop_after_five)
    assert settle(engine, season) is None  # not over: nothing to finish
    # The rest of the game is played somewhere else (the game screen), answer by answer.
    session = game_state(engine, first.game.key)
    play_game(engine, first.game.key, session)
    assert current_game(engine, season).result == ""  # over, but not stored yet
    second = next_game(engine, season)
    games = solo_db.season_games(engine, season)
    assert games[0].result and second.dealt and second.game.number == 2
    assert games[0].mp == season_report(engine, season)["games"][0]["mp"]


def test_a_person_answers_and_a_refused_answer_is_asked_again(engine):
    season = new_season(engine, "Person", 5)
    game = next_game(engine, season)
    asked, refused = [], []

    def person(ask, session):
        asked.append(ask.key)
        if len(asked) == 1:
            return "=nonsense"  # an outcome override the game refuses
        if len(asked) > 6:
            raise Enough
        return ask.options[0]

    with pytest.raises(Enough):
        play_game(engine, game.game.key, game.session, person=person, refused=refused.append)
    assert len(refused) == 1 and isinstance(refused[0], ScorebookError)
    assert solo_db.game_progress(engine, game.game.key)[1] >= 5


def test_the_sheet_is_written_or_the_reason_given(engine, tmp_path):
    season = new_season(engine, "Sheet", 2)
    play_next(engine, season)
    write_season_sheet(engine, season, tmp_path / "sheet.pdf")
    assert (tmp_path / "sheet.pdf").read_bytes().startswith(b"%PDF")
    with pytest.raises(ScorebookError, match="Can't write the season sheet"):
        write_season_sheet(engine, season, tmp_path)  # a folder
    assert solo_season.season_sheet(engine, season).startswith(b"%PDF")
