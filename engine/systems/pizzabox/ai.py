"""The computer opponent for Pizza Box, on either side (rules/pizza_box.md §2).

It plays from what it can see: its own hand, the pitcher cards face up, how many of each kind
the defence's deck can still hold, the result cards still in each pile (they are discarded face
up), and the bases and outs. Each result deck is worth what its cards left would give in runs
now and to come (a run-expectancy table of the base-out state; late in a close game, the chance
of scoring at least once); the hitter's and the pitcher's
choice is a 2×2 game over those values, and each side plays its equilibrium mix — so it cannot
be read — leaning to the better card when the other side cannot hold a card (the offence knows
how likely the defence's hand is to hold a STRIKE). It steals and bunts when the running card's
odds or the sacrifice are worth more than swinging, pitches out with a BALL card when a steal
is likely and a bunt is not, keeps a STRIKE and a BALL between halves, brings in relievers when
the card on the mound has run down (PRO), and pinch-hits for slot 9 late when it is not ahead.
All its chance comes from its own seeded `random.Random`.
"""

from __future__ import annotations

import random
from functools import lru_cache
from math import comb

import engine.systems.pizzabox.decks as decks
import engine.systems.pizzabox.flow as flow
import engine.systems.pizzabox.pitchers as pitchers
import engine.systems.pizzabox.plays as plays
from engine.systems.pizzabox.cards import Area, ResultCard
from engine.systems.pizzabox.state import PizzaBoxState

#: Runs expected from a base-out state to the end of the half (house default, typical of
#: baseball), by outs and by bases (first + 2·second + 4·third).
RUN_EXPECTANCY = ((0.48, 0.85, 1.07, 1.44, 1.30, 1.70, 1.92, 2.25),
                  (0.25, 0.50, 0.64, 0.88, 0.90, 1.10, 1.30, 1.52),
                  (0.10, 0.22, 0.31, 0.42, 0.35, 0.48, 0.55, 0.74))


#: Late in a close game one run is what counts: the chance of scoring at least once from each
#: base-out state (house default, typical of baseball), laid out as RUN_EXPECTANCY.
SCORING_CHANCE = ((0.27, 0.42, 0.61, 0.61, 0.83, 0.86, 0.85, 0.86),
                  (0.16, 0.27, 0.41, 0.42, 0.66, 0.64, 0.69, 0.67),
                  (0.07, 0.13, 0.22, 0.23, 0.27, 0.28, 0.27, 0.32))


def expectancy(on: tuple[int, ...], outs: int, one_run: bool = False) -> float:
    """Runs to come from a base-out state (`one_run`: the chance of at least one)."""
    if outs >= 3:
        return 0.0
    return (SCORING_CHANCE if one_run else RUN_EXPECTANCY)[outs][sum(1 << (b - 1) for b in on)]


@lru_cache(maxsize=65536)
def area_value(area: Area, on: tuple[int, ...], outs: int, one_run: bool = False) -> float:
    """What a result area is worth to the offence: runs scored now plus the change in runs to
    come (`one_run`: the change in the chance of scoring at least once)."""
    batter, ends, outs_on = plays.moves(on, outs, area)
    made = (batter == 0) + len(outs_on)
    runs = sum(1 for end in ends.values() if end == 4) + (batter == 4)
    after = tuple(sorted([e for e in ends.values() if e < 4] + ([batter] if 0 < batter < 4 else [])))
    if one_run:
        return (1.0 if runs else expectancy(after, outs + made, True)) - expectancy(on, outs, True)
    return runs + expectancy(after, outs + made) - expectancy(on, outs)


def late_and_close(state: PizzaBoxState) -> bool:
    """From the 8th inning on with the batting side tied or a run down: one run is the game."""
    game = state.game
    behind = game.score[1 - game.half] - game.score[game.half]
    return game.inning >= 8 and behind in (0, 1)


def deck_value(state: PizzaBoxState, deck: str, on: tuple[int, ...], outs: int,
               memo: dict | None = None) -> float:
    """The mean worth of the cards left in `deck`'s pile (`memo`: a game's values so far, by
    pile and situation — both managers value the same piles several times a batter)."""
    cards = state.options.cards
    slot, pitcher_bats = flow.reading(state)
    one_run = late_and_close(state)
    pile = decks.result_options(state, deck)
    key = (pile, slot, pitcher_bats, on, outs, one_run)
    if memo is not None and key in memo:
        return memo[key]
    total = 0.0
    for card_id in pile:
        card = cards[card_id]
        if isinstance(card, ResultCard):
            total += area_value(card.area(slot, pitcher_bats), on, outs, one_run)
    value = total / len(pile)
    if memo is not None:
        if len(memo) > 512:
            memo.clear()
        memo[key] = value
    return value


def safe_odds(state: PizzaBoxState) -> float:
    """The chance a running card says SAFE (the running deck is whole at every check)."""
    cards = state.options.cards
    deck = cards.deck("RUN")
    return sum(1 for c in deck if getattr(cards[c], "result", "") == "SAFE") / max(1, len(deck))


def mix(a: float, b: float, c: float, d: float) -> float:
    """The row player's equilibrium chance of row 1 in the zero-sum game [[a, b], [c, d]] (row
    1 against columns 1, 2; he maximises); a pure answer when one row dominates."""
    denominator = a - b - c + d
    if denominator == 0:
        return 1.0 if a + b >= c + d else 0.0
    p = (d - c) / denominator
    return min(1.0, max(0.0, p))


class PizzaBoxAI:
    """Answers the offence's and the defence's questions for one team."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.memo: dict = {}
        self.cards = None

    def answer(self, ask, session) -> str:
        state: PizzaBoxState = decks.prepared(session.state)
        if state.options.cards is not self.cards:  # another game's cards: start afresh
            self.cards, self.memo = state.options.cards, {}
        handler = getattr(self, f"_{ask.key}", None)
        value = handler(state, ask.options) if handler else None
        return value if value in ask.options else self.rng.choice(ask.options)

    # The at-bat -----------------------------------------------------------------------------

    def _values(self, state: PizzaBoxState):
        """The deck values of the four SWING/TAKE × STRIKE/BALL cells now."""
        game = state.game
        on, outs = tuple(plays.occupied(game)), game.outs
        value = {deck: deck_value(state, deck, on, outs, self.memo) for deck in ("HA", "NA", "PA")}
        rules = state.rules
        return {(h, p): value[rules.deck_for(h, p)] for h in ("SWING", "TAKE") for p in ("STRIKE", "BALL")}

    def _strike_chance(self, state: PizzaBoxState, cells) -> float:
        """How likely the offence thinks the defence's card is a STRIKE: the chance its hand
        holds each kind (from the deck's count) times its equilibrium mix when it holds both."""
        deck = state.decks[1 - state.game.half]
        strikes = max(0, state.rules.strikes - deck.shown[0])
        balls = max(0, state.rules.balls - deck.shown[1])
        n = max(1, state.hand.size)
        pool = strikes + balls
        if pool == 0:
            return 0.5
        no_strike = comb(balls, n) / comb(pool, n) if n <= pool else 0.0
        no_ball = comb(strikes, n) / comb(pool, n) if n <= pool else 0.0
        both = max(0.0, 1 - no_strike - no_ball)
        # the defence minimises: its chance of STRIKE in the 2×2 game
        y = 1 - mix(-cells[("SWING", "BALL")], -cells[("TAKE", "BALL")],
                    -cells[("SWING", "STRIKE")], -cells[("TAKE", "STRIKE")])
        return no_ball + both * y

    def _hitter(self, state: PizzaBoxState, options) -> str:
        cells = self._values(state)
        p = self._strike_chance(state, cells)
        swing = p * cells[("SWING", "STRIKE")] + (1 - p) * cells[("SWING", "BALL")]
        take = p * cells[("TAKE", "STRIKE")] + (1 - p) * cells[("TAKE", "BALL")]
        q = mix(cells[("SWING", "STRIKE")], cells[("SWING", "BALL")],
                cells[("TAKE", "STRIKE")], cells[("TAKE", "BALL")])
        choice = self._lean(q if q not in (0.0, 1.0) else (1.0 if swing >= take else 0.0),
                            swing - take, "SWING", "TAKE")
        best = swing if choice == "SWING" else take
        if "STEAL" in options and self._steal_gain(state, p) + take > best + 0.02:
            return "STEAL"
        if "BUNT" in options and self._bunt_value(state, p) > best + 0.02:
            return "BUNT"
        return choice

    def _lean(self, q: float, edge: float, first: str, second: str) -> str:
        """Play the mix `q` of `first`, leaning towards the side `edge` favours."""
        q = min(0.95, max(0.05, q + max(-0.3, min(0.3, edge))))
        return first if self.rng.random() < q else second

    def _steal_gain(self, state: PizzaBoxState, strike: float) -> float:
        """What a steal attempt adds to taking (the defence pitches out with a BALL card when it
        fears it)."""
        game = state.game
        on, outs = tuple(plays.occupied(game)), game.outs
        one_run = late_and_close(state)
        now = expectancy(on, outs, one_run)
        safe = expectancy(tuple(sorted({2, *[b for b in on if b != 1]})), outs, one_run) - now
        out = expectancy(tuple(b for b in on if b != 1), outs + 1, one_run) - now
        odds = safe_odds(state)
        attempt = odds * safe + (1 - odds) * out
        return strike * attempt + (1 - strike) * (0.5 * attempt + 0.5 * out)

    def _bunt_value(self, state: PizzaBoxState, strike: float) -> float:
        game = state.game
        on, outs = tuple(plays.occupied(game)), game.outs
        sacrifice = area_value(Area("GO", "13", frozenset({1, 2, 3}), 1), on, outs, late_and_close(state))
        return strike * sacrifice + (1 - strike) * deck_value(state, state.rules.bunt["BALL"], on, outs, self.memo)

    def _pitch(self, state: PizzaBoxState, options) -> str:
        kinds = [o for o in options if o != "PITCHOUT"]
        if len(kinds) == 1:
            card = kinds[0]
        else:
            cells = self._values(state)
            # the defence minimises the offence's value: chance of STRIKE
            y = 1 - mix(-cells[("SWING", "BALL")], -cells[("TAKE", "BALL")],
                        -cells[("SWING", "STRIKE")], -cells[("TAKE", "STRIKE")])
            card = "STRIKE" if self.rng.random() < y else "BALL"
        if card == "BALL" and "PITCHOUT" in options:
            game = state.game
            stealer = game.runner_on("1") is not None and game.runner_on("2") is None
            bunter = game.runner_on("3") is None and (stealer or game.runner_on("2") is not None)
            if stealer and (not bunter or self.rng.random() < 0.5):
                return "PITCHOUT"
        return card

    # Between batters --------------------------------------------------------------------------

    def _keep(self, state: PizzaBoxState, options) -> str:
        """Keep a STRIKE and a BALL when it can (the scarcer STRIKE first)."""
        best = max(options, key=lambda o: (len(set(o.split())) if o != "none" else 0,
                                          o.count("STRIKE"), len(o.split())))
        return best

    def _pinch(self, state: PizzaBoxState, options) -> str:
        game = state.game
        mine, theirs = game.score[game.half], game.score[1 - game.half]
        if mine > theirs + 2 or len(options) < 2:
            return flow.NONE
        if state.options.at_least("PRO") and game.batter == game.batting.pitcher:
            line = pitchers.line(state, game.half)
            if line is not None and line[0] >= 5 and mine >= theirs:
                return flow.NONE  # his card is still fresh: let him bat
        return options[1]

    def _pitcher(self, state: PizzaBoxState, options) -> str:
        relievers = [o for o in options if o != pitchers.STAY]
        if not relievers:
            return pitchers.STAY
        team = 1 - state.game.half
        forced = pitchers.STAY not in options
        line = pitchers.line(state, team)
        tired = line is not None and line[0] <= 3
        if not forced and not (tired and state.game.new_half):
            return pitchers.STAY
        game = state.game
        lead = game.score[team] - game.score[1 - team]
        roles = {p: pitchers.card_of(state, team, p) for p in relievers}

        def rank(player: str) -> tuple:
            card = roles[player]
            closing = card.role == "closer" and 0 < lead <= 3 and game.inning >= 9
            setup = card.role == "setup"
            long_ = card.role == "long" and game.inning <= 6
            return (closing, setup, long_, -card.grade, card.lines[0][0])

        return max(relievers, key=rank)


class StrategyMix:
    """The rules file's default strategy mix (rules §2.2's calibration): the hitter SWINGs or
    TAKEs half and half, the pitcher shows a BALL 60% of the time when his hand holds both
    kinds; no steals, bunts, pitchouts or changes, every card kept. The yardstick the house
    decks are calibrated with, and an easy opponent."""

    def __init__(self, rng: random.Random, swing: float = 0.5, ball: float = 0.6):
        self.rng, self.swing, self.ball = rng, swing, ball

    def answer(self, ask, session) -> str:
        options = ask.options
        if ask.key == "hitter":
            return "SWING" if self.rng.random() < self.swing else "TAKE"
        if ask.key == "pitch":
            kinds = [o for o in options if o != "PITCHOUT"]
            if len(kinds) == 1:
                return kinds[0]
            return "BALL" if self.rng.random() < self.ball else "STRIKE"
        if ask.key in ("pitcher", "pinch"):
            return options[0] if options[0] in (pitchers.STAY, flow.NONE) else options[-1]
        if ask.key == "keep":
            return max(options, key=lambda o: len(o.split()) if o != "none" else 0)
        return self.rng.choice(options)
