"""Season batting lines (DESIGN.md §4): one row per player and team, or per player.

    player_id player team G PA AB R H 2B 3B HR RBI BB IBB SO HBP SH SF SB CS GDP
    AVG OBP SLG OPS ISO BABIP K% BB%

Built from `stats.lines.batting_by_game`, so the season line is exactly the sum of the player's
box-score lines; the rates come from `stats.rates`.
"""

from __future__ import annotations

import polars as pl

from stats import rates
from stats.lines import batting_by_game
from stats.load import Frames
from stats.season import season_totals, with_names

#: The counting columns of a season batting line, in order.
COUNTS = ["PA", "AB", "R", "H", "2B", "3B", "HR", "RBI", "BB", "IBB", "SO", "HBP", "SH", "SF",
          "SB", "CS", "GDP"]


def batting_rates() -> dict[str, pl.Expr]:
    """The rate columns of a batting line, by name, in order."""
    return {"AVG": rates.batting_average(), "OBP": rates.on_base_percentage(),
            "SLG": rates.slugging(), "OPS": rates.on_base_plus_slugging(),
            "ISO": rates.isolated_power(), "BABIP": rates.babip(),
            "K%": rates.strikeout_rate(), "BB%": rates.walk_rate()}


#: The plays columns batting lines are computed from: all `stats.load.load` needs to read
#: (tests/stats/test_plays_columns.py keeps this list exact).
PLAYS_COLUMNS = ("game_id", "seq", "kind", "half", "batter", "charged_batter", "runner1",
                 "runner2", "runner3", "event_type", "batter_event", "at_bat", "hit_value", "sh",
                 "sf", "gdp", "rbi", "batter_dest", "run1_dest", "run2_dest", "run3_dest",
                 "run1_sb", "run2_sb", "run3_sb", "run1_cs", "run2_cs", "run3_cs", "defense",
                 "scorers", "team", "player", "slot", "replaced")
#: The kinds of plays rows they are computed from: not the pitches, three rows in four.
PLAYS_KINDS = ("play", "sub")

#: Every column of `batting_lines`, in order.
COLUMNS = ["player_id", "player", "team", "G", *COUNTS, *batting_rates()]


def batting_lines(frames: Frames, *, by_team: bool = True,
                  combine_teams: bool = False) -> pl.LazyFrame:
    """Season batting lines of the games in `frames`.

    G counts the games the player had a place in the team's batting order (started or came in
    there): a pitcher who never left slot 0 under the DH has no batting game, as in the papers. By default a player who played for two teams has a line for each;
    with `combine_teams` (or `by_team=False`) he has one, whose `team` lists his teams in the
    order he joined them ("NYA/SDN"). Sorted by player name, then id, then team.
    """
    by_game = batting_by_game(frames.plays, frames.lineups)
    totals = season_totals(by_game, frames.games, COUNTS,
                           combine_teams=combine_teams or not by_team)
    return (with_names(totals, frames.players)
            .with_columns(**batting_rates())
            .select(COLUMNS)
            .sort("player", "player_id", "team"))
