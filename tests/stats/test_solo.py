"""The Bottom of the 9th solo season on hand-made frames: MP per game from the Situation card
and the result, the five- and six-win bonuses, the rating tiers, and the data file's checks."""

from __future__ import annotations

import json
from pathlib import Path

import polars as pl
import pytest
from polars.testing import assert_frame_equal

from stats.solo import (DEFAULT_PATH, RatingTier, ResultRule, SoloRules, SoloRulesError,
                        solo_rules, solo_season_table, solo_summary)

RULES = solo_rules()
OPENER = json.dumps({"id": "S1", "name": "Home Opener", "inning": 9, "max_inning": 11})


def solo_games(results: list[str], situations: list[str | None] | None = None,
               **extra: list) -> pl.LazyFrame:
    """One solo season: game numbers 1…, plain cards unless given."""
    situations = situations or ["{}"] * len(results)
    return pl.LazyFrame({"number": list(range(1, len(results) + 1)), "situation": situations,
                         "result": results, "mp": [99] * len(results), **extra},
                        schema_overrides={"situation": pl.String})


def summary(results, situations=None) -> dict:
    rows = solo_summary(solo_games(results, situations), RULES).collect().to_dicts()
    assert len(rows) == 1
    return rows[0]


def test_the_data_file_gives_the_rules_of_bot9_5_7():
    assert DEFAULT_PATH.name == "solo.toml" and DEFAULT_PATH.parent.name == "bot9"
    assert (RULES.season_games, RULES.playoff_wins) == (6, 4)
    assert [(r.result, r.won, r.mp, r.field) for r in RULES.results] == [
        ("win", True, 3, "mp_win_regulation"), ("extra-inning win", True, 2, "mp_win_extra"),
        ("loss", False, 0, None)]
    assert RULES.bonuses == ((5, 5), (6, 12))
    assert [(t.name, t.min_wins, t.min_mp) for t in RULES.tiers] == [
        ("Fired - missed the playoffs", 0, None), ("Made the playoffs, fired anyway", 4, None),
        ("Contract renewed", 4, 12), ("Extension and a raise", 4, 18),
        ("Manager of the Year", 4, 25)]
    # Tagged as rules/bot9.md tags them.
    assert RULES.provenance["bonus[1].mp"] == "seed"
    assert RULES.provenance["season.games"] == "seed"
    assert RULES.provenance["results.win.mp"] == "house-default"
    assert RULES.provenance["results.win.field"].startswith("public")
    assert RULES.provenance["rating[4].min_mp"] == "house-default"


def test_mp_per_game_from_the_card_else_the_data_file():
    cards = [OPENER, json.dumps({"id": "S4", "mp_win_regulation": 5, "mp_win_extra": 4}),
             json.dumps({"name": "Rally", "mp_win_extra": 4}), "{}", None, "{}"]
    got = solo_season_table(solo_games(
        ["win", "win", "extra-inning win", "loss", "", "forfeit"], cards,
        innings=[9, 8, 11, 11, None, None]), RULES).collect()
    expected = pl.DataFrame({
        "number": [1, 2, 3, 4, 5, 6],
        "situation": ["Home Opener", "S4", "Rally", None, None, None],
        "result": ["win", "win", "extra-inning win", "loss", "", "forfeit"],
        "innings": [9, 8, 11, 11, None, None],
        # The card's printed MP first; the stored mp (99) is never read; no result, no MP.
        "MP": [3, 5, 4, 0, None, None],
    })
    assert_frame_equal(got, expected)


def test_innings_come_from_the_linked_game():
    games = pl.LazyFrame({"game_id": [7, 8], "innings": [10, 9]})
    frame = solo_games(["extra-inning win", "win", ""], game_id=[7, 8, None])
    got = solo_season_table(frame, RULES, games).collect()
    assert got["innings"].to_list() == [10, 9, None]
    assert solo_season_table(solo_games(["win"]), RULES).collect()["innings"].to_list() == [None]


@pytest.mark.parametrize("results, expected", [
    # 4 wins × 3 = 12: in the playoffs and renewed.
    (["win"] * 4 + ["loss"] * 2, (4, 2, 12, 0, 12, "Contract renewed")),
    # An extra-inning win is worth 2: 11 MP, fired anyway.
    (["win"] * 3 + ["extra-inning win"] + ["loss"] * 2,
     (4, 2, 11, 0, 11, "Made the playoffs, fired anyway")),
    # Exactly five wins: +5.
    (["win"] * 5 + ["loss"], (5, 1, 15, 5, 20, "Extension and a raise")),
    # Six wins: +12, not +5 +12.
    (["win"] * 6, (6, 0, 18, 12, 30, "Manager of the Year")),
    (["win"] * 3 + ["loss"] * 3, (3, 3, 9, 0, 9, "Fired - missed the playoffs")),
])
def test_bonus_total_and_rating(results, expected):
    got = summary(results)
    assert (got["W"], got["L"], got["MP"], got["bonus"], got["total"], got["rating"]) == expected
    assert got["games"] == 6


def test_the_rating_needs_four_wins_whatever_the_points():
    rich = [json.dumps({"mp_win_regulation": 10})] * 6
    got = summary(["win"] * 3 + ["loss"] * 3, rich)
    assert (got["total"], got["rating"]) == (30, "Fired - missed the playoffs")
    got = summary(["win"] * 4 + ["loss"] * 2, rich[:1] + ["{}"] * 5)
    assert (got["total"], got["rating"]) == (19, "Extension and a raise")
    got = summary(["win"] * 4 + ["loss"] * 2, rich[:2] + [json.dumps({"mp_win_regulation": 2})] * 4)
    assert (got["total"], got["rating"]) == (24, "Extension and a raise")
    got = summary(["win"] * 4 + ["loss"] * 2, rich[:2] + [json.dumps({"mp_win_regulation": 3})] * 4)
    assert (got["total"], got["rating"]) == (26, "Manager of the Year")


def test_no_bonus_and_no_rating_before_the_season_is_over():
    got = summary(["win"] * 5 + [""])
    assert (got["games"], got["W"], got["MP"], got["bonus"], got["total"], got["rating"]) == \
        (5, 5, 15, 0, 15, None)


def test_one_row_per_solo_season():
    frame = pl.concat([
        solo_games(["win"] * 6).with_columns(solo_season_id=pl.lit(2, pl.Int64)),
        solo_games(["loss", "win"]).with_columns(solo_season_id=pl.lit(1, pl.Int64)),
    ])
    got = solo_summary(frame, RULES).collect()
    expected = pl.DataFrame({
        "solo_season_id": [1, 2], "games": [2, 6], "W": [1, 6], "L": [1, 0], "MP": [3, 18],
        "bonus": [0, 12], "total": [3, 30], "rating": [None, "Manager of the Year"]})
    assert_frame_equal(got, expected)


def test_the_values_come_from_the_rules_given():
    rules = SoloRules(
        season_games=2, playoff_wins=1,
        results=(ResultRule("W", True, 10, None), ResultRule("L", False, -1, None)),
        bonuses=((2, 100),),
        tiers=(RatingTier("bad", 0, None), RatingTier("good", 1, 10)), provenance={})
    got = solo_summary(solo_games(["W", "L"]), rules).collect().row(0)
    assert got == (2, 1, 1, 9, 0, 9, "bad")
    got = solo_summary(solo_games(["W", "W"]), rules).collect().row(0)
    assert got == (2, 2, 0, 20, 100, 120, "good")


# The data file's checks: every mistake names its key.

def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "solo.toml"
    path.write_text(text, encoding="utf-8")
    return path


def edited(old: str, new: str) -> str:
    text = DEFAULT_PATH.read_text(encoding="utf-8")
    assert old in text
    return text.replace(old, new, 1)


@pytest.mark.parametrize("old, new, message", [
    ('games = { value = 6, provenance = "seed" }', 'games = { value = "six", provenance = "seed" }',
     "season.games.value must be a whole number, not 'six'"),
    ('games = { value = 6, provenance = "seed" }', 'games = { value = 6 }',
     "season.games.provenance must be one of"),
    ('games = { value = 6, provenance = "seed" }', 'games = { value = 6, provenance = "rumour" }',
     "season.games.provenance must be one of"),
    ('games = { value = 6, provenance = "seed" }\n', '',
     "season.games is missing"),
    ('mp = { value = 3, provenance = "house-default" }',
     'mp = { value = 3, provenance = "house-default" }\nmp_extra = 1',
     "results.win.mp_extra is not a known key"),
    ('mp = { value = 2, provenance = "house-default" }',
     'mp = { value = true, provenance = "house-default" }',
     "results.\"extra-inning win\".mp.value must be a whole number, not True"),
    ('wins = { value = 6, provenance = "seed" }', 'wins = { value = 5, provenance = "seed" }',
     "bonus[1].wins.value must be a win total from 0 to 6 not given before"),
    ('min_mp = { value = 25, provenance = "house-default" }',
     'min_mp = { value = 15, provenance = "house-default" }',
     "rating[4] must not ask less than the tier before it"),
    ('name = { value = "Fired - missed the playoffs", provenance = "house-default" }',
     'name = { value = "Fired - missed the playoffs", provenance = "house-default" }\n'
     'min_mp = { value = 1, provenance = "house-default" }',
     "rating[0] is the lowest tier and must have no minimum"),
])
def test_a_bad_value_is_named(tmp_path, old, new, message):
    with pytest.raises(SoloRulesError) as error:
        solo_rules(write(tmp_path, edited(old, new)))
    assert str(error.value).startswith("solo.toml: ")
    assert message in str(error.value)


def test_an_unreadable_file(tmp_path):
    with pytest.raises(SoloRulesError, match="not valid TOML"):
        solo_rules(write(tmp_path, "[season\n"))
    with pytest.raises(SoloRulesError, match="Can't read the solo rules"):
        solo_rules(tmp_path / "missing.toml")
    with pytest.raises(SoloRulesError, match="rating must be a list"):
        solo_rules(write(tmp_path, edited("[[rating]]", "[ratings]").split("[ratings]")[0]))
