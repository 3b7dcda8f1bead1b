"""Putting teams together from a card set: the player draft (rules/bot9.md §4.2.5) and, without
a draft, each side's cards from its own box.

The draft: both roll a die (re-roll ties) and the high roll chooses to be the home team or to
pick first — the other side gets the other; the sides alternate, first three pitchers each,
then the batters (six each; eight for a multi-inning game), then one support card each. The computer drafts the card that adds most to its side (by what the
card prints) among those that keep its batters able to cover different positions; ties are
broken by the seeded random source, so a draft is replayable. A `Draft` can also be driven by
people (`pick`), one choice at a time.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from engine.core.frozen import replace
from typing import Sequence

from engine.core.errors import ScorebookError, choices, label, quoted
from engine.systems.bot9.cards import Card
from engine.systems.bot9.positions import can_grow, covers_positions
from engine.systems.bot9.teams import relievers_allowed

#: What the high roll may choose (§4.2.5): to be the home team, or to pick first.
HOME, FIRST_PICK = "home", "first pick"
#: Cards each side drafts, in the order of the rounds: (kind, how many).
BASE_ROUNDS = (("pitcher", 3), ("batter", 6), ("support", 1))
MULTI_ROUNDS = (("pitcher", 4), ("batter", 8), ("support", 1))


class DraftError(ScorebookError):
    """A pick or a card set the draft cannot use."""


@dataclass(frozen=True)
class Draft:
    """A draft in progress: the cards left, each side's picks, whose turn. `high` is the side
    (0 or 1) that won the roll and `choice` what it chose (HOME or FIRST_PICK; "" until it has
    chosen, and nobody picks before)."""

    pool: tuple[Card, ...]
    rounds: tuple[tuple[str, int], ...] = BASE_ROUNDS
    picks: tuple[tuple[Card, ...], tuple[Card, ...]] = ((), ())
    high: int = 0
    choice: str = ""
    turns: int = field(default=0)

    def choose(self, choice: str) -> "Draft":
        """The high roll's choice: HOME (the other side picks first) or FIRST_PICK (the other
        side is the home team)."""
        if choice not in (HOME, FIRST_PICK):
            raise DraftError(f"{quoted(choice)}: the high roll chooses {HOME} or {FIRST_PICK}.")
        return replace(self, choice=choice)

    @property
    def first(self) -> int:
        """The side that picks first."""
        return self.high if self.choice == FIRST_PICK else 1 - self.high

    @property
    def home(self) -> int:
        """The side that is the home team."""
        return self.high if self.choice == HOME else 1 - self.high

    @property
    def done(self) -> bool:
        return self.kind is None

    @property
    def kind(self) -> str | None:
        """The kind of card the side on the clock must take, or None when the draft is over."""
        turn = self.turns
        for kind, each in self.rounds:
            if turn < 2 * each:
                return kind
            turn -= 2 * each
        return None

    @property
    def side(self) -> int:
        """Who picks now: the first picker on even turns."""
        return self.first if self.turns % 2 == 0 else 1 - self.first

    def choices(self) -> tuple[Card, ...]:
        """The cards the side on the clock may take."""
        kind = self.kind
        mine = self.picks[self.side]
        cards = tuple(c for c in self.pool if c.kind == kind)
        if kind == "batter":
            need = dict(self.rounds)["batter"]
            ours = _batters(mine)
            cards = tuple(c for c in cards
                          if can_grow([*ours, c], [o for o in cards if o is not c], need))
        return cards

    def pick(self, card_id: str) -> "Draft":
        """The side on the clock takes `card_id`."""
        if not self.choice:
            raise DraftError(f"The high roll (side {self.high + 1}) chooses {HOME} or "
                             f"{FIRST_PICK} before anybody picks.")
        allowed = {c.id: c for c in self.choices()}
        if card_id not in allowed:
            raise DraftError(f"{label(card_id)} cannot be drafted now: choose one of "
                             f"{choices(allowed) or 'nothing'}.")
        card = allowed[card_id]
        picks = list(self.picks)
        picks[self.side] = picks[self.side] + (card,)
        return replace(self, pool=tuple(c for c in self.pool if c.id != card_id),
                       picks=(picks[0], picks[1]), turns=self.turns + 1)


def start_draft(pool: Sequence[Card], rng: random.Random, rounds=BASE_ROUNDS) -> Draft:
    """A new draft: both sides roll a die until one is higher; the high roll then chooses
    (`Draft.choose`)."""
    need = {kind: 2 * each for kind, each in rounds}
    for kind, count in need.items():
        have = sum(1 for c in pool if c.kind == kind)
        if have < count:
            raise DraftError(f"The card set has {have} {kind} cards; this draft needs {count}: "
                             "import more cards (scorebook cards import) or play without a draft.")
    while True:
        a, b = rng.randint(1, 6), rng.randint(1, 6)
        if a != b:
            return Draft(tuple(pool), tuple(rounds), high=0 if a > b else 1)


def computer_choice(draft: Draft) -> str:
    """The computer with the high roll picks first, and so is the visitor: the game starts in
    the bottom of the 9th with the visitors favoured (the home team scores in 41 % of games
    with blank cards, rules/bot9.md §2.1), and in the multi-inning game the last at-bat is
    worth less than the best card of the set."""
    return FIRST_PICK


def computer_draft(draft: Draft, rng: random.Random, tries: int = 20) -> Draft:
    """Both sides drafted by the computer to the end (the high roll's choice too, if not
    made). Two sides can leave one of them no batter that fits (each takes what the other
    needed); then the draft is held again, the random source going on, so the result is
    still the same for the same seed."""
    if not draft.choice:
        draft = draft.choose(computer_choice(draft))
    start = draft
    for _ in range(tries):
        draft = start
        while not draft.done:
            choices = draft.choices()
            if not choices:
                break
            best = max(worth(c) for c in choices)
            draft = draft.pick(rng.choice([c for c in choices if worth(c) == best]).id)
        if draft.done:
            return draft
    raise DraftError(f"Side {draft.side + 1} has no {draft.kind} card left that fits its team.")


def own_box(pool: Sequence[Card], rng: random.Random, batters: int, pitchers: int,
            support: int = 0) -> tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]:
    """A side's cards from its own copy of the card set (no draft): `batters` covering
    different positions, `pitchers` with a starter first and relievers after, `support`."""
    by_kind = {k: [c for c in pool if c.kind == k] for k in ("batter", "pitcher", "support")}
    for kind, count in (("batter", batters), ("pitcher", pitchers), ("support", support)):
        if len(by_kind[kind]) < count:
            raise DraftError(f"The card set has {len(by_kind[kind])} {kind} cards; a team needs {count}.")
    for _ in range(1000):
        chosen = rng.sample(by_kind["batter"], batters)
        if not covers_positions(chosen):
            break
    else:
        raise DraftError(f"No {batters} batters of the card set cover {batters} different positions.")
    arms = rotation(rng.sample(by_kind["pitcher"], pitchers))
    return tuple(chosen), arms, tuple(rng.sample(by_kind["support"], support))


def split_set(pool: Sequence[Card], rng: random.Random, batters: int, pitchers: int
              ) -> tuple[tuple[tuple[Card, ...], tuple[Card, ...]], ...]:
    """Both sides' (batters, pitchers) dealt from one card set (the 10th-inning variant
    without a draft, §4.2.4: the cards are split into two teams, so no card plays for both):
    each side's batters cover different positions, its first pitcher may start and the others
    may relieve (a starter-only card is no use in the bullpen)."""
    by_kind = {k: [c for c in pool if c.kind == k] for k in ("batter", "pitcher")}
    for kind, count in (("batter", batters), ("pitcher", pitchers)):
        if len(by_kind[kind]) < 2 * count:
            raise DraftError(f"The card set has {len(by_kind[kind])} {kind} cards; two teams "
                             f"need {2 * count}.")
    for _ in range(1000):
        hitters = rng.sample(by_kind["batter"], 2 * batters)
        arms = rng.sample(by_kind["pitcher"], 2 * pitchers)
        sides = tuple((tuple(hitters[i * batters:(i + 1) * batters]),
                       rotation(arms[i * pitchers:(i + 1) * pitchers])) for i in (0, 1))
        if all(not covers_positions(b) and p[0].role != "reliever" and relievers_allowed(p)
               for b, p in sides):
            return sides
    raise DraftError(f"The card set cannot be split into two teams of {batters} batters "
                     f"covering different positions and {pitchers} pitchers with a starter.")


def rotation(pitchers: Sequence[Card]) -> tuple[Card, ...]:
    """Pitchers in the order they take the mound: a starter first, relievers last."""
    return tuple(sorted(pitchers, key=lambda c: {"starter": 0, "any": 1, "reliever": 2}[c.role]))


def batting_order(batters: Sequence[Card]) -> tuple[Card, ...]:
    """The computer's batting order: the best cards bat first (they come up most often)."""
    return tuple(sorted(batters, key=lambda c: -worth(c)))


def worth(card: Card) -> int:
    """A rough worth of a card: what it prints (traits always count; abilities and specials
    when unlocked)."""
    printed = [*card.traits, *card.abilities, card.special, card.home_ability, card.visitor_ability]
    return 2 * len(card.traits) + sum(1 for a in printed if a is not None)


def _batters(cards: Sequence[Card]) -> list[Card]:
    return [c for c in cards if c.kind == "batter"]
