"""Every play of the 2019 Retrosheet season through `parse_play`, checked against the season.

Chadwick's way of trusting a parser: read a whole season and compare with reference output.
Beyond "every play parses", the outs the plays imply must make every finished half-inning
exactly three, and the runs, hits and errors must match the published line scores.
Set SCOREBOOK_RETROSHEET to use another copy of the data.
"""

from __future__ import annotations

import csv
import os
from collections import Counter
from functools import lru_cache
from pathlib import Path

import pytest

from engine.core.errors import EntryError
from engine.core.events import BATTER_EVENTS, HIT_VALUE, Play
from engine.core.notation import parse_pitches, parse_play

DATA = Path(os.environ.get("SCOREBOOK_RETROSHEET", "/work/shared/data/retrosheet-2019"))
#: The one pitch string in the 2019 files with a character that is not a pitch code.
KNOWN_BAD_PITCHES = {"a.CBBFBX"}

pytestmark = pytest.mark.skipif(not (DATA / "events").is_dir(),
                                reason=f"no Retrosheet data at {DATA}")


@lru_cache(maxsize=1)
def season() -> dict[str, list[tuple[int, int, str, str]]]:
    """game id -> its plays as (inning, batting team, pitches, play), in order."""
    games: dict[str, list[tuple[int, int, str, str]]] = {}
    for path in sorted((DATA / "events").glob("*.EV?")):
        game: list[tuple[int, int, str, str]] = []
        for line in path.read_text(encoding="latin-1").splitlines():
            fields = line.split(",")
            if fields[0] == "id":
                game = games.setdefault(fields[1], [])
            elif fields[0] == "play":
                game.append((int(fields[1]), int(fields[2]), fields[5], fields[6]))
    return games


@lru_cache(maxsize=1)
def reading() -> tuple[dict[str, list[tuple[int, int, Play]]], tuple[str, ...]]:
    """Every game's plays parsed, and the plays that could not be (as "text: message")."""
    games: dict[str, list[tuple[int, int, Play]]] = {}
    failures = []
    for gid, plays in season().items():
        games[gid] = []
        for inning, half, _, text in plays:
            try:
                games[gid].append((inning, half, parse_play(text, fill_defaults=False)))
            except EntryError as error:
                failures.append(f"{text}: {error}")
    return games, tuple(failures)


def parsed() -> dict[str, list[tuple[int, int, Play]]]:
    games, failures = reading()
    if failures:
        pytest.skip("some plays do not parse: see test_every_play_of_the_season_parses")
    return games


def test_every_play_of_the_season_parses():
    assert sum(len(p) for p in season().values()) > 200_000
    assert reading()[1] == ()


def test_each_play_is_sound():
    for plays in parsed().values():
        for _, _, play in plays:
            starts = [a.start for a in play.advances]
            assert len(starts) == len(set(starts)), play.text
            assert 0 <= sum(a.out for a in play.advances) <= 3, play.text
            assert ("B" in starts) == (play.event_type in BATTER_EVENTS), play.text
            assert len(play.putouts) <= 3, play.text
            assert all(1 <= f <= 9 for f in play.putouts + play.assists + play.errors), play.text


def test_every_finished_half_inning_has_three_outs():
    wrong = []
    for gid, plays in parsed().items():
        outs: Counter = Counter()
        for inning, half, play in plays:
            outs[inning, half] += sum(a.out for a in play.advances)
        halves = list(outs)
        wrong += [(gid, h, outs[h]) for h in halves[:-1] if outs[h] != 3]
        assert outs[halves[-1]] <= 3
    assert wrong == []


def test_runs_hits_and_errors_match_the_line_scores():
    expected = list(csv.DictReader((DATA / "expected" / "linescores.csv").open()))
    totals: dict[tuple[str, int], Counter] = {}
    for gid, plays in parsed().items():
        for inning, half, play in plays:
            batting = totals.setdefault((gid, half), Counter())
            fielding = totals.setdefault((gid, 1 - half), Counter())
            batting["R"] += sum(a.scores for a in play.advances)
            batting["H"] += play.event_type in HIT_VALUE
            fielding["E"] += len(play.errors)
    assert len(expected) > 4000
    wrong = []
    for row in expected:
        got = totals[row["game_id"], 0 if row["side"] == "away" else 1]
        want = {k: int(row[k]) for k in ("R", "H", "E")}
        if {k: got[k] for k in want} != want:
            wrong.append((row["game_id"], row["side"], dict(got), want))
    assert wrong == []


def test_every_pitch_string_parses_but_the_known_typo():
    bad = set()
    for plays in season().values():
        for _, _, pitches, _ in plays:
            try:
                parse_pitches(pitches)
            except EntryError:
                bad.add(pitches)
    assert bad == KNOWN_BAD_PITCHES
