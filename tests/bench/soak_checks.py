"""What the soak (tests/bench/soak.py) checks once its writers are done: each writer's report,
every input it was told was stored there at its place, and each follower's lines those of the
game as stored."""

from __future__ import annotations

import subprocess
from dataclasses import dataclass
from typing import IO

from sqlalchemy.engine import Engine
from sqlmodel import Session as DbSession

from db.follow import one_snapshot
from db.replay import active_inputs, find_game
from scorebook.gamecast import game_lines
from scorebook.table_answerers import FOLLOW
from scorebook.table_play import TableGame
from tests.following import Follower

#: The exit status of a follower stopped by ctrl+c (scorebook/follow_commands.py).
STOPPED = 130


@dataclass
class Writer:
    """A writer process of the soak and, once it has ended, what it reported (soak_writer)."""

    number: int  # 1-based
    process: subprocess.Popen
    errors: IO[str]
    stderr: str = ""
    done: dict | None = None
    lost: int = 0

    @property
    def told(self) -> dict[str, list[str]]:
        return self.done["told"] if self.done else {}

    @property
    def games(self) -> int:
        return len(self.told)

    @property
    def inputs(self) -> int:
        return sum(len(values) for values in self.told.values())

    @property
    def per_second(self) -> float:
        return self.inputs / self.done["seconds"] if self.done else 0.0

    @property
    def waited(self) -> int:
        return self.done["waits"]["waited"] if self.done else 0

    @property
    def longest_ms(self) -> float:
        return self.done["waits"]["longest_ms"] if self.done else 0.0

    @property
    def refused(self) -> int:
        return len(self.done["refused"]) if self.done else 0

    def failures(self) -> list[str]:
        if self.done is None or self.process.returncode != 0:
            said = (self.stderr.strip().splitlines() or ["nothing on stderr"])[-1]
            return [f"writer {self.number} ended with status {self.process.returncode} "
                    f"({said})."]
        if self.refused:
            return [f"writer {self.number} was refused {self.refused} time(s), first: "
                    f"{self.done['refused'][0]}"]
        return []


@dataclass
class Followed:
    """A game a follower followed: its follower process and, once checked, its play lines
    printed (in place, in order) and those the game as stored makes."""

    game: str
    follower: Follower
    printed: int = 0
    stored: int = 0


def lost_inputs(engine: Engine, writers: list[Writer]) -> list[str]:
    """A sentence per game missing an input its writer was told was stored, or holding one it
    was not told of: the stored inputs must be its told ones, numbered 1, 2, 3 … in order."""
    failures = []
    with DbSession(engine) as db:
        for writer in writers:
            for key, told in writer.told.items():
                stored = [(s.seq, s.value) for s in active_inputs(db, find_game(db, key))]
                same = 0
                while same < min(len(told), len(stored)) and stored[same] == (same + 1,
                                                                              told[same]):
                    same += 1
                writer.lost += len(told) - same
                if same < len(told) or same < len(stored):
                    failures.append(f"game {key} holds {len(stored)} inputs where its writer "
                                    f"stored {len(told)}, the same up to input {same}.")
    return failures


def missed_plays(engine: Engine, games: list[Followed]) -> list[str]:
    """A sentence per followed game whose follower did not print every line of the game as
    stored, in order (waiting for its lines to come; a game over ends its follower by itself,
    one under way is stopped once they have)."""
    failures = []
    for followed in games:
        table = TableGame(one_snapshot(engine), followed.game, control={"mode": FOLLOW})
        lines = game_lines(table)
        expected = [line.text for line in lines]
        follower = followed.follower
        printed = follower.read_up_to(1 + len(expected))[1:]  # after its title line
        code, said = follower.ended() if table.final else follower.stop()
        same = 0
        while same < min(len(printed), len(expected)) and printed[same] == expected[same]:
            same += 1
        followed.printed = sum(1 for line in lines[:same] if line.seq)
        followed.stored = sum(1 for line in lines if line.seq)
        if printed != expected:
            got = printed[same] if same < len(printed) else "nothing"
            failures.append(f"the follower of game {followed.game} printed {len(printed)} "
                            f"lines of {len(expected)}; line {same + 1} is {got!r}, not "
                            f"{expected[same] if same < len(expected) else 'there'!r}.")
        if code != (0 if table.final else STOPPED) or said:
            failures.append(f"the follower of game {followed.game} ended with status {code}: "
                            f"{said.strip()[-200:]}")
    return failures
