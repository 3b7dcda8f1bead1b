"""Unlimited Nine's plate appearances in Retrosheet `com` records: one line each, in the table
language (engine/systems/unlimited9/table_words.py), after the tag "u9:".

    com,"u9: oe E05:1 o3r d2b +1 sB05"

A game played in the app (`entry=cards`) answers every card on its own; its answers are written
as the words a scorekeeper at the table would have typed for them — the events played, the
fielders' swaps and the substitutions first, then the offence's and the defence's cards, the
boost cards, the skills and the walk — so the line of each plate appearance could be typed
back at a table and give the same game. What the table language does not record is left out:
the draws and the discards that set the hands to their sizes, the walk's swapped cards, and the
answers that changed nothing ("none", a boost of 0). A game recorded at the table
(`entry=table`) has its lines as typed, less a trailing `# comment` (written after the play,
as for any entry line). The tag tells these lines from a scorekeeper's own comments.
"""

from __future__ import annotations

from engine.systems.unlimited9.table_words import plain

SYSTEM = "unlimited9"
TAG = "u9: "
NONE = "none"
#: Where each kind of word goes in a line of the table language: what comes before the plate
#: appearance, then the duel's cards, the boost, the skills, the walk, an outcome override.
_ORDER = {"before": 0, "o": 1, "d": 2, "+": 3, "s": 4, "i": 5, "=": 6}


def answer_word(ask: str, value: str, who: str) -> str:
    """The table-language word of one answer of a game played in the app; "" for an answer the
    table language does not record."""
    value = value.strip()
    if value.startswith("="):
        return value  # the outcome override: the play itself, last on the line
    if value == NONE or ask.startswith(("draw", "discard")) or ask == "swap":
        return ""
    if ask == "event":
        return f"{'o' if who.startswith('offense') else 'd'}e {value}"
    if ask in ("field", "move"):  # fielders swapped before the half, or before a batter
        return "pos " + " ".join(value.split("<>"))
    if ask.startswith("sub."):
        return "sub " + " ".join(value.split(">"))
    if ask == "walk":
        return "i" if value == "walk" else ""
    if ask.startswith("skill."):
        return f"s{value}"
    if ask.startswith("commit."):
        return f"{ask[-3]}{value}"  # commit.off -> o3r, commit.def -> d2b
    if ask == "boost":
        return f"+{value}" if value != "0" else ""
    return f"{ask} {value}"  # an ask this module does not know yet: said plainly


def is_table_line(value: str) -> bool:
    """Whether an entry line of a game recorded at the table is in the table language (and not
    the plain entry language: `com`, `end`, `radj`, `#`, an `=` play)."""
    text = value.strip()
    return bool(text) and not text.startswith("=") and not plain(text)


def split_comment(line: str) -> tuple[str, str]:
    """A table line's words and its `# comment`."""
    words, _, comment = line.partition("#")
    return words.strip(), comment.strip()


def com_text(words: list[str], typed: bool) -> str:
    """The `com` text of one plate appearance's words: typed lines as they were typed, in
    order; the words of answers put in the table language's order."""
    if not typed:
        words = sorted(words, key=_rank)  # stable: skills keep the order they were paid in
    return TAG + " ".join(words)


def _rank(word: str) -> int:
    if word.split()[0] in ("oe", "de", "pos", "sub"):
        return _ORDER["before"]
    return _ORDER.get(word[0], _ORDER["s"])
