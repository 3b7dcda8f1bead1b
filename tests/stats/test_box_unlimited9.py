"""Unlimited Nine's games in the box scores, season lines, standings and PDFs, stored as the
command line stores them (`scorebook sim unlimited9`): three innings make a complete game, a
basic game's tie is a draw, a standard game's tie is the home team's win (Ruleset.tie_goes_to),
a game the mercy rule ends is called, and the leaders count a three-inning game as a third of
one.
"""

from __future__ import annotations

import datetime as dt
import json
import re

import polars as pl
import pytest

from db.bulk import game_rows, write_games
from db.engine import make_engine, writer
from engine.systems.simulate import simulate
from stats.leaders import team_games
from tests.command_line import scorebook
from tests.exports.test_box_pdf import page_text

#: `scorebook sim unlimited9 --seed 5` in each mode: enough games for draws (about one in six
#: in basic mode) and ties the home team wins (standard mode); and a game the mercy rule ends,
#: the first of the seeds simulated here, stored as MERCY.
BASIC_GAMES, STANDARD_GAMES = 60, 40
MERCY = "mercy"


def cli_json(url: str, *args: str):
    result = scorebook(url, *args, "--format", "json")
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


@pytest.fixture(scope="module")
def urls(tmp_path_factory) -> dict[str, tuple[str, str]]:
    """A database per mode, and what `sim` said of its games."""
    found = {}
    for mode, games in (("basic", BASIC_GAMES), ("standard", STANDARD_GAMES)):
        url = f"sqlite:///{tmp_path_factory.mktemp(mode) / 'u9.db'}"
        result = scorebook(url, "sim", "unlimited9", "--games", str(games), "--seed", "5",
                           "--option", f"mode={mode}")
        assert result.exit_code == 0, result.output
        found[mode] = (url, result.output)
    seed = next(seed for seed in range(1, 2000) if _called(seed))
    game = simulate("unlimited9", [], seed, ("HOM", "HOM"), ("VIS", "VIS"), {})
    engine = make_engine(found["basic"][0])
    try:
        with writer(engine).begin() as db:
            write_games(db, [game_rows(MERCY, "unlimited9", game.session, game.answers,
                                       options=game.options, seed=seed,
                                       created_at=dt.datetime(2026, 6, 1, tzinfo=dt.UTC))])
    finally:
        engine.dispose()
    return found


def _called(seed: int) -> bool:
    game = simulate("unlimited9", [], seed, ("HOM", "HOM"), ("VIS", "VIS"), {})
    return any(r.kind == "end" for r in game.session.records)


def ties_of(url: str) -> list[dict]:
    return [g for g in cli_json(url, "games") if g["away_runs"] == g["home_runs"]]


def test_the_summary_credits_each_game_to_its_own_sides(urls):
    """The reveal decides who bats first: --home may be the visitors, and the wins are the
    standings' all the same."""
    for mode, (url, said) in urls.items():
        sims = [g for g in cli_json(url, "games") if g["id"].startswith("sim-")]
        wins = {team: 0 for team in ("HOM", "VIS")}
        for g in sims:
            if g["away_runs"] != g["home_runs"]:
                wins[g["away"] if g["away_runs"] > g["home_runs"] else g["home"]] += 1
            elif mode == "standard":
                wins[g["home"]] += 1  # the home team's tie
        assert dict(re.findall(r"(\w+) won (\d+)", said)) == {k: str(v) for k, v in wins.items()}
        tied = re.search(r"(\d+) tied", said)
        assert (int(tied.group(1)) if tied else 0) == (
            0 if mode == "standard" else len(sims) - sum(wins.values()))
        assert any(g["away"] == "HOM" for g in sims)  # the reveal made HOM the visitors


def test_a_three_inning_game_is_complete(urls):
    url, _ = urls["basic"]
    games = [g for g in cli_json(url, "games") if g["id"] != MERCY]
    assert {g["status"] for g in games} == {"final"}
    decided = [g for g in games if g["away_runs"] != g["home_runs"]]
    for game in games:
        box = cli_json(url, "box", game["id"])
        # three innings, or fewer when the mercy rule called it
        assert game["innings"] == 3 or box["game"]["called"] == "mercy rule"
        assert all(box["proof"][side]["balances"] for side in ("away", "home"))
        decisions = [p["decision"] for side in ("away", "home") for p in box["pitching"][side]]
        # a starter who pitched the three innings gets the win: no five-inning minimum
        assert sorted(filter(None, decisions)) == (["L", "W"] if game in decided else [])
    everything = cli_json(url, "games")  # the season lines count the mercy game too
    pitching = cli_json(url, "stats", "pitching")
    assert sum(r["W"] for r in pitching) == sum(r["L"] for r in pitching) == len(decided) + 1
    assert sum(r["GS"] for r in pitching) == 2 * len(everything)
    batting = cli_json(url, "stats", "batting")
    assert sum(r["R"] for r in batting) == sum(g["away_runs"] + g["home_runs"]
                                               for g in everything)


def test_a_basic_tie_is_a_draw(urls):
    url, _ = urls["basic"]
    ties = ties_of(url)
    assert ties
    table = cli_json(url, "standings")
    assert [row["T"] for row in table] == [len(ties)] * 2
    for row in table:
        assert row["PCT"] == pytest.approx(row["W"] / (row["W"] + row["L"]), abs=5e-4)
    text = scorebook(url, "box", ties[0]["id"]).output
    assert "Tied:" not in text and "(W)" not in text and "(L)" not in text


def test_a_standard_tie_is_the_home_team_s_win(urls, tmp_path):
    url, _ = urls["standard"]
    games = cli_json(url, "games")
    ties = ties_of(url)
    assert ties
    table = {row["team"]: row for row in cli_json(url, "standings")}
    assert sum(row["T"] for row in table.values()) == 0
    assert sum(row["W"] for row in table.values()) == len(games)
    tie = ties[0]["id"]
    box = cli_json(url, "box", tie)
    game = box["game"]
    assert game["winning_side"] == "home"
    home = box["pitching"]["home"]
    assert [p["decision"] for p in home] == ["W"] and home[0]["player_id"] == game["winner"]
    assert [p["decision"] for p in box["pitching"]["away"]] == ["L"]
    winner = game["home"]
    assert f"  Tied: {winner} win under the game's rules." in \
        scorebook(url, "box", tie).output.splitlines()
    path = tmp_path / "tie.pdf"
    assert scorebook(url, "box", tie, "--pdf", str(path)).exit_code == 0
    [page] = page_text(path.read_bytes())
    assert page.startswith(f"{winner} 0, {game['away']} 0")  # the winner first
    assert f"Tied: {winner} win under the game's rules." in page


def test_a_game_the_mercy_rule_ends_is_called(urls, tmp_path):
    url, _ = urls["basic"]
    box = cli_json(url, "box", MERCY)
    game = box["game"]
    assert game["called"] == "mercy rule" and game["innings"] <= 3
    assert abs(game["home_runs"] - game["away_runs"]) >= 15
    outs = game["outs_at_end"]
    said = f"Game called (mercy rule) with {outs} out{'' if outs == 1 else 's'}."
    assert f"  {said}" in scorebook(url, "box", MERCY).output.splitlines()
    path = tmp_path / "mercy.pdf"
    assert scorebook(url, "box", MERCY, "--pdf", str(path)).exit_code == 0
    assert said in page_text(path.read_bytes())[0]
    table = cli_json(url, "standings")  # a called game counts, won by the side ahead
    assert sum(row["W"] + row["L"] + row["T"] for row in table) == 2 * (BASIC_GAMES + 1)
    assert cli_json(url, "box", "sim-unlimited9-5-1")["game"]["called"] is None


def test_a_short_game_counts_its_scheduled_innings_share_of_the_qualifiers():
    # A three-inning game is a third of a game even when it ran to the 12th, or was called.
    games = pl.LazyFrame({"away": ["AAA", "AAA", "BBB"], "home": ["BBB", "BBB", "AAA"],
                          "status": ["final"] * 3, "scheduled_innings": [3, 3, 3]})
    counts = dict(team_games(games).collect().iter_rows())
    assert counts == pytest.approx({"AAA": 1.0, "BBB": 1.0})


def test_the_league_report_counts_a_three_inning_game_as_a_third(urls, tmp_path):
    """An inning pitched a team game would ask three innings of every three-inning game: each
    side's three pitchers (one a colour, each starting a third of its games) fall short of it;
    counted as a third of a game, all six qualify for the ERA."""
    url, _ = urls["basic"]
    path = tmp_path / "report.pdf"
    assert scorebook(url, "report", "--pdf", str(path)).exit_code == 0
    pages = page_text(path.read_bytes())
    first = next(n for n, page in enumerate(pages) if "Leaders" in page)
    leaders = "\n".join(pages[first:first + 2])  # the boards run onto a second page
    assert "A game scheduled for fewer than nine innings counts its share" in leaders
    lines = leaders.splitlines()
    at = next(n for n, line in enumerate(lines) if line.split()[:1] == ["ERA"])
    era = [line for line in lines[at + 1:at + 8] if re.search(r"\s\d+\.\d\d(\s|$)", line)]
    assert len(era) == 6  # (the W column beside it counts wins, without decimals)
