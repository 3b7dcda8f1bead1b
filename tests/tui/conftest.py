"""The app's tests: Pilot tests drive the real app on a real SQLite file (STYLE.md, Tests).

`db_url` is a fresh database per test and `engine` the migrated engine on it; `make_test_app(url)`
the app as `scorebook` opens it, without the first-start offer of the demo league unless asked. Every Pilot test runs at a
fixed size, 100×32 unless it says otherwise (80×24 is checked where a screen must fit it).
"""

from __future__ import annotations

import pytest
from textual import events

from tests.db.conftest import engine  # noqa: F401  (the migrated engine on `db_url` below)
from tui.app import Settings, make_app

SIZE = (100, 32)


@pytest.fixture
def db_url(tmp_path) -> str:
    return f"sqlite:///{tmp_path / 'scorebook.db'}"


def make_test_app(url: str, offer_demo: bool = False, demo_games: int = 4):
    """The app on `url`; a demo league built from it has `demo_games` games a season."""
    return make_app(Settings(db_url=url, offer_demo=offer_demo, demo_games=demo_games))


async def keys_at_once(app, pilot, *keys: str) -> None:
    """Keys arriving in one write (fast typing, a paste): all queued before the app handles
    any (Pilot's press waits after each key), then the app left to handle them."""
    for key in keys:
        event = events.Key(key, key if len(key) == 1 else None)
        event.set_sender(app)
        app._driver.send_message(event)
    await pilot.pause()
    await pilot.pause()
