"""The scorekeeper's model of baseball, independent of any tabletop game (DESIGN.md §2.1)."""

from engine.core.apply import apply, new_game, step
from engine.core.decisions import Decisions, decisions
from engine.core.errors import EntryError, GameOver, IllegalEvent, ScorebookError
from engine.core.proof import Proof, box_score_proof

__all__ = ["apply", "new_game", "step", "decisions", "Decisions", "box_score_proof", "Proof",
           "ScorebookError", "IllegalEvent", "EntryError", "GameOver"]
