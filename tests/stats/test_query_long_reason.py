"""Polars' reason for refusing a query repeats its tokens, however long: a 5,000-digit number
made a 5,000-character line. Found by the query fuzzer (tests/fuzz/test_queries.py)."""

from __future__ import annotations

from tests.command_line import scorebook


def test_a_long_token_is_cut(tmp_path):
    result = scorebook(f"sqlite:///{tmp_path / 'x.db'}", "query",
                       "SELECT 1 FROM games JOIN " + "9" * 5000)
    assert result.exit_code == 1
    assert result.stderr.startswith("The query failed: Expected: identifier, found: 999")
    assert result.stderr.count("\n") == 1 and len(result.stderr) < 300
