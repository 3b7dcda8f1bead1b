"""The hint under the game screen's entry line (issue 18, "help while typing"): as a Nanyou,
Pizza Box, Unlimited Nine or plain line is typed, what Enter will record is said before Enter,
and Enter then records exactly that; a line stopped short says what it still lacks; an answer
typed to a person's question says which answer it gives."""

from __future__ import annotations

from contextlib import asynccontextmanager

from textual.widgets import Static

from db.recording import record
from db.replay import game_state
from scorebook.play_call import call
from tests.tui.conftest import SIZE, make_test_app
from tests.tui.test_game_play import to_a_long_question
from tests.tui.test_game_record import DATA, active_values, from_script, plain_game
from tests.tui.test_pizzabox import pizzabox_game
from tests.tui.waiting import until
from tui.widgets.ask_panel import AskPanel
from tui.widgets.entry_line import EntryInput

SCRIPTS = {"nanyou": DATA / "nanyou" / "HAR202405180.txt",
           "pizzabox": DATA / "pizzabox" / "RED202605020.txt",
           "unlimited9": DATA / "unlimited9" / "RED202606060.txt"}


def message(app) -> str:
    return str(app.screen.query_one("#entry-message", Static).render())


def table_game(engine, system: str, lines: int) -> None:
    """Game g1 of the system's script, its first `lines` lines recorded."""
    for line in from_script(engine, "g1", SCRIPTS[system])[:lines]:
        record(engine, "g1", line)


async def typed_then_entered(pilot, engine, line: str, said: str) -> None:
    """Type `line` key by key: the hint says `said` before Enter and nothing is stored; then
    Enter stores the line, and its rows are said in the same words."""
    app = pilot.app
    inputs, rows = active_values(engine, "g1"), len(game_state(engine, "g1").records)
    await pilot.press(*line)
    await until(pilot, lambda: message(app) == said, f"the hint {said!r}")
    assert app.screen.query_one(EntryInput).value == line and active_values(engine, "g1") == inputs
    await pilot.press("enter")
    await until(pilot, lambda: active_values(engine, "g1") == inputs + [line], "the line stored")
    made = game_state(engine, "g1").records[rows:]
    if made:
        teams = game_state(engine, "g1").game.teams
        assert said.startswith("Enter records: ") and call(made, {
            **teams[0].names, **teams[1].names}) in said


@asynccontextmanager
async def on_the_game_screen(db_url, key: str = "g1"):
    """Game `key` open on the game screen (the computer and the cards answering at once)."""
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        app.open_screen("game", key=key, step_delay=0)
        await until(pilot, lambda: isinstance(app.focused, EntryInput), "the entry line")
        yield pilot


async def test_a_nanyou_line_stopped_short_says_what_it_lacks_and_goes_on(db_url, engine):
    table_game(engine, "nanyou", 3)
    async with on_the_game_screen(db_url) as pilot:
        await typed_then_entered(pilot, engine, "1", "Still to type: Offense: one die for the "
                                                     "pitch (Enter keeps what is typed)")
        await typed_then_entered(pilot, engine, "1 26 55", "Enter records: in play: reached on "
                                 "an error by the third baseman, runner from second to third")
        # (its b f w h record at one key on an empty line: after the dice they are typed)
        await typed_then_entered(pilot, engine, "14 b f s", "Enter records: ball, ball, foul, "
                                                            "called strike")


async def test_a_pizzabox_line_is_said_card_by_card(db_url, engine):
    table_game(engine, "pizzabox", 3)
    async with on_the_game_screen(db_url) as pilot:
        await pilot.press("q")
        await until(pilot, lambda: message(pilot.app) == "Cannot be recorded: 'q' is not a "
                    "hitter's card: w SWING, t TAKE, s STEAL, b BUNT.", "the refusal")
        await pilot.press("backspace")
        await until(pilot, lambda: message(pilot.app) == "", "the hint gone with the line")
        await typed_then_entered(pilot, engine, "w", "Enter records: SWING; still to type: the "
                                                     "pitcher's card (K B P)")
        await typed_then_entered(pilot, engine, "K HA07", "Enter records: single to left")
        await typed_then_entered(pilot, engine, "t B GO63", "Enter records: ground out 6-3")


async def test_an_unlimited_nine_line_says_its_event_and_its_play(db_url, engine):
    table_game(engine, "unlimited9", 0)
    async with on_the_game_screen(db_url) as pilot:
        await typed_then_entered(pilot, engine, "oe E31 o1r d1b", "Enter records: the offence "
                                 "plays Cheer Squad (Louder!); ground out 4-3")
        await typed_then_entered(pilot, engine, "o2g d2g", "Enter records: single to left")


async def test_a_plain_line_says_where_the_ball_went_and_the_runners(db_url, engine):
    plain_game(engine, lines=["W"])
    async with on_the_game_screen(db_url) as pilot:
        await typed_then_entered(pilot, engine, "bcx S8/L.1-3", "Enter records: ball, called "
                                 "strike, in play: single to center, runner from first to third")


async def test_an_answer_typed_to_a_question_says_which_answer_it_gives(db_url, engine):
    pizzabox_game(engine, "g1", "computer", level="A")  # the person bats first: SWING or TAKE
    async with on_the_game_screen(db_url) as pilot:
        app = pilot.app
        assert app.screen.table.ask().key == "hitter"
        dealt = active_values(engine, "g1")  # the cards dealt before the person is asked
        await pilot.press(*"TA")
        await until(pilot, lambda: message(app) == "Still to type: TAKE", "what is missing")
        await pilot.press(*"KE")
        await until(pilot, lambda: message(app) == "Enter answers: TAKE", "the answer named")
        await pilot.press(*"X")
        await until(pilot, lambda: message(app).startswith("Cannot be recorded: "), "a refusal")
        await pilot.press("backspace", "enter")
        await until(pilot, lambda: active_values(engine, "g1")[:len(dealt) + 1] == dealt + ["TAKE"],
                    "TAKE stored")


async def test_a_number_typed_for_a_list_of_answers_names_the_answer(db_url, engine):
    key, options = to_a_long_question(engine, 0)  # a solo batter's abilities: more than nine
    async with on_the_game_screen(db_url, key) as pilot:
        app, panel = pilot.app, pilot.app.screen.query_one(AskPanel)
        before = len(active_values(engine, key))
        await pilot.press("1", "2")  # typed, then Enter: "1" could begin "12"
        await until(pilot, lambda: message(app) == f"Enter answers: {panel.labels[11]}",
                    "answer 12 named")
        await pilot.press("enter")
        await until(pilot, lambda: active_values(engine, key)[before:before + 1] == [options[11]],
                    "answer 12 stored")
