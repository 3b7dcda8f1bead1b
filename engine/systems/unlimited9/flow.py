"""A plate appearance of Unlimited Nine, question by question (rules/unlimited_nine.md §2).

Before a half: the team batting first, then the other, may play event cards face up (an event's
name once a team per inning), and the defence may swap its fielders' positions. Before each
batter: substitutions from the bench (standard mode), then the hands are set to their sizes
(hands.py). The defence may walk the batter (and swap up to two cards), pitch to him, or first
change its fielders' positions (any number of swaps: positions change at any time, §2.2).
Otherwise the duel: the defence pays for its skills and commits its cards face down, then the
offence does — and the offence's questions show the count of the defence's cards face down (it
lies on the table) but never their colour. The cards decide (duel.py); if the
fielder could still make the catch with boost cards, the defence says how many it discards.

Draws are chance answers from the deck; the answers of the plate appearance are kept in `turn`.
"""

from __future__ import annotations

from engine.core.frozen import replace
from engine.systems.base import Ask
import engine.systems.unlimited9.hands as hands
import engine.systems.unlimited9.innings as innings
import engine.systems.unlimited9.lineup as lineup
import engine.systems.unlimited9.resolve as resolve
from engine.systems.unlimited9.cards import COLOURS, LETTERS
from engine.systems.unlimited9.duel import colours_in, skill_key
from engine.systems.unlimited9.state import U9State

NONE = "none"
PITCH, WALK = "pitch", "walk"
#: The defence's third answer to the walk question: change the fielders' positions first (they
#: may change at any time, §2.2); "move" then asks which two swap, and the walk question returns.
POSITIONS, MOVE = "positions", "move"
SIDE_KEYS = {"offense": "off", "defense": "def"}


def next_ask(state: U9State) -> Ask | None:
    """The next question, of `state` as hands.prepared leaves it."""
    game = state.game
    if game.final:
        return None
    for team in (0, 1):
        if state.owed[team] and state.deck:
            return _draw(state, team, "draw")
    ask = innings.opening_ask(state)
    if ask is not None:
        return ask
    if state.answered(WALK) is None:
        ask = lineup.substitution_ask(state) or _adjust(state)
        if ask is not None:
            return ask
        swaps = lineup.swaps(state)
        if state.turn[-1:] == ((POSITIONS, POSITIONS),):
            return Ask(MOVE, "defense", "choice", "Which two fielders swap positions?", (NONE, *swaps))
        return Ask(WALK, "defense", "choice", "Walk the batter, or pitch to him (or change your "
                   "fielders' positions first)?", (PITCH, WALK, *((POSITIONS,) if swaps else ())))
    if state.answered(WALK) == WALK:
        return Ask("swap", "defense", "choice", "Walked: put a card from your hand face up on the "
                   f"discard to draw a new one ({_swaps_left(state)} more)?", (NONE, *state.tables[1 - game.half].hand))
    for who in ("defense", "offense"):
        side = SIDE_KEYS[who]
        if state.answered(f"commit.{side}") is None:
            skills = usable_skills(state, who)
            if skills and NONE not in state.answers(f"skill.{side}"):
                return Ask(f"skill.{side}", who, "choice", "Use a skill (paying its cost face up)?",
                           (NONE, *skills))
            return Ask(f"commit.{side}", who, "choice", "Your cards, face down: how many of which "
                       "colour?", commit_options(state, who))
    return Ask("boost", "defense", "choice", resolve.boost_prompt(state),
               tuple(str(n) for n in range(resolve.pending(state).boost_max + 1)))


def _team(state: U9State, who: str) -> int:
    return state.game.half if who == "offense" else 1 - state.game.half


def _draw(state: U9State, team: int, key: str) -> Ask:
    code = state.game.teams[team].code
    return Ask(key, "chance", "card", f"{code} draws an event card", state.deck, deck="events")


def _adjust(state: U9State) -> Ask | None:
    """The offence's, then the defence's hand set to its size: a draw or a discard."""
    for who in ("offense", "defense"):
        team = _team(state, who)
        size, want = state.tables[team].size, hands.target(state, team)
        if size < want and state.deck:
            return _draw(state, team, f"draw.{SIDE_KEYS[who]}")
        if size > want:
            return Ask(f"discard.{SIDE_KEYS[who]}", who, "choice", f"Your hand is {want} cards "
                       f"this plate appearance: discard one ({size - want} to go)",
                       tuple(dict.fromkeys(state.tables[team].hand)))
    return None


def _swaps_left(state: U9State) -> int:
    return state.rules.walk_swap - len([v for v in state.answers("swap") if v != NONE])


def usable_skills(state: U9State, who: str) -> tuple[str, ...]:
    """The skills `who` can pay for now: the batter's batting and the runners' running skills
    for the offence, the pitcher's pitching and the fielders' fielding skills for the defence;
    each character one skill a plate appearance."""
    game = state.game
    team = _team(state, who)
    side = SIDE_KEYS[who]
    if who == "offense":
        users = [(game.batter, "batting")] + [(r.player, "running") for r in game.bases if r]
    else:
        fielding = game.fielding
        users = [(p, "pitching" if n == 1 else "fielding")
                 for n, p in enumerate(fielding.fielders[1:10], start=1) if p]
    used = {v.partition(":")[0] for v in state.answers(f"skill.{side}")}
    have = colours_in(state, state.tables[team].hand)
    options = []
    for player, kind in users:
        card = state.card(player)
        if card.id in used:
            continue
        for index, skill in enumerate(state.face(player).skills):
            cost = {c: skill.cost.count(c) for c in skill.cost}
            if skill.kind == kind and all(have[c] >= n for c, n in cost.items()):
                options.append(skill_key(card.id, index))
    return tuple(options)


def commit_options(state: U9State, who: str) -> tuple[str, ...]:
    """"0", then every count of every colour the hand holds ("1b" … "3r")."""
    have = colours_in(state, state.tables[_team(state, who)].hand)
    return ("0", *(f"{n}{LETTERS[c]}" for c in COLOURS for n in range(1, have[c] + 1)))


def answer(state: U9State, ask, value: str) -> tuple[U9State, list]:
    """Take one answer (checked against the ask's options by the caller)."""
    key = ask.key
    game = state.game
    if key.startswith("draw"):
        team = game.half if key == "draw.off" else 1 - game.half if key == "draw.def" else \
            next(t for t in (0, 1) if state.owed[t])
        return hands.draw(state, team, value), []
    if key in innings.KEYS:
        return innings.answer(state, key, value)
    if key in lineup.KEYS:
        return lineup.answer(state, key, value)
    if key.startswith("discard."):
        team = game.half if key == "discard.off" else 1 - game.half
        return hands.discard(state, team, (value,)), []
    if value == POSITIONS or key == MOVE:
        state = replace(state, turn=state.turn + ((key if key == MOVE else POSITIONS, value),))
        return (lineup.swap(state, value) if value not in (NONE, POSITIONS) else (state, []))
    state = replace(state, turn=state.turn + ((key, value),))
    if key == WALK:
        return (resolve.walked(state) if value == WALK and not state.tables[1 - game.half].hand
                else (state, []))
    if key == "swap":
        if value != NONE:
            state = hands.discard(state, 1 - game.half, (value,))
        if value == NONE or _swaps_left(state) <= 0 or not state.tables[1 - game.half].hand:
            return resolve.walked(state)
        return state, []
    if key.startswith("skill."):
        return (resolve.pay(state, ask.who, value) if value != NONE else state), []
    if key.startswith("commit."):
        state = resolve.commit(state, ask.who, value)
        if key == "commit.off" and resolve.pending(state).boost_max == 0:
            return resolve.finish(state)
        return state, []
    if key == "boost":
        return resolve.finish(state)
    raise AssertionError(f"unknown ask {key}")
