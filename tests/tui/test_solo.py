"""The solo season screen: a season started from its dialog, a game the computer manages with
the table showing the MP `scorebook solo show` shows, the deck and discard (hidden under
Manager of the Year), a game opened on the game screen and finished on coming back, the
season sheet, and 80×24."""

from __future__ import annotations

import json

from sqlmodel import Session as DbSession
from sqlmodel import select
from textual.widgets import DataTable, Static
from typer.testing import CliRunner

from db import solo as solo_db
from db.engine import make_engine
from db.games import game_control
from db.migrate import upgrade
from db.models import Game
from db.replay import active_inputs, game_state
from engine.systems.bot9.solo import board
from scorebook.cli import app as cli
from scorebook.solo_season import new_season, next_game, play_game, play_next
from tests.tui.conftest import SIZE, make_test_app
from tui.widgets.ask_panel import AskPanel
from tui.widgets.solo_deck import discard_labels


class Enough(Exception):
    pass


def database(db_url):
    engine = make_engine(db_url)
    upgrade(engine)
    return engine


def text(app, selector: str) -> str:
    return str(app.screen.query_one(selector, Static).render())


def sheet(app) -> list[list[str]]:
    table = app.screen.query_one("#solo-games", DataTable)
    return [[str(cell) for cell in table.get_row_at(i)] for i in range(table.row_count)]


def stored(engine, key: str) -> list[tuple]:
    """The game's active inputs as the database holds them."""
    with DbSession(engine) as db:
        game = db.exec(select(Game).where(Game.key == key)).one()
        return [(i.seq, i.ask_key, i.value, i.who) for i in active_inputs(db, game)]


def stop_midway(engine, season: int, answers: int) -> str:
    """Deal the season's next game and let the computer give `answers` answers of it."""
    game = next_game(engine, season)
    given = []

    def count(session):
        given.append(1)
        if len(given) == answers:
            raise Enough

    try:
        play_game(engine, game.game.key, game.session, answered=count)
    except Enough:
        pass
    return game.game.key


async def test_a_new_season_from_the_dialog(db_url):
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        app.open_screen("solo")
        await pilot.pause()
        assert "No solo season yet" in text(app, "#solo-list-hint")
        await pilot.press("n")
        await pilot.pause()
        await pilot.press(*"Spring", "tab", *"4x", "enter")
        assert "whole number" in text(app, "#solo-new-error")
        await pilot.press("backspace", "2", "tab")
        for _ in range(5):  # five batters only: B01 … B05
            await pilot.press("space", "down")
        await pilot.press("ctrl+s")  # Start, the list keeping the focus
        assert "must be 6 different batter cards" in text(app, "#solo-new-error")
        assert solo_db.seasons(app.engine) == []  # nothing stored
        await pilot.press("space")  # the sixth, B06
        assert text(app, "#solo-order") == "Batting order: B01 B02 B03 B04 B05 B06"
        await pilot.click("#solo-hof")
        await pilot.click("#solo-start")
        await pilot.pause()
        [season] = solo_db.seasons(app.engine)
        assert (season.name, season.seed) == ("Spring", 42)
        assert season.options["batters"] == ["B01", "B02", "B03", "B04", "B05", "B06"]
        assert (season.options["hof"], season.options["moty"], season.options["veteran"]) == \
            (True, False, False)
        assert type(app.screen).__name__ == "SoloScreen"
        assert "Spring" in text(app, "#solo-title") and "Hall of Fame" in text(app, "#solo-title")
        assert [row[0] for row in sheet(app)] == ["1", "2", "3", "4", "5", "6"]
        assert "Game 1 of 6 is dealt when you play it" in text(app, "#solo-now")


async def test_the_computer_plays_a_game_and_the_sheet_shows_its_mp(db_url):
    engine = database(db_url)
    season = new_season(engine, "Auto", 7)
    for _ in range(5):
        play_next(engine, season)
    engine.dispose()
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        app.open_screen("solo")  # the latest unfinished season opens by itself
        await pilot.pause()
        assert sheet(app)[5] == ["6", "", "", "", ""] and "rating comes after game 6" in \
            text(app, "#solo-totals")
        await pilot.press("a")
        await app.workers.wait_for_complete()
        await pilot.pause()
        shown = sheet(app)
        totals, now = text(app, "#solo-totals"), text(app, "#solo-now")
    out = CliRunner().invoke(cli, ["--db", db_url, "solo", "show", str(season), "--format",
                                   "json"])
    data = json.loads(out.output)
    assert len(data["games"]) == 6 and data["games"][5]["result"]
    assert shown == [[str(g["n"]), g["situation"], g["result"], str(g["innings"]), str(g["mp"])]
                     for g in data["games"]]
    assert totals == (f"Wins {data['wins']} · MP {data['mp_games']} + bonus {data['bonus']} = "
                      f"{data['mp_total']} · {data['rating']}")
    assert now == f"The season is over: {data['rating']}. x prints its sheet."


async def test_the_deck_and_the_discard_and_manager_of_the_year(db_url):
    engine = database(db_url)
    open_season = new_season(engine, "Open", 3)
    hidden_season = new_season(engine, "Hidden", 3, moty=True)
    keys = {season: stop_midway(engine, season, 12) for season in (open_season, hidden_season)}
    states = {season: game_state(engine, key).state for season, key in keys.items()}
    engine.dispose()
    assert all(state.solo.discard for state in states.values())  # something to show or hide
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        app.open_screen("solo", season_id=open_season)
        await pilot.pause()
        state = states[open_season]
        deck = text(app, "#solo-deck")
        assert f"Pitch deck: {len(state.solo.deck)} cards, face down" in deck
        labels = discard_labels(state.options.solo_cards, board(state).discard)
        assert " ".join(f"Discard (oldest first): {' · '.join(labels)}".split()) in \
            " ".join(deck.split())
        situation = state.options.solo_cards.situations[state.options.situation]
        assert f"Situation: {situation.name}" in text(app, "#solo-situation")
        effect = state.options.solo_cards.effects[state.options.effect]
        assert f"Effect: {effect.name}" in text(app, "#solo-effect")
        await pilot.press("l")
        await pilot.pause()
        await pilot.press("enter")  # the newest season first: the hidden one
        await pilot.pause()
        assert app.screen.season_id == hidden_season
        state = states[hidden_season]
        deck = " ".join(text(app, "#solo-deck").split())
        assert f"Pitch deck: {len(state.solo.deck)} cards" in deck
        assert "Discard (oldest first): face down (Manager of the Year)" in deck
        cards = state.options.solo_cards
        for name in discard_labels(cards, state.solo.discard):
            assert name not in deck


async def test_p_opens_the_game_screen_and_a_game_over_is_finished_on_coming_back(
        db_url, monkeypatch):
    monkeypatch.setattr("tui.screens.game.STEP_DELAY", 0)  # the computer answers at once
    engine = database(db_url)
    season = new_season(engine, "Played", 5)
    engine.dispose()
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        app.open_screen("solo", season_id=season)
        await pilot.pause()
        await pilot.press("p")
        await pilot.pause()
        key = solo_db.game_key(season, 1)
        assert game_control(app.engine, key) == {"mode": "play", "away": "computer",
                                                 "home": "person"}
        assert type(app.screen).__name__ == "GameScreen" and app.screen.key == key
        for _ in range(4):  # the person answers (guesses the pitch …); the dice follow
            listed = app.screen.query_one(AskPanel).listed  # more than nine answers: 1, Enter
            await pilot.press("1", *(["enter"] if listed else []))
        who = [stored.who for stored in app.screen.table.inputs]
        assert who.count("offense") == 4 and "chance" in who
        assert [(i.seq, i.value, i.who) for i in app.screen.table.inputs] == \
            [(seq, value, who) for seq, _, value, who in stored(app.engine, key)]
        # The rest of the game is played on (here by the computer, as `solo play --auto`).
        session = game_state(app.engine, key)
        play_game(app.engine, key, session)
        assert session.game.final and solo_db.season_games(app.engine, season)[0].result == ""
        await pilot.press("escape")
        await pilot.pause()
        assert type(app.screen).__name__ == "SoloScreen"
        [game] = solo_db.season_games(app.engine, season)
        assert game.result
        assert sheet(app)[0][2:] == [game.result, str(session.game.inning), str(game.mp)]
        assert "Game 2 of 6 is dealt when you play it" in text(app, "#solo-now")


async def test_r_asks_the_cards_dealt_and_records_from_the_table(db_url):
    engine = database(db_url)
    season = new_season(engine, "Table", 5)
    engine.dispose()
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        app.open_screen("solo", season_id=season)
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        assert type(app.screen).__name__ == "SoloDealDialog"
        assert app.screen.query_one("#solo-deal-situation").value == "S1"  # always the opener
        await pilot.press(*"E9", "tab", *"P02", "enter")
        await pilot.pause()
        assert str(app.screen.query_one("#solo-deal-error", Static).render()) == (
            "info option.effect: there is no Effect card 'E9' (the cards are E1, E2, E3, E4, "
            "E5, E6).")
        assert solo_db.season_games(app.engine, season) == []  # nothing dealt
        app.screen.query_one("#solo-deal-effect").value = "E5"
        await pilot.click("#solo-deal-save")
        await pilot.pause()
        key = solo_db.game_key(season, 1)
        assert game_control(app.engine, key)["mode"] == "record"
        session = game_state(app.engine, key)
        assert session.options["entry"] == "table" and session.options["drawn"] == "on"
        assert session.options["effect"] == "E5" and session.game.pitcher.endswith("p02")
        assert type(app.screen).__name__ == "GameScreen" and app.screen.key == key
        await pilot.press("escape")  # a game in progress: leaving it is asked, Enter leaves
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("a")
        await pilot.pause()
        assert text(app, "#solo-error") == "Game 1 is recorded from the table: r continues it."
        assert solo_db.game_progress(app.engine, key)[1] == 0  # nothing changed
        assert "Pitch deck: 13 cards, face down" in text(app, "#solo-deck")


async def test_the_sheet_pdf_and_80_by_24(db_url, tmp_path, monkeypatch):
    engine = database(db_url)
    season = new_season(engine, "Small", 9, veteran=True)
    stop_midway(engine, season, 8)
    engine.dispose()
    monkeypatch.chdir(tmp_path)
    app = make_test_app(db_url)
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_screen("solo", season_id=season)
        await pilot.pause()
        assert "Veteran" in text(app, "#solo-title")
        assert app.screen.query_one("#solo-cards").display
        await pilot.press("x")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert (tmp_path / f"solo-season-{season}.pdf").read_bytes().startswith(b"%PDF")
        (tmp_path / "blocked").mkdir()
        (tmp_path / "blocked" / f"solo-season-{season}.pdf").mkdir()  # a folder in the way
        monkeypatch.chdir(tmp_path / "blocked")
        await pilot.press("x")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert text(app, "#solo-error").startswith("Can't write the season sheet to ")
