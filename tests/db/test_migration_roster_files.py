"""Migration 0004 (what Retrosheet's TEAM and roster files say beyond a name): a database made
at 0003, with teams, players and rosters in it, upgrades on SQLite and PostgreSQL; the rows
are kept and the new columns say "not known" (empty), so they export as before."""

from __future__ import annotations

import sqlalchemy as sa

from db.engine import make_engine, writer
from db.migrate import current_revision, upgrade
from db.season_rosters import OnRoster, TeamNames, people, team_names, team_rosters
from tests.db.conftest import db_url  # noqa: F401  (fixture)


def test_a_database_at_0003_with_rosters_upgrades(db_url):
    engine = make_engine(db_url)
    upgrade(engine, "0003")
    with writer(engine).begin() as conn:
        conn.execute(sa.text("INSERT INTO teams (code, name, division) VALUES "
                             "('BOS', 'Boston Red Sox', 'East')"))
        conn.execute(sa.text("INSERT INTO players (player_id, name) VALUES "
                             "('lastt001', 'Tommy La Stella'), ('bettm001', 'Mookie Betts')"))
        conn.execute(sa.text(
            "INSERT INTO roster_entries (team_id, player_id, number, positions) "
            "SELECT id, 'bettm001', '50', '9 8' FROM teams WHERE code = 'BOS'"))
    upgrade(engine, "0004")
    assert current_revision(engine) == "0004"
    with engine.connect() as conn:
        assert team_names(conn, ["BOS"])["BOS"] == TeamNames("BOS", "Boston Red Sox")
        stella = people(conn, ["lastt001"])["lastt001"]
        assert (stella.name, stella.last, stella.first, stella.bats, stella.throws) == (
            "Tommy La Stella", "", "", "", "")
        assert team_rosters(conn, ["BOS"]) == {"BOS": {"bettm001": OnRoster("9 8")}}
        number = conn.execute(sa.text("SELECT number FROM roster_entries")).scalar_one()
    assert number == "50"
    with writer(engine).begin() as conn:  # the defaults are the database's: old-style inserts work
        conn.execute(sa.text("INSERT INTO players (player_id, name) VALUES ('x1', 'X')"))
        assert conn.execute(sa.text(
            "SELECT bats || throws || last_name FROM players WHERE player_id = 'x1'")
        ).scalar_one() == ""
    engine.dispose()
