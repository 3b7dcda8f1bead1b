"""PRO: pitcher type cards, their allotments, starters and relievers (rules/pizza_box.md §2.6).

The pitcher card on the mound sets, for each inning, how many pitcher strategy cards the defence
draws first, how many it may keep and how many it draws when that hand is used up. A starter
reads his card by the game's inning; a reliever by the innings he has begun (the inning he came
in counts). A reliever faces at least one batter (and so does a starter); a setup man comes in
only in the 7th and 8th (`setup_innings`), a closer from the 9th; in extra innings a setup man
in the 10th uses his 8th-inning line and in the 11th his 9th-inning line, and a long reliever
must start the inning. Pitchers already used may not return. A pitcher whose card has no line
left (a specialist's second inning) must be relieved if anyone is left; a pitcher who was
batted for is replaced when his team takes the field.
"""

from __future__ import annotations

from engine.core.events import Substitution
from engine.core.frozen import replace
from engine.systems.pizzabox.cards import STARTER, PitcherType
from engine.systems.pizzabox.state import Pitching, PizzaBoxState

STAY = "stay"


def card_of(state: PizzaBoxState, team: int, player: str) -> PitcherType | None:
    card_id = state.options.pitchers[team].get(player)
    card = state.options.cards.find(card_id) if card_id else None
    return card if isinstance(card, PitcherType) else None


def on_mound(state: PizzaBoxState, team: int) -> PitcherType | None:
    """The card of `team`'s pitcher now (None below PRO)."""
    card_id = state.pitching[team].card
    card = state.options.cards.find(card_id) if card_id else None
    return card if isinstance(card, PitcherType) else None


def line(state: PizzaBoxState, team: int) -> tuple[int, int, int] | None:
    """Base draw, keep and extra draw of `team`'s pitcher card in the inning being played."""
    card = on_mound(state, team)
    if card is None:
        return None
    inning = state.game.inning
    if card.role == STARTER:
        return card.line(inning)
    if card.role == "setup" and inning > 9:
        first = min(state.rules.setup_innings)
        return card.line(state.rules.extra_setup_line - first + 1 + (inning - 10))
    return card.line(max(1, state.pitching[team].innings))


def starting(state: PizzaBoxState) -> PizzaBoxState:
    """Each team's starter on the mound at the first pitch."""
    pitching = []
    for team in (0, 1):
        starter = next((p for p in state.game.teams[team].fielders[1:2] if p), "")
        card = state.options.pitchers[team].get(starter, "")
        pitching.append(Pitching(card=card, used=(card,) if card else ()))
    return replace(state, pitching=(pitching[0], pitching[1]))


def new_inning(state: PizzaBoxState) -> PizzaBoxState:
    """The defence's pitcher begins an inning (counted once per inning)."""
    team = 1 - state.game.half
    mound = state.pitching[team]
    if not mound.card or mound.inning_seen == state.game.inning:
        return state
    return _set(state, team, replace(mound, innings=mound.innings + 1, inning_seen=state.game.inning))


def faced(state: PizzaBoxState) -> PizzaBoxState:
    """The defence's pitcher has faced one more batter."""
    team = 1 - state.game.half
    mound = state.pitching[team]
    return _set(state, team, replace(mound, batters=mound.batters + 1)) if mound.card else state


def must_change(state: PizzaBoxState) -> bool:
    """The defence's pitcher cannot go on: batted for, or his card has no line for this inning."""
    team = 1 - state.game.half
    fielding = state.game.fielding
    if fielding.pitcher in fielding.gone or fielding.position_of(fielding.pitcher) != 1:
        return True
    card, mound = on_mound(state, team), state.pitching[team]
    return (card is not None and card.role != STARTER and mound.batters > 0
            and mound.innings > len(card.lines))


def choices(state: PizzaBoxState) -> tuple[str, ...]:
    """The defence's answers before a batter: stay, or a reliever's player id."""
    team = 1 - state.game.half
    mound = state.pitching[team]
    if not mound.card:
        return ()
    forced = must_change(state)
    if mound.batters == 0 and not forced:
        return ()
    relievers = tuple(p for p in available(state, team))
    if forced:
        return relievers or (STAY,)
    return (STAY, *relievers) if relievers else ()


def available(state: PizzaBoxState, team: int) -> list[str]:
    """The bullpen's pitchers who may come in now."""
    game, rules = state.game, state.rules
    used = state.pitching[team].used
    found = []
    for player, card_id in state.options.pitchers[team].items():
        card = card_of(state, team, player)
        if card is None or card.id in used or card.role == STARTER or player in game.fielding.gone:
            continue
        if card.role == "setup" and not (game.inning in rules.setup_innings or game.inning > 9):
            continue
        if card.role == "closer" and game.inning < rules.closer_inning:
            continue
        if card.role == "long" and game.inning > 9 and not game.new_half:
            continue
        found.append(player)
    return found


def bring_in(state: PizzaBoxState, player: str) -> tuple[PizzaBoxState, list]:
    """A reliever takes the mound, in the batting slot of the pitcher he replaces (with a
    pinch hitter there, the pinch hitter's)."""
    team = 1 - state.game.half
    fielding = state.game.fielding
    card = card_of(state, team, player)
    batted_for = fielding.pitcher in fielding.gone  # by a pinch hitter, in the 9th slot
    slot = state.rules.ph_slot if batted_for else fielding.slot_of(fielding.pitcher) or 0
    mound = state.pitching[team]
    state = _set(state, team, Pitching(card=card.id, innings=1, inning_seen=state.game.inning,
                                       used=mound.used + (card.id,)))
    name = state.options.names.get(player) or fielding.names.get(player) or card.name
    return state, [Substitution(team, player, name, slot, 1)]


def relievers(state: PizzaBoxState, team: int) -> int:
    """How many relievers `team` has brought in (its used cards but the starter)."""
    return max(0, len(state.pitching[team].used) - 1)


def _set(state: PizzaBoxState, team: int, mound: Pitching) -> PizzaBoxState:
    pitching = list(state.pitching)
    pitching[team] = mound
    return replace(state, pitching=(pitching[0], pitching[1]))
