"""The new-game screen: a plain game recorded from the rosters, a Bottom of the 9th game against
the computer with its options, a refused lineup (the system's sentence, nothing created), and
the screen at 80×24 with every control reachable by Tab."""

from __future__ import annotations

import json

from sqlmodel import Session as DbSession
from sqlmodel import select
from textual.widgets import Button, Input, OptionList, Select, Static

from db.game_options import options_of
from db.games import game_summary, list_games, team_names
from db.replay import game_state
from db.models import Game, LineupEntry
from db.series import create_series, list_series
from db.setup_codec import setup_from_json
from engine.systems.bot9.solo.cards import load_solo_cards
from scorebook.table_play import TableGame
from db.rosters import add_player, add_team
from tests.tui.conftest import SIZE, keys_at_once, make_test_app
from tui.screens.new_game import NewGameScreen
from tui.widgets.options_form import OptionsForm

ROSTER = ("1", "2", "3", "4", "5", "6", "7", "8", "9 7", "1")


def teams_with_rosters(engine) -> None:
    for code in ("AAA", "BBB"):
        add_team(engine, code, f"Team {code}")
        for n, positions in enumerate(ROSTER):
            add_player(engine, code, f"{code.lower()}{n:02d}", f"{code} Player {n}", str(n + 1),
                       positions)


async def open_new_game(app, pilot) -> NewGameScreen:
    teams_with_rosters(app.engine)
    app.open_screen("new_game")
    await pilot.pause()
    assert isinstance(app.screen, NewGameScreen)
    return app.screen


async def choose(pilot, screen, selector: str, value) -> None:
    """Choose `value` and let the screen finish with it: its handler may wait for a reshape
    of the lineup cards a worker is doing (a busy machine: one pause is not enough)."""
    screen.query_one(selector, Select).value = value
    await pilot.pause()
    await screen.app.workers.wait_for_complete()
    await pilot.pause()


async def until(pilot, condition, pauses: int = 500) -> None:
    """Let the app run until `condition()` holds: a handler that awaits a reshape of the
    lineup cards may finish several idle moments after the choice (a loaded machine)."""
    for _ in range(pauses):
        if condition():
            return
        await pilot.pause()
    assert condition()


async def choose_teams(pilot, screen) -> None:
    """AAA at BBB, and the screen done with them: the game id suggested from the home team,
    the series between them offered (the last things the choice of a team updates)."""
    await choose(pilot, screen, "#away-team", "AAA")
    await choose(pilot, screen, "#home-team", "BBB")
    await until(pilot, lambda: screen.query_one("#key", Input).value.startswith("BBB")
                and screen.team("away")[0] == "AAA" and screen.series_offered == ("AAA", "BBB"))


async def played_game(pilot, screen, system: str, mode: str, seed: str) -> None:
    """Choose a game of `system` played in `mode` with `seed`, AAA at BBB."""
    await choose(pilot, screen, "#system", system)
    await choose(pilot, screen, "#mode", mode)
    screen.query_one("#seed", Input).value = seed
    await choose(pilot, screen, "#away-team", "AAA")
    await choose(pilot, screen, "#home-team", "BBB")


def stored(engine, key: str) -> tuple[Game, list[LineupEntry]]:
    with DbSession(engine) as db:
        game = db.exec(select(Game).where(Game.key == key)).one()
        return game, list(db.exec(select(LineupEntry).where(LineupEntry.game_id == game.id)))


async def test_a_plain_game_is_recorded_from_the_rosters(db_url):
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(app, pilot)
        await choose_teams(pilot, screen)
        key = screen.query_one("#key", Input).value
        assert key.startswith("BBB") and key.endswith("0")
        await pilot.press("f3")
        assert screen.query_one("#home-player-9", Select).value == "bbb00"
        await pilot.press("ctrl+s")
        await until(pilot, lambda: type(app.screen).__name__ == "GameScreen")
        game, starters = stored(app.engine, key)
    assert (game.system, game.away, game.home) == ("plain", "AAA", "BBB")
    assert json.loads(game.control) == {"mode": "record", "away": "person", "home": "person"}
    assert sorted((s.side, s.slot, s.position) for s in starters if s.player_id == "aaa00") \
        == [(0, 9, 1)]
    assert len(starters) == 18


async def test_a_bot9_game_against_the_computer_keeps_its_options_and_control(db_url):
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(app, pilot)
        await choose(pilot, screen, "#system", "bot9")
        await choose(pilot, screen, "#mode", "computer")
        await choose(pilot, screen, "#computer", "away")
        assert screen.query_one("#seed", Input).display
        screen.query_one("#seed", Input).value = "42"
        screen.query_one(OptionsForm).set_value("running", "variant")
        await choose(pilot, screen, "#away-team", "__new__")  # a team typed in
        screen.query_one("#away-code", Input).focus()
        await pilot.press(*"new", "tab", *"Newcomers")
        await choose(pilot, screen, "#home-team", "BBB")
        assert not screen.query("#away-player-1")  # the visitors only pitch
        await pilot.press("f3")
        assert screen.query_one("#away-pitcher", Select).value != Select.NULL
        key = screen.query_one("#key", Input).value
        await pilot.press("f2")
        await pilot.pause()
        game, starters = stored(app.engine, key)
    assert json.loads(game.control) == {"mode": "play", "away": "computer", "home": "person"}
    assert game.away == "NEW" and team_names(app.engine, ["NEW"]) == {"NEW": "Newcomers"}
    options = json.loads(game.options)
    assert (options["running"], options["entry"], game.seed) == ("variant", "dice", 42)
    assert sorted(s.slot for s in starters if s.side == 1) == [1, 2, 3, 4, 5, 6]


async def test_a_bot9_game_from_a_situation_card_with_the_tenth_inning_is_watched(db_url):
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(app, pilot)
        await played_game(pilot, screen, "bot9", "watch", "1")
        assert not screen.query("#home-pitcher")  # the base game: the home team only bats
        form = screen.query_one(OptionsForm)
        form.set_value("situation", "S1")
        form.set_value("extra", "on")
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert screen.query("#away-player-6") and screen.query("#home-bullpen")
        await pilot.press("f3")
        assert screen.query_one("#home-pitcher", Select).value != Select.NULL
        assert screen.query_one("#away-player-1", Select).value != Select.NULL
        key = screen.query_one("#key", Input).value
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert type(app.screen).__name__ == "GameScreen"
        game, starters = stored(app.engine, key)
    card = load_solo_cards().situations["S1"]
    setup = setup_from_json(game.setup)
    assert (setup.situation.inning, setup.situation.outs, setup.situation.score,
            len(setup.situation.runners)) == (card.inning, card.outs, card.score,
                                              len(card.runners))
    assert setup.rules.extra_innings and not setup.rules.ties_allowed
    assert sorted((s.side, s.slot) for s in starters if s.position == 1) == [(0, 0), (1, 0)]
    options = json.loads(game.options)
    assert options["entry"] == "dice" and options["bullpen.home"]
    assert json.loads(game.control)["mode"] == "watch"
    table = TableGame(app.engine, key)  # the rest of the game, as the watch bar plays it
    while table.computer_step() is not None:
        pass
    assert table.final and game_summary(app.engine, key).status == "final"


async def test_a_game_is_created_into_a_series_of_its_two_teams(db_url):
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(app, pilot)  # teams AAA and BBB
        add_team(app.engine, "CCC", "Team CCC")
        create_series(app.engine, "Other", "AAA", "CCC", 3)
        create_series(app.engine, "Final", "BBB", "AAA", 7, season="2026 playoffs")
        series = screen.query_one("#series", Select)
        assert series.disabled  # no series until both teams are chosen
        await choose_teams(pilot, screen)
        assert not series.disabled
        offered = series.query_one(OptionList)  # the list the Select drops down
        assert [str(offered.get_option_at_index(i).prompt)
                for i in range(offered.option_count)] == ["none", "Final: BBB–AAA, best of 7"]
        await choose(pilot, screen, "#series", "Final")
        season = screen.query_one("#season", Input)
        await until(pilot, lambda: season.value == "2026 playoffs")  # the series'
        key = screen.query_one("#key", Input).value
        await pilot.press("f3", "ctrl+s")
        await until(pilot, lambda: type(app.screen).__name__ == "GameScreen")
        game, _ = stored(app.engine, key)
    assert list_series(app.engine, season="2026 playoffs")[0].games == 1
    assert game_summary(app.engine, key).season == "2026 playoffs"


async def test_a_refused_lineup_shows_the_systems_sentence_and_creates_nothing(db_url):
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(app, pilot)
        await choose(pilot, screen, "#away-team", "AAA")
        await choose(pilot, screen, "#home-team", "BBB")
        await pilot.press("f3")
        await choose(pilot, screen, "#home-position-2", 2)  # a second catcher
        await pilot.press("ctrl+s")
        error = str(screen.query_one("#ng-error", Static).content)
        assert "the home team has two players at C" in error
        assert app.screen is screen and list_games(app.engine) == []
        await choose(pilot, screen, "#home-position-2", 3)  # corrected: F3 keeps what is chosen
        # Bottom of the 9th: the home team bats six.
        await choose(pilot, screen, "#system", "bot9")
        await pilot.press("f3")
        await choose(pilot, screen, "#home-player-6", Select.NULL)
        await pilot.press("ctrl+s")
        error = str(screen.query_one("#ng-error", Static).content)
        assert "the home team has nobody batting in slot 6" in error
        assert list_games(app.engine) == []


async def test_the_screen_fits_80_by_24_and_tab_reaches_every_control(db_url):
    app = make_test_app(db_url)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_new_game(app, pilot)
        await choose(pilot, screen, "#system", "nanyou")
        await choose(pilot, screen, "#mode", "hotseat")
        screen.query_one(OptionsForm).set_value("dh", "on")  # the pitcher who does not bat
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        order = [widget.id for widget in screen.focus_chain]
        wanted = ["system", "mode", "away-team", "home-team", "key", "date", "season", "seed",
                  "option-mode", "option-dh", "option-mascot", "auto", "away-player-1",
                  "away-position-9", "away-pitcher", "away-bench", "home-player-1",
                  "home-bench", "create"]
        assert [i for i in order if i in wanted] == wanted  # top to bottom, then left to right
        assert screen.query_one("#new-game").max_scroll_x == 0  # nothing wider than 80
        screen.query_one("#away-team").focus()
        await pilot.press("tab")
        assert app.focused.id == "home-team"
        screen.query_one("#create").focus()
        await pilot.pause()  # the focus scroll is scheduled after the refresh, then animated
        await pilot.wait_for_scheduled_animations()
        await pilot.pause()
        region = app.focused.region  # scrolled into view on the 80×24 screen
        assert region.y >= 1 and region.bottom <= 23 and region.right <= 80
        await pilot.press("shift+tab")
        assert app.focused.id == "home-bench"
        assert isinstance(screen.query_one("#create"), Button)


async def test_a_nanyou_game_takes_the_grades_the_players_agreed_checked_as_typed(db_url):
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(app, pilot)
        await played_game(pilot, screen, "nanyou", "hotseat", "7")
        grades = screen.query_one("#option-grades", Input)
        assert grades.value == "off"
        grades.value = ""
        grades.focus()
        error = screen.query_one("#ng-error", Static)
        await pilot.press(*"N08:E")
        assert str(error.content) == "Option grades: N08:E gives the grade 'E': a grade is A, B, " \
                                     "C or D."
        await pilot.press("backspace", *"A N99:B")
        assert str(error.content) == ("Option grades: there is no card N99 in the nanyou card set "
                                      "in use (see scorebook cards list nanyou).")
        await pilot.press("ctrl+s")  # no lineups yet: refused, nothing is created
        await pilot.pause()
        assert str(error.content) == "Fill in the lineups first (F3: as the computer would)."
        await pilot.press("f3")  # the computer's draft goes by the grades: refused
        assert "N99" in str(error.content) and list_games(app.engine) == []
        await pilot.press(*["backspace"] * 5, *"N01:D")
        assert grades.value == "N08:A N01:D" and str(error.content) == ""
        await pilot.press("f3")
        key = screen.query_one("#key", Input).value
        grades.value = "N08:A N99:B"
        await pilot.pause()  # the field checked as typed, then
        await pilot.press("ctrl+s")  # the game's own check of the grades: refused
        await pilot.pause()
        assert str(error.content) == ("Option Grades: info option.grades: Option grades: there is "
                                      "no card N99 in the nanyou card set in use (see scorebook "
                                      "cards list nanyou).")
        assert list_games(app.engine) == []
        grades.value = "N08:A N01:D"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert type(app.screen).__name__ == "GameScreen"
        game, _ = stored(app.engine, key)
        with app.engine.connect() as db:  # the cards as stored, by digest, read back
            options = options_of(db, game.options)
    assert options["grades"] == "N08:A N01:D"
    cards = {card["id"]: card for card in json.loads(options["cards"]).values()}
    assert (len(cards), cards["N08"]["grade"], cards["N01"]["grade"]) == (30, "A", "D")
    played = game_state(app.engine, key).state.options
    assert played.grades and {c.grade for c in played.cards.values() if c.id == "N08"} == {"A"}


async def test_f3_fills_only_the_rows_left_empty(db_url):
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(app, pilot)
        await choose_teams(pilot, screen)
        await choose(pilot, screen, "#home-player-1", "bbb09")  # the second pitcher leads off
        await choose(pilot, screen, "#home-position-1", 1)
        await choose(pilot, screen, "#home-player-2", "bbb05")  # the shortstop moved up
        await pilot.press("f3")
        rows = [(screen.query_one(f"#home-player-{slot}", Select).value,
                 screen.query_one(f"#home-position-{slot}", Select).value)
                for slot in range(1, 10)]
        assert rows[:2] == [("bbb09", 1), ("bbb05", 6)]  # kept, his position given
        assert len({player for player, _ in rows}) == 9
        assert sorted(position for _, position in rows) == list(range(1, 10))
        key = screen.query_one("#key", Input).value
        await pilot.press("ctrl+s")
        await until(pilot, lambda: type(app.screen).__name__ == "GameScreen")
        _, starters = stored(app.engine, key)
    assert [(s.slot, s.player_id) for s in starters if s.side == 1 and s.slot < 3] \
        == [(1, "bbb09"), (2, "bbb05")]


async def test_a_new_team_typed_at_once_lands_in_its_fields(db_url):
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(app, pilot)
        await choose(pilot, screen, "#away-team", "__new__")
        screen.query_one("#away-code", Input).focus()
        await pilot.pause()
        await keys_at_once(app, pilot, *"PIN", "tab", *"Pinecrest")
        await until(pilot, lambda: screen.query_one("#away-name", Input).value == "Pinecrest")
        assert screen.team("away") == ("PIN", "Pinecrest")
