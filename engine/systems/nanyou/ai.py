"""The computer opponent for Nanyou, on either side (rules/nanyou.md §3).

It plays the percentages a manager would, from what the cards print: the chance a tactic
works is the chance the defense's dice miss its out set times the chance the offense's two
dice reach the card's row. On offense: always try for the home run on doubles (it costs
nothing); with nobody out sacrifice with the pitcher up, or a weak bat late in a close game;
squeeze with a runner on third, steal and hit-and-run with fast runners and a hitter's count
(now and then, so that it cannot be read), send a runner or tag up when he is more likely safe
than not, and pinch-hit for a weak bat late when behind. On defense: bring in the best arm
from the bench when the pitcher has been hit hard or late in a game he is letting slip, and
the best player who can take a pinch hitter's place when he cannot. All its chance comes from
its own seeded `random.Random`.
"""

from __future__ import annotations

import random

from engine.systems.nanyou.changes import NONE, STAY
from engine.systems.nanyou.lineup import pitching, worth
from engine.systems.nanyou.results import COMBOS, chance
from engine.systems.nanyou.running import HOLD, SEND, TAG, TAG_UP
from engine.systems.nanyou.state import NanyouState

LATE = 7
HITTERS_COUNTS = {(1, 0), (2, 0), (2, 1), (3, 1)}
WEAK_BAT = 0.07  # a card worth less than this per swing (the generic card: 0.10) is a bunter


def at_least(total: int) -> float:
    """The chance two dice sum to `total` or more."""
    return sum(1 for a in range(1, 7) for b in range(1, 7) if a + b >= total) / 36


def missed(out_set: frozenset[str]) -> float:
    """The chance the defense's two dice miss its out set."""
    return 1 - sum(chance(c) for c in COMBOS if c in out_set)


class NanyouAI:
    """Answers the offense's and the defense's questions for one team."""

    def __init__(self, rng: random.Random):
        self.rng = rng

    def answer(self, ask, session) -> str:
        state: NanyouState = session.state
        key = ask.key
        if key == "challenge":
            return "yes"
        if key == "tactic":
            return self.tactic(state, ask.options)
        if key == "extra":
            return SEND if runner_chance(state, ask, "extra_base") >= (0.5 if state.game.outs == 2 else 0.6) else HOLD
        if key == TAG_UP:
            return TAG if runner_chance(state, ask, "tag_up") >= 0.55 else HOLD
        if key == "change":
            return change(state, session.records, ask.options)
        if key == "pinch":
            return pinch(state, ask.options)
        return self.rng.choice(ask.options)  # a question this AI does not know: any answer

    def tactic(self, state: NanyouState, options: tuple[str, ...]) -> str:
        game, tables = state.game, state.tables
        bat = state.card(game.batter)
        bat_worth = worth(bat) if bat is not None else 0.0
        late_and_close = game.inning >= LATE and -1 <= margin(state) <= 0
        pitcher = game.batting.position_of(game.batter) == 1
        weak = bat_worth < WEAK_BAT or pitcher
        if "squeeze" in options and late_and_close and game.strikes < 2 and weak:
            if self.rng.random() < 0.7:
                return "squeeze"
        if ("sacrifice" in options and game.outs == 0 and game.strikes < 2 and not game.runner_on("3")
                and (pitcher or (late_and_close and weak))):
            return "sacrifice"
        for option in ("steal 2", "steal 3"):
            if option in options and game.strikes < 2 and game.outs < 2:
                base = "1" if option == "steal 2" else "2"
                card = state.card(game.runner_on(base).player)
                if card is not None:
                    odds = missed(tables.out_sets["steal"]) * at_least(card.row("steal", tables))
                    if odds >= (0.72 if base == "1" else 0.8) and self.rng.random() < 0.35:
                        return option
        if ("hit and run" in options and game.outs < 2 and (game.balls, game.strikes) in HITTERS_COUNTS
                and not game.runner_on("2") and bat_worth > 0.02 and self.rng.random() < 0.3):
            return "hit and run"
        if ("drag bunt" in options and bat is not None and bat.speed == "fast" and not game.runner_on("1")
                and not (game.balls or game.strikes) and at_least(bat.row("drag_bunt", tables)) >= 0.55
                and self.rng.random() < 0.05):
            return "drag bunt"
        return "none"


def margin(state: NanyouState) -> int:
    """Runs the team at bat leads by (negative: behind)."""
    game = state.game
    return game.score[game.half] - game.score[1 - game.half]


def runner_chance(state: NanyouState, ask, tactic: str) -> float:
    """The chance the runner asked about is safe: the lead runner of a tag-up, the runner
    sent home on an extra-base hit."""
    game, tables = state.game, state.tables
    base = {"extra_base": ("2", "1"), "tag_up": ("3", "2")}[tactic]
    runner = next((game.runner_on(b) for b in base if game.runner_on(b) is not None), None)
    card = state.card(runner.player) if runner is not None else None
    row = card.row(tactic, tables) if card is not None else tables.tactic_rows["avg"][tactic]
    odds = missed(tables.out_sets[tactic]) * at_least(row)
    if tactic == "tag_up" and not game.runner_on("3"):
        odds -= 0.15  # second to third is worth less than a run
    return odds


def change(state: NanyouState, records, options: tuple[str, ...]) -> str:
    """The best arm on the bench when the pitcher has been hit hard (five runs), or has given
    up three from the 6th or two from the 8th with the game close; a must-change takes the
    best arm too."""
    if STAY not in options:  # somebody must come in: the best arm, else the best bat
        return max(options, key=lambda o: _merit(state, o))
    arms = [o for o in options if o.endswith("@P")]
    if not arms:
        return STAY
    best = max(arms, key=lambda o: _merit(state, o))
    game = state.game
    runs = charged(records, game.pitcher)
    close = abs(margin(state)) <= 3
    if runs >= 5 or (game.inning >= 6 and runs >= 3 and close) or (game.inning >= 8 and runs >= 2 and close):
        return best
    return STAY


def _merit(state: NanyouState, option: str) -> tuple[int, float]:
    """How good the player of a change ("N05@P") is at what he comes in for."""
    player, _, spot = option.partition("@")
    card = state.card(player)
    if card is None:
        return (0, 0.0)
    return pitching(card) if spot == "P" else (0, worth(card))


def charged(records, pitcher: str) -> int:
    """Runs charged to `pitcher` so far (the rows' scorers: runner:pitcher:code)."""
    runs = 0
    for row in records:
        if row.kind == "play" and row.scorers:
            runs += sum(1 for s in row.scorers.split(";") if s.split(":")[1] == pitcher)
    return runs


def pinch(state: NanyouState, options: tuple[str, ...]) -> str:
    """Late and behind, the best bat on the bench for a clearly weaker one (a manager keeps
    his pitchers for the mound)."""
    hitters = [o for o in options if o != NONE and not _pitcher(state, o)]
    game = state.game
    if not hitters or game.inning < LATE or margin(state) > 0:
        return NONE
    best = max(hitters, key=lambda p: worth(state.card(p)))
    bat = state.card(game.batter)
    if bat is None or worth(state.card(best)) > worth(bat) + 0.05:
        return best
    return NONE


def _pitcher(state: NanyouState, player: str) -> bool:
    card = state.card(player)
    return card is not None and card.role == "P"
