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
                  "HR", "BF", "pitches", "strikes", "pitched_to", "pitched_to_inning")
_PROOF_SKIP = ("game_id", "side")


def collect(box: BoxScores) -> dict[str, pl.DataFrame]:
    """Every part of the box scores, collected in one go."""
    names = list(box.__dataclass_fields__)
    return dict(zip(names, pl.collect_all([getattr(box, n) for n in names])))


def box_dicts(box: BoxScores) -> Iterator[dict]:
    """One dict per game, in date order: {game, linescore, batting: {away, home}, pitching:
    {away, home}, notes, proof, totals}, with plain JSON values."""
    parts = collect(box)
    by_game = {name: _by_game(frame) for name, frame in parts.items() if name != "games"}
    for game in parts["games"].iter_rows(named=True):
        gid = game["game_id"]
        part = {name: rows.get(gid, []) for name, rows in by_game.items()}
        yield {
            "game": {k: _plain(v) for k, v in game.items()},
            "linescore": _linescore(part["linescore"], part["teams"]),
            "batting": _sides(part["batting"], ("slot", "order", "player_id", "name", "pos",
                                                *BATTING)),
            "pitching": _sides(part["pitching"], _PITCHING_KEYS),
            "notes": _notes(part["notes"]),
            "proof": {SIDE_NAMES[r["side"]]: {k: v for k, v in r.items() if k not in _PROOF_SKIP}
                      for r in part["proof"]},
            "totals": {"batting": {SIDE_NAMES[r["side"]]: {c: r[c] for c in BATTING}
                                   for r in part["batting_totals"]}},
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
    rows: dict[int, list[dict]] = {}
    for row in frame.iter_rows(named=True):
        rows.setdefault(row["game_id"], []).append(row)
    return rows


def _linescore(innings: list[dict], teams: list[dict]) -> dict:
    line = {"innings": sorted({r["inning"] for r in innings})}
    for team in teams:
        cells = [r for r in innings if r["side"] == team["side"]]
        line[SIDE_NAMES[team["side"]]] = {
            "team": team["team"], "name": team["name"], "before": team["before"],
            "runs": [r["runs"] if r["runs"] is not None else (r["cell"] or None) for r in cells],
            **{c: team[c] for c in ("R", "H", "E", "LOB")}}
    return line


def _sides(rows: list[dict], keys: tuple[str, ...]) -> dict:
    return {side: [{k: r[k] for k in keys} for r in rows if r["side"] == i]
            for i, side in enumerate(SIDE_NAMES)}


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
