"""Tiny literal frames for the box-score tests: plays rows with every column defaulted as the
engine defaults it, so a test writes only what matters to it."""

from __future__ import annotations

import datetime as dt

import polars as pl

from engine.core.record import PlayRecord
from stats.load import (GAMES_SCHEMA, LINEUPS_SCHEMA, PLAYERS_SCHEMA, PLAYS_SCHEMA,
                        SERIES_SCHEMA, TEAMS_SCHEMA, Frames)

_DEFAULTS = {**PlayRecord(kind="play", inning=1, half=0, outs=0, balls=0, strikes=0,
                          away_score=0, home_score=0).as_dict(),
             "game_id": 1, "input_seq": 0}


def plays(*rows: dict) -> pl.LazyFrame:
    """Rows in game order: `seq` counts up within each game unless given."""
    seqs: dict[int, int] = {}
    full = []
    for row in rows:
        game = row.get("game_id", 1)
        seqs[game] = row.get("seq", seqs.get(game, 0) + 1)
        full.append({**_DEFAULTS, "seq": seqs[game], **row})
    return pl.LazyFrame(full, schema=PLAYS_SCHEMA)


def play(**row) -> dict:
    """A play row (kind "play")."""
    return {"kind": "play", **row}


def at_bat(batter: str, pitcher: str, half: int = 0, **row) -> dict:
    """A batter's plate appearance ending in an at-bat, charged to him and the pitcher."""
    return play(**{"batter": batter, "pitcher": pitcher, "charged_batter": batter,
                   "charged_pitcher": pitcher, "half": half, "batter_event": True,
                   "at_bat": True, **row})


def out(batter: str, pitcher: str, half: int = 0, **row) -> dict:
    """A batter put out (a ground out, one out)."""
    return at_bat(batter, pitcher, half, **{"event_type": 2, "outs_on_play": 1, **row})


def sub(team: int, player: str, slot: int, position: int, replaced: str = "", role: str = "",
        **row) -> dict:
    """A substitution row."""
    return {"kind": "sub", "team": team, "player": player, "slot": slot, "position": position,
            "replaced": replaced, "role": role, **row}


def games(*rows: dict) -> pl.LazyFrame:
    base = {"game_id": 1, "key": "g1", "system": "plain", "date": dt.date(2024, 5, 1),
            "season": None, "series": None, "away": "AAA", "home": "BBB", "away_runs": 0,
            "home_runs": 0, "innings": 9, "status": "final", "winner": "", "loser": "",
            "save": ""}
    return pl.LazyFrame([{**base, **r} for r in rows or ({},)], schema=GAMES_SCHEMA)


def lineups(*rows: tuple) -> pl.LazyFrame:
    """(side, slot, player, position) or (game_id, side, slot, player, position)."""
    full = [(1, *r) if len(r) == 4 else r for r in rows]
    return pl.LazyFrame([{"game_id": g, "side": s, "seq": i, "slot": sl, "player_id": p,
                          "position": pos} for i, (g, s, sl, p, pos) in enumerate(full)],
                        schema=LINEUPS_SCHEMA)


def frames(plays_frame: pl.LazyFrame, games_frame: pl.LazyFrame | None = None,
           lineups_frame: pl.LazyFrame | None = None, players: dict[str, str] | None = None
           ) -> Frames:
    return Frames(
        games=games_frame if games_frame is not None else games(),
        plays=plays_frame,
        players=pl.LazyFrame([{"player_id": k, "name": v} for k, v in (players or {}).items()],
                             schema=PLAYERS_SCHEMA),
        lineups=lineups_frame if lineups_frame is not None else lineups(),
        teams=pl.LazyFrame(schema=TEAMS_SCHEMA),
        series=pl.LazyFrame(schema=SERIES_SCHEMA),
    )
