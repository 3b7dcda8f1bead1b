"""`scorebook league init URL`: a PostgreSQL database made ready for a league shared by several
scorekeepers — its schema, a scorekeeper role and a read-only viewer role (db/league_roles.py;
README, "Running a league").
"""

from __future__ import annotations

import typer

from scorebook.app import app

# Everything else is imported in the command: the command line must start in a fraction of a
# second (scorebook/cli.py).

league_app = typer.Typer(rich_markup_mode="markdown",
                         help="A league shared by several scorekeepers on PostgreSQL.")
app.add_typer(league_app, name="league")


@league_app.command("init")
def init_command(
        url: str = typer.Argument(..., metavar="URL",
                                  help="The league's database, as its owner: postgresql://…"),
        scorekeepers: list[str] = typer.Option([], "--scorekeeper", metavar="ROLE",
                                               help="A person's login role to make a "
                                                    "scorekeeper (repeatable)."),
        viewers: list[str] = typer.Option([], "--viewer", metavar="ROLE",
                                          help="A person's login role to make a viewer, who "
                                               "only reads (repeatable)."),
        sql: bool = typer.Option(False, "--sql", help="Print the statements instead of "
                                                      "running them (the schema is still "
                                                      "brought up to date).")) -> None:
    """Set up a shared league: bring the schema up to date, then make the roles `DB_scorekeeper`
    (records games) and `DB_viewer` (opens every screen, runs queries, cannot write), named after
    the database. Run it as the database's owner, again whenever people join; each person logs
    in as their own role, made a member of one of the two.
    """
    from db.engine import make_engine
    from db.league_roles import init_league, league_sql, roles_of
    from db.migrate import upgrade

    engine = make_engine(url)
    try:
        roles = roles_of(engine)
        upgrade(engine)
        members = {"scorekeeper": scorekeepers, "viewer": viewers}
        if sql:
            typer.echo(";\n".join(league_sql(roles, members)) + ";")
            return
        init_league(engine, members)
    finally:
        engine.dispose()
    joined = [f"{', '.join(people)} {'are' if len(people) > 1 else 'is'} a {kind}"
              for kind, people in members.items() if people]
    typer.echo(f"League database {roles.database} is ready: roles {roles.scorekeeper} and "
               f"{roles.viewer}" + (f"; {'; '.join(joined)}." if joined else "."))
