"""What can go wrong that a person can do something about — a refused input, a file that
can't be written, a database that stops answering (locked, connection lost) — and how to say
it in one sentence. The app's screens catch these in their workers and show the sentence;
anything else is a bug, and is left to surface as one.

Nothing is imported here to tell them: the command line, which asks `is_problem`, must start in
a fraction of a second (scorebook/cli.py), and SQLAlchemy alone takes longer to import. No
exception can have been raised before its class's module was loaded, so the classes are looked
up among the loaded modules. `PROBLEMS`, the tuple the app's screens catch, imports them.
"""

from __future__ import annotations

import importlib
import sys

#: The exceptions a screen reports in one line instead of failing, as (module, class).
_MISTAKE = ("engine.core.errors", "ScorebookError")
_DATABASE_FAILED = ("sqlalchemy.exc", "OperationalError")


def __getattr__(name: str) -> tuple[type[BaseException], ...]:
    """`PROBLEMS`: the exceptions a screen reports in one line instead of failing."""
    if name == "PROBLEMS":
        return tuple(getattr(importlib.import_module(module), cls)
                     for module, cls in (_MISTAKE, _DATABASE_FAILED))
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def is_problem(exc: BaseException) -> bool:
    """Whether `exc` is one of PROBLEMS: a mistake a person can do something about."""
    return isinstance(exc, _loaded(_MISTAKE) + _loaded(_DATABASE_FAILED))


def one_sentence(exc: BaseException) -> str:
    """`exc` as the command line says it: the mistake's own sentence, or "The database
    failed: database is locked."."""
    if isinstance(exc, _loaded(_DATABASE_FAILED)):
        reason = str(exc.orig or exc).strip().splitlines()[0].rstrip(".")
        return f"The database failed: {reason}."
    return str(exc)


def _loaded(name: tuple[str, str]) -> tuple[type[BaseException], ...]:
    """The class (module, class) if its module is loaded, else nothing."""
    module = sys.modules.get(name[0])
    return (getattr(module, name[1]),) if module is not None else ()
