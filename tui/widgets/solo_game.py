"""The current game of a solo season: where it stands, its Situation and Effect cards, and the
solo pitcher's deck and discard as the player may see them (rules/bot9.md §5).

What is on the table comes from the engine (`engine.systems.bot9.solo.board`, which already
keeps the discard out of sight under Manager of the Year); this panel lays it out.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from engine.systems.bot9.solo import board
from engine.systems.session import Session
from stats.box.text import ordinal
from tui.widgets.solo_cards import EffectCardView, SituationCardView
from tui.widgets.solo_deck import DeckShown, PitchDeckView, discard_labels


class SoloGamePanel(Vertical):
    """A line on the game (or on what comes next), then the cards: the Situation card on the
    left, the Effect card and the deck on the right."""

    def compose(self) -> ComposeResult:
        yield Static(id="solo-now")
        with Horizontal(id="solo-cards"):
            yield SituationCardView(id="solo-situation")
            with Vertical(id="solo-side"):
                yield EffectCardView(id="solo-effect")
                yield PitchDeckView(id="solo-deck")

    def show_next(self, text: str) -> None:
        """No game under way: only `text` (what comes next), no cards."""
        self.query_one("#solo-now", Static).update(text)
        self.query_one("#solo-cards").display = False

    def show_game(self, number: int, games: int, session: Session) -> None:
        """Game `number` of `games` as it stands in `session`."""
        view, game = board(session.state), session.game
        options = session.state.options  # the game's advanced rules: Hall of Fame, MOTY
        at_table = options.entry == "table"
        self.query_one("#solo-now", Static).update(
            f"Game {number} of {games}, "
            f"{'recorded from the table' if at_table else 'played with the dice'}: bottom of "
            f"the {ordinal(game.inning)}, {game.outs} out, you {game.score[1]}, them "
            f"{game.score[0]}. {'r' if at_table else 'p'} continues it.")
        self.query_one(SituationCardView).show(view.situation, bases_empty=options.hof)
        self.query_one(EffectCardView).show(view.effect.name, view.effect_words)
        discard = None if options.moty else discard_labels(options.solo_cards, view.discard)
        pitcher = view.pitcher_card.name if view.pitcher_card else view.pitcher
        # A game recorded with its cards named keeps the deck as a game with the dice does.
        unfollowed = at_table and not options.drawn
        self.query_one(PitchDeckView).show(DeckShown(view.deck_size, discard, view.exhausted,
                                                     pitcher, view.pitchers_left, unfollowed))
        self.query_one("#solo-cards").display = True
