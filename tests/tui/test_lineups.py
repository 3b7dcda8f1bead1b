"""Both lineups and benches from the game screen (issue 18, "What a scorekeeper looks at"):
`F6` opens them (the keys dialog lists it) and `F6` or Escape goes back with the entry line as
it was; a pinch hitter and a pitching change stand in their slot, the players they replaced
struck through; the bench loses a player once used; both teams; the view follows the game,
after an undo too; every system opens it and shows what its bench holds; a player of the other
team is neither on the bench nor offered by the substitution dialog."""

from __future__ import annotations

import random

import pytest
from textual.widgets import DataTable

from db.cards import game_cards
from db.recording import create_game
from db.rosters import add_player, add_team
from engine.systems.bot9.substitutes import bullpen
from engine.systems.simulate import sim_module
from tests.tui.conftest import SIZE, make_test_app
from tests.tui.test_game_record import plain_game
from tests.tui.waiting import until
from tui.dialogs.keys import KeysDialog
from tui.dialogs.substitution import candidates
from tui.screens.game import GameScreen
from tui.screens.lineups import LineupsScreen
from tui.widgets.entry_line import EntryInput

#: Six outs, the visitors' 4th to 8th batters single and Bo Bench bats for A Player 9, the
#: pitcher; three outs, and Al Arm takes the mound in his slot.
PINCH_HIT = 'sub abench "Bo Bench" 0 9 11'
NEW_PITCHER = 'sub aarm "Al Arm" 0 9 1'
TO_THE_NINTH = ["K"] * 6 + ["S8"] * 5


#: Each team's two on the bench.
BENCH = {"AAA": (("abench", "Bo Bench"), ("aarm", "Al Arm")),
         "BBB": (("bbench", "Ben Chase"), ("barm", "Bud Arm"))}


def rosters(engine) -> None:
    """AAA and BBB: each its nine starters (a1 … a9) and two on the bench."""
    for code, prefix in (("AAA", "a"), ("BBB", "b")):
        add_team(engine, code, f"{code} Club")
        for n in range(1, 10):
            add_player(engine, code, f"{prefix}{n}", f"{prefix.upper()} Player {n}", str(n))
        (hitter, hitter_name), (arm, arm_name) = BENCH[code]
        add_player(engine, code, hitter, hitter_name, "21", "C 1B")
        add_player(engine, code, arm, arm_name, "", "P")


async def open_game(app, pilot, key: str = "g1", step_delay: float = 0) -> GameScreen:
    app.open_screen("game", key=key, step_delay=step_delay)
    await until(pilot, lambda: isinstance(app.screen, GameScreen) and app.screen.is_mounted,
                "the game screen opening")
    return app.screen


async def open_lineups(app, pilot) -> LineupsScreen:
    await pilot.press("f6")
    await until(pilot, lambda: isinstance(app.screen, LineupsScreen), "the lineups opening")
    return app.screen


def team_text(screen: LineupsScreen, side: str) -> str:
    return screen.query_one(f"#lineups-{side}").content.plain


def struck(screen: LineupsScreen, side: str) -> list[str]:
    """The text struck through on a team's card."""
    content = screen.query_one(f"#lineups-{side}").content
    return [content.plain[span.start:span.end] for span in content.spans
            if "strike" in str(span.style)]


def line_of(text: str, start: str) -> str:
    return next(line for line in text.splitlines() if line.lstrip().startswith(start))


async def test_f6_opens_both_lineups_and_goes_back_with_the_entry_line_as_it_was(db_url, engine):
    rosters(engine)
    plain_game(engine, lines=["K"])
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        game = await open_game(app, pilot)
        await pilot.press(*"S8/L")
        view = await open_lineups(app, pilot)
        away, home = team_text(view, "away"), team_text(view, "home")
        # The teams' names from the teams table (the game was set up with their codes).
        assert away.startswith("Visitors · AAA Club (AAA) · at bat")
        assert home.startswith("Home · BBB Club (BBB) · in the field")
        assert "◀ at bat" in line_of(away, "2 2B  A Player 2")
        assert "◀ on deck" in line_of(away, "3 SS  A Player 3")
        assert "◀ in the hole" in line_of(away, "4 1B  A Player 4")
        assert "◀ leads off next" in line_of(home, "1 CF  B Player 1")
        assert "◀ on the mound" in line_of(home, "B Player 9")
        await pilot.press("f6")
        await until(pilot, lambda: app.screen is game, "the game screen back")
        entry = game.query_one(EntryInput)
        assert entry.value == "S8/L" and app.focused is entry
        await open_lineups(app, pilot)
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is game, "the game screen back")
        assert entry.value == "S8/L"
        await pilot.press("enter")  # the line typed before is recorded whole
        await until(pilot, lambda: len(game.table.inputs) == 2, "the line recorded")


async def test_the_keys_dialog_lists_f6(db_url, engine):
    plain_game(engine)
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        await open_game(app, pilot)
        await pilot.press("question_mark")
        await until(pilot, lambda: isinstance(app.screen, KeysDialog), "the keys dialog")
        table = app.screen.query_one(DataTable)
        rows = [tuple(str(cell) for cell in table.get_row_at(n)) for n in range(table.row_count)]
        assert ("f6", "Lineups") in rows


async def test_a_pinch_hitter_and_a_new_pitcher_stand_in_their_slot(db_url, engine):
    rosters(engine)
    plain_game(engine, lines=TO_THE_NINTH)
    app = make_test_app(db_url)
    async with app.run_test(size=(80, 24)) as pilot:
        game = await open_game(app, pilot)
        view = await open_lineups(app, pilot)
        assert "Bo Bench" in team_text(view, "away") and not struck(view, "away")
        await pilot.press("f6")
        await until(pilot, lambda: app.screen is game, "the game screen back")
        await pilot.press(*PINCH_HIT, "enter")
        for _ in range(3):
            await pilot.press("K", "enter")
        await until(pilot, lambda: len(game.table.inputs) == 15, "the lines recorded")

        view = await open_lineups(app, pilot)
        away = team_text(view, "away")
        assert "PH  Bo Bench" in line_of(away, "9 ")
        assert "        A Player 9 (P)" in away
        assert struck(view, "away") == ["A Player 9 (P)", "A Player 9"]  # the pitchers' too
        assert "a new pitcher must come in" in away  # the bottom of the 2nd waits for him
        bench = away[away.index("\nBench"):]
        assert "Bo Bench" not in bench and "Al Arm" in bench  # used: no longer on the bench
        home = team_text(view, "home")
        assert "Ben Chase" in home[home.index("\nBench"):]  # the other team's bench as it was

        await pilot.press("ctrl+s")  # the substitution dialog, over the game screen
        await until(pilot, lambda: type(app.screen).__name__ == "SubstitutionDialog",
                    "the substitution dialog")
        assert app.screen_stack[-2] is game
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is game, "the game screen back")
        await pilot.press(*NEW_PITCHER, "enter")
        await until(pilot, lambda: len(game.table.inputs) == 16, "the new pitcher recorded")

        view = await open_lineups(app, pilot)
        away = team_text(view, "away")
        assert "P   Al Arm" in line_of(away, "9 ")
        lines = away.splitlines()
        ninth = lines.index(line_of(away, "9 "))
        assert lines[ninth + 1:ninth + 3] == ["        A Player 9 (P)", "        Bo Bench (PH)"]
        assert struck(view, "away") == ["A Player 9 (P)", "Bo Bench (PH)", "A Player 9"]
        assert "bottom 2nd  ◀ on the mound" in line_of(away, "Al Arm  ")
        bench = away[away.index("\nBench"):]
        assert "Al Arm" not in bench and "nobody" in bench
        # 80×24: the card scrolls, nothing is cut at the side
        scroll = view.query_one("#lineups-page")
        await until(pilot, lambda: scroll.max_scroll_y > 0, "the lineups laid out, scrolling")
        assert all(len(line) <= 78 for line in away.splitlines())
        await pilot.press("end")  # the arrows and End scroll: the home team's bench in sight
        await until(pilot, lambda: scroll.scroll_y == scroll.max_scroll_y, "the end in sight")
        assert scroll.region.contains_region(view.query_one("#lineups-home").region.shrink(
            (scroll.max_scroll_y, 0, 0, 0)))

        await pilot.press("f6")
        await until(pilot, lambda: app.screen is game, "the game screen back")
        await pilot.press("u")  # the new pitcher undone: the lineup as it was
        await until(pilot, lambda: len(game.table.inputs) == 15, "the undo")
        view = await open_lineups(app, pilot)
        assert "PH  Bo Bench" in line_of(team_text(view, "away"), "9 ")


async def test_the_lineups_follow_a_game_played_on_while_they_are_open(db_url, engine):
    sim_game(engine, "w1", "nanyou", {"subs": "on"}, {"mode": "watch"})
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        game = await open_game(app, pilot, "w1", step_delay=0.05)
        view = await open_lineups(app, pilot)
        first = team_text(view, "away") + team_text(view, "home")
        await until(pilot, lambda: team_text(view, "away") + team_text(view, "home") != first,
                    "the lineups following the game")
        assert app.screen is view and game.table.version > 1
        await pilot.press("f6")  # closed, the view no longer follows (nor fails to)
        await until(pilot, lambda: app.screen is game, "the game screen back")
        seen = game.table.version
        await until(pilot, lambda: game.table.version > seen + 2, "the game going on")
        assert app.screen is game


def sim_game(engine, key: str, system: str, options: dict, control: dict) -> None:
    """A game of `system` set up as `scorebook sim` sets one up with `options` (VIS at HOM)."""
    sim = sim_module(system)
    setup, stored = sim.sim_setup(list(game_cards(engine, system).values()),
                                  random.Random(f"{key}/setup"), ("HOM", "Home"),
                                  ("VIS", "Visitors"), options)
    create_game(engine, key, system, setup, stored, seed=7, control=control)


#: Each card system with the options that give it a bench, and the groups shown for each team.
SYSTEMS = [("bot9", {"innings": "9"}, ("Bullpen", "Bench")),
           ("nanyou", {"subs": "on", "dh": "on"}, ("Bench",)),
           ("pizzabox", {"level": "PRO"}, ("Pinch hitters", "Bullpen")),
           ("unlimited9", {"mode": "standard"}, ("Bench",))]


@pytest.mark.parametrize("system,options,groups", SYSTEMS, ids=[s for s, _, _ in SYSTEMS])
async def test_each_system_shows_its_lineups_and_bench(db_url, engine, system, options, groups):
    # (key u1: Unlimited Nine's recruiting leaves each team a bench character)
    sim_game(engine, "u1", system, options, {"mode": "record"})
    app = make_test_app(db_url)
    async with app.run_test(size=(80, 24)) as pilot:
        game = await open_game(app, pilot, "u1")
        view = await open_lineups(app, pilot)
        state = game.table.session.state
        for n, side in enumerate(("away", "home")):
            text = team_text(view, side)
            team = game.table.session.game.teams[n]
            assert all(team.name(player) in text for player in team.lineup)
            for group in groups:
                assert f"\n{group}" in text
            bench = text[text.index(f"\n{groups[0]}"):]
            expected = (bullpen(state, n) if system == "bot9"  # (a starter's card never relieves)
                        else state.options.benches[n])
            names = getattr(state.options, "names", {})
            first = names.get(expected[0]) or state.card(expected[0]).name
            assert first in bench
        if system == "unlimited9":
            assert "(captain)" in team_text(view, "away") + team_text(view, "home")
        if system == "nanyou":
            visitors = game.table.session.game.teams[0]  # the DH bats: the pitcher has a row
            name = visitors.name(visitors.pitcher_slot_player)
            assert "does not bat" in line_of(team_text(view, "away"), f"P   {name}")


async def test_a_player_of_the_other_team_is_on_neither_the_bench_nor_offered(db_url, engine):
    rosters(engine)
    add_player(engine, "AAA", "b1", "B Player 1", "")  # on both rosters (traded, say)
    plain_game(engine)
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        game = await open_game(app, pilot)
        view = await open_lineups(app, pilot)
        away = team_text(view, "away")
        assert "B Player 1" not in away[away.index("\nBench"):]
        offered = [player for player, _ in candidates(app.engine, game.table.session, 0)]
        assert "b1" not in offered and "abench" in offered
