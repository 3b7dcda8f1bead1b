"""The computer opponent for Unlimited Nine, on either side (rules/unlimited_nine.md §2).

It plays from what it can see: its own hand, the discard and the events face up, the skills
the other side paid for, the board and the score — never the other side's hand or its cards
face down. The duel's colour is the heart of it. The defence's power is lost when the offence
shows the same colour, so the defence weighs each colour's count against how likely the
offence is to hold that colour (the event cards it cannot see, by colour); the offence loses
nothing by matching, so it shows its strongest colour, breaking a tie toward the colour the
defence is likeliest to hold. A side holds its cards (commits none) when the duel is out of
reach and the next batter's hand could keep them; the defence walks a strong batter with first
base open and two out when its hand is weak; skills are paid for with cards of the colours it
will not commit; events are played when they help (the hand is refilled at the next batter);
boost cards are discarded to make a catch; standard mode recruiting is recruit.py's.
All its chance comes from its own seeded `random.Random`.
"""

from __future__ import annotations

import random

from engine.systems.base import Ask
from engine.systems.unlimited9 import hands, recruit, roster
from engine.systems.unlimited9.cards import COLOURS, LETTERS
from engine.systems.unlimited9.duel import colours_in, event_effects
from engine.systems.unlimited9.effects import total
from engine.systems.unlimited9.state import U9State

#: Which event action the computer likes best (the hand is refilled anyway).
ACTION_ORDER = ("power", "hand", "weaken", "fielding", "draw", "at_zero", "no_cancel")


class UnlimitedNineAI:
    def __init__(self, rng: random.Random):
        self.rng = rng

    def answer(self, ask: Ask, session) -> str:
        state: U9State = session.state
        key = ask.key
        team = state.game.half if ask.who == "offense" else 1 - state.game.half
        if key == "event":
            return self.event(state, ask.options)
        if key == "field":
            return "none"
        if key in ("sub.off", "sub.def"):
            return self.substitution(state, team, ask.options)
        if key.startswith("discard") or key == "swap":
            return self.throw_away(state, team, ask.options)
        if key == "walk":
            return "walk" if self.walks(state, team) else "pitch"
        if key.startswith("skill."):
            return self.skill(state, team, ask.options)
        if key == "commit.def":
            return self.commit(state, team, ask.options, defence=True)
        if key == "commit.off":
            return self.commit(state, team, ask.options, defence=False)
        if key == "boost":
            return ask.options[-1] if len(ask.options) > 1 else "0"
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
        game = state.game
        open_first = game.bases[0] is None
        best = max(colours_in(state, state.tables[team].hand).values(), default=0)
        batting = state.face(game.batter).batting
        return open_first and game.outs == 2 and best + 2 <= batting // 2 + 1 and batting >= 5

    def skill(self, state: U9State, team: int, options: tuple[str, ...]) -> str:
        """A skill paid for with colours it will not commit, else none."""
        have = colours_in(state, state.tables[team].hand)
        main = max(COLOURS, key=lambda c: (have[c], c))
        for option in options[1:]:
            card_id, _, n = option.partition(":")
            player = next(p for p, c in state.characters[team].items() if c == card_id)
            skill = state.face(player).skills[int(n or 1) - 1]
            if main not in skill.cost:
                return option
        return "none"

    def unseen(self, state: U9State, team: int) -> dict[str, int]:
        """The event cards of each colour this side cannot see (the other hand and the deck)."""
        seen = list(state.tables[team].hand) + list(state.discard)
        seen += [c for t in state.tables for c, _ in t.events] + list(state.committed[team])
        counts = dict.fromkeys(COLOURS, 0)
        for event in state.cards.events:
            counts[event.colour] += 1
        for card in seen:
            counts[state.cards.colour_of(card)] -= 1
        return counts

    def commit(self, state: U9State, team: int, options: tuple[str, ...], defence: bool) -> str:
        have = colours_in(state, state.tables[team].hand)
        unseen = self.unseen(state, team)
        pool = max(1, sum(unseen.values()))
        if defence:
            # The offence shows its strongest colour: the likelier a colour is the other hand's,
            # the likelier this colour's power is lost.
            score = {c: have[c] * (1 - unseen[c] / pool) for c in COLOURS}
        else:
            score = {c: have[c] + unseen[c] / pool / 2 for c in COLOURS}
        score = {c: s + self.rng.random() * 0.3 for c, s in score.items()}
        colour = max(COLOURS, key=lambda c: score[c])
        count = have[colour]
        if not count:
            return "0"
        if not defence and self.holds(state, team, count):
            return "0"
        choice = f"{count}{LETTERS[colour]}"
        return choice if choice in options else options[-1]

    def holds(self, state: U9State, team: int, count: int) -> bool:
        """The offence keeps its cards when its power cannot beat what the defence can show
        (its pitcher's hand, plus the events in play) and the next batter could keep them."""
        game = state.game
        defence = hands.target(state, 1 - team) + total(event_effects(state, 1 - team), "power")
        if count + total(event_effects(state, team), "power") >= defence // 2 + 1:
            return False
        lineup = game.batting.lineup
        after = lineup[(game.batting.up + 1) % len(lineup)]
        keep_room = state.face(after).batting + state.captain_bonus(team, after)
        return len(state.tables[team].hand) <= keep_room and game.outs < 2


def recruit_answer(state: recruit.Recruiting, ask: Ask, rng: random.Random) -> str:
    """The computer recruits the best value for its cards: the character whose position it
    lacks with the most batting and fielding (a pitcher's pitching twice) for the cost; blind
    when nothing on the table is affordable and its nine is not complete; it trains with its
    last action (the match's starting hand), or when it has its nine."""
    if ask.key == "show":
        return rng.choice(ask.options)
    if ask.key == "lineup":
        return roster.AUTO
    player = int(ask.person)
    taken = {state.cards.character(c).position for c in state.owned[player]}
    best, value = recruit.TRAIN, 0.0
    for option in ask.options:
        if option.startswith("recruit "):
            card = state.cards.character(option.split()[1])
            worth = card.player.batting + card.player.fielding + 2 * card.player.pitching
            worth *= 1.0 if card.position not in taken else 0.4
            worth /= card.cost + 1
            if worth > value:
                best, value = option, worth
    if best == recruit.TRAIN and recruit.BLIND in ask.options and len(state.owned[player]) < 9:
        return recruit.BLIND
    last = recruit.total_actions(state) - state.actions[player] <= 1
    if (last or len(state.owned[player]) >= 9) and not state.match[player]:
        return recruit.TRAIN
    return best
