"""The at-bat on the game screen (issue 18): the plate appearance's pitches with the count after
each, the batter's line today and his season line before this game, the pitcher's line today
and every pitcher's pitch count, shown from 30 rows and toggled by F8."""

from __future__ import annotations

import re

from db.recording import create_game, record
from engine.core.setup import GameSetup, LineupSpot, TeamSheet
from tests.db.conftest import POSITIONS
from tests.tui.conftest import make_test_app
from tests.tui.waiting import until
from tui.widgets.at_bat import AtBatView

#: AAA's first time through, an inning and a half: a1 singles, a2 walks, three fly outs,
#: BBB's side in order, then a6 to a8 out and BBB in order again (a9 is up in the 3rd).
FIRST_TIME_THROUGH = ["x S8/L", "bbbb", "x 7/F", "x 8/F", "x 9/F", "x 63/G", "x 43/G",
                      "x 53/G", "x 63/G", "cbfs", "x 8/F", "x 63/G", "x 43/G", "x 53/G"]


#: The last names of each team's batting order, the ninth pitching (Irwin, Stone).
NAMES = {"AAA": ("Abbott", "Baker", "Carter", "Dalton", "Ellis", "Foster", "Grant", "Hayes",
                 "Irwin"),
         "BBB": ("Kent", "Lopez", "Mason", "Nolan", "Ortiz", "Perez", "Quinn", "Reyes",
                 "Stone")}


def team(code: str, prefix: str) -> TeamSheet:
    """Nine players a1 … a9 ("Al Abbott" …) at tests/db/conftest.py's positions."""
    return TeamSheet(code, code, tuple(
        LineupSpot(f"{prefix}{slot}", f"Al {NAMES[code][slot - 1]}", slot, position)
        for slot, position in enumerate(POSITIONS, start=1)))


def plain_game(engine, key: str, lines=(), date: str = "2024-05-01",
               season: str | None = "2024") -> None:
    create_game(engine, key, "plain", GameSetup(away=team("AAA", "a"), home=team("BBB", "b")),
                date=date, season=season, control={"mode": "record"})
    for line in lines:
        record(engine, key, line)


#: The at-bat is written with its long labels from 62 cells: 66 at 120 columns.
SIZE = (120, 40)
#: A line of the at-bat: its label (words one space apart), two spaces or more, its words.
LINE = re.compile(r"(\S+(?: \S+)*) {2,}(.*)")


def at_bat_lines(app) -> dict[str, str]:
    """The at-bat's lines by label, as shown."""
    views = app.screen.query(AtBatView)
    if not views or not views.first().display:
        return {}
    text = views.first().render().plain
    return dict(LINE.fullmatch(line).groups() for line in text.splitlines())


async def opened(app, pilot, key: str) -> None:
    app.open_screen("game", key=key)
    await until(pilot, lambda: at_bat_lines(app).get("Season", "…") != "…",
                "the season read")


async def enter(pilot, *lines: str) -> None:
    for line in lines:
        await pilot.press(*line, "enter")


async def test_the_pitches_of_the_plate_appearance_and_their_count(db_url, engine):
    plain_game(engine, "g1")
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        await opened(app, pilot, "g1")
        assert at_bat_lines(app)["Pitches"] == "none yet"
        await enter(pilot, "b", "c", "f")
        await until(pilot, lambda: at_bat_lines(app)["Pitches"] == "B 1-0  C 1-1  F 1-2",
                    "the three pitches shown")
        await enter(pilot, "f")
        await until(pilot, lambda: at_bat_lines(app)["Pitches"].endswith("F 1-2  F 1-2"),
                    "a foul with two strikes shown")
        await enter(pilot, "x S8/L")  # a new batter: his pitches begin
        await until(pilot, lambda: at_bat_lines(app)["Pitches"] == "none yet",
                    "the pitches reset")
        shown = at_bat_lines(app)
        assert shown["Pitcher today"] == "0.0 IP  1 H  0 R  0 ER  0 BB  0 SO  5-4"
        assert shown["Pitch counts"] == "AAA Irwin 0 · BBB Stone 5"


async def test_the_batters_line_today_after_a_hit_and_a_walk(db_url, engine):
    plain_game(engine, "g1", FIRST_TIME_THROUGH)
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        await opened(app, pilot, "g1")
        assert at_bat_lines(app)["Batter today"] == "first time up"  # a9
        await enter(pilot, "x 63/G")
        await until(pilot, lambda: at_bat_lines(app)["Batter today"] == "1-for-1: 1B",
                    "a1's single")
        await enter(pilot, "x HR/F")
        await until(pilot, lambda: at_bat_lines(app)["Batter today"] == "0-for-0: BB",
                    "a2's walk")
        await enter(pilot, "x 7/F")
        await until(pilot, lambda: at_bat_lines(app)["Batter today"] == "0-for-1: F7",
                    "a3's fly out")
        pitcher = at_bat_lines(app)["Pitcher today"]
        assert pitcher.startswith("2.2 IP  2 H  1 R  1 ER  1 BB  1 SO  "), pitcher


async def test_the_season_line_is_the_games_before_this_one(db_url, engine):
    plain_game(engine, "earlier", ["x S8/L", "x HR/F", "bbbb"], date="2024-04-30")
    plain_game(engine, "later-season", ["x D7/L"], date="2024-06-01")  # after: not counted
    plain_game(engine, "other-season", ["x HR/F"], date="2024-04-01", season="2023")
    plain_game(engine, "g1")
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        await opened(app, pilot, "g1")
        assert at_bat_lines(app)["Season"] == "1.000/1.000/1.000, 0 HR, 0 RBI in 1 game"
        await enter(pilot, "x 63/G")
        await until(pilot, lambda: at_bat_lines(app)["Season"]
                    == "1.000/1.000/4.000, 1 HR, 2 RBI in 1 game", "a2's season")
        await enter(pilot, "x 63/G")
        await until(pilot, lambda: at_bat_lines(app)["Season"]
                    == "---/1.000/---, 0 HR, 0 RBI in 1 game", "a3's season: a walk")


async def test_a_batter_with_no_earlier_game_and_a_game_in_no_season(db_url, engine):
    plain_game(engine, "g1")
    plain_game(engine, "g2", season=None)
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        await opened(app, pilot, "g1")
        assert at_bat_lines(app)["Season"] == "first game"
        await opened(app, pilot, "g2")
        assert at_bat_lines(app)["Season"] == "this game is in no season"


async def test_the_pitchers_line_and_pitch_counts_after_a_pitching_change(db_url, engine):
    plain_game(engine, "g1", ["bcx S8/L", "bbbb", "cbfs"])
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        await opened(app, pilot, "g1")
        shown = at_bat_lines(app)
        assert shown["Pitcher today"] == "0.1 IP  1 H  0 R  0 ER  1 BB  1 SO  11-5", shown
        await enter(pilot, 'sub b10 "Bo Reliever" 1 9 1')
        await until(pilot, lambda: at_bat_lines(app)["Pitcher today"]
                    == "0.0 IP  0 H  0 R  0 ER  0 BB  0 SO  0-0", "the reliever's line")
        await enter(pilot, "b", "x 64(1)3/GDP")  # a4 into a double play: the side out
        await until(pilot, lambda: at_bat_lines(app).get("Pitch counts")
                    == "AAA Irwin 0 · BBB Stone 11, Reliever 2", "both pitch counts")
        await enter(pilot, "cx 8/F")
        await until(pilot, lambda: at_bat_lines(app)["Pitch counts"]
                    == "AAA Irwin 2 · BBB Stone 11, Reliever 2", "AAA's pitcher too")
        assert at_bat_lines(app)["Pitcher today"] == "0.1 IP  0 H  0 R  0 ER  0 BB  0 SO  2-2"


async def test_f8_hides_and_shows_the_at_bat(db_url, engine):
    plain_game(engine, "g1")
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        await opened(app, pilot, "g1")
        await pilot.press("f8")
        await until(pilot, lambda: not at_bat_lines(app), "the at-bat hidden")
        await enter(pilot, "b")  # counted when shown again
        await pilot.press("f8")
        await until(pilot, lambda: at_bat_lines(app).get("Pitches") == "B 1-0",
                    "the at-bat shown with the pitch")


async def test_at_100_by_32_the_at_bat_is_shown_written_closer(db_url, engine):
    plain_game(engine, "g1", ["bcx S8/L", "b"])
    app = make_test_app(db_url)
    async with app.run_test(size=(100, 32)) as pilot:
        await opened(app, pilot, "g1")
        await until(pilot, lambda: "Pitcher" in at_bat_lines(app), "the short labels")
        assert at_bat_lines(app) == {
            "Pitches": "B 1-0", "Batter": "first time up", "Season": "first game",
            "Pitcher": "0.0 IP 1 H 0 R 0 ER 0 BB 0 SO 4-2", "Counts": "AAA Irwin 0 · BBB Stone 4"}
