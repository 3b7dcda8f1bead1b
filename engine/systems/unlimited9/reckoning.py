"""The computer's reckoning of a duel (ai.py): every commitment it could make, and what each is
worth to it in runs (worth.py), from what it can see.

The defence commits first, not knowing the offence's cards: it weighs each commitment against
the offence's guessed hands, each committed whole in its strongest colour. The offence commits
second: it knows how many cards the defence put face down (they lie on the table) but not their
colour, which it guesses from the hands that could have held as many of one colour. For each
pair the difference (with the skills paid for, face up, and the events in play) says whether the
ball is in play; the batter's hit table says where and how far; the fielder there, with his
fielding and the boost cards the defence could discard, says whether it is caught.

A commitment costs the cards it spends: the best colour's cards kept for the next plate
appearance (as many as the next hand will hold) are worth `KEEP` runs each, nothing in the
game's last half. So the offence holds its cards when no commitment pays, and a side spends only
as much of its colour as the duel is worth.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

import engine.systems.unlimited9.duel as duel
import engine.systems.unlimited9.hands as hands
import engine.systems.unlimited9.worth as worth
from engine.systems.unlimited9.cards import COLOURS
from engine.systems.unlimited9.duel import Commit, Used
from engine.systems.unlimited9.state import U9State

#: Runs a card of the side's best colour is worth kept for the next plate appearance (tuned by
#: play between the computers: see the closing note of issue 14).
KEEP = 0.05


@dataclass(frozen=True)
class Reckoning:
    """One side's view of the duel at hand."""

    state: U9State
    team: int
    defence: bool
    others: Counter          # the other side's guessed commitments, by how often
    room: int                # the cards of one colour the next hand can keep
    boost_share: dict        # colour -> its share of the cards this side cannot see

    def best(self, have: Counter, off_used: tuple[Used, ...], def_used: tuple[Used, ...]
             ) -> tuple[float, Commit]:
        """The commitment worth most to this side with `have` (colour counts) and the skills
        paid for, and its worth: the runs of the duel (for the offence; against, for the
        defence) weighed by the stakes, and the cards left over."""
        state, game = self.state, self.state.game
        settled = duel.terms(state, off_used, def_used)
        stakes = worth.stakes(state)
        out = worth.out_value(game)
        balls: dict[int, tuple] = {}
        total = sum(self.others.values())
        best = (float("-inf"), Commit(0))
        for mine in _commitments(have):
            left = have.copy()
            left[mine.colour] -= mine.count
            runs = 0.0
            for other, times in self.others.items():
                off, dfn = (other, mine) if self.defence else (mine, other)
                p_o, _, _, difference = settled.powers(off, dfn)
                if not settled.in_play(p_o, difference):
                    runs += times * out
                    continue
                if difference not in balls:
                    balls[difference] = self.ball(settled, def_used, difference)
                hit, needed, boost = balls[difference]
                catch = self.catch(needed, boost, left)
                runs += times * (catch * out + (1 - catch) * hit)
            runs /= total
            score = (-runs if self.defence else runs) * stakes + self.kept(left)
            if score >= best[0]:  # a tie: the later, more cards (the guess is only a guess)
                best = (score, mine)
        return best

    def ball(self, settled: duel.Terms, def_used: tuple[Used, ...], difference: int) -> tuple:
        """The ball in play at `difference`: the runs of its hit, the boost cards the catch
        needs (None: no catch possible), and the fielder's boost colours."""
        state = self.state
        ball = duel.ball(state, settled, def_used, difference)
        hit = worth.hit_value(state.game, ball.hit)
        if not ball.fielder or ball.student:
            return hit, None, ()
        face = state.face(ball.fielder)
        needed = max(0, -(-(ball.attack - ball.defend) // ball.per_card))
        return hit, needed if needed <= face.boost_max else None, face.boost_colours

    def catch(self, needed: int | None, boost: tuple[str, ...], left: Counter) -> float:
        """The chance the ball is caught: the defence knows the boost cards it has left; the
        offence guesses the fielder catches half the time when the cards the defence likely
        holds of his colours are enough."""
        if needed is None:
            return 0.0
        if not needed:
            return 1.0
        if self.defence:
            return float(sum(left[c] for c in boost) >= needed)
        likely = self.state.tables[1 - self.team].size * sum(self.boost_share[c] for c in boost)
        return 0.5 if needed <= round(likely) else 0.0

    def kept(self, left: Counter) -> float:
        """The cards left over: the best colour's, as many as the next hand keeps."""
        return KEEP * max(min(left[c], self.room) for c in COLOURS)


def _commitments(have: Counter):
    yield Commit(0)
    for colour in COLOURS:
        for count in range(1, have[colour] + 1):
            yield Commit(count, colour)


def reckon(state: U9State, team: int, defence: bool, rng: random.Random,
           guessed: dict | None = None) -> Reckoning:
    """`team`'s view of the duel at hand, the other side's hand guessed with `rng` — or taken
    from `guessed`, the guesses already made from the same unseen cards (a plate appearance
    asks the same side several questions)."""
    game = state.game
    other = 1 - team
    pool = worth.unseen(state, team)
    down = 0 if defence else len(state.committed[other])
    key = (defence, tuple(pool), state.tables[other].size + down, down)
    guessed = {} if guessed is None else guessed
    if key not in guessed:
        guessed[key] = (worth.guesses(pool, key[2], rng, down) if defence or down
                        else Counter({Commit(0): 1}))
    others = guessed[key]
    if defence:
        room = hands.target(state, team)
    else:
        lineup = game.batting.lineup
        after = lineup[(game.batting.up + 1) % len(lineup)]
        room = state.face(after).batting + state.captain_bonus(team, after)
    share = {c: pool.count(c) / max(1, len(pool)) for c in COLOURS}
    return Reckoning(state, team, defence, others, room if worth.later(state) else 0, share)
