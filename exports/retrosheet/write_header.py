"""A game's header as Retrosheet records: `id`, `version`, `info` and `start`.

A game imported from an event file kept its info records as options (`info.<key>`, in its
file's order) and is written back with them as they were. Any other game gets the records
Retrosheet writes that Scorebook knows — teams, date, number, DH, pitchers of record — and,
as info records in the scoring script's words, any rule an official game does not have.
"""

from __future__ import annotations

import datetime as dt

from engine.core.setup import GameSetup



def header_records(key: str, date: dt.date | None, setup: GameSetup, options: dict[str, str],
                   pitchers: tuple[str, str, str]) -> list[str]:
    """The game's id, version, info and start records. `pitchers` are the winning and
    losing pitchers and the save (the games table's), for a game that kept no info."""
    info = [f"info,{name},{value}" for name, value in info_records(key, date, setup, options,
                                                                  pitchers)]
    return [f"id,{key}", f"version,{options.get('version', '2')}", *info,
            *start_records(setup)]


def info_records(key: str, date: dt.date | None, setup: GameSetup, options: dict[str, str],
                 pitchers: tuple[str, str, str]) -> list[tuple[str, str]]:
    """The info records: those an imported game kept (in its file's order, its official
    pitchers of record among them), else the game's teams, date, number, DH, rules and
    pitchers of record."""
    kept = [(name.removeprefix("info."), value) for name, value in options.items()
            if name.startswith("info.")]
    if kept:
        return kept
    rules = setup.rules
    info = [("visteam", setup.away.code), ("hometeam", setup.home.code),
            ("date", f"{date:%Y/%m/%d}" if date else ""), ("number", game_number(key)),
            ("innings", str(rules.innings) if rules.innings != 9 else ""),
            ("usedh", "true" if rules.dh else "false")]
    return ([(name, value) for name, value in info if value] + rules_beyond_retrosheet(setup)
            + list(zip(("wp", "lp", "save"), pitchers)))


def rules_beyond_retrosheet(setup: GameSetup) -> list[tuple[str, str]]:
    """Rules an official game does not have, as info records in the scoring script's words
    (engine.core.lineup_cards): a six-man lineup, no extra innings, a game that starts in the
    ninth. Retrosheet readers skip info they do not know."""
    rules, situation = setup.rules, setup.situation
    extra = []
    for key, value, usual in (("extra", rules.extra_innings, True),
                              ("ties", rules.ties_allowed, False),
                              ("walkoff", rules.walk_off, True)):
        if value != usual:
            extra.append((key, "true" if value else "false"))
    if rules.lineup_size != 9:
        extra.append(("lineup", str(rules.lineup_size)))
    if situation.inning != 1:
        extra.append(("inning", str(situation.inning)))
    if situation.half:
        extra.append(("half", "bottom"))
    if situation.outs:
        extra.append(("outs", str(situation.outs)))
    if situation.score != (0, 0):
        extra.append(("score", f"{situation.score[0]}-{situation.score[1]}"))
    return extra


def game_number(key: str) -> str:
    """0 for a single game; 1 or 2 in a doubleheader, from a Retrosheet-style id
    (CIN201906150 is game 0)."""
    if len(key) == 12 and key[3:].isdigit() and key[-1] in "012":
        return key[-1]
    return "0"


def start_records(setup: GameSetup) -> list[str]:
    """The starting lineups, visitors first, as the lineup cards list them."""
    return [f"start,{spot.player},{quoted(spot.name)},{side},{spot.slot},{spot.position}"
            for side, sheet in enumerate((setup.away, setup.home)) for spot in sheet.lineup]


def quoted(text: str) -> str:
    """A name or comment in double quotes; Retrosheet has no escape for a quote inside."""
    return '"' + text.replace('"', "'").replace("\r", " ").replace("\n", " ") + '"'
