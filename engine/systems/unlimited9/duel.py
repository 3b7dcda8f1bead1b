"""The duel of a plate appearance, worked out (rules/unlimited_nine.md §2 C-E).

Both sides have committed some cards of one colour face down and paid for their skills; the
cards are shown. Each side's power is its count, changed by its skills and the events it has in
play (never below 0); a defence of the offence's colour has no power. A difference of 1 or
more (0, for a batter who hits at zero) puts the ball in play: the batter's hit table says
where and how far, and the fielder there tries to catch it — the batter's batting plus the
difference against the fielder's fielding plus his boost cards. A student never catches.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.core.errors import EntryError, quoted
from engine.core.numbers import MOST_INTEGER, number_in
import engine.systems.unlimited9.effects as fx
from engine.systems.unlimited9.cards import COLOURS, LETTERS, POSITION_NUMBERS, Skill
from engine.systems.unlimited9.effects import Effect
from engine.systems.unlimited9.state import U9State

COLOUR_OF = {letter: colour for colour, letter in LETTERS.items()}


@dataclass(frozen=True)
class Commit:
    count: int
    colour: str = ""

    @property
    def text(self) -> str:
        return f"{self.count}{LETTERS[self.colour]}" if self.count else "0"


def commit(text: str) -> Commit:
    """"3r" -> three red cards; "0" -> none. A mistake is an EntryError naming the text."""
    word = text.strip().lower()
    if word == "0":
        return Commit(0)
    count = number_in(word[:-1], 1, MOST_INTEGER)
    if count is not None and word[-1] in COLOUR_OF:
        return Commit(count, COLOUR_OF[word[-1]])
    raise EntryError(f"{quoted(text)} is not a commitment: write the count and the colour's letter "
                     "(b blue, g green, r red), as 3r, or 0 for none.", text)


@dataclass(frozen=True)
class Used:
    """A skill used this plate appearance: who (player id) and which of his skills."""

    player: str
    skill: Skill


def skill_key(card_id: str, index: int) -> str:
    return card_id if index == 0 else f"{card_id}:{index + 1}"


def used_skills(state: U9State, key: str, team: int) -> tuple[Used, ...]:
    """The skills answered under `key` ("skill.off" / "skill.def") by `team`."""
    owners = {card: player for player, card in state.characters[team].items()}
    used = []
    for value in state.answers(key):
        if value == "none":
            continue
        card_id, _, n = value.partition(":")
        player = owners[card_id]
        used.append(Used(player, state.face(player).skills[int(n or 1) - 1]))
    return tuple(used)


def event_effects(state: U9State, team: int) -> tuple[Effect, ...]:
    """The effects of the events `team` has in play this inning."""
    return tuple(e for card, action in state.tables[team].events
                 for e in state.cards.event(card).actions[action].effects)


@dataclass(frozen=True)
class Outcome:
    offence: int                 # the powers, after skills and events
    defence: int
    cancelled: bool              # the defence's colour matched: its power is 0
    difference: int
    in_play: bool
    position: str = ""           # where the ball went ("" a home run over everything)
    hit: str = ""                # 1B 2B 3B HR, if not caught
    fielder: str = ""            # his player id
    attack: int = 0
    defend: int = 0              # before boost cards
    boost_max: int = 0           # boost cards the defence may still discard
    offence_effects: tuple[Effect, ...] = ()
    student: bool = False        # the fielder is on his student side: he never catches
    per_card: int = 1            # fielding a boost card adds (rules.toml)

    @property
    def needed(self) -> int:
        """Boost cards that make the catch (0: caught without them, or no catch possible)."""
        return -(-(self.attack - self.defend) // self.per_card) if self.boost_max else 0

    def caught(self, boost: int) -> bool:
        return (self.in_play and bool(self.fielder) and not self.student
                and self.attack <= self.defend + boost * self.per_card)


@dataclass(frozen=True)
class Terms:
    """What the skills and events in play make of a duel before the cards are shown."""

    offence_effects: tuple[Effect, ...]  # the batter's skills, less what the defence voids
    o_power: int                         # added to each side's count (never below 0)
    d_power: int
    diff: int                            # added to the difference
    no_cancel: bool                      # the defence's power stands on a matching colour
    at_zero: bool                        # the ball is in play at difference 0

    def powers(self, off: Commit, dfn: Commit) -> tuple[int, int, bool, int]:
        """The offence's and defence's powers, whether the colours cancelled, the difference."""
        cancelled = dfn.count > 0 and dfn.colour == off.colour and not self.no_cancel
        # A side that commits no card has no power, whatever its skills and events (§6 Q4).
        p_o = max(0, off.count + self.o_power) if off.count else 0
        p_d = 0 if cancelled or not dfn.count else max(0, dfn.count + self.d_power)
        return p_o, p_d, cancelled, p_o - p_d + self.diff

    def in_play(self, p_o: int, difference: int) -> bool:
        return p_o > 0 and (difference > 0 or (difference == 0 and self.at_zero))


def terms(state: U9State, off_used: tuple[Used, ...], def_used: tuple[Used, ...]) -> Terms:
    game = state.game
    d_fx = tuple(e for u in def_used for e in u.skill.effects)
    o_fx = fx.voided(tuple(e for u in off_used for e in u.skill.effects
                           if u.player == game.batter), d_fx)
    ev_o, ev_d = event_effects(state, game.half), event_effects(state, 1 - game.half)
    return Terms(o_fx, fx.total(o_fx + ev_o, "power") - fx.total(d_fx + ev_d, "weaken"),
                 fx.total(d_fx + ev_d, "power") - fx.total(o_fx + ev_o, "weaken"),
                 fx.total(o_fx, "diff") + fx.total(d_fx, "diff"), fx.has(d_fx + ev_d, "no_cancel"),
                 state.face(game.batter).hit_at_zero or fx.has(o_fx + ev_o, "at_zero"))


def outcome(state: U9State, off: Commit, dfn: Commit,
            off_used: tuple[Used, ...], def_used: tuple[Used, ...]) -> Outcome:
    """The duel between the commitments and skills, in the state before the plate appearance."""
    settled = terms(state, off_used, def_used)
    p_o, p_d, cancelled, difference = settled.powers(off, dfn)
    if not settled.in_play(p_o, difference):
        return Outcome(p_o, p_d, cancelled, difference, False,
                       offence_effects=settled.offence_effects)
    return replace(ball(state, settled, def_used, difference), offence=p_o, defence=p_d,
                   cancelled=cancelled)


def ball(state: U9State, settled: Terms, def_used: tuple[Used, ...], difference: int) -> Outcome:
    """The ball in play at `difference`: where it goes, the hit, and the catch check (the
    powers are left 0 for `outcome` to fill in)."""
    game = state.game
    o_fx = settled.offence_effects
    face = state.face(game.batter)
    position, hit = face.hit(difference)
    # A hit_to sends the ball elsewhere (the defence's call comes last, and voids the
    # offence's); a home run over everything is beyond any call.
    calls = [e.position for e in o_fx if e.verb == "hit_to"]
    calls += [_where(e, u.player, state) for u in def_used for e in u.skill.effects if e.verb == "hit_to"]
    calls = [c for c in calls if c]
    if calls and (position or hit != "HR"):
        position = calls[-1]
    if not position:
        return Outcome(0, 0, False, difference, True, "", hit, offence_effects=o_fx)
    fielder = game.fielding.fielders[POSITION_NUMBERS[position]] or ""
    if not fielder or state.is_student(fielder):
        return Outcome(0, 0, False, difference, True, position, hit, fielder,
                       student=bool(fielder), offence_effects=o_fx)
    card = state.face(fielder)
    team_d = 1 - game.half
    catch = fx.total(event_effects(state, team_d), "fielding") + sum(
        e.amount for u in def_used for e in u.skill.effects
        if e.verb == "catch" and (u.player == fielder or u.skill.kind == "pitching"))
    defend = card.fielding + catch
    attack = face.batting + difference
    hand = state.tables[team_d].hand
    matching = sum(1 for c in hand if state.cards.colour_of(c) in card.boost_colours)
    matching += state.tables[team_d].hidden
    possible = min(card.boost_max, matching)
    per_card = state.rules.boost_per_card
    # Asked only when boost cards can still make the catch.
    boost_max = possible if defend < attack <= defend + possible * per_card else 0
    return Outcome(0, 0, False, difference, True, position, hit, fielder, attack, defend,
                   boost_max, o_fx, per_card=per_card)


def _where(effect: Effect, player: str, state: U9State) -> str:
    if effect.position != "self":
        return effect.position
    number = state.game.fielding.position_of(player)
    return next(p for p, n in POSITION_NUMBERS.items() if n == number) if number else ""


def colours_in(state: U9State, hand: tuple[str, ...]) -> dict[str, int]:
    """How many cards of each colour a hand holds."""
    counts = dict.fromkeys(COLOURS, 0)
    for card in hand:
        counts[state.cards.colour_of(card)] += 1
    return counts
