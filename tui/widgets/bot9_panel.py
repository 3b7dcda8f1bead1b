"""Bottom of the 9th's panel (rules/bot9.md §1.3, §2): the stare-down's tokens, the dice of the
pitch, the pitcher's fatigue track, the support card and both players' cards — and for a solo
game the Situation and Effect cards on the table.

It shows `Bot9State` as the engine keeps it: the tokens come from `abilities.tokens`, the
track's rows from the game's tables, the solo cards from `solo.view.board`.
"""

from __future__ import annotations

from rich.text import Text

from engine.systems.base import Ask
from engine.systems.bot9.abilities import tokens
from engine.systems.bot9.cards import Ability, Card
from engine.systems.bot9.effects import Dice
from engine.systems.bot9.fatigue import ace_of
from engine.systems.bot9.flow import STAY
from engine.systems.bot9.pitch_words import CALLS, RACES, pitch_name
from engine.systems.bot9.solo.view import board
from engine.systems.bot9.state import Bot9State
from engine.systems.bot9.substitutes import KEPT, NONE
from engine.systems.session import Session
from tui.widgets.system_panel import SystemPanel, at_bat, field_line, heading

DICE = ("pitch", "control", "swing", "run", "field", "hit")


class Bot9Panel(SystemPanel):
    """Tokens, dice, fatigue, support and cards of a Bottom of the 9th game."""

    BORDER_TITLE = "Bottom of the 9th"

    def option_labels(self, session: Session, ask: Ask, options: tuple[str, ...]
                      ) -> tuple[str, ...]:
        """Pinch hitters and relievers by name (the answers stay their ids)."""
        if ask.key not in ("pinch", "change"):
            return options
        return tuple(_answer_label(session.state, option) for option in options)

    def describe(self, session: Session) -> Text:
        state: Bot9State = session.state
        # What the pitch turns on comes first: the stare-down and the fatigue track fit the
        # panel's first nine lines at 80×24 (who is at bat is also on the line above the log).
        text = Text()
        if state.options.solo:
            _solo(text, state)
        if not state.game.final:
            _stare_down(text, state)
        _fatigue(text, state)
        if text.plain:
            text.append("\n")
        text.append_text(at_bat(session, self.tally))
        _dice(text, state)
        _support(text, state)
        for title, player in (("Batter", state.game.batter), ("Pitcher", state.game.pitcher)):
            if not state.game.final:
                _card(text, title, state.card(player))
        return text


def _answer_label(state: Bot9State, option: str) -> str:
    """A pinch-hit or pitching-change answer by names: "Pitcher 2 / Batter 7 for Batter 3"."""
    if option == STAY:
        return f"Keep {_name(state, state.game.pitcher)}"
    if option == NONE:
        return "No pinch hitter"
    reliever, _, switch = option.partition(" / ")
    if not switch:
        return _name(state, reliever)
    kept = switch.endswith(KEPT)
    player, _, fielder = switch.removesuffix(KEPT).partition(" for ")
    slots = ("each in the slot of the man he replaces" if kept
             else f"{_name(state, reliever)} batting in {_name(state, fielder)}'s slot")
    return (f"{_name(state, reliever)} pitches, {_name(state, player)} "
            f"for {_name(state, fielder)} ({slots})")


def _name(state: Bot9State, player: str) -> str:
    """A player's name: on the lineup card, else on his card (the bench, the bullpen)."""
    for team in state.game.teams:
        if player in team.names:
            return team.names[player]
    card = state.card(player)
    return card.name if card is not None else player


def _stare_down(text: Text, state: Bot9State) -> None:
    """The pitch aimed and the guess; the aim stays hidden until the batter has guessed."""
    turn = state.turn
    heading(text, "Stare-down")
    if not turn.aim:
        field_line(text, "Pitcher", "choosing")
        return
    if not turn.guess:
        field_line(text, "Pitcher", "chosen, face down")
        field_line(text, "Batter", "guessing")
        return
    field_line(text, "Pitcher", pitch_name(turn.aim))
    field_line(text, "Batter", pitch_name(turn.guess))
    batter, _ = tokens(turn.aim, turn.guess)
    # One line, for the panel's 25 columns at 80×24: what the batter won (the pitcher holds
    # the rest); both is the full guess.
    won = "both" if len(batter) == 2 else next(iter(batter), "")
    field_line(text, "Tokens", Text.assemble(("batter ", "bold"), won) if won
               else Text("pitcher both"))


def _dice(text: Text, state: Bot9State) -> None:
    """The dice of the pitch being thrown (as rolled, and after abilities), and the last pitch
    as the table logged it."""
    turn = state.turn
    if any(turn.natural.rolled(die) for die in DICE):
        heading(text, "Dice")
        field_line(text, "Rolled", _faces(turn.natural))
        if turn.dice != turn.natural:
            field_line(text, "Now", _faces(turn.dice))
        if turn.call:
            field_line(text, "Call", CALLS.get(turn.call, turn.call))
        if turn.race:
            field_line(text, "Run", RACES.get(turn.race, turn.race))
    if state.table:
        heading(text, "Last pitch")
        text.append(state.table[-1] + "\n")


def _faces(dice: Dice) -> str:
    return "  ".join(f"{die} {dice.get(die)}" for die in DICE if dice.rolled(die))


def _fatigue(text: Text, state: Bot9State) -> None:
    """The pitcher's two markers on the track: row 0 fresh, the last row locks that face of
    the ace pitch (rules.toml's fatigue.locked_at)."""
    if state.options.solo or state.game.final:
        return
    ace = ace_of(state)
    locked = state.tables.locked_at
    heading(text, f"Fatigue (ace {pitch_name(''.join(ace))})")
    # "location ● · · · × " and "locked" after it: 25 columns, the panel's room at 80×24.
    text.append(" " * 9 + " ".join(str(row) for row in range(locked + 1)) + "\n", style="dim")
    for token, row in (("location", state.fatigue.location), ("angle", state.fatigue.angle)):
        text.append(f"{token:<9}")
        for r in range(locked + 1):
            mark = "●" if r == row else ("×" if r == locked else "·")
            text.append(mark + " ", style="bold" if r == row else "dim")
        text.append("locked\n" if row >= locked else "\n", style="bold")


def _support(text: Text, state: Bot9State) -> None:
    options = state.options
    card = state.card(options.support) if options.support else None
    if card is None:
        return
    heading(text, f"Support: {card.name} ({options.support_mode})")
    split = options.support_mode == "split"  # the offence uses the home ability (the seed)
    for label, ability in ((("Offence" if split else "Home"), card.home_ability),
                           (("Defence" if split else "Visitors"), card.visitor_ability)):
        if ability is not None:
            field_line(text, label, _ability(ability))
    limit = f" of {options.support_uses}" if options.support_uses else ""
    field_line(text, "Used", f"visitors {state.support_used[0]}{limit}, "
                             f"home {state.support_used[1]}{limit}")


def _card(text: Text, title: str, card: Card | None) -> None:
    if card is None:
        return
    heading(text, f"{title}: {card.name}")
    if card.kind == "pitcher":
        field_line(text, "Card", f"{card.id}, {card.role}, ace {pitch_name(''.join(card.ace))}")
    else:
        field_line(text, "Card", f"{card.id}, plays {' '.join(card.positions)}")
    for label, abilities in (("Trait", card.traits), ("Ability", card.abilities),
                             ("Special", (card.special,) if card.special else ())):
        for ability in abilities:
            field_line(text, label, _ability(ability))


def _ability(ability: Ability) -> str:
    needs = f" [{' + '.join(sorted(ability.needs))}]" if ability.needs else ""
    return f"{ability.name}{needs}: {ability.text}"


def _solo(text: Text, state: Bot9State) -> None:
    """The solo table: the Situation card, the Effect card in force, the deck."""
    shown = board(state)
    heading(text, f"Situation: {shown.situation.name}")
    text.append(shown.situation.text + "\n")
    heading(text, f"Effect: {shown.effect.name}")
    text.append(shown.effect_words + "\n")
    field_line(text, "Deck", f"{shown.deck_size} cards, {shown.pitchers_left} pitchers left"
               + (", exhausted" if shown.exhausted else ""))
