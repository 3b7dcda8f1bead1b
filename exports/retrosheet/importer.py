"""Importing Retrosheet event files: every game replayed through the engine, then written.

Each game goes through the same engine as a game recorded at the table — a Session of the
`retrosheet` system answered with the file's records, one input per record — so there is no
second scoring path. Its rows are written by db.bulk, ONE transaction per file. A game with a
record that cannot be read or that the engine refuses is refused whole (`file:line: reason`)
and the file's other games are written; with `strict`, a refused game writes nothing of its
file. A file that cannot be read at all is refused; the other files still import.

Games already in the database (by game id) are skipped, or with `replace` written again under
the same id: their inputs, plays and lineups are deleted first. That deletion is not the
scorekeeper's undo (which never deletes an input): an imported game's inputs are the file's
records, and the file is where they live.

The engine's replay of a file runs in worker processes (it is most of the work); the writing
stays in this process, one file after another, while the next files are replayed.
"""

from __future__ import annotations

import datetime as dt
import gc
import os
from collections import deque
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from functools import lru_cache, partial
from itertools import islice
from pathlib import Path
from typing import Callable, Iterator, Sequence

from sqlalchemy.engine import Engine

from db.bulk import GameRows, TeamInfo, existing_games, game_rows, write_games
from db.engine import writer
from db.season_rosters import RosterLine, keep_rosters, keep_team_names
from engine.core.errors import ScorebookError
from engine.core.text_lines import comma_fields
from engine.systems import get_system
from engine.systems.retrosheet.header import HeaderError, game_date, game_setup
from engine.systems.retrosheet.records import AFTER_FINAL
from engine.systems.session import Answered, Session
from exports.retrosheet.files import (GameRecords, RetrosheetFileError, read_event_file,
                                      read_roster, read_teams, rosters_in, season_year,
                                      teams_beside)
from exports.retrosheet.write_game import CALLED_COMMENT

SYSTEM = "retrosheet"
#: The input added when a file stops before the rules end its game (rain, darkness).
CALLED = "end,called"
#: Info records holding the official scorer's pitchers of record.


@dataclass(frozen=True)
class Sources:
    """Where team names and player names come from, when not found beside the event files."""

    teams_file: Path | None = None
    rosters: Path | None = None


@dataclass(frozen=True)
class FileGames:
    """One event file's games, replayed and turned into rows (made in a worker process)."""

    path: Path
    games: list[GameRows]
    teams: dict[str, TeamInfo]
    names: dict[str, str]
    refused: list[str] = field(default_factory=list)  # each refused game's `file:line: reason`
    rosters: tuple[RosterLine, ...] = ()  # the season's roster lines, kept for the export


@dataclass
class ImportReport:
    """What an import did: files and games written, games skipped or replaced, each refused
    game's and each failed file's `file:line: reason`."""

    files: int = 0
    games: int = 0
    skipped: int = 0
    replaced: int = 0
    refused: list[str] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)


def replay_game(game: GameRecords, path: Path, team_names: dict[str, str]
                ) -> tuple[Session, list[Answered]]:
    """The game replayed from its records; a record the engine refuses raises
    RetrosheetFileError with the record's line.

    When the file stops before the game is over (rain, darkness), `end,called` is answered
    after the last record of play, before the closing data and com records — with the reason
    our own export gave in its `com,"game called: …"` record (a mercy rule's), when it did."""
    try:
        setup = game_setup(game.info, game.starts, team_names, game.info_lines)
    except HeaderError as exc:
        line = exc.line_number or game.line
        raise RetrosheetFileError(f"{path}:{line}: game {game.key}: {exc}") from None
    session = Session(get_system(SYSTEM), setup, game_options(game))
    records = game.records
    closing = len(records)
    while closing and _kind(records[closing - 1].text) in AFTER_FINAL:
        closing -= 1
    answers = [_answer(session, record.text, record.line, path)
               for record in records[:closing]]
    if not session.game.final:
        line = records[closing - 1].line if closing else game.line
        answers.append(_answer(session, _called(records[closing:]), line, path))
    answers += [_answer(session, record.text, record.line, path)
                for record in records[closing:]]
    return session, answers


def _answer(session: Session, text: str, line: int, path: Path) -> Answered:
    try:
        return session.answer(text)
    except ScorebookError as exc:
        raise RetrosheetFileError(f"{path}:{line}: {exc}") from None


def _called(closing: list) -> str:
    """The `end` input of a game the file stops before its end: its reason from the comment
    our export writes, else `end,called`."""
    for record in closing:
        if _kind(record.text) == "com":
            comment = comma_fields(record.text)[1:2] or [""]
            if comment[0].startswith(CALLED_COMMENT) and comment[0][len(CALLED_COMMENT):].strip():
                return "end," + comment[0][len(CALLED_COMMENT):].strip().replace('"', "'")
    return CALLED


def _kind(text: str) -> str:
    return text.split(",", 1)[0].strip().lower()


def game_options(game: GameRecords) -> dict[str, str]:
    """The header kept as the game's options: `version`, and every info record as
    `info.<key>`, in file order."""
    options = {"version": game.version} if game.version else {}
    options.update((f"info.{key}", value) for key, value in game.info)
    return options


def replay_file(path: Path, season: str | None, sources: Sources,
                created_at: dt.datetime, strict: bool = False) -> FileGames:
    """Read one event file and replay its games into rows (runs in a worker process). A game
    that cannot be imported is refused, or with `strict` refuses the file
    (RetrosheetFileError)."""
    teams, names, rosters = _sources(path.resolve().parent, season_year(path), sources)
    team_names = {code: info.name for code, info in teams.items()}
    rows, refused = [], []
    for game in read_event_file(path):
        try:
            rows.append(_game_rows(game, path, team_names, season, created_at))
        except RetrosheetFileError as exc:
            if strict:
                raise
            refused.append(str(exc))
    return FileGames(path, rows, teams, names, refused, rosters)


def _game_rows(game: GameRecords, path: Path, team_names: dict[str, str],
               season: str | None, created_at: dt.datetime) -> GameRows:
    """One game's rows; RetrosheetFileError when the game cannot be imported."""
    if game.refused:
        raise RetrosheetFileError(game.refused)
    session, answers = replay_game(game, path, team_names)
    try:
        date = game_date(game.info)
    except HeaderError as exc:
        line = game.info_lines.get("date", game.line)
        raise RetrosheetFileError(f"{path}:{line}: game {game.key}: {exc}") from None
    return game_rows(game.key, SYSTEM, session, answers, date=date,
                     season=season or (str(date.year) if date else None),
                     options=game_options(game), created_at=created_at)


@lru_cache(maxsize=8)
def _sources(folder: Path, year: str | None,
             sources: Sources) -> tuple[dict[str, TeamInfo], dict[str, str],
                                        tuple[RosterLine, ...]]:
    """The teams, the roster names, and the roster lines of `year`, for event files of `year`
    in `folder` (read once per process). Names come from every roster there."""
    teams_file = sources.teams_file or teams_beside(folder, year)
    teams = read_teams(teams_file) if teams_file else {}
    names: dict[str, str] = {}
    lines: list[RosterLine] = []
    for roster in rosters_in(sources.rosters or folder):
        read = read_roster(roster, year)
        names.update((line.player_id, line.name) for line in read)
        lines += [line for line in read if not year or line.year == year]
    return teams, names, tuple(lines)


def import_files(engine: Engine, paths: Sequence[Path], *, season: str | None = None,
                 replace: bool = False, sources: Sources = Sources(),
                 progress: Callable[[Path, int], None] | None = None,
                 workers: int | None = None, strict: bool = False) -> ImportReport:
    """Import each event file in its own transaction; report what happened. `progress` is
    called after each file with the file and its number of games. With `strict` a refused
    game refuses its whole file."""
    report = ImportReport()
    created_at = dt.datetime.now(dt.UTC)
    workers = workers or min(os.cpu_count() or 1, len(paths))
    job = partial(_replay_or_refuse, season=season, sources=sources, created_at=created_at,
                  strict=strict)
    for path, done in _replayed([Path(p) for p in paths], job, workers):
        if isinstance(done, FileGames):
            report.refused += done.refused
            _write(engine, done, replace, report)
        else:
            report.failures.append(done)
        if progress is not None:
            progress(path, len(done.games) if isinstance(done, FileGames) else 0)
    return report


def _replay_or_refuse(path: Path, season: str | None, sources: Sources,
                      created_at: dt.datetime, strict: bool) -> FileGames | str:
    """The file's games, or the one sentence saying why the file cannot be imported."""
    try:
        return replay_file(path, season, sources, created_at, strict)
    except ScorebookError as exc:
        return str(exc)


def _replayed(paths: list[Path], job: Callable[[Path], FileGames | str],
              workers: int) -> Iterator[tuple[Path, FileGames | str]]:
    """Each file's outcome, in order. With several workers, a few files are replayed ahead
    while the caller writes (a file's rows are large: only so many are kept waiting)."""
    if workers <= 1:
        for path in paths:
            yield path, job(path)
        return
    with ProcessPoolExecutor(max_workers=workers, initializer=_worker_start) as pool:
        waiting: deque[tuple[Path, Future]] = deque()
        upcoming = iter(paths)
        for path in islice(upcoming, workers + 1):
            waiting.append((path, pool.submit(_in_worker, job, path)))
        while waiting:
            path, future = waiting.popleft()
            following = next(upcoming, None)
            if following is not None:
                waiting.append((following, pool.submit(_in_worker, job, following)))
            yield path, future.result()


def _worker_start() -> None:
    """A worker process makes millions of small objects (states, rows) that live for a game
    or a file, none of them in a cycle: the collector, looking among the young ones every so
    many allocations, found nothing and cost a tenth of the worker's time. So in a worker (a
    process of the import's own) it does not run by itself: `_in_worker` looks once before
    each file, among what the last file left, and what the worker started with is set aside
    for good (gc.freeze)."""
    gc.freeze()
    gc.disable()


def _in_worker(job: Callable[[Path], FileGames | str], path: Path) -> FileGames | str:
    gc.collect(0)  # the objects made since the last look (a refused game's error, say)
    return job(path)


def _write(engine: Engine, done: FileGames, replace: bool, report: ImportReport) -> None:
    with writer(engine).begin() as db:
        existing = existing_games(db, (g.key for g in done.games))
        games = done.games if replace else [g for g in done.games if g.key not in existing]
        write_games(db, games, teams=done.teams, names=done.names,
                    replacing=existing if replace else None)
        # The rosters of the teams that played, and the TEAM file's split names, so that an
        # export writes the season's files back as they were.
        keep_rosters(db, done.rosters, {code for g in done.games for code, _ in g.teams})
        keep_team_names(db, done.teams)
    report.files += 1
    report.games += len(games)
    report.replaced += len(existing) if replace else 0
    report.skipped += 0 if replace else len(existing)
