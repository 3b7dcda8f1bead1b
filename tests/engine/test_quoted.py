"""How an error quotes a person's text (engine.core.errors): at most QUOTE_LIMIT characters,
with the length when cut, on one line."""

from __future__ import annotations

from engine.core.errors import QUOTE_LIMIT, label, quoted, shown


def test_short_text_is_quoted_as_it_is():
    assert quoted("S8/L.1-3") == "'S8/L.1-3'"
    assert quoted("x" * QUOTE_LIMIT) == f"'{'x' * QUOTE_LIMIT}'"


def test_long_text_is_cut_with_its_length():
    assert quoted("x" * 1_000_000) == f"'{'x' * QUOTE_LIMIT}…' (1,000,000 characters)"


def test_what_is_not_printable_is_escaped_so_the_message_stays_one_line():
    assert quoted("a\u2028b\x0cc\x00\x85") == "'a\\u2028b\\x0cc\\x00\\x85'"
    assert len(quoted("\u2028" * 1000).splitlines()) == 1


def test_shown_quotes_text_and_writes_other_values_as_python_does():
    assert shown("") == "''" and shown(7) == "7" and shown([1, 2]) == "[1, 2]"
    assert shown(list(range(100_000))).endswith("… (688,890 characters)")


def test_a_label_is_quoted_only_when_long():
    assert label("P99") == "P99"
    assert label("P" * 500) == f"'{'P' * QUOTE_LIMIT}…' (500 characters)"
