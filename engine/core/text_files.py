"""A person's text file — a script, a card file, a tables or rules file — read as UTF-8, and
a file that is not refused in one sentence naming where: the line and column of the first byte
that is not UTF-8, as a text editor counts them, so the person can go there and fix it. And the
TOML and JSON ones (a JSON option's value) parsed, with every refusal one sentence.

Every reader of such a file goes through `read_utf8`: the codec's own text ("'utf-8' codec
can't decode byte 0xff in position 123456") names neither a line nor the file.
"""

from __future__ import annotations

import json
import re
import sys
import tomllib
from pathlib import Path

from engine.core.errors import ScorebookError, quoted

#: The longest path a message repeats as it is: a longer one (an option's value of any length,
#: refused by the system as too long a name) is quoted and cut.
PATH_LIMIT = 200
#: What ends a line for a text editor (engine/core/text_lines.py), as bytes.
_LINE_END = re.compile(rb"\r\n|\r|\n")
#: A whole number longer than Python converts (4,300 digits): tomllib raises a bare ValueError.
_TOO_LONG = re.compile(r"\d[\d_]{%d,}" % sys.get_int_max_str_digits())


def read_utf8(path: Path | str, what: str, error: type[Exception] = ScorebookError,
              name: str | None = None) -> str:
    """The text of the file at `path` (`what` it is, as "script" or "card file"; `name`, how
    a message names it, the path as given by default). A file that can't be read or is not
    UTF-8 raises `error` with one sentence."""
    name = str(path) if name is None else name
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        # strerror alone: the OSError's text repeats the path, which may be very long
        reason = exc.strerror or str(exc)
        raise error(f"Can't read the {what} {file_named(name)}: {reason}.") from exc
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise error(not_utf8(data, exc.start, what, name)) from None


def not_utf8(data: bytes, at: int, what: str, name: str) -> str:
    """The sentence for the byte at offset `at` of `data`, the first that is not UTF-8:
    `name:LINE: byte 0xFF at column C is not UTF-8 …`. Everything before it decodes (a decoder
    stops at the first bad byte), so the column counts characters, as an editor shows them."""
    before = data[:at]
    ends = list(_LINE_END.finditer(before))
    line_start = ends[-1].end() if ends else 0
    column = len(before[line_start:].decode("utf-8")) + 1
    return (f"{name}:{len(ends) + 1}: byte 0x{data[at]:02X} at column {column} (byte "
            f"{at + 1:,} of the file) is not UTF-8: save the {what} as UTF-8 text.")


def file_named(name: str) -> str:
    """A file's name as a message says it: as typed, unless it is longer than PATH_LIMIT."""
    return name if len(name) <= PATH_LIMIT else quoted(name)



def read_toml(text: str, named: str, error: type[Exception] = ScorebookError) -> dict:
    """The tables of a TOML file's `text`; one that is not TOML raises `error`: "`named` is
    not valid TOML: …" with tomllib's reason, which says where."""
    return _parsed(tomllib.loads, tomllib.TOMLDecodeError, text, f"{named} is not valid TOML",
                   error)


def read_json(text: str, named: str, error: type[Exception] = ScorebookError):
    """The value of a JSON `text`; one that is not JSON raises `error`: "`named` are not valid
    JSON: …" with the reason, which says where."""
    return _parsed(json.loads, json.JSONDecodeError, text, f"{named} are not valid JSON", error)


def _parsed(parse, invalid: type[Exception], text: str, refusal: str, error: type[Exception]):
    try:
        return parse(text)
    except invalid as exc:
        raise error(f"{refusal}: {exc}.") from exc
    except ValueError:  # a number too long for int(), which neither parser catches
        found = _TOO_LONG.search(text)
        if found is None:
            raise
        line = len(_LINE_END.findall(text[:found.start()].encode("utf-8"))) + 1
        raise error(f"{refusal}: a number of {len(found[0]):,} digits, more than "
                    f"{sys.get_int_max_str_digits():,} (at line {line}).") from None
