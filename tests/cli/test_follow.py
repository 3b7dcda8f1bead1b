"""`scorebook follow GAME` in its own process while the test records the game (issue 21 item 3):
every play line in order as it is stored, an undo and an edit said and corrected, the end of the
game ending the command; an unknown game one sentence; ctrl+c quiet. On SQLite and, under
tests/with-postgres, PostgreSQL (LISTEN/NOTIFY).

No test waits for a length of time: each reads the follower's output until the line it expects
arrives (a generous time limit only says it never did)."""

from __future__ import annotations

import signal
from dataclasses import replace

import pytest

from db.recording import create_game, edit, record, undo
from engine.core.setup import GameSetup, Ruleset
from tests.db.conftest import team
from tests.following import Follower

@pytest.fixture
def short_game(engine):
    """AAA at BBB, one inning, no extra innings: six outs and it is over."""
    setup = GameSetup(away=team("AAA", "a"), home=team("BBB", "b"),
                      rules=Ruleset(innings=1, extra_innings=False, ties_allowed=True))
    create_game(engine, "g1", "plain", setup, date="2026-05-01")
    return "g1"


def test_follow_prints_each_play_undo_and_edit_and_ends_with_the_game(engine, db_url,
                                                                       short_game):
    record(engine, "g1", "S8")  # recorded before the follower starts: printed first
    follower = Follower(db_url, "g1")
    follower.expect("AAA at BBB (game g1)")
    follower.expect("Single")
    record(engine, "g1", "K")
    follower.expect("Strikeout, 1 out")
    record(engine, "g1", "D7")
    follower.expect("Double")
    undo(engine, "g1")
    follower.expect("Undone elsewhere: input 3 ('D7').")
    record(engine, "g1", "63")
    follower.expect("Ground out, 2 outs")
    edit(engine, "g1", 2, "W")  # the strikeout was a walk: the lines after it read again
    follower.expect("Edited elsewhere: input 2 is now 'W' (was 'K')")
    follower.expect("Ground out, 1 out")
    for line in ("K", "K", "K", "K", "K"):
        record(engine, "g1", line)
    follower.expect("End of the bottom of the 1st")
    assert follower.ended() == (0, "")
    assert follower.lines == [
        "AAA at BBB (game g1), as it is recorded:",
        " ▲1  A Player 1     S8         Single",
        " ▲1  A Player 2     K          Strikeout, 1 out",
        " ▲1  A Player 3     D7         Double; A Player 1 to 3rd",
        "Undone elsewhere: input 3 ('D7').",
        " ▲1  A Player 3     63         Ground out, 2 outs",
        "Edited elsewhere: input 2 is now 'W' (was 'K'); the log from there now reads:",
        " ▲1  A Player 2     W          Walk; A Player 1 to 2nd",
        " ▲1  A Player 3     63         Ground out, 1 out",
        " ▲1  A Player 4     K          Strikeout, 2 outs",
        " ▲1  A Player 5     K          Strikeout, side retired",
        " ▲1  End of the top of the 1st: 0 R, 1 H, 0 E, 2 LOB — AAA 0, BBB 0",
        " ▼1  B Player 1     K          Strikeout, 1 out",
        " ▼1  B Player 2     K          Strikeout, 2 outs",
        " ▼1  B Player 3     K          Strikeout, side retired",
        " ▼1  End of the bottom of the 1st: 0 R, 0 H, 0 E, 0 LOB — AAA 0, BBB 0",
    ]


def test_a_finished_game_is_printed_whole_and_the_command_ends(engine, db_url,
                                                              short_game):
    for line in ("K",) * 6:
        record(engine, "g1", line)
    follower = Follower(db_url, "g1")
    follower.expect("End of the bottom of the 1st")
    assert follower.ended() == (0, "")
    assert len(follower.lines) == 1 + 6 + 2


def test_ctrl_c_stops_following_quietly(engine, db_url, short_game):
    follower = Follower(db_url, "g1")
    follower.expect("AAA at BBB (game g1)")
    follower.process.send_signal(signal.SIGINT)
    assert follower.ended() == (130, "")


def test_an_unknown_game_is_one_sentence(engine, db_url):
    follower = Follower(db_url, "nope")
    code, said = follower.ended()
    assert (code, said) == (1, "There is no game 'nope'.\n")


def test_a_second_player_of_the_same_name_does_not_rewrite_what_was_printed(engine, db_url):
    """A runner is said by his last name while nobody else in the game has it; a pinch hitter
    of the same last name coming in later makes the lines after it say both in full, and leaves
    those printed before as they were — the follower used to see them change, and said "Edited
    elsewhere" of the substitution and printed the log again (found by the soak:
    tests/bench/soak.py). What it prints live is what a follower of the finished game prints."""
    lee = team("AAA", "a")
    lee = replace(lee, lineup=(replace(lee.lineup[0], name="Tom Lee"), *lee.lineup[1:]))
    setup = GameSetup(away=lee, home=team("BBB", "b"),
                      rules=Ruleset(innings=1, extra_innings=False, ties_allowed=True))
    create_game(engine, "g1", "plain", setup, date="2026-05-01")
    live = Follower(db_url, "g1")
    live.expect("AAA at BBB (game g1)")
    record(engine, "g1", "S8")
    record(engine, "g1", "SB2")
    live.expect("Lee to 2nd")
    record(engine, "g1", 'sub ph1 "Bo Lee" away 2 PH')
    live.expect("Bo Lee")
    for line in ("S8.2-H", "K", "K", "K", "K", "K", "K"):
        record(engine, "g1", line)
    live.expect("End of the bottom of the 1st")
    assert live.ended() == (0, "")
    afterwards = Follower(db_url, "g1")
    afterwards.expect("End of the bottom of the 1st")
    assert afterwards.ended() == (0, "")
    assert live.lines == afterwards.lines
    assert not [line for line in live.lines if "elsewhere" in line]
    assert live.lines[2:5] == [
        " ▲1  A Player 2     SB2        Stolen base: Lee to 2nd",
        " ▲1                            Bo Lee pinch hits for A Player 2 (PH)",
        " ▲1  Bo Lee         S8.2-H     Single; Tom Lee scores",
    ]
