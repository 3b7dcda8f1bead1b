"""`scorebook follow GAME` in a process of its own, its output read line by line as it comes:
for the tests of following (tests/cli/test_follow.py, tests/tui/test_viewer.py) and the soak's
followers (tests/bench/soak.py).

Nothing here waits for a length of time: each wait is for a line, or for the process to end,
and `LIMIT` only says it never came."""

from __future__ import annotations

import queue
import signal
import subprocess
import sys
import threading

from tests.command_line import ROOT

#: Seconds the follower may take to print a line (or end) before the caller is told it never did.
LIMIT = 60


class Follower:
    """`scorebook --db URL follow GAME` in its own process; its output read line by line."""

    def __init__(self, url: str, game: str):
        self.game = game
        self.process = subprocess.Popen(
            [sys.executable, "-m", "scorebook", "--db", url, "follow", game], cwd=ROOT,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, encoding="utf-8")
        self.lines: list[str] = []
        self._queue: queue.Queue[str | None] = queue.Queue()
        self._over = False
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.process.stdout:
            self._queue.put(line.rstrip("\n"))
        self._queue.put(None)

    def _next(self, waiting_for: str) -> str | None:
        """The next line printed, kept in `lines`; None once the output has ended."""
        if self._over:
            return None
        try:
            line = self._queue.get(timeout=LIMIT)
        except queue.Empty:
            raise AssertionError(f"the follower of {self.game} never printed {waiting_for}: "
                                 f"{self.lines[-5:]}") from None
        if line is None:
            self._over = True
        else:
            self.lines.append(line)
        return line

    def expect(self, text: str) -> str:
        """The next line that holds `text` (the lines before it are kept too)."""
        while True:
            line = self._next(repr(text))
            if line is None:
                raise AssertionError(f"the follower ended before printing {text!r}: "
                                     f"{self.lines} {self.process.stderr.read()}")
            if text in line:
                return line

    def read_up_to(self, count: int) -> list[str]:
        """The lines printed, once there are `count` of them or the output has ended."""
        while len(self.lines) < count and self._next(f"{count} lines") is not None:
            pass
        return self.lines

    def ended(self) -> tuple[int, str]:
        """Its exit status and what it said on stderr, once it has ended by itself."""
        code = self.process.wait(timeout=LIMIT)
        return code, self.process.stderr.read()

    def stop(self) -> tuple[int, str]:
        """Stopped as a person stops it (ctrl+c): its exit status and what it said on stderr."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
        return self.ended()
