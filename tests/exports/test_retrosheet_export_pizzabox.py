"""Pizza Box Baseball in Retrosheet event files: the cards and choices of each plate appearance
travel in `com` records before the play they made (as the dice of tests/exports/
test_retrosheet_export_tabletop.py do), the files are well formed (the validator of
test_retrosheet_export_syntax.py), and a round trip through our importer gives back the same
plays and box scores, at every level.

A game played in the app answers each card on its own (`draw BALL, hitter TAKE, pitch STRIKE,
result PA68`, with the person who chose when several share a side); a game recorded at the
table has one line of the table's language per plate appearance (`t K PA68`), which goes into
the file as typed. Nanyou's table lines (its dice) travel the same way.
"""

from __future__ import annotations

import csv
import datetime as dt
from pathlib import Path

import pytest
from sqlmodel import Session as DbSession

from db.bulk import game_rows, write_games
from db.engine import writer
from db.replay import active_inputs, find_game
from engine.systems.simulate import SimulatedGame, simulate
from exports.retrosheet.exporter import export_retrosheet
from tests.command_line import scorebook
from tests.db.conftest import db_url, engine  # noqa: F401  (fixtures)
from tests.exports.test_retrosheet_export_syntax import problems
from tests.exports.test_round_trip import (assert_same_box_scores, assert_same_plays,
                                           round_trip)

ROOT = Path(__file__).resolve().parents[2]
CREATED = dt.datetime(2026, 5, 1, tzinfo=dt.UTC)
SEASON = "Pizza Box 2026"
#: A game of each level; the AA game with four players, two a side, whose choices name them.
GAMES = {"pb-a": {"level": "A"}, "pb-aa": {"level": "AA", "players": "4"},
         "pb-aaa": {"level": "AAA"}, "pb-pro": {"level": "PRO"}}


def pizzabox_database(engine) -> dict[str, SimulatedGame]:
    """The four games, simulated and stored a day apart."""
    played = {key: simulate("pizzabox", [], 11 + n, ("HOM", "Home"), ("VIS", "Visitors"), options)
              for n, (key, options) in enumerate(GAMES.items())}
    with writer(engine).begin() as db:
        write_games(db, [game_rows(key, "pizzabox", game.session, game.answers,
                                   date=dt.date(2026, 5, n), season=SEASON,
                                   options=game.options, seed=game.seed, created_at=CREATED)
                         for n, (key, game) in enumerate(played.items(), start=1)])
    return played


def records(folder: Path) -> list[list[str]]:
    """Every record of the event files in `folder`, as fields."""
    return [fields for path in sorted(folder.glob("*.EV?"))
            for fields in csv.reader(path.read_text(encoding="utf-8").splitlines())]


def by_game(rows: list[list[str]]) -> dict[str, list[list[str]]]:
    games: dict[str, list[list[str]]] = {}
    for fields in rows:
        if fields[0] == "id":
            games[fields[1]] = []
        else:
            games[next(reversed(games))].append(fields)
    return games


def test_every_card_and_choice_is_a_com_record_before_its_play(engine, tmp_path):
    played = pizzabox_database(engine)
    export_retrosheet(engine, tmp_path / "out")
    games = by_game(records(tmp_path / "out"))
    assert sorted(games) == sorted(GAMES)
    for key, game in played.items():
        rows = games[key]
        said = [part for fields in rows if fields[0] == "com" for part in fields[1].split(", ")]
        wanted = [f"{a.key} {a.value}" + (f" ({a.who.partition(':')[2]})" if ":" in a.who else "")
                  for a in game.answers]
        assert said == wanted, key
        for before, fields in zip(rows, rows[1:]):
            if fields[0] == "play" and fields[6] != "NP":
                # the cards that made it; or a steal checked first, with the same cards
                assert before[0] == "com" or before[6].startswith(("SB", "CS")), (key, fields)
    four = [part for fields in games["pb-aa"] if fields[0] == "com"
            for part in fields[1].split(", ") if part.startswith(("hitter", "pitch "))]
    assert four and all(part.endswith((" 1)", " 2)")) for part in four)
    assert {part.split(" (")[1] for part in four} == {
        "Visitor 1)", "Visitor 2)", "Home 1)", "Home 2)"}


def test_every_level_round_trips_in_well_formed_files(engine, tmp_path):
    pizzabox_database(engine)
    imported = round_trip(engine, tmp_path, season=SEASON)
    assert problems(tmp_path / "files", real_players=False) == []  # ids such as hom-cf
    assert_same_plays(engine, imported, whole_text=False)
    assert_same_box_scores(engine, imported)
    games = by_game(records(tmp_path / "files"))
    subs = [fields for fields in games["pb-pro"] + games["pb-aaa"] if fields[0] == "sub"]
    assert any(f[5] == "11" for f in subs)  # a pinch hitter
    assert any(f[5] == "1" for f in subs)  # a reliever (PRO)
    imported.dispose()


@pytest.mark.parametrize("folder, game", [
    ("pizzabox", "RED202605160"),  # AAA with six players and a pinch hitter
    ("pizzabox", "RED202605230"),  # PRO: relievers typed as `p ID`
    ("nanyou", "HAR202405180"),
])
def test_a_game_recorded_at_the_table_carries_its_lines_as_typed(db_url, engine, tmp_path,
                                                                 folder, game):
    script = tmp_path / f"{game}.txt"  # the sample game, in a season of its own
    script.write_text(f"info season {SEASON}\n" + (ROOT / "tests" / "data" / folder /
                                                  f"{game}.txt").read_text(encoding="utf-8"))
    assert scorebook(db_url, "record", game, "--script", str(script)).exit_code == 0
    export_retrosheet(engine, tmp_path / "out")
    rows = by_game(records(tmp_path / "out"))[game]
    comments = [fields[1] for fields in rows if fields[0] == "com"]
    with DbSession(engine) as db:
        lines = [i.value.strip() for i in active_inputs(db, find_game(db, game))]
    table = [line for line in lines
             if not line.startswith(("#", "=")) and line.split()[0] not in ("sub", "com", "end")]
    said, at = ", ".join(comments), 0  # lines typed before one record share its com
    for line in table:
        at = said.find(line, at)
        assert at >= 0, line  # each one, in order
        at += len(line)
    for line in lines:
        if line.startswith(("com ", "sub ")):  # the plain entry language: not a table line
            assert line not in said
    imported = round_trip(engine, tmp_path / "trip", season=SEASON)
    assert_same_plays(engine, imported, whole_text=False)
    assert_same_box_scores(engine, imported)
    imported.dispose()
