"""The field: inning and half, the score, the diamond with who is on each base and who is at
bat, the count and the outs."""

from __future__ import annotations

from typing import Callable

from textual.content import Content
from textual.widgets import Static

from engine.core.state import GameState
from engine.systems.session import Session
from scorebook.scoring_script import final_verdict

ON, EMPTY, PLATE = "◆", "◇", "⌂"
NAME = 11  # characters of a runner's name shown beside his base
ACCENT, MUTED = "$accent bold", "$text-muted"


def ordinal(number: int) -> str:
    suffix = "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"


def _dots(filled: int, total: int) -> Content:
    return Content.styled("●" * min(filled, total), ACCENT) + Content.styled(
        "○" * max(total - filled, 0), MUTED)


def _fit(name: str, width: int = NAME, right: bool = False) -> Content:
    """A name in `width` cells (wide characters count two): the last name when the whole one
    is too long, cut if need be, padded on the left when `right`."""
    text = Content(name)
    if text.cell_length > width and " " in name:
        text = Content(name.rsplit(" ", 1)[-1])
    text = text.truncate(width)
    return text.pad_left(width - text.cell_length) if right else text


def _base(runner: str) -> Content:
    return Content.styled(ON, ACCENT) if runner else Content.styled(EMPTY, MUTED)


class Field(Static):
    """Shows a `GameState` (the widget works nothing out: the state says it all)."""

    DEFAULT_CSS = """
    Field {
        width: 32;
        height: 5;
        padding: 0 1;
    }
    """

    def show(self, game: GameState) -> None:
        first, second, third = (game.batting.name(r.player) if r else "" for r in game.bases)
        away, home = game.teams[0].code, game.teams[1].code
        half = "Top" if game.half == 0 else "Bottom"
        batter = "" if game.final else game.batting.name(game.batter)
        middle = " " * (NAME + 3)  # second base and the plate sit above and below the middle
        # A finished game says so where the inning was (as a scoreboard does): five lines
        # always, one more for the play log and the panel at 80×24.
        inning = "Final" if game.final else f"{half} {ordinal(game.inning)}"
        lines = [
            Content.assemble((inning, "$success bold" if game.final else "bold"),
                             f"  {away} {game.score[0]}  {home} {game.score[1]}"),
            Content.assemble(middle, _base(second), " ", _fit(second)),
            Content.assemble(_fit(third, right=True), " ", _base(third), "   ", _base(first),
                             " ", _fit(first)),
            Content.assemble(middle, (PLATE, MUTED), " ", _fit(batter)),
            Content.assemble("B ", _dots(game.balls, 3), "  S ", _dots(game.strikes, 2),
                             "  Outs ", _dots(game.outs, 3)),
        ]
        self.update(Content("\n").join(lines), layout=False)  # a fixed size


class Matchup(Static):
    """Who is at bat and who is pitching, by name (their cards are on the system's panel)."""

    DEFAULT_CSS = """
    Matchup {
        height: 1;
    }
    """

    def show(self, game: GameState) -> None:
        if game.final:
            self.update("", layout=False)
            return
        batter = game.batting.describe(game.batter)
        self.update(Content.assemble(("At bat ", MUTED), (batter, "bold"),
                                     ("  ·  Pitching ", MUTED), (pitching(game), "bold")),
                    layout=False)


def pitching(game: GameState, name: Callable[[str], str] | None = None) -> str:
    """Who is on the mound, by `name(player)` (the fielding team's name of him by default), or
    "nobody: Al Ortega has left" while a pitcher must be brought in."""
    fielding = game.fielding
    name = name or fielding.name
    if game.on_the_mound:
        return name(game.on_the_mound)
    return f"nobody: {fielding.name(game.pitcher)} has left" if game.pitcher else "nobody"


def final_words(session: Session) -> str:
    """"Final, VIS 0 HOM 1: L Hollis Vance" — the pitchers of record, and the box-score proof
    under it should it not balance (scorebook/scoring_script.py's verdict)."""
    game = session.game
    verdict = [line for line in final_verdict(session).splitlines()
               if not line.endswith("balances")]
    return (f"Final, {game.teams[0].code} {game.score[0]} {game.teams[1].code} "
            f"{game.score[1]}: " + "\n".join(verdict))
