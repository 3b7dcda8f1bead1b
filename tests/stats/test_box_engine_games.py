"""Box scores of games recorded through the engine, of every length: a Bottom of the 9th game
that starts in the bottom of the ninth with men on, a 3-inning game and an extra-inning game
with the runner placed on second. On SQLite, and on PostgreSQL when it is available."""

from __future__ import annotations

from db.recording import create_game, record
from engine.core.setup import GameSetup, Ruleset, Situation
from stats.box.scores import box_scores
from stats.box.dicts import box_dicts
from stats.box.text import box_text
from stats.load import load
from tests.db.conftest import db_url, engine, team  # noqa: F401


def play_game(engine, key: str, lines: list[str], **setup) -> dict:  # noqa: F811
    create_game(engine, key, "plain",
                GameSetup(away=team("AAA", "a"), home=team("BBB", "b"), **setup),
                date="2024-05-01", season="S")
    for line in lines:
        record(engine, key, line)
    return next(box_dicts(box_scores(load(engine, games=[key]))))


def test_a_game_that_starts_in_the_bottom_of_the_ninth(engine):  # noqa: F811
    start = Situation(inning=9, half=1, runners=(("1", "b8"), ("2", "b9")), score=(3, 1))
    box = play_game(engine, "bot", ["K", "bbx HR"], situation=start)
    line = box["linescore"]
    assert line["innings"] == [9]
    assert (line["away"]["runs"], line["away"]["R"]) == (["-"], 3)
    assert (line["home"]["runs"], line["home"]["before"], line["home"]["R"]) == ([3], 1, 4)
    proof = box["proof"]["home"]
    assert (proof["placed_runners"], proof["balances"]) == (2, True)
    text = box_text(box).splitlines()
    assert "  1 out when winning run was scored." in text
    assert "  Began in the bottom of the 9th, AAA 3, BBB 1." in text


def test_a_three_inning_game_the_home_team_leads(engine):  # noqa: F811
    lines = ["K"] * 3 + ["HR"] + ["K"] * 3 + ["K"] * 6 + ["K"] * 3
    box = play_game(engine, "three", lines, rules=Ruleset(innings=3))
    line = box["linescore"]
    assert (line["away"]["runs"], line["home"]["runs"]) == ([0, 0, 0], [1, 0, "x"])
    assert all(box["proof"][side]["balances"] for side in ("away", "home"))


def test_extra_innings_with_the_runner_on_second(engine):  # noqa: F811
    lines = ["K"] * 54 + ["radj a9 2", "HR", "K", "K", "K", "radj b9 2", "K", "K", "K"]
    box = play_game(engine, "ten", lines)
    line = box["linescore"]
    assert line["innings"] == list(range(1, 11))
    assert (line["away"]["runs"][-1], line["home"]["runs"][-1]) == (2, 0)
    for side in ("away", "home"):
        assert box["proof"][side]["placed_runners"] == 1
        assert box["proof"][side]["balances"]
    assert [p["IP"] for p in box["pitching"]["away"]] == ["10.0"]


def test_a_game_not_yet_started_and_one_in_progress(engine):  # noqa: F811
    box = play_game(engine, "g0", [])
    assert box["linescore"]["innings"] == []
    assert [len(box["batting"][side]) for side in ("away", "home")] == [9, 9]
    assert box["totals"]["batting"]["home"]["AB"] == 0
    box = play_game(engine, "g1", ["K", "S8", "bb"])
    assert (box["linescore"]["away"]["runs"], box["linescore"]["home"]["runs"]) == ([0], [None])
    assert "Proof so far -- AAA: AB 2" in box_text(box)
