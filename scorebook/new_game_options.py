"""What a system offers a new game: its options, the modes it can be played in, and the shape
of its lineup cards.

Each option is described as the new-game screen offers it (`OptionSpec` in new_game_forms.py:
the values allowed and the default), taken from the system's own options code, so the screen
knows no system.
"""

from __future__ import annotations

from typing import Mapping

from sqlalchemy.engine import Engine

from db.cards import game_cards
from engine.core.errors import ScorebookError, quoted
from engine.core.lineup_cards import NUMBERS
from engine.systems.bot9 import state as bot9
from engine.systems.bot9 import teams as bot9_teams
from engine.systems.bot9.solo.cards import load_solo_cards
from engine.systems.nanyou import state as nanyou
from engine.systems.nanyou.grades import check_known
from engine.systems.pizzabox import state as pizzabox
from engine.systems.pizzabox import teams as pizzabox_teams
from engine.systems.pizzabox.card_file import card_set
from engine.systems.simulate import sim_module
from scorebook.new_game_forms import RULES, TEAMS, VARIANT, NewGameRefused, OptionSpec, Shape
from scorebook.new_game_unlimited9 import option_specs as unlimited9_specs
from scorebook.new_game_unlimited9 import shape as unlimited9_shape

#: The systems a game can be set up for here, and what the screen calls them.
SYSTEMS = {"plain": "Baseball (plain scorekeeping)", "bot9": "Bottom of the 9th",
           "nanyou": "Nanyou 職棒大賽紙牌", "pizzabox": "Pizza Box Baseball",
           "unlimited9": "Unlimited Nine 覺醒吧！棒球魂"}
#: Who answers what: the scorekeeper types all, two people play, one plays the computer, or
#: the computer plays both sides.
MODES = {"record": "Record a game at the table", "hotseat": "Hot-seat: two people play",
         "computer": "Play against the computer", "watch": "Watch the computer play"}
SIDES = ("away", "home")
#: Each side as the new-game screen calls it (and its sentences about a lineup).
TITLES = {"away": "Visitors", "home": "Home"}
SWITCH = ("on", "off")
#: The further cards a lineup card may hold: relievers in the order they come in, and a bench.
EXTRAS = ("bullpen", "bench")


def option_specs(engine: Engine, system: str) -> tuple[OptionSpec, ...]:
    """The options of `system` a new game may set (the entry mode follows from the mode)."""
    if system == "plain":
        low, high = NUMBERS["innings"]
        return (OptionSpec("innings", "Innings", tuple(map(str, range(low, high + 1))), "9",
                           "Scheduled innings.", RULES),
                OptionSpec("dh", "DH", ("off", "on"), "off",
                           "The designated hitter bats for the pitcher (Rule 5.11).", RULES))
    if system == "bot9":
        said = bot9.OPTION_HELP
        supports = [c for c in game_cards(engine, system).values() if c.kind == "support"]
        situations = list(load_solo_cards().situations.values())
        return (OptionSpec("innings", "Innings", tuple(map(str, range(1, 10))), "1",
                           "1: the base game, the bottom of the 9th; 2-9: the multi-inning game "
                           "(both sides bat and pitch).", TEAMS),
                OptionSpec("running", "Running", bot9.RUNNING, "standard", said["running"]),
                OptionSpec("abilities", "Abilities", SWITCH, "on", said["abilities"]),
                OptionSpec("support", "Support card", ("", *(c.id for c in supports)), "",
                           said["support"],
                           titles=("none", *(f"{c.id} {c.name}" for c in supports))),
                OptionSpec("support_mode", "Support use", bot9.SUPPORT_MODES, "shared",
                           said["support_mode"]),
                OptionSpec("draft", "Auto drafts", ("off", "on"), "off",
                           "Auto: on, both teams draft from one card set; off, each side "
                           "plays its own box of cards.", TEAMS),
                OptionSpec("situation", "Situation", ("", *(c.id for c in situations)), "",
                           "Start from a Situation card (rules/bot9.md §4.2.3): its inning, "
                           "outs, runners and score (the base game).", VARIANT,
                           titles=("none", *(f"{c.id} {c.name}" for c in situations))),
                OptionSpec("extra", "10th inning", ("off", "on"), "off",
                           "on: if the home team has not won in the 9th, extra innings with "
                           "both teams batting and pitching (the base game, §4.2.4).", VARIANT))
    if system == "nanyou":
        said = nanyou.OPTION_HELP
        # The grades the players agree before the draft: typed, checked as they are typed
        # (`option_problem`); the computer's draft and lineups go by them too.
        rules = tuple(OptionSpec(rule, _label(rule), ("off", "on"), "off", said[rule])
                      if rule != "grades" else
                      OptionSpec(rule, "Grades", (), "off", said[rule], VARIANT)
                      for rule in nanyou.RULES)
        return (OptionSpec("mode", "Mode", nanyou.MODES, "full", said["mode"]), *rules,
                OptionSpec("draft", "Auto drafts", ("on", "off"), "on",
                           "Auto: on, the sides draft 15 cards each from one set; off, each "
                           "side plays its own box of cards.", TEAMS),
                OptionSpec("mascot", "Mascot", (), "",
                           "A player you name, on the generic card (Auto: the home team's).",
                           TEAMS))
    if system == "pizzabox":
        return _pizzabox_specs(engine)
    if system == "unlimited9":  # its specs and lineup cards: new_game_unlimited9.py
        return unlimited9_specs(engine)
    raise NewGameRefused(f"A game of {quoted(system)} cannot be set up here: choose "
                         f"{', '.join(SYSTEMS)}.")


def option_problem(engine: Engine, system: str, key: str, value: str) -> str:
    """What is wrong with a typed option's value, in one sentence ("" when nothing is): so far
    Nanyou's agreed grades, checked against the card set in use."""
    if system != "nanyou" or key != "grades":
        return ""
    try:
        check_known(nanyou.agreed_grades({key: value}), game_cards(engine, system))
    except ScorebookError as exc:
        return str(exc)
    return ""


def _pizzabox_specs(engine: Engine) -> tuple[OptionSpec, ...]:
    """Pizza Box's level, players, how a recorded game is entered and the card set; at PRO
    each team's starter card (its bullpen is every reliever card of the set). A key is a
    widget's id here: `people_away` stands for the game's option `people.away`."""
    said = pizzabox.OPTION_HELP
    cards = card_set(game_cards(engine, "pizzabox").values())
    starters = pizzabox_teams.starters(cards)
    titles = tuple(f"{cards[c].name} (grade {cards[c].grade})" for c in starters)
    first = starters[0] if starters else ""
    return (OptionSpec("level", "Level", pizzabox.LEVELS, "A", said["level"], TEAMS),
            OptionSpec("players", "Players", tuple(map(str, range(2, 7))), "2", said["players"]),
            OptionSpec("people_away", "Visitors are", (), "", said["people.away"]),
            OptionSpec("people_home", "Home are", (), "", said["people.home"]),
            OptionSpec("entry", "Recording", ("table", "cards"), "table",
                       "How a game recorded at the table is entered: table, one line per plate "
                       "appearance (w B HA07); cards, every card and choice on its own. A game "
                       "played in the app is dealt by the app.",
                       titles=("one line a batter", "card by card")),
            OptionSpec("card_set", "Cards", ("house", "imported"), "house", said["card_set"]),
            *(OptionSpec(f"starter_{side}", f"{side.title()} starter", starters, first,
                         f"PRO: the {team} starting pitcher card (the bullpen: every reliever "
                         "card of the set).", TEAMS, titles)
              for side, team in (("away", "visitors'"), ("home", "home team's"))))


def _label(rule: str) -> str:
    """"hit_and_run" -> "Hit and run", "dh" -> "DH"."""
    return "DH" if rule == "dh" else rule.replace("_", " ").capitalize()


def shape(system: str, options: Mapping[str, str], side: str) -> Shape:
    """The lineup card of `side` ("away" or "home") under these options."""
    fielders = tuple(range(1, 10))
    if system == "pizzabox":  # the board has no players: nine by position (teams.py)
        return Shape(0, (), note=pizzabox_team(options.get("level", "A")))
    if system == "unlimited9":
        return unlimited9_shape(options)
    if system == "bot9":
        if options.get("innings", "1") not in ("", "1"):  # both sides bat nine and pitch
            return Shape(bot9_teams.MULTI_BATTERS + 1, fielders, False, EXTRAS)
        if options.get("extra") == "on":  # both bat six; a pitcher apart for the 10th
            return Shape(bot9_teams.BASE_BATTERS, fielders[1:], True, ("bullpen",))
        # the visitors only pitch, the home team only bats
        return (Shape(0, (), True, ("bullpen",)) if side == "away"
                else Shape(bot9_teams.BASE_BATTERS, fielders[1:]))
    dh = options.get("dh") == "on"
    return Shape(9, fielders + ((10,) if dh else ()), dh,
                 ("bench",) if system == "nanyou" else ())


def pizzabox_team(level: str) -> str:
    """A Pizza Box team at `level`, as the game makes it (engine/systems/pizzabox/teams.py)."""
    order = " ".join(label for _, label in pizzabox_teams.ORDER)
    ninth = "the pitcher, on his starter card" if level == "PRO" else "the DH"
    bench = {"AAA": f"; {pizzabox_teams.PINCH_HITTERS} pinch hitters",
             "PRO": f"; {pizzabox_teams.PINCH_HITTERS} pinch hitters and a bullpen of every "
                    "reliever card"}.get(level, "")
    return f"Nine players by position: {order}, then {ninth}{bench}."


def modes(system: str) -> tuple[str, ...]:
    """The modes a system can be played in: only recording without a computer manager."""
    try:
        sim_module(system)
    except ScorebookError:
        return ("record",)
    return tuple(MODES)


def control(mode: str, computer: str = "home") -> dict[str, str]:
    """`games.control` for a mode: who answers each side's choices."""
    if mode == "record":
        return {"mode": "record", "away": "person", "home": "person"}
    if mode == "watch":
        return {"mode": "watch", "away": "computer", "home": "computer"}
    sides = {side: "computer" if mode == "computer" and side == computer else "person"
             for side in SIDES}
    return {"mode": "play", **sides}
