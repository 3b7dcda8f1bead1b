"""The batting order of a box score on literal frames: substitutes under the player they
replaced, positions joined as cwbox joins them, the DH, names."""

from __future__ import annotations

import polars as pl
from polars.testing import assert_frame_equal

from stats.box.scores import box_scores
from stats.box.lineup import batting_order, box_name
from tests.stats.box_rows import frames, lineups, out, plays, sub

HOME = lineups((1, 1, "a1", 8), (1, 2, "a2", 9), (1, 3, "a3", 3), (1, 9, "p1", 1))
HOME_SUBS = plays(
    sub(1, "ph1", 1, 11, "a1", "PH", half=1),
    sub(1, "ph1", 1, 8, role="POS", half=2),  # the pinch hitter stays in, in centre field
    sub(1, "a2", 2, 7, role="POS", half=2),  # a position change: right field to left
    sub(1, "d1", 3, 3, "a3", "DEF", half=0),
    sub(1, "p2", 9, 1, "p1", "P", half=0),
    sub(1, "pr1", 9, 12, "p2", "PR", half=1),
    sub(1, "p3", 9, 1, "pr1", "P", half=0),
)


def test_substitutes_follow_the_player_they_replaced_with_every_position_played():
    order = batting_order(HOME, HOME_SUBS).collect()
    assert_frame_equal(order.select("slot", "order", "player_id", "pos"), pl.DataFrame({
        "slot": [1, 1, 2, 3, 3, 9, 9, 9, 9],
        "order": [0, 1, 0, 0, 1, 0, 1, 2, 3],
        "player_id": ["a1", "ph1", "a2", "a3", "d1", "p1", "p2", "pr1", "p3"],
        "pos": ["cf", "ph-cf", "rf-lf", "1b", "1b", "p", "p", "pr", "p"],
    }))
    assert order["entered"].to_list() == [0, 1, 0, 0, 4, 0, 5, 6, 7]


def test_with_the_dh_the_pitcher_does_not_bat_and_a_pinch_hitter_becomes_the_dh():
    away = lineups((0, 1, "dh1", 10), (0, 2, "c1", 2), (0, 0, "sp", 1))
    rows = plays(sub(0, "phd", 1, 11, "dh1", "PH"),
                 sub(0, "rp", 0, 1, "sp", "P", half=1),
                 sub(0, "run", 2, 12, "", "RUNNER"))  # the extra-innings runner is no sub
    order = batting_order(away, rows).collect()
    assert order.select("slot", "player_id", "pos").rows() == [
        (1, "dh1", "dh"), (1, "phd", "ph-dh"), (2, "c1", "c")]


def test_a_restated_position_is_one_stint():
    rows = plays(sub(1, "a1", 1, 8, role="POS"), sub(1, "a1", 1, 9, role="POS"),
                 sub(1, "a1", 1, 8, role="POS"))
    assert batting_order(HOME, rows).collect().row(0, named=True)["pos"] == "cf-rf-cf"


def test_batting_lines_are_joined_to_the_order_and_named():
    rows = plays(out("a1", "x", half=1), sub(1, "ph1", 1, 11, "a1", "PH", half=1),
                 out("ph1", "x", half=1, seq=5))
    lines = box_scores(frames(rows, lineups_frame=HOME, players={"a1": "Al One"})).batting
    assert lines.filter(pl.col("side") == 1).select(
        "slot", "player_id", "name", "pos", "AB").collect().rows() == [
        (1, "a1", "One A", "cf", 1), (1, "ph1", "ph1", "ph", 1), (2, "a2", "a2", "rf", 0),
        (3, "a3", "a3", "1b", 0), (9, "p1", "p1", "p", 0)]


def test_names_are_written_surname_first():
    names = pl.Series(["Jeff Mathis", "John Ryan Murphy", "Jose De Leon", "Travis d'Arnaud",
                       "Vladimir Guerrero Jr.", "J.B. Shuck", "Ichiro", "疾風 亮", "王 貞治"])
    assert pl.select(box_name(pl.lit(names))).to_series().to_list() == [
        "Mathis J", "Murphy J", "De Leon J", "d'Arnaud T", "Guerrero Jr. V", "Shuck J", "Ichiro",
        "疾風 亮", "王 貞治"]  # family name first already
