"""The solo pitcher's arm (rules/bot9.md §5.3, §5.5): the pitch deck, face down, and the
discard pile, face up — which the player may not look at under Manager of the Year (§5.6).

The screen hands in what the player may see (`DeckShown`, made from the engine's
`board`); the widget prints it.
"""

from __future__ import annotations

from dataclasses import dataclass

from textual.content import Content
from textual.widgets import Static

from engine.systems.bot9.solo import SoloCards


@dataclass(frozen=True)
class DeckShown:
    """The deck as the player sees it: how many cards are face down, the discard bottom card
    first (None: hidden by Manager of the Year), whether the deck ran out, the pitcher and the
    pitchers left in the pitcher deck. `at_table`: the game is recorded from a real table,
    whose deck the program does not hold."""

    deck_size: int
    discard: tuple[str, ...] | None
    exhausted: bool
    pitcher: str
    pitchers_left: int
    at_table: bool = False


class PitchDeckView(Static):
    """The pitcher, the pitch deck's count and the discard pile (or that it is hidden)."""

    def show(self, deck: DeckShown) -> None:
        pitcher = f"Pitching: {deck.pitcher} ({deck.pitchers_left} left in the pitcher deck)"
        if deck.at_table:
            self.update(Content.from_markup(
                "$pitcher\n[b]Pitch deck[/b]: on your table (the game is recorded from it)",
                pitcher=pitcher))
            return
        cards = "card" if deck.deck_size == 1 else "cards"
        state = (" — empty: only non-ace pitches until the batter changes" if deck.exhausted
                 else "")
        if deck.discard is None:
            discard = "face down (Manager of the Year)"
        else:
            discard = " · ".join(deck.discard) or "empty"
        self.update(Content.from_markup(
            "$pitcher\n[b]Pitch deck[/b]: $size $cards, face down$state\n"
            "[b]Discard[/b] (oldest first): $discard",
            pitcher=pitcher, size=deck.deck_size, cards=cards, state=state, discard=discard))


def discard_labels(cards: SoloCards, discard: tuple[str, ...]) -> tuple[str, ...]:
    """The discard's card ids as the cards read: a Situation card's name and the pitch icon
    printed at its bottom (the pitch it threw), an Effect card's name."""
    return tuple(f"{cards.situations[c].name} ({cards.situations[c].pitch})"
                 if c in cards.situations else cards.effects[c].name for c in discard)
