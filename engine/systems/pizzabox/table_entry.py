"""Recording a physical game of Pizza Box at the table (rules/pizza_box.md §5).

One line per plate appearance, as fast as the table plays:

    w B HA07      the hitter's card (w SWING, t TAKE, s STEAL, b BUNT), the pitcher's card
                  (K STRIKE, B BALL, P BALL with a pitchout) and the result card by its id
    t K GO        … or the result by its event code: 1B 2B 3B HR BB E K GO FO PO LO DP, with
    t B GO63 2>H  the fielders after it (GO63, FO8, E5) and a runner's base where the table
                  moved him otherwise than the house-default movement (2>H: from second, scored)
    s K + t…      a steal: + SAFE or - OUT for the running card (or its id); none against P
    b K           a bunt against a STRIKE is a sacrifice: no card
    p hom-lr1     PRO: the reliever coming in (player id or his card id), before the cards
    ph hom-ph1    AAA+: the pinch hitter for slot 9, before the cards
    =PLAY         the outcome itself when the cards were not kept (=S8, =63): ends the at-bat
    sub … com … end … radj …    a line of the plain entry language

The app knows the rest: the deck the two cards call for, the hand (how many the defence holds,
when it draws 3 or 1, what it keeps), the reshuffles, the batting slot and which area of the
card is read. What cannot come from the deck in play — a card already drawn since the last
reshuffle, a card of another deck than the two cards call for, an 11th STRIKE — is recorded as
typed with a note: the scorekeeper's word wins. A line that breaks a rule of the level is
refused whole, naming the word.
"""

from __future__ import annotations

import re

from engine.core.apply import step
from engine.core.entry import parse_entry
from engine.core.errors import EntryError, quoted
from engine.core.frozen import replace
from engine.systems.base import Ask
import engine.systems.pizzabox.decks as decks
import engine.systems.pizzabox.flow as flow
import engine.systems.pizzabox.people as people
import engine.systems.pizzabox.pitchers as pitchers
import engine.systems.pizzabox.plays as plays
from engine.systems.pizzabox.cards import DECK_NAMES, EVENTS, ResultCard, RunningCard
from engine.systems.pizzabox.state import PizzaBoxState

HITTER = {"w": "SWING", "t": "TAKE", "s": "STEAL", "b": "BUNT"}
PITCH = {"K": "STRIKE", "B": "BALL", "P": "PITCHOUT"}
PLAIN_COMMANDS = ("sub", "radj", "end", "com")
SUBSTITUTE = ("p", "ph")
TYPED = re.compile(r"^(1B|2B|3B|HR|BB|E|K|GO|FO|PO|LO|DP)(\d*)$", re.I)
OVERRIDE = re.compile(r"^([123])>([123H])$", re.I)
HELP = ("the hitter's card (w t s b), the pitcher's (K B P), then the result card's id or its "
        "event (1B … DP), as w B HA07; s K + for a steal; p ID, ph ID before them; =PLAY")


def check_line(text: str) -> str:
    """Read a line without the game: its words must be words of the table's language (the
    game decides what they mean); raise `EntryError` naming the word that is wrong."""
    words = text.split()
    if not words:
        raise EntryError(f"Type the plate appearance: {HELP}.", text)
    if words[0].startswith("#") or words[0].lower() in PLAIN_COMMANDS:
        parse_entry(text)
        return text
    for at, word in enumerate(words):
        if word.startswith(("#", "=")):
            if word.startswith("=") and len(text[text.index(word) + 1:].strip()) == 0:
                raise EntryError("'=' needs the play that happened, as =S8 or =63.", text)
            if word.startswith("="):
                parse_entry(text[text.index(word) + 1:].strip())
            break
        if at and words[at - 1] in SUBSTITUTE:
            continue
        if not (word.lower() in HITTER or word in PITCH or word.upper() in PITCH
                or word in ("+", "-") or word in SUBSTITUTE or TYPED.match(word)
                or OVERRIDE.match(word) or re.fullmatch(r"[A-Za-z0-9_-]+", word)):
            raise EntryError(f"{quoted(word)} is not part of the table's language ({HELP}).", text)
    return text


def next_ask(state: PizzaBoxState) -> Ask | None:
    """One question for the whole line: where the game stands and what the table owes."""
    game = state.game
    if game.final:
        return None
    ask = flow.next_ask(state)
    half = "Top" if game.half == 0 else "Bottom"
    outs = f"{game.outs} out" + ("" if game.outs == 1 else "s")
    if ask is not None and ask.key == "pitcher" and pitchers.STAY not in ask.options:
        what = "the pitcher must come out: p and the reliever first"
    elif ask is not None and ask.key in ("result", "running"):
        what = ask.prompt.lower()
    else:
        what = "the two cards and the result card"
    seats = people.person(state, "offense"), people.person(state, "defense")
    return Ask("entry", "scorekeeper", "entry", f"{half} {game.inning}, {outs} — "
               f"{game.batting.name(game.batter)} batting: {what}",
               person="/".join(seats) if all(seats) else "")


def answer(state: PizzaBoxState, ask: Ask, text: str) -> tuple[PizzaBoxState, tuple]:
    """Record one line: its words as answers to the system's questions, in order. The events
    come back for the session to apply to the game as it was."""
    words = text.split()
    if not words:
        raise EntryError(f"Type the plate appearance: {HELP}.", text)
    if words[0].startswith("#") or words[0].lower() in PLAIN_COMMANDS:
        entry = parse_entry(text)
        if state.turn and entry.events:
            raise EntryError("Finish the plate appearance first: its result card is missing.", text)
        return state, entry.events
    feed = _Feed(state, text)
    at = 0
    while at < len(words):
        word = words[at]
        if word.startswith("#"):
            break
        if word.startswith("="):
            feed.override(text[text.index(word) + 1:].strip())
            at = len(words)
            break
        if word in SUBSTITUTE:  # lower-case p: a pitching change (capital P is a pitchout)
            if at + 1 >= len(words):
                raise EntryError(f"{quoted(word)} needs the player coming in, as {word} hom-"
                                 f"{'lr1' if word == 'p' else 'ph1'}.", text)
            feed.substitute(word, words[at + 1])
            at += 2
            continue
        taken = feed.card_word(word, words[at + 1:])
        at += 1 + taken
    return replace(feed.state, game=state.game), tuple(feed.events)


class _Feed:
    """Answers the system's questions one word at a time, moving the game on as it goes."""

    def __init__(self, state: PizzaBoxState, text: str):
        self.state, self.text, self.events, self.notes = state, text, [], []

    def pending(self, word: str) -> Ask:
        ask = None if self.state.game.final else flow.next_ask(decks.prepared(self.state))
        if ask is None:
            raise EntryError(f"The game is over: {quoted(word)} "
                             "and what follows it are left over.", self.text)
        return ask

    def give(self, ask: Ask, value: str) -> None:
        state, events = flow.answer(decks.prepared(self.state), ask, value)
        game = state.game
        for event in events:
            game, _ = step(game, event)
        self.state = replace(decks.turnover(replace(state, game=game)),
                             notes=self.state.notes + tuple(self.notes))
        self.notes = []
        self.events.extend(events)

    def passing(self, word: str) -> Ask:
        """The next question the cards speak to, passing the changes not made."""
        ask = self.pending(word)
        while ask.key in ("pitcher", "pinch"):
            passed = pitchers.STAY if ask.key == "pitcher" else flow.NONE
            if passed not in ask.options:
                raise EntryError(f"{quoted(word)} cannot come yet: {ask.prompt} (type p and one of "
                                 f"{', '.join(ask.options)}).", self.text)
            self.give(ask, passed)
            ask = self.pending(word)
        return ask

    def substitute(self, command: str, player: str) -> None:
        ask = self.pending(command)
        key = "pitcher" if command == "p" else "pinch"
        while ask.key != key and ask.key in ("pitcher", "pinch"):
            self.give(ask, pitchers.STAY if ask.key == "pitcher" else flow.NONE)
            ask = self.pending(command)
        if ask.key != key:
            when = ("a pitching change at PRO, before the batter's cards" if key == "pitcher"
                    else "a pinch hitter for slot 9 after the 6th inning (AAA and PRO), before the cards")
            raise EntryError(f"'{command} {player}' is {when}, and it is not open now.", self.text)
        wanted = self._player(ask, player)
        self.give(ask, wanted)

    def _player(self, ask: Ask, player: str) -> str:
        team = 1 - self.state.game.half if ask.key == "pitcher" else self.state.game.half
        staff = self.state.options.pitchers[team]
        for option in ask.options:
            if player.lower() in (option.lower(), staff.get(option, "").lower()):
                return option
        open_ = [o for o in ask.options if o not in (pitchers.STAY, flow.NONE)]
        raise EntryError(f"{quoted(player)} cannot come in now: {ask.prompt} — "
                         f"{', '.join(open_) or 'nobody'}.",
                         self.text)

    def card_word(self, word: str, rest: list[str]) -> int:
        """Answer the question the word speaks to; how many following words it also took."""
        ask = self.passing(word)
        if ask.key == "hitter":
            card = HITTER.get(word.lower())
            if card is None:
                raise EntryError(f"{quoted(word)} is not a hitter's card: "
                                 "w SWING, t TAKE, s STEAL, b BUNT.", self.text)
            if card not in ask.options:
                raise EntryError(f"{quoted(word)}: {card} cannot be played now "
                                 f"({_why(card, self.state)}).", self.text)
            self.give(ask, card)
            return 0
        if ask.key == "pitch":
            card = PITCH.get(word) or {"k": "STRIKE", "STRIKE": "STRIKE", "BALL": "BALL",
                                       "PITCHOUT": "PITCHOUT"}.get(word.upper() if len(word) > 1 else word)
            if card is None:
                raise EntryError(f"{quoted(word)} is not a pitcher's "
                                 "card: K STRIKE, B BALL, P pitchout.", self.text)
            if card not in ask.options:
                raise EntryError(f"{quoted(word)}: a pitchout is "
                                 "called with a BALL card from AA on.", self.text)
            kind = "BALL" if card == "PITCHOUT" else card
            if not decks.playable(self.state, kind):
                self.notes.append(f"Every {kind} card of the {self.state.defence_colour()} deck has "
                                  "been shown since the last reshuffle; recorded as typed.")
            self.give(ask, card)
            return 0
        if ask.key == "running":
            self.give(ask, self._running(word))
            return 0
        if ask.key == "result":
            value, taken = self._result(ask, word, rest)
            self.give(ask, value)
            return taken
        raise EntryError(f"{quoted(word)} does not answer {quoted(ask.prompt)}.", self.text)

    def _running(self, word: str) -> str:
        cards = self.state.options.cards
        wanted = {"+": "SAFE", "-": "OUT"}.get(word)
        for card_id in cards.deck("RUN"):
            card = cards[card_id]
            if isinstance(card, RunningCard) and (card.result == wanted or card_id.lower() == word.lower()):
                return card_id
        raise EntryError(f"{quoted(word)} is not a running card: "
                         "+ SAFE, - OUT (or the card's id).", self.text)

    def _result(self, ask: Ask, word: str, rest: list[str]) -> tuple[str, int]:
        """The result card by id (checked against the deck in play), or an event code with its
        fielders and runner destinations."""
        said = []
        for extra in rest:
            if not OVERRIDE.match(extra):
                break
            said.append(extra.upper())
        card = self.state.options.cards.find(word)
        if isinstance(card, ResultCard):
            if said:
                raise EntryError(f"{quoted(said[0])}: a result card moves its runners itself; to "
                                 "say otherwise type its event code, as GO 2>H.", self.text)
            if card.deck != ask.deck:
                self.notes.append(f"{card.id} is a {DECK_NAMES[card.deck]} card, but these two cards "
                                  f"draw {DECK_NAMES[ask.deck]}; recorded as typed.")
            elif card.id not in ask.options:
                self.notes.append(f"{card.id} was drawn before since the last reshuffle; recorded as typed.")
            return card.id, 0
        typed = TYPED.match(word)
        if typed is None:
            raise EntryError(f"{quoted(word)} is neither a result card of the set nor an event "
                             f"({' '.join(EVENTS)}).", self.text)
        event, fielders = typed.group(1).upper(), typed.group(2)
        game = flow.result_game(self.state)  # after this plate appearance's steal
        for move in said:
            if game.runner_on(move[0]) is None:
                raise EntryError(f"{quoted(move)}: nobody is on base {move[0]}.", self.text)
        batter, _, outs_on = plays.moves(tuple(plays.occupied(game)), game.outs, plays.typed_area(event))
        if said and game.outs + (batter == 0) + len(outs_on) >= 3:
            raise EntryError(f"{quoted(said[0])}: the {event} makes "
                             "the third out, so no runner moves.", self.text)
        return " ".join([event, *([fielders] if fielders else []), *said]), len(said)

    def override(self, play: str) -> None:
        if not play:
            raise EntryError("'=' needs the play that happened, as =S8 or =63.", self.text)
        self.pending("=")
        game = self.state.game
        events = parse_entry(play).events
        for event in events:
            game, _ = step(game, event)
        self.state = decks.turnover(replace(self.state, turn=(), game=game))
        self.events.extend(events)


def _why(card: str, state: PizzaBoxState) -> str:
    level = state.rules.from_level[card]
    if not state.options.at_least(level):
        return f"{card} comes in at {level}, and this game is played at {state.level}"
    if card == "STEAL":
        return "only a runner on first steals, with second empty"
    return "no bunt with a runner on third, nor with nobody on"
