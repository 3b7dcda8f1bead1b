"""`scorebook follow GAME` in its own process while the test records the game (issue 21 item 3):
every play line in order as it is stored, an undo and an edit said and corrected, the end of the
game ending the command; an unknown game one sentence; ctrl+c quiet. On SQLite and, under
tests/with-postgres, PostgreSQL (LISTEN/NOTIFY).

No test waits for a length of time: each reads the follower's output until the line it expects
arrives (a generous time limit only says it never did)."""

from __future__ import annotations

import queue
import signal
import subprocess
import sys
import threading

import pytest

from db.recording import create_game, edit, record, undo
from engine.core.setup import GameSetup, Ruleset
from tests.command_line import ROOT
from tests.db.conftest import team

#: Seconds the follower may take to print a line before the test says it never did.
LIMIT = 60


class Follower:
    """`scorebook --db URL follow GAME` in its own process; its output read line by line."""

    def __init__(self, url: str, game: str):
        self.process = subprocess.Popen(
            [sys.executable, "-m", "scorebook", "--db", url, "follow", game], cwd=ROOT,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, encoding="utf-8")
        self.lines: list[str] = []
        self._queue: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.process.stdout:
            self._queue.put(line.rstrip("\n"))
        self._queue.put(None)

    def expect(self, text: str) -> str:
        """The next line that holds `text` (the lines before it are kept too)."""
        while True:
            try:
                line = self._queue.get(timeout=LIMIT)
            except queue.Empty:
                raise AssertionError(f"the follower never printed {text!r}: {self.lines}")
            if line is None:
                raise AssertionError(f"the follower ended before printing {text!r}: "
                                     f"{self.lines} {self.process.stderr.read()}")
            self.lines.append(line)
            if text in line:
                return line

    def ended(self) -> tuple[int, str]:
        """Its exit status and what it said on stderr, once it has ended by itself."""
        code = self.process.wait(timeout=LIMIT)
        return code, self.process.stderr.read()


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
