"""The live scorecard on the game screen (F5): the boxes of the plays typed, in scorecard
notation, with their pitches, outs, RBI and runs; growing as lines are recorded while it is
shown, the entry line staying live; the other team (ctrl+o); substitutes under the starter
with a heavy line where they came in; a column more for a team that bats around; a Bottom of
the 9th game, which starts in the 9th; a watched game; and the box at bat kept in sight at
80×24."""

from __future__ import annotations

from pathlib import Path

from db.recording import record
from exports.scorecards.cells import read_plays
from stats.load import load
from tests.simulated_games import new_game
from tests.tui.conftest import SIZE, make_test_app
from tests.tui.test_game_record import LINES, active_values, from_script, plain_game
from tests.tui.waiting import until
from tui.widgets.scorecard_view import ScorecardView

DATA = Path(__file__).resolve().parents[1] / "data"
WATCH = {"mode": "watch", "away": "computer", "home": "computer"}


def card(app) -> list[str]:
    """The scorecard as drawn, whole (title, innings, every line of the grid)."""
    grid = app.screen.query_one(ScorecardView).grid
    return [grid.title.plain] + [f.plain + c.plain for f, c in grid.head + grid.body]


def on_screen(app) -> list[str]:
    """The scorecard's lines as they are on the screen now (scrolled)."""
    view = app.screen.query_one(ScorecardView)
    return [view.render_line(y).text for y in range(view.size.height)]


def box(app, slot: int, column: int = 0) -> list[str]:
    """The three lines inside a box of the team shown: slot `slot`, the `column`th column."""
    lines = card(app)
    start = next(n for n, line in enumerate(lines) if line.startswith(f" {slot} "))
    name = app.screen.query_one(ScorecardView).grid.name_width + 1
    left = name + column * 11
    return [line[left:left + 10] for line in lines[start:start + 3]]


async def opened(app, pilot, key: str, **arguments) -> ScorecardView:
    app.open_screen("game", key=key, **arguments)
    await until(pilot, lambda: app.screen.query(ScorecardView), "the game screen")
    await pilot.press("f5")
    view = app.screen.query_one(ScorecardView)
    await until(pilot, lambda: view.grid is not None and view.size.height, "the scorecard")
    return view


async def test_f5_shows_the_scorecard_of_the_team_at_bat_in_place_of_the_play_log(db_url,
                                                                                  engine):
    plain_game(engine, lines=LINES)  # AAA: 6-3, a walk, a steal, K, a two-run homer, F8
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        view = await opened(app, pilot, "g1")
        log = app.screen.query_one("#game-left")  # the play log, the at-bat under it
        assert not log.display and not app.screen.query_one("#game-panel").display
        assert card(app)[0].startswith("BBB batting")  # the bottom of the 1st: BBB at bat
        assert box(app, 1)[:2] == ["         ①", "K       ╱╲"]  # no pitches typed
        assert "at bat" in box(app, 2)[1]
        await pilot.press("ctrl+o")
        await until(pilot, lambda: card(app)[0].startswith("AAA batting"), "the other team")
        assert card(app)[0].split() == ["AAA", "batting", "R", "2", "H", "1", "E", "0", "LOB",
                                        "0"]
        assert box(app, 1) == ["BCX      ①", "6-3     ╱╲", "        ╲╱"]
        assert box(app, 2) == ["          ", "BB      ◢◣", "SB2     ◥◤"]  # walked, stole, scored
        assert box(app, 3)[:2] == ["         ②", "K       ╱╲"]
        assert box(app, 4)[:2] == ["        ••", "HR      ◢◣"]  # two RBI, the run filled
        assert box(app, 5)[:2] == ["BBCX     ③", "F8      ╱╲"]
        rows = card(app)
        assert [line.split("│")[:2] for line in rows if line.split("│")[0].strip() in
                ("R", "H", "E", "LOB")] == [[" " * 16 + "R ", "    2     "],
                                            [" " * 16 + "H ", "    1     "],
                                            [" " * 16 + "E ", "    0     "],
                                            [" " * 14 + "LOB ", "    0     "]]
        await pilot.press("f5")  # the same key puts the play log back
        await until(pilot, lambda: log.display and not view.display, "the play log back")
        await pilot.press("f5")
        await until(pilot, lambda: view.display, "the scorecard again")
        await pilot.press("escape")  # and Escape, without leaving the game
        await until(pilot, lambda: log.display and not view.display, "the play log by Escape")
        assert type(app.screen).__name__ == "GameScreen"


async def test_the_scorecard_grows_while_lines_are_recorded_under_it(db_url, engine):
    plain_game(engine, lines=LINES[:4])  # two out in the top of the 1st, a runner on second
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        view = await opened(app, pilot, "g1")
        assert card(app)[0].startswith("AAA batting") and "at bat" in box(app, 4)[1]
        await pilot.press("b", "enter")  # a pitch: the box at bat shows it
        await until(pilot, lambda: box(app, 4)[0].startswith("B "), "the pitch in the box")
        await pilot.press("x", *"HR", "enter")
        await until(pilot, lambda: box(app, 4)[1].startswith("HR"), "the home run")
        assert box(app, 4)[0] == "BX      ••" and box(app, 2)[1].endswith("◢◣")
        assert "at bat" in box(app, 5)[1] and view.display
        await pilot.press("u")  # undone: the box is empty again, the batter back up
        await until(pilot, lambda: "at bat" in box(app, 4)[1], "the home run undone")
        assert box(app, 4)[0].startswith("B ") and not box(app, 2)[1].endswith("◢◣")
        for keys in (("x", *"HR"), tuple("bbcx 8")):  # the third out: BBB bats, and is shown
            await pilot.press(*keys, "enter")
        await until(pilot, lambda: card(app)[0].startswith("BBB batting"), "the next half")
        assert "at bat" in box(app, 1)[1]
    assert active_values(engine, "g1") == LINES[:4] + ["b", "x HR", "bbcx 8"]


async def test_substitutes_are_under_the_starter_and_marked_where_they_came_in(db_url, engine):
    plain_game(engine, lines=["bcx 63", "W", 'sub pr1 "Pete Runner" away 2 PR',
                              'sub ph1 "Zed Pinch" away 3 PH', "x D8.1-H"])
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        await opened(app, pilot, "g1")
        lines = card(app)
        at = next(n for n, line in enumerate(lines) if line.startswith(" 2 2 A, 2b"))
        assert lines[at + 1].startswith("   Runner P, pr ")  # (at 100 columns: no room for
        assert lines[at + 4].startswith(" 3 3 A, ss") and lines[at + 5].startswith(  # "(PR 1)")
            "   Pinch Z, ph ")
        assert box(app, 2)[1:] == ["BB      ◢◣", "PR      ◥◤"]  # the runner's box, his run
        assert box(app, 3)[1:] == ["2B CF   ╱╲", "PH      ╲╱"]
        name = app.screen.query_one(ScorecardView).grid.name_width
        assert {lines[at + 4 + n][name] for n in (0, 1, 2)} == {"┃"}  # a heavy line before it


async def test_a_team_that_bats_around_gets_a_second_column(db_url, engine):
    plain_game(engine, lines=["W"] * 9)  # slot 1 is up again in the 1st
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        await opened(app, pilot, "g1")
        head = card(app)[1].split("│")
        assert [cell.strip() for cell in head[1:4]] == ["1", "", "2"]
        assert box(app, 1, 0)[1].startswith("BB") and "at bat" in box(app, 1, 1)[1]
        assert "R 6" in card(app)[0]  # six walked in


async def test_a_bottom_of_the_9th_game_starts_in_the_9th_and_its_visitors_do_not_bat(
        db_url, engine):
    game = "HOM202406010"
    lines = from_script(engine, game, DATA / "bot9" / f"{game}.txt")
    for line in lines[:6]:
        record(engine, game, line)
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        await opened(app, pilot, game)
        assert [cell.strip() for cell in card(app)[1].split("│")[1:-1]] == ["9"]
        assert box(app, 1) == ["BX        ", "1B      ╱╲", "        ╲╱"]
        await pilot.press("ctrl+o")
        await until(pilot, lambda: "do not bat" in card(app)[1], "the visitors' side")


async def test_a_watched_game_is_drawn_as_the_computer_plays_it(db_url, engine):
    new_game(engine, "w1", 8, WATCH, system="bot9")
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        view = await opened(app, pilot, "w1", step_delay=0)
        await until(pilot, lambda: app.screen.table.final, "the end of the game")
        stored = read_plays(load(engine, games=["w1"]).plays.sort("seq").collect().to_dicts())
        await until(pilot, lambda: [side.card for side in view.sides] == [stored[0], stored[1]],
                    "the whole game on the card")
        assert stored[1].cells


async def test_the_box_at_bat_stays_in_sight_at_80_by_24(db_url, engine):
    plain_game(engine, lines=["ccc"] * 31)  # the top of the 6th, AAA's 8th batter up
    app = make_test_app(db_url)
    async with app.run_test(size=(80, 24)) as pilot:
        view = await opened(app, pilot, "g1")
        await until(pilot, lambda: view.scroll_offset.y > 0, "the card scrolled down")
        shown = on_screen(app)
        assert shown[0].startswith("AAA batting") and shown[1].startswith(" Batter")
        assert any(line.startswith(" 8 8 A") for line in shown)  # names stay at the left
        assert "ꓘ" in "".join(shown)  # struck out looking: the K written backwards
        assert "6" in shown[1].split("│")[-1] or "6" in shown[1].split("│")[-2]
        await pilot.press("x", *"S7", "enter")  # the entry line records under it
        await until(pilot, lambda: any(line.startswith(" 9 9 A") for line in on_screen(app)),
                    "the next batter in sight")


async def test_the_scorecard_is_looked_around_and_the_keys_go_back_to_the_entry_line(db_url,
                                                                                    engine):
    plain_game(engine, lines=LINES)
    app = make_test_app(db_url)
    async with app.run_test(size=(80, 24)) as pilot:
        view = await opened(app, pilot, "g1")
        entry = app.screen.query_one("#entry")
        await pilot.press("pagedown")  # from the entry line, which keeps the focus
        await until(pilot, lambda: view.scroll_offset.y > 0, "a page down")
        assert entry.has_focus
        await pilot.press("l", "home")  # `l` goes to the card: the arrows and Home move it
        await until(pilot, lambda: view.has_focus and view.scroll_offset.y == 0, "its top")
        await pilot.press("down")
        await until(pilot, lambda: view.scroll_offset.y == 1, "a line down")
        await pilot.press("escape")  # back to the entry line, the card still shown
        await until(pilot, lambda: entry.has_focus, "the entry line")
        assert view.display
        await pilot.press("l", "f5")  # F5 from the card: the play log, the keys to the line
        await until(pilot, lambda: not view.display and entry.has_focus, "the play log back")
