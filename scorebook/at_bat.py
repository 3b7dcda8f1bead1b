"""The at-bat as the scorekeeper glances at it (tui/widgets/at_bat.py shows it): the pitches of
the plate appearance with the count after each, the batter's line today and his season line,
the pitcher's line today, and every pitcher's pitch count in the game.

Lines of words only (the widget colours them), worked out from the game state, the game's
rows counted by scorebook/game_tally.py and the season read once (scorebook/season_to_date.py).
A system without pitches (Pizza Box, Unlimited Nine: a plate appearance is one card or one
duel) has no pitches line, and counts the batters each pitcher faced instead of pitches.
"""

from __future__ import annotations

from engine.core.events import PICKOFF_CODES
from engine.core.state import GameState
from exports.retrosheet.write_play import count_of
from scorebook.game_tally import BatterLine, GameTally, PitcherLine
from scorebook.season_to_date import SeasonLine, SeasonToDate

#: The systems whose plate appearances are pitched one pitch at a time.
PITCHED = ("plain", "bot9", "nanyou")
#: Marks the state writes among the pitches (blocked by the catcher, runner going): not pitches.
MARKS = "*>"
LABEL = 15  # the width of the labels' column ("Pitcher today" and two spaces)
#: The labels on a narrow terminal (the at-bat is 46 cells wide at 80 columns), where the
#: words are written closer.
SHORT_LABELS = {"Pitches": "Pitches", "Batter today": "Batter", "Season": "Season",
                "Pitcher today": "Pitcher", "Pitch counts": "Counts", "Batters faced": "Faced"}
SHORT_LABEL = 9
READING = "…"  # the season line while it is being read


def pitch_sequence(pitches: str, between: str = "  ") -> str:
    """"B 1-0  C 1-1  F 1-2" — each pitch (Retrosheet's code) with the count after it; a
    pickoff throw is "PK1" (to first; "PK" the catcher's), the count unchanged."""
    codes = [code for code in pitches if code not in MARKS]
    shown = []
    for at, code in enumerate(codes):
        if code in PICKOFF_CODES:
            shown.append("PK" + code.strip("+"))
        else:  # (the pitch that ends the plate appearance resets the sequence)
            balls, strikes = count_of(codes[:at + 1])
            shown.append(f"{code} {balls}-{strikes}")
    return between.join(shown)


def batter_today(line: BatterLine | None) -> str:
    """"1-for-3: 2B, K, 6-3 · 2 RBI"; "first time up" before his first plate appearance."""
    if line is None or not line.PA:
        return "first time up"
    rbi = f" · {line.RBI} RBI" if line.RBI else ""
    return f"{line.H}-for-{line.AB}: {', '.join(line.results)}{rbi}"


def rate(value: float | None) -> str:
    """.283, 1.000; "---" without its denominator, as the papers print it."""
    return "---" if value is None else f"{value:.3f}".removeprefix("0")


def batter_season(season: SeasonToDate | None, player: str, games_too: bool = True) -> str:
    """".283/.350/.412, 4 HR, 21 RBI in 12 games" before this game (without "in 12 games"
    unless `games_too`); "first game" when he has played none of them."""
    if season is None:
        return READING
    if season.trouble:
        return f"not read: {season.trouble}"
    if season.season is None:
        return "this game is in no season"
    line: SeasonLine | None = season.lines.get(player)
    if line is None:
        return "first game"
    games = f" in {line.G} game{'' if line.G == 1 else 's'}" if games_too else ""
    return (f"{rate(line.AVG)}/{rate(line.OBP)}/{rate(line.SLG)}, {line.HR} HR, {line.RBI} RBI"
            f"{games}")


def pitcher_today(line: PitcherLine, pitched: bool, between: str = "  ") -> str:
    """"2.1 IP  3 H  1 R  1 ER  0 BB  2 SO  34-22" (pitches-strikes; batters faced in a game
    without pitches)."""
    counts = [f"{line.IP} IP", f"{line.H} H", f"{line.R} R", f"{line.ER} ER", f"{line.BB} BB",
              f"{line.SO} SO",
              f"{line.pitches or 0}-{line.strikes or 0}" if pitched else f"{line.BF} BF"]
    return between.join(counts)


def pitch_counts(game: GameState, tally: GameTally, pitched: bool) -> str:
    """"LKV Crandall 34 · RIV Jones 50, Smith 12": each team's pitchers in order of appearance
    with their pitches (batters faced in a game without pitches), each team's starter from
    the first pitch."""
    teams = []
    for side, team in enumerate(game.teams):
        lines = [line for (of, _), line in tally.pitchers.items() if of == side]
        if team.pitcher and all(line.player != team.pitcher for line in lines):
            lines.append(tally.line_of(side, team.pitcher))  # not yet on the mound: 0
        counts = ", ".join(f"{last_name(team.name(line.player))} "
                           f"{(line.pitches or 0) if pitched else line.BF}" for line in lines)
        if counts:  # (Bottom of the 9th: the home team never pitches)
            teams.append(f"{team.code} {counts}")
    return " · ".join(teams) or "none yet"


def last_name(name: str) -> str:
    return name.rsplit(" ", 1)[-1]


def at_bat(system: str, game: GameState, tally: GameTally, season: SeasonToDate | None,
           narrow: bool = False) -> tuple[tuple[str, str], ...]:
    """(label, words) a line: what the at-bat shows of `game` (over: nothing); `narrow`: the
    short labels, the words closer, no count of the season's games."""
    if game.final:
        return ()
    between = " " if narrow else "  "
    pitched = system in PITCHED or tally.pitched
    fielding = 1 - game.half
    mound = game.on_the_mound
    pitcher = pitcher_today(tally.line_of(fielding, mound), pitched, between) if mound else \
        "nobody on the mound"
    lines = [("Batter today", batter_today(tally.batters.get((game.half, game.batter)))),
             ("Season", batter_season(season, game.batter, games_too=not narrow)),
             ("Pitcher today", pitcher),
             ("Pitch counts" if pitched else "Batters faced", pitch_counts(game, tally, pitched))]
    if pitched:
        lines.insert(0, ("Pitches", pitch_sequence(game.pitches, between) or "none yet"))
    if narrow:
        return tuple((SHORT_LABELS[label].ljust(SHORT_LABEL), words) for label, words in lines)
    return tuple((label.ljust(LABEL), words) for label, words in lines)
