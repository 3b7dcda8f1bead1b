"""`scorebook follow GAME`: each play of a game printed as it is recorded elsewhere — another
terminal, the app, another scorekeeper's machine on the league's PostgreSQL database — until
the game is over (scorebook/gamecast.py says what to print; db/follow.py waits for it)."""

from __future__ import annotations

import typer

from scorebook.app import app, engine_of

#: Seconds the wait lasts before looking again (nothing is missed meanwhile: it returns as soon
#: as the game changes); ctrl+c is felt at once whatever it is.
WAIT = 5.0
#: The exit status when the person stops following (ctrl+c), as a shell reports SIGINT.
STOPPED = 130


@app.command("follow")
def follow_command(
        ctx: typer.Context,
        game: str = typer.Argument(..., metavar="GAME", help="The game id, e.g. g1."),
) -> None:
    """Print each play of a game as it is recorded elsewhere, like a radio gamecast.

    What is recorded so far comes first, then each new play as it is stored, with the summary
    of each half-inning. An input undone or edited elsewhere is said in a line, followed by
    the log as it now reads from there. The command ends by itself when the game is over
    (exit status 0); ctrl+c stops it quietly (exit status 130).
    """
    from db.follow import GameFollower, one_snapshot
    from scorebook.gamecast import Gamecast
    from scorebook.table_answerers import FOLLOW
    from scorebook.table_play import TableGame

    engine = engine_of(ctx)
    cast = Gamecast()
    try:
        with GameFollower(engine, game) as follower:
            stamp = follower.stamp()  # first: an input stored while the game is read is seen
            table = TableGame(one_snapshot(engine), game, control={"mode": FOLLOW})
            away, home = table.team_names
            typer.echo(f"{away} at {home} (game {game}), as it is recorded:")
            while True:
                for line in cast.update(table):
                    typer.echo(line)
                if table.final:
                    return
                now = follower.wait(stamp, WAIT)
                if now != stamp:
                    stamp, table = now, TableGame(table.engine, game, control={"mode": FOLLOW})
    except KeyboardInterrupt:
        raise typer.Exit(STOPPED) from None
