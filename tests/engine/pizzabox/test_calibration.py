"""The house-default decks are calibrated (rules/pizza_box.md §2.2): with the rules file's default
strategy mix (the hitter SWINGs half the time, the pitcher shows a BALL 60% of the time he can),
10,000 A-Ball games give 4.0-5.0 runs a team per nine innings and an OBP of .280-.320. The
seeds are fixed, so the figures are the same on every run (about 4.2 runs and .293)."""

from __future__ import annotations

from tests.engine.pizzabox.calibration import season


def test_a_ball_with_the_default_mix_scores_like_baseball():
    totals = season("A", 10_000)
    assert totals.games == 10_000
    assert 4.0 <= totals.runs_per_nine <= 5.0, totals.runs_per_nine
    assert 0.280 <= totals.obp <= 0.320, totals.obp
