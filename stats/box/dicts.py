"""Box scores as plain data: one dict per game (for JSON and the text renderer) and one table
per section (for CSV).

This is where the lazy frames of `stats.box.scores` are collected: all at once, so that Polars runs
the shared parts of the plan a single time for a whole season.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
from typing import Iterator

import polars as pl

from stats.box.scores import BATTING, BoxScores

SIDE_NAMES = ("away", "home")
#: Note items keep these keys when they have a value (team notes: team and count).
_NOTE_KEYS = ("player_id", "name", "team", "batter_id", "batter_name", "count", "season_total",
              "scored")
_PITCHING_KEYS = ("player_id", "name", "decision", "IP", "outs", "H", "R", "ER", "BB", "SO",
                  "HR", "BF", "pitches", "strikes", "pitched_to", "pitched_to_inning", "ERA")
_PROOF_SKIP = ("game_id", "side")
#: Games turned into dicts at a time.
CHUNK = 250


def collect(box: BoxScores) -> dict[str, pl.DataFrame]:
    """Every part of the box scores, collected in one go."""
    names = list(box.__dataclass_fields__)
    return dict(zip(names, pl.collect_all([getattr(box, n) for n in names])))


def box_dicts(box: BoxScores) -> Iterator[dict]:
    """One dict per game, in date order: {game, linescore, batting: {away, home}, pitching:
    {away, home}, notes, proof, totals}, with plain JSON values."""
    parts = collect(box)
    games = parts["games"]
    # A few hundred games at a time: a season's boxes as Python objects all at once would
    # hold several times the memory of its frames.
    for start in range(0, games.height, CHUNK):
        chunk = games.slice(start, CHUNK)
        chosen = pl.col("game_id").is_in(chunk["game_id"].implode())
        yield from _boxes(chunk, {name: frame.filter(chosen) for name, frame in parts.items()
                                  if name != "games"})


def _boxes(games: pl.DataFrame, parts: dict[str, pl.DataFrame]) -> Iterator[dict]:
    """The dicts of `games`, from the rows of theirs in `parts`."""
    # Polars gathers each part's rows by game (and side) as lists of dicts, far faster than
    # building them row by row here; a game without rows in a part gets the empty value.
    batting = _by_side(parts["batting"], ("slot", "order", "player_id", "name", "pos",
                                          *BATTING, "AVG"))
    pitching = _by_side(parts["pitching"], _PITCHING_KEYS)
    proof = _by_side(parts["proof"], [c for c in parts["proof"].columns
                                      if c not in _PROOF_SKIP], one=True)
    totals = _by_side(parts["batting_totals"], BATTING, one=True)
    innings = _by_game(parts["linescore"])
    teams = _by_game(parts["teams"])
    notes = _by_game(parts["notes"])
    for game in games.iter_rows(named=True):
        gid = game["game_id"]
        yield {
            "game": {k: _plain(v) for k, v in game.items()},
            "linescore": _linescore(innings.get(gid, []), teams.get(gid, [])),
            "batting": batting.get(gid) or {side: [] for side in SIDE_NAMES},
            "pitching": pitching.get(gid) or {side: [] for side in SIDE_NAMES},
            "notes": _notes(notes.get(gid, [])),
            "proof": proof.get(gid, {}),
            "totals": {"batting": totals.get(gid, {})},
        }


def box_csv(box: BoxScores) -> str:
    """One CSV table per section (game, linescore, teams, batting, batting_totals, pitching,
    notes, proof), each led by a `section` column and the game's key, separated by a blank
    line."""
    parts = collect(box)
    keys = parts["games"].select("game_id", "key")
    out = io.StringIO()
    for i, (name, frame) in enumerate(parts.items()):
        if name != "games":
            frame = frame.join(keys, on="game_id", how="left", maintain_order="left")
        frame = frame.select(pl.lit("game" if name == "games" else name).alias("section"),
                             "key", pl.exclude("key", "game_id"))
        if i:
            out.write("\n")
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(frame.columns)
        writer.writerows([_cell(v) for v in row] for row in frame.iter_rows())
    return out.getvalue()


def _by_game(frame: pl.DataFrame) -> dict[int, list[dict]]:
    """Each game's rows, as dicts, in the frame's order."""
    rows = frame.group_by("game_id", maintain_order=True).agg(rows=pl.struct(pl.all()))
    return dict(rows.iter_rows())


def _by_side(frame: pl.DataFrame, keys, one: bool = False) -> dict[int, dict]:
    """Each game's rows by side name ({"away": [...], "home": [...]}), `keys` of each row in
    the frame's order; with `one`, the side's one row rather than a list of them (a side
    without rows is then left out)."""
    side = pl.struct(*keys)
    by_side = {name: side.filter(pl.col("side") == i) for i, name in enumerate(SIDE_NAMES)}
    if one:
        by_side = {name: rows.first() for name, rows in by_side.items()}
    rows = frame.group_by("game_id", maintain_order=True).agg(**by_side)
    return {gid: {name: value for name, value in zip(SIDE_NAMES, values)
                  if not one or value is not None}
            for gid, *values in rows.iter_rows()}


def _linescore(innings: list[dict], teams: list[dict]) -> dict:
    line = {"innings": sorted({r["inning"] for r in innings})}
    for team in teams:
        cells = [r for r in innings if r["side"] == team["side"]]
        line[SIDE_NAMES[team["side"]]] = {
            "team": team["team"], "name": team["name"], "before": team["before"],
            "runs": [r["runs"] if r["runs"] is not None else (r["cell"] or None) for r in cells],
            **{c: team[c] for c in ("R", "H", "E", "LOB")}}
    return line


def _notes(rows: list[dict]) -> dict:
    notes: dict[str, list[dict]] = {}
    for r in rows:
        item = {k: r[k] for k in _NOTE_KEYS if r[k] is not None}
        if r["label"] == "IR":  # runners inherited, and how many of them scored
            item["inherited"] = item.pop("count")
        notes.setdefault(r["label"], []).append(item)
    return notes


def _plain(value):
    return value.isoformat() if isinstance(value, dt.date) else value


def _cell(value) -> str:
    if value is None:
        return ""
    return _plain(value) if isinstance(value, dt.date) else str(value)
