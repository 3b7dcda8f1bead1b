"""End to end in a real terminal: tmux runs `scorebook` on a temporary database, keys typed at
the game screen record pitches, the pane shows them and the database has them."""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

from db.engine import make_engine
from db.migrate import upgrade
from db.recording import create_game
from db.replay import game_state
from tests.db.conftest import team
from engine.core.setup import GameSetup
from scorebook.table_play import TableGame

SCOREBOOK = Path(sys.executable).parent / "scorebook"

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None,
                                reason="tmux is not installed (make test installs it)")


def database(tmp_path: Path, plain: str = ""):
    """A new database (url, engine); with a plain game `plain` ready to record."""
    url = f"sqlite:///{tmp_path / 'scorebook.db'}"
    engine = make_engine(url)
    upgrade(engine)
    if plain:
        create_game(engine, plain, "plain",
                    GameSetup(away=team("AAA", "a"), home=team("BBB", "b")),
                    date="2026-05-01", control={"mode": "record"})
    return url, engine


def wait_until(condition, seconds: float = 30) -> None:
    """Poll `condition` (the database, the screen) until it holds."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "the condition never held"
        time.sleep(0.1)


def typed_and_stored(tmux: "Tmux", engine, key: str, lines: list[str]):
    """Each of `lines` and its Enter in one write, the next written without waiting; once
    they are all stored, they are the game's inputs, in order. The game as stored."""
    for line in lines:
        tmux.keys(line, "Enter")
    wait_until(lambda: len(TableGame(engine, key).inputs) >= len(lines))
    assert [i.value for i in TableGame(engine, key).inputs] == lines
    return game_state(engine, key)


class Tmux:
    """One detached tmux session of its own (its own server socket, so nothing is shared)."""

    def __init__(self, tmp_path: Path):
        self.socket = str(tmp_path / f"tmux-{uuid.uuid4().hex[:8]}")

    def run(self, *args: str) -> str:
        done = subprocess.run(["tmux", "-S", self.socket, *args], capture_output=True,
                              text=True, timeout=30)
        assert done.returncode == 0, done.stderr
        return done.stdout

    def start(self, command: str) -> None:
        self.run("new-session", "-d", "-x", "100", "-y", "32", "-s", "e2e",
                 f"env TERM=xterm-256color {command}")

    def keys(self, *keys: str) -> None:
        """`keys` in one write, as a paste or fast typing brings them: none may be lost."""
        self.run("send-keys", "-t", "e2e", *keys)

    def quit(self) -> None:
        """ctrl+q, and wait until the app has ended (its session closes with it)."""
        self.keys("C-q")
        wait_until(lambda: subprocess.run(["tmux", "-S", self.socket, "has-session", "-t", "e2e"],
                                          capture_output=True).returncode != 0)

    def open_game(self, url: str) -> None:
        """`scorebook` on `url`, and its game screen opened from the command palette."""
        self.start(f"{SCOREBOOK} --db {url}")
        self.wait_for("Scorebook")
        self.keys("C-p")
        self.wait_for("Search")
        self.keys("Go to Game")
        self.wait_for("unfinished one")  # the palette found it (its help shows): Enter runs it
        self.keys("Enter")

    def screen(self) -> str:
        return self.run("capture-pane", "-p", "-t", "e2e")

    def wait_for(self, text: str, seconds: float = 30) -> str:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            shown = self.screen()
            if text in shown:
                return shown
            time.sleep(0.2)
        raise AssertionError(f"{text!r} never appeared; the screen shows:\n{self.screen()}")

    def stop(self) -> None:
        subprocess.run(["tmux", "-S", self.socket, "kill-server"], capture_output=True)


def test_pitches_typed_in_a_terminal_are_on_screen_and_stored(tmp_path):
    url, engine = database(tmp_path, plain="e2e1")
    tmux = Tmux(tmp_path)
    try:
        tmux.open_game(url)
        tmux.wait_for("A Player 1")  # the leadoff man is at bat
        tmux.keys("b", "Enter", "c", "Enter", "f", "Enter")  # a plain line is typed whole
        shown = tmux.wait_for("1-2")  # the count after ball, strike, foul
        session = game_state(engine, "e2e1")
        assert (session.game.balls, session.game.strikes) == (1, 2)
        tmux.keys("x")
        tmux.keys(*" S8/L", "Enter")
        shown = tmux.wait_for("S8")
        assert "A Player 1" in shown
        session = game_state(engine, "e2e1")
        assert session.game.bases[0].player == "a1"  # a single: the leadoff man is on first
        tmux.quit()
    finally:
        tmux.stop()
        engine.dispose()


def test_pizza_box_lines_typed_in_one_burst_keep_every_key(tmp_path):
    """A Pizza Box plate appearance is one line (`t B HA07`): each line arrives in one write, as
    a paste or fast typing does, and every key of it is recorded, in order."""
    from scorebook.new_game import create
    from scorebook.new_game_forms import NewGame, Side
    url, engine = database(tmp_path)
    create(engine, NewGame("pizzabox", "pz1", Side("VIS", "Visitors"), Side("HOM", "Home"),
                           {"level": "AA"}, mode="record", seed=1))
    tmux = Tmux(tmp_path)
    try:
        tmux.open_game(url)
        tmux.wait_for("VIS-CF")  # the leadoff man is at bat
        lines = ["t B HA07", "w K K", "s K + PA31", "t B BB", "w B 1B8 2>H"]
        session = typed_and_stored(tmux, engine, "pz1", lines)
        assert [r.text for r in session.records if r.kind == "play"] == [
            "S7", "K", "SB2", "3/G", "W", "S8.2-H;1-2"]
        tmux.quit()
    finally:
        tmux.stop()
        engine.dispose()


def test_unlimited_nine_lines_typed_in_one_burst_keep_every_key(tmp_path):
    """An Unlimited Nine plate appearance recorded at the table is one line (`o1r d1b`): each
    arrives in one write and every key of it is recorded, in order (the sample game's start)."""
    url, engine = database(tmp_path)
    sample = Path(__file__).parents[1] / "data" / "unlimited9" / "RED202606060.txt"
    header = [line for line in sample.read_text(encoding="utf-8").splitlines()
              if line.startswith(("#", "info", "start", "id", "version")) or not line.strip()]
    script = tmp_path / "header.txt"
    script.write_text("\n".join(header) + "\n", encoding="utf-8")
    done = subprocess.run([SCOREBOOK, "--db", url, "record", "u9", "--script", str(script)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    tmux = Tmux(tmp_path)
    try:
        tmux.open_game(url)
        tmux.wait_for("o3r d2b")  # the prompt says what to type
        lines = ["oe E31 o1r d1b", "o2g d2g", "o2b d3r", "sB07 o2b d1g", "i"]
        session = typed_and_stored(tmux, engine, "u9", lines)
        assert [r.text for r in session.records if r.kind == "play"] == [
            "43/G", "S7", "K", "D7.1-3", "IW"]
        tmux.quit()
    finally:
        tmux.stop()
        engine.dispose()


def test_pitches_and_play_typed_in_one_burst_keep_every_key(tmp_path):
    """`bcx S8/L.1-3` and Enter in one write (a paste, fast typing): the pitches reach the game
    before the play, none lost (issue 18: the one-key pitches were dropped in a burst)."""
    from db.recording import record
    url, engine = database(tmp_path, plain="e2e2")
    record(engine, "e2e2", "W")  # a runner on first, for the single's advance
    tmux = Tmux(tmp_path)
    try:
        tmux.open_game(url)
        tmux.wait_for("A Player 2")  # the second man is at bat
        tmux.keys("bcx S8/L.1-3", "Enter")  # one write
        wait_until(lambda: any(r.text.startswith("S8") for r in game_state(engine, "e2e2").records))
        typed = [i.value for i in TableGame(engine, "e2e2").inputs][1:]
        assert "".join(typed).replace(" ", "") == "bcxS8/L.1-3"
        play = [r for r in game_state(engine, "e2e2").records if r.kind == "play"][-1]
        assert play.text == "S8/L.1-3" and play.pitches == "BCX"
        tmux.quit()
    finally:
        tmux.stop()
        engine.dispose()


def test_a_half_inning_typed_line_by_line_is_stored_as_typed(tmp_path):
    """A whole half-inning, each line and its Enter in one write, the next written without
    waiting for the screen: the stored inputs are the typed lines, in order, and the side is
    retired."""
    url, engine = database(tmp_path, plain="e2e3")
    lines = ["bcx S8/L", "cbfs", "b", "SB2", "x 43/G.2-3", "bbcx 9/F"]
    tmux = Tmux(tmp_path)
    try:
        tmux.open_game(url)
        tmux.wait_for("A Player 1")
        session = typed_and_stored(tmux, engine, "e2e3", lines)
        assert [r.text for r in session.records if r.kind == "play"] == [
            "S8/L", "K", "SB2", "43/G.2-3", "9/F"]
        assert (session.game.inning, session.game.half, session.game.outs) == (1, 1, 0)
        tmux.wait_for("B Player 1")  # the home team's leadoff man is up
        tmux.quit()
    finally:
        tmux.stop()
        engine.dispose()


def test_keys_typed_with_the_enter_that_opens_a_game_go_to_its_entry_line(tmp_path):
    """Enter on Home's unfinished game and the first line, in one write: the game screen is up,
    its entry line focused, before the next key is read — nothing is lost to a screen still
    opening."""
    url, engine = database(tmp_path, plain="e2e4")
    tmux = Tmux(tmp_path)
    try:
        tmux.start(f"{SCOREBOOK} --db {url}")
        tmux.wait_for("e2e4")  # in the unfinished games, the cursor on it
        tmux.keys("Enter", "bcx S8/L", "Enter")
        wait_until(lambda: len(TableGame(engine, "e2e4").inputs) >= 1)
        assert [i.value for i in TableGame(engine, "e2e4").inputs] == ["bcx S8/L"]
        play = [r for r in game_state(engine, "e2e4").records if r.kind == "play"]
        assert [(r.text, r.pitches) for r in play] == [("S8/L", "BCX")]
        tmux.quit()
    finally:
        tmux.stop()
        engine.dispose()
