"""`scorebook solo pdf ID FILE`: the Manager's Challenge sheet of a season played with
`solo play --auto`, read back with pypdf and checked row by row against `solo show --format
json` (the numbers of stats/solo.py); a season half played; the same bytes every time; the
one-sentence errors; every rating name inside its box (read back with pdf_drawing); and the
page rendered by pdftoppm."""

from __future__ import annotations

import io
import json
import re
import shutil
import subprocess
from dataclasses import replace

import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

from db.engine import make_engine
from db.solo import season_games
from engine.systems.bot9.solo import load_solo_cards
from exports.solo_sheet_pdf import solo_sheet_pdf
from scorebook.cli import app
from reportlab.lib.pagesizes import LETTER

from exports.solo_sheet_pdf import MARGIN
from stats.solo import RatingTier, solo_rules
from tests.exports.pdf_drawing import outside, page_drawing
from tests.exports.test_box_pdf import page_text
from tests.exports.test_report_short_games import overlapping
from tests.command_line import scorebook

runner = CliRunner()


#: "Game 3, Two-Run Hole: win in the 9th, 3-2; 5 MP.": what `solo play` says of a game.
PLAYED = re.compile(r"Game (\d), .*, (\d+-\d+); \d+ MP\.")
#: The final scores `solo play` told, by season and game number.
SCORES: dict[tuple[str, int], str] = {}


@pytest.fixture(scope="module")
def played(tmp_path_factory) -> tuple[str, str, str]:
    """A database with season 1 played through (seed 7) and season 2 after two games."""
    url = f"sqlite:///{tmp_path_factory.mktemp('solo') / 'solo.db'}"
    ids = []
    for name, games in (("Auto", 6), ("Half", 2)):
        new = scorebook(url, "solo", "new", "--seed", "7", "--name", name)
        assert new.exit_code == 0, new.output
        ids.append(new.output.strip())
        for _ in range(games):
            result = scorebook(url, "solo", "play", ids[-1], "--auto")
            assert result.exit_code == 0
            number, score = PLAYED.search(result.output).groups()
            SCORES[ids[-1], int(number)] = score
    return url, *ids


def effects(url: str, season: str) -> dict[int, str]:
    """The name of the Effect card each game of `season` was dealt, by game number."""
    cards = load_solo_cards().effects
    return {g.number: cards[g.effect].name for g in season_games(make_engine(url), int(season))}


def sheet(url: str, season: str, path) -> str:
    result = scorebook(url, "solo", "pdf", season, str(path))
    assert result.exit_code == 0, result.output
    assert result.output == f"Wrote the sheet of solo season {season} to {path}.\n"
    pages = page_text(path.read_bytes())
    assert len(pages) == 1
    return pages[0]


def shown(url: str, season: str) -> dict:
    return json.loads(scorebook(url, "solo", "show", season, "--format", "json").output)


def rows(text: str) -> dict[int, list[str]]:
    """The game rows of the sheet: game number -> the cells after it."""
    found = {}
    games = text.split("MP from games")[0]  # the totals row below starts with a number too
    for line in games.splitlines():
        if match := re.fullmatch(r"\s*([1-6])(?:\s{2,}(.*))?", line):
            found[int(match[1])] = re.split(r"\s{2,}", match[2].strip()) if match[2] else []
    return found


def test_a_full_season_sheet_has_every_game_and_the_totals(played, tmp_path):
    url, season, _ = played
    text = sheet(url, season, tmp_path / "sheet.pdf")
    data = shown(url, season)
    assert text.splitlines()[0].strip() == "Manager's Challenge"
    assert f"Bottom of the 9th solo season · Auto · season {season}" in text
    dealt = effects(url, season)
    assert rows(text) == {g["n"]: [g["situation"], dealt[g["n"]], SCORES[season, g["n"]],
                                   g["result"], str(g["innings"]), str(g["mp"])]
                          for g in data["games"]}
    below = text.split("MP from games")[1].splitlines()[1:]
    totals = next(line for line in below if line.strip()).split()
    assert totals[:4] == [str(data["wins"]), str(data["mp_games"]), str(data["bonus"]),
                          str(data["mp_total"])]
    assert " ".join(totals[4:]) == data["rating"]
    assert "5 wins: +5, 6 wins: +12" in text  # the scales of the data file


def test_a_season_half_played_leaves_the_rest_to_write_in(played, tmp_path):
    url, _, season = played
    text = sheet(url, season, tmp_path / "half.pdf")
    games = rows(text)
    assert sorted(games) == [1, 2, 3, 4, 5, 6]
    assert games[1] == ["Home Opener", effects(url, season)[1], SCORES[season, 1],
                        *games[1][3:]] and len(games[1]) == 6
    assert games[3] == games[6] == []
    data = shown(url, season)
    assert data["rating"] is None and data["bonus"] == 0


def test_printing_twice_gives_the_same_bytes(played, tmp_path):
    url, season, _ = played
    first, second = tmp_path / "a.pdf", tmp_path / "b.pdf"
    sheet(url, season, first)
    sheet(url, season, second)
    assert first.read_bytes() == second.read_bytes()


def test_kanji_in_a_situation_name_is_printed():
    season = {"id": 3, "games": [{"n": 1, "situation": "開幕戦 Opener", "result": "win",
                                  "innings": 9, "mp": 4}],
              "wins": 1, "mp_games": 4, "bonus": 0, "mp_total": 4, "rating": None}
    text = page_text(solo_sheet_pdf("春", season, solo_rules()))[0]
    assert "開幕戦 Opener" in text and "· 春 ·" in text
    assert PdfReader(io.BytesIO(solo_sheet_pdf("春", season, solo_rules()))).metadata.title == (
        "Manager's Challenge: 春")


def rating_box_and_lines(data: bytes) -> tuple[tuple[float, float], list]:
    """The left and right rules of the Rating box, and the lines of text drawn in it."""
    drawn = page_drawing(data)[0]
    head = next(d for d in drawn if d.kind == "text" and d.text == "Rating")
    rules = sorted(d.x0 for d in drawn if d.kind == "path" and d.x0 == d.x1
                   and d.y0 <= head.y0 <= d.y1)
    box = (max(x for x in rules if x < head.x0), min(x for x in rules if x > head.x1))
    floor = min(d.y0 for d in drawn if d.kind == "path" and d.y0 == d.y1 and d.y0 < head.y0
                and d.x0 <= box[0] and d.x1 >= box[1])  # the foot of the totals
    inside = [d for d in drawn if d.kind == "text" and floor < d.y0 < head.y0
              and box[0] < (d.x0 + d.x1) / 2 < box[1]]
    return box, sorted(inside, key=lambda d: -d.y0)


LONG_TIER = "Manager of the Year, a ten-year contract and a statue by the gate"


@pytest.mark.parametrize("rating", [t.name for t in solo_rules().tiers] + [LONG_TIER])
def test_every_rating_fits_its_box(rating):
    rules = solo_rules()
    rules = replace(rules, tiers=(*rules.tiers, RatingTier(LONG_TIER, 6, 40)))
    season = {"id": 1, "games": [], "wins": 6, "mp_games": 30, "bonus": 12, "mp_total": 42,
              "rating": rating}
    (left, right), lines = rating_box_and_lines(solo_sheet_pdf("A", season, rules))
    assert " ".join(line.text for line in lines) == rating
    assert all(left < line.x0 and line.x1 < right for line in lines), (left, right, lines)


def test_long_card_names_wrap_in_their_boxes():
    """Card names of 40-odd characters, a long season name, a 19-inning game: every text in
    its box, nothing into the margins."""
    long = "The Longest Situation Card Anyone Ever Printed"
    games = [{"n": n, "situation": long, "effect": long.replace("Situation", "Effect"),
              "score": "12-11", "result": "extra-inning win", "innings": 19, "mp": 12}
             for n in range(1, 7)]
    season = {"id": 12, "games": games, "wins": 6, "mp_games": 72, "bonus": 12,
              "mp_total": 84, "rating": "Manager of the Year"}
    data = solo_sheet_pdf(f"{long}, the season of it all", season, solo_rules())
    [page] = page_drawing(data)
    assert outside(page, LETTER, MARGIN) == []
    assert overlapping(page) == []
    assert page_text(data)[0].count("Anyone Ever") == 13  # six games twice, and the title


@pytest.mark.parametrize("args, message", [
    (["9", "{dir}/x.pdf"], "There is no solo season 9."),
    (["1", "{dir}/missing/x.pdf"],
     "Can't write the season sheet to {dir}/missing/x.pdf: No such file or directory."),
])
def test_mistakes_are_one_sentence(played, tmp_path, args, message):
    url = played[0]
    result = runner.invoke(app, ["--db", url, "solo", "pdf",
                                 *(a.format(dir=tmp_path) for a in args)])
    assert result.exit_code == 1
    assert result.stderr.strip() == message.format(dir=tmp_path)


@pytest.mark.skipif(shutil.which("pdftoppm") is None,
                    reason="pdftoppm (Debian's poppler-utils) is not installed")
def test_the_sheet_renders_to_an_image(played, tmp_path):
    from PIL import Image

    url, season, _ = played
    pdf = tmp_path / "sheet.pdf"
    sheet(url, season, pdf)
    subprocess.run(["pdftoppm", "-r", "50", "-png", "-singlefile", str(pdf),
                    str(tmp_path / "page")], check=True, capture_output=True, timeout=60)
    image = Image.open(tmp_path / "page.png").convert("L")
    width, height = image.size
    assert image.size == (425, 550)
    # The title, the ruled games table, and nothing below the scales.
    assert image.crop((30, 30, width, 60)).getextrema()[0] < 100
    assert image.crop((30, 80, width - 30, 220)).getextrema()[0] < 100
    assert image.crop((0, height - 150, width, height)).getextrema()[0] == 255
