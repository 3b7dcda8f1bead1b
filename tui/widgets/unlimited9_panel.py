"""Unlimited Nine's panel (rules/unlimited_nine.md §1.3, §2): the captains, both hands against
their targets, the plate appearance in progress, the last duel worked out, the fielders with
their fielding, the events in play this inning, and the deck and the discard.

It shows `U9State` as the engine keeps it. A hand is secret: its cards are shown only for the
sides the screen says are open (`open_sides`: at the table or watching both; against the
computer the person's own; in hot-seat only the side the screen was passed to, hand_gate.py),
the others are counts. The cards committed face down are a hidden choice until the offence has
committed too: before that a side's commitment shows only how many cards lie face down (as at
the table, where everybody sees them lie there) unless that side is open, so the offence never
sees the colour of the defence's while it chooses. After the reveal everything is face up.
The answers a question offers are shown by card (`option_labels`): id, name and colour.
"""

from __future__ import annotations

from rich.text import Text

from engine.systems.base import Ask
from engine.systems.session import Session
from engine.systems.unlimited9 import hands, resolve
from engine.systems.unlimited9.duel import Outcome, commit
from engine.systems.unlimited9.effects import POSITIONS
from engine.systems.unlimited9.state import U9State
from tui.widgets.system_panel import SystemPanel, at_bat, field_line, heading
from tui.widgets.unlimited9_text import card_line, option_label

HITS = {"1B": "single", "2B": "double", "3B": "triple", "HR": "home run"}
#: Questions whose answers come out of the asked side's hand (or show what it holds): in
#: hot-seat the screen is passed to that player before they are shown (hand_gate.py).
SECRET = ("event", "discard.off", "discard.def", "walk", "swap", "skill.off", "skill.def",
          "commit.off", "commit.def", "boost")


class UnlimitedNinePanel(SystemPanel):
    """Hands, the duel, the fielders, events and decks of an Unlimited Nine game."""

    BORDER_TITLE = "Unlimited Nine"

    def secret(self, ask: Ask) -> bool:
        return ask.key in SECRET

    def option_labels(self, session: Session, ask: Ask, options: tuple[str, ...]
                      ) -> tuple[str, ...]:
        return tuple(option_label(session.state, ask.key, o) for o in options)

    def describe(self, session: Session) -> Text:
        state: U9State = session.state
        if not state.game.final:
            state = hands.prepared(state)  # the deck as the next draw sees it
        text = at_bat(session, self.tally)
        _captains(text, state)
        if not state.game.final:
            _hands(text, state, self.open_sides)
        if state.turn:
            _in_progress(text, state, self.open_sides)
        if state.last:
            _last(text, state)
        if not state.game.final:
            _fielders(text, state)
        _events(text, state)
        field_line(text, "Deck", f"{len(state.deck)} left · discard {len(state.discard)}")
        _score_cards(text, state)
        return text


def _score_cards(text: Text, state: U9State) -> None:
    """The score cards each side shows, as at the table: one card a digit (rules.toml)."""
    cards = [state.rules.score_cards(runs) for runs in state.game.score]
    _each_side(text, state, "Scores", ['·'.join(map(str, c)) if c else str(runs)
                                       for c, runs in zip(cards, state.game.score)])


def _code(state: U9State, team: int) -> str:
    return state.game.teams[team].code


def _captains(text: Text, state: U9State) -> None:
    """Each side's Captain and his colour (his colour's characters get +1 hand)."""
    cards = [state.cards.character(card_id) for card_id in state.options.captains]
    _each_side(text, state, "Captains", [f"{card.id} {card.colour}" for card in cards])


def _each_side(text: Text, state: U9State, label: str, said: list[str]) -> None:
    """One line of what each side has: "AWY … · HOM …"."""
    field_line(text, label, " · ".join(f"{_code(state, team)} {s}" for team, s in enumerate(said)))


def _hands(text: Text, state: U9State, open_sides: frozenset[int]) -> None:
    """Both hands: how many cards against the size this plate appearance sets; the cards
    themselves for an open side."""
    heading(text, "Hands")
    revealed = state.answered("commit.off") is not None
    for team in (state.game.half, 1 - state.game.half):  # the offence's first
        size, held = state.tables[team].size, len(state.committed[team])
        key = "commit.off" if team == state.game.half else "commit.def"
        if state.answered(key) is None or revealed:
            count = f"{size} card" + ("" if size == 1 else "s")
        else:
            count = f"{size} + {held} face down"
        field_line(text, _code(state, team), f"{count} · target {hands.target(state, team)}")
        table = state.tables[team]
        if team in open_sides:
            for card in table.hand:
                field_line(text, "", card_line(state, card))


def _in_progress(text: Text, state: U9State, open_sides: frozenset[int]) -> None:
    """The plate appearance so far: the walk, the skills paid for face up, the commitments —
    face down until the offence has committed, then the duel as the cards make it."""
    heading(text, "This plate appearance")
    game = state.game
    offence, defence = game.half, 1 - game.half
    walk = state.answered("walk")
    if walk is None:  # substitutions so far (the play log has them): the walk is next
        field_line(text, "Walk", f"{_code(state, defence)} to decide")
        return
    if walk == "walk":
        swapped = [v for v in state.answers("swap") if v != "none"]
        field_line(text, "Walk", "intentional" + (f", swapped {' '.join(swapped)}"
                                                  if swapped else ""))
        return
    for key, team in (("skill.def", defence), ("skill.off", offence)):
        used = [v for v in state.answers(key) if v != "none"]
        if used:
            field_line(text, "Skills", f"{_code(state, team)} {' '.join(used)}")
    if state.answered("commit.off") is not None:  # both are in: the cards are shown
        _duel(text, state, resolve.pending(state), dict(state.turn))
        return
    for key, team in (("commit.def", defence), ("commit.off", offence)):
        value = state.answered(key)
        if value is None:
            shown = "choosing" if key == "commit.def" or state.answered("commit.def") else "next"
        elif team in open_sides:
            shown = f"{_commitment(value)} (face down)"
        else:  # the count lies on the table; the colour is the secret
            held = len(state.committed[team])
            shown = f"{held} card{'' if held == 1 else 's'} face down"
        field_line(text, "Defence" if team == defence else "Offence",
                   f"{_code(state, team)} {shown}")


def _last(text: Text, state: U9State) -> None:
    """The last plate appearance, face up: the walk, or the duel."""
    answers = dict(state.last)
    heading(text, "Last plate appearance")
    if answers.get("walk") == "walk":
        swapped = [v for k, v in state.last if k == "swap" and v != "none"]
        field_line(text, "Walk", "intentional" + (f", swapped {' '.join(swapped)}"
                                                  if swapped else ""))
    elif isinstance(state.last_duel, Outcome):
        _duel(text, state, state.last_duel, answers)


def _commitment(value: str) -> str:
    """"3r" -> "3 red"; "0" -> "none"."""
    chosen = commit(value)
    return f"{chosen.count} {chosen.colour}" if chosen.count else "none"


def _duel(text: Text, state: U9State, duel: Outcome, answers: dict[str, str]) -> None:
    """Both commitments, the powers (a defence of the offence's colour has none), the
    difference, where the ball went, and the catch: attack against fielding + boost."""
    off, dfn = answers.get("commit.off", "0"), answers.get("commit.def", "0")
    field_line(text, "Cards", f"offence {_commitment(off)} v defence {_commitment(dfn)}")
    cancel = " (same colour: no defence)" if duel.cancelled else ""
    changed = (duel.offence != commit(off).count
               or not duel.cancelled and duel.defence != commit(dfn).count)
    field_line(text, "Power", f"{duel.offence} v {duel.defence}{cancel}"
               + (" with skills, events" if changed and not cancel else ""))
    if not duel.in_play:
        field_line(text, "Diff", f"{duel.difference}: out, the duel lost")
        return
    hit = HITS.get(duel.hit, duel.hit)
    where = f"a {hit} to {duel.position}" if duel.position else f"a {hit}, over everyone"
    field_line(text, "Diff", f"{duel.difference} → {where}")
    if not duel.position:
        return
    if duel.student:
        field_line(text, "Catch", f"{state.card(duel.fielder).id}, a student, never catches: a hit")
        return
    if not duel.fielder:
        field_line(text, "Catch", "nobody fields there: a hit")
        return
    boost = answers.get("boost")
    made = int(boost or 0)
    line = f"{state.card(duel.fielder).id}: attack {duel.attack} v fielding {duel.defend}"
    if boost is None and duel.boost_max:  # the defence is deciding on its boost cards
        line += f" + up to {duel.boost_max} boost"
    else:
        line += (f" + {made} boost" if made else "") + (
            ": caught" if duel.caught(made) else ": a hit")
    field_line(text, "Catch", line)


def _fielders(text: Text, state: U9State) -> None:
    """The defence's nine by position: card and fielding; "s" a student (fielding 0, he
    never catches)."""
    game = state.game
    team = 1 - game.half
    heading(text, f"Fielders: {_code(state, team)}")
    cells, students = [], False
    for number, position in enumerate(POSITIONS, start=1):
        player = game.fielding.fielders[number]
        if not player:
            cells.append(f"{position:<2} —")
            continue
        student = state.is_student(player)
        students |= student
        cells.append(f"{position:<2} {state.card(player).id} {state.face(player).fielding}"
                     + ("s" if student else " "))
    for row in range(0, 9, 3):
        text.append("  ".join(cells[row:row + 3]).rstrip() + "\n")
    if students:
        text.append("s = on his student side: never catches\n", style="dim")


def _events(text: Text, state: U9State) -> None:
    """The events each side has face up this inning."""
    played = [(team, card, action) for team in (0, 1)
              for card, action in state.tables[team].events]
    if not played:
        return
    heading(text, "Events this inning")
    for team, card, action in played:
        event = state.cards.event(card)
        field_line(text, _code(state, team), f"{card} {event.name}: "
                                             f"{event.actions[action].text}")
