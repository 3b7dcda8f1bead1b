"""`scorebook export retrosheet`: games from the database as Retrosheet event files.

For the games chosen (all, a season's, or one) it writes into a folder:

- one event file per home team and season-year (`2019CIN.EVN`; `.EVA` for an American League
  or DH home team), the games in date order (exports.retrosheet.write_game);
- `TEAMyyyy`, every team that played, and `<TEAM><yyyy>.ROS`, every player who appeared for
  it or was on its roster that year, as an import kept the files
  (exports.retrosheet.rosters, exports.retrosheet.write_files).

Only finished games are written: a Retrosheet reader takes a file that stops as a game called
there, which an unfinished game is not. Files of the same names already in the folder are
replaced.

The information used here was obtained free of charge from and is copyrighted by Retrosheet
(for games imported from its files). Interested parties may contact Retrosheet at
"www.retrosheet.org".
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

import sqlalchemy as sa
from sqlalchemy.engine import Engine

from db import models
from db.game_options import options_of
from db.setup_codec import setup_from_json
from engine.core.errors import ScorebookError
from exports.retrosheet.rosters import Played, known_rosters
from exports.retrosheet.write_files import (appearances, event_file_name, league_letter,
                                            roster_file, team_file, year_of)
from exports.retrosheet.write_game import (RETROSHEET_SYSTEM, GameToWrite, StoredInput,
                                           game_records)

#: The plays columns the records are made from.
ROW_COLUMNS = ("game_id", "seq", "input_seq", "kind", "inning", "half", "batter", "pitcher",
               "pitch", "pitches", "text", "batter_event", "end_of_half", "batter_dest",
               "runner1", "runner2", "runner3", "run1_dest", "run2_dest", "run3_dest",
               "scorers", "team", "player", "name", "slot", "position", "role")
#: Game ids per query (the IN list), small enough for any database's parameter limit.
CHUNK = 500


@dataclass(frozen=True)
class ExportResult:
    """What an export wrote: the files (event files first), the games, and the games left
    out because they are not finished."""

    files: tuple[Path, ...]
    games: int
    unfinished: tuple[str, ...] = ()

    def describe(self) -> str:
        """One line: "12 games in 3 event files (+ TEAM2019, 4 rosters) written to out."."""
        events = [f for f in self.files if f.suffix.upper() in (".EVA", ".EVN")]
        rosters = [f for f in self.files if f.suffix.upper() == ".ROS"]
        teams = [f.name for f in self.files if f.name.startswith("TEAM")]
        folder = self.files[0].parent if self.files else Path(".")
        line = (f"{_count(self.games, 'game')} in {_count(len(events), 'event file')} "
                f"(+ {', '.join(teams)}, {_count(len(rosters), 'roster')}) written to {folder}")
        if self.unfinished:
            line += f"; left out, not finished: {', '.join(self.unfinished)}"
        return line + "."


def _count(number: int, thing: str) -> str:
    return f"{number} {thing}{'' if number == 1 else 's'}"


@dataclass(frozen=True)
class _Chosen:
    """A game to export: the season-year its files are named by, and its makings."""

    year: str
    game: GameToWrite


def export_retrosheet(engine: Engine, folder: Path, *, season: str | None = None,
                      game: str | None = None) -> ExportResult:
    """Write the finished games of `season`, or game `game`, or all, as Retrosheet files."""
    games, unfinished = _choose(engine, season, game)
    if not games:
        raise ScorebookError(_nothing(season, game, unfinished))
    parks: dict[tuple[str, str], list[str]] = defaultdict(list)  # (year, home team): records
    dh_parks: set[tuple[str, str]] = set()
    rosters: Played = defaultdict(dict)
    for chosen in games:
        setup, records = chosen.game.setup, game_records(chosen.game)
        parks[(chosen.year, setup.home.code)].extend(records)
        if setup.rules.dh:
            dh_parks.add((chosen.year, setup.home.code))
        for side, players in appearances(records).items():
            roster = rosters[chosen.year].setdefault((setup.away, setup.home)[side].code, {})
            for player, seen in players.items():
                roster.setdefault(player, seen)
    known = known_rosters(engine, rosters)

    def league(year: str, code: str) -> str:
        return league_letter(known.league(code), (year, code) in dh_parks)

    folder.mkdir(parents=True, exist_ok=True)
    written = [_write(folder / event_file_name(home, year, league(year, home) == "A"), records)
               for (year, home), records in sorted(parks.items())]
    for year, clubs in sorted(rosters.items()):
        lines = [known.team_line(code, league(year, code)) for code in clubs]
        written.append(_write(folder / f"TEAM{year}", team_file(lines)))
        for code, players in sorted(clubs.items()):
            written.append(_write(folder / f"{code}{year}.ROS",
                                  roster_file(code, known.roster(year, code, players))))
    return ExportResult(tuple(written), len(games), tuple(unfinished))


def _nothing(season: str | None, game: str | None, unfinished: list[str]) -> str:
    if unfinished:
        return (f"Nothing to export: {', '.join(unfinished)} "
                f"{'is' if len(unfinished) == 1 else 'are'} not finished.")
    if game is not None:
        return f"There is no game {game}."
    if season is not None:
        return f"The season {season} has no games."
    return "The database has no games to export."


def _write(path: Path, lines: list[str]) -> Path:
    """A file of CRLF lines, as Retrosheet's own files are."""
    with path.open("w", encoding="utf-8", newline="\r\n") as out:
        out.writelines(line + "\n" for line in lines)
    return path


def _choose(engine: Engine, season: str | None,
            key: str | None) -> tuple[list[_Chosen], list[str]]:
    """The finished games asked for, in date order, with their inputs and rows; and the keys
    of the unfinished ones."""
    g, s = models.Game.__table__, models.Season.__table__
    query = (sa.select(g.c.id, g.c.key, g.c.system, g.c.date, g.c.setup, g.c.options,
                       g.c.winner, g.c.loser, g.c.save, g.c.status, s.c.name.label("season"))
             .select_from(g.outerjoin(s, s.c.id == g.c.season_id))
             .order_by(g.c.date.asc().nulls_last(), g.c.key))
    if season is not None:
        query = query.where(s.c.name == season)
    if key is not None:
        query = query.where(g.c.key == key)
    with engine.connect() as db:
        found = db.execute(query).all()
        finished = [r for r in found if r.status == models.FINAL]
        unfinished = [r.key for r in found if r.status != models.FINAL]
        ids = [r.id for r in finished]
        inputs = _inputs(db, ids)
        rows = _rows(db, [r.id for r in finished if r.system != RETROSHEET_SYSTEM])
        options = {r.id: options_of(db, r.options) for r in finished}
    chosen = [_Chosen(year_of(r.date, r.season), GameToWrite(
        key=r.key, system=r.system, date=r.date, setup=setup_from_json(r.setup),
        options=options[r.id], winner=r.winner, loser=r.loser, save=r.save,
        inputs=tuple(inputs.get(r.id, ())), rows=tuple(rows.get(r.id, ()))))
        for r in finished]
    return chosen, unfinished


def _inputs(db, ids: list[int]) -> dict[int, list[StoredInput]]:
    """Each game's active inputs, in order."""
    t = models.GameInput.__table__
    found: dict[int, list[StoredInput]] = defaultdict(list)
    for start in range(0, len(ids), CHUNK):
        query = (sa.select(t.c.game_id, t.c.seq, t.c.ask_key, t.c.value, t.c.who)
                 .where(t.c.game_id.in_(ids[start:start + CHUNK]), t.c.retracted == sa.false())
                 .order_by(t.c.game_id, t.c.seq))
        for row in db.execute(query):
            found[row.game_id].append(StoredInput(row.seq, row.ask_key, row.value, row.who))
    return found


def _rows(db, ids: list[int]) -> dict[int, list[dict]]:
    """Each game's plays rows (the columns the records need), in order."""
    t = models.plays
    columns = [t.c[name] for name in ROW_COLUMNS]
    found: dict[int, list[dict]] = defaultdict(list)
    for start in range(0, len(ids), CHUNK):
        query = (sa.select(*columns).where(t.c.game_id.in_(ids[start:start + CHUNK]))
                 .order_by(t.c.game_id, t.c.seq))
        for row in db.execute(query).mappings():
            found[row["game_id"]].append(dict(row))
    return found

