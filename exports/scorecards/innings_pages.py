"""Which innings each page of a team's scorecard shows.

A team's turns at bat fit one page up to twelve columns (a usual card's eleven innings and one
batted around). A longer game goes on as many pages as it takes, the innings shared evenly and
an inning's columns never parted, the names repeated on each page. A page also ends sooner
when a batting slot's players would not fit its name box readably (twenty substitutes in one
slot): each page lists only the players in the game in its innings, so the slot's names go on
over the next page rather than being set too small to read or over the box.
"""

from __future__ import annotations

from itertools import groupby
from typing import Callable

from exports.scorecards.names import in_the_game, rows_fit

#: The most columns a page takes before the innings go on over more pages.
MOST = 12
#: The tallest a row gets, in points.
TALLEST = 56.0

Slots = list[tuple[int, list[dict]]]


def display_columns(innings: list[int], batted: list[int]) -> list[int]:
    """Every inning of the game once, twice where the team batted around."""
    return [i for inning in innings for i in [inning] * max(1, batted.count(inning))]


def placement(batted: list[int], columns: list[int]) -> dict[int, int]:
    """Which of the team's own columns each printed column shows."""
    where, seen = {}, {}
    for own, inning in enumerate(batted):
        k = seen[inning] = seen.get(inning, -1) + 1
        where[[i for i, c in enumerate(columns) if c == inning][k]] = own
    return where


def batting_slots(batting: list[dict]) -> Slots:
    """The batting order: each slot with its starter first and his substitutes after."""
    slots: dict[int, list[dict]] = {}
    for b in batting:
        slots.setdefault(b["slot"], []).append(b)
    return sorted(slots.items()) or [(n, []) for n in range(1, 10)]


def page_slots(slots: Slots, subs: dict[str, str], innings: list[int]) -> Slots:
    """The slots as a page of `innings` lists them: the players in the game in those innings."""
    return [(slot, in_the_game(names, subs, innings[0], innings[-1])) for slot, names in slots]


def team_pages(columns: list[int], slots: Slots, subs: dict[str, str],
               room: Callable[[bool], float], width: float) -> list[list[int]]:
    """The columns (by index) each page shows: the fewest pages of at most `MOST` columns
    on which every slot's names fit; `room(last)` is the height a page's rows have (the last
    page keeps room for the pitchers), `width` the name box's."""
    innings = len([inning for inning, _ in groupby(columns)])
    for count in range(-(-len(columns) // MOST), innings + 1):
        pages = split(columns, count)
        if all(rows_fit([names for _, names in page_slots(slots, subs, [columns[i] for i in page])],
                        room(n == len(pages) - 1), TALLEST, width)
               for n, page in enumerate(pages)):
            return pages
    return split(columns, innings)


def split(columns: list[int], count: int) -> list[list[int]]:
    """The columns shared as evenly as whole innings allow over `count` pages (or fewer)."""
    share = -(-len(columns) // max(count, 1))
    pages: list[list[int]] = [[]]
    for _, group in groupby(range(len(columns)), key=columns.__getitem__):
        group = list(group)
        if pages[-1] and len(pages[-1]) + len(group) > share:
            pages.append([])
        pages[-1] += group
    return pages
