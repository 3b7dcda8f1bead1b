"""The whole 2019 season imported, and checked against Chadwick and the files themselves.

The 30 event files (2,429 games) are imported once per test session into a new SQLite
database, through `exports.retrosheet.importer` — the same engine as every recorded game. Then:

- every game's line score (runs by inning with `x`, R, H, E, LOB) equals Chadwick's
  (expected/linescores.csv);
- the 30 hard box scores of expected/box/ equal cwbox's number by number: every batter's
  AB R H RBI, every pitcher's IP H R ER BB SO and W/L/S, the "pitched to" footnotes, the
  line score and the notes (E DP TP LOB 2B 3B HR SB CS SH SF HBP WP Balk PB);
- every pitcher's earned runs equal the file's official `data,er` records;
- the box-score proof (Rule 9.03(c)) balances for every team in every game;
- every game has as many pitches as its file (the pitches after each play record's last `.`);
- the box scores and lines as the commands compute them (the columnar copy, the declared
  columns and rows, the pitches summed up) equal those from every column and row.

A difference is a bug until proven otherwise. The known ones are listed below with their
cause; each is expected to fail (strictly: once fixed, the test says so, and the entry goes).

The data is Retrosheet's, in ../shared/data/retrosheet-2019 (the information used here was
obtained free of charge from and is copyrighted by Retrosheet. Interested parties may contact
Retrosheet at "www.retrosheet.org").
"""

from __future__ import annotations

import csv
from collections import Counter
from pathlib import Path

import polars as pl
import pytest
from polars.testing import assert_frame_equal

from db.engine import make_engine
from db.migrate import upgrade
from engine.core.events import PITCH_CODES
from engine.core.notation import parse_play
from exports.box_pdf import box_pdf
from exports.retrosheet.importer import import_files
from scorebook.box_scores import season_box
from scorebook.season_lines import load_lines, season_lines
from stats.box.scores import box_scores
from stats.box.dicts import box_dicts, collect
from stats.linescore import runs_by_inning, team_totals
from stats.load import load
from stats.plays_cache import cache_file
from stats.readers import choose_reader
from tests.exports.test_box_pdf import page_text
from tests.stats.test_box_chadwick import CWBOX_NOTES, ours, theirs

DATA = Path(__file__).resolve().parents[3] / "shared" / "data" / "retrosheet-2019"
EVENTS, EXPECTED = DATA / "events", DATA / "expected"
BOX_GAMES = sorted(p.stem for p in (EXPECTED / "box").glob("*.txt"))
PARTS = ("batting", "pitching", "footnotes", "linescore", "notes")
#: Pitches of the season (without N, no pitch, and V, a ball called on the pitcher) counted once (the data README's 732,926 counts after the last '.' of
#: each record, which counts 416 twice: NP records repeat theirs without the marks).
SEASON_PITCHES_COUNTED_ONCE = 732_510

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(not EVENTS.exists(), reason="the shared Retrosheet data is "
                                 "not beside the project")]

#: Line scores that differ from Chadwick's: game -> why.
KNOWN_LINESCORES: dict[str, str] = {}  # game -> why it differs from Chadwick (none)
#: Box-score parts that differ from cwbox: (game, part) -> why.
KNOWN_BOXES: dict[tuple[str, str], str] = {}  # (game, part) -> why (none)
#: Pitchers' earned runs that differ from the file's data,er: game -> why.
KNOWN_EARNED_RUNS: dict[str, str] = {}  # game -> why (none)


@pytest.fixture(scope="session")
def season_url(tmp_path_factory) -> str:
    """The season imported into a new SQLite database."""
    url = f"sqlite:///{tmp_path_factory.mktemp('season') / '2019.db'}"
    engine = make_engine(url)
    upgrade(engine)
    report = import_files(engine, sorted(EVENTS.glob("2019*.EV?")))
    engine.dispose()
    assert report.failures == [] and (report.files, report.games) == (30, 2_429)
    return url


@pytest.fixture(scope="session")
def frames(season_url):
    engine = make_engine(season_url)
    loaded = load(engine)
    engine.dispose()
    return loaded


@pytest.fixture(scope="session")
def keys(frames) -> dict[int, str]:
    return dict(frames.games.select("game_id", "key").collect().iter_rows())


@pytest.fixture(scope="session")
def boxes(frames) -> dict[str, dict]:
    """The 30 games' box scores, the teams called by their cities as cwbox calls them."""
    chosen = frames.games.filter(pl.col("key").is_in(BOX_GAMES)).select("game_id").collect()
    built = {box["game"]["key"]: box
             for box in box_dicts(box_scores(frames, only=chosen["game_id"].to_list()))}
    cities = {code: city for code, _, city, _ in
              csv.reader((EVENTS / "TEAM2019").read_text().splitlines())}
    for box in built.values():
        for side in ("away", "home"):
            line = box["linescore"][side]
            line["name"] = cities[line["team"]]
    return built


def test_the_whole_season_imports(frames):
    games = frames.games.collect()
    assert games.height == 2_429 and (games["status"] == "final").all()
    assert set(games["system"]) == {"retrosheet"} and set(games["season"]) == {"2019"}


def test_every_line_score_equals_chadwicks(frames, keys):
    cells: dict[tuple[str, int], list[str]] = {}
    for row in runs_by_inning(frames.plays, frames.games).collect().iter_rows(named=True):
        cells.setdefault((keys[row["game_id"]], row["side"]), []).append(row["cell"])
    totals = {(keys[r["game_id"]], r["side"]): [r["R"], r["H"], r["E"], r["LOB"]]
              for r in team_totals(frames.plays, frames.games).collect().iter_rows(named=True)}
    differ = {}
    expected = list(csv.DictReader((EXPECTED / "linescores.csv").open()))
    assert len(expected) == 2 * 2_429
    for row in expected:
        side = (row["game_id"], 0 if row["side"] == "away" else 1)
        want = (row["runs_by_inning"].split(";"), [int(row[c]) for c in ("R", "H", "E", "LOB")])
        got = (cells.get(side), totals.get(side))
        if got != want:
            differ.setdefault(row["game_id"], []).append(f"{row['side']}: Chadwick {want}, "
                                                         f"ours {got}")
    assert set(differ) == set(KNOWN_LINESCORES), "\n".join(
        f"{game}: {'; '.join(lines)}" for game, lines in differ.items()
        if game not in KNOWN_LINESCORES) or f"fixed: {set(KNOWN_LINESCORES) - set(differ)}"


def _box_cases():
    for game in BOX_GAMES:
        for part in PARTS:
            reason = KNOWN_BOXES.get((game, part))
            marks = [pytest.mark.xfail(reason=reason, strict=True)] if reason else []
            yield pytest.param(game, part, marks=marks, id=f"{game}-{part}")


@pytest.mark.parametrize("game, part", list(_box_cases()))
def test_box_score_equals_cwbox(boxes, game, part):
    mine, cwbox = ours(boxes[game]), theirs(game)
    if part == "notes":
        assert {k: v for k, v in mine["notes"].items() if k in CWBOX_NOTES} == cwbox["notes"]
    else:
        assert mine[part] == cwbox[part]


def test_earned_runs_equal_the_files(frames, keys):
    official = {}
    for path in EVENTS.glob("2019*.EV?"):
        game = ""
        for line in path.read_text(encoding="latin-1").splitlines():
            fields = line.split(",")
            if fields[0] == "id":
                game = fields[1]
            elif fields[:2] == ["data", "er"]:
                official[(game, fields[2])] = int(fields[3])
    pitching = box_scores(frames).pitching.select("game_id", "player_id", "ER").collect()
    ours_ = {(keys[g], p): er for g, p, er in pitching.iter_rows()}
    assert set(ours_) == set(official)
    differ = sorted({game for (game, p), er in official.items() if ours_[(game, p)] != er})
    assert differ == sorted(KNOWN_EARNED_RUNS), [
        (k, official[k], ours_[k]) for k in official
        if ours_[k] != official[k] and k[0] not in KNOWN_EARNED_RUNS]


def test_the_box_score_proof_balances_for_every_game(frames):
    proof = box_scores(frames).proof.collect()
    assert proof.height == 2 * 2_429
    assert proof.filter(~pl.col("balances"))["explain"].to_list() == []


def test_every_game_has_its_files_pitches(frames, keys):
    # A record repeats the plate appearance's earlier pitches, with '.' where a play came in
    # between — except NP records, which repeat them without the marks (BOS201906240:
    # "1CSBB" SB2, then "1CSBB*B" NP). So the new pitches are those beyond what earlier
    # records of the plate appearance carried. (Counting after the last '.' alone, as the data
    # README says, counts some twice: the README's 732,926 is that count; see note below. A
    # plate appearance's first record brings all its pitches, a '.' in it notwithstanding.)
    in_files: Counter[str] = Counter()
    codes = Counter()
    for path in EVENTS.glob("2019*.EV?"):
        game, seen, half = "", "", ()
        for line in path.read_text(encoding="latin-1").splitlines():
            fields = line.split(",")
            if fields[0] == "id":
                game, seen = fields[1], ""
            elif fields[0] == "play":
                if (fields[1], fields[2]) != half:  # a new half-inning: a new plate appearance
                    seen, half = "", (fields[1], fields[2])
                plain = fields[5].replace(".", "")
                fresh = plain[len(seen):] if plain.startswith(seen) else fields[5].rsplit(".", 1)[-1]
                new = [c for c in fresh if c in PITCH_CODES]
                in_files[game] += len(new)
                codes.update(new)
                done = fields[6] != "NP" and parse_play(fields[6], fill_defaults=False).batter_event
                seen = "" if done else plain
    pitches = (frames.plays.filter((pl.col("kind") == "pitch")
                                   & pl.col("pitch").is_in(list(PITCH_CODES)))
               .group_by("game_id").len().collect())
    ours_ = {keys[g]: n for g, n in pitches.iter_rows()}
    assert ours_ == dict(in_files)
    assert sum(in_files.values()) - codes["N"] - codes["V"] == SEASON_PITCHES_COUNTED_ONCE


def test_the_fast_paths_give_what_the_plain_path_gives(season_url, frames):
    """The season's box scores and lines as the commands compute them — through the columnar
    copy, only the columns and rows each statistic declares, the pitches summed up — equal
    the same statistics from every column and row read straight from the database (issue
    16). `frames` wrote the copy."""
    engine = make_engine(season_url)
    # (A reader named skips the copy; the box's games carry their time and attendance.)
    plain = load(engine, reader=choose_reader(engine), facts=True)
    assert cache_file(engine).is_file()
    fast = collect(season_box(engine, "2019"))
    for name, part in collect(box_scores(plain)).items():
        assert_frame_equal(fast[name], part, check_row_order=False)
    for kind in ("batting", "pitching"):
        assert_frame_equal(season_lines(load_lines(engine, kind, season="2019"), kind).collect(),
                           season_lines(plain, kind).collect())
    engine.dispose()


def test_the_season_to_date_adds_up_to_the_season_and_the_header_gives_t_and_a(season_url):
    """Each batter's AVG and each pitcher's ERA beside his line in his last box of the season
    are his season's (H / AB and 27 × ER / outs over all his games, for any team), and the
    first game of the Angels' file prints its header's time (229 minutes) and attendance."""
    engine = make_engine(season_url)
    parts = collect(season_box(engine, "2019"))
    dates = parts["games"].select("game_id", "date", "key")
    for kind, counts, rate in (("batting", ("AB", "H"), "AVG"),
                               ("pitching", ("outs", "ER"), "ERA")):
        lines = parts[kind].join(dates, on="game_id")
        season = lines.group_by("player_id").agg(*(pl.col(c).sum() for c in counts))
        last = lines.sort("date", "game_id").group_by("player_id").agg(pl.col(rate).last())
        top, bottom = counts[1], counts[0]
        factor = 1 if kind == "batting" else 27
        expected = season.select("player_id", expected=pl.when(pl.col(bottom) > 0).then(
            factor * pl.col(top) / pl.col(bottom)))
        both = last.join(expected, on="player_id")
        assert both.height > 700
        assert both.filter(~((pl.col(rate) - pl.col("expected")).abs() < 1e-9)
                           | (pl.col(rate).is_null() != pl.col("expected").is_null())).height \
            == 0, kind
    game = parts["games"].filter(pl.col("key") == "ANA201904040").row(0, named=True)
    assert (game["time_of_game"], game["attendance"]) == (229, 42027)
    box = next(b for b in box_dicts(season_box(engine, "2019"))
               if b["game"]["key"] == "ANA201904040")
    assert "T—3:49. A—42,027." in page_text(box_pdf([box]))[0]
    engine.dispose()
