"""Which fielding positions batter cards can take (rules/bot9.md §1.3).

Six batters must cover six different positions (eight and the pitcher in the multi-inning
game); IF, OF and UT are wildcards. Who plays where is a matching of batters to positions (an
augmenting path never unplaces a batter already placed), so the same batters always get the
same positions, and the draft can ask whether a team can still be completed.

Catcher: the IF wildcard covers 1B, 2B, 3B and SS, OF covers LF, CF and RF, and UT any one of
those seven — a catcher is only a card that says C. At the table "infield" means the four
infield bases, and a six-man lineup needs no catcher (six of the eight spots), so nothing is
lost by keeping the catcher's card specific.
"""

from __future__ import annotations

from collections import deque
from typing import Mapping, Sequence

from engine.systems.bot9.card_error import CardError

#: Retrosheet numbers of the fielding positions a batter card can take (no pitcher, no DH).
POSITION_NUMBERS = {"C": 2, "1B": 3, "2B": 4, "3B": 5, "SS": 6, "LF": 7, "CF": 8, "RF": 9}
INFIELD = ("1B", "2B", "3B", "SS")
OUTFIELD = ("LF", "CF", "RF")
WILDCARDS = {"IF": INFIELD, "OF": OUTFIELD, "UT": INFIELD + OUTFIELD}


def covers_positions(batters: Sequence) -> str:
    """"" when every batter can take a different fielding position (rules/bot9.md §1.3: six
    batters covering six positions, IF/OF/UT as wildcards), else one sentence saying why not."""
    return _assignment(batters)[1]


def assign_positions(batters: Sequence) -> tuple[int, ...]:
    """A different fielding position for each batter, as Retrosheet numbers (2 C … 9 RF), in
    the batters' order; the same batters always get the same positions. Raises CardError when
    the batters cannot cover that many different positions."""
    spots, why = _assignment(batters)
    if why:
        raise CardError(why)
    return tuple(POSITION_NUMBERS[spot] for spot in spots)


def _assignment(batters: Sequence) -> tuple[tuple[str, ...], str]:
    """(positions in batting order, "") or ((), why not): a bipartite matching of batters to
    positions, the batters with the fewest choices placed first so specialists keep theirs."""
    for card in batters:
        if card.kind != "batter":
            return (), f"Card {card.id} is a {card.kind} card: only batters take a position."
    if len(batters) > len(POSITION_NUMBERS):
        return (), (f"{len(batters)} batters cannot all have different positions: there are "
                    f"only {len(POSITION_NUMBERS)}.")
    options = [spots_of(card) for card in batters]
    holder: dict[str, int] = {}
    for i in sorted(range(len(batters)), key=lambda i: (len(options[i]), i)):
        tried: set[str] = set()
        group: set[int] = set()
        if not _place(i, options, holder, tried, group):
            # The batters reached hold every position they can play, one short (Hall's rule).
            ids = _listed([batters[b].id for b in sorted(group)])
            spots = _listed(sorted(tried, key=POSITION_NUMBERS.get))
            return (), (f"Batters {ids} can only play {spots} between them: {len(group)} "
                        f"batters for {len(tried)} positions.")
    by_batter = {b: spot for spot, b in holder.items()}
    return tuple(by_batter[i] for i in range(len(batters))), ""


def _place(i: int, options: list[tuple[str, ...]], holder: dict[str, int], tried: set[str],
           group: set[int]) -> bool:
    """Give batter i a position, moving others along (an augmenting path)."""
    group.add(i)
    for spot in options[i]:
        if spot in tried:
            continue
        tried.add(spot)
        if spot not in holder or _place(holder[spot], options, holder, tried, group):
            holder[spot] = i
            return True
    return False


def spots_of(card) -> tuple[str, ...]:
    """The positions a batter card can take (its wildcards spelled out), in Retrosheet order."""
    spots = {spot for code in card.positions for spot in WILDCARDS.get(code, (code,))}
    return tuple(sorted(spots, key=POSITION_NUMBERS.get))


def can_grow(team: Sequence, rest: Sequence, need: int) -> bool:
    """Whether `team` covers different positions and can grow to `need` batters that do with
    cards from `rest` (the draft: a pick that leaves no way to finish the team is refused)."""
    batters = [*team, *rest]
    options = [spots_of(card) for card in batters]
    holder: dict[str, int] = {}
    if not all(_place(i, options, holder, set(), set()) for i in range(len(team))):
        return False
    placed = len(team) + sum(_place(i, options, holder, set(), set())
                             for i in range(len(team), len(batters)))
    return placed >= need


def _listed(names: Sequence[str], last: str = "and") -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} {last} {names[-1]}"


def arrange(staying: Mapping[str, str], newcomers: Sequence[str],
            spots: Mapping[str, Sequence[str]]) -> dict[str, str] | None:
    """Different positions for the fielders `staying` (player → the position he plays now)
    and the `newcomers`, each within his `spots`; None if there are none. Each newcomer takes a
    free position if he can play one, else the fielders move along the shortest chain to make
    room (rules/bot9.md §4.2.6 B: the fielders may rearrange, positions stay distinct)."""
    at = dict(staying)
    holder = {spot: player for player, spot in at.items()}
    for newcomer in newcomers:
        chain = _shortest_chain(newcomer, holder, spots)
        if chain is None:
            return None
        for player, spot in chain:
            holder[spot] = player
            at[player] = spot
    return at


def _shortest_chain(newcomer: str, holder: Mapping[str, str],
                    spots: Mapping[str, Sequence[str]]) -> tuple[tuple[str, str], ...] | None:
    """The fewest moves that give `newcomer` a position: (player, position he takes), the
    newcomer first, the last one into a free position (a breadth-first augmenting path)."""
    queue: deque[tuple[str, tuple[tuple[str, str], ...]]] = deque([(newcomer, ())])
    seen: set[str] = set()
    while queue:
        player, chain = queue.popleft()
        for spot in spots.get(player, ()):
            if spot in seen:
                continue
            seen.add(spot)
            step = (*chain, (player, spot))
            if spot not in holder:
                return step
            queue.append((holder[spot], step))
    return None
