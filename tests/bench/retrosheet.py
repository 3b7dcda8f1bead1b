"""The 2019 season from Retrosheet's files (part of `make bench`): import, box scores, lines.

Times `scorebook import retrosheet` of the whole season (30 files, 2,429 games) into a new
SQLite database — and into PostgreSQL when SCOREBOOK_TEST_PG_URL is set — then, from the SQLite
database: every box score (computed, and written as text as cwbox writes them) and the season
batting and pitching lines. Each figure is printed beside the Chadwick tools' time for the
same season on this kind of machine (../shared/data/README.md: cwbox 0.72 s, cwevent 0.68 s;
single-threaded C) as a ratio; then the commands a user types on it, as whole processes
(tests.bench.commands), and the screens a user opens on it (tests.bench.screens). Nothing is
asserted about the times.

The data is Retrosheet's (the information used here was obtained free of charge from and is
copyrighted by Retrosheet. Interested parties may contact Retrosheet at "www.retrosheet.org").

    python -m tests.bench.retrosheet [--no-postgres]
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

from db.engine import make_engine
from db.migrate import upgrade
from exports.retrosheet.importer import import_files
from stats.batting import batting_lines
from stats.box.scores import PLAYS_COLUMNS as BOX_COLUMNS
from stats.box.scores import box_scores
from stats.box.dicts import box_dicts, collect
from stats.box.text import box_text
from scorebook.season_lines import load_lines
from stats.load import load
from stats.plays_cache import CACHE_VAR
from stats.pitching import pitching_lines
from tests.bench import pdf
from tests.bench.commands import commands
from tests.bench.database import PG_VAR, postgres_schema
from tests.bench.screens import screens

EVENTS = Path(__file__).resolve().parents[3] / "shared" / "data" / "retrosheet-2019" / "events"
SEASON = "2019"
#: The game the box-score screen is opened on.
SCREEN_GAME = "CIN201906150"
#: The Chadwick tools on the whole season (seconds; the data README).
CWBOX, CWEVENT = 0.72, 0.68


def event_files() -> list[Path]:
    return sorted(EVENTS.glob("2019*.EV?"))


def timed(step, *args, **kwargs) -> tuple[float, object]:
    start = time.perf_counter()
    result = step(*args, **kwargs)
    return time.perf_counter() - start, result


def import_season(url: str) -> float:
    """Seconds to import the season into the (new) database at `url`."""
    engine = make_engine(url)
    upgrade(engine)
    seconds, report = timed(import_files, engine, event_files())
    engine.dispose()
    if report.failures or report.games != 2_429:
        raise SystemExit(f"The season did not import: {report.failures[:3]}")
    return seconds


def statistics(url: str) -> dict[str, float]:
    """Seconds for each statistics step on the imported season: the first load reads the
    database and writes the columnar copy of the plays; then the box scores and the lines
    each load the columns they use (from the copy), as the commands do."""
    engine = make_engine(url)
    seconds: dict[str, float] = {}
    seconds["first load"], _ = timed(load, engine, season=SEASON)
    seconds["load for boxes"], frames = timed(load, engine, season=SEASON,
                                              columns=BOX_COLUMNS, summed_pitches=True)
    seconds["boxes"], _ = timed(lambda: collect(box_scores(frames)))
    seconds["boxes as text"], _ = timed(
        lambda: [box_text(box) for box in box_dicts(box_scores(frames))])
    seconds["load for lines"], frames = timed(load_lines, engine, "batting", "pitching",
                                              season=SEASON)
    seconds["batting"], _ = timed(lambda: batting_lines(frames).collect())
    seconds["pitching"], _ = timed(lambda: pitching_lines(frames).collect())
    engine.dispose()
    return seconds


def postgres_import() -> float | None:
    """Seconds to import the season into a fresh schema of the test cluster, if there is one."""
    if not os.environ.get(PG_VAR):
        return None
    with postgres_schema() as url:
        return import_season(url)


def report(imported: float, pg_imported: float | None, steps: dict[str, float]) -> str:
    """The figures beside Chadwick's, as "ours / Chadwick's" ratios."""
    boxes = steps["load for boxes"] + steps["boxes"]
    text = steps["load for boxes"] + steps["boxes as text"]
    lines_ = steps["load for lines"] + steps["batting"] + steps["pitching"]
    rows = [("import the season (SQLite)", imported, "cwevent", CWEVENT)]
    if pg_imported is not None:
        rows.append(("import the season (PostgreSQL)", pg_imported, "cwevent", CWEVENT))
    rows += [("first load (reads the database, writes the copy)", steps["first load"],
              "cwevent", CWEVENT),
             ("load + every box score (frames)", boxes, "cwbox", CWBOX),
             ("load + every box score as text", text, "cwbox", CWBOX),
             ("load + season batting + pitching lines", lines_, "cwevent", CWEVENT),
             # one load serves both: the box scores' columns hold the lines' (the row)
             ("load + every box score + the lines", boxes + steps["batting"] + steps["pitching"],
              "cwbox + cwevent", CWBOX + CWEVENT)]
    width = max(len(r[0]) for r in rows)
    out = ["Retrosheet 2019 (2,429 games), beside the Chadwick tools on the same season:"]
    out += [f"  {what:<{width}}  {ours:7.2f} s   {tool} {ref:.2f} s   × {ours / ref:6.1f}"
            for what, ours, tool, ref in rows]
    out.append("  (load for boxes {load for boxes:.2f} s, boxes {boxes:.2f} s, as text "
               "{boxes as text:.2f} s, load for lines {load for lines:.2f} s, batting "
               "{batting:.2f} s, pitching {pitching:.2f} s; × = ours / Chadwick's, lower is "
               "faster)".format(**steps))
    return "\n".join(out)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-postgres", action="store_true")
    args = parser.parse_args(argv)
    if not EVENTS.exists():
        print(f"Skipping the Retrosheet benchmark: no data in {EVENTS}.")
        return
    with tempfile.TemporaryDirectory() as folder:
        # The columnar copy of the plays starts empty, and goes when the benchmark ends.
        os.environ[CACHE_VAR] = str(Path(folder) / "cache")
        url = f"sqlite:///{Path(folder) / 'season.db'}"
        imported = import_season(url)
        pg_imported = None if args.no_postgres else postgres_import()
        print(report(imported, pg_imported, statistics(url)))
        print(commands(url, SEASON, Path(folder)))
        print(screens(url, SEASON, SCREEN_GAME))
        # the league report of the whole real season, while it is imported (issue 7)
        pdf.main(["--db", url, "--season", SEASON])


if __name__ == "__main__":
    main()
