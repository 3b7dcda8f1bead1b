"""Printed pages (part of `make bench`): seconds per box-score page, and a whole season's
league report, each beside the text box scores of the same games in the same run.

The games are the bench's cached league (tests.bench.database: 2,430 games), or any database
and season given. Two figures:

- box-score pages: `exports.box_pdf.box_pdf` of the first N games (a page each, two for a
  long game) against
  `stats.box.text.box_text` of the same box scores — the layout and PDF cost of a page beside
  the cost of the same box as text;
- the league report of the whole season (`scorebook report --season S`: standings, leaders,
  every box score with bookmarks and page numbers), load included, against loading the season
  and writing every box score as text.

Machines are noisy: nothing is asserted about the times, only that the report has a page per
game at least.

    python -m tests.bench.pdf [--db URL --season S] [--pages N] [--no-season]
"""

from __future__ import annotations

import argparse
import io
import time

from pypdf import PdfReader

from db.engine import make_engine
from exports.box_pdf import box_pdf
from scorebook.league_report import render_report
from stats.box.scores import box_scores
from stats.box.dicts import box_dicts
from stats.box.text import box_text
from stats.load import load


def timed(step, *args, **kwargs):
    """Wall-clock seconds of `step`, its result, and the CPU seconds it took (all threads):
    the steadier figure on a machine others are using too."""
    wall, cpu = time.perf_counter(), time.process_time()
    result = step(*args, **kwargs)
    return time.perf_counter() - wall, result, time.process_time() - cpu


def page_figures(engine, season: str, pages: int) -> str:
    """Seconds per box-score page, PDF against text, for the season's first `pages` games."""
    keys = load(engine, season=season).games.head(pages).select("key").collect()["key"].to_list()
    boxes = list(box_dicts(box_scores(load(engine, games=keys))))
    text_s, _, _ = timed(lambda: [box_text(b, 100) for b in boxes])
    pdf_s, data, pdf_cpu = timed(box_pdf, boxes)
    printed = len(PdfReader(io.BytesIO(data)).pages)
    if printed < len(boxes):  # a long game can run onto a second page
        raise SystemExit(f"{len(boxes)} box scores printed on only {printed} pages.")
    return (f"  box-score pages ({len(boxes)} games, {printed} pages): "
            f"{pdf_s / printed * 1000:6.1f} ms a page ({pdf_cpu / printed * 1000:.1f} ms CPU); "
            f"as text {text_s / len(boxes) * 1000:5.2f} ms a box   × {pdf_s / text_s:6.1f}")


def season_figures(engine, season: str) -> str:
    """The whole season's league report against its box scores as text, load included."""
    load_s, frames, load_cpu = timed(load, engine, season=season)
    games = frames.games.collect().height
    text_s, _, _ = timed(lambda: [box_text(b, 100) for b in box_dicts(box_scores(frames))])
    report_s, data, report_cpu = timed(render_report, frames, f"League report: season {season}")
    pages = len(PdfReader(io.BytesIO(data)).pages)
    if pages * 4 < games:  # short boxes share pages: a sanity check, not a count
        raise SystemExit(f"The report of {games} games has only {pages} pages.")
    text_total, report_total = load_s + text_s, load_s + report_s
    return (f"  league report of {season} ({games:,} games, {pages:,} pages, "
            f"{len(data) / 2**20:.1f} MB): {report_total:6.1f} s, {load_cpu + report_cpu:.1f} s "
            f"CPU ({report_s / pages * 1000:.1f} ms a page); load + every box as text "
            f"{text_total:5.1f} s   × {report_total / text_total:6.1f}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--db", help="Database URL (default: the bench's cached league).")
    parser.add_argument("--season", help="The season to print (default: the bench league's).")
    parser.add_argument("--pages", type=int, default=200, help="Box-score pages to time.")
    parser.add_argument("--no-season", action="store_true",
                        help="Skip the whole season's report.")
    args = parser.parse_args(argv)
    if args.db is None:
        from tests.bench.database import league_database
        from tests.bench.league import SEASON

        args.db, args.season = f"sqlite:///{league_database()}", args.season or SEASON
    engine = make_engine(args.db)
    lines = [f"Printed pages (PDF, reportlab) of {args.season}; × = PDF time / text time:",
             page_figures(engine, args.season, args.pages)]
    if not args.no_season:
        lines.append(season_figures(engine, args.season))
    engine.dispose()
    print("\n".join(lines))


if __name__ == "__main__":
    main()
