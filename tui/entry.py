"""The `scorebook` command: the app when no command is given, else the command line.

The command line (package `scorebook`) must not import the app (import-linter: nothing
imports tui), so this small module sits in front of both.
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else argv
    url = _app_only(args)
    if url is False:
        from scorebook.cli import main as command_line

        command_line()
        return
    from scorebook.problems import PROBLEMS, one_sentence
    from tui.app import Settings, make_app

    try:
        app = make_app(Settings(db_url=url))
    except PROBLEMS as exc:  # a bad URL, a database that won't open
        print(one_sentence(exc), file=sys.stderr)
        sys.exit(1)
    sentence = app.run()
    if app.return_code and isinstance(sentence, str):  # the app stopped on a problem
        print(sentence, file=sys.stderr)
        sys.exit(app.return_code)


def _app_only(args: list[str]) -> str | None | bool:
    """The database URL when `args` name no command (`scorebook`, `scorebook --db URL`), so
    the app opens; False when they are a command line."""
    if not args:
        return None
    if len(args) == 2 and args[0] == "--db":
        return args[1]
    if len(args) == 1 and args[0].startswith("--db="):
        return args[0].split("=", 1)[1]
    return False
