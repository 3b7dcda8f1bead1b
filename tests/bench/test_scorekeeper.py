"""The benchmark's scorekeeper types plausible, complete games, the same for the same seed."""

from __future__ import annotations

import statistics

from engine.core import box_score_proof
from tests.bench.league import clubs, schedule, score_game

SEED = 11


def season_start(games: int):
    return [score_game(SEED, g) for g in schedule(SEED, clubs(SEED), days=games // 15 + 1)[:games]]


def test_the_games_are_complete_and_plausible():
    games = season_start(60)
    for game in games:
        state = game.session.game
        assert state.final and state.inning >= 9, game.scheduled.key
        for proof in box_score_proof(game.session.records, game.setup):
            assert proof.balances, f"{game.scheduled.key}: {proof.explain()}"
    runs = [r for game in games for r in game.session.game.score]
    assert 3.5 <= statistics.mean(runs) <= 6.0  # the majors: about 4.5 a team
    lines = [a.value for game in games for a in game.answers]
    typed = " ".join(lines)
    for sign in ("/GDP", "/SF", "SB2", "CS2", "HR/", "D7", "E6", "sub ", " K", "x S"):
        assert sign in typed, f"no {sign!r} typed in 60 games"
    assert any(line.isalpha() and line.islower() for line in lines), "no pitches-only line"
    pitches = sum(r.kind == "pitch" for game in games for r in game.session.records)
    appearances = sum(r.batter_event for game in games for r in game.session.records)
    assert 3.3 <= pitches / appearances <= 4.3  # about 3.9 pitches a plate appearance


def test_the_same_seed_types_the_same_game():
    game = schedule(SEED, clubs(SEED), days=1)[0]
    first, second = score_game(SEED, game), score_game(SEED, game)
    assert [a.value for a in first.answers] == [a.value for a in second.answers]
    assert [a.value for a in score_game(SEED + 1, game).answers] != \
        [a.value for a in first.answers]
