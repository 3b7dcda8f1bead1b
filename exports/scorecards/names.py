"""The name area of a scorecard's batting slot: the starter, then every substitute of the slot
with how and in which inning he came in ("Swihart B, ph (PH 7)"), however many there were.

A slot of a long game can hold a dozen players (a pitcher's slot through a 19-inning game);
the scorer still wants them all. So the rows are not all alike: a crowded slot's row takes
room from rows that need less, and within the row the substitutes are set in the largest
type, in one, two or three columns, that fits inside it — nothing is drawn outside the slot.
"""

from __future__ import annotations

from math import ceil

from exports.pdf_fonts import SANS, SANS_BOLD, text_width

#: One line of the name area: x, baseline, text, font, size.
Line = tuple[float, float, str, str, float]
#: Type sizes for the substitutes, largest first: 7 points is the card's usual small type.
_SIZES = (7, 6.5, 6, 5.5, 5, 4.5, 4, 3.5, 3)
#: Room above the substitutes for the slot number and the starter's name.
_STARTER = 12
#: What a row with substitutes needs: them at 5.5 points in two columns.
_READABLE, _LEADING = 5.5, 1.5
#: The shortest a row may become to make room for a crowded one, as a share of the usual row.
_SHORTEST = 0.85


def row_heights(slots: list[list[dict]], room: float, tallest: float) -> list[float]:
    """The height of each slot's row in `room` points: alike (at most `tallest`), except that
    a slot whose substitutes would not fit takes what it needs from the spare room and from
    rows that need less (each kept to at least 85% of the usual row: their boxes must stay
    legible)."""
    usual = min(tallest, room / max(len(slots), 1))
    needs = [_need(len(names) - 1) for names in slots]
    short = sum(max(0.0, need - usual) for need in needs)
    if not short:
        return [usual] * len(slots)
    floor = usual * _SHORTEST
    spare = [usual - max(floor, need) if need < usual else 0.0 for need in needs]
    slack = room - usual * len(slots)
    give = min(short, slack + sum(spare))
    taken = max(0.0, give - slack)  # what the other rows give up once the slack is used
    total_spare = sum(spare) or 1.0
    return [usual + give * (need - usual) / short if need > usual
            else usual - taken * s / total_spare for need, s in zip(needs, spare)]


def _need(substitutes: int) -> float:
    """The height a row with `substitutes` needs to set them readably (two columns)."""
    if substitutes <= 0:
        return 0.0
    return _STARTER + ceil(substitutes / 2) * (_READABLE + _LEADING) + 2


def name_lines(x: float, top: float, width: float, bottom: float, slot: int,
               names: list[dict], subs: dict[str, str]) -> list[Line]:
    """Slot `slot`'s names in the area from `x` to `x + width` and `top` down to `bottom`: the
    number, the starter in bold, then the substitutes in order of entry — each line as
    (x, baseline, text, font, size), for the page to draw."""
    lines: list[Line] = [(x + 4, top - 10, str(slot), SANS_BOLD, 8.0)]
    if not names:
        return lines
    starter, size = label(names[0]), 8.0
    while size > 5 and text_width(starter, SANS_BOLD, size) > width - 18:
        size -= 0.5
    lines.append((x + 16, top - 10, starter, SANS_BOLD, size))
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
