"""Read-only SQL over named frames: `scorebook query "SELECT …"` (DESIGN.md §4, Queries).

The SQL runs in a `polars.SQLContext` over frames already read into memory, never against the
database, so no statement can change the database. Only what the query needs of the plays
rows is read (`plays_to_read`): `SELECT count(*) FROM plays` holds two columns, not a season's
thirty. Even so, only one SELECT (or WITH …
SELECT) is accepted: any other statement — INSERT, UPDATE, DELETE, CREATE, DROP, ATTACH … —
is refused before anything is read, with one sentence saying so, and so is a table function
that reads files (Polars' read_csv, read_parquet, read_ipc, read_json …): a query reads the
league's tables and nothing else on the machine. A query that fails (an unknown table or
column, a syntax error) is reported in one sentence too.

A query runs in a thread of its own while the caller waits for it, so the wait can end early:
at its time limit, when the caller's `stop` event is set (the app's key) or on ctrl+c, each
with one sentence. Polars cannot be stopped in the middle of a query (its cancel panics in
its worker, 2.1), so a query given up on finishes unseen in its thread, its result dropped; a
command that gives up exits, and the thread with it.

The tables a query may name:

    plays      every derived row (pitches, plays, substitutions, game ends) — stats.load
    pitches    the pitch rows of plays (pickoff throws are not pitches)
    games      one row per game: key, date, teams, score, status, pitchers of record
    players    player ids and names;  lineups  the starting lineups;  teams  codes, names, leagues
    batting    season batting lines (stats.batting)
    pitching   season pitching lines (stats.pitching)
    standings  stats.standings
    series     best-of-N series (stats.series)
    solo       Bottom of the 9th solo games with their Manager Points (stats.solo)

The statistics modules are imported only when a query names their table, so a table appears
as soon as its module exists, and a module that fails to import spoils only its own table.
"""

from __future__ import annotations

import importlib
import re
import threading
import time
from dataclasses import dataclass
from typing import Callable

import polars as pl

from engine.core.errors import ScorebookError, quoted
from engine.core.events import PICKOFF_CODES
from stats.load import PLAYS_SCHEMA, Frames
from stats.query_labels import labelled

#: Words that start a statement that reads.
READING = ("SELECT", "WITH")
#: Words that, anywhere in a query, would make it write (a data-changing WITH, SELECT … INTO).
WRITING = frozenset({"INSERT", "UPDATE", "DELETE", "MERGE", "UPSERT", "REPLACE", "CREATE",
                     "DROP", "ALTER", "TRUNCATE", "ATTACH", "DETACH", "COPY", "GRANT",
                     "REVOKE", "VACUUM", "PRAGMA", "INTO", "RENAME", "REINDEX"})
#: Other statements SQL has, refused as well (they describe, or change the session).
STATEMENTS = frozenset({"EXPLAIN", "SHOW", "DESCRIBE", "SET", "RESET", "BEGIN", "START",
                        "COMMIT", "ROLLBACK", "SAVEPOINT", "RELEASE", "LOCK", "CALL", "EXECUTE",
                        "PREPARE", "DEALLOCATE", "DECLARE", "FETCH", "CLOSE", "LISTEN",
                        "NOTIFY", "LOAD", "INSTALL", "USE", "COMMENT", "ANALYZE", "REFRESH",
                        "CHECKPOINT", "DISCARD", "VALUES", "TABLE", "UNLOAD", "EXPORT",
                        "IMPORT", "CLUSTER", "REINDEX", "SECURITY"})
EXAMPLE = "SELECT * FROM games LIMIT 5"
#: How long a query may run, in seconds, unless the caller says otherwise.
TIME_LIMIT = 60.0
#: The beginnings of Polars' table functions, which read files (read_csv('/etc/passwd')).
FILE_FUNCTIONS = ("READ_", "SCAN_")

# Quoted text and comments are skipped; a quoted name ("plays") is a name, never a keyword;
# a word followed by "(" is a function.
_TOKENS = re.compile(r"""
    (?P<skip>'(?:[^']|'')*'|`[^`]*`|--[^\n]*|/\*.*?\*/|\s+)
  | "(?P<quoted>(?:[^"]|"")*)"
  | (?P<word>[A-Za-z_][A-Za-z0-9_$]*)(?P<call>\s*\()?
  | (?P<end>;)
  | (?P<other>.)
""", re.VERBOSE | re.DOTALL)


class QueryRefused(ScorebookError):
    """The statement is not a single read-only query."""


class QueryFailed(ScorebookError):
    """The query could not be run: unknown table or column, bad syntax, wrong types."""


def check_read_only(sql: str, reader: str = "`scorebook query`") -> None:
    """Refuse anything but one SELECT or WITH query (see the module docstring); a refusal
    names `reader`, what only reads (the command, or the app's query screen)."""
    try:
        sql.encode("utf-8")
    except UnicodeEncodeError as exc:  # a byte the terminal could not decode
        raise QueryRefused(f"The query is not UTF-8 text: character {exc.start + 1} is not "
                           "a character.") from None
    statements = _statements(sql)
    if not statements:
        raise QueryRefused(f"The query is empty: write one SELECT, as {EXAMPLE}.")
    for words in statements:
        first = words[0][0]
        writing = [word for word, call in words if word in WRITING and not call]
        if first not in READING and first not in STATEMENTS | WRITING:
            raise QueryRefused(f"{quoted(first)} does not start a query: write one SELECT or WITH "
                               f"query, as {EXAMPLE}.")
        if first not in READING or writing:
            word = first if first not in READING else writing[0]
            raise QueryRefused(f"{word} is refused: {reader} only reads, so write "
                               f"one SELECT or WITH query, as {EXAMPLE}.")
        files = [word for word, call in words if call and word.startswith(FILE_FUNCTIONS)]
        if files:
            raise QueryRefused(f"{files[0].lower()} is refused: {reader} reads the league's "
                               f"tables only ({', '.join(table_names())}).")
    if len(statements) > 1:
        raise QueryRefused("Write one query at a time: this has "
                           f"{len(statements)} statements separated by semicolons.")


def table_names() -> tuple[str, ...]:
    """The tables a query may name now (a statistic's table once its module exists)."""
    return tuple(sorted(name for name, table in TABLES.items() if table.available()))


def run_query(frames: Frames, sql: str, reader: str = "`scorebook query`",
              time_limit: float = TIME_LIMIT,
              stop: threading.Event | None = None) -> pl.DataFrame:
    """The result of the read-only query `sql` over the frames' tables, an expression's column
    named by its text (stats.query_labels); a refusal names `reader`. Given up on after
    `time_limit` seconds, when `stop` is set, or on ctrl+c (QueryFailed each)."""
    check_read_only(sql, reader)
    named = {word.strip('"').lower() for words in _statements(sql) for word, call in words
             if not call}
    context = pl.SQLContext()
    for name in sorted(named & set(TABLES)):
        if TABLES[name].available():
            context.register(name, TABLES[name].build(frames))
    return labelled(sql, _waited_for(lambda: context.execute(sql, eager=True), time_limit,
                                     stop or threading.Event()))


def _waited_for(query: Callable[[], pl.DataFrame], time_limit: float,
                stop: threading.Event) -> pl.DataFrame:
    """`query()`'s result, run in a thread of its own while this one waits — the wait, not
    Polars, is what the time limit, `stop` and ctrl+c can end."""
    outcome: list = []
    done = threading.Event()

    def run() -> None:
        try:
            outcome.append(query())
        except BaseException as exc:  # handed to the waiting thread
            outcome.append(exc)
        done.set()

    deadline = time.monotonic() + time_limit
    try:
        if not stop.is_set():  # given up while its tables were read: it never starts
            threading.Thread(target=run, name="query", daemon=True).start()
        while not done.wait(0.05):
            if stop.is_set():
                raise QueryFailed("The query was stopped before it finished.")
            if time.monotonic() > deadline:
                raise QueryFailed(f"The query ran past its time limit of {time_limit:g} s and "
                                  "was stopped: narrow it (a season, a LIMIT, fewer joins) or "
                                  "give it more time.")
    except KeyboardInterrupt:
        raise QueryFailed("The query was interrupted (ctrl+c) before it finished.") from None
    result = outcome[0]
    if isinstance(result, (pl.exceptions.PolarsError, pl.exceptions.PanicException, OSError)):
        raise QueryFailed(_one_sentence(result)) from None
    if isinstance(result, BaseException):
        raise result
    return result


#: The tables read from the plays rows as they are, and the columns they always need.
_PLAYS_TABLES = {"plays": ("game_id", "seq"), "pitches": ("game_id", "seq", "kind", "pitch")}
#: COUNT(*)'s "*", which asks for no column.
_COUNT_STAR = re.compile(r"\(\s*\*\s*\)")


def plays_to_read(sql: str) -> dict:
    """What `stats.load.load` must read of the plays rows for the query `sql` (keyword
    arguments): none of them when it names no table built from plays; only the columns it
    names when it reads plays or pitches by name; all of them for `*` or a statistic's table
    (batting, pitching, standings, solo: each counts over many columns). A season's plays are
    most of what a query would otherwise hold in memory."""
    words = {word.strip('"').lower() for words in _statements(sql) for word, call in words
             if not call}
    tables = words & set(TABLES)
    if not tables & (set(_PLAYS_TABLES) | _FROM_PLAYS):
        return {"kinds": ()}  # games, players, lineups, teams, series: no plays rows at all
    if tables & _FROM_PLAYS or "*" in _COUNT_STAR.sub("", _without_text(sql)):
        return {}
    columns = {name for table in tables & set(_PLAYS_TABLES) for name in _PLAYS_TABLES[table]}
    return {"columns": sorted(columns | (words & set(PLAYS_SCHEMA)))}


def _without_text(sql: str) -> str:
    """The query with its quoted text and comments taken out (a '*' in them asks nothing;
    a multiplication's "*" is taken for every column, which costs only time)."""
    return "".join(token[0] for token in _TOKENS.finditer(sql)
                   if not (token["skip"] and not token["skip"].isspace()))


def _statements(sql: str) -> list[list[tuple[str, bool]]]:
    """The words of each statement, upper-cased, each with whether it calls a function."""
    statements, words = [], []
    for token in _TOKENS.finditer(sql):
        if token["word"]:
            words.append((token["word"].upper(), bool(token["call"])))
        elif token["quoted"] is not None:
            words.append((f'"{token["quoted"].upper()}"', False))
        elif token["end"] and words:
            statements.append(words)
            words = []
        elif token["other"] and not words:
            words.append((token["other"], False))  # "(SELECT …)" still starts with a word
    if words:
        statements.append(words)
    return [_unwrap(s) for s in statements]


def _unwrap(words: list[tuple[str, bool]]) -> list[tuple[str, bool]]:
    """Leading parentheses dropped, so that "(SELECT 1)" starts with SELECT."""
    while words and words[0][0] == "(":
        words = words[1:]
    return words or [("(", False)]


def _one_sentence(exc: BaseException) -> str:
    """Polars' message, first line only, as one sentence naming the problem."""
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    text = text.removeprefix("sql parser error: ").rstrip(".")
    missing = re.search(r"relation '([^']+)' was not found|table '([^']+)' does not exist", text)
    if missing:
        return (f"There is no table {quoted(missing[1] or missing[2])}: the tables are "
                f"{', '.join(table_names())}.")
    if len(text) > _LONGEST_REASON:  # polars repeats the query's tokens, however long
        text = f"{text[:_LONGEST_REASON]}…"
    return f"The query failed: {text}."


#: The most of polars' reason a refusal repeats.
_LONGEST_REASON = 200


# -- the tables ---------------------------------------------------------------------------

@dataclass(frozen=True)
class _Table:
    """How to build one named table from the frames; `needs` is the statistics module and
    function it comes from, imported only when a query names the table."""

    build: Callable[[Frames], pl.LazyFrame]
    needs: tuple[str, str] | None = None

    def available(self) -> bool:
        if self.needs is None:
            return True
        module, function = self.needs
        try:
            return callable(getattr(importlib.import_module(module), function, None))
        except ImportError:
            return False


def _statistic(module: str, function: str) -> _Table:
    """A table computed by `module.function(frames)`."""
    return _Table(lambda frames: getattr(importlib.import_module(module), function)(frames),
                  (module, function))


def _pitches(frames: Frames) -> pl.LazyFrame:
    return frames.plays.filter((pl.col("kind") == "pitch")
                               & ~pl.col("pitch").is_in(sorted(PICKOFF_CODES)))


def _solo(frames: Frames) -> pl.LazyFrame:
    """One row per solo game, with its season's name and the MP it earned."""
    from stats.solo import solo_rules, solo_season_table

    table = solo_season_table(frames.solo_games, solo_rules(), frames.games)
    names = frames.solo_seasons.select("solo_season_id", season=pl.col("name"))
    return table.join(names, on="solo_season_id", how="left").select(
        "solo_season_id", "season", pl.exclude("solo_season_id", "season"))


#: The statistics' tables that count over the plays rows.
_FROM_PLAYS = frozenset({"batting", "pitching", "standings", "solo"})

TABLES: dict[str, _Table] = {
    "plays": _Table(lambda frames: frames.plays),
    "pitches": _Table(_pitches),
    "games": _Table(lambda frames: frames.games),
    "players": _Table(lambda frames: frames.players),
    "lineups": _Table(lambda frames: frames.lineups),
    "teams": _Table(lambda frames: frames.teams),
    "batting": _statistic("stats.batting", "batting_lines"),
    "pitching": _statistic("stats.pitching", "pitching_lines"),
    "standings": _statistic("stats.standings", "standings"),
    "series": _statistic("stats.series", "series_table"),
    "solo": _Table(_solo, ("stats.solo", "solo_season_table")),
}
