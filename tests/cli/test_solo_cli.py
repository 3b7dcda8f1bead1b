"""`scorebook solo`: a season played by the computer and checked against the games and the
statistics, a game recorded from a table script, a game resumed after an interruption, and the
mistakes a person can make."""

from __future__ import annotations

import json
from pathlib import Path

import polars as pl
from sqlmodel import Session as DbSession
from sqlmodel import select

from db import solo as solo_db
from db.engine import make_engine
from db.models import Game, GameInput
from db.replay import active_inputs, game_state
from engine.systems.bot9.solo import load_solo_cards
from stats.load import load
from stats.solo import solo_rules, solo_summary
from tests.command_line import scorebook

ROOT = Path(__file__).resolve().parents[2]

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
    # lead runner out (three out); in the 10th a Tire 1 (S7), a walk and a home run. Every card
    # that leaves the pitch deck is named; clean-up brings cards back from the discard.
    script.write_text("# the opener, at the kitchen table\ninfo option.effect E5\n"
                      "info option.starter P02\n[S2] HI/LA b\n[S3] c\n[S4] x1\nundo\n"
                      "[S4] x0\n[S5] x9\n[S7 S6] b\n[S8] b\n[S9] b\n[S2] b\n[S3] x6 6\n")
    played = scorebook(db_url, "solo", "play", season, "--script", str(script))
    assert played.exit_code == 0, played.output
    assert "Game 1, Home Opener: extra-inning win in the 10th, 2-0; 2 MP." in played.output
    data = json.loads(scorebook(db_url, "solo", "show", season, "--format", "json").output)
    assert data["games"] == [{"n": 1, "situation": "Home Opener", "result": "extra-inning win",
                              "innings": 10, "mp": 2}]
    assert [value for _, _, value in inputs(db_url, f"solo{season}-g1")] == \
        ["[S2] HI/LA b", "[S3] c", "[S4] x0", "[S5] x9", "[S7 S6] b", "[S8] b", "[S9] b",
         "[S2] b", "[S3] x6 6"]


SEASON = ROOT / "tests" / "data" / "bot9" / "solo_season"
#: What each script of tests/data/bot9/solo_season deals: Situation, Effect, starter.
DEALT = [("S1", "E5", "P02"), ("S9", "E1", "P04"), ("S3", "E2", "P06"), ("S4", "E6", "P01"),
         ("S7", "E3", "P05"), ("S5", "E4", "P02")]


def test_a_season_recorded_from_what_the_table_drew(db_url, engine):
    season = new_season(db_url, "--seed", "5", "--batters", "B01,B02,B03,B04,B06,B07")
    for number in range(1, 7):
        played = scorebook(db_url, "solo", "play", season, "--script",
                           str(SEASON / f"game{number}.txt"))
        assert played.exit_code == 0, played.output
        if number == 1:  # the notes on the lines are handed on
            assert played.stderr.splitlines() == [
                f"{SEASON / 'game1.txt'}:7: note: In the running variant a win for the defense "
                "puts out the lead runner (x9): x0 as entered puts out the batter and the "
                "runners hold."]
    for number, (situation, effect, starter) in enumerate(DEALT, start=1):
        session = game_state(engine, f"solo{season}-g{number}")
        options = session.state.options
        assert (options.situation, options.effect, options.drawn) == (situation, effect, True)
        assert session.state.card(session.setup.away.lineup[0].player).id == starter
        assert session.game.final
    last = game_state(engine, f"solo{season}-g6")
    assert last.game.pitcher == "deck-p03"  # revealed when the deck ran out
    assert last.state.solo.discard == ("S3", "S4", "S6", "S7", "S8")
    data = json.loads(scorebook(db_url, "solo", "show", season, "--format", "json").output)
    # By hand from solo_cards.toml (each Situation's MP) and solo.toml (results, bonus, rating):
    #   1 Home Opener           won in the 10th, after its own 9th: mp_win_extra        2
    #   2 Two-Run Hole          lost 0-2:                            loss                0
    #   3 Down to the Last Out  won in the 9th, its own inning:      mp_win_regulation   5
    #   4 Bases Full of Trouble won in the 9th:                      mp_win_regulation   4
    #   5 Last Call             won in the 11th, its own inning:     mp_win_regulation   4
    #   6 Free Baseball         won in the 11th, after its own 10th: mp_win_extra        1
    assert [(g["result"], g["innings"], g["mp"]) for g in data["games"]] == [
        ("extra-inning win", 10, 2), ("loss", 9, 0), ("win", 9, 5), ("win", 9, 4),
        ("win", 11, 4), ("extra-inning win", 11, 1)]
    # five wins: the bonus for exactly 5 is +5 MP (seed); 2+0+5+4+4+1 = 16, total 21 — four
    # wins or more and 18 <= 21 < 25 MP: "Extension and a raise"
    assert (data["wins"], data["mp_games"], data["bonus"], data["mp_total"], data["rating"]) == \
        (5, 16, 5, 21, "Extension and a raise")


def copy_of(tmp_path, number: int, old: str, new: str):
    script = tmp_path / f"game{number}.txt"
    script.write_text((SEASON / f"game{number}.txt").read_text().replace(old, new))
    return script


def test_the_deal_a_script_names_is_checked_and_a_wrong_one_stores_nothing(db_url, tmp_path):
    season = new_season(db_url, "--seed", "5", "--batters", "B01,B02,B03,B04,B06,B07")
    first = copy_of(tmp_path, 1, "info option.effect E5", "info option.situation S2\n"
                                                          "info option.effect E5")
    refused = scorebook(db_url, "solo", "play", season, "--script", str(first))
    assert refused.exit_code == 1
    assert refused.output.strip() == (f"{first}:3: info option.situation: game 1 is always Home "
                                      "Opener (S1), not S2.")
    assert scorebook(db_url, "solo", "play", season, "--script",
                     str(SEASON / "game1.txt")).exit_code == 0
    for old, new, said in [
        ("S9", "S1", ":3: info option.situation: Home Opener (S1) is game 1's card; game 2 "
                     "draws another."),
        ("E1", "e9", ":4: info option.effect: there is no Effect card 'e9' (the cards are E1, "
                     "E2, E3, E4, E5, E6)."),
        ("info option.starter P04", "info option.pitcher P04",
         ":5: a solo game at the table names its deal with info option.situation ID, info "
         "option.effect ID and info option.starter ID, not 'info option.pitcher P04'."),
        ("info option.starter P04", "", ": Name the pitcher card of the season's pitcher deck "
                                        "dealt: info option.starter ID, before the first pitch "
                                        "(the cards are P01, P02, P03, P04, P05, P06)."),
        ("[S1] x0          # out", "[S1] x0\ninfo option.effect E1",
         ":7: the info lines come before the first pitch."),
    ]:
        script = copy_of(tmp_path, 2, old, new)
        refused = scorebook(db_url, "solo", "play", season, "--script", str(script))
        assert refused.exit_code == 1 and refused.output.strip() == f"{script}{said}"
        assert len(solo_db.season_games(make_engine(db_url), int(season))) == 1  # nothing dealt
    played = copy_of(tmp_path, 2, "[S2] c", "[E3] c")  # E3 was drawn on the pitch before
    result = scorebook(db_url, "solo", "play", season, "--script", str(played))
    assert result.exit_code == 1
    assert result.output.splitlines()[-1] == (
        f"{played}:9: E3 is in the discard: the pitch deck holds S1 S2 S3 S4 S5 S6 S7 S8 E2 "
        "E4 E5 E6.")
    header = (SEASON / "game2.txt").read_text().splitlines()[:5]
    again = tmp_path / "again.txt"  # the game under way goes on: its cards may be named again
    again.write_text("\n".join([*header, "[S2] c", "[S3] s", ""]))
    result = scorebook(db_url, "solo", "play", season, "--script", str(again))
    assert result.exit_code == 0, result.output
    assert "Game 2, Two-Run Hole: loss in the 9th, 0-2; 0 MP." in result.output


def test_a_script_line_the_game_refuses_stops_with_its_place(db_url, tmp_path):
    season = new_season(db_url, "--seed", "5")
    script = tmp_path / "bad.txt"
    script.write_text("info option.effect E5\ninfo option.starter P02\n[S2] b\nx\n")
    refused = scorebook(db_url, "solo", "play", season, "--script", str(script))
    assert refused.exit_code == 1
    assert f"{script}:4: " in refused.output
    assert [value for _, _, value in inputs(db_url, f"solo{season}-g1")] == ["[S2] b"]
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
