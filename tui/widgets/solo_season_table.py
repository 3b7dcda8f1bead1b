"""The Manager's Challenge season sheet on screen: a row per game, then the season's totals.

The figures are `scorebook.solo_season.season_report`'s (stats/solo.py computes them); this
widget only lays them out, with an empty row for each game not dealt yet, as on the paper
sheet.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import DataTable, Static

COLUMNS = ("Game", "Situation", "Result", "Innings", "MP")


class SoloSeasonTable(Vertical):
    """The season's games (number, Situation, result, innings, MP) and the line of wins, MP,
    bonus, total and rating."""

    def compose(self) -> ComposeResult:
        # Read only: no cursor and no focus, so the keys scroll the screen around it.
        table = DataTable(id="solo-games", cursor_type="none", zebra_stripes=True)
        table.can_focus = False
        yield table
        yield Static(id="solo-totals")

    def on_mount(self) -> None:
        self.query_one(DataTable).add_columns(*COLUMNS)

    def show(self, report: dict, season_games: int) -> None:
        """Show `report` (season_report's dict) on a sheet of `season_games` rows."""
        table = self.query_one(DataTable)
        table.clear()
        played = {game["n"]: game for game in report["games"]}
        for number in range(1, max(season_games, *played, 0) + 1):
            game = played.get(number)
            if game is None:
                table.add_row(str(number), "", "", "", "", key=str(number))
                continue
            table.add_row(str(number), game["situation"] or "", game["result"] or "under way",
                          _blank(game["innings"] if game["result"] else None),
                          _blank(game["mp"]), key=str(number))
        rating = report["rating"] or f"the rating comes after game {season_games}"
        self.query_one("#solo-totals", Static).update(
            f"Wins {report['wins']} · MP {report['mp_games']} + bonus {report['bonus']} = "
            f"{report['mp_total']} · {rating}")


def _blank(value) -> str:
    return "" if value is None else str(value)
