"""The computer opponent for Unlimited Nine, on either side (rules/unlimited_nine.md §2).

It plays from what it can see: its own hand, the discard and the events face up, the skills
the other side paid for, the count of cards it put face down, the board and the score — never
the other side's hand or the colour of its cards face down. Its duel is reckoning.py's: every
commitment weighed in runs (worth.py) against the other side's guessed hands, through the
batter's hit table and the fielder where the ball goes, by the stakes of the score and inning,
against the cards it keeps for the next batter — so it holds its cards when no commitment pays.
It walks a batter when the walk costs fewer runs than pitching to him; it pays for a skill when
the duel with it (less the cards it costs) is worth more than without; it discards just the
boost cards that make a catch; events are played when they help (the hand is refilled at the
next batter); standard mode recruiting is `recruit_answer`'s. All its chance comes from its own
seeded `random.Random`.
"""

from __future__ import annotations

import random
from collections import Counter

from engine.systems.base import Ask
import engine.systems.unlimited9.effects as fx
import engine.systems.unlimited9.recruit as recruit
import engine.systems.unlimited9.resolve as resolve
import engine.systems.unlimited9.roster as roster
import engine.systems.unlimited9.worth as worth
from engine.systems.unlimited9.duel import Used, colours_in, used_skills
from engine.systems.unlimited9.reckoning import reckon
from engine.systems.unlimited9.state import U9State

#: A skill is paid for when it adds at least this many runs to the duel's worth.
MARGIN = 0.02
#: A walk is chosen when it costs this many runs fewer than pitching: the pitching's runs are a
#: guess, and a walk gives them away for certain.
WALK_MARGIN = 1.0
#: Which event action the computer likes best (the hand is refilled anyway).
ACTION_ORDER = ("power", "hand", "weaken", "fielding", "draw", "at_zero", "no_cancel")


class UnlimitedNineAI:
    def __init__(self, rng: random.Random):
        self.rng = rng
        self.guessed: dict = {}  # the other hand's guesses, by the cards unseen (reckoning.py)

    def answer(self, ask: Ask, session) -> str:
        state: U9State = session.state
        key = ask.key
        team = state.game.half if ask.who == "offense" else 1 - state.game.half
        if key == "event":
            return self.event(state, ask.options)
        if key in ("field", "move"):
            return "none"
        if key in ("sub.off", "sub.def"):
            return self.substitution(state, team, ask.options)
        if key.startswith("discard") or key == "swap":
            return self.throw_away(state, team, ask.options)
        if key == "walk":
            return "walk" if self.walks(state, team) else "pitch"
        if key.startswith("skill."):
            return self.skill(state, team, ask)
        if key == "commit.def":
            return self.commit(state, team, ask.options, defence=True)
        if key == "commit.off":
            return self.commit(state, team, ask.options, defence=False)
        if key == "boost":  # just the cards that make the catch
            needed = str(resolve.pending(state).needed)
            return needed if needed in ask.options else ask.options[-1]
        return ask.options[0]

    def event(self, state: U9State, options: tuple[str, ...]) -> str:
        """The best action of any event not yet played (its name once an inning)."""
        best, rank = "none", len(ACTION_ORDER)
        for option in options[1:]:
            card, _, n = option.partition(":")
            action = state.cards.event(card).actions[int(n) - 1]
            verbs = [e.verb for e in action.effects]
            here = min((ACTION_ORDER.index(v) for v in verbs if v in ACTION_ORDER), default=rank)
            if here < rank:
                best, rank = option, here
        return best

    def substitution(self, state: U9State, team: int, options: tuple[str, ...]) -> str:
        """A bench player for a student in the nine; positions stay."""
        for option in options[1:]:
            if ">" in option:
                new, old = option.split(">")
                players = {c: p for p, c in state.characters[team].items()}
                if state.is_student(players[old]) and not state.is_student(players[new]):
                    return option
        return "none"

    def throw_away(self, state: U9State, team: int, options: tuple[str, ...]) -> str:
        """A card of the colour it holds fewest of (one colour is all a duel can use)."""
        have = colours_in(state, state.tables[team].hand)
        cards = [o for o in options if o != "none"]
        if not cards:
            return "none"
        card = min(cards, key=lambda c: (have[state.cards.colour_of(c)], c))
        main = max(have.values())
        if "none" in options and have[state.cards.colour_of(card)] == main:
            return "none"  # a walk's swap of a card of its best colour gains nothing
        return card

    def walks(self, state: U9State, team: int) -> bool:
        """A walk costs its runs; pitching, the runs of the best commitment and its cards."""
        view = reckon(state, team, True, self.rng, self.guessed)
        have = _have(state, team)
        pitch, _ = view.best(have, (), ())
        walk = -worth.walk_value(state.game) * worth.stakes(state) + view.kept(have)
        return walk > pitch + WALK_MARGIN

    def skill(self, state: U9State, team: int, ask: Ask) -> str:
        """The skill that adds most to the duel's worth, less the cards it costs; else none."""
        game = state.game
        defence = ask.who == "defense"
        view = reckon(state, team, defence, self.rng, self.guessed)
        have = _have(state, team)
        off_used = used_skills(state, "skill.off", game.half)
        def_used = used_skills(state, "skill.def", 1 - game.half)
        best, gain = "none", view.best(have, off_used, def_used)[0] + MARGIN
        owners = {c: p for p, c in state.characters[team].items()}
        for option in ask.options[1:]:
            card_id, _, n = option.partition(":")
            used = Used(owners[card_id], state.face(owners[card_id]).skills[int(n or 1) - 1])
            mine = (off_used, def_used + (used,)) if defence else (off_used + (used,), def_used)
            score = view.best(have - Counter(used.skill.cost), *mine)[0] + self.running(state, used)
            if score > gain:
                best, gain = option, score
        return best

    @staticmethod
    def running(state: U9State, used: Used) -> float:
        """What the duel's reckoning does not see: the bases a steal or an extra base gains
        (worth.RUNNER runs each), the runners a hold keeps where they are."""
        amount = sum(e.amount or 1 for e in used.skill.effects if e.verb in ("steal", "extra_base"))
        runners = sum(1 for r in state.game.bases if r)
        holds = runners if fx.has(used.skill.effects, "hold") else 0
        return worth.RUNNER * (amount + holds / 2) * worth.stakes(state)

    def commit(self, state: U9State, team: int, options: tuple[str, ...], defence: bool) -> str:
        game = state.game
        view = reckon(state, team, defence, self.rng, self.guessed)
        _, chosen = view.best(_have(state, team),
                              used_skills(state, "skill.off", game.half),
                              used_skills(state, "skill.def", 1 - game.half))
        return chosen.text if chosen.text in options else options[0]


def _have(state: U9State, team: int) -> Counter:
    """The colours of `team`'s hand, counted."""
    return Counter(colours_in(state, state.tables[team].hand))


def recruit_answer(state: recruit.Recruiting, ask: Ask, rng: random.Random) -> str:
    """The computer recruits the best value for its cards (`recruit_worth`); blind when nothing
    on the table is affordable and its nine is not complete; it trains with its last action
    (the match's starting hand), or when it has its nine."""
    if ask.key == "show":
        return rng.choice(ask.options)
    if ask.key == "lineup":
        return roster.AUTO
    player = int(ask.person)
    best, value = recruit.TRAIN, 0.0
    for option in ask.options:
        if option.startswith("recruit "):
            worth_it = recruit_worth(state, player, state.cards.character(option.split()[1]))
            if worth_it > value:
                best, value = option, worth_it
    if best == recruit.TRAIN and recruit.BLIND in ask.options and len(state.owned[player]) < 9:
        return recruit.BLIND
    last = recruit.total_actions(state) - state.actions[player] <= 1
    if (last or len(state.owned[player]) >= 9) and not state.match[player]:
        return recruit.TRAIN
    return best


def recruit_worth(state: recruit.Recruiting, player: int, card) -> float:
    """A character's worth to the team, for its cost: the cards he brings to a hand (batting
    at every plate appearance of his; a pitcher's pitching and a catcher's bonus at every one
    of the other side's), +1 of them for the Captain's colour, his fielding; less for a sick
    icon; little for a position the team already has (a student would fill an empty one)."""
    face = card.player
    captain = state.cards.character(state.captain(player)) if state.owned[player] else None
    colour = 1 if captain and card.colour == captain.colour else 0
    worth_it = face.batting + colour + face.fielding / 2
    if card.position == "P":
        worth_it += 2 * (face.pitching + colour)
    elif card.position == "C":
        worth_it += 2 * face.catcher_bonus
    worth_it -= 1 if card.sick else 0
    taken = {state.cards.character(c).position for c in state.owned[player]}
    worth_it *= 0.4 if card.position in taken else 1.0
    return worth_it / (card.cost + 1)
