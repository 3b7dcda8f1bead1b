"""The numbers of Unlimited Nine's rules, read from a data file (rules/unlimited_nine.md §1-§4).

rules.toml beside this file by default, every value tagged with its provenance; a file that
cannot be used raises `RulesError` naming the file and the key.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from engine.core.errors import ScorebookError, quoted, shown
from engine.systems.tables_file import read_tables_file
from engine.systems.unlimited9.students import BENCH, DISCARDED, REFILLS

DEFAULT_PATH = Path(__file__).with_name("rules.toml")
SICK_WHEN = ("batted", "pitched", "fielded", "skill")


class RulesError(ScorebookError):
    """The rules file cannot be used; the message names the file and the key."""


@dataclass(frozen=True)
class Rules:
    innings: int
    captain_bonus: int
    first_hand_per_colour: int
    walk_swap: int
    boost_per_card: int
    sick_when: frozenset[str]
    tie_basic: str
    tie_standard: str
    skip_home_half_when_ahead: bool
    mercy_runs: int
    table_up: int
    table_students: int
    first_hand: int
    train_draw: int
    blind_cost: int
    bench_max: int
    extra_actions: int
    student_refill: tuple[str, ...]
    diamond: tuple[str, ...]
    out_cards: int
    markers: tuple[str, ...]
    score_card_faces: tuple[tuple[int, int], ...]

    def score_cards(self, runs: int) -> tuple[int, ...] | None:
        """The score cards a player lays out for `runs`: a card a digit (each digit is one
        face of one of his five cards); None when his cards cannot show it (two equal digits,
        both on one card: he keeps the count another way)."""
        digits = tuple(int(d) for d in str(runs))
        cards = [next(i for i, faces in enumerate(self.score_card_faces) if d in faces) for d in digits]
        return digits if len(set(cards)) == len(cards) else None


@lru_cache(maxsize=8)
def load_rules(path: str | None = None) -> Rules:
    """The rules in `path` (the bundled rules.toml by default)."""
    r = read_tables_file(str(path or DEFAULT_PATH), RulesError)

    def number(table: str, key: str, low: int = 0) -> int:
        value = r.value(table, key, int)
        if value < low:
            raise r.fail(f"{table}.{key}", f"must be at least {low}, not {value}")
        return value

    def word(table: str, key: str, allowed: tuple[str, ...]) -> str:
        value = r.value(table, key, str).lower()
        if value not in allowed:
            raise r.fail(f"{table}.{key}", f"must be one of {', '.join(allowed)}, "
                                           f"not {shown(value)}")
        return value

    sick = frozenset(r.value("game", "sick_when", str).lower().split())
    if not sick <= set(SICK_WHEN):
        raise r.fail("game.sick_when", f"must name some of {', '.join(SICK_WHEN)}, not {sorted(sick)}")
    return Rules(
        innings=number("game", "innings", 1), captain_bonus=number("game", "captain_bonus"),
        first_hand_per_colour=number("game", "first_hand_per_colour"),
        walk_swap=number("game", "walk_swap"), boost_per_card=number("game", "boost_per_card", 1),
        sick_when=sick,
        tie_basic=word("game", "tie_basic", ("draw", "home")),
        tie_standard=word("game", "tie_standard", ("draw", "home")),
        skip_home_half_when_ahead=r.value("game", "skip_home_half_when_ahead", bool),
        mercy_runs=number("game", "mercy_runs"),
        table_up=number("standard", "table_up", 1), table_students=number("standard", "table_students"),
        first_hand=number("standard", "first_hand", 1), train_draw=number("standard", "train_draw", 1),
        blind_cost=number("standard", "blind_cost"), bench_max=number("standard", "bench_max"),
        extra_actions=number("standard", "extra_actions"), student_refill=_refills(r),
        diamond=tuple(r.value("components", "diamond", list)),
        out_cards=number("components", "out_cards"),
        markers=tuple(r.value("components", "markers", list)),
        score_card_faces=_faces(r))


def _refills(r) -> tuple[str, ...]:
    if "student_refill" not in r.data.get("standard", {}):  # a file older than the key
        return REFILLS
    refills = r.value("standard", "student_refill", list)
    if sorted(map(str, refills)) != sorted(REFILLS):
        raise r.fail("standard.student_refill", f"must list {DISCARDED} and {BENCH}, each once, in "
                     f"the order a short student deck is made again from them (together they never "
                     f"run out), not {quoted(repr(refills))}")
    return tuple(refills)


def _faces(r) -> tuple[tuple[int, int], ...]:
    faces = r.value("components", "score_card_faces", list)
    digits = sorted(d for pair in faces for d in (pair if isinstance(pair, list) else [None]))
    if digits != list(range(10)) or not all(isinstance(p, list) and len(p) == 2 for p in faces):
        raise r.fail("components.score_card_faces", "must be two-sided cards showing each digit "
                     "0-9 once, as [[0, 5], [1, 6], [2, 7], [3, 8], [4, 9]]")
    return tuple((a, b) for a, b in faces)
