"""Playing on the game screen: a person against the computer, answering by number keys while
the computer and the dice answer the rest; a solo batter's question of more than nine answers,
a list chosen by the arrows or by a typed number; the line score before the first pitch and
what a number pressed while the cards and dice fall says; the game resumed after closing the
app; a game the computer plays against itself, watched with the speed keys."""

from __future__ import annotations


from textual.widgets import Static

from db.games import game_summary
from db.replay import game_state, rebuild
from scorebook.solo_season import new_season, next_game
from scorebook.table_answerers import PERSON
from scorebook.table_play import TableGame
from tests.tui.conftest import SIZE, make_test_app
from tests.tui.waiting import until
from tui.widgets.ask_panel import AskList, AskPanel
from tui.widgets.entry_line import EntryInput
from tui.widgets.line_score import LineScoreView
from tui.widgets.field import Field
from tui.widgets.watch_bar import WatchBar
from tests.simulated_games import new_game

AGAINST = {"mode": "play", "away": "computer", "home": "person"}
WATCH = {"mode": "watch", "away": "computer", "home": "computer"}




def inputs(engine, key: str) -> list:
    return TableGame(engine, key).inputs


def to_a_long_question(engine, seed: int) -> tuple[str, tuple[str, ...]]:
    """Deal a solo season's first game and play it, the batter using every ability he is
    offered, up to a question of more than nine answers: the game's key and the answers."""
    key = next_game(engine, new_season(engine, "Long", seed)).game.key
    table = TableGame(engine, key)
    while (ask := table.ask()) is not None:
        if table.whose(ask) != PERSON:
            table.computer_step()
        elif len(ask.options) > 9:
            return key, ask.options
        else:
            table.answer(ask.options[-1])
    raise AssertionError("the game ended before a question of more than nine answers")


def message(app) -> str:
    return str(app.screen.query_one("#entry-message", Static).render())


async def test_a_game_against_the_computer_answered_by_number_keys(db_url, engine):
    new_game(engine, "p1", 35, AGAINST)
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        app.open_screen("game", key="p1", step_delay=0)
        await pilot.pause()
        panel = app.screen.query_one(AskPanel)
        answered = 0
        while not app.screen.table.final and answered < 200:
            assert panel.has_class("-asking") and panel.options  # the person is asked
            await pilot.press("1")
            answered += 1
        assert app.screen.table.final and answered > 0
        assert "Final" in str(app.screen.query_one("#game-final", Static).render())
    assert game_summary(engine, "p1").status == "final"
    stored = inputs(engine, "p1")
    mine = [i for i in stored if i.who == "offense"]
    assert len(mine) == answered and {i.who for i in stored} >= {"offense", "chance"}
    session = game_state(engine, "p1")
    assert rebuild(engine, "p1").inputs == len(stored)
    assert game_state(engine, "p1").game == session.game


async def test_more_than_nine_answers_are_a_list_chosen_by_the_arrows_or_a_typed_number(
        db_url, engine):
    key, options = to_a_long_question(engine, 0)  # use an ability? every combination of them
    assert len(options) > 12
    app = make_test_app(db_url)
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_screen("game", key=key, step_delay=0)
        await pilot.pause()
        panel, answers = app.screen.query_one(AskPanel), app.screen.query_one(AskList)
        entry = app.screen.query_one(EntryInput)
        assert panel.listed and answers.display and not panel.query_one("#ask-options").display
        assert answers.option_count == len(options)
        assert str(answers.get_option_at_index(9).prompt) == f"10 {options[9]}"
        assert 3 <= answers.size.height <= 4 and answers.max_scroll_y > 0  # bounded: it scrolls
        assert entry.region.bottom <= 24 and app.screen.query_one("#game-panel").region.height
        before = len(inputs(engine, key))
        await pilot.press("down", "down", "enter")  # the entry line keeps the focus
        assert entry.has_focus and inputs(engine, key)[before].value == options[2]
        await pilot.press("u")  # back to the batter's question
        assert panel.options == options and len(inputs(engine, key)) == before
        assert answers.highlighted == 0
        await pilot.press("1")  # "1" could begin "12": typed, nothing answered yet
        assert entry.value == "1" and len(inputs(engine, key)) == before
        await pilot.press("2")
        assert answers.highlighted == 11 and answers.scroll_y > 0  # the list shows answer 12
        await pilot.press("enter")
        assert inputs(engine, key)[before].value == options[11]
        await pilot.press("u", "2", "down")  # the arrows take over from a number being typed
        assert entry.value == "" and answers.highlighted == 2
        await pilot.press("=")  # the line is still the line
        assert entry.value == "=" and len(inputs(engine, key)) == before


async def test_before_the_first_pitch_the_line_score_has_its_inning_and_a_card_is_awaited(
        db_url, engine):
    key = next_game(engine, new_season(engine, "First", 5)).game.key
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        app.open_screen("game", key=key, step_delay=30)  # the dice take their time
        await pilot.pause()
        head, away, home = str(app.screen.query_one(LineScoreView).render()).splitlines()
        assert head.split() == ["9", "R", "H", "E"]  # a game begun in the bottom of the 9th
        assert away.split()[1] == "-" and home.split()[1:] == ["0", "0", "0"]
        await pilot.press("1")  # the batter's first answer; the pitch deck is next
        assert len(inputs(engine, key)) == 1
        await pilot.press("1")  # not asked: said, nothing stored
        assert message(app) == "Drawing a card…" and len(inputs(engine, key)) == 1
        # At 100 columns the system's panel has its lines' width (45 with its border).
        panel = app.screen.query_one("#game-panel")
        assert panel.outer_size.width == 45
        assert "Pitching" in str(panel.query_one(".panel-body").content)


async def test_an_unfinished_game_resumes_where_it_stopped_after_closing_the_app(db_url, engine):
    new_game(engine, "p2", 4, AGAINST)
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        app.open_screen("game", key="p2", step_delay=0)
        await pilot.pause()
        for _ in range(3):
            await pilot.press("2")
        panel = app.screen.query_one(AskPanel)
        asked = (str(panel.query_one("#ask-title", Static).render()), panel.options)
        shown = str(app.screen.query_one(Field).render())
        game = app.screen.table.session.game
        assert not app.screen.table.final
    app = make_test_app(db_url)  # the app closed; opened again on the same database
    async with app.run_test(size=SIZE) as pilot:
        app.open_screen("game", key="p2", step_delay=0)
        await pilot.pause()
        panel = app.screen.query_one(AskPanel)
        assert (str(panel.query_one("#ask-title", Static).render()), panel.options) == asked
        assert str(app.screen.query_one(Field).render()) == shown
        assert app.screen.table.session.game == game
        before = len(app.screen.table.inputs)
        await pilot.press("1")
        assert len(inputs(engine, "p2")) > before


async def test_a_computer_game_is_watched_with_the_speed_keys(db_url, engine):
    new_game(engine, "w1", 26, WATCH)
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        app.open_screen("game", key="w1")
        await pilot.pause()
        bar = app.screen.query_one(WatchBar)
        assert bar.running and "speed 3 of 6" in str(bar.render())
        await pilot.press("space")
        assert not bar.running and "Paused" in str(bar.render())
        paused = len(inputs(engine, "w1"))
        await pilot.pause()
        # Paused: no answer is on its way (none will come however long one waits), none played.
        assert app.screen.turns.timer is None and app.screen.turns.delay() is None
        assert len(inputs(engine, "w1")) == paused
        await pilot.press("full_stop")
        assert len(inputs(engine, "w1")) == paused + 1
        await pilot.press("plus", "plus", "plus", "plus")
        assert "speed 6 of 6" in str(bar.render())
        await pilot.press("minus")
        assert "speed 5 of 6" in str(bar.render())
        await pilot.press("plus", "space")
        assert bar.running
        await until(pilot, lambda: app.screen.table.final, "the watched game played to its end")
        assert "Game over" in str(bar.render())
        await pilot.press("u")  # watching: the keys that change the game do nothing
    assert game_summary(engine, "w1").status == "final"
    assert game_state(engine, "w1").game == TableGame(engine, "w1").session.game
