"""Playing out a plate appearance's answers (rules/unlimited_nine.md §2 B-F): the walk, the
skills paid for, the cards committed, and the events the duel's result makes.

The cards committed face down are held apart (`Table`-side, in `U9State.committed`) until the
plate appearance is over, so that nothing the other side is asked about shows them; then they
go to the discard with everything else played.
"""

from __future__ import annotations

from engine.core.apply import step
from engine.core.events import EndGame
from engine.core.frozen import replace
import engine.systems.unlimited9.effects as fx
import engine.systems.unlimited9.hands as hands
import engine.systems.unlimited9.plays as plays
from engine.systems.unlimited9.duel import Commit, Outcome, commit as read_commit, outcome, used_skills
from engine.systems.unlimited9.state import U9State

SIDES = {"offense": "off", "defense": "def"}


def _team(state: U9State, who: str) -> int:
    return state.game.half if who == "offense" else 1 - state.game.half


def pay(state: U9State, who: str, key: str) -> U9State:
    """The skill `key` ("B05" or "B05:2") used: its cost discarded face up, its user taking part."""
    team = _team(state, who)
    card_id, _, n = key.partition(":")
    player = next(p for p, c in state.characters[team].items() if c == card_id)
    skill = state.face(player).skills[int(n or 1) - 1]
    for colour in dict.fromkeys(skill.cost):
        state = hands.discard(state, team, hands.of_colour(state, team, colour, skill.cost.count(colour)))
    return took_part(state, team, player, "skill")


def commit(state: U9State, who: str, value: str) -> U9State:
    """The cards committed face down leave the hand (and are held apart until the reveal)."""
    team = _team(state, who)
    chosen = read_commit(value)
    cards = hands.of_colour(state, team, chosen.colour, chosen.count) if chosen.count else ()
    hand = list(state.tables[team].hand)
    for card in cards:
        hand.remove(card)
    committed = list(state.committed)
    committed[team] = cards
    state = hands.with_table(state, team, replace(state.tables[team], hand=tuple(hand)))
    return replace(state, committed=(committed[0], committed[1]))


def took_part(state: U9State, team: int, player: str, how: str) -> U9State:
    """`player` took part in the inning (for the sick icon), if the rules count `how`."""
    if how not in state.rules.sick_when or not player:
        return state
    table = state.tables[team]
    return hands.with_table(state, team, replace(table, took_part=table.took_part | {player}))


def commits(state: U9State) -> tuple[Commit, Commit]:
    """The offence's and the defence's commitments."""
    return read_commit(state.answered("commit.off") or "0"), read_commit(state.answered("commit.def") or "0")


def pending(state: U9State) -> Outcome:
    """The duel as the cards answered so far make it."""
    game = state.game
    off, dfn = commits(state)
    return outcome(state, off, dfn, used_skills(state, "skill.off", game.half),
                   used_skills(state, "skill.def", 1 - game.half))


def boost_prompt(state: U9State) -> str:
    duel = pending(state)
    name = state.card(duel.fielder).name
    return (f"{duel.hit} to {duel.position}: {name} catches with {duel.needed} boost card"
            f"{'s' if duel.needed != 1 else ''} (attack {duel.attack} against fielding "
            f"{duel.defend}). How many do you discard?")


def walked(state: U9State) -> tuple[U9State, list]:
    """The intentional walk: the batter to first, the forced runners on; the cards swapped drawn."""
    game = state.game
    swapped = len([v for v in state.answers("swap") if v != "none"])
    state = hands.owe(state, 1 - game.half, swapped)
    state = took_part(took_part(state, game.half, game.batter, "batted"),
                      1 - game.half, game.fielding.pitcher, "pitched")
    return done(state), with_mercy(state, [plays.play("IW")])


def finish(state: U9State) -> tuple[U9State, list]:
    """The duel decided: the events of the plate appearance, and the cards to the discard."""
    game = state.game
    team_o, team_d = game.half, 1 - game.half
    duel = pending(state)
    boost = int(state.answered("boost") or 0)
    if boost:
        fielder = state.face(duel.fielder)
        paid = [c for c in reversed(state.tables[team_d].hand)
                if state.cards.colour_of(c) in fielder.boost_colours][:boost]
        state = hands.discard(state, team_d, tuple(paid))
    state = took_part(took_part(state, team_o, game.batter, "batted"),
                      team_d, game.fielding.pitcher, "pitched")
    running = used_skills(state, "skill.off", team_o)
    defence = tuple(e for u in used_skills(state, "skill.def", team_d) for e in u.skill.effects)
    hit = duel.in_play and not (duel.fielder and duel.caught(boost))
    if duel.in_play:
        state = took_part(state, team_d, duel.fielder, "fielded")
    text = plays.hit(game, duel.hit, duel.position) if hit else \
        plays.caught(duel.position) if duel.in_play else "K"
    events = [plays.play(text)]
    after, _ = step(game, events[0])
    # The skills' advances are their own events after the plate appearance (§3): the extra
    # bases of a hit (the batter's, by his batting skill; the runners', by their running
    # skills), then the steals.
    own = {u.player: fx.voided(u.skill.effects, defence) for u in running if u.player != game.batter}
    if hit:
        extra = {p: fx.total(e, "extra_base") for p, e in own.items()}
        extra[game.batter] = extra.get(game.batter, 0) + fx.total(duel.offence_effects, "extra_base")
        on = {b: extra.get(r.player, 0) for b, r in enumerate(after.bases, 1) if r}
        after = _then(events, after, plays.extra_bases(after, on) if any(on.values()) else "")
    stealing = tuple(b for b, r in enumerate(after.bases, 1) if r and fx.has(own.get(r.player, ()), "steal"))
    _then(events, after, plays.steals(after, stealing) if stealing else "")
    return done(state, duel), with_mercy(state, events)


def _then(events: list, game, text: str):
    """`text`'s play added to `events` (if any): the game after it."""
    if not text:
        return game
    events.append(plays.play(text))
    return step(game, events[-1])[0]


def with_mercy(state: U9State, events: list) -> list:
    """The plate appearance's events, and the end of the game if they leave the team at bat
    ahead by the rules' mercy margin (rules.toml: a side that cannot get outs would bat for ever)."""
    margin = state.rules.mercy_runs
    game = state.game
    after = game
    for event in events:
        after, _ = step(after, event)
    if not margin or after.final or after.half != game.half:
        return events
    lead = after.score[game.half] - after.score[1 - game.half]
    return [*events, EndGame("mercy rule")] if lead >= margin else events


def done(state: U9State, duel: Outcome | None = None) -> U9State:
    """The plate appearance is over: what was committed goes to the discard; `duel` is the
    one it ended with (None: a walk, an override)."""
    held = state.committed[0] + state.committed[1]
    return replace(state, discard=state.discard + held, committed=((), ()), turn=(), last=state.turn,
                   last_duel=duel)
