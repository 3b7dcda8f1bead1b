"""The box-score proof, Rule 9.03(c), computed from a game's rows.

For each team: at-bats + walks + hit batsmen + sacrifice hits + sacrifice flies + batters
awarded first base on interference (+ runners placed on base without batting, for games that
start with runners on or put a runner on second in extra innings) must equal runs + runners
left on base + the opponent's putouts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from engine.core.events import EventType
from engine.core.record import PlayRecord
from engine.core.setup import GameSetup

_WALKS = (int(EventType.WALK), int(EventType.INTENTIONAL_WALK))


@dataclass(frozen=True)
class Proof:
    team: int
    at_bats: int = 0
    walks: int = 0
    hit_by_pitch: int = 0
    sacrifice_hits: int = 0
    sacrifice_flies: int = 0
    interference: int = 0
    placed_runners: int = 0
    runs: int = 0
    left_on_base: int = 0
    opponent_putouts: int = 0

    @property
    def came_to_bat(self) -> int:
        return (self.at_bats + self.walks + self.hit_by_pitch + self.sacrifice_hits
                + self.sacrifice_flies + self.interference + self.placed_runners)

    @property
    def accounted_for(self) -> int:
        return self.runs + self.left_on_base + self.opponent_putouts

    @property
    def balances(self) -> bool:
        return self.came_to_bat == self.accounted_for

    def explain(self) -> str:
        """One line a scorekeeper can check by hand."""
        left = (f"AB {self.at_bats} + BB {self.walks} + HBP {self.hit_by_pitch} + SH {self.sacrifice_hits}"
                f" + SF {self.sacrifice_flies} + CI {self.interference}")
        if self.placed_runners:
            left += f" + placed runners {self.placed_runners}"
        right = f"R {self.runs} + LOB {self.left_on_base} + opponent PO {self.opponent_putouts}"
        verdict = "balances" if self.balances else "does NOT balance"
        return f"{left} = {self.came_to_bat}; {right} = {self.accounted_for}: {verdict}"


def box_score_proof(records: Iterable[PlayRecord], setup: GameSetup) -> tuple[Proof, Proof]:
    """The proof for the visitors and the home team."""
    counts = [{key: 0 for key in Proof.__dataclass_fields__} for _ in (0, 1)]
    counts[1]["team"] = 1
    start = setup.situation
    counts[start.half]["placed_runners"] += len(start.runners)
    for r in records:
        c = counts[r.half]
        if r.kind == "sub" and r.role == "RUNNER":
            c["placed_runners"] += 1
        if r.kind == "end" or r.end_of_half:
            c["left_on_base"] += r.left_on_base
        if r.kind != "play":
            continue
        c["runs"] += r.runs
        c["opponent_putouts"] += r.outs_on_play
        if not r.batter_event:
            continue
        c["at_bats"] += r.at_bat
        c["walks"] += r.event_type in _WALKS
        c["hit_by_pitch"] += r.event_type == EventType.HIT_BY_PITCH
        c["interference"] += r.event_type == EventType.INTERFERENCE
        c["sacrifice_hits"] += r.sh
        c["sacrifice_flies"] += r.sf
    return Proof(**counts[0]), Proof(**counts[1])
