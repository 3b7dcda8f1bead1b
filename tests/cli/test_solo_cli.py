"""`scorebook solo`: a season played by the computer and checked against the games and the
statistics, a game recorded from a table script, a game resumed after an interruption, and the
mistakes a person can make."""

from __future__ import annotations

import json

import polars as pl
from sqlmodel import Session as DbSession
from sqlmodel import select

from db.engine import make_engine
from db.models import Game, GameInput
from db.replay import active_inputs
from engine.systems.bot9.solo import load_solo_cards
from stats.load import load
from stats.solo import solo_rules, solo_summary
from tests.command_line import scorebook

SOLO = load_solo_cards()
BY_NAME = {card.name: card for card in SOLO.situations.values()}


def new_season(db_url, *args) -> str:
    result = scorebook(db_url, "solo", "new", *args)
    assert result.exit_code == 0, result.output
    return result.output.strip()


def inputs(db_url, key: str) -> list[tuple[int, str, str]]:
    engine = make_engine(db_url)
    try:
        with DbSession(engine) as db:
            game = db.exec(select(Game).where(Game.key == key)).one()
            return [(i.seq, i.ask_key, i.value) for i in active_inputs(db, game)]
    finally:
        engine.dispose()


def test_a_season_played_by_the_computer_adds_up(db_url):
    season = new_season(db_url, "--seed", "7", "--name", "Auto")
    for number in range(1, 7):
        played = scorebook(db_url, "solo", "play", season, "--auto")
        assert played.exit_code == 0, played.output
        assert f"Game {number}, " in played.output
    assert "Wins " in played.output  # the season's table after the sixth game
    data = json.loads(scorebook(db_url, "solo", "show", season, "--format", "json").output)
    games = {g["id"]: g for g in json.loads(scorebook(db_url, "games", "--format", "json").output)}
    assert [g["n"] for g in data["games"]] == [1, 2, 3, 4, 5, 6]
    assert data["games"][0]["situation"] == "Home Opener"
    assert len({g["situation"] for g in data["games"]}) == 6  # no Situation card twice
    wins = 0
    for game in data["games"]:
        row = games[f"solo{season}-g{game['n']}"]
        card = BY_NAME[game["situation"]]
        won = row["home_runs"] > row["away_runs"]
        assert row["status"] == "final" and row["innings"] == game["innings"]
        assert card.inning <= game["innings"] <= card.max_inning
        if not won:
            assert (game["result"], game["mp"]) == ("loss", 0)
        elif game["innings"] == card.inning:
            assert (game["result"], game["mp"]) == ("win", card.mp_win_regulation)
        else:
            assert (game["result"], game["mp"]) == ("extra-inning win", card.mp_win_extra)
        wins += won
    assert data["wins"] == wins
    assert data["mp_games"] == sum(g["mp"] for g in data["games"])
    assert data["bonus"] == {5: 5, 6: 12}.get(wins, 0)
    assert data["mp_total"] == data["mp_games"] + data["bonus"]
    engine = make_engine(db_url)
    try:
        frames = load(engine)
        summary = solo_summary(frames.solo_games.filter(pl.col("solo_season_id") == int(season)),
                               solo_rules()).collect().to_dicts()[0]
    finally:
        engine.dispose()
    assert (summary["W"], summary["total"], summary["rating"]) == \
        (data["wins"], data["mp_total"], data["rating"])
    listed = json.loads(scorebook(db_url, "solo", "list", "--format", "json").output)
    assert listed == [{"id": int(season), "name": "Auto", "games": 6, "W": wins, "L": 6 - wins,
                       "MP": data["mp_total"], "status": "final"}]
    over = scorebook(db_url, "solo", "play", season, "--auto")
    assert over.exit_code == 1 and "is over" in over.output


def test_the_same_seed_deals_the_same_season(db_url):
    first, second = new_season(db_url, "--seed", "11"), new_season(db_url, "--seed", "11")
    for season in (first, second):
        assert scorebook(db_url, "solo", "play", season, "--auto").exit_code == 0
    shown = [json.loads(scorebook(db_url, "solo", "show", s, "--format", "json").output)["games"]
             for s in (first, second)]
    assert shown[0] == shown[1]
    assert inputs(db_url, f"solo{first}-g1") == inputs(db_url, f"solo{second}-g1")


def test_a_game_played_at_the_table_is_recorded_from_a_script(db_url, tmp_path):
    season = new_season(db_url, "--seed", "5")
    script = tmp_path / "opener.txt"
    # Home Opener: one out, a runner on first. A ball, a called strike, an out (two out), the
    # lead runner out (three out); in the 10th a walk and a home run.
    script.write_text("# the opener, at the kitchen table\nHI/LA b\nc\nx1\nundo\nx0\nx9\n"
                      "b\nb\nb\nb\nx6 6\n")
    played = scorebook(db_url, "solo", "play", season, "--script", str(script))
    assert played.exit_code == 0, played.output
    assert "Game 1, Home Opener: extra-inning win in the 10th, 2-0; 2 MP." in played.output
    data = json.loads(scorebook(db_url, "solo", "show", season, "--format", "json").output)
    assert data["games"] == [{"n": 1, "situation": "Home Opener", "result": "extra-inning win",
                              "innings": 10, "mp": 2}]
    assert [value for _, _, value in inputs(db_url, f"solo{season}-g1")] == \
        ["HI/LA b", "c", "x0", "x9", "b", "b", "b", "b", "x6 6"]


def test_a_script_line_the_game_refuses_stops_with_its_place(db_url, tmp_path):
    season = new_season(db_url, "--seed", "5")
    script = tmp_path / "bad.txt"
    script.write_text("b\nx\n")
    refused = scorebook(db_url, "solo", "play", season, "--script", str(script))
    assert refused.exit_code == 1
    assert f"{script}:2: " in refused.output
    assert [value for _, _, value in inputs(db_url, f"solo{season}-g1")] == ["b"]
    dice = scorebook(db_url, "solo", "play", season, "--auto")
    assert dice.exit_code == 1 and "--script FILE" in dice.output


def test_an_interrupted_game_is_resumed_and_finished(db_url):
    season = new_season(db_url, "--seed", "3")
    stopped = scorebook(db_url, "solo", "play", season, input="1\n2\n1\n")
    assert stopped.exit_code == 1  # the keyboard ran out: the answers given are kept
    assert "Situation: Home Opener" in stopped.output and "Batter: guess the pitch" in stopped.output
    key = f"solo{season}-g1"
    before = inputs(db_url, key)
    assert len(before) >= 3 and before[0][1:] == ("guess", "HI")
    finished = scorebook(db_url, "solo", "play", season, "--auto")
    assert finished.exit_code == 0, finished.output
    assert "Game 1, Home Opener: " in finished.output
    after = inputs(db_url, key)
    assert after[:len(before)] == before and len(after) > len(before)
    data = json.loads(scorebook(db_url, "solo", "show", season, "--format", "json").output)
    assert len(data["games"]) == 1 and data["games"][0]["result"]
    games = json.loads(scorebook(db_url, "games", "--format", "json").output)
    assert [g["id"] for g in games] == [key] and games[0]["status"] == "final"


def test_mistakes_are_one_sentence(db_url, tmp_path):
    bad = scorebook(db_url, "solo", "new", "--batters", "B01,B02,B03,B04,B06,P01")
    assert bad.exit_code == 1 and "P01 is not a batter card" in bad.output
    assert scorebook(db_url, "solo", "show", "9").output.strip() == "There is no solo season 9."
    season = new_season(db_url, "--batters", "b01,B02,B03,B04,B06,B07", "--hall-of-fame")
    both = scorebook(db_url, "solo", "play", season, "--auto", "--script", str(tmp_path / "x"))
    assert both.exit_code == 1 and "not both" in both.output
    missing = scorebook(db_url, "solo", "play", season, "--script", str(tmp_path / "x.txt"))
    assert missing.exit_code == 1 and "Can't read the script" in missing.output


def test_a_hall_of_fame_season_starts_every_game_with_the_bases_empty(db_url):
    season = new_season(db_url, "--seed", "2", "--hall-of-fame", "--veteran",
                        "--manager-of-the-year")
    assert scorebook(db_url, "solo", "play", season, "--auto").exit_code == 0
    engine = make_engine(db_url)
    try:
        with DbSession(engine) as db:
            game = db.exec(select(Game).where(Game.key == f"solo{season}-g1")).one()
            setup, options = json.loads(game.setup), json.loads(game.options)
            assert db.exec(select(GameInput).where(GameInput.game_id == game.id)).first()
    finally:
        engine.dispose()
    assert setup["situation"]["runners"] == [] and setup["situation"]["outs"] == 1
    assert (options["hof"], options["veteran"], options["moty"]) == ("on", "on", "on")
