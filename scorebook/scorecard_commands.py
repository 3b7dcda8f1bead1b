"""Scorecards on paper: `scorebook scorecard GAME --pdf FILE` prints a game's scorecard, and
`scorebook scorecard --blank [--home T --away T] [--system S] --pdf FILE` a blank one with the
lineups filled in, for scoring at the table."""

from __future__ import annotations

from pathlib import Path

import typer
from sqlmodel import Session as DbSession

from db.replay import active_inputs, find_game, game_state
from engine.core.errors import ScorebookError
from exports.blank_scorecard_pdf import blank_scorecard_pdf, recent_lineup, team_roster
from exports.scorecard_pdf import scorecard_pdf
from scorebook.app import app, engine_of
from stats.box import box_scores
from stats.box_dicts import box_dicts
from stats.load import load

#: How each tabletop system's table lines are explained at the top of that page.
TABLE_TITLES = {
    "bot9": "each pitch — pitcher's aim / batter's guess (stare-down tokens), pitch die, "
            "control-swing dice, the call; run and field dice and the race; hit die",
    "nanyou": "each plate appearance — the dice and calls as they were entered (def/off: the "
              "defense's and the offense's die)",
}


@app.command("scorecard")
def scorecard_command(
        ctx: typer.Context,
        game: str | None = typer.Argument(None, metavar="[GAME]",
                                          help="The game id, e.g. CIN201906150 or g1."),
        pdf: Path = typer.Option(..., "--pdf", metavar="FILE", help="The PDF file to write."),
        blank: bool = typer.Option(False, "--blank", help="A blank scorecard for paper play."),
        home: str | None = typer.Option(None, "--home", metavar="TEAM",
                                        help="With --blank: the home team's lineup."),
        away: str | None = typer.Option(None, "--away", metavar="TEAM",
                                        help="With --blank: the visitors' lineup."),
        system: str | None = typer.Option(None, "--system", metavar="SYSTEM",
                                          help="With --blank: bot9 adds the fatigue track and "
                                               "count boxes."),
) -> None:
    """Print a game's scorecard (the grid of plays, inning totals, the pitchers, and for a
    tabletop game what the table did), or with --blank a scorecard to fill in at the table."""
    engine = engine_of(ctx)
    if blank:
        if game is not None:
            raise ScorebookError("--blank prints an empty scorecard; leave out the game "
                                 f"'{game}'.")
        lineups = {side: recent_lineup(engine, team) if team else ("", [])
                   for side, team in (("away", away), ("home", home))}
        rosters = {side: team_roster(engine, team) if team else []
                   for side, team in (("away", away), ("home", home))}
        _write(blank_scorecard_pdf(lineups, system, rosters), pdf)
        typer.echo(f"Wrote a blank scorecard to {pdf}.")
        return
    if game is None:
        raise ScorebookError("Name a game, or ask for a blank scorecard with --blank.")
    chosen = load(engine, games=[game])
    if chosen.games.collect().is_empty():
        raise ScorebookError(f"There is no game {game}.")
    box = next(box_dicts(box_scores(chosen, only=[chosen.games.collect()["game_id"][0]])))
    plays = chosen.plays.sort("seq").collect().to_dicts()
    session = game_state(engine, game)
    table = _table_lines(engine, game, session, plays, box)
    data = scorecard_pdf(box, plays, session.options, table,
                         TABLE_TITLES.get(box["game"]["system"], ""))
    _write(data, pdf)
    typer.echo(f"Wrote the scorecard of {game} to {pdf}.")


def _table_lines(engine, key: str, session, plays: list[dict], box: dict) -> list[str]:
    """What the table did: Bottom of the 9th's log of each pitch beside the batter it was
    thrown to; for Nanyou the inputs as entered (its dice per plate appearance)."""
    system = session.system.key
    log = getattr(session.state, "table", None)
    names = {b["player_id"]: b["name"] for side in box["batting"].values() for b in side}
    if log:
        batters = [row["batter"] for row in plays if row["kind"] == "pitch"]
        return [f"{n + 1:>3}  {names.get(b, b)[:22]:<22}  {line}"
                for n, (b, line) in enumerate(zip(batters + [""] * len(log), log))]
    if system != "nanyou":
        return []
    with DbSession(engine) as db:
        inputs = active_inputs(db, find_game(db, key))
        values = [(i.seq, i.ask_key, i.value) for i in inputs]
    if all(k == "entry" for _, k, _ in values):
        return [v for _, _, v in values]
    return _grouped(values, plays, names)


def _grouped(inputs: list[tuple[int, str, str]], plays: list[dict], names: dict) -> list[str]:
    """Dice answered one at a time (a simulated or hot-seat game), a line per plate
    appearance: every input up to the one that ended it, after the batter's name."""
    ends = {row["input_seq"]: row["batter"] for row in plays
            if row["kind"] == "play" and row["batter_event"]}
    lines, pending = [], []
    for seq, ask, value in inputs:
        pending.append(f"{ask.rsplit('.', 1)[-1][:3]}{value}")
        if seq in ends:
            batter = names.get(ends[seq], ends[seq])
            lines.append(f"{batter[:14]:<14} " + " ".join(pending))
            pending = []
    return lines + ([" ".join(pending)] if pending else [])


def _write(data: bytes, path: Path) -> None:
    """The pages are rendered before the file is opened, so a failed render leaves no file."""
    try:
        path.write_bytes(data)
    except OSError as exc:
        raise ScorebookError(f"Can't write the scorecard to {path}: "
                             f"{exc.strerror or exc}.") from exc

