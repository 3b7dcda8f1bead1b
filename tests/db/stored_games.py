"""Games stored in tests/data as JSON (system, setup, options, the inputs as [seq, key, value,
who], the final score), for replaying them through db/replay.py as the database would."""

from __future__ import annotations

import json
from pathlib import Path

from db.models import GameInput
from db.setup_codec import setup_from_json
from engine.systems import get_system
from engine.systems.session import Session


def stored(path: Path) -> tuple[Session, list[GameInput], dict]:
    """The game before its first input, its stored inputs, and the file's data."""
    data = json.loads(path.read_text(encoding="utf-8"))
    session = Session(get_system(data["system"]), setup_from_json(json.dumps(data["setup"])),
                      data["options"])
    inputs = [GameInput(seq=seq, ask_key=key, value=value, who=who)
              for seq, key, value, who in data["inputs"]]
    return session, inputs, data
