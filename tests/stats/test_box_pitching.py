"""The pitching lines of a box score on literal frames: innings pitched, order of
appearance, decisions, the "pitched to N batters" footnote and inherited runners."""

from __future__ import annotations

import polars as pl
from polars.testing import assert_frame_equal

from stats.box.scores import box_scores
from stats.box.dicts import box_dicts
from stats.box.pitching import inherited_runners, pitched_to, pitchers_in_order
from stats.box.text import box_text
from tests.stats.box_rows import at_bat, frames, games, lineups, out, play, plays, sub

LINEUPS = lineups((0, 9, "v", 1), (1, 9, "s", 1))


def walk(batter: str, pitcher: str, inning: int, charged: str | None = None) -> dict:
    return play(batter=batter, pitcher=pitcher, charged_batter=batter,
                charged_pitcher=charged or pitcher, inning=inning, batter_event=True,
                event_type=14)


def test_innings_pitched_are_written_with_thirds():
    rows = plays(play(pitcher="s", outs_on_play=19), sub(1, "r1", 9, 1, "s", "P", seq=50),
                 play(pitcher="r1", outs_on_play=20, seq=51),
                 sub(1, "r2", 9, 1, "r1", "P", seq=60), play(pitcher="r2", outs_on_play=3, seq=61),
                 sub(1, "r3", 9, 1, "r2", "P", seq=70))
    lines = box_scores(frames(rows, lineups_frame=LINEUPS)).pitching.filter(pl.col("side") == 1)
    assert lines.select("player_id", "IP").collect().rows() == [
        ("s", "6.1"), ("r1", "6.2"), ("r2", "1.0"), ("r3", "0.0")]


def test_pitchers_in_order_of_appearance_even_one_who_never_threw():
    rows = plays(out("b1", "s"), sub(1, "r1", 9, 1, "s", "P"), sub(1, "r2", 9, 1, "r1", "P"),
                 out("b2", "r2"), play(half=1, pitcher="v", outs_on_play=1))
    order = pitchers_in_order(LINEUPS, rows).collect()
    assert_frame_equal(order, pl.DataFrame({
        "game_id": [1, 1, 1, 1], "side": [0, 1, 1, 1], "player_id": ["v", "s", "r1", "r2"],
        "entered": [0, 0, 2, 3], "order": [1, 1, 2, 3]}))


def test_decisions_come_from_the_game():
    rows = plays(out("b1", "s"), sub(1, "r1", 9, 1, "s", "P"), out("b2", "r1"),
                 play(half=1, pitcher="v", outs_on_play=1))
    game = games({"winner": "s", "loser": "v", "save": "r1"})
    lines = box_scores(frames(rows, game, LINEUPS)).pitching.collect()
    assert lines.select("player_id", "decision").rows() == [("v", "L"), ("s", "W"), ("r1", "S")]


def test_a_pitcher_taken_out_before_getting_anyone_out_in_an_inning_gets_a_footnote():
    rows = plays(
        out("b1", "s", inning=4), out("b2", "s", inning=4), out("b3", "s", inning=4),
        at_bat("b4", "s", inning=5, hit_value=1), walk("b5", "s", 5),
        sub(1, "r1", 9, 1, "s", "P", inning=5),
        # The reliever came in at 3-1: the walk is the starter's (Rule 9.16(h)), but the
        # reliever finished it, so it is not one of the batters the starter pitched to.
        walk("b6", "r1", 5, charged="s"),
        out("b7", "r1", inning=5),
        sub(1, "r2", 9, 1, "r1", "P", inning=5),
        at_bat("b8", "r2", inning=5, hit_value=1),  # the last pitcher: no footnote
    )
    order = pitchers_in_order(LINEUPS, rows)
    assert_frame_equal(pitched_to(rows, order).collect(), pl.DataFrame(
        {"game_id": [1], "side": [1], "player_id": ["s"], "pitched_to": [2],
         "pitched_to_inning": [5]}))
    box = next(box_dicts(box_scores(frames(rows, lineups_frame=LINEUPS,
                                           players={"s": "Sam Starter"}))))
    text = box_text(box)
    assert "Starter S*" in text
    assert "  * Pitched to 2 batters in 5th" in text.splitlines()


def test_inherited_runners_and_how_many_scored():
    rows = plays(
        sub(1, "r1", 9, 1, "s", "P", pitcher="s", runner1="x1", runner2="x2"),
        out("b1", "r1", scorers="x2:s:4", runs=1),
        sub(0, "pr", 5, 12, "x1", "PR"),
        out("b2", "r1", scorers="pr:s:4", runs=1),
        # A pitcher brought in while his team bats inherits nobody.
        sub(0, "r9", 9, 1, "v", "P", half=0, pitcher="s", runner1="b2"),
        # Runners who scored before he came in are not his.
        play(inning=2, scorers="y1:r1:4", runs=1, pitcher="r1"),
        sub(1, "r2", 9, 1, "r1", "P", inning=2, pitcher="r1", runner3="y2"),
        out("b3", "r2", inning=2, outs_on_play=3, end_of_half=True),
    )
    assert_frame_equal(inherited_runners(rows).collect(), pl.DataFrame(
        {"game_id": [1, 1], "side": [1, 1], "player_id": ["r1", "r2"], "inherited": [2, 1],
         "scored": [2, 0], "entered": [1, 7]}))
