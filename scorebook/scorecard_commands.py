"""Scorecards on paper: `scorebook scorecard GAME --pdf FILE` prints a game's scorecard, and
`scorebook scorecard --blank [--home T --away T] [--system S] --pdf FILE` a blank one with the
lineups filled in, for scoring at the table (Unlimited Nine's with the hand sizes of their cards;
a colour, `--away blue`, is that colour's sample nine). The pages are made by scorebook.scorecards,
which the app's export screen uses too."""

from __future__ import annotations

from pathlib import Path

import typer

from engine.core.errors import quoted
from scorebook.app import app, engine_of

# Everything else is imported in the commands that use it: the command line must start in a
# fraction of a second (scorebook/cli.py).


@app.command("scorecard")
def scorecard_command(
        ctx: typer.Context,
        game: str | None = typer.Argument(None, metavar="[GAME]",
                                          help="The game id, e.g. CIN201906150 or g1."),
        pdf: Path = typer.Option(..., "--pdf", metavar="FILE", help="The PDF file to write."),
        blank: bool = typer.Option(False, "--blank", help="A blank scorecard for paper play."),
        home: str | None = typer.Option(None, "--home", metavar="TEAM",
                                        help="With --blank: the home team's lineup (Unlimited "
                                             "Nine: or a colour's sample nine, as red)."),
        away: str | None = typer.Option(None, "--away", metavar="TEAM",
                                        help="With --blank: the visitors' lineup (or a colour)."),
        system: str | None = typer.Option(None, "--system", metavar="SYSTEM",
                                          help="With --blank: bot9 adds the fatigue track and "
                                               "count boxes, pizzabox the card boxes and the "
                                               "hand and deck tracker, unlimited9 room for each "
                                               "duel and the hand sizes of the lineup's cards."),
) -> None:
    """Print a game's scorecard (the grid of plays, inning totals, the pitchers, and for a
    tabletop game what the table did), or with --blank a scorecard to fill in at the table."""
    from engine.core.errors import ScorebookError
    from scorebook.export_files import write_file
    from scorebook.scorecards import blank_scorecard, game_scorecard

    engine = engine_of(ctx)
    if blank:
        if game is not None:
            raise ScorebookError("--blank prints an empty scorecard; leave out the game "
                                 f"{quoted(game)}.")
        write_file(pdf, blank_scorecard(engine, home, away, system), "the scorecard")
        typer.echo(f"Wrote a blank scorecard to {pdf}.")
        return
    if game is None:
        raise ScorebookError("Name a game, or ask for a blank scorecard with --blank.")
    write_file(pdf, game_scorecard(engine, game), "the scorecard")
    typer.echo(f"Wrote the scorecard of {game} to {pdf}.")
