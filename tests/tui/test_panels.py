"""The systems' own panels (tui/widgets/system_panel.py): each shows the state of a real game
after `show(session)`, and shows it again after the game moves on.

The Bottom of the 9th and Nanyou games are simulated from a seed and replayed up to a moment
chosen in them; the plain game is recorded line by line."""

from __future__ import annotations

import re

import pytest
from textual.app import App, ComposeResult
from textual.widgets import Static

from db.card_systems import CARD_SYSTEMS
from engine.core.script import parse_script
from engine.systems import get_system
from engine.systems.bot9 import cards as bot9_cards
from engine.systems.bot9.solo.cards import load_solo_cards
from engine.systems.bot9.solo.setup import pick_batters, solo_game
from engine.systems.nanyou.results import combo
from engine.systems.session import Session
from engine.systems.simulate import simulate
from tui.widgets.bot9_panel import Bot9Panel
from tui.widgets.nanyou_panel import NanyouPanel
from tui.widgets.panels import panel_for
from tui.widgets.system_panel import SystemPanel

POSITIONS = (8, 4, 6, 3, 5, 7, 9, 2, 1)  # slot 1 plays centre field … slot 9 pitches
PLAIN = "info visteam AAA\ninfo hometeam BBB\n" + "\n".join(
    f'start {side[0]}{n} "{side.title()} {n}" {side} {n} {position}'
    for side in ("away", "home") for n, position in enumerate(POSITIONS, start=1))


class PanelApp(App):
    """A bare app around one panel."""

    def __init__(self, panel):
        super().__init__()
        self.panel = panel

    def compose(self) -> ComposeResult:
        yield self.panel


def shown(panel) -> str:
    return str(panel.query_one(".panel-body", Static).content)


def replayed(system: str, seed: int, options: dict[str, str], stop) -> tuple[Session, list]:
    """A simulated game replayed until `stop(session)` holds; the answers still to come."""
    pool = list(CARD_SYSTEMS[system].samples().values())
    game = simulate(system, pool, seed, ("HOM", "Home"), ("VIS", "Visitors"), options)
    session = Session(get_system(system), game.setup, game.options)
    answers = list(game.answers)
    while answers and not stop(session):
        session.answer(answers.pop(0).value)
    return session, answers


def test_each_system_has_its_panel():
    assert type(panel_for("bot9")) is Bot9Panel
    assert type(panel_for("nanyou")) is NanyouPanel
    assert type(panel_for("plain", id="panel")) is SystemPanel


async def test_the_generic_panel_shows_batter_on_deck_pitcher_and_pitches():
    script = parse_script(PLAIN)
    session = Session(get_system("plain"), script.setup)
    panel = panel_for("plain")
    async with PanelApp(panel).run_test(size=(60, 20)):
        panel.show(session)
        text = shown(panel)
        assert "At bat   1. Away 1 (CF)" in text and "On deck  2. Away 2 (2B)" in text
        assert "Pitching 9. Home 9 (P)" in text and "pitch" not in text.split("(P)")[1]
        session.answer("bcx S8/L")
        session.answer("s")
        panel.show(session)
        text = shown(panel)
        assert "At bat   2. Away 2 (2B)" in text and "Home 9 (P) — 4 pitches" in text


async def test_the_bot9_panel_shows_tokens_dice_fatigue_support_and_cards():
    def mid_pitch(session):  # the dice are rolled and the batter may use an ability
        ask = session.ask()
        return ask is not None and ask.key.startswith("batter.")

    session, rest = replayed("bot9", 11, {"support": "on"}, mid_pitch)
    state = session.state
    panel = panel_for("bot9")
    async with PanelApp(panel).run_test(size=(70, 60)):
        panel.show(session)
        text = shown(panel)
        turn = state.turn
        assert "Stare-down" in text
        assert re.search(r"\nTokens   (batter (location|angle|both)|pitcher both)\n", text)
        assert f"pitch {turn.natural.pitch}  control {turn.natural.control}" in text
        assert "Fatigue (ace " in text and "\nlocation " in text and "\nangle    " in text
        support = state.card(state.options.support)
        assert f"Support: {support.name}" in text
        batter, pitcher = state.card(state.game.batter), state.card(state.game.pitcher)
        assert f"Batter: {batter.name}" in text and f"Pitcher: {pitcher.name}" in text
        if batter.abilities:
            assert batter.abilities[0].text in text
        before = state.table
        while rest and session.state.table == before:  # play on to the end of the pitch
            session.answer(rest.pop(0).value)
        panel.show(session)
        assert f"Last pitch\n{session.state.table[-1]}" in shown(panel)
        assert shown(panel) != text


async def test_the_bot9_panel_hides_the_pitch_until_the_batter_guesses():
    session, _ = replayed("bot9", 5, {}, lambda s: s.ask() is not None and s.ask().key == "guess")
    panel = panel_for("bot9")
    async with PanelApp(panel).run_test(size=(70, 60)):
        panel.show(session)
        text = shown(panel)
        assert "Pitcher  chosen, face down" in text
        assert session.state.turn.aim and "High" not in text.split("Stare-down")[1].split("\n\n")[0]


async def test_the_nanyou_panel_shows_the_dice_the_table_cell_and_the_cards():
    def offense_die(session):
        ask = session.ask()
        return ask is not None and ask.key == "die.offense"

    session, rest = replayed("nanyou", 3, {}, offense_die)
    state = session.state
    panel = panel_for("nanyou")
    async with PanelApp(panel).run_test(size=(70, 60)):
        panel.show(session)
        text = shown(panel)
        defense = dict(state.turn)["die.defense"]
        assert f"This pitch\nDefense  {defense}" in text
        assert "Batting table (defense ↓ offense →)" in text
        batter = state.card(state.game.batter)
        assert f"Batter: {batter.name} ({batter.reading})" in text
        assert f"Grade    {batter.grade}, speed {batter.speed}" in text
        assert f"Count    {state.game.balls}-{state.game.strikes}" in text
        offense = rest[0].value
        session.answer(rest.pop(0).value)
        panel.show(session)
        after = shown(panel)
        call = state.tables.call(int(defense), int(offense))
        assert call == "H" and session.state.turn  # with this seed: a hit, the card's dice next
        assert f"Offense  {offense}  → table: {call}" in after
        assert after != text
        while session.state.turn:  # the card's dice (and a challenge) finish the pitch
            session.answer(rest.pop(0).value)
        last = dict(session.state.last_turn)
        panel.show(session)
        finished = shown(panel)
        card = combo(int(last["die.card1"]), int(last["die.card2"]))
        assert (f"Last pitch\nDefense  {defense}\nOffense  {offense}  → table: {call}\n"
                f"Card     {card}  → {batter.pattern[card].text}\n") in finished
        assert "This pitch" not in finished
        # With this seed the hit is challenged: the challenge's dice are shown too.
        assert f"Challenge {last['die.challenge1']}-{last['die.challenge2']}\n" in finished


@pytest.mark.parametrize("system", ["bot9", "nanyou"])
async def test_a_finished_game_says_so(system):
    session, _ = replayed(system, 2, {}, lambda s: False)
    assert session.game.final
    panel = panel_for(system)
    async with PanelApp(panel).run_test(size=(70, 60)):
        panel.show(session)
        assert shown(panel).startswith("Game over")


async def test_the_bot9_panel_shows_a_solo_games_situation_and_effect_cards():
    cards = bot9_cards.sample_cards()
    solo = load_solo_cards()
    situation = solo.situations[solo.opener]
    effect = next(iter(solo.effects))
    pitchers = [c for c in cards.values() if c.kind == "pitcher"]
    setup, options = solo_game(pick_batters(1, list(cards.values())), pitchers, situation, effect)
    session = Session(get_system("bot9"), setup, options)
    panel = panel_for("bot9")
    async with PanelApp(panel).run_test(size=(70, 60)):
        panel.show(session)
        text = shown(panel)
        assert f"Situation: {situation.name}" in text
        assert f"Effect: {solo.effects[effect].name}" in text
        assert f"Deck     {len(session.state.solo.deck)} cards" in text
        assert "Fatigue" not in text  # the pitch deck is the solo pitcher's arm


def test_the_bot9_relief_and_pinch_hit_questions_name_the_players():
    def asked(key):
        return lambda session: (ask := session.ask()) is not None and ask.key == key

    panel = panel_for("bot9")
    session, _ = replayed("bot9", 11, {}, asked("change"))
    ask, state = session.ask(), session.state
    labels = panel.option_labels(session, ask, ask.options)
    pitcher = state.game.fielding.name(state.game.pitcher)
    assert labels[0] == f"Keep {pitcher}" and ask.options[0] == "stay"
    relievers = [state.card(option).name for option in ask.options[1:]]
    assert list(labels[1:]) == relievers and all(r not in ask.options for r in relievers)


def test_the_bot9_double_switch_is_told_by_names_and_slots():
    from tests.engine.bot9 import test_positions_change as multi
    from tests.engine.bot9.game import play

    s = multi.session()
    play(s, "pinch=none", *multi.STRIKEOUT)
    multi.bat(s)
    ask = s.ask()
    labels = dict(zip(ask.options, panel_for("bot9").option_labels(s, ask, ask.options)))
    assert labels["vis-p2 / vis-b9 for vis-b1"] == (
        "VIS pitcher 2 pitches, VIS batter 9 for VIS batter 1 "
        "(VIS pitcher 2 batting in VIS batter 1's slot)")
    assert labels["vis-p2 / vis-b9 for vis-b1 (slots kept)"] == (
        "VIS pitcher 2 pitches, VIS batter 9 for VIS batter 1 "
        "(each in the slot of the man he replaces)")
    assert labels["vis-p2"] == "VIS pitcher 2"
