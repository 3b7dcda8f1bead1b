"""The statistics' columnar copy of the plays: one Parquet file per database, in step with it.

A season's statistics read about a million plays rows; a database hands them over at a few
seconds a season, a Parquet file in a fraction of a second, and only the columns asked for.
The rows in the database stay the source of truth: the file holds a copy of every column of
the games it has read, each row with its game's `plays_stamp` as it was read. Every write of
a game's plays rows draws the game a new random stamp in the same transaction (db.replay,
db.bulk), so a load keeps a game's cached rows only while their stamp is still the game's,
and reads the others (changed, new, never cached) from the database. A statistic therefore
never differs from one read from the database itself — after a record, an undo, an edit, an
import or a rebuild, from this process or any other.

The file is written again (whole, then renamed into place, so a reader never sees half of
it) when a load read enough from the database to be worth keeping; games no longer in the
database, or changed since, are dropped then. A file that cannot be read or written is left
alone: the rows come from the database, and the statistic is the same, only slower.

The folder is $SCOREBOOK_CACHE, else the user cache folder; SCOREBOOK_CACHE=off turns the
copy off. A copy of a SQLite database names its file; when a copy is written, the copies of
database files that are gone are deleted.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path
from typing import Callable, Mapping, Sequence

import platformdirs
import polars as pl
from sqlalchemy.engine import Engine

CACHE_VAR = "SCOREBOOK_CACHE"
STAMP = "plays_stamp"
KEY = ["game_id", STAMP]
#: The file's metadata key naming the SQLite database file it is a copy of.
SOURCE = "scorebook.sqlite_file"
#: The file is written again when a load read at least this many rows from the database,
#: and at least this share of the rows the file holds (a game or two recorded since it was
#: written are cheaper to read again than to write a whole season for).
REWRITE_ROWS, REWRITE_SHARE = 1_000, 0.05


def database_file(engine: Engine) -> Path | None:
    """The file of `engine`'s database when it is a SQLite file."""
    database = engine.url.database or ""
    if engine.url.get_backend_name() != "sqlite" or not database or "memory" in database:
        return None
    return Path(database).resolve()


def cache_file(engine: Engine) -> Path | None:
    """The copy of `engine`'s database, or None where there is none (turned off, or an
    in-memory database, which no other connection could keep in step with)."""
    folder = os.environ.get(CACHE_VAR, "")
    sqlite, source = engine.url.get_backend_name() == "sqlite", database_file(engine)
    if folder == "off" or (sqlite and source is None):
        return None
    url = engine.url.set(database=str(source)) if sqlite else engine.url
    identity = url.render_as_string(hide_password=True)
    name = hashlib.sha256(identity.encode()).hexdigest()[:24]
    return Path(folder or platformdirs.user_cache_dir("scorebook")) / "plays" / f"{name}.parquet"


def cached_plays(file: Path, stamps: pl.DataFrame, chosen: Sequence[int],
                 read: Callable[[list[int]], pl.DataFrame], table: Mapping[str, pl.DataType],
                 columns: Sequence[str], keep: pl.Expr,
                 source: Path | None = None) -> pl.DataFrame:
    """The plays rows of the `chosen` games that `keep` keeps, `columns` of them, by game_id
    then seq.

    `stamps` is every game's (game_id, plays_stamp) as the database holds them now; `read`
    reads from the database the rows of the games whose ids it is given, every column of
    the plays table, whose schema is `table`; `source` is the SQLite file the database is,
    if it is one."""
    current = stamps.filter(pl.col("game_id").is_in(chosen) & pl.col(STAMP).is_not_null())
    order = [*columns, *(key for key in ("game_id", "seq") if key not in columns)]
    kept, held, rows = current.clear(), 0, pl.DataFrame(schema={c: table[c] for c in order})
    try:
        if pl.read_parquet_schema(file) == {**table, STAMP: pl.Int64}:
            games = (pl.scan_parquet(file).group_by("game_id")
                     .agg(pl.col(STAMP).first(), pl.col(STAMP).n_unique().alias("stamps"),
                          pl.len()).collect())
            held = int(games["len"].sum())
            # A game's rows are written together, under one stamp; so a game is kept whole
            # by its id, which the file's statistics let the scan skip to.
            kept = current.join(games.filter(pl.col("stamps") == 1), on=KEY, how="semi")
            chosen_rows = pl.col("game_id").is_in(kept["game_id"].to_list()) & keep
            rows = pl.scan_parquet(file).filter(chosen_rows).select(order).collect()
    except (OSError, pl.exceptions.PolarsError):  # no file yet, or one that can't be read
        kept, held = current.clear(), 0
        rows = rows.clear()
    fresh_ids = sorted(set(chosen) - set(kept["game_id"]))
    if fresh_ids:
        fresh = read(fresh_ids).join(stamps, on="game_id", how="left")
        if fresh.height >= max(REWRITE_ROWS, REWRITE_SHARE * held):
            _write(file, stamps, fresh, merge=held > 0, source=source)
        rows = pl.concat([rows, fresh.filter(keep).select(order)]).sort("game_id", "seq")
    return rows.select(columns)


def _write(file: Path, stamps: pl.DataFrame, fresh: pl.DataFrame, merge: bool,
           source: Path | None) -> None:
    """Write the file again: `fresh` (read since, with its games' stamps) and, to `merge`,
    what the file held that is still up to date — each game once, its rows in order."""
    fresh = fresh.filter(pl.col(STAMP).is_not_null())
    try:
        rows = fresh
        if merge:
            old = (pl.scan_parquet(file).join(stamps.lazy(), on=KEY, how="semi")
                   .filter(~pl.col("game_id").is_in(fresh["game_id"].unique().to_list())).collect())
            rows = pl.concat([old, fresh.select(old.columns)])
        file.parent.mkdir(parents=True, exist_ok=True)
        # A name of its own for each writer (the app's screens load in several threads).
        handle, partial = tempfile.mkstemp(dir=file.parent, prefix=file.name, suffix=".partial")
        os.close(handle)
        try:
            rows.sort("game_id", "seq").write_parquet(
                partial, metadata={SOURCE: str(source)} if source else None)
            os.replace(partial, file)
        finally:
            Path(partial).unlink(missing_ok=True)
    except (OSError, pl.exceptions.PolarsError):
        return  # the next load reads from the database again: slower, never wrong
    _prune(file.parent)


def _prune(folder: Path) -> None:
    """Delete the copies of SQLite files that are gone (a copy of a PostgreSQL database is
    kept: whether it is gone cannot be told from here)."""
    for copy in folder.glob("*.parquet"):
        try:
            source = pl.read_parquet_metadata(copy).get(SOURCE)
            if source and not Path(source).exists():
                copy.unlink()
        except (OSError, pl.exceptions.PolarsError):
            continue  # being written, or not ours: left alone
