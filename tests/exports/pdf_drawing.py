"""What a printed page draws, read back from its content stream: the box of every line, rectangle,
curve and piece of text, in page coordinates — for the tests that check nothing is drawn into
the page margins and count the boxes a blank card has to tick.

It follows the PDF operators reportlab writes (q/Q, cm, re, m/l/c, BT/Tf/Tm/Td/TD/T*/Tj/TJ),
with the current transformation matrix; a text's box is its advance width (the widths the
embedded font gives its codes) from the baseline, a descender below it and the cap height
above. Text is read back through each font's ToUnicode map, as a viewer's copy does.
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass, field

from pypdf import PdfReader
from pypdf.generic import ContentStream

Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1, 0, 0, 1, 0, 0)


@dataclass(frozen=True)
class Drawn:
    """One thing drawn: `kind` "rect", "path" or "text" (the text in `text`), and its box."""

    kind: str
    x0: float
    y0: float
    x1: float
    y1: float
    text: str = ""

    @property
    def size(self) -> tuple[float, float]:
        return round(self.x1 - self.x0, 2), round(self.y1 - self.y0, 2)


def _times(m: Matrix, n: Matrix) -> Matrix:
    """m then n (PDF's row-vector convention: m × n)."""
    a, b, c, d, e, f = m
    A, B, C, D, E, F = n
    return (a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D,
            e * A + f * C + E, e * B + f * D + F)


def _point(m: Matrix, x: float, y: float) -> tuple[float, float]:
    a, b, c, d, e, f = m
    return a * x + c * y + e, b * x + d * y + f


def _box(kind: str, points: list[tuple[float, float]], text: str = "") -> Drawn:
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return Drawn(kind, min(xs), min(ys), max(xs), max(ys), text)


@dataclass
class _Font:
    """A page's font as the drawing needs it: its code → text map and code → width (per 1,000)."""

    chars: dict[int, str] = field(default_factory=dict)
    widths: dict[int, float] = field(default_factory=dict)

    @classmethod
    def of(cls, font) -> "_Font":
        first = int(font.get("/FirstChar", 0))
        widths = {first + n: float(w) for n, w in enumerate(font.get("/Widths", []))}
        chars = {}
        if "/ToUnicode" in font:
            cmap = font["/ToUnicode"].get_object().get_data().decode("latin-1")
            for block in re.findall(r"beginbfchar(.*?)endbfchar", cmap, re.S):
                for code, text in re.findall(r"<([0-9A-Fa-f]{2})>\s*<([0-9A-Fa-f]+)>", block):
                    chars[int(code, 16)] = bytes.fromhex(text).decode("utf-16-be")
        return cls(chars, widths)

    def text(self, data: bytes) -> str:
        return "".join(self.chars.get(b) or chr(b) for b in data)

    def width(self, data: bytes, size: float) -> float:
        return sum(self.widths.get(b, 1000.0) for b in data) * size / 1000


def page_drawing(data: bytes) -> list[list[Drawn]]:
    """Everything each page of the PDF `data` draws."""
    reader = PdfReader(io.BytesIO(data))
    return [_drawn(page, reader) for page in reader.pages]


def _drawn(page, reader) -> list[Drawn]:
    fonts = {name: _Font.of(font.get_object())
             for name, font in page["/Resources"].get("/Font", {}).items()}
    ctm, stack, path, out = IDENTITY, [], [], []
    text_matrix = line_matrix = IDENTITY
    font, size, leading = _Font(), 10.0, 0.0
    for operands, op in ContentStream(page.get_contents(), reader).operations:
        op = op.decode()
        nums = [float(o) for o in operands if isinstance(o, (int, float))
                or type(o).__name__ in ("FloatObject", "NumberObject")]
        if op == "q":
            stack.append(ctm)
        elif op == "Q":
            ctm = stack.pop()
        elif op == "cm":
            ctm = _times(tuple(nums), ctm)  # type: ignore[arg-type]
        elif op == "re":
            x, y, w, h = nums
            corners = [_point(ctm, x, y), _point(ctm, x + w, y + h)]
            out.append(_box("rect", corners))
        elif op in ("m", "l"):
            path.append(_point(ctm, *nums))
        elif op == "c":
            path += [_point(ctm, nums[i], nums[i + 1]) for i in (0, 2, 4)]
        elif op in ("S", "s", "f", "F", "f*", "B", "B*", "b", "b*", "n"):
            if path:
                out.append(_box("path", path))
            path = []
        elif op == "BT":
            text_matrix = line_matrix = IDENTITY
        elif op == "Tf":
            font, size = fonts.get(str(operands[0]), _Font()), float(operands[1])
        elif op == "TL":
            leading = nums[0]
        elif op == "Tm":
            text_matrix = line_matrix = tuple(nums)  # type: ignore[assignment]
        elif op in ("Td", "TD", "T*"):
            tx, ty = nums if op != "T*" else (0.0, -leading)
            leading = -ty if op == "TD" else leading
            text_matrix = line_matrix = _times((1, 0, 0, 1, tx, ty), line_matrix)
        elif op in ("Tj", "TJ", "'"):
            data = _shown(operands[0])
            width = font.width(data, size)
            m = _times(text_matrix, ctm)
            corners = [_point(m, 0, -0.25 * size), _point(m, width, 0.75 * size)]
            out.append(_box("text", corners, font.text(data)))
            text_matrix = _times((1, 0, 0, 1, width, 0), text_matrix)
    return out


def _shown(operand) -> bytes:
    """The codes a Tj or TJ shows (TJ: strings and kerning numbers)."""
    parts = operand if isinstance(operand, list) else [operand]
    return b"".join(_codes(part) for part in parts if isinstance(part, (str, bytes)))


def _codes(string) -> bytes:
    if isinstance(string, bytes):
        return bytes(string)
    return string.get_original_bytes()


def outside(drawn: list[Drawn], page: tuple[float, float], margin: float,
            slack: float = 1.0) -> list[Drawn]:
    """What reaches into the margins (allowing `slack` for line widths and rounding)."""
    low, high_x, high_y = margin - slack, page[0] - margin + slack, page[1] - margin + slack
    return [d for d in drawn if d.x0 < low or d.y0 < low or d.x1 > high_x or d.y1 > high_y]
