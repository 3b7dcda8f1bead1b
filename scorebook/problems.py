"""What can go wrong that a person can do something about — a refused input, a file that
can't be written, a database that stops answering (locked, connection lost) — and how to say
it in one sentence. The app's screens catch these in their workers and show the sentence;
anything else is a bug, and is left to surface as one."""

from __future__ import annotations

from sqlalchemy.exc import OperationalError

from engine.core.errors import ScorebookError

#: The exceptions a screen reports in one line instead of failing.
PROBLEMS = (ScorebookError, OperationalError)


def one_sentence(exc: BaseException) -> str:
    """`exc` as the command line says it: the mistake's own sentence, or "The database
    failed: database is locked."."""
    if isinstance(exc, OperationalError):
        reason = str(exc.orig or exc).strip().splitlines()[0].rstrip(".")
        return f"The database failed: {reason}."
    return str(exc)
