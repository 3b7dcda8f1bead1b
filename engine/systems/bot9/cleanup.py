"""Clean-up between batters (rules/bot9.md §2.6): the pitcher recovers one row per empty base,
and for each row the defense chooses which fatigue marker moves back (the seed: 任一疲勞標記,
either marker).

Only a real choice is asked: when both markers are off row 0 and the rows do not bring both
back to 0. A person is asked (`ASK_KEY`) and the computer moves back the more tired marker
(`more_tired`). At the table the rows go to the more tired marker at once, and the
scorekeeper's next line may say otherwise: `up` and the markers, one per row, as `up a a l`
(`table_word`).

A game stored before the defense was asked has the next question's answer where the question
now comes: that answer settles the rows as they were settled then, the more tired marker first
(`settle_as_before`), and goes on to the question it was for.
"""

from __future__ import annotations

from engine.core.errors import EntryError, quoted
from engine.core.frozen import replace
from engine.systems.base import Ask
from engine.systems.bot9.state import Bot9State, Fatigue

ASK_KEY = "recover"
MARKERS = ("location", "angle")
#: The table's word: `up` then one marker a row (l or location, a or angle).
UP = "up"
_SAID = {"l": "location", "location": "location", "a": "angle", "angle": "angle"}


def clean_up(state: Bot9State, rows: int) -> Bot9State:
    """The fielding pitcher's `rows` of clean-up after a plate appearance. At the table they
    go to the more tired marker now, the markers they came from kept for an `up` line."""
    if state.options.entry != "table":
        return recover(state, rows)
    chosen = recover(state, rows)
    if not chosen.recovery:
        return chosen
    return replace(settle_as_before(chosen), recovery=rows, recovered_from=state.fatigue)


def recover(state: Bot9State, rows: int) -> Bot9State:
    """`rows` of clean-up: those that can go only one way are moved now, the rest wait for
    the defense's choice (`Bot9State.recovery`)."""
    fatigue = state.fatigue
    if fatigue.location and fatigue.angle and rows < fatigue.location + fatigue.angle:
        return replace(state, recovery=rows)
    location = max(0, fatigue.location - rows)
    angle = max(0, fatigue.angle - (rows - (fatigue.location - location)))
    return replace(state.tire(Fatigue(location, angle)), recovery=0)


def move_back(state: Bot9State, marker: str) -> Bot9State:
    """One row of the clean-up on `marker`; the rows left as `recover` leaves them."""
    fatigue = state.fatigue
    moved = replace(fatigue, **{marker: getattr(fatigue, marker) - 1})
    return recover(state.tire(moved), state.recovery - 1)


def more_tired(fatigue: Fatigue) -> str:
    """The computer's choice, and the rule before the defense chose: the marker nearer the
    end of the track (location on a tie), so that neither face of the ace is locked."""
    return "location" if fatigue.location >= fatigue.angle else "angle"


def settle_as_before(state: Bot9State) -> Bot9State:
    """Every row still to choose moved on the more tired marker."""
    while state.recovery:
        state = move_back(state, more_tired(state.fatigue))
    return state


def ask(state: Bot9State) -> Ask:
    fatigue = state.fatigue
    name = state.game.fielding.name(state.game.pitcher)
    rows = "a row" if state.recovery == 1 else f"{state.recovery} rows"
    return Ask(ASK_KEY, "defense", "choice",
               f"Clean-up: {name} recovers {rows} (location row {fatigue.location}, angle row "
               f"{fatigue.angle}): which marker moves back a row?", MARKERS)


def table_word(state: Bot9State, text: str) -> Bot9State | None:
    """A table line `up l a …`: the clean-up's rows on these markers, one a row (any left
    over to the more tired marker); None if the line is not `up`."""
    words = text.split("#", 1)[0].split()
    if not words or words[0].lower() != UP:
        return None
    if not state.recovery or state.recovered_from is None:
        raise EntryError(f"{quoted(text)}: there is no marker to move back now (clean-up comes "
                         "after a plate appearance, one row per empty base, when both markers "
                         "are down the track).", text)
    markers = []
    for word in words[1:]:
        if word.lower() not in _SAID:
            raise EntryError(f"{quoted(word)} is not a marker: after up, type l (location) or a "
                             "(angle) for each row, as up a l.", text)
        markers.append(_SAID[word.lower()])
    if not 1 <= len(markers) <= state.recovery:
        rows = "1 row" if state.recovery == 1 else f"{state.recovery} rows"
        raise EntryError(f"{quoted(text)}: the clean-up has {rows} to "
                         "give: type up and one marker a row, l or a.", text)
    state = state.tire(state.recovered_from)
    for marker in markers:
        state = move_back(state, marker) if state.recovery else state
    return close(settle_as_before(state))


def close(state: Bot9State) -> Bot9State:
    """The table has gone on without `up`: the clean-up stands as it is."""
    return replace(state, recovery=0, recovered_from=None) if state.recovery else state
