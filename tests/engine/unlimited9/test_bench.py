"""The Unlimited Nine benchmark keeps working: a few games of each mode, the minimal duel loop
beside them, and the minimal loop a game of three innings that scores like one."""

import random

from engine.systems.unlimited9.card_file import house_set
from tests.bench import unlimited9


def test_the_benchmark_runs_both_modes_beside_the_minimal_loop(capsys):
    unlimited9.main(["--games", "2"])
    out = capsys.readouterr().out
    assert "minimal duel loop" in out and "engine, basic" in out and "engine, standard" in out
    assert out.count("the minimal loop's time") == 2


def test_the_minimal_loop_plays_a_game_of_runs():
    runs = [unlimited9.minimal_game(random.Random(seed), house_set()) for seed in range(200)]
    assert 0.5 <= sum(runs) / (2 * len(runs)) <= 6
