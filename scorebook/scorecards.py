"""A game's scorecard, and a blank one for the table, as PDF bytes. Plain functions, no
command line: `scorebook scorecard` and the app's export screen call them.
"""

from __future__ import annotations

import textwrap
from typing import Callable

from sqlalchemy.engine import Engine
from sqlmodel import Session as DbSession

from db.cards import game_cards
from db.games import team_names
from db.replay import active_inputs, find_game, game_state
from engine.core.errors import ScorebookError
from engine.systems.unlimited9.card_file import card_set as u9_card_set
from exports.scorecards import blank_unlimited9 as u9
from exports.retrosheet import unlimited9
from exports.scorecards import blank_bot9
from exports.scorecards.blank_pdf import blank_scorecard_pdf, recent_lineup
from exports.scorecards.blank_roster import team_roster
from exports.scorecards.blank_pizzabox import deck_counts
from exports.scorecards.game_pdf import scorecard_pdf
from stats.box.scores import box_scores
from stats.box.dicts import box_dicts
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
    "unlimited9": "each plate appearance in the table's language — oe/de an event played, "
                  "pos and sub, the offence's and the defence's cards (o3r d2b: 3 red, 2 blue), "
                  "+1 boost cards, s a skill, i a walk",
}
#: Unlimited Nine's items of several words (table_words.py): the word and how many it takes.
_ITEM_WORDS = {"oe": 2, "de": 2, "pos": 3, "sub": 3}
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
    `system` "bot9" adds the fatigue track and count boxes and gives each team the innings it
    bats in the kind of game the teams last played (the home team's, else the visitors'),
    "pizzabox" the card boxes and the
    hand and deck tracker, counting the cards the league plays with (imported, else the house
    set), "unlimited9" the duel's boxes and the hand sizes of the lineup's cards — where a
    team is a colour ("blue") no team has as its code, that colour's sample nine."""
    teams = (("away", away), ("home", home))
    if system == u9.SYSTEM:
        return _unlimited9_card(engine, dict(teams))
    lineups = {side: recent_lineup(engine, team) if team else ("", []) for side, team in teams}
    rosters = {side: team_roster(engine, team) if team else [] for side, team in teams}
    decks = deck_counts(game_cards(engine, "pizzabox").values()) if system == "pizzabox" else None
    setup = (blank_bot9.latest_setup(engine, [team for _, team in reversed(teams) if team])
             if system == blank_bot9.SYSTEM else None)
    return blank_scorecard_pdf(lineups, system, rosters, decks, bot9_setup=setup)


def _unlimited9_card(engine: Engine, teams: dict[str, str | None]) -> bytes:
    """Unlimited Nine's blank card: a team's latest lineup with its cards' hands, a colour's
    sample nine with the league's cards (imported, else the house set), or nobody."""
    known = team_names(engine, [team for team in teams.values() if team])
    cards = None
    lineups, rosters, hands = {}, {}, {}
    for side, team in teams.items():
        colour = u9.colour_of(team) if team not in known else None
        if colour:
            cards = cards or u9_card_set(game_cards(engine, u9.SYSTEM).values())
            lineups[side], hands[side] = u9.sample_nine(cards, colour)
            rosters[side] = []
        elif team:
            lineups[side], hands[side] = recent_lineup(engine, team), u9.team_hands(engine, team)
            rosters[side] = team_roster(engine, team)
    return blank_scorecard_pdf(lineups, u9.SYSTEM, rosters, hands=hands)


def _table_lines(engine, key: str, session, plays: list[dict], box: dict) -> list[str]:
    """What the table did: Bottom of the 9th's log of each pitch beside the batter it was
    thrown to; for Nanyou and Pizza Box the inputs as entered (dice or cards per plate
    appearance)."""
    system = session.system.key
    log = getattr(session.state, "table", None)
    names = {b["player_id"]: b["name"] for side in box["batting"].values() for b in side}
    if log:
        batters = [names.get(row["batter"], row["batter"]) for row in plays
                   if row["kind"] == "pitch"]
        wide = max([22, *map(len, batters)])  # every name whole, the pitches lined up after
        return [f"{n + 1:>3}  {b:<{wide}}  {line}"
                for n, (b, line) in enumerate(zip(batters + [""] * len(log), log))]
    if system not in ("nanyou", "pizzabox", "unlimited9"):
        return []
    with DbSession(engine) as db:
        inputs = active_inputs(db, find_game(db, key))
        values = [(i.seq, i.ask_key, i.value, i.who) for i in inputs]
    if all(k == "entry" for _, k, _, _ in values):
        return [v for _, _, v, _ in values]
    if system == "unlimited9":  # its answers as the table's words, in the table's order
        lines = _grouped(values, plays, names, unlimited9.answer_word, _unlimited9_words)
        return [part for line in lines for part in line.split("\n")]
    word = _pizzabox_word if system == "pizzabox" else _nanyou_word
    return _grouped(values, plays, names, lambda ask, value, who: word(ask, value))


def _unlimited9_words(words: list[str], width: int = 59) -> str:
    """A plate appearance's words in the table's order, on as many lines as they take (the
    events a side plays before a half are many), the lines after the first indented under the
    batter's name, so that no word is cut off at the column's edge; an item of several words
    (`oe E05:1`, `pos B03 B05`, `sub B10 B04`) stays on one line."""
    words, items = unlimited9.com_text(words, False).removeprefix(unlimited9.TAG).split(), []
    while words:
        take = _ITEM_WORDS.get(words[0], 1)
        items.append("\u00a0".join(words[:take]))  # textwrap breaks at ASCII spaces only
        words = words[take:]
    parts = textwrap.wrap(" ".join(items), width, break_long_words=False) or [""]
    return f"\n{' ' * 15}".join(parts).replace("\u00a0", " ")


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


def _grouped(inputs: list[tuple[int, str, str, str]], plays: list[dict], names: dict,
             word: Callable[[str, str, str], str],
             join: Callable[[list[str]], str] = " ".join) -> list[str]:
    """Dice or cards answered one at a time (a simulated or hot-seat game), a line per plate
    appearance: every input up to the one that ended it (`word(ask, value, who)` each, the
    words `join`ed), after the batter's name."""
    ends = {row["input_seq"]: row["batter"] for row in plays
            if row["kind"] == "play" and row["batter_event"]}
    lines, pending = [], []
    for seq, ask, value, who in inputs:
        said = word(ask, value, who)
        if said:
            pending.append(said)
        if seq in ends:
            batter = names.get(ends[seq], ends[seq])
            lines.append(f"{batter:<14} " + join(pending))
            pending = []
    return lines + ([join(pending)] if pending else [])
