"""What the game screen works out after an input costs the same at any point of a game (issue
20, item 12): its line score and the panel's pitch count count only the rows the input made —
at input 3,000 as at input 30 — and still come out as they do from every row."""

from __future__ import annotations

import pytest

from db.engine import make_engine
from db.migrate import upgrade
from scorebook.game_tally import GameTally
from scorebook.live_line_score import LineScoreTally, line_score
from scorebook.table_play import TableGame
from tests.bench.long_game import games_at, long_game
from tui.widgets.system_panel import SystemPanel, at_bat

TYPED = long_game(3_000)


@pytest.fixture
def engine(tmp_path):
    engine = make_engine(f"sqlite:///{tmp_path / 'scorebook.db'}")
    upgrade(engine)
    yield engine
    engine.dispose()


def test_an_input_counts_only_its_own_rows_at_position_30_and_3000(engine, monkeypatch):
    counted = {}
    for position, key in games_at(engine, (30, 3_000), TYPED).items():
        table, panel = TableGame(engine, key), SystemPanel()
        table.line_score(), panel.describe(table.session)  # the screen, as it opens
        seen = []
        for tally in (LineScoreTally, GameTally):
            count = tally._count
            monkeypatch.setattr(tally, "_count", lambda self, row, count=count:
                                (seen.append(row), count(self, row))[1])
        table.answer("f")  # a foul: one row, whatever the count
        shown = table.line_score(), panel.describe(table.session)
        monkeypatch.undo()
        counted[position] = len(seen)
        records = table.session.records
        assert shown == (line_score(records, shown[0].teams, False), at_bat(table.session))
    assert counted == {30: 2, 3_000: 2}  # the foul's row, by each of the two tallies
