"""Unlimited Nine in the app: a basic game against the computer made on the new-game screen
(the draw shown, the batting order set) and played a few plate appearances; hot-seat, where the
screen is passed before a hand is shown and the other hand (and the defence's commitment) never
is; a standard game's recruiting; a game recorded at the table; the gate and the labels."""

from __future__ import annotations

import html
import json
import re
from dataclasses import replace

from textual.widgets import Input, Select, Static

from engine.systems.unlimited9 import recruit
from engine.systems.unlimited9.effects import POSITIONS
from engine.systems.unlimited9.flow import commit_options
from scorebook.new_game import create
from scorebook.new_game_forms import NewGame, Side
from scorebook.new_game_lineups import auto_lineups
from scorebook.new_game_unlimited9 import position_number
from scorebook.table_play import TableGame
from tests.tui.conftest import SIZE, make_test_app
from tests.tui.test_new_game import choose, open_new_game, stored
from tui.dialogs.substitution import SubstitutionChoice, substitution_line
from tui.screens.pregame import DrawScreen
from tui.screens.recruit import RecruitScreen
from tui.widgets.ask_panel import AskPanel
from tui.widgets.hand_gate import HandGate
from tui.widgets.options_form import OptionsForm
from tui.widgets.panels import panel_for
from tui.widgets.unlimited9_panel import UnlimitedNinePanel
from tui.widgets.unlimited9_text import option_label


def u9_game(engine, key: str, mode: str, seed: int = 7, **options: str) -> str:
    """A game of VIS at HOM as the new-game screen makes it, the computer settling the draw
    (the computer plays home)."""
    return create(engine, NewGame("unlimited9", key, Side("VIS", "Visitors"), Side("HOM", "Home"),
                                  {"mode": "basic", **options}, mode=mode, seed=seed))


def panel_text(app) -> str:
    return str(app.screen.query_one("#game-panel .panel-body", Static).content)


def screen_text(app) -> str:
    """Everything the terminal shows now, as text (the screenshot's)."""
    svg = app.export_screenshot()
    return html.unescape("".join(re.findall(r"<text[^>]*>(.*?)</text>", svg, re.S))).replace(
        "\xa0", " ")


def title(app) -> str:
    return str(app.screen.query_one("#ask-title", Static).render())


def pick(ask, options: tuple[str, ...]) -> int:
    """A person's answer (1-based): no events, skills, swaps or walks; the most cards of the
    last colour held; the first card to throw away; every boost card."""
    if ask.key.startswith("commit.") or ask.key == "boost":
        return len(options)
    for keep in ("none", "pitch"):
        if keep in options:
            return options.index(keep) + 1
    return 1


async def answer(pilot, app) -> None:
    """Pass the screen if it waits to be passed, else answer the person's question."""
    if app.screen.gate.up is not None:
        await pilot.press("enter")
        return
    options = app.screen.query_one(AskPanel).options
    number = pick(app.screen.table.ask(), options)
    await pilot.press(*str(number), *(("enter",) if len(options) > 9 else ()))


async def open_game(app, pilot, key: str) -> TableGame:
    app.open_screen("game", key=key, step_delay=0)
    await pilot.pause()
    return app.screen.table


def test_the_panel_and_the_gate():
    assert type(panel_for("unlimited9")) is UnlimitedNinePanel
    gate = HandGate()
    assert gate.asked(0, secret=True) == 0 and gate.open() == frozenset()
    assert gate.passed() == 0 and gate.open() == {0}
    assert gate.asked(0, secret=True) is None  # still at the screen: no second wait
    assert gate.asked(None, secret=False) is None and gate.open() == {0}  # the dice's turn
    assert gate.asked(1, secret=False) is None and gate.open() == frozenset()  # hidden again
    assert gate.asked(1, secret=True) == 1 and gate.passed() == 1 and gate.open() == {1}


def test_an_answer_is_shown_by_its_cards(engine):
    u9_game(engine, "l1", "watch")
    state = TableGame(engine, "l1").session.state
    card = state.tables[0].hand[0]
    event = state.cards.event(card)
    named = f"{card} {event.name} ({event.colour})"
    assert option_label(state, "discard.off", card) == named
    assert option_label(state, "event", f"{card}:1") == f"{named}: {event.actions[0].text}"
    assert option_label(state, "commit.def", "3r") == "red ×3"
    assert option_label(state, "commit.off", "0") == "none"
    assert option_label(state, "boost", "2") == "2 cards"


async def test_a_basic_game_is_drawn_ordered_and_played_against_the_computer(db_url):
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(app, pilot)
        await choose(pilot, screen, "#system", "unlimited9")
        await choose(pilot, screen, "#mode", "computer")  # the computer plays BBB
        screen.query_one("#seed", Input).value = "7"
        await choose(pilot, screen, "#away-team", "AAA")
        await choose(pilot, screen, "#home-team", "BBB")
        key = screen.query_one("#key", Input).value
        await pilot.press("ctrl+s")
        await pilot.pause()
        draw = app.screen
        assert isinstance(draw, DrawScreen)
        said = str(draw.query_one("#draw-result", Static).render())
        first, second = draw.start.first, draw.start.second
        assert f"Captain {first.captain}" in said and f"Captain {second.captain}" in said
        assert f"{first.name} bats first" in said and "Turned from the event deck" in said
        mine = 0 if first.code == "AAA" else 1  # the person's lineup card, the other fixed
        assert len(draw.query(".pregame-fixed")) == 1
        (a, pos_a), (b, pos_b) = (first, second)[mine].nine[:2]
        for row, (card, position) in ((1, (b, pos_b)), (2, (a, pos_a))):  # the two swapped
            draw.query_one(f"#side{mine}-player-{row}", Select).value = card
            draw.query_one(f"#side{mine}-position-{row}", Select).value = position_number(
                position)
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert type(app.screen).__name__ == "GameScreen"
        game, starters = stored(app.engine, key)
        person = 0 if json.loads(game.control)["away"] == "person" else 1
        assert (game.away == "AAA") == (person == 0)  # the computer kept its team, BBB
        order = [s.player_id for s in sorted(starters, key=lambda s: s.seq) if s.side == person]
        assert order[:2] == [f"aaa-u9-{b.lower()}", f"aaa-u9-{a.lower()}"]

        app.screen.turns.step_delay = 0  # the computer and the cards answer at once
        table = app.screen.table
        table_plays = lambda: [r for r in table.session.records if r.kind == "play"]  # noqa: E731
        for _ in range(300):
            if len(table_plays()) >= 4:
                break
            if table.persons_turn():
                await answer(pilot, app)
            else:
                app.screen.turns.run()
                await pilot.pause()
        assert len(table_plays()) >= 4
        state = table.session.state
        shown = panel_text(app)
        assert "Last plate appearance" in shown and "Cards    offence" in shown
        assert "Power" in shown and "Captains" in shown and "Deck" in shown
        own, other = state.tables[person].hand, state.tables[1 - person].hand
        assert all(card in shown for card in own)  # his own hand, card by card
        assert not any(card in shown for card in other)  # never the computer's
        assert {i.who for i in TableGame(app.engine, key).inputs} >= {"offense", "defense",
                                                                     "chance"}


async def test_hot_seat_passes_the_screen_and_never_shows_the_other_hand(db_url, engine):
    u9_game(engine, "h1", "hotseat")
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        table = await open_game(app, pilot, "h1")

        def hands():
            return [t.hand for t in table.session.state.tables]

        def nothing_of(side: int) -> None:
            """Side `side`'s hand is nowhere: not on the screen, the panel or the answers."""
            seen = screen_text(app) + panel_text(app) + " ".join(
                app.screen.query_one(AskPanel).labels)
            assert not any(card in seen for card in hands()[side]), side

        ask = table.ask()
        up = table.side_of(ask)
        setup = table.session.setup
        name = (setup.away, setup.home)[up].name  # the reveal says who bats first
        assert ask.key == "event" and title(app).startswith(f"Pass to {name}: the other player")
        assert app.screen.query_one(AskPanel).options == ()
        nothing_of(0), nothing_of(1)
        await pilot.press("1", "enter")  # passed (what was typed blind answers nothing):
        assert len(table.inputs) == 0  # his hand and his cards as answers
        assert any(card in " ".join(app.screen.query_one(AskPanel).labels)
                   for card in hands()[up])
        assert any(card in panel_text(app) for card in hands()[up])
        nothing_of(1 - up)

        refused = False
        for _ in range(80):  # on to the offence's commitment
            ask = table.ask()
            if ask.key == "commit.off" and app.screen.gate.up is None:
                break
            if app.screen.gate.up is not None:
                nothing_of(0), nothing_of(1)  # passing: nobody's hand
                if len(ask.options) <= 9 and not refused:  # a number's key answers nothing
                    given = len(table.inputs)
                    await pilot.press("1")
                    refused = "Pass the screen first" in screen_text(app)
                    assert refused and len(table.inputs) == given
            else:
                nothing_of(1 - table.side_of(ask))
            await answer(pilot, app)
        state = table.session.state
        offence = state.game.half
        assert state.answered("commit.def") is not None
        committed = state.committed[1 - offence]
        nothing_of(1 - offence)
        seen = screen_text(app) + panel_text(app)
        assert not any(card in seen for card in committed)
        held = len(committed)  # how many lie face down is seen, as at the table; not the colour
        assert (f"Defence  {state.game.teams[1 - offence].code} {held} card"
                f"{'' if held == 1 else 's'} face down") in panel_text(app)
        assert not re.search(r"\d \w+ \(face down\)", seen) and "commit.def" not in seen
        assert app.screen.query_one(AskPanel).options == commit_options(state, "offense")
        assert refused
        await answer(pilot, app)  # the reveal: both commitments face up
        assert "Cards    offence" in panel_text(app)


async def test_the_fielders_change_places_before_any_batter(db_url, engine):
    """At the walk question the defence may first change its fielders' positions (any time,
    §2.2): the swap is recorded, the fielders change, the walk question comes back."""
    u9_game(engine, "f1", "hotseat")
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        table = await open_game(app, pilot, "f1")
        for _ in range(120):  # on to a walk question after the half's first out
            ask = table.ask()
            if ask.key == "walk" and app.screen.gate.up is None and table.session.game.outs:
                break
            await answer(pilot, app)
        panel = app.screen.query_one(AskPanel)
        assert table.ask().key == "walk"
        assert "change the fielders' positions first" in panel.labels
        await pilot.press(str(panel.options.index("positions") + 1))
        ask = table.ask()
        assert ask.key == "move" and ask.options[0] == "none"
        state = table.session.state
        team = 1 - state.game.half
        players = {c: p for p, c in state.characters[team].items()}
        # two fielders, not the battery (whose change would change the hand's size)
        number, swap = next((n, o) for n, o in enumerate(ask.options[1:], start=2) if all(
            state.game.fielding.position_of(players[c]) > 2 for c in o.split("<>")))
        first, second = swap.split("<>")
        was = [state.game.fielding.position_of(players[c]) for c in (first, second)]
        given = len(table.inputs)
        await pilot.press(*str(number), "enter")
        fielding = table.session.game.fielding
        assert [fielding.position_of(players[c]) for c in (second, first)] == was
        assert table.ask().key == "walk" and len(table.inputs) == given + 1
        assert f"{POSITIONS[was[1] - 1]} {first}" in " ".join(panel_text(app).split())


async def test_a_standard_game_is_recruited_then_played(db_url):
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(app, pilot)
        await choose(pilot, screen, "#system", "unlimited9")
        await choose(pilot, screen, "#mode", "computer")  # the computer plays BBB
        screen.query_one("#seed", Input).value = "7"
        screen.query_one(OptionsForm).set_value("mode", "standard")
        await pilot.pause()
        await app.workers.wait_for_complete()
        await choose(pilot, screen, "#away-team", "AAA")
        await choose(pilot, screen, "#home-team", "BBB")
        assert screen.query("#away-bench")  # standard mode's lineup cards have a bench
        key = screen.query_one("#key", Input).value
        await pilot.press("ctrl+s")
        await pilot.pause()
        recruiting = app.screen
        assert isinstance(recruiting, RecruitScreen)
        table = str(recruiting.query_one("#recruit-table", Static).render())
        assert len([line for line in table.splitlines() if ", cost " in line]) == 6
        teams = str(recruiting.query_one("#recruit-teams", Static).render()).splitlines()
        hands = [line for line in teams if "Hand:" in line]
        assert re.search(r"Hand: 6 cards: \d \w+", hands[0])  # his own: the colours
        assert re.search(r"Hand: \d+ cards? ·", hands[1])  # the computer's: how many
        asked = []
        for _ in range(40):
            ask = recruiting_ask(recruiting)
            if ask is None:
                break
            asked.append(ask.key)
            await pilot.press(*("auto" if ask.key == "lineup" else "1"), "enter")
            await pilot.pause()
        assert recruiting_ask(recruiting) is None
        assert {"show", "action", "lineup"} <= set(asked)
        log = str(recruiting.query_one("#recruit-log", Static).render())
        assert "fills an empty position" in log or "has its lineup" in log
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert type(app.screen).__name__ == "GameScreen"
        game, starters = stored(app.engine, key)
    options = json.loads(game.options)
    assert (options["mode"], options["entry"], game.seed) == ("standard", "cards", 7)
    assert len([s for s in starters if s.side == 0]) == len([s for s in starters if s.side]) == 9


def recruiting_ask(screen: RecruitScreen):
    return recruit.next_ask(screen.state)


async def test_a_game_recorded_at_the_table_takes_a_line_a_plate_appearance(db_url, engine):
    new = NewGame("unlimited9", "t1", Side("VIS", "Visitors"), Side("HOM", "Home"),
                  {"mode": "basic", "entry": "table"}, mode="record", seed=3)
    away, home = auto_lineups(engine, new)
    captains = {"captain_away": away.batters[0].choice, "captain_home": home.batters[0].choice}
    create(engine, replace(new, away=away, home=home, options={**new.options, **captains}))
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        table = await open_game(app, pilot, "t1")
        assert table.ask().kind == "entry" and table.entry == "table"
        await pilot.press(*"o3r d2b", "enter")  # the duel: the cards say what happened
        await pilot.press(*"K", "enter")
        plays = [r for r in table.session.records if r.kind == "play"]
        assert len(plays) == 2 and table.session.game.outs >= 1
        shown = panel_text(app)
        assert "Hands" in shown and "target" in shown and "Fielders: HOM" in shown
        assert "In hand" not in shown  # at a table nobody's cards are known


async def test_hot_seat_recruiting_passes_the_screen_before_a_hand_is_shown(db_url):
    new = NewGame("unlimited9", "r1", Side("VIS", "Visitors"), Side("HOM", "Home"),
                  {"mode": "standard"}, mode="hotseat", seed=5)
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(RecruitScreen(new))
        await pilot.pause()
        screen = app.screen

        def hands() -> list[str]:
            teams = str(screen.query_one("#recruit-teams", Static).render()).splitlines()
            return [line for line in teams if "Hand:" in line]

        assert title(app).startswith("Pass to Visitors: the other player looks away")
        assert not any(":" in hand.split("Hand:")[1] for hand in hands())  # no colours
        await pilot.press("enter")
        assert title(app).startswith("Visitors: Show an event card")
        own, other = hands()
        assert re.search(r"Hand: 6 cards: \d", own) and re.search(r"Hand: 6 cards ·", other)
        await pilot.press("1", "enter")  # his colour shown: the screen goes to the other side
        assert title(app).startswith("Pass to Home")
        assert not any(":" in hand.split("Hand:")[1] for hand in hands())
        await pilot.press("enter")
        other, own = hands()
        assert re.search(r"Hand: 6 cards: \d", own) and re.search(r"Hand: 6 cards ·", other)


def test_the_substitution_dialog_writes_the_table_s_sub_by_card():
    choice = SubstitutionChoice("PH", 0, "blu-u9-g03", "Kaito Nagase", 1, 11, "blu-u9-b01")
    assert substitution_line("unlimited9", "table", choice) == "sub G03 B01"
    # played in the app, the game asks its own substitution questions: the generic record
    assert substitution_line("unlimited9", "cards", choice).startswith("sub blu-u9-g03 ")
