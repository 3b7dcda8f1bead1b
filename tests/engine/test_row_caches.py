"""The rows' shared columns are made once and reused (engine.core.apply's last situation,
engine.core.play_columns): whatever was made before, a row says what its own state and play
say."""

from __future__ import annotations

from engine.core.apply import new_game, step
from engine.core.events import Advance, EventType, Pitch, Play
from engine.core.frozen import replace
from engine.core.play_columns import play_columns
from engine.core.state import Runner, new_runner
from tests.engine.scoring_helpers import Scored, setup


def test_a_row_is_its_own_games_whichever_game_stepped_before():
    one, other = Scored()("S8", "b", "c"), Scored()("K", "K")
    rows = []
    for game in (one.game, other.game, one.game, one.game):
        game, (row,) = step(game, Pitch("B"))
        rows.append(row)
    assert [(r.batter, r.outs, r.balls, r.strikes, r.runner1) for r in rows] == [
        ("A2", 0, 1, 1, "A1"), ("A3", 2, 0, 0, ""), ("A2", 0, 1, 1, "A1"),
        ("A2", 0, 1, 1, "A1")]


def test_the_count_is_each_pitchs_own_when_nothing_else_changes():
    game = new_game(setup())
    counts = []
    for code in "BCFB":
        game, (row,) = step(game, Pitch(code))
        counts.append((row.balls, row.strikes))
    assert counts == [(0, 0), (1, 0), (1, 1), (1, 2)]


def test_a_changed_state_with_the_same_parts_gives_its_own_outs():
    game = Scored()("S8").game
    _, (row,) = step(game, Pitch("B"))
    _, (again,) = step(replace(game, outs=2), Pitch("B"))
    assert (row.outs, again.outs, again.outs_after) == (0, 2, 2)


def test_a_plays_own_columns_are_made_once_and_equal_plays_have_equal_ones():
    play = Play(EventType.SINGLE, "S8/G", (Advance("B", "1"),), batted_ball="G", location="8")
    twin = Play(EventType.SINGLE, "S8/G", (Advance("B", "1"),), batted_ball="G", location="8")
    assert play_columns(play) is play_columns(play)
    assert play_columns(twin) == play_columns(play)
    assert play_columns(play)["hit_value"] == 1 and play_columns(play)["at_bat"] is True


def test_a_runner_made_the_fast_way_is_the_runner_the_class_makes():
    for earned in (True, False):
        fast, made = new_runner("ab001", "p001", earned), Runner("ab001", "p001", earned)
        assert fast == made and fast.__dict__ == made.__dict__ and hash(fast) == hash(made)
