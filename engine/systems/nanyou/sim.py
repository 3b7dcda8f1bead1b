"""A computer-against-computer game of Nanyou: the teams and the managers.

Game-level options shape the teams (the rest are the game's own options, state.py):
`draft=off` gives each side its own box of the cards (by default the two sides draft 15 each
from one set of 30); `mascot=NAME` adds the mascot card (§1.1) to the home team's roster, a 16th card. After
the draft both sides roll a die: the high roll chooses, and the computer chooses to bat second.
Grades the players agreed for the game (option `grades`, grades.py) are on the cards before the
draft, as the seed has them written on before the first pick.
"""

from __future__ import annotations

import random
from typing import Mapping, Sequence

from engine.core.errors import ScorebookError, shown
from engine.core.setup import GameSetup
from engine.systems.nanyou.ai import NanyouAI
from engine.systems.nanyou.cards import Card, mascot_card
from engine.systems.nanyou.draft import computer_draft, own_box, roll_off, start_draft
from engine.systems.nanyou.grades import check_known, graded_pool
from engine.systems.nanyou.lineup import best_lineup
from engine.systems.nanyou.state import agreed_grades
from engine.systems.nanyou.tables import load_tables
from engine.systems.nanyou.teams import SWITCHES, game_setup

#: Options that shape the teams, consumed here (the rest go to the game).
GAME_OPTIONS = ("draft", "mascot")


def make_ai(rng: random.Random) -> NanyouAI:
    return NanyouAI(rng)


def sim_setup(pool: Sequence[Card], rng: random.Random, home: tuple[str, str],
              away: tuple[str, str], options: Mapping[str, str]) -> tuple[GameSetup, dict[str, str]]:
    """The setup and stored options of one simulated game between `home` and `away` (code,
    name), with cards from `pool`."""
    options = {k: v.strip() for k, v in options.items()}
    drafting = options.get("draft", "on").lower()
    if drafting not in ("on", "off", "yes", "no", "true", "false"):
        raise ScorebookError(f"Option draft={shown(drafting)} is not known: use on or off.")
    rest = {k: v for k, v in options.items() if k not in GAME_OPTIONS}
    dh = rest.get("dh", "off").lower() in SWITCHES
    agreed = agreed_grades(rest)
    check_known(agreed, (card.id for card in pool))
    pool = graded_pool(pool, agreed)
    if drafting in SWITCHES:
        draft = computer_draft(start_draft(pool, rng), rng)
        chooser = roll_off(rng)  # the high roll bats second, for the last at-bat
        rosters = (draft.picks[chooser], draft.picks[1 - chooser])
    else:
        rosters = tuple(own_box(pool, random.Random(f"nanyou box {code}")) for code, _ in (home, away))
    home_roster, away_roster = list(rosters[0]), list(rosters[1])
    if options.get("mascot"):
        home_roster.append(mascot_card(options["mascot"], load_tables(rest.get("tables") or None)))
    home_team = best_lineup(*home, home_roster, dh)
    away_team = best_lineup(*away, away_roster, dh)
    return game_setup(home_team, away_team, rest)
