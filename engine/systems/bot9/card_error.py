"""The mistake a Bottom of the 9th card can be: reading a card file (cards.py) or placing
batters on the field (positions.py) — apart from both, as cards.py reads positions.py's codes."""

from __future__ import annotations

from engine.core.errors import ScorebookError


class CardError(ScorebookError):
    """A card cannot be used; the message names the file (if any), the card and the field."""
