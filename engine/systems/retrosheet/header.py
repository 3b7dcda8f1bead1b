"""A game's header in an event file — its `id`, `info` and `start` records — as a `GameSetup`.

    id,TOR201903280
    info,visteam,DET            info,hometeam,TOR          info,usedh,true
    start,harrj002,"Josh Harrison",0,1,4

The rules are those of an official major-league game: nine innings (or `info,innings`), the DH
when `usedh` is true, and earned runs as the official scorer marked them (every run is earned
unless the play says (UR) or (TUR); Ruleset.earned_runs "marked"). Team names are the caller's
(Retrosheet's TEAM file: city and nickname), else the codes. The lineup cards are checked as
any scorebook's are (engine.core.lineup_cards).
"""

from __future__ import annotations

import datetime as dt
from typing import Mapping, Sequence

from engine.core.errors import EntryError, quoted
from engine.core.lineup_cards import MOST_INNINGS, LineupError, build_setup
from engine.core.lineup_lines import PlayerLine
from engine.core.numbers import number_in
from engine.core.setup import GameSetup

TRUE = ("true", "yes", "1")


class HeaderError(EntryError):
    """A header that cannot start a game; `line_number` is the record to blame (0: the id)."""

    def __init__(self, message: str, line_number: int = 0):
        super().__init__(message)
        self.line_number = line_number


def game_setup(info: Sequence[tuple[str, str]], starts: Sequence[tuple[int, PlayerLine]],
               team_names: Mapping[str, str] | None = None,
               lines: Mapping[str, int] | None = None) -> GameSetup:
    """The setup the `info` records (key, value) and `start` records (line number, fields)
    describe; raise HeaderError for a game that cannot start. `lines`: the line of each info
    key's record, to blame."""
    lines = lines or {}
    values = {key.lower(): value.strip() for key, value in info}
    names = team_names or {}
    if not starts:
        raise HeaderError("The game has no start records: both lineups are needed.")
    # The lineups decide the DH when they disagree with `info,usedh`: 1982's World Series
    # file says false for games whose cards have a DH (position 10) and a pitcher in slot 0.
    dh = values.get("usedh", "").lower() in TRUE or any(
        p.slot == 0 or p.position == 10 for _, p in starts)
    header = {"earned": "marked", "innings": values.get("innings") or "9",
              "usedh": "true" if dh else "false"}
    for side, key in (("vis", "visteam"), ("home", "hometeam")):
        code = values.get(key, "")
        if key in values and not code:
            raise HeaderError(f"'info,{key}' is empty: give the team's code, as info,{key},TOR.",
                              lines.get(key, 0))
        if not code:
            raise HeaderError(f"The game has no 'info,{key}' record.")
        header[key] = code
        header[f"{side}name"] = names.get(code) or code
    if number_in(header["innings"], 1, MOST_INNINGS) is None:
        raise HeaderError(f"info,innings {quoted(header['innings'])} is not a number of innings "
                          f"from 1 to {MOST_INNINGS}.")
    try:
        return build_setup(header, list(starts), lines=lines)
    except LineupError as error:
        raise HeaderError(f"{error}"[:1].upper() + f"{error}"[1:], error.line) from None


def game_date(info: Sequence[tuple[str, str]]) -> dt.date | None:
    """The `info,date` (2019/03/28) as a date; None when the header has none."""
    text = dict((k.lower(), v) for k, v in info).get("date", "").strip()
    if not text:
        return None
    try:
        return dt.date.fromisoformat(text.replace("/", "-"))
    except ValueError:
        raise HeaderError(f"{quoted('info,date,' + text)} is not "
                          "a date: Retrosheet writes 2019/03/28.") from None
