"""Reading a whole number a person typed: a slot, an inning, a score, a seed, an option.

One reader for every layer, because `str.isdigit()` is the wrong test: it is true of `²`, `①`
and other Unicode digits that `int()` then refuses, and `int()` itself takes `٣` (Arabic-Indic),
`1_000` and ` 7 `. Here a number is ASCII digits only, with a minus sign only where the range
allows a negative, and it must lie in a range — the rules' own, or at most what the database can
hold (`INTEGER`, `BIGINT`), so that nothing too large ever reaches an insert.
"""

from __future__ import annotations

from engine.core.errors import EntryError, ScorebookError, quoted

#: The largest value of a database INTEGER (PostgreSQL's is signed 32-bit) and BIGINT.
MOST_INTEGER = 2 ** 31 - 1
MOST_BIGINT = 2 ** 63 - 1
#: A seed is stored in a BIGINT column (games, solo seasons): any value it holds.
SEEDS = (-(2 ** 63), MOST_BIGINT)
#: The most games one `sim` or `demo` run plays: a larger count would only hang building its list.
MOST_GAMES = 100_000


def is_digits(text: str) -> bool:
    """Whether `text` is one or more ASCII digits (the play notation's fielders, a count)."""
    return text.isascii() and text.isdigit()


def number_in(text: str, low: int, high: int) -> int | None:
    """`text` as an int from `low` to `high`, or None if it is anything else (`²`, `+3`, `1e3`,
    ` 7`, `-1` where `low` is 0, a number out of the range)."""
    digits = text[1:] if text.startswith("-") and low < 0 else text
    # the length check first: int() of a 100,000-digit string is slow (and refused by Python)
    longest = len(str(max(abs(low), abs(high))))
    if not is_digits(digits) or len(digits.lstrip("0")) > longest:
        return None
    # int() refuses more than 4,300 characters, leading zeros counted
    value = int(digits.lstrip("0") or "0") * (-1 if digits is not text else 1)
    return value if low <= value <= high else None


def read_number(text: str, what: str, low: int, high: int, line: str = "") -> int:
    """`text` as an int from `low` to `high`; otherwise an EntryError naming `what` (as
    "info innings" or "Batting slot"), the range and the value."""
    value = number_in(text, low, high)
    if value is None:
        raise EntryError(f"{what} must be a whole number from {low} to {high}, not "
                         f"{quoted(text)}.", line)
    return value


def check_range(value: int, what: str, low: int, high: int) -> int:
    """`value` (already a number: a command-line option, a form's field) if it lies from `low`
    to `high`; otherwise a ScorebookError naming `what` and the range."""
    if not low <= value <= high:
        raise ScorebookError(f"{what} must be a whole number from {low} to {high}, not "
                             f"{quoted(str(value))}.")
    return value
