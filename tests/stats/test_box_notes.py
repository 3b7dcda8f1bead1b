"""The notes under a box score on literal frames: who gets each note, counts, order, and the
season totals to date."""

from __future__ import annotations

import datetime as dt

import polars as pl
from polars.testing import assert_frame_equal

from stats.box.scores import box_scores
from stats.box.dicts import box_dicts
from stats.box.notes import game_notes, season_to_date, sort_notes
from stats.box.text import box_text
from tests.stats.box_rows import at_bat, frames, games, lineups, out, play, plays

HOME_FIELD = "hp,hc,h1b,h2b,h3b,hss,hlf,hcf,hrf"  # the home team's players at positions 1-9


def noted(rows: pl.LazyFrame) -> list[tuple]:
    return sort_notes(game_notes(rows)).select(
        "label", "side", "player_id", "batter_id", "count").collect().rows()


def test_each_note_goes_to_the_player_the_rules_charge():
    rows = plays(
        at_bat("ph", "hp", hit_value=2, charged_batter="b1"),  # the charged batter's double
        at_bat("b2", "hp", hit_value=4, rbi=2, runs=2),
        play(errors="6", defense=HOME_FIELD),
        play(errors="4,4", defense=HOME_FIELD),
        play(passed_ball=True, defense=HOME_FIELD, pitcher="hp"),
        play(wild_pitch=True, pitcher="hp", charged_pitcher="hp"),
        play(balk=True, pitcher="hp"),
        play(runner1="r1", run1_sb=True, runner2="r2", run2_cs=True),
        play(batter="b3", charged_batter="b3", pitcher="hp", charged_pitcher="old",
             batter_event=True, event_type=16),
        out("b4", "hp", gdp=True, dp=True, outs_on_play=2),
        out("b5", "hp", sh=True, at_bat=False),
        out("b6", "hp", sf=True, at_bat=False, rbi=1),
        out("h1", "vp", half=1, dp=True, outs_on_play=2),
    )
    assert noted(rows) == [
        ("E", 1, "hss", None, 1), ("E", 1, "h2b", None, 2),
        ("DP", 0, None, None, 1), ("DP", 1, None, None, 1),  # visitors first
        ("2B", 0, "b1", None, 1), ("HR", 0, "b2", None, 1),
        ("RBI", 0, "b2", None, 2), ("RBI", 0, "b6", None, 1),
        ("SB", 0, "r1", None, 1), ("CS", 0, "r2", None, 1),
        ("SH", 0, "b5", None, 1), ("SF", 0, "b6", None, 1), ("GIDP", 0, "b4", None, 1),
        ("HBP", 1, "old", "b3", 1), ("WP", 1, "hp", None, 1), ("BK", 1, "hp", None, 1),
        ("PB", 1, "hc", None, 1),
    ]


def test_a_note_lists_players_in_the_order_of_their_first_event_with_counts():
    rows = plays(at_bat("b2", "p", hit_value=2), at_bat("b1", "p", hit_value=2),
                 at_bat("b2", "p", hit_value=2))
    assert noted(rows) == [("2B", 0, "b2", None, 2), ("2B", 0, "b1", None, 1)]


def season_games() -> tuple[pl.LazyFrame, pl.LazyFrame]:
    day = dt.date(2024, 5, 1)
    homer = {"hit_value": 4, "runs": 1, "rbi": 1}
    rows = plays(
        at_bat("b2", "p", game_id=1, **homer),
        at_bat("b2", "p", game_id=3, **homer),  # created third, played third
        at_bat("b2", "p", game_id=2, **homer), at_bat("b2", "p", game_id=2, **homer),
        at_bat("b2", "p", game_id=4, **homer),  # a game outside any season
        at_bat("b2", "p", game_id=5, **homer),  # a game of another season
    )
    game = games({"game_id": 1, "key": "g1", "season": "S", "date": day},
                 {"game_id": 2, "key": "g2", "season": "S", "date": day + dt.timedelta(1)},
                 {"game_id": 3, "key": "g3", "season": "S", "date": day + dt.timedelta(2)},
                 {"game_id": 4, "key": "g4", "season": None, "date": day},
                 {"game_id": 5, "key": "g5", "season": "T", "date": day})
    return rows, game


def test_season_totals_to_date_count_this_and_the_earlier_games_of_the_season():
    rows, game = season_games()
    totals = season_to_date(rows, game).sort("game_id").collect()
    assert_frame_equal(totals, pl.DataFrame({
        "game_id": [1, 2, 3, 5], "label": ["HR"] * 4, "player_id": ["b2"] * 4,
        "season_total": [1, 3, 4, 1]}))


def test_the_box_of_one_game_counts_the_season_from_every_game_loaded():
    rows, game = season_games()
    box = next(box_dicts(box_scores(frames(rows, game, lineups((0, 4, "b2", 7)),
                                           {"b2": "Bo Two"}), only=[2])))
    assert box["notes"]["HR"] == [{"player_id": "b2", "name": "Two B", "team": "AAA",
                                   "count": 2, "season_total": 3}]
    assert "HR -- Two B 2 (3)" in box_text(box).splitlines()
