"""Lines as a text editor numbers them, and a line's comma-separated fields
(engine.core.text_lines)."""

from __future__ import annotations

import pytest

from engine.core.errors import EntryError
from engine.core.text_lines import comma_fields, editor_lines

#: What str.splitlines() also takes for a line end, and an editor does not.
NOT_LINE_ENDS = "\v\f\x1c\x1d\x1e\x85\u2028\u2029"


def test_only_newline_carriage_return_and_both_end_a_line():
    assert editor_lines("a\nb\r\nc\rd") == ["a", "b", "c", "d"]
    assert editor_lines(f"a{NOT_LINE_ENDS}b\nc") == [f"a{NOT_LINE_ENDS}b", "c"]


@pytest.mark.parametrize("text", ["", "\n", "a", "a\n", "a\r\n", "a\n\nb\n", "\r\r\n", "a\rb\r"])
def test_as_splitlines_where_the_two_agree(text):
    assert editor_lines(text) == text.splitlines()


def test_fields_with_quoted_commas():
    assert comma_fields('sub,smitj001,"Smith, John",1,9,11') == \
        ["sub", "smitj001", "Smith, John", "1", "9", "11"]


def test_a_field_over_the_csv_limit_is_an_entry_error():
    line = 'com,"' + "x" * 200_000 + '"'
    with pytest.raises(EntryError, match=r"^A field is longer than 131,072 characters") as caught:
        comma_fields(line)
    assert caught.value.line == line
