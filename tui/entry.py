"""The `scorebook` command: the app when no command is given, else the command line.

The command line (package `scorebook`) must not import the app (import-linter: nothing
imports tui), so this small module sits in front of both.
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else argv
    opened = app_options(args)
    if opened is None:
        from scorebook.cli import main as command_line

        command_line()
        return
    from scorebook.problems import PROBLEMS, one_sentence
    from tui.app import Settings, make_app

    try:
        app = make_app(Settings(**opened))
    except PROBLEMS as exc:  # a bad URL, a database that won't open
        print(one_sentence(exc), file=sys.stderr)
        sys.exit(1)
    sentence = app.run()
    if app.return_code and isinstance(sentence, str):  # the app stopped on a problem
        print(sentence, file=sys.stderr)
        sys.exit(app.return_code)


#: The options the app opens with (`scorebook --db URL --as NAME`), by Settings' field.
APP_OPTIONS = {"--db": "db_url", "--as": "scorer"}


def app_options(args: list[str]) -> dict[str, str] | None:
    """The app's settings when `args` hold no command, only `--db URL` and `--as NAME` (the
    scorekeeper the app records as; each also as `--db=URL`), so the app opens; None when
    they are a command line."""
    opened: dict[str, str] = {}
    rest = list(args)
    while rest:
        option, equals, value = rest.pop(0).partition("=")
        if option not in APP_OPTIONS or APP_OPTIONS[option] in opened:
            return None
        if not equals:
            if not rest:
                return None  # the command line says what is missing
            value = rest.pop(0)
        opened[APP_OPTIONS[option]] = value
    return opened
