"""League reports of short games, over a `scorebook demo` league of every system: each game
is scheduled for the innings of its rules (Bottom of the 9th's demo three, its solo game the
9th alone, Unlimited Nine three, the rest nine), every leaders board of every season is
printed, and the solo season's pitcher deck and manager's club are no teams — in the report's
standings and leaders, nor in `scorebook standings`."""

from __future__ import annotations

import json
import re

import polars as pl
import pytest

from db.engine import make_engine
from stats.leaders import BATTING, PITCHING
from stats.load import load, scheduled_innings
from tests.command_line import scorebook
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
