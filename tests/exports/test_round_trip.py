"""Round trip: games exported as Retrosheet files and imported into an empty database come
back as the same plays and the same box scores.

What is compared, and why:

- **plays rows**, game by game in order (`seq`): every column of engine.core.record's
  PlayRecord — the situation before each event, the event's outcome, every runner's
  destination and earned-run code, the charged batter and pitcher, responsible pitchers,
  fielding credits, substitutions — except
  - `game_id`: the database's own number for the game;
  - `input_seq`: which input made the row. A game recorded at the table has one input per
    entry line (`bcx S8` is one); an imported game has one per record (`play,…`), so the
    numbering differs while the rows are the same;
  - `text`, for a game that was not itself imported: the export writes every runner's
    movement that the entry language left to its defaults (`S8` becomes `S8.1-2`), so only the
    play before its advances is compared (`S8` with `S8`). For an imported game the text is
    compared whole.
- **box scores** (stats.box.scores → stats.box.dicts, as `scorebook box --format json` prints them),
  whole, except the game's database id and its `system` (a game recorded with `plain` comes
  back as a `retrosheet` game).

The real games are Retrosheet's (tests/data/games). The information used here was obtained
free of charge from and is copyrighted by Retrosheet. Interested parties may contact
Retrosheet at "www.retrosheet.org".
"""

from __future__ import annotations

import dataclasses
import functools
import operator
from pathlib import Path

import polars as pl
import pytest
import sqlalchemy as sa

from db.engine import make_engine, writer
from db.migrate import upgrade
from engine.core.script import parse_script
from exports.retrosheet.exporter import export_retrosheet
from exports.retrosheet.importer import import_files
from scorebook.scoring_script import record_script
from stats.box.scores import box_scores
from stats.box.dicts import box_dicts
from stats.load import load
from tests.db.conftest import db_url, engine  # noqa: F401  (fixtures)

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "tests" / "data" / "games"
#: Columns that number things in one database only.
NOT_COMPARED = ("game_id", "input_seq")


def empty_database(folder: Path):
    """A new SQLite database in `folder` (made if missing), migrated."""
    folder.mkdir(parents=True, exist_ok=True)
    target = make_engine(f"sqlite:///{folder / 'imported.db'}")
    upgrade(target)
    return target


def round_trip(source, folder: Path, *, season: str | None = None):
    """Export every game of `source` into `folder`, import the files into a new database and
    return it."""
    exported = export_retrosheet(source, folder / "files")
    event_files = [p for p in exported.files if p.suffix in (".EVA", ".EVN")]
    target = empty_database(folder)
    report = import_files(target, event_files, season=season, workers=1)
    assert not report.failures, report.failures
    assert report.games == exported.games
    return target


def plays_by_game(engine) -> pl.DataFrame:
    """Every plays row with its game's key, in order, without the columns that number things
    in one database only."""
    frames = load(engine)
    games = frames.games.select("game_id", "key", "system")
    return (frames.plays.join(games, on="game_id").drop(*NOT_COMPARED)
            .sort("key", "seq").collect())


def play_before_advances(text: pl.Expr) -> pl.Expr:
    """`S8/L.1-2` -> `S8/L`: the play without its runner advances (the first `.` outside
    parentheses; Retrosheet puts none inside the play before it but in `PO2(E2/TH)`)."""
    return text.str.replace(r"^((?:[^.(]|\([^)]*\))*)\..*$", "${1}")


def assert_same_plays(original, imported, *, whole_text: bool) -> None:
    """The plays rows of both databases are equal (see the module docstring); a difference
    is reported by game and column."""
    before, after = plays_by_game(original), plays_by_game(imported)
    assert before.height > 0
    assert (after["system"] == "retrosheet").all()
    before, after = before.drop("system"), after.drop("system")
    if not whole_text:
        before = before.with_columns(play_before_advances(pl.col("text")))
        after = after.with_columns(play_before_advances(pl.col("text")))
    assert before["key"].value_counts().sort("key").equals(
        after["key"].value_counts().sort("key")), "the games or their numbers of rows differ"
    differing = [c for c in before.columns if not before[c].equals(after[c])]
    if differing:
        rows = functools.reduce(operator.or_, (before[c].ne_missing(after[c]) for c in differing))
        first = before.filter(rows).row(0, named=True)
        raise AssertionError(f"{rows.sum()} rows differ in columns {differing}; the first is "
                             f"row {first['seq']} of {first['key']}")


def box_scores_by_game(engine) -> dict[str, dict]:
    """Every game's box score as `scorebook box --format json` gives it, by game key,
    without the game's database id and system."""
    boxes = {}
    for box in box_dicts(box_scores(load(engine))):
        game = {k: v for k, v in box["game"].items() if k not in ("game_id", "system")}
        boxes[game["key"]] = {**box, "game": game}
    return boxes


def assert_same_box_scores(original, imported) -> None:
    before, after = box_scores_by_game(original), box_scores_by_game(imported)
    assert sorted(before) == sorted(after)
    for key in before:
        assert before[key] == after[key], key


def record_real_games(engine, season: str = "2019") -> list[str]:
    """The four real games, recorded from their scoring scripts into `season`."""
    keys = sorted(p.stem for p in GAMES.glob("*.txt"))
    for key in keys:
        path = GAMES / f"{key}.txt"
        script = parse_script(path.read_text())
        script = dataclasses.replace(script, info={**script.info, "season": season})
        record_script(engine, key, script, source=str(path))
    return keys


def test_the_text_is_cut_before_its_advances():
    texts = pl.Series(["S8/L.1-2", "PO2(E2/TH).2-3", "K", "FC5.2X3(54);B-1"])
    assert pl.select(play_before_advances(pl.lit(texts))).to_series().to_list() == \
        ["S8/L", "PO2(E2/TH)", "K", "FC5"]


def test_real_games_round_trip(engine, tmp_path):
    keys = record_real_games(engine)
    imported = round_trip(engine, tmp_path)
    with imported.connect() as db:
        assert sorted(db.execute(sa.text("SELECT key FROM games")).scalars()) == keys
    assert_same_plays(engine, imported, whole_text=False)
    assert_same_box_scores(engine, imported)
    imported.dispose()


def test_an_imported_game_round_trips_with_its_text(engine, tmp_path):
    """Export → import → export → import: the second import equals the first, text and all
    (an imported game is written back from its own records)."""
    record_real_games(engine)
    first = round_trip(engine, tmp_path / "first")
    second = round_trip(first, tmp_path / "second")
    assert_same_plays(first, second, whole_text=True)
    assert_same_box_scores(first, second)
    files = sorted((tmp_path / "first" / "files").iterdir())
    for path in files:
        assert path.read_bytes() == (tmp_path / "second" / "files" / path.name).read_bytes(), \
            path.name
    first.dispose()
    second.dispose()



def test_the_comparison_notices_one_changed_value(engine, tmp_path):
    record_real_games(engine)
    imported = round_trip(engine, tmp_path)
    with writer(imported).begin() as db:
        db.execute(sa.text(
            "UPDATE plays SET rbi = rbi + 1 WHERE game_id = (SELECT id FROM games WHERE "
            "key = 'PIT201904220') AND kind = 'play' AND runs > 0 AND seq = (SELECT MIN(seq) "
            "FROM plays p WHERE p.game_id = plays.game_id AND p.kind = 'play' AND p.runs > 0)"))
    with pytest.raises(AssertionError, match=r"1 rows differ in columns \['rbi'\]; the first "
                                             r"is row \d+ of PIT201904220"):
        assert_same_plays(engine, imported, whole_text=False)
    with pytest.raises(AssertionError):
        assert_same_box_scores(engine, imported)
    imported.dispose()
