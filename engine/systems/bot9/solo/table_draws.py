"""A solo game recorded at the table with the cards it drew (rules/bot9.md §5.3-§5.5, §6).

At the table the pitch deck is real and shuffled: the app cannot know which card comes next, so
the scorekeeper names every card that leaves the deck, by its id, in brackets at the start of
the pitch line, in the order they left it — `[E4 S7 S3] LA/LA x1`. The game moves them as the
solo game played with the dice does (stare_down.py), and checks each against the deck:

1. the cards of a Tire due before this pitch (the set-up Effect card's, a new inning's Tire 1,
   a reliever's Tire 3);
2. the stare-down: cards drawn until one gives the pitch — a Situation card by its icon, an
   Effect card that throws one — each Effect card drawn doing its stare-down action first (the
   cards its Tire moves come next in the brackets);
3. with `t` on the line, the card the batter's "tire him instead of my ★MVP" moves (§5.4).

With the deck empty no card is named: the spent pitcher throws anything but his ace (the
tokens `HI/LA` may say which) until the batter changes; then `p ID` names the pitcher card
revealed from the pitcher deck, the discard becomes the new deck and its Tire 3 is named on the
next line. Recovering needs no word: the bottom card of the discard is known.

A card that cannot have come from the deck — in the discard, on the table, no solo card at all
— is refused, naming it: the deck is the pitcher's fatigue track, and a card recorded out of
it would leave every later draw and the pitcher's arm wrong (a typo is the likely cause, and
the line can be typed again). The pitch the tokens show stands over the card's icon, with a
note: the icons in solo_cards.toml are house defaults, the printed card is the authority.
"""

from __future__ import annotations

from engine.core.errors import EntryError, quoted
from engine.core.frozen import replace

import engine.systems.bot9.solo.deck as deck
from engine.systems.bot9.fatigue import ace_of, pitcher_deck
from engine.systems.bot9.solo import stare_down
from engine.systems.bot9.state import Bot9State

EXAMPLE = "[S3] LA/LA b"


def draw(state: Bot9State, cards: tuple[str, ...], aim: str, guess: str, tired: bool,
         text: str) -> tuple[Bot9State, list[str]]:
    """The pitch's cards moved from the deck, in order; the state with the pitch thrown
    (`turn.aim`: the tokens' `aim` when given) and the notes for the scorekeeper."""
    if state.solo.relief:
        raise EntryError(f"The pitch deck ran out and the batter changed: the next pitcher card "
                         f"comes in first (p and its id: {_pitchers(state)}).", text)
    named = list(cards)
    state = _tires(state, named, text)
    while not state.turn.aim and state.solo.deck:
        state = stare_down.draw(state, _next(state, named, "for the pitch", text))
        state = _tires(state, named, text)
    notes = []
    thrown = state.turn.aim
    if not thrown:  # the deck is empty: anything but the ace, until the batter changes
        state = stare_down.with_deck(state, replace(state.solo, exhausted=True))
        ace = "".join(ace_of(state))
        if aim == ace:
            notes.append(f"{aim} is the spent pitcher's ace pitch, which he may not throw with "
                         f"the pitch deck empty (§5.5): the pitch as entered stands.")
    elif aim and aim != thrown:
        notes.append(f"The cards drawn throw {thrown}, the tokens say {aim}: the tokens stand.")
    pitch = aim or thrown
    state = replace(state, turn=replace(state.turn, aim=pitch, guess=guess))
    if tired:
        if guess and guess != pitch:
            raise EntryError(f"t: only a batter who guessed the whole pitch ({pitch}) may tire "
                             f"the pitcher instead of using his ★MVP, not one who guessed "
                             f"{guess}.", text)
        state = stare_down.tire_for_mvp(state)
        state = _tires(state, named, text)
    if named:
        raise EntryError(f"{' '.join(named)}: no more cards leave the pitch deck on this pitch "
                         f"(the pitch is {pitch or 'thrown'}).", text)
    return state, notes


def relieve(state: Bot9State, named: str, text: str) -> tuple[Bot9State, list]:
    """`p ID`: the pitcher card revealed when the spent pitcher's batter changed (§5.5)."""
    if not state.solo.relief:
        raise EntryError("In a solo game the pitcher is relieved only when the pitch deck has run "
                         "out and the batter changed (rules/bot9.md §5.5).", text)
    if not named:
        raise EntryError(f"Name the pitcher card revealed: p and its id ({_pitchers(state)}).",
                         text)
    for player in pitcher_deck(state):
        card = state.card(player)
        if named.lower() in (player.lower(), card.id.lower() if card else ""):
            return stare_down.answer(state, stare_down.next_ask(state), player)
    raise EntryError(f"{quoted(named)} is not in the pitcher deck: it holds "
                     f"{_pitchers(state)}.", text)


def due(state: Bot9State) -> str:
    """What the scorekeeper names on the next line, for the prompt ("" when only the pitch)."""
    solo = state.solo
    if solo.relief:
        return "the pitch deck ran out: p and the next pitcher card"
    if not solo.deck:
        return "the pitch deck is empty: no card"
    tire = f"the {solo.tires} card{'s' if solo.tires > 1 else ''} of a Tire, then " if solo.tires \
        else ""
    return f"name {tire}the cards drawn, as {EXAMPLE}"


def _tires(state: Bot9State, named: list[str], text: str) -> Bot9State:
    """Move the cards of the Tire due, each named next."""
    while state.solo.tires:
        card = _next(state, named, "for the Tire due", text)
        state = stare_down.with_deck(state, deck.tired(state.solo, card))
    return state


def _next(state: Bot9State, named: list[str], what: str, text: str) -> str:
    """The next card named, checked against the deck; refused naming it."""
    solo, cards = state.solo, state.options.solo_cards
    if not named:
        drawn = state.turn.drawn
        after = f" after {' '.join(drawn)}" if drawn else ""
        raise EntryError(f"Name the next card drawn {what}{after}: every card that leaves the "
                         f"pitch deck, in order, as {EXAMPLE}.", text)
    word = named.pop(0)
    card = next((c for c in solo.deck if c.lower() == word.lower()), None)
    if card is not None:
        return card
    known = {c.lower(): c for c in (*cards.situations, *cards.effects)}
    where = ("is not a solo card" if word.lower() not in known
             else "is in the discard" if known[word.lower()] in solo.discard
             else "is on the table, not in the pitch deck")
    raise EntryError(f"{word} {where}: the pitch deck holds {' '.join(solo.deck)}.", text)


def _pitchers(state: Bot9State) -> str:
    return ", ".join(card.id if (card := state.card(p)) else p for p in pitcher_deck(state))
