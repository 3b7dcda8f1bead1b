"""Undo, redo and edit over whole recorded games: the real 2019 games in tests/data/games,
recorded input by input as at the table, then taken apart and put back together.

Each round trip must end exactly where it started — every plays row, every column, and the
games row — and nothing typed is ever lost: undone and edited inputs stay in `game_inputs`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from db.recording import InputNoLongerFits, create_game, edit, record, redo, undo
from engine.core.script import Script, parse_script
from tests.db.rows import everything, fresh_plays, plays_rows, table

GAMES = Path(__file__).parents[1] / "data" / "games"


@dataclass(frozen=True)
class RoundTrip:
    """A game, an early edit that keeps every later input fitting, and one that breaks one."""

    game: str
    edit_seq: int
    edit_from: str
    edit_to: str
    break_seq: int
    break_to: str
    broken_seq: int  # the first later input the breaking edit leaves without a place
    why: str


CASES = [
    RoundTrip("CIN201906150",
              # one more ball in the count: one more pitch row, every later row moves down one
              edit_seq=3, edit_from="fbcf111x 53/G.3-H(UR);1-2",
              edit_to="bfbcf111x 53/G.3-H(UR);1-2",
              # the single becomes a home run: the next line sends home a runner from third
              # who is no longer there
              break_seq=2, break_to="bsbx HR/8/F.1-H", broken_seq=3,
              why="home run empties the bases"),
    RoundTrip("TBA201908180",
              # a fly out to left instead of centre: same outs, same runners
              edit_seq=5, edit_from="ffx 8/F", edit_to="ffx 7/F",
              # the single becomes an out, so the next line is the third out and the line
              # after it moves a runner from first in an inning that has not got one
              break_seq=4, break_to="bssfx 63/G", broken_seq=6,
              why="third out comes earlier"),
]


def load(game: str) -> tuple[Script, list[str]]:
    script = parse_script((GAMES / f"{game}.txt").read_text(encoding="utf-8"))
    return script, [line for _, line in script.lines]


@pytest.fixture(params=CASES, ids=lambda case: case.game)
def recorded(request, engine):
    """The case, its script's lines and the game's starting games row, with the whole game
    recorded input by input."""
    case = request.param
    script, lines = load(case.game)
    assert lines[case.edit_seq - 1] == case.edit_from  # the case still describes the script
    create_game(engine, case.game, "plain", script.setup, date=script.info.get("date"))
    (start,) = table(engine, "games")
    for line in lines:
        record(engine, case.game, line)
    assert plays_rows(engine) == fresh_plays(script.setup, lines, game_id=start["id"])
    (final,) = table(engine, "games")
    assert final["status"] == "final"
    return case, script, lines, start


def inputs_by_seq(engine):
    return table(engine, "game_inputs", order_by=("seq", "id"))


def without_seq(rows):
    return [{name: value for name, value in row.items() if name != "seq"} for row in rows]


def test_undo_every_input_then_redo_every_input(engine, recorded):
    case, _, lines, start = recorded
    before = everything(engine)

    for n in range(len(lines), 0, -1):
        assert undo(engine, case.game).seq == n
    assert plays_rows(engine) == []
    assert table(engine, "games") == [{**start, "undone": len(lines)}]
    inputs = inputs_by_seq(engine)
    assert [(i["seq"], i["value"], i["retracted"], i["retracted_reason"]) for i in inputs] == \
        [(n, line, True, "undo") for n, line in enumerate(lines, start=1)]

    for line in lines:
        assert redo(engine, case.game).value == line
    # redo brings back the same input rows, so the whole database is as it was
    assert everything(engine) == before


def test_edit_an_early_input_then_edit_it_back(engine, recorded):
    case, script, lines, start = recorded
    plays, games = plays_rows(engine), table(engine, "games")
    seq = case.edit_seq

    edit(engine, case.game, seq, case.edit_to)
    edited = [*lines[:seq - 1], case.edit_to, *lines[seq:]]
    after = plays_rows(engine)
    assert after == fresh_plays(script.setup, edited, game_id=start["id"])
    assert after != plays
    # the inputs before the edit keep their rows untouched; every later input's rows are
    # written again, the same plays in the same order, moved by however many rows the edited
    # input gained or lost
    shift = (sum(r["input_seq"] == seq for r in after)
             - sum(r["input_seq"] == seq for r in plays))
    assert [r for r in after if r["input_seq"] < seq] == [r for r in plays if r["input_seq"] < seq]
    later_now = [r for r in after if r["input_seq"] > seq]
    later_before = [r for r in plays if r["input_seq"] > seq]
    assert without_seq(later_now) == without_seq(later_before)
    assert [r["seq"] for r in later_now] == [r["seq"] + shift for r in later_before]
    assert table(engine, "games") == games
    versions = [(i["value"], i["retracted"], i["retracted_reason"])
                for i in inputs_by_seq(engine) if i["seq"] == seq]
    assert versions == [(case.edit_from, True, "edited"), (case.edit_to, False, None)]
    assert [i["value"] for i in inputs_by_seq(engine) if not i["retracted"]] == edited

    edit(engine, case.game, seq, case.edit_from)
    assert plays_rows(engine) == plays
    assert table(engine, "games") == games
    versions = [(i["value"], i["retracted"], i["retracted_reason"])
                for i in inputs_by_seq(engine) if i["seq"] == seq]
    assert versions == [(case.edit_from, True, "edited"), (case.edit_to, True, "edited"),
                        (case.edit_from, False, None)]
    assert [i["value"] for i in inputs_by_seq(engine) if not i["retracted"]] == lines


def test_an_edit_a_later_input_cannot_follow_is_refused(engine, recorded):
    case, _, lines, _ = recorded
    before = everything(engine)
    broken = lines[case.broken_seq - 1]
    with pytest.raises(InputNoLongerFits) as refused:
        edit(engine, case.game, case.break_seq, case.break_to)
    message = str(refused.value)
    assert re.match(rf"Input {case.broken_seq} \('{re.escape(broken)}'\) no longer fits after "
                    r"the edit: \S", message), f"{case.why}: {message}"
    assert "\n" not in message
    assert everything(engine) == before
