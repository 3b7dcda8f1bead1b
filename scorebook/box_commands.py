"""Box scores on the command line: `scorebook box GAME` (text, JSON, CSV, or a printed page with
--pdf) and `scorebook box --season S`."""

from __future__ import annotations

import json
import shutil
from enum import Enum
from pathlib import Path
from typing import Iterator

import typer

from scorebook.app import app, engine_of

# Everything else is imported in the commands that use it: the command line must start in a
# fraction of a second (scorebook/cli.py).


class BoxFormat(str, Enum):
    """How a box score is written."""

    text = "text"
    json = "json"
    csv = "csv"


@app.command("box")
def box_command(
        ctx: typer.Context,
        game: str | None = typer.Argument(None, metavar="[GAME]",
                                          help="The game id, e.g. CIN201906150 or g1."),
        season: str | None = typer.Option(None, "--season", metavar="SEASON",
                                          help="Every box score of this season instead."),
        fmt: BoxFormat = typer.Option(BoxFormat.text, "--format", help="Output format."),
        width: int | None = typer.Option(None, "--width", min=40, metavar="COLUMNS",
                                         help="Page width for text (default: the terminal's); "
                                              "under 100 the teams' batting is stacked."),
        pdf: Path | None = typer.Option(None, "--pdf", metavar="FILE",
                                        help="Write the box score as a printed page (PDF) "
                                             "to FILE instead."),
) -> None:
    """Print a game's box score: line score, batting and pitching lines, notes and the
    box-score proof. With --season, every box score of the season (as JSON: one object per
    line), computed in one pass. With --pdf, the game's box score as a newspaper page."""
    from engine.core.errors import ScorebookError
    from scorebook.box_scores import game_box, game_box_dict, season_box

    if (game is None) == (season is None):
        raise ScorebookError("Name one game, or a season with --season.")
    if pdf is not None and season is not None:
        raise ScorebookError("--pdf prints one game's box score; name a game instead of --season.")
    engine = engine_of(ctx)
    if season is not None:
        box, many = season_box(engine, season), True
    elif fmt is BoxFormat.csv and pdf is None:
        box, many = game_box(engine, game), False
    else:  # as plain data: with the notes only a single game's box has
        box, many = game_box_dict(engine, game), False
    if pdf is not None:
        _write_pdf(box, pdf)
        typer.echo(f"Wrote the box score of {game} to {pdf}.")
        return
    for text in _render(box, fmt, many, width or shutil.get_terminal_size().columns):
        typer.echo(text, nl=False)


def _render(box, fmt: BoxFormat, many: bool, width: int) -> Iterator[str]:
    """The box scores written out, a game at a time: a season's are written as they are
    made, never held all at once."""
    from stats.box.dicts import box_csv, box_dicts
    from stats.box.text import box_text

    if fmt is BoxFormat.csv:
        yield box_csv(box)
        return
    boxes = [box] if isinstance(box, dict) else box_dicts(box)
    for i, one in enumerate(boxes):
        if fmt is BoxFormat.json:
            yield (json.dumps(one, ensure_ascii=False) if many
                   else json.dumps(one, indent=2, ensure_ascii=False)) + "\n"
        else:
            yield ("\n" if i else "") + box_text(one, width)


def _write_pdf(box, path: Path) -> None:
    """The page is rendered before the file is opened, so a failed render leaves no file."""
    from scorebook.box_scores import box_pdf_bytes
    from scorebook.export_files import write_file

    write_file(path, box_pdf_bytes(box), "the box score")
