"""A plate appearance of Pizza Box, question by question (rules/pizza_box.md §2).

Before the batter: the team that just left the field says which unplayed cards it keeps (AA+),
the defence may change pitchers (PRO), the offence may pinch-hit in slot 9 (AAA+), and the
defence is dealt what it is owed (decks.py). Then the offence chooses its hitter card and the
defence its pitcher card — face down, at once: neither question shows the other's answer — and
the cards decide: a steal is checked first (a running card, or out against a pitchout), a bunt
against a STRIKE is a sacrifice, and otherwise the matchup picks the result deck and its top
card says what happened, read in the area of the batter's level and slot.

Every question is an `Ask`: choices go to the offence or the defence, cards to chance. The
answers of the plate appearance so far are kept in `turn`, and resolved when complete.
"""

from __future__ import annotations

from engine.core.events import Substitution
from engine.core.frozen import replace
from engine.systems.base import Ask
import engine.systems.pizzabox.decks as decks
import engine.systems.pizzabox.people as people
import engine.systems.pizzabox.pitchers as pitchers
import engine.systems.pizzabox.plays as plays
from engine.systems.pizzabox.cards import DECK_NAMES, ResultCard, RunningCard
from engine.systems.pizzabox.rules import HITTER_CARDS
from engine.systems.pizzabox.state import PizzaBoxState

NONE = "none"


def next_ask(state: PizzaBoxState) -> Ask | None:
    """The next question, of `state` as `decks.prepared` leaves it."""
    game = state.game
    if game.final:
        return None
    if not state.turn:
        ask = before_batter(state)
        if ask is not None:
            return ask
    return at_bat(state)


def before_batter(state: PizzaBoxState) -> Ask | None:
    cards, limit = state.offer
    if limit and cards:
        return _ask(state, "keep", "offense", f"Keep up to {limit} unplayed pitcher cards for your "
                    "next time in the field?", decks.keep_options(state, limit))
    if state.options.at_least("PRO") and not state.was_decided("pitcher"):
        options = pitchers.choices(state)
        if options:
            forced = pitchers.STAY not in options or pitchers.must_change(state)
            return _ask(state, "pitcher", "defense", "The pitcher must come out: who relieves him?"
                        if forced else "Change pitchers?", options)
    if state.options.at_least("AAA") and not state.was_decided("pinch"):
        options = pinch_hitters(state)
        if options:
            return _ask(state, "pinch", "offense", "Send up a pinch hitter for the 9th slot?",
                        (NONE, *options))
    if state.hand.owed and state.options.entry == "cards":
        colour = state.defence_colour()
        return Ask("draw", "chance", "card", f"The {colour} defence draws a pitcher card "
                   f"({state.hand.owed} to draw)", decks.draw_options(state), deck=f"pitch.{colour}")
    return None


def at_bat(state: PizzaBoxState) -> Ask:
    hitter = state.answered("hitter")
    if hitter is None:
        return _ask(state, "hitter", "offense", "Your hitter card, face down:", hitter_cards(state))
    pitch = state.answered("pitch")
    if pitch is None:
        return _ask(state, "pitch", "defense", "Your pitcher card, face down:", pitcher_cards(state))
    if hitter == "STEAL" and state.rules.steal[pitch] == "running" and state.answered("running") is None:
        return Ask("running", "chance", "card", "Steal: draw a running card",
                   state.options.cards.deck("RUN"), deck="running")
    deck = result_deck(state, hitter, pitch)
    return Ask("result", "chance", "card", f"Draw a {DECK_NAMES[deck]} card",
               decks.result_options(state, deck), deck=deck)


def _ask(state: PizzaBoxState, key: str, who: str, prompt: str, options: tuple[str, ...]) -> Ask:
    return Ask(key, who, "choice", prompt, options, person=people.person(state, who))


def hitter_cards(state: PizzaBoxState) -> tuple[str, ...]:
    """The cards of the level (SWING and TAKE; from AA STEAL and BUNT), as the bases allow:
    STEAL with a runner on first (second empty), BUNT not with a runner on third and with a
    runner on first or second."""
    game, rules = state.game, state.rules
    on = [game.runner_on(b) is not None for b in "123"]
    allowed = {"SWING": True, "TAKE": True,
               "STEAL": on[0] and not (rules.steal_needs_second_empty and on[1]),
               "BUNT": not on[2] and (on[0] or on[1] or not rules.bunt_needs_runner)}
    return tuple(card for card in HITTER_CARDS
                 if allowed[card] and state.options.at_least(rules.from_level[card]))


def pitcher_cards(state: PizzaBoxState) -> tuple[str, ...]:
    """The kinds of card in the defence's hand (at a table, any), and PITCHOUT with a BALL card
    from AA on."""
    hand = state.hand
    kinds = [k for k in ("STRIKE", "BALL") if k in hand.cards or hand.hidden or not hand.size]
    if "BALL" in kinds and state.options.at_least(state.rules.from_level["PITCHOUT"]):
        kinds.append("PITCHOUT")
    return tuple(kinds)


def pinch_hitters(state: PizzaBoxState) -> tuple[str, ...]:
    """The bench players who may bat for slot 9 now (after the 6th, three a team)."""
    game, rules = state.game, state.rules
    team = game.half
    if game.inning <= rules.ph_after or game.batting.up != rules.ph_slot - 1:
        return ()
    if len(state.pinch[team]) >= rules.ph_per_team:
        return ()
    if state.options.at_least("PRO") and game.batter == game.batting.pitcher:
        if not pitchers.available(replace(state, game=replace(game, half=1 - game.half)), team):
            return ()  # nobody could take the mound after him
    lineup, gone = game.batting.lineup, game.batting.gone
    staff = state.options.pitchers[team]
    return tuple(p for p in state.options.benches[team]
                 if p not in lineup and p not in gone and p not in staff)


def result_deck(state: PizzaBoxState, hitter: str, pitch: str) -> str:
    if hitter == "BUNT":
        return state.rules.bunt[pitch]
    return state.rules.deck_for(hitter, pitch)


def answer(state: PizzaBoxState, ask: Ask, value: str) -> tuple[PizzaBoxState, list]:
    """Take one answer (checked against the ask's options by the caller); a pinch hitter who
    stays in the game takes the field as the designated hitter first."""
    state, events = _answer(state, ask, value)
    return state, [*take_the_field(state), *events] if state.game.new_half else events


def take_the_field(state: PizzaBoxState) -> list:
    """With the DH, a pinch hitter still in the order becomes the designated hitter when his
    team takes the field (at PRO he batted for the pitcher, and a reliever replaces him)."""
    game = state.game
    team = 1 - game.half
    fielding = game.fielding
    if not game.rules.dh:
        return []
    return [Substitution(team, p, fielding.name(p), slot, 10)
            for slot, p in enumerate(fielding.lineup, start=1)
            if p in state.pinch[team] and fielding.position_of(p) is None]


def _answer(state: PizzaBoxState, ask: Ask, value: str) -> tuple[PizzaBoxState, list]:
    key = ask.key
    if key == "keep":
        return decks.keep(state, value), []
    if key == "draw":
        return decks.deal(state, value), []
    if key in ("pitcher", "pinch"):
        state = _decided(state, key)
        if key == "pitcher" and value != pitchers.STAY:
            return pitchers.bring_in(state, value)
        if key == "pinch" and value != NONE:
            return pinch(state, value)
        return state, []
    state = replace(state, turn=state.turn + ((key, value),))
    if key == "pitch":
        state = decks.play(state, value)
    return resolve(state)


def _decided(state: PizzaBoxState, what: str) -> PizzaBoxState:
    g = state.game
    inning, half, up, done = state.decided
    if (inning, half, up) != (g.inning, g.half, g.batting.up):
        done = frozenset()
    return replace(state, decided=(g.inning, g.half, g.batting.up, done | {what}))


def pinch(state: PizzaBoxState, player: str) -> tuple[PizzaBoxState, list]:
    team = state.game.half
    used = list(state.pinch)
    used[team] = used[team] + (player,)
    name = state.options.names.get(player, player)
    return replace(state, pinch=(used[0], used[1])), [Substitution(team, player, name, state.rules.ph_slot, 11)]


def resolve(state: PizzaBoxState) -> tuple[PizzaBoxState, list]:
    """The events of the plate appearance once its cards are all in (else none yet)."""
    hitter, pitch = state.answered("hitter"), state.answered("pitch")
    if hitter is None or pitch is None:
        return state, []
    game, rules = state.game, state.rules
    events: list = []
    if hitter == "STEAL":
        safe = stolen(state)
        if safe is None:
            return state, []
        events.append(plays.play(plays.steal(safe, rules.steal_throw)))
        state = replace(state, steals=state.steals + 1)
        if not safe and game.outs == 2:  # the third out: the batter leads off next inning
            return _done(state, events, batter_done=False)
        game = result_game(state)
    if hitter == "BUNT" and rules.bunt[pitch] == "SACRIFICE":
        events.append(plays.play(plays.sacrifice(game, rules.bunt_fielders)))
        return _done(state, events)
    drawn = state.answered("result")
    if drawn is None:
        return state, []
    card = state.options.cards.find(drawn)
    said: tuple = ()
    if isinstance(card, ResultCard):
        state = decks.draw_result(state, card.deck, card.id)
        area = card.area(*reading(state))
    else:  # typed at a table by its event code (table_entry.py)
        area, said = typed_result(drawn)
    text = plays.result_text(game, area, said)
    events.append(plays.play(text))
    return _done(state, events)


def typed_result(value: str) -> tuple[plays.Area, tuple[tuple[int, int], ...]]:
    """A result the scorekeeper typed as "EVENT FIELDERS BASE>BASE …" (table_entry.py makes
    it): the area and the runner destinations said."""
    words = value.split()
    event = words[0]
    fielders = words[1] if len(words) > 1 and words[1].isdigit() else ""
    said = tuple((int(w[0]), 4 if w[2] == "H" else int(w[2])) for w in words[1:] if ">" in w)
    return plays.typed_area(event, fielders), said


def stolen(state: PizzaBoxState) -> bool | None:
    """The steal of this plate appearance: safe or not; None before its running card."""
    how = state.rules.steal[state.answered("pitch")]
    if how != "running":
        return how == "safe"
    drawn = state.answered("running")
    if drawn is None:
        return None
    card = state.options.cards.find(drawn)
    return isinstance(card, RunningCard) and card.result == "SAFE"


def result_game(state: PizzaBoxState):
    """The game the result card is played in: after this plate appearance's steal, if any."""
    if state.answered("hitter") != "STEAL" or state.answered("pitch") is None:
        return state.game
    safe = stolen(state)
    return state.game if safe is None else _after_steal(state.game, safe)


def _after_steal(game, safe: bool):
    """The bases after the steal, for reading the at-bat's card (the core applies the steal)."""
    runner = game.bases[0]
    bases = (None, runner if safe else None, game.bases[2])
    return replace(game, bases=bases, outs=game.outs + (0 if safe else 1))


def reading(state: PizzaBoxState) -> tuple[int, bool]:
    """Which area of the card the batter reads: (slot for AAA+, 0 below; pitcher batting at PRO).
    A pinch hitter's own at-bat reads the 6th, 7th, 8th slot's area for the 1st, 2nd, 3rd of
    them; batting again, the 9th's."""
    if not state.options.at_least("AAA"):
        return 0, False
    game, rules = state.game, state.rules
    batter = game.batter
    used = state.pinch[game.half]
    if batter in used:
        index = used.index(batter)
        if batter not in state.pinch_batted and index < len(rules.ph_result_slots):
            return rules.ph_result_slots[index], False
        return rules.ph_again_slot, False
    pitcher_bats = state.options.at_least("PRO") and game.batting.position_of(batter) == 1
    return game.batting.up + 1, pitcher_bats


def _done(state: PizzaBoxState, events: list, batter_done: bool = True) -> tuple[PizzaBoxState, list]:
    """The plate appearance is over (or cut short by the third out on the bases)."""
    game = state.game
    team = game.half
    if batter_done:
        batters = list(state.batters)
        batters[team] += 1
        state = replace(state, batters=(batters[0], batters[1]))
        state = pitchers.faced(state)
        batter = game.batter
        if batter in state.pinch[team] and batter not in state.pinch_batted:
            state = replace(state, pinch_batted=state.pinch_batted | {batter})
    return replace(state, turn=(), last=state.turn), events
