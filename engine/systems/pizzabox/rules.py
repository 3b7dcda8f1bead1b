"""The tables of Pizza Box Baseball, read from a data file (rules/pizza_box.md §2-§4).

The pitcher decks' make-up, the matchup table, the steal and bunt tables, the defence's hand
sizes, the reshuffle schedule, the pinch-hitter and PRO rules are data (rules.toml beside this
file by default), every value tagged with its provenance, so a table from a physical copy
replaces a house default without a change to the code. A file that cannot be used raises
`RulesError` naming the file and the key.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from engine.core.errors import ScorebookError, shown
from engine.systems.tables_file import read_tables_file

DEFAULT_PATH = Path(__file__).with_name("rules.toml")
HITTER_CARDS = ("SWING", "TAKE", "STEAL", "BUNT")
PITCHER_CARDS = ("STRIKE", "BALL")
#: What the defence may show: a pitcher card, or PITCHOUT (a BALL card, AA+).
PITCHES = ("STRIKE", "BALL", "PITCHOUT")
DECK_CHOICES = ("HA", "NA", "PA")


class RulesError(ScorebookError):
    """The rules file cannot be used; the message names the file and the key."""


@dataclass(frozen=True)
class Rules:
    strikes: int
    balls: int
    matchup: dict[tuple[str, str], str]
    steal_reads_as: str
    steal: dict[str, str]          # pitch -> "running" | "out" | "safe"
    steal_needs_second_empty: bool
    steal_throw: str
    bunt: dict[str, str]           # pitch -> "sacrifice" | a deck
    bunt_needs_runner: bool
    bunt_fielders: str
    first_draw: int
    extra_draw: int
    per_batter: int
    keep: int
    pitcher_reshuffle: int
    all_reshuffle: int
    ph_after: int
    ph_slot: int
    ph_per_team: int
    ph_result_slots: tuple[int, ...]
    ph_again_slot: int
    from_level: dict[str, str]     # SWING TAKE STEAL BUNT PITCHOUT -> the level it comes in at
    setup_innings: tuple[int, ...]
    closer_inning: int
    extra_setup_line: int

    def deck_for(self, hitter: str, pitch: str) -> str:
        """The result deck of a swing or take against a pitch (§2.1); a steal reads as its
        `steal_reads_as`, a pitchout as the BALL card it is."""
        hitter = self.steal_reads_as if hitter == "STEAL" else hitter
        return self.matchup[(hitter, "BALL" if pitch == "PITCHOUT" else pitch)]


@lru_cache(maxsize=8)
def load_rules(path: str | None = None) -> Rules:
    """The rules in `path` (the bundled rules.toml by default)."""
    r = read_tables_file(str(path or DEFAULT_PATH), RulesError)

    def word(table: str, key: str, allowed: tuple[str, ...]) -> str:
        value = r.value(table, key, str).upper()
        if value not in allowed:
            raise r.fail(f"{table}.{key}", f"must be one of {', '.join(allowed)}, "
                                           f"not {shown(value)}")
        return value

    def number(table: str, key: str, low: int = 0) -> int:
        value = r.value(table, key, int)
        if value < low:
            raise r.fail(f"{table}.{key}", f"must be at least {low}, not {value}")
        return value

    def slots(table: str, key: str) -> tuple[int, ...]:
        value = r.value(table, key, list)
        if not all(isinstance(n, int) and 1 <= n <= 12 for n in value):
            raise r.fail(f"{table}.{key}", f"must list numbers, not {shown(value)}")
        return tuple(value)

    matchup = {(h, p): word("matchup", f"{h}_{p}", DECK_CHOICES)
               for h in ("SWING", "TAKE") for p in PITCHER_CARDS}
    levels = ("A", "AA", "AAA", "PRO")
    return Rules(
        from_level={card: word("hitter_cards", card, levels) for card in (*HITTER_CARDS, "PITCHOUT")},
        strikes=number("pitcher_deck", "STRIKE", 1), balls=number("pitcher_deck", "BALL", 1),
        matchup=matchup, steal_reads_as=word("matchup", "steal_reads_as", ("SWING", "TAKE")),
        steal={p: word("steal", p, ("RUNNING", "OUT", "SAFE")).lower() for p in PITCHES},
        steal_needs_second_empty=r.value("steal", "needs_second_empty", bool),
        steal_throw=r.value("steal", "throw", str),
        bunt={p: word("bunt", p, ("SACRIFICE", *DECK_CHOICES)) for p in PITCHES},
        bunt_needs_runner=r.value("bunt", "needs_runner", bool),
        bunt_fielders=r.value("bunt", "fielders", str),
        first_draw=number("hand", "first_draw", 1), extra_draw=number("hand", "extra_draw"),
        per_batter=number("hand", "per_batter", 1), keep=number("hand", "keep"),
        pitcher_reshuffle=number("reshuffle", "pitcher_decks_every", 1),
        all_reshuffle=number("reshuffle", "all_decks_every", 1),
        ph_after=number("pinch_hitters", "after_inning"), ph_slot=number("pinch_hitters", "slot", 1),
        ph_per_team=number("pinch_hitters", "per_team"),
        ph_result_slots=slots("pinch_hitters", "result_slots"),
        ph_again_slot=number("pinch_hitters", "again_slot", 1),
        setup_innings=slots("pro", "setup_innings"), closer_inning=number("pro", "closer_inning", 1),
        extra_setup_line=number("pro", "extra_setup_line", 1))
