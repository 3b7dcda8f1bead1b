"""Player cards of a game system: `scorebook cards import SYSTEM FILE`, `scorebook cards list
SYSTEM` (DESIGN.md §6) and `scorebook cards reset SYSTEM`, back to the bundled set."""

from __future__ import annotations

from pathlib import Path

import typer

from scorebook.app import app, engine_of
from scorebook.output import Format, render

# Everything else is imported in the commands that use it: the command line must start in a
# fraction of a second (scorebook/cli.py).

cards_app = typer.Typer(rich_markup_mode="markdown",
                        help="Player cards of a game system: import a card file, list the cards, "
                             "go back to the bundled set.")
app.add_typer(cards_app, name="cards")


@cards_app.command("import")
def cards_import(
        ctx: typer.Context,
        system: str = typer.Argument(..., metavar="SYSTEM", help="The game system, e.g. bot9."),
        file: Path = typer.Argument(..., metavar="FILE", help="A card file (TOML)."),
) -> None:
    """Import a card file: every card is checked first, then all are stored at once.

    A mistake anywhere in the file stores nothing and names the card and the field. The
    games of the system then use the bundled sample set with the file's cards in it: a card
    with the id of one in the set (bundled or imported before) replaces it, a new id adds a
    card (Pizza Box and Unlimited Nine: a file's decks or kinds replace the bundled ones).
    `scorebook cards reset SYSTEM` goes back to the bundled set.
    """
    from db.cards import import_card_file

    count, tally = import_card_file(engine_of(ctx), system, file)
    typer.echo(f"Imported {count} cards into {system} ({tally}).")


@cards_app.command("list")
def cards_list(
        ctx: typer.Context,
        system: str = typer.Argument(..., metavar="SYSTEM", help="The game system, e.g. bot9."),
        fmt: Format = typer.Option(Format.table, "--format", help="Output format."),
) -> None:
    """List the cards the games of a system use: the bundled sample set with the imported
    cards in it; the source column says which each is."""
    from db.card_systems import card_system
    from db.cards import SAMPLE, list_cards

    rules = card_system(system)
    rows = list_cards(engine_of(ctx), system)
    if rows and all(row["source"] == SAMPLE for row in rows) and fmt is Format.table:
        typer.echo(f"No {system} cards have been imported: these are the bundled sample cards.",
                   err=True)
    typer.echo(render(rows, rules.columns, fmt))


@cards_app.command("reset")
def cards_reset(
        ctx: typer.Context,
        system: str = typer.Argument(..., metavar="SYSTEM", help="The game system, e.g. nanyou."),
) -> None:
    """Remove the imported cards of a system: its games use the bundled sample set again.

    The games already stored keep the cards they were played with.
    """
    from db.cards import reset_cards

    removed = reset_cards(engine_of(ctx), system)
    if removed:
        typer.echo(f"Removed the {removed} imported {system} cards: the games use the bundled "
                   "sample set again.")
    else:
        typer.echo(f"No {system} cards are imported: the games use the bundled sample set.")
