"""Reading Chadwick's cwbox text box scores, to compare ours against them.

The boxes are in ../shared/data/retrosheet-2019/expected/box/ (Retrosheet's notice: the
information used here was obtained free of charge from and is copyrighted by Retrosheet.
Interested parties may contact Retrosheet at "www.retrosheet.org").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

EXPECTED = Path(__file__).parents[3] / "shared" / "data" / "retrosheet-2019" / "expected" / "box"

_BATTER = re.compile(r"^(.{20}) +(\d+) +(\d+) +(\d+) +(\d+)$")
_PITCHER = re.compile(r"^(.{20}) +(\d+\.\d) +(\d+) +(\d+) +(\d+) +(\d+) +(\d+)$")
_NOTE = re.compile(r"^([A-Za-z0-9]+) -- (.*)$")


@dataclass
class ChadwickBox:
    """What cwbox printed: batting (name-and-position, AB, R, H, RBI) and pitching (name,
    decision, IP, H, R, ER, BB, SO) per team, footnotes, line score rows and notes."""

    batting: list[list[tuple]] = field(default_factory=lambda: [[], []])
    pitching: list[list[tuple]] = field(default_factory=lambda: [[], []])
    footnotes: list[str] = field(default_factory=list)
    linescore: list[str] = field(default_factory=list)
    notes: dict[str, str] = field(default_factory=dict)


def read_box(game_id: str) -> ChadwickBox:
    lines = (EXPECTED / f"{game_id}.txt").read_text().replace("\f", "").splitlines()
    box = ChadwickBox()
    i = 3  # the title, a blank line and the batting header
    while not lines[i].strip().startswith("--"):
        for team, start in ((0, 0), (1, 35)):
            m = _BATTER.match(lines[i][start:start + 32].rstrip())
            if m:
                box.batting[team].append((m[1].strip(), *map(int, m.groups()[1:])))
        i += 1
    i += 3  # the totals and a blank line
    while lines[i].strip():
        box.linescore.append(lines[i])
        i += 1
    team = -1
    for line in lines[i:]:
        if line.startswith("  ") and line.rstrip().endswith("IP  H  R ER BB SO"):
            team += 1
        elif (m := _PITCHER.match(line)) and team >= 0:
            name = m[1].rstrip().rstrip("*+#")
            decision = re.search(r" \(([WLS])\)$", name)
            name = name[:decision.start()] if decision else name
            box.pitching[team].append((name, decision[1] if decision else None, m[2],
                                       *map(int, m.groups()[2:])))
        elif "Pitched to" in line:
            box.footnotes.append(line.strip())
        elif m := _NOTE.match(line):
            box.notes[m[1]] = m[2]
        elif line.startswith("HBP -- "):
            box.notes["HBP"] = line[7:]
    return box
