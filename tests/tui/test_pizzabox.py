"""Pizza Box Baseball in the app: a game created on the new-game screen and played against
the computer by number keys; a game recorded at the table one line a plate appearance, with
undo; the panel's hand, decks and level, which never shows the hitter card while the defence
is still to choose (hot-seat); a PRO game's starter cards and pitcher lines."""

from __future__ import annotations

import json

from textual.widgets import Input, Static

from db.replay import game_state
from engine.systems.pizzabox.decks import next_reshuffle
from engine.systems.pizzabox.rules import load_rules
from scorebook.new_game import create
from scorebook.new_game_forms import NewGame, Side
from scorebook.table_play import TableGame
from tests.tui.conftest import SIZE, make_test_app
from tests.tui.waiting import until
from tests.tui.test_new_game import choose, open_new_game, stored
from tui.dialogs.substitution import SubstitutionChoice, substitution_line
from tui.widgets.ask_panel import AskPanel
from tui.widgets.entry_line import EntryInput
from tui.widgets.options_form import OptionsForm
from tui.widgets.panels import panel_for
from tui.widgets.pizzabox_panel import PizzaBoxPanel
from tui.widgets.play_log import PlayLog
from tui.widgets.watch_bar import WatchBar


def pizzabox_game(engine, key: str, mode: str, seed: int = 7, **options: str) -> str:
    """A game of VIS at HOM made as the new-game screen makes it (the computer plays home)."""
    return create(engine, NewGame("pizzabox", key, Side("VIS", "Visitors"), Side("HOM", "Home"),
                                  options, mode=mode, seed=seed))


def panel_text(app) -> str:
    return str(app.screen.query_one("#game-panel .panel-body", Static).content)


def message(app) -> str:
    return str(app.screen.query_one("#entry-message", Static).render())


async def open_game(app, pilot, key: str) -> TableGame:
    """The game screen on game `key`, the computer and the cards answering at once."""
    app.open_screen("game", key=key, step_delay=0)
    await pilot.pause()
    return app.screen.table


def test_the_panel_and_its_reshuffles():
    assert type(panel_for("pizzabox")) is PizzaBoxPanel
    rules = load_rules()  # pitcher decks every 3rd inning, every deck every 6th
    assert [next_reshuffle(n, rules) for n in (1, 3, 4, 7, 10, 13)] == [
        (3, "pitcher decks"), (3, "pitcher decks"), (6, "every deck"), (9, "pitcher decks"),
        (12, "pitcher decks"), (15, "every deck")]  # extra innings count from the 9th


def test_a_substitution_at_the_table_is_the_tables_own_line():
    for kind, line in (("PH", "ph hom-ph1"), ("P", "p hom-ph1")):
        choice = SubstitutionChoice(kind, 1, "hom-ph1", "HOM PH1", 9, 11)
        assert substitution_line("pizzabox", "table", choice) == line


async def test_a_game_made_on_the_new_game_screen_is_played_against_the_computer(db_url):
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(app, pilot)
        await choose(pilot, screen, "#system", "pizzabox")
        await choose(pilot, screen, "#mode", "computer")  # the computer plays home
        screen.query_one("#seed", Input).value = "7"
        screen.query_one(OptionsForm).set_value("level", "AA")
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        await choose(pilot, screen, "#away-team", "AAA")
        await choose(pilot, screen, "#home-team", "BBB")
        note = str(screen.query_one("#away-lineup .lineup-note", Static).content)
        assert note.startswith("Nine players by position: CF SS 1B LF 3B RF 2B C, then the DH")
        await pilot.press("f3")  # nothing to fill, nothing refused
        key = screen.query_one("#key", Input).value
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert type(app.screen).__name__ == "GameScreen"
        game, starters = stored(app.engine, key)
    options = json.loads(game.options)
    assert (game.system, options["level"], options["entry"], game.seed) == (
        "pizzabox", "AA", "cards", 7)
    assert json.loads(game.control) == {"mode": "play", "away": "person", "home": "computer"}
    assert [s.player_id for s in sorted(starters, key=lambda s: s.seq) if s.side == 0][:3] == [
        "aaa-cf", "aaa-ss", "aaa-1b"]

    app = make_test_app(db_url)  # played with the cards falling at once
    async with app.run_test(size=SIZE) as pilot:
        table = await open_game(app, pilot, key)
        asked = app.screen.query_one(AskPanel)
        assert table.ask().key == "hitter" and asked.options == ("SWING", "TAKE")
        await pilot.press("2")  # TAKE; the computer's pitcher card and the result card follow
        state = table.session.state
        assert state.last[0] == ("hitter", "TAKE") and [k for k, _ in state.last][1:] == [
            "pitch", "result"]
        assert state.batters == (1, 0) and table.persons_turn()
        for _ in range(60):  # SWING until the person takes the field
            if table.session.game.half == 1:
                break
            await pilot.press("1")
        assert table.session.game.half == 1 and table.ask().key == "pitch"
        hand = table.session.state.hand
        assert asked.options[0] in hand.cards  # his own hand: its cards are shown
        assert f"In hand  {' '.join(hand.cards)}" in panel_text(app)
        chosen = asked.options[0]
        await pilot.press("1")  # and the plate appearance is over at once
        assert dict(table.session.state.last)["pitch"] == chosen
    stored_by = {i.who for i in TableGame(app.engine, key).inputs}
    assert stored_by >= {"offense", "defense", "chance"}


async def test_a_game_recorded_at_the_table_takes_one_line_a_plate_appearance(db_url, engine):
    pizzabox_game(engine, "t1", "record", level="AA")
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        table = await open_game(app, pilot, "t1")
        entry = app.screen.query_one(EntryInput)
        assert table.quick_keys() == ("", "")
        for letter in "wtbsx":  # no quick pitches: every letter of a line is typed
            await pilot.press(letter)
            assert entry.value == letter
            await pilot.press("escape")
        await pilot.press(*"t B HA07", "enter")  # TAKE against BALL: Hitter Advantage, a single
        session = table.session
        assert [r.text for r in session.records] == ["S7"] and session.game.bases[0]
        assert session.state.last == (("hitter", "TAKE"), ("pitch", "BALL"), ("result", "HA07"))
        await pilot.press(*"t K GO", "enter")  # TAKE against STRIKE: a ground out typed
        assert session.game.outs == 1 and entry.value == ""
        shown = panel_text(app)
        assert "Hand     3 cards (first draw)" in shown and "Face up  BALL STRIKE" in shown
        assert "red      20 left · shown 1 S 1 B" in shown and "HA 51/52  NA 36/36" in shown
        assert "Kept     VIS 0 · HOM 0" in shown
        await pilot.press(*"x B HA07", "enter")  # refused: nothing changes, the line stays
        assert "'x' is not a hitter's card" in message(app) and entry.value == "x B HA07"
        assert len(table.inputs) == 2
        await pilot.press("escape", "u")  # the ground out undone
        assert [r.text for r in table.session.records] == ["S7"]
        assert table.session.game.outs == 0 and "Undone: t K GO" in message(app)
        assert "Face up  BALL\n" in panel_text(app)
        await pilot.press("r")
        assert table.session.game.outs == 1 and len(app.screen.query_one(PlayLog).shown) == 2
        await pilot.press(*"w B HA09", "enter")  # SWING against BALL draws No Advantage:
        assert len(table.inputs) == 3  # the scorekeeper's word stands, with a note
        assert message(app).startswith("HA09 is a Hitter Advantage card, but these two cards "
                                       "draw No Advantage; recorded as typed.")


async def test_the_hitter_card_is_face_down_until_the_defence_has_chosen(db_url, engine):
    pizzabox_game(engine, "h1", "hotseat", level="A")
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        table = await open_game(app, pilot, "h1")
        shown = panel_text(app)
        assert "Hand     5 cards (first draw)" in shown  # the cards were dealt at once
        assert "In hand" not in shown  # hot-seat: nobody's hand is shown
        assert "blue     25 left · shown 0 S 0 B" in shown and "red      20 left" in shown
        await pilot.press("1")  # the visitors: SWING
        assert table.session.state.turn == (("hitter", "SWING"),)
        shown = panel_text(app)
        assert "Hitter   card face down" in shown and "SWING" not in shown
        title = str(app.screen.query_one("#ask-title", Static).render())
        assert title == "Home: Your pitcher card, face down:"
        assert "SWING" not in str(app.screen.query_one(AskPanel).options) + message(app)
        await pilot.press("u")  # taken back: said without naming the card
        assert message(app) == "Undone: 1 answer" and table.session.state.turn == ()
        await pilot.press("1")
        pitch = app.screen.query_one(AskPanel).options[0]
        await pilot.press("1")
        shown = panel_text(app)
        assert f"Cards    SWING v {pitch}" in shown and "Last plate appearance" in shown


async def test_a_pro_game_has_each_teams_starter_card_and_its_line(db_url):
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(app, pilot)
        await choose(pilot, screen, "#system", "pizzabox")
        await choose(pilot, screen, "#mode", "hotseat")
        form = screen.query_one(OptionsForm)
        form.set_value("level", "PRO")
        form.set_value("starter_away", "SP3")
        form.set_value("starter_home", "SP5")
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        note = str(screen.query_one("#home-lineup .lineup-note", Static).content)
        assert "then the pitcher, on his starter card; 3 pinch hitters and a bullpen" in note
        await choose(pilot, screen, "#away-team", "AAA")
        await choose(pilot, screen, "#home-team", "BBB")
        key = screen.query_one("#key", Input).value
        await pilot.press("ctrl+s")
        await pilot.pause()
        shown = panel_text(app)
        assert "AAA      Starter #3, grade 2" in shown and "BBB      Starter #5, grade 3" in shown
        assert "line 5/2/3, 1 inning begun" in shown  # the home starter took the mound
        assert "Pinch    AAA 0 of 3" in shown
        game, starters = stored(app.engine, key)
    options = json.loads(game.options)
    assert options["pitchers.away"].startswith("aaa-sp3:SP3,") and options["entry"] == "cards"
    assert [(s.slot, s.position) for s in starters if s.player_id == "bbb-sp5"] == [(9, 1)]


async def test_a_computer_game_of_pizza_box_is_watched_step_by_step_and_running(db_url, engine):
    pizzabox_game(engine, "w1", "watch", level="AA")
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        table = await open_game(app, pilot, "w1")
        bar = app.screen.query_one(WatchBar)
        await pilot.press("space")  # paused: one step at a time
        before = len(table.session.records)
        for _ in range(40):  # a plate appearance is several answers: step until it is played
            await pilot.press("full_stop")
            if len(table.session.records) > before:
                break
        assert len(table.session.records) > before
        assert "Last plate appearance" in panel_text(app)
        stepped = len(table.session.records)
        await pilot.press("plus", "plus", "plus", "space")  # full speed, running again
        assert bar.running
        await until(pilot, lambda: len(table.session.records) > stepped + 10,
                    "the computer playing on by itself")
    assert len(game_state(engine, "w1").records) >= stepped + 10  # every answer was stored
