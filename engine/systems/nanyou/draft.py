"""Putting the sides together: the draft (rules/nanyou.md §1.2) and who bats first.

The draft: the 30 cards face up; both sides roll a die (the seed's rock-paper-scissors is the
same coin for a computer), re-rolling ties, and the high roll picks first; the sides then
alternate until each has 15. The computer first makes its roster able to field every position, then keeps it
balanced as the seed recommends — as many pitchers, catchers, infielders and outfielders as
its half of the pool — and within that takes the best bat (the best arm for a pitcher). Ties
are broken by the seeded random source, so a draft is replayable. People drive a `Draft` with
`pick`. Then both roll again: the high roll chooses to bat first or second.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, replace
from typing import Sequence

from engine.core.errors import ScorebookError
from engine.systems.nanyou.cards import ROLES, Card
from engine.systems.nanyou.lineup import covered, pitching, worth

ROSTER = 15


class DraftError(ScorebookError):
    """A pick or a card set the draft cannot use."""


@dataclass(frozen=True)
class Draft:
    """A draft in progress: the cards left, each side's picks, who picked first, how many
    turns have gone."""

    pool: tuple[Card, ...]
    picks: tuple[tuple[Card, ...], tuple[Card, ...]] = ((), ())
    first: int = 0
    turns: int = 0
    roster: int = ROSTER

    @property
    def done(self) -> bool:
        return self.turns >= 2 * self.roster

    @property
    def side(self) -> int:
        """Who picks now: the first picker on even turns."""
        return self.first if self.turns % 2 == 0 else 1 - self.first

    def pick(self, card_id: str) -> "Draft":
        """The side on the clock takes `card_id`."""
        if self.done:
            raise DraftError("The draft is over: both sides have their cards.")
        card = next((c for c in self.pool if c.id.lower() == card_id.lower()), None)
        if card is None:
            raise DraftError(f"{card_id} cannot be drafted: it is not among the cards left.")
        picks = list(self.picks)
        picks[self.side] = picks[self.side] + (card,)
        return replace(self, pool=tuple(c for c in self.pool if c is not card),
                       picks=(picks[0], picks[1]), turns=self.turns + 1)


def roll_off(rng: random.Random) -> int:
    """Both sides roll a die until one is higher: 0 if the first side won, else 1."""
    while True:
        a, b = rng.randint(1, 6), rng.randint(1, 6)
        if a != b:
            return 0 if a > b else 1


def start_draft(pool: Sequence[Card], rng: random.Random, roster: int = ROSTER) -> Draft:
    if len(pool) < 2 * roster:
        raise DraftError(f"The card set has {len(pool)} cards; a draft of {roster} each needs "
                         f"{2 * roster}: import more cards (scorebook cards import nanyou FILE).")
    return Draft(tuple(pool), first=roll_off(rng), roster=roster)


def computer_pick(draft: Draft, rng: random.Random) -> Card:
    """The card the computer takes for the side on the clock."""
    mine = draft.picks[draft.side]
    full = Counter(c.role for c in draft.pool) + Counter(c.role for side in draft.picks for c in side)
    total = sum(full.values())
    want = {role: round(full[role] * draft.roster / total) for role in ROLES}
    have = Counter(c.role for c in mine)
    gaps = 9 - covered(mine)
    candidates = list(draft.pool)
    if gaps:  # a position nobody on the roster can take: fill it first, while cards for it last
        fills = [c for c in candidates if covered([*mine, c]) > 9 - gaps]
        candidates = fills or candidates
    needed = [c for c in candidates if have[c.role] < want[c.role]]
    candidates = needed or candidates

    def value(card: Card) -> float:
        return pitching(card)[0] + worth(card) if card.role == "P" else 3 + 10 * worth(card)

    best = max(value(c) for c in candidates)
    return rng.choice([c for c in candidates if value(c) == best])


def computer_draft(draft: Draft, rng: random.Random) -> Draft:
    """Both sides drafted by the computer to the end."""
    while not draft.done:
        draft = draft.pick(computer_pick(draft, rng).id)
    return draft


def own_box(pool: Sequence[Card], rng: random.Random, roster: int = ROSTER) -> tuple[Card, ...]:
    """A side's roster from its own box of cards (no draft): the computer drafts alone."""
    draft = Draft(tuple(pool), picks=((), ()), roster=roster)
    mine: tuple[Card, ...] = ()
    for _ in range(min(roster, len(pool))):
        card = computer_pick(replace(draft, picks=(mine, ()), turns=0), rng)
        mine += (card,)
        draft = replace(draft, pool=tuple(c for c in draft.pool if c is not card))
    return mine
