"""The names a query's result columns are shown under: an expression that has no alias is
labelled with its own text, as SQLite and PostgreSQL's psql users expect — `count(*)` under
`count(*)`, not Polars' `len`; `sum(HR)` under `sum(HR)`, not a second `HR:1`.

Only the outermost SELECT's list names the result (a UNION takes its first SELECT's names).
When that list has a `*`, the columns cannot be matched to its items, and Polars' names stay.
"""

from __future__ import annotations

import re

import polars as pl

# Quoted strings are literals; quoted names are names; comments and spaces are skipped.
_TOKENS = re.compile(r"""
    (?P<skip>--[^\n]*|/\*.*?\*/|\s+)
  | (?P<literal>'(?:[^']|'')*'|\d+(?:\.\d*)?)
  | (?P<name>"(?:[^"]|"")*"|`[^`]*`|[A-Za-z_][A-Za-z0-9_$]*)
  | (?P<other>.)
""", re.VERBOSE | re.DOTALL)
#: Words that end the SELECT list at the top level of the query.
_LIST_ENDS = frozenset({"FROM", "WHERE", "GROUP", "HAVING", "ORDER", "LIMIT", "OFFSET",
                        "UNION", "EXCEPT", "INTERSECT", "WINDOW", "QUALIFY", "FETCH"})
#: Words that end an expression, so that a name after them is not an alias (`a IS NULL`).
_ENDING_WORDS = frozenset({"END", "NULL", "TRUE", "FALSE"})


def labelled(sql: str, result: pl.DataFrame) -> pl.DataFrame:
    """`result` with each column that an unaliased expression of `sql` gave renamed to the
    expression's text (see the module docstring)."""
    labels = select_labels(sql)
    if labels is None or len(labels) != result.width:
        return result
    names = [label or column for label, column in zip(labels, result.columns)]
    if len(set(names)) != len(names):  # `SELECT "count(*)", count(*)`: keep Polars' names
        return result
    return result.rename(dict(zip(result.columns, names)))


def select_labels(sql: str) -> list[str | None] | None:
    """For each item of the outermost SELECT list: its text when it is an expression without
    an alias, None when Polars names it already (a column, an alias); None for a list with `*`."""
    tokens = [(m.lastgroup, m.group(), m.start(), m.end()) for m in _TOKENS.finditer(sql)
              if m.lastgroup != "skip"]
    items, item, depth, listing = [], [], 0, False
    for kind, text, start, end in tokens:
        word = text.upper() if kind == "name" else None
        if text == "(":
            depth += 1
        elif text == ")":
            depth -= 1
        elif depth == 0 and not listing and word == "SELECT":
            listing = True
            continue
        elif depth == 0 and listing and (word in _LIST_ENDS or text == ";"):
            break
        if not listing:
            continue
        if depth == 0 and text == ",":
            items.append(item)
            item = []
        elif not (not item and word in ("DISTINCT", "ALL")):
            item.append((kind, text, start, end))
    if item:
        items.append(item)
    if not items:
        return None
    labels = []
    for item in items:
        texts = [text for _, text, _, _ in item]
        if texts[-1] == "*":
            return None
        labels.append(None if _named(item) else _text(sql, item))
    return labels


def _named(item: list[tuple[str, str, int, int]]) -> bool:
    """Whether Polars names this item itself: a column (`HR`, `b.HR`) or an alias."""
    kinds = [kind for kind, _, _, _ in item]
    texts = [text for _, text, _, _ in item]
    if kinds == ["name"] or (len(item) == 3 and kinds[0] == kinds[2] == "name"
                             and texts[1] == "."):
        return True
    if len(item) < 2 or kinds[-1] != "name":
        return False
    before = texts[-2]
    return before.upper() == "AS" or (
        texts[-1].upper() not in _ENDING_WORDS
        and (before == ")" or kinds[-2] in ("name", "literal")))


def _text(sql: str, item: list[tuple[str, str, int, int]]) -> str:
    """The item as typed, its spaces and line breaks folded to single spaces."""
    return " ".join(sql[item[0][2]:item[-1][3]].split())
