"""A game's scorecard, and a blank one for the table, as PDF bytes. Plain functions, no
command line: `scorebook scorecard` and the app's export screen call them.
"""

from __future__ import annotations

from typing import Callable

from sqlalchemy.engine import Engine
from sqlmodel import Session as DbSession

from db.cards import game_cards
from db.replay import active_inputs, find_game, game_state
from engine.core.errors import ScorebookError
from exports.blank_scorecard_pdf import blank_scorecard_pdf, recent_lineup, team_roster
from exports.blank_scorecard_pizzabox import deck_counts
from exports.scorecard_pdf import scorecard_pdf
from stats.box import box_scores
from stats.box_dicts import box_dicts
from stats.load import load

#: How each tabletop system's table lines are explained at the top of that page.
TABLE_TITLES = {
    "bot9": "each pitch — pitcher's aim / batter's guess (stare-down tokens), pitch die, "
            "control-swing dice, the call; run and field dice and the race; hit die",
    "nanyou": "each plate appearance — the dice and calls as they were entered (def/off: the "
              "defense's and the offense's die)",
    "pizzabox": "each plate appearance in the table's language — +K/+B a pitcher card dealt, "
                "the hitter card (w t s b), the pitcher card (K B P), the result card; p a "
                "reliever, ph a pinch hitter",
}
#: Pizza Box's cards as its table language writes them (engine/systems/pizzabox/table_entry.py).
_PIZZABOX_CARDS = {"SWING": "w", "TAKE": "t", "STEAL": "s", "BUNT": "b", "STRIKE": "K",
                   "BALL": "B", "PITCHOUT": "P"}
#: Pizza Box answers that say nothing happened: no change of pitcher, no pinch hitter, no card kept.
_PIZZABOX_NOTHING = {("pitcher", "stay"), ("pinch", "none"), ("keep", "none")}


def game_scorecard(engine: Engine, game: str) -> bytes:
    """The scorecard of game `game`: the grid of plays, inning totals, the pitchers, and for
    a tabletop game what the table did."""
    chosen = load(engine, games=[game])
    if chosen.games.collect().is_empty():
        raise ScorebookError(f"There is no game {game}.")
    box = next(box_dicts(box_scores(chosen, only=[chosen.games.collect()["game_id"][0]])))
    plays = chosen.plays.sort("seq").collect().to_dicts()
    session = game_state(engine, game)
    table = _table_lines(engine, game, session, plays, box)
    return scorecard_pdf(box, plays, session.options, table,
                         TABLE_TITLES.get(box["game"]["system"], ""))


def blank_scorecard(engine: Engine, home: str | None = None, away: str | None = None,
                    system: str | None = None) -> bytes:
    """A blank scorecard, with each named team's latest lineup and its roster filled in;
    `system` "bot9" adds the fatigue track and count boxes, "pizzabox" the card boxes and the
    hand and deck tracker, counting the cards the league plays with (imported, else the house
    set)."""
    lineups = {side: recent_lineup(engine, team) if team else ("", [])
               for side, team in (("away", away), ("home", home))}
    rosters = {side: team_roster(engine, team) if team else []
               for side, team in (("away", away), ("home", home))}
    decks = deck_counts(game_cards(engine, "pizzabox").values()) if system == "pizzabox" else None
    return blank_scorecard_pdf(lineups, system, rosters, decks)


def _table_lines(engine, key: str, session, plays: list[dict], box: dict) -> list[str]:
    """What the table did: Bottom of the 9th's log of each pitch beside the batter it was
    thrown to; for Nanyou and Pizza Box the inputs as entered (dice or cards per plate
    appearance)."""
    system = session.system.key
    log = getattr(session.state, "table", None)
    names = {b["player_id"]: b["name"] for side in box["batting"].values() for b in side}
    if log:
        batters = [row["batter"] for row in plays if row["kind"] == "pitch"]
        return [f"{n + 1:>3}  {names.get(b, b)[:22]:<22}  {line}"
                for n, (b, line) in enumerate(zip(batters + [""] * len(log), log))]
    if system not in ("nanyou", "pizzabox"):
        return []
    with DbSession(engine) as db:
        inputs = active_inputs(db, find_game(db, key))
        values = [(i.seq, i.ask_key, i.value) for i in inputs]
    if all(k == "entry" for _, k, _ in values):
        return [v for _, _, v in values]
    word = _pizzabox_word if system == "pizzabox" else _nanyou_word
    return _grouped(values, plays, names, word)


def _nanyou_word(ask: str, value: str) -> str:
    return f"{ask.rsplit('.', 1)[-1][:3]}{value}"


def _pizzabox_word(ask: str, value: str) -> str:
    """A Pizza Box answer as the table's language writes it: "+K" a STRIKE card dealt, "t" a
    TAKE, "HA07" a result card, "p hom-lr1" a reliever; "" for an answer that changed nothing."""
    if (ask, value) in _PIZZABOX_NOTHING:
        return ""
    card = _PIZZABOX_CARDS.get(value, value)
    return {"draw": f"+{card}", "keep": f"keep {value}", "pitcher": f"p {value}",
            "pinch": f"ph {value}"}.get(ask, card)


def _grouped(inputs: list[tuple[int, str, str]], plays: list[dict], names: dict,
             word: Callable[[str, str], str]) -> list[str]:
    """Dice or cards answered one at a time (a simulated or hot-seat game), a line per plate
    appearance: every input up to the one that ended it, after the batter's name."""
    ends = {row["input_seq"]: row["batter"] for row in plays
            if row["kind"] == "play" and row["batter_event"]}
    lines, pending = [], []
    for seq, ask, value in inputs:
        said = word(ask, value)
        if said:
            pending.append(said)
        if seq in ends:
            batter = names.get(ends[seq], ends[seq])
            lines.append(f"{batter[:14]:<14} " + " ".join(pending))
            pending = []
    return lines + ([" ".join(pending)] if pending else [])
