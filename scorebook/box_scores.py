"""Choosing the games of a box score: one game (with its season's extra-base hits, for the
season totals in its notes) or every game of a season. Plain functions, no command line:
`scorebook box` and the app's box-score and export screens call them.
"""

from __future__ import annotations

from dataclasses import replace

import polars as pl
from sqlalchemy.engine import Engine

from db.table_people import choices_by_person
from engine.core.errors import ScorebookError
from stats.batting import PLAYS_COLUMNS as BATTING_COLUMNS
from stats.batting import PLAYS_KINDS as SEASON_KINDS
from stats.box.scores import PLAYS_COLUMNS, BoxScores, box_scores
from stats.box.dicts import box_dicts
from stats.load import load
from stats.pitching import PLAYS_COLUMNS as PITCHING_COLUMNS

#: What the season to date is counted from: the columns of the players' lines.
SEASON_COLUMNS = tuple(dict.fromkeys(BATTING_COLUMNS + PITCHING_COLUMNS))


def game_box(engine: Engine, game: str) -> BoxScores:
    """The box score of game `game` (its key, e.g. CIN201906150 or g1)."""
    frames = load(engine, games=[game], columns=PLAYS_COLUMNS, summed_pitches=True, facts=True)
    chosen = frames.games.collect()
    if chosen.is_empty():
        raise ScorebookError(f"There is no game {game}.")
    game_id, game_season = chosen.row(0, named=True)["game_id"], chosen["season"][0]
    if game_season:
        # The season's other plays too, only the columns and rows of the players' lines (no
        # pitches), for the season to date: the averages beside the lines and the totals in
        # the notes.
        season = load(engine, season=game_season, columns=SEASON_COLUMNS, kinds=SEASON_KINDS)
        others = season.plays.filter(pl.col("game_id") != game_id)
        frames = replace(frames, games=season.games,
                         plays=pl.concat([frames.plays, others], how="diagonal_relaxed"))
    return box_scores(frames, only=[game_id])


def season_box(engine: Engine, season: str) -> BoxScores:
    """The box scores of every game of `season`, computed in one pass (the pitches read
    summed up: a season's box scores in a fraction of the memory)."""
    frames = load(engine, season=season, columns=PLAYS_COLUMNS, summed_pitches=True,
                  facts=True)
    if frames.games.select(pl.len()).collect().item() == 0:
        raise ScorebookError(f"The season {season} has no games.")
    return box_scores(frames)


def game_box_dict(engine: Engine, game: str) -> dict:
    """The box score of game `game` as plain data (stats.box.dicts), for text and PDF; a game
    of several players a side (Pizza Box) notes who chose the cards of how many plate
    appearances, batting and pitching."""
    box = next(box_dicts(game_box(engine, game)))
    people = choices_by_person(engine, game)
    if people:
        box = {**box, "notes": {**box["notes"], **people}}
    return box


def box_pdf_bytes(box: BoxScores | dict) -> bytes:
    """The box score (or box scores) as a printed page: the PDF's bytes."""
    from exports.box_pdf import box_pdf  # reportlab: only for a printed page

    return box_pdf([box] if isinstance(box, dict) else box_dicts(box))
