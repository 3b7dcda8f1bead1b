"""The batting contest screen (Nanyou 打擊競賽): people name themselves and agree the rounds,
roll for the picking order (a tie rolls again), pick their cards from the set, roll for the
batting order, bat — dice typed from the table or rolled by the app — and tied leaders play
off; every answer is stored as it is given, a contest resumes where it stopped, undo retracts."""

from __future__ import annotations

import sqlalchemy as sa
from textual.widgets import DataTable, OptionList, Static

from db.contests import list_contests, load_contest
from db.engine import make_engine
from db.migrate import upgrade
from scorebook.contest.store import app_die, people_contest
from tests.tui.conftest import SIZE, make_test_app


def text(app, selector: str) -> str:
    return str(app.screen.query_one(selector, Static).render())


def points(app) -> list[list[str]]:
    table = app.screen.query_one("#contest-points", DataTable)
    return [[str(cell) for cell in table.get_row_at(i)] for i in range(table.row_count)]


async def test_a_whole_contest_with_a_play_off_by_keys(db_url):
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("c")  # from the home screen
        await pilot.pause()
        assert type(app.screen).__name__ == "ContestScreen"
        assert text(app, "#contest-list-hint") == "No contest yet: n starts one."
        await pilot.press("n")
        await pilot.pause()
        await pilot.press(*"Ann", "enter")  # one player only
        assert text(app, ".error") == "A batting contest needs 2 or more players, not 1."
        assert list_contests(app.engine) == []
        await pilot.press(*", Bob", "tab", "backspace", "1", "enter")  # one round
        await pilot.pause()
        [stored] = list_contests(app.engine)
        assert text(app, "#contest-ask").startswith("Ann: one die for the picking order")
        await pilot.press("4", "4", "7")  # a tie (a 7 is no die: nothing happens) …
        assert "ties again" not in text(app, "#contest-story")
        await pilot.press("5", "3")  # … rolled again: Ann picks first
        assert text(app, "#contest-story").startswith(
            "Picking order (one die each): Ann 4, Bob 4; ties again: Ann 5, Bob 3 → Ann, Bob.")
        options = app.screen.query_one("#contest-options", OptionList)
        assert options.option_count == 30 and text(app, "#contest-ask").startswith("Ann: pick your card")
        await pilot.press("down", "down", "down", "down", "enter")  # N05
        assert options.option_count == 29  # N05 is Ann's
        await pilot.press("enter")  # Bob: N01
        await pilot.press("6", "6", "1", "2")  # the batting order: Ann 12, Bob 3
        await pilot.press("1", "6")  # round 1, Ann: a single
        assert points(app)[0] == ["Ann", "N05 柊 雅人", "1", "1B"]
        await pilot.press("u")  # her second die was mistyped …
        assert points(app)[0] == ["Ann", "N05 柊 雅人", "0", ""]
        await pilot.press("6")  # … and typed again
        await pilot.press("1", "6")  # Bob: a single too: tied at 1
        assert points(app) == [["Ann", "N05 柊 雅人", "1", "1B"], ["Bob", "N01 岩倉 剛志", "1", "1B"]]
        assert text(app, "#contest-ask").startswith("Round 2, Ann (N05 柊 雅人): two dice")
        await pilot.press("3", "3")  # the play-off: a double on doubles …
        assert text(app, "#contest-ask").startswith("Round 2, Ann (N05 柊 雅人): doubles (2B)")
        await pilot.press("enter", "5", "5")  # … she tries, doubles again: a home run
        await pilot.press("1", "4")  # Bob grounds out
        await pilot.pause()
        assert "Round 2 (play-off: Ann, Bob)" in text(app, "#contest-story")
        assert points(app) == [["Ann", "N05 柊 雅人", "5", "1B HR"],
                               ["Bob", "N01 岩倉 剛志", "1", "1B GO"]]
        assert text(app, "#contest-ask").startswith("Winner: Ann (N05 柊 雅人) with 5 points.")
    [summary] = list_contests(app.engine)
    assert (summary.id, summary.status, summary.rounds, summary.rounds_played, summary.winner,
            summary.players) == (stored.id, "final", 1, 2, "Ann", (("Ann", "N05", 5),
                                                                   ("Bob", "N01", 1)))
    contest = load_contest(make_engine(db_url), summary.id)
    assert [value for _, value in contest.state.answers] == [
        "4", "4", "5", "3", "N05", "N01", "6", "6", "1", "2", "1", "6", "1", "6",
        "3", "3", "yes", "5", "5", "1", "4"]
    assert contest.who[4:6] == ("Ann", "Bob") and contest.who[16] == "Ann"
    assert set(contest.who) - {"Ann", "Bob"} == {"scorekeeper"}
    with make_engine(db_url).connect() as conn:  # the mistyped die is kept, retracted
        assert conn.execute(sa.text("SELECT count(*) FROM contest_inputs WHERE retracted")
                            ).scalar_one() == 1


async def test_the_app_rolls_and_a_contest_resumes_where_it_stopped(db_url):
    engine = make_engine(db_url)
    upgrade(engine)
    contest_id = people_contest(engine, ["Ann", "Bob"], 2, seed=3)
    engine.dispose()
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        app.open_screen("contest")
        await pilot.pause()
        await pilot.press("enter")  # the list's only contest
        await pilot.press("space")  # Ann's die for the picking order: one die
        assert len(load_contest(app.engine, contest_id).state.answers) == 1
        await pilot.press("space")
    stored = load_contest(make_engine(db_url), contest_id)
    assert [value for _, value in stored.state.answers] == [app_die(3, 0), app_die(3, 1)]
    assert stored.who == ("dice", "dice")
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        app.open_screen("contest", contest_id=contest_id)  # closed and opened again
        await pilot.pause()
        assert text(app, "#contest-ask").endswith("pick your card: ↑ ↓ and Enter.")  # Ann 5, Bob 3
        await pilot.press("enter", "enter")  # Ann's pick, then Bob's
        await pilot.press("space")  # a batting-order roll: both dice at once
        stored = load_contest(app.engine, contest_id)
        assert [value for _, value in stored.state.answers][4:] == [app_die(3, 4), app_die(3, 5)]
        assert text(app, "#contest-ask").startswith("Bob: two dice for the batting order (first die)")


async def test_the_new_contest_dialog_refuses_in_one_line_and_stores_nothing(db_url):
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        app.open_screen("contest")
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        await pilot.press(*"Ann, ann", "enter")
        assert text(app, ".error") == "Two players are called 'ann': give each his own name."
        await pilot.press("backspace", "backspace", "backspace", *"Bob", "tab", "backspace",
                          *"x", "enter")
        assert text(app, ".error") == "The rounds agreed are a whole number from 1 to 2147483647, not 'x'."
        await pilot.press("backspace", "0", "enter")
        assert text(app, ".error") == "A batting contest needs 1 or more rounds, not 0."
        assert list_contests(app.engine) == []
        await pilot.press("escape")
        await pilot.pause()
        assert text(app, "#contest-list-hint") == "No contest yet: n starts one."
