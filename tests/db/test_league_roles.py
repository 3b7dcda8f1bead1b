"""A league on PostgreSQL with a scorekeeper and a viewer (issue 21, item 5): `league init` makes
the roles; the scorekeeper records; the viewer reads everything and every write is refused in
one sentence naming the role, the database unchanged. Against the private cluster
(tests/with-postgres), in a database of the test's own, as people log in: by their own role."""

from __future__ import annotations

import pytest

from db.engine import make_engine
from db.league_roles import league_sql, roles_of
from tests.command_line import ROOT, games, scorebook, scorebook_process
from tests.db.conftest import PG_URL
from tests.db import league as leagues

pytestmark = [pytest.mark.postgres,
              pytest.mark.skipif(not PG_URL, reason="SCOREBOOK_TEST_PG_URL is not set")]
league = leagues.league  # the fixture: a database of its own and two logins
SCRIPT = ROOT / "tests" / "data" / "games" / "CIN201906150.txt"


def test_a_viewer_reads_everything_and_every_write_is_refused(league, tmp_path):
    owner, urls, people = league
    made = scorebook_process("league", "init", owner, "--scorekeeper", people["ann"],
                             "--viewer", people["bo"])
    assert made.returncode == 0, made.stderr
    assert f"roles {owner.split('/')[-1].split('?')[0]}_scorekeeper and" in made.stdout

    keeper = urls["ann"]
    assert scorebook(keeper, "sim", "bot9", "--games", "2", "--seed", "5").exit_code == 0
    assert scorebook(keeper, "record", "g1", "--script", str(SCRIPT)).exit_code == 0
    before = games(keeper)
    assert len(before) == 3

    viewer = urls["bo"]
    for command in (["games"], ["stats", "batting"], ["standings"], ["box", "g1"],
                    ["query", "SELECT count(*) AS n FROM plays"]):
        assert scorebook(viewer, *command).exit_code == 0, command
    more = tmp_path / "more.txt"
    more.write_text("undo\n")
    writes = [["sim", "bot9", "--games", "1", "--seed", "6"],
              ["record", "g1", "--script", str(more)],
              ["record", "g2", "--script", str(SCRIPT)],
              ["series", "new", "Final", "--teams", "TEX,CIN", "--best-of", "3"],
              ["db", "rebuild"]]
    for command in writes:
        refused = scorebook_process("--db", viewer, *command)
        assert refused.returncode == 1, command
        assert refused.stderr.count("\n") == 1 and "Traceback" not in refused.stderr
        assert f"The role '{people['bo']}' may only read the league's database" in refused.stderr
        assert refused.stderr.endswith(": writing needs a scorekeeper's role.\n")
        assert "secret-" not in refused.stderr
    assert games(keeper) == before


def test_league_init_refuses_sqlite_and_unknown_people(league, tmp_path):
    owner, _, _ = league
    refused = scorebook_process("league", "init", f"sqlite:///{tmp_path / 'x.db'}")
    assert refused.returncode == 1
    assert refused.stderr.startswith("A league shared by several scorekeepers is a PostgreSQL")
    refused = scorebook_process("league", "init", owner, "--viewer", "nobody_here")
    assert refused.returncode == 1
    assert refused.stderr == ("There is no role 'nobody_here' on this server: make each "
                              "person's login first (CREATE ROLE nobody_here LOGIN PASSWORD "
                              "'…'), then run league init again.\n")


def test_the_statements_can_be_printed_and_run_again(league):
    owner, _, people = league
    printed = scorebook_process("league", "init", owner, "--sql", "--viewer", people["bo"])
    assert printed.returncode == 0
    engine = make_engine(owner)
    statements = league_sql(roles_of(engine), {"viewer": [people["bo"]]})
    assert printed.stdout == ";\n".join(statements) + ";\n"
    for _ in range(2):  # idempotent: a league is set up again as people join
        assert scorebook_process("league", "init", owner).returncode == 0
    engine.dispose()
