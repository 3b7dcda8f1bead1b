"""The two cards on the solo table (rules/bot9.md §5.2): the Situation card — where the game
starts and what winning it is worth — and the Effect card flipped under it.

The cards come from the engine (`engine.systems.bot9.solo.board`); these widgets only print
them as the card reads.
"""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static

from engine.systems.bot9.solo import SituationCard
from stats.box.text import ordinal

BASES = {1: "1st", 2: "2nd", 3: "3rd"}


class SituationCardView(Static):
    """The Situation card: its name and text, what it sets (inning, outs, runners, score, the
    last inning) and the Manager Points for each way of winning."""

    def show(self, card: SituationCard, bases_empty: bool = False) -> None:
        """Show `card`; `bases_empty` under the Hall of Fame rule, which ignores its runners."""
        if bases_empty:
            runners = "bases empty (Hall of Fame)"
        elif card.runners:
            on = " and ".join(BASES.get(base, str(base)) for base in card.runners)
            runners = f"{'runner' if len(card.runners) == 1 else 'runners'} on {on}"
        else:
            runners = "bases empty"
        them, you = card.score
        sets = (f"Bottom of the {ordinal(card.inning)}, {card.outs} out, {runners}; "
                f"you {you}, them {them}; the game may go to the {ordinal(card.max_inning)}.")
        points = (f"MP: {card.mp_win_regulation} for a win in the {ordinal(card.inning)}, "
                  f"{card.mp_win_extra} for a win in extra innings.")
        self.update(Content.from_markup("[b]Situation: $name[/b]\n$text\n$sets\n$points",
                                        name=card.name, text=card.text, sets=sets,
                                        points=points))


class EffectCardView(Static):
    """The Effect card flipped at set-up: its name and the text in use (basic or advanced)."""

    def show(self, name: str, words: str) -> None:
        self.update(Content.from_markup("[b]Effect: $name[/b]\n$words", name=name, words=words))
