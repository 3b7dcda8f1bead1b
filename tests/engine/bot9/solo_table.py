"""A solo game on the test table: the sample cards, a fixed lineup, and ways to put the game in
a position (the deck, the dice) and answer its questions by key."""

from __future__ import annotations

from dataclasses import replace

from engine.systems.bot9 import SYSTEM
from engine.systems.bot9.cards import sample_cards
from engine.systems.bot9.effects import Dice
from engine.systems.bot9.solo import load_solo_cards, named_batters, solo_game
from engine.systems.session import Session

CARDS = sample_cards()
SOLO = load_solo_cards()
LINEUP = ("B01", "B02", "B03", "B04", "B06", "B07")  # C, 1B, 2B, SS, LF, CF
PITCHERS = ("P01", "P02", "P03", "P04", "P05", "P06")


def solo_session(situation: str = "S1", effect: str = "E4", starter: str = "P01",
                 pitchers: tuple[str, ...] = PITCHERS, **rules) -> Session:
    """A solo game against `starter`, the other `pitchers` in the pitcher deck."""
    batters = named_batters(CARDS, LINEUP)
    arms = [CARDS[starter]] + [CARDS[p] for p in pitchers if p != starter]
    setup, options = solo_game(batters, arms, SOLO.situations[situation], effect, **rules)
    return Session(SYSTEM, setup, options)


def with_deck(session: Session, deck, discard=(), **fields) -> Session:
    """The session with the pitch deck and discard set (other SoloState fields as given)."""
    solo = replace(session.state.solo, deck=tuple(deck), discard=tuple(discard), **fields)
    session.state = replace(session.state, solo_deck=solo)
    return session


def at_pitch(session: Session, aim: str, guess: str, pitch: str, control: int,
             balls: int = 0, strikes: int = 0) -> Session:
    """The session with the stare-down done (`aim` thrown, `guess` guessed) and the pitch and
    control dice showing `pitch` and `control`, before the pitcher's choice."""
    state = session.state
    dice = Dice(pitch=pitch, control=control)
    turn = replace(state.turn, aim=aim, guess=guess, natural=dice, dice=dice)
    session.state = replace(state, turn=turn,
                            game=replace(state.game, balls=balls, strikes=strikes))
    return session


def answer(session: Session, key: str, value: str) -> None:
    """Answer the session's next ask, which must be `key`."""
    ask = session.ask()
    assert ask is not None and ask.key == key, (ask, key)
    session.answer(value, ask.who)


def draw_situation(session: Session, guess: str = "HI") -> str:
    """Guess, then draw the first Situation card of the deck; return the card drawn."""
    answer(session, "guess", guess)
    card = next(c for c in session.ask().options if c in SOLO.situations)
    answer(session, "solo.card", card)
    return card


def strike_out_everyone(session: Session, until_inning: int | None = None) -> None:
    """Answer every ask until the game ends (or `until_inning` starts): each batter strikes
    out (an outcome override at the guess), each card the first one offered."""
    while (ask := session.ask()) is not None:
        if until_inning is not None and session.game.inning >= until_inning:
            return
        session.answer("=K" if ask.key == "guess" else ask.options[0], ask.who)
