"""The name area of a scorecard's batting slot: the starter, then every substitute of the slot
with how and in which inning he came in ("Swihart B, ph (PH 7)"), however many there were.

A slot of a long game can hold a dozen players (a pitcher's slot through a 19-inning game);
the scorer still wants them all. So the rows are not all alike: a crowded slot's row takes
room from rows that need less, and within the row the substitutes are set in the largest
type, in one, two or three columns, that fits inside it — nothing is drawn outside the slot.
"""

from __future__ import annotations

from math import ceil, floor

from engine.core.lineup_cards import MOST_INNINGS
from engine.core.numbers import number_in
from exports.pdf_fonts import SANS, SANS_BOLD, text_width

#: One line of the name area: x, baseline, text, font, size.
Line = tuple[float, float, str, str, float]
#: Type sizes for the substitutes, largest first: 7 points is the card's usual small type.
_SIZES = (7, 6.5, 6, 5.5, 5, 4.5, 4, 3.5, 3)
#: Room above the substitutes for the slot number and the starter's name.
_STARTER = 12
#: What a row with substitutes needs: them at 5.5 points in two columns; and the smallest
#: type a page sets them in before the slot's names go on over another page of innings.
_READABLE, _LEADING, _SMALLEST = 5.5, 1.5, 5.0
#: The shortest a row may become to make room for a crowded one, as a share of the usual row.
_SHORTEST = 0.8


def row_heights(slots: list[list[dict]], room: float, tallest: float,
                width: float = 150.0) -> list[float]:
    """The height of each slot's row in `room` points: alike (at most `tallest`), except that
    a slot whose substitutes would not fit takes what it needs from the spare room and from
    rows that need less (each kept to at least 80% of the usual row: their boxes must stay
    legible); `width` the name area's."""
    usual, needs, spare, slack = _budget(slots, room, tallest, width)
    short = sum(max(0.0, need - usual) for need in needs)
    if not short:
        return [usual] * len(slots)
    give = min(short, slack + sum(spare))
    taken = max(0.0, give - slack)  # what the other rows give up once the slack is used
    total_spare = sum(spare) or 1.0
    return [usual + give * (need - usual) / short if need > usual
            else usual - taken * s / total_spare for need, s in zip(needs, spare)]


def rows_fit(slots: list[list[dict]], room: float, tallest: float, width: float) -> bool:
    """Whether `row_heights` can give every slot the room to set its substitutes in type no
    smaller than a scorer still reads (5 points)."""
    usual, needs, spare, slack = _budget(slots, room, tallest, width, _SMALLEST)
    return sum(max(0.0, need - usual) for need in needs) <= slack + sum(spare) + 1e-6


def _budget(slots: list[list[dict]], room: float, tallest: float, width: float,
            size: float = _READABLE) -> tuple[float, list[float], list[float], float]:
    """The usual row, what each row needs (its substitutes in `size` type), what each could
    give up, and the room left over."""
    usual = min(tallest, room / max(len(slots), 1))
    needs = [_need(names[1:], width, size) for names in slots]
    least = usual * _SHORTEST
    spare = [usual - max(least, need) if need < usual else 0.0 for need in needs]
    return usual, needs, spare, room - usual * len(slots)


def _need(substitutes: list[dict], width: float, size: float) -> float:
    """The height a row needs to set its `substitutes` in `size` type: in two columns, or in
    one when their names are too long for half the area (how each came in allowed for)."""
    if not substitutes:
        return 0.0
    wide = max(text_width(label(b) + " (PH 10)", SANS, size) for b in substitutes)
    columns = 2 if wide <= (width - 24) / 2 - 3 else 1
    return _STARTER + ceil(len(substitutes) / columns) * (size + _LEADING) + 2


def name_lines(x: float, top: float, width: float, bottom: float, slot: int,
               names: list[dict], subs: dict[str, str]) -> list[Line]:
    """Slot `slot`'s names in the area from `x` to `x + width` and `top` down to `bottom`: the
    number, the starter in bold, then the substitutes in order of entry — each line as
    (x, baseline, text, font, size), for the page to draw."""
    lines: list[Line] = [(x + 4, top - 10, str(slot), SANS_BOLD, 8.0)]
    if not names:
        return lines
    starter = label(names[0])
    lines.append((x + 16, top - 10, starter, SANS_BOLD, fit_size(starter, SANS_BOLD, 8.0,
                                                                   width - 18)))
    labels = [label(b, subs) for b in names[1:]]
    if not labels:
        return lines
    left, right = x + 22, x + width - 2
    size, columns = _layout(labels, right - left, top - _STARTER - bottom - 1)
    lead, per_column = size + _LEADING, ceil(len(labels) / columns)
    step = (right - left) / columns
    for n, text in enumerate(labels):
        column, line = divmod(n, per_column)
        lines.append((left + column * step, top - _STARTER - 0.8 * size - line * lead, text, SANS,
                      size))
    return lines


def fit_size(text: str, font: str, size: float, room: float) -> float:
    """`size`, or the smaller size at which `text` fits in `room` points: a name is set whole
    in smaller type rather than cut."""
    wide = text_width(text, font, size)
    return size if wide <= room else floor(size * room / wide * 10) / 10


def in_the_game(names: list[dict], subs: dict[str, str], first: int, last: int) -> list[dict]:
    """The slot's players for a page of innings `first` to `last`: the starter (the slot's
    name on every page) and each substitute who played in those innings — one who came in by
    the last of them and was not replaced before the first."""
    entries = [_inning(subs.get(b["player_id"], "")) for b in names]
    return names[:1] + [b for n, b in enumerate(names[1:], start=1)
                        if (entries[n] or 0) <= last
                        and (n + 1 == len(names) or (entries[n + 1] or last) >= first)]


def _inning(how: str) -> int | None:
    """The inning of "PH 7"; None when the sub rows do not say."""
    word = how.rsplit(" ", 1)[-1]
    return number_in(word, 1, MOST_INNINGS)


def label(b: dict, subs: dict[str, str] | None = None) -> str:
    """A player's line: "Swihart B, ph", and for a substitute how he came in: "(PH 7)"."""
    text = f"{b['name']}, {b['pos']}" if b["pos"] else b["name"]
    how = (subs or {}).get(b["player_id"])
    return f"{text} ({how})" if how else text


def _layout(labels: list[str], width: float, height: float) -> tuple[float, int]:
    """The largest type size, and the fewest columns at it, that set every label inside
    `width` by `height`; the smallest size in three columns when nothing fits (a row
    `row_heights` could not make room for: the last lines may then reach past it)."""
    for size in _SIZES:
        lines = int((height + _LEADING) // (size + _LEADING))
        wide = max(text_width(text, SANS, size) for text in labels)
        for columns in (1, 2, 3):
            if wide <= width / columns - 3 and ceil(len(labels) / columns) <= lines:
                return size, columns
    return _SIZES[-1], 3
