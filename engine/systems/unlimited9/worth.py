"""What a plate appearance is worth, as the computer reckons it (ai.py).

Runs are the measure. A result is worth the runs it scores plus the change in the runs the half
can still expect (run expectancy by outs and bases: how sabermetricians value a play), so an out
with the bases loaded costs more than one with them empty, and a single with a runner on second
is worth more than one with nobody on. The score and the inning weigh it: runs matter twice as
much in a close last inning and half as much in a game already decided (`stakes`).

The other side's hand is never looked at: it is guessed, by dealing it again and again from the
cards this side cannot see (the other hand and the deck), as a player counts the cards gone by.
"""

from __future__ import annotations

import random
from collections import Counter

from engine.core.state import GameState
from engine.systems.unlimited9.cards import COLOURS
from engine.systems.unlimited9.duel import Commit
from engine.systems.unlimited9.state import U9State

#: Runs a half-inning still expects, by outs (rows) and bases (1st = 1, 2nd = 2, 3rd = 4):
#: baseball's run expectancy (MLB 2010-2015), a house default of the computer's, not a rule of
#: the game. The game's own, measured over 2,000 computer games, is about twice as high and
#: rougher; the computer needs only which result is worth more than which, and played better
#: with these (78 % against 83 % of its decided games against the naive opponent of the note).
EXPECTED = ((0.48, 0.86, 1.10, 1.44, 1.36, 1.80, 1.92, 2.28),
            (0.25, 0.51, 0.66, 0.88, 0.95, 1.14, 1.35, 1.52),
            (0.10, 0.21, 0.32, 0.43, 0.35, 0.47, 0.57, 0.74))
BASES = {"1B": 1, "2B": 2, "3B": 3, "HR": 4}
#: Runs a runner's base gained is worth, about (a steal of second, MLB: 0.2).
RUNNER = 0.2
#: How many times the other hand is dealt again to guess it (more: steadier, slower).
GUESSES = 24
#: A hand is not a fresh deal: its owner kept the cards of his colour and threw the others
#: away, so each guess deals this many cards more than the hand holds.
CONCENTRATION = 1


def expected(outs: int, bases: int) -> float:
    return EXPECTED[outs][bases] if outs < 3 else 0.0


def bases_of(game: GameState) -> int:
    return sum(1 << n for n, runner in enumerate(game.bases) if runner)


def hit_value(game: GameState, kind: str) -> float:
    """The runs a hit is worth: everybody moves its bases (§2 F)."""
    step, bases = BASES[kind], bases_of(game)
    runners = [n + 1 for n in range(3) if bases >> n & 1] + [0]
    runs = sum(1 for r in runners if r + step >= 4)
    after = sum(1 << (r + step - 1) for r in runners if r + step < 4)
    return runs + expected(game.outs, after) - expected(game.outs, bases)


def out_value(game: GameState) -> float:
    bases = bases_of(game)
    return expected(game.outs + 1, bases) - expected(game.outs, bases)


def walk_value(game: GameState) -> float:
    """The runs an intentional walk is worth: the batter to first, the forced runners on."""
    bases = bases_of(game)
    forced = 1
    while forced <= 4 and bases & forced:
        forced <<= 1
    runs = 1 if forced > 4 else 0
    return runs + expected(game.outs, bases | forced & 7) - expected(game.outs, bases)


def stakes(state: U9State) -> float:
    """How much this plate appearance's runs weigh against the cards kept for later."""
    game = state.game
    left = max(0, state.rules.innings - game.inning)  # whole innings after this one
    margin = abs(game.score[0] - game.score[1])
    if margin > 3 * (left + 1):
        return 0.5
    return 2.0 if left == 0 and margin <= 2 else 1.0


def later(state: U9State) -> bool:
    """Whether cards kept now can still be played: not in the game's last half."""
    game = state.game
    return not (game.inning >= state.rules.innings and game.half == 1)


def unseen(state: U9State, team: int) -> list[str]:
    """The colours of the event cards `team` cannot see: the other hand and the deck."""
    counts = Counter(e.colour for e in state.cards.events)
    seen = list(state.tables[team].hand) + list(state.discard) + list(state.committed[team])
    seen += [c for t in state.tables for c, _ in t.events]
    for card in seen:
        counts[state.cards.colour_of(card)] -= 1
    return [c for c in COLOURS for _ in range(max(0, counts[c]))]


def strongest(counts: Counter, rng: random.Random) -> Commit:
    """The commitment a side makes of a hand: all of its largest colour (a tie: either)."""
    most = max(counts.values(), default=0)
    if not most:
        return Commit(0)
    return Commit(most, rng.choice([c for c in COLOURS if counts[c] == most]))


def guesses(pool: list[str], size: int, rng: random.Random, at_least: int = 0) -> Counter:
    """How often the other side, dealt `size` cards of `pool` (the colours of the cards this side
    cannot see), would commit each commitment — only hands that can commit `at_least` cards of
    one colour (the count the other side put face down, when it has)."""
    deal = min(size + CONCENTRATION, len(pool))
    found: Counter = Counter()
    for _ in range(GUESSES):
        hand = Counter(rng.sample(pool, deal))
        for colour in hand:
            hand[colour] = min(hand[colour], size)
        if at_least:
            colours = [c for c in COLOURS if hand[c] >= at_least]
            if colours:
                most = max(hand[c] for c in colours)
                found[Commit(at_least, rng.choice([c for c in colours if hand[c] == most]))] += 1
        else:
            found[strongest(hand, rng)] += 1
    if at_least and not found:  # no deal could have done it: any colour still unseen
        found.update(Commit(at_least, c) for c in COLOURS if c in pool)
    return found
