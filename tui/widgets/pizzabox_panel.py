"""Pizza Box's panel (rules/pizza_box.md §1.3, §2): the level, the cards of the plate
appearance in progress and of the last one, the defence's hand, both colours' pitcher decks,
the result piles and the next reshuffle — and by level the cards kept (AA+), the running-card
checks, the pinch hitters (AAA+) and each team's pitcher card with its line (PRO).

It shows `PizzaBoxState` as the engine keeps it. The cards are a simultaneous hidden choice:
while the offence's hitter card is in and the defence's pitcher card is not, the hitter card is
shown face down — in hot-seat the defence is looking at this screen. What a hand holds and the
cards a team kept are shown only for the sides the screen says are open (`open_sides`: a
person's own cards against the computer); a pitcher deck's make-up too, since with the cards
face up it would tell what the hand holds. The others are counts.
"""

from __future__ import annotations

from rich.text import Text

from engine.systems.pizzabox import decks, pitchers
from engine.systems.pizzabox.cards import DECK_NAMES, RESULT_DECKS, ResultCard, RunningCard
from engine.systems.pizzabox.state import COLOURS, PizzaBoxState
from engine.systems.session import Session
from tui.widgets.field import ordinal
from tui.widgets.system_panel import SystemPanel, at_bat, field_line, heading

#: The hand's phases (decks.py): the first draw, the extra draw, one card a batter.
PHASES = {-1: "not dealt", 0: "first draw", 1: "extra draw", 2: "one a batter"}


class PizzaBoxPanel(SystemPanel):
    """Cards, hand, decks and level of a Pizza Box game."""

    BORDER_TITLE = "Pizza Box"

    def describe(self, session: Session) -> Text:
        # The hand and decks as the table has them before this batter: what the defence is owed
        # worked out (at a table, dealt face down), as the next question does it.
        state: PizzaBoxState = session.state
        if not state.game.final:
            state = decks.prepared(state)
        text = at_bat(session, self.tally)
        field_line(text, "Level", f"{state.level} · {_colours(state)}")
        if state.turn:
            _cards(text, "This plate appearance", state, dict(state.turn))
        if not state.game.final:
            _hand(text, state, self.open_sides)
        if state.last:
            _cards(text, "Last plate appearance", state, dict(state.last))
        _decks(text, state, self.open_sides)
        if state.options.at_least("AA"):
            _kept(text, state, self.open_sides)
        if state.options.at_least("AAA"):
            _pinch_hitters(text, state)
        if state.options.at_least("PRO"):
            _pitcher_cards(text, state)
        return text


def _colours(state: PizzaBoxState) -> str:
    """"VIS blue, HOM red": the visitors bat first with blue (rules §1.2)."""
    return ", ".join(f"{team.code} {colour}" for team, colour in zip(state.game.teams, COLOURS))


def _cards(text: Text, title: str, state: PizzaBoxState, answers: dict[str, str]) -> None:
    """The two strategy cards and what they drew. A hitter card without its pitcher card is
    the pending hidden choice: face down."""
    heading(text, title)
    hitter, pitch = answers.get("hitter"), answers.get("pitch")
    if pitch is None:
        field_line(text, "Hitter", "card face down" if hitter else "choosing")
        field_line(text, "Pitcher", "choosing")
        return
    field_line(text, "Cards", f"{hitter} v {pitch}")
    cards = state.options.cards
    if "running" in answers:
        card = cards.find(answers["running"])
        said = card.result if isinstance(card, RunningCard) else answers["running"]
        field_line(text, "Running", f"{answers['running']} {said}")
    if "result" in answers:
        card = cards.find(answers["result"])
        if isinstance(card, ResultCard):
            field_line(text, "Result", f"{card.id} {DECK_NAMES[card.deck]}")
            _areas(text, state, card)
        else:  # typed at a table by its event code
            field_line(text, "Result", answers["result"])


def _areas(text: Text, state: PizzaBoxState, card: ResultCard) -> None:
    """The card's face as the level reads it: the white area, from AAA on the light-blue areas
    of some batting slots, at PRO the blue strip for the pitcher batting."""
    field_line(text, "", card.white.text)
    if state.options.at_least("AAA"):
        for slots, area in card.aaa:
            field_line(text, "", f"slots {' '.join(map(str, sorted(slots)))}: {area.text}")
    if state.options.at_least("PRO") and card.pro is not None:
        field_line(text, "", f"pitcher: {card.pro.text}")


def _hand(text: Text, state: PizzaBoxState, open_sides: frozenset[int]) -> None:
    """The defence's hand: how many, the phase, what is still owed; its cards for an open side;
    the cards face up in front of it this half."""
    team = 1 - state.game.half
    hand = state.hand
    heading(text, f"Defence: {state.game.teams[team].code} ({state.defence_colour()})")
    count = f"{hand.size} card" + ("" if hand.size == 1 else "s")
    owed = f", {hand.owed} to draw" if hand.owed else ""
    field_line(text, "Hand", f"{count} ({PHASES.get(hand.phase, '')}){owed}")
    if team in open_sides and hand.cards:
        field_line(text, "In hand", " ".join(hand.cards))
    field_line(text, "Face up", " ".join(hand.face_up) or "none yet")
    offered, limit = state.offer
    if limit and offered:
        field_line(text, "Keeping", f"{state.game.teams[state.game.half].code} keeps up to {limit}")


def _decks(text: Text, state: PizzaBoxState, open_sides: frozenset[int]) -> None:
    """Each colour's pitcher deck (cards left, the kinds shown since the last reshuffle), the
    result piles against the full decks, and the next reshuffle."""
    heading(text, "Decks")
    cards, at_table = state.options.cards, state.options.entry == "table"
    for team, (deck, colour) in enumerate(zip(state.decks, COLOURS)):
        left = f"{deck.left} left"
        if team in open_sides and not at_table:  # the app dealt them: the kinds are known
            left += f" ({deck.strikes} S {deck.balls} B)"
        field_line(text, colour, f"{left} · shown {deck.shown[0]} S {deck.shown[1]} B")
    piles = "  ".join(f"{name} {len(pile)}/{len(cards.deck(name))}"
                      for name, pile in zip(RESULT_DECKS, state.piles))
    field_line(text, "Results", piles)
    if not state.game.final:
        inning, what = decks.next_reshuffle(state.game.inning, state.rules)
        field_line(text, "Reshuffle", f"after the {ordinal(inning)}: {what}")


def _kept(text: Text, state: PizzaBoxState, open_sides: frozenset[int]) -> None:
    """AA+: the cards each team kept for its next time in the field (face down: which they are
    only for an open side), and the running-card checks so far."""
    heading(text, f"Level {state.level}")
    kept = []
    for team, cards in enumerate(state.kept):
        which = f" ({' '.join(cards)})" if cards and team in open_sides else ""
        kept.append(f"{state.game.teams[team].code} {len(cards) + state.kept_hidden[team]}{which}")
    field_line(text, "Kept", " · ".join(kept))
    field_line(text, "Steals", f"{state.steals} running-card check"
               + ("" if state.steals == 1 else "s"))


def _pinch_hitters(text: Text, state: PizzaBoxState) -> None:
    """AAA+: the pinch hitters each team has used, of its three."""
    for team, used in enumerate(state.pinch):
        names = ", ".join(state.options.names.get(p, p) for p in used)
        field_line(text, "Pinch" if team == 0 else "",
                   f"{state.game.teams[team].code} {len(used)} of {state.rules.ph_per_team}"
                   + (f": {names}" if names else ""))


def _pitcher_cards(text: Text, state: PizzaBoxState) -> None:
    """PRO: each team's pitcher card, its line for this inning (base draw / keep / extra) and
    the innings he has begun."""
    for team in (0, 1):
        card, line = pitchers.on_mound(state, team), pitchers.line(state, team)
        code = state.game.teams[team].code
        if card is None:
            field_line(text, code, "no pitcher card")
            continue
        innings = state.pitching[team].innings
        field_line(text, code, f"{card.name}, grade {card.grade}")
        field_line(text, "", f"line {'/'.join(map(str, line)) if line else '—'}, {innings} "
                   "inning" + ("" if innings == 1 else "s") + " begun")
