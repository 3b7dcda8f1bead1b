"""A printed scorecard page read back box by box (from `pdf_drawing`): what each batting slot's
name box holds, and what each box of the grid says — so a test can ask what is written in one
player's box of one inning, not only whether the text is somewhere on the page."""

from __future__ import annotations

from exports.scorecards.game_pdf import MARGIN, NAME_WIDTH
from tests.exports.pdf_drawing import Drawn

_SLACK = 0.5


def _inside(d: Drawn, box: Drawn) -> bool:
    """Wholly inside `box` (with a little slack for rounding)."""
    return (d.x0 >= box.x0 - _SLACK and d.x1 <= box.x1 + _SLACK
            and d.y0 >= box.y0 - _SLACK and d.y1 <= box.y1 + _SLACK)


def _centred_in(d: Drawn, box: Drawn) -> bool:
    x, y = (d.x0 + d.x1) / 2, (d.y0 + d.y1) / 2
    return box.x0 <= x <= box.x1 and box.y0 <= y <= box.y1


def _name_rects(drawn: list[Drawn]) -> list[Drawn]:
    """The slots' name boxes, top to bottom."""
    rects = [d for d in drawn if d.kind == "rect" and abs(d.x0 - MARGIN) < 0.1
             and abs(d.x1 - d.x0 - NAME_WIDTH) < 0.1]
    return sorted(rects, key=lambda d: -d.y1)


def name_boxes(drawn: list[Drawn]) -> dict[int, list[str]]:
    """Each slot's name box, by its number: the texts drawn wholly inside it, in the order
    they were drawn (the number, the starter, his substitutes)."""
    boxes = {}
    for rect in _name_rects(drawn):
        texts = [d.text for d in drawn if d.kind == "text" and _inside(d, rect)]
        boxes[int(texts[0])] = texts[1:]
    return boxes


def grid_boxes(drawn: list[Drawn]) -> dict[tuple[int, str], list[str]]:
    """What each box of the grid says, in reading order, by (slot, inning): the inning as its
    column head prints it ("7"), "7'" for the second column of an inning the team batted
    around in."""
    rows = _name_rects(drawn)
    slots = list(name_boxes(drawn))
    left = MARGIN + NAME_WIDTH
    cells = [d for d in drawn if d.kind == "rect" and d.x0 >= left - 0.1]
    header = max((d for d in drawn if d.kind == "rect" and abs(d.x0 - MARGIN) < 0.1
                  and d.x1 - d.x0 > NAME_WIDTH + 1), key=lambda d: d.y1)
    heads = sorted((d for d in drawn if d.kind == "text" and d.x0 >= left
                    and _centred_in(d, header)), key=lambda d: d.x0)
    boxes: dict[tuple[int, str], list[str]] = {}
    for slot, row in zip(slots, rows):
        own = sorted((c for c in cells if abs(c.y0 - row.y0) < 0.1 and abs(c.y1 - row.y1) < 0.1),
                     key=lambda c: c.x0)
        for cell in own:
            named = [h.text for h in heads if cell.x0 <= (h.x0 + h.x1) / 2 <= cell.x1]
            inning = named[0] if named else _before(boxes, slot) + "'"
            texts = [d for d in drawn if d.kind == "text" and _centred_in(d, cell)]
            boxes[(slot, inning)] = [d.text for d in sorted(texts, key=_reading)]
    return boxes


def _reading(d: Drawn) -> tuple[float, float]:
    """Reading order: line by line from the top (by baseline), left to right."""
    return -round(d.y0 + (d.y1 - d.y0) / 4, 1), d.x0


def _before(boxes: dict[tuple[int, str], list[str]], slot: int) -> str:
    """The inning of the slot's last column read (the one a repeated column belongs to)."""
    return [inning for (s, inning) in boxes if s == slot][-1].rstrip("'")
