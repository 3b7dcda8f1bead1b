"""Replay is deterministic: the same answers always give the same rows and the same game.

Undo, edit and `db rebuild` all rest on this (engine.systems.session.replay): the real games
in tests/data/games are replayed twice in this process and once in other processes with other
hash seeds, and must agree row for row. How the scorekeeper splits a plate appearance across
entry lines — `bcx S8/L` at once, or `bcx` then `S8/L` — must not change any row either.
"""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from engine.core.entry import is_pitch_run
from engine.core.script import parse_script
from engine.systems import get_system
from engine.systems.session import replay

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "tests" / "data" / "games"
GAME_IDS = sorted(path.stem for path in GAMES.glob("*.txt"))
PLAIN = get_system("plain")


def load(game_id: str):
    script = parse_script((GAMES / f"{game_id}.txt").read_text(encoding="utf-8"))
    return script.setup, [line for _, line in script.lines]


def replayed(setup, lines):
    """The final game and every answer's rows, grouped by answer."""
    session, answers = replay(PLAIN, setup, {}, lines)
    return session.game, tuple(answered.records for answered in answers)


def flat(grouped):
    return [record for records in grouped for record in records]


def split_in_play(lines):
    """Each `pitches play` line whose pitches end with the ball in play, as two lines; the
    other lines as they are (their pitches may finish the appearance on their own)."""
    out = []
    for line in lines:
        words = line.split(None, 1)
        if len(words) == 2 and is_pitch_run(words[0]) and words[0].endswith("x"):
            out += words
        else:
            out.append(line)
    return out


def test_the_games_are_there():
    assert len(GAME_IDS) >= 4


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_replaying_twice_gives_the_same_rows_and_game(game_id):
    setup, lines = load(game_id)
    game, grouped = replayed(setup, lines)
    assert game.final and len(grouped) == len(lines)
    other_game, other_grouped = replayed(setup, lines)
    assert other_grouped == grouped
    assert other_game == game
    # TeamState.names is left out of GameState equality (compare=False), so compare it here
    assert [team.names for team in other_game.teams] == [team.names for team in game.teams]


def test_another_game_in_between_changes_nothing():
    """No state leaks from one replay into the next (caches, module globals)."""
    first, second = (load(game_id) for game_id in GAME_IDS[:2])
    before = replayed(*first)
    replayed(*second)
    assert replayed(*first) == before


@pytest.mark.parametrize("hash_seed", ["0", "4242"])
def test_another_process_gives_the_same_rows_and_game(hash_seed):
    """Set and dict orders differ between processes; the rows must not."""
    probe = ("import pickle, sys\n"
             "from tests.engine.test_determinism import GAME_IDS, load, replayed\n"
             "sys.stdout.buffer.write(pickle.dumps([replayed(*load(g)) for g in GAME_IDS]))\n")
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True,
                          timeout=120, env={**os.environ, "PYTHONHASHSEED": hash_seed})
    assert done.returncode == 0, done.stderr.decode()
    assert pickle.loads(done.stdout) == [replayed(*load(game_id)) for game_id in GAME_IDS]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_splitting_pitches_from_the_play_changes_no_row(game_id):
    setup, lines = load(game_id)
    split = split_in_play(lines)
    assert len(split) > len(lines) + 20  # most plate appearances end in play
    game, grouped = replayed(setup, lines)
    split_game, split_grouped = replayed(setup, split)
    assert split_grouped != grouped  # the pitch rows are grouped differently …
    plays = [r for r in flat(grouped) if r.kind != "pitch"]
    assert [r for r in flat(split_grouped) if r.kind != "pitch"] == plays
    assert flat(split_grouped) == flat(grouped)  # … but they are the same rows
    assert split_game == game


def test_bcx_then_s8_is_bcx_s8():
    setup, _ = load(GAME_IDS[0])
    game, (together,) = replayed(setup, ["bcx S8"])
    split_game, (pitches, play) = replayed(setup, ["bcx", "S8"])
    assert [(r.kind, r.pitch) for r in pitches] == [("pitch", "B"), ("pitch", "C"), ("pitch", "X")]
    assert [(r.kind, r.text, r.pitches, r.hit_value) for r in play] == [("play", "S8", "BCX", 1)]
    assert [*pitches, *play] == list(together)
    assert split_game == game
    assert game.bases[0] is not None and game.bases[0].player == setup.away.lineup[0].player
