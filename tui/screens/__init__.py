"""Every screen of the app, by name: the home screen, the palette and `App.open_screen` use
this one list. Screens are imported when first opened, so starting the app stays quick."""

from __future__ import annotations

import importlib
from dataclasses import dataclass


@dataclass(frozen=True)
class ScreenEntry:
    title: str
    module: str  # "tui.screens.home:HomeScreen"
    help: str


SCREENS: dict[str, ScreenEntry] = {
    "home": ScreenEntry("Home", "tui.screens.home:HomeScreen",
                        "Leagues, seasons, unfinished and recent games, solo seasons"),
    "teams": ScreenEntry("Teams and rosters", "tui.screens.teams:TeamsScreen",
                         "Teams, players, cards per system, card files"),
    "new_game": ScreenEntry("New game", "tui.screens.new_game:NewGameScreen",
                            "Record a game at the table, play one, or watch the computer"),
    "game": ScreenEntry("Game", "tui.screens.game:GameScreen",
                        "The game being recorded or played (opens the latest unfinished one)"),
    "follow": ScreenEntry("Watch a game", "tui.screens.follow:FollowScreen",
                          "A game recorded elsewhere, updated as each input is stored "
                          "(opens the latest unfinished one)"),
    "box": ScreenEntry("Box score", "tui.screens.box:BoxScreen", "The box score of a game"),
    "stats": ScreenEntry("Statistics", "tui.screens.stats:StatsScreen",
                         "Batting and pitching lines, sortable and filterable"),
    "standings": ScreenEntry("Standings and series", "tui.screens.standings:StandingsScreen",
                             "The standings of a season and its series"),
    "solo": ScreenEntry("Solo season", "tui.screens.solo:SoloScreen",
                        "Bottom of the 9th: the Manager's Challenge"),
    "contest": ScreenEntry("Batting contest", "tui.screens.contest:ContestScreen",
                           "Nanyou's batting contest played by people, and the stored contests"),
    "query": ScreenEntry("Query", "tui.screens.query:QueryScreen",
                         "Read-only SQL over plays, games, batting, pitching …"),
    "export": ScreenEntry("Export", "tui.screens.export:ExportScreen",
                          "Scorecard, box score and league report PDFs; CSV"),
}


def screen_class(name: str) -> type:
    """The screen class registered as `name`."""
    module, _, cls = SCREENS[name].module.partition(":")
    return getattr(importlib.import_module(module), cls)
