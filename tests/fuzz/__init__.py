"""Fuzzers (issue 20, "How it is checked"): hypothesis feeds `scorebook` mutated real inputs —
entry scripts, Retrosheet event, TEAM and ROS files, card files, `--option` values, database
URLs and files, `query` SQL — and each example must be either accepted (exit 0) or refused in
one sentence: a non-zero exit, exactly one line on stderr of at most 300 characters, naming
the file (and the line) where there is one, no traceback, and the database unchanged (a
script may keep the lines before the refused one, as at the table).

`make test` runs a small fixed number of examples, derandomized, so that it stays quick and
the same on every run. `FUZZ_EXAMPLES=2000 .venv/bin/pytest tests/fuzz` runs that many random
examples per fuzzer instead (hypothesis then keeps its failing examples in .hypothesis/, which
git ignores, to replay them on the next run).
"""
