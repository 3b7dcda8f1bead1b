"""League reports of short games, over a `scorebook demo` league of every system: each game
is scheduled for the innings of its rules (Bottom of the 9th's demo three, its solo game the
9th alone, Unlimited Nine three, the rest nine), every leaders board of every season is
printed, and the solo season's pitcher deck and manager's club are no teams — in the report's
standings and leaders, nor in `scorebook standings`; and the boards and standings keep long
names and codes in their columns."""

from __future__ import annotations

import json
import re

import polars as pl
import pytest

from reportlab.lib.pagesizes import LETTER

from db.engine import make_engine
from exports.box_pdf import MARGIN
from exports.report_pdf import report_pdf
from stats.leaders import BATTING, PITCHING
from stats.load import load
from stats.scheduled_innings import scheduled_innings
from tests.command_line import scorebook
from tests.exports.pdf_drawing import outside, page_drawing
from tests.exports.test_box_pdf import page_text
from tests.exports.test_report_pdf import outline, report

#: Every leaders board, in print order.
BOARDS = [name for name, _, _ in (*BATTING, *PITCHING)]
#: The solo season's two sides (scorebook/demo.toml, engine/systems/bot9/solo).
PSEUDO_TEAMS = ("DECK", "SOLO")


@pytest.fixture(scope="module")
def demo_url(tmp_path_factory) -> str:
    url = f"sqlite:///{tmp_path_factory.mktemp('demo') / 'demo.db'}"
    built = scorebook(url, "demo", "--games", "6")
    assert built.exit_code == 0, built.output
    return url


def test_each_game_is_scheduled_for_the_innings_of_its_rules(demo_url):
    engine = make_engine(demo_url)
    games = load(engine, kinds=()).games
    ids = games.select("game_id").collect()["game_id"].to_list()
    lengths = (games.join(scheduled_innings(engine, ids), on="game_id", how="left")
               .with_columns(solo=pl.col("key").str.starts_with("solo"))
               .group_by("system", "solo").agg(pl.col("scheduled_innings").unique().sort())
               .collect())
    found = {(row["system"], row["solo"]): row["scheduled_innings"] for row in lengths.to_dicts()}
    assert found == {("bot9", False): [3], ("bot9", True): [1], ("unlimited9", False): [3],
                     ("nanyou", False): [9], ("pizzabox", False): [9]}


def season_pages(data: bytes) -> list[str]:
    """The pages before the first box score: standings, series and leaders."""
    first_box = min(page for _, page, level in outline(data) if level == 1)
    return page_text(data)[:first_box - 1]


def boards(text: str) -> list[str]:
    """The leaders boards printed, by their headings ("AVG  Team  OBP  Team")."""
    found = []
    for line in text.splitlines():
        words = line.split()
        if len(words) >= 2 and words[0] in BOARDS and words[1] == "Team":
            found += [w for w in words if w in BOARDS]
    return found


@pytest.mark.parametrize("season", [None, "Demo bot9 2026", "Demo bot9 2026 playoffs",
                                    "Demo unlimited9 2026", "Demo unlimited9 2026 playoffs",
                                    "Demo nanyou 2026", "Demo pizzabox 2026"])
def test_every_board_is_printed_and_no_pseudo_team(demo_url, tmp_path, season):
    args = ("--season", season) if season else ()
    text = "\n".join(season_pages(report(demo_url, tmp_path / "report.pdf", *args)))
    assert boards(text) == BOARDS
    for code in PSEUDO_TEAMS:
        assert not re.search(rf"\b{code}\b", text), code
    # A board whose bar was lowered says so, in plate appearances or innings pitched.
    for note in re.findall(r"Nobody has [^:]*: min\. [\d.]+ (?:PA|IP)\.", text):
        assert note.startswith(("Nobody has 3.1 PA a team game", "Nobody has 1 IP a team game"))


def test_the_standings_leave_out_the_solo_season(demo_url):
    shown = scorebook(demo_url, "standings", "--format", "json")
    assert shown.exit_code == 0, shown.output
    teams = {row["team"] for row in json.loads(shown.output)}
    assert len(teams) == 16 and not teams & set(PSEUDO_TEAMS)


def overlapping(drawn: list) -> list[tuple]:
    """Pairs of texts drawn on one line that run into each other."""
    texts = sorted((d for d in drawn if d.kind == "text" and d.text.strip()),
                   key=lambda d: (round(d.y0), d.x0))
    return [(a.text, b.text) for a, b in zip(texts, texts[1:])
            if round(a.y0) == round(b.y0) and b.x0 < a.x1 - 0.5]


def test_long_names_and_codes_fit_their_columns():
    """A 30-odd-character player name wraps in its column and an eight-letter team code
    shrinks to fit its own, so no text runs into the next; nothing reaches the margins."""
    names = ["Bartholomew Fitzgerald-Montgomery III", "Al"]
    rows = [{"category": c, "rank": n + 1, "player_id": f"p{n}", "player": name,
             "team": "WWWWWWWW", "value": 0.312 + n, "lowered_to": 22 if c == "AVG" else None}
            for c in ("AVG", "HR") for n, name in enumerate(names)]
    pitching = [{**rows[0], "category": "ERA", "value": 12.34, "lowered_to": 76}]
    standings = [{"season": "A season whose name runs on for forty", "league": "L",
                  "division": "", "team": "WWWWWWWW", "W": 100, "L": 62, "T": 10,
                  "PCT": .617, "GB": 0.0, "RS": 900, "RA": 700, "DIFF": 200, "STRK": "W10",
                  "L10": "7-2-1", "HOME": "50-31-10", "AWAY": "50-31-10"}]
    data = report_pdf("League report", standings, [], rows, pitching, iter([]))
    for page in page_drawing(data):
        above_foot = [d for d in page if d.y0 > MARGIN]  # the page foot sits in the margin
        assert outside(above_foot, LETTER, MARGIN) == []
        assert overlapping(page) == []
    text = "\n".join(page_text(data))
    assert "Nobody has 3.1 PA a team game: min. 22 PA." in text
    assert "Nobody has 1 IP a team game: min. 25.1 IP." in text
    assert "Nobody yet." in text  # OBP, say: no row at all
