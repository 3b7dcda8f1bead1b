"""The card-back vocabulary (rules/nanyou.md §1.2, §2.2): two-dice combinations and results.

A combination is unordered and written "low-high" ("3-5" is a 3 and a 5 either way round);
there are 21, six of them doubles. A result is a hit (1B 2B 3B HR), a batted out naming its
fielders (GO 6-3 ground out, FO 8 fly out, LO 6 line out, PO 5 pop out), or — only if a card
prints them (§6 Q8) — BB or K. `read_result` raises ResultError, which says what was wrong;
the caller names the file, card and key.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from engine.core.errors import ScorebookError, quoted, shown

#: Every combination, in the order a card back lists them.
COMBOS = tuple(f"{a}-{b}" for a in range(1, 7) for b in range(a, 7))
DOUBLES = tuple(f"{a}-{a}" for a in range(1, 7))
HITS = ("1B", "2B", "3B", "HR")
OUTS = {"GO": "G", "FO": "F", "LO": "L", "PO": "P"}  # result -> Retrosheet batted-ball type
OTHER = ("BB", "K")
BASES = {"1B": 1, "2B": 2, "3B": 3, "HR": 4}
OUTFIELD = frozenset("789")


class ResultError(ScorebookError):
    """A card result or dice combination that cannot be read."""


def combo(a: int, b: int) -> str:
    """The combination two dice show."""
    return f"{min(a, b)}-{max(a, b)}"


def chance(key: str) -> float:
    """The chance of a combination on two dice: 1/36 for doubles, 2/36 otherwise."""
    a, b = key.split("-")
    return (1 if a == b else 2) / 36


def read_combos(values: list, *, allow_doubles: bool = True) -> frozenset[str]:
    """A set of combinations from a list such as ["doubles", "1-2"]."""
    found: set[str] = set()
    for value in values:
        if allow_doubles and value == "doubles":
            found.update(DOUBLES)
            continue
        if not isinstance(value, str) or normal_combo(value) is None:
            raise ResultError(f"{shown(value)} is not a dice combination: "
                              "write it as \"1-2\" or \"doubles\"")
        found.add(normal_combo(value))
    return frozenset(found)


def normal_combo(text: str) -> str | None:
    """"5-3" -> "3-5"; None if it is not two die faces."""
    a, sep, b = text.strip().partition("-")
    if not sep or a not in "123456" or b not in "123456" or len(a) != 1 or len(b) != 1:
        return None
    return combo(int(a), int(b))


@dataclass(frozen=True)
class Result:
    """One card result: `kind` is 1B, 2B, 3B, HR, GO, FO, LO, PO, BB or K; `fielders` the
    Retrosheet position numbers of a batted out ("63" for GO 6-3)."""

    kind: str
    fielders: str = ""

    @property
    def hit(self) -> bool:
        return self.kind in HITS

    @property
    def batted_out(self) -> bool:
        return self.kind in OUTS

    @property
    def fielder(self) -> int:
        """The fielder who made the play (the one an error is charged to)."""
        return int(self.fielders[0]) if self.fielders else 0

    @property
    def text(self) -> str:
        if not self.fielders:
            return self.kind
        return f"{self.kind} {'-'.join(self.fielders)}"


@lru_cache(maxsize=None)
def read_result(text: str) -> Result:
    """A result as a card file writes it: "1B", "HR", "GO 6-3", "FO 8", "LO 6", "PO 5"."""
    if not isinstance(text, str):
        raise ResultError(f"{shown(text)} is not a result: write 1B, 2B, "
                          "3B, HR, GO 6-3, FO 8, LO 6, PO 5, BB or K")
    words = text.strip().upper().split()
    if len(words) == 1 and (words[0] in HITS or words[0] in OTHER):
        return Result(words[0])
    if len(words) == 2 and words[0] in OUTS:
        fielders = words[1].replace("-", "")
        if not fielders or any(c not in "123456789" for c in fielders):
            raise ResultError(f"{quoted(text)}: the fielders of {words[0]} "
                              "are position numbers 1-9, as GO 6-3")
        if words[0] == "GO" and len(fielders) < 2 and fielders != "3":
            raise ResultError(f"{quoted(text)}: a ground out names the fielder and who took the "
                              "throw, as GO 6-3 (or GO 3 unassisted)")
        if words[0] != "GO" and len(fielders) != 1:
            raise ResultError(f"{quoted(text)}: a {words[0]} names one fielder, as {words[0]} 8")
        return Result(words[0], fielders)
    raise ResultError(f"{quoted(text)} is not a result: write 1B, "
                      "2B, 3B, HR, GO 6-3, FO 8, LO 6, PO 5, BB or K")
