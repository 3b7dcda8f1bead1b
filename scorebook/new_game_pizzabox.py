"""A new Pizza Box game from the app's choices (rules/pizza_box.md §1.2, §2.5, §2.6).

The board has no players: the game makes each team nine players named by position
(engine/systems/pizzabox/teams.py), with three pinch hitters from AAA on and, at PRO, the
starter card the screen chose and a bullpen of every reliever card. So the lineup cards stay
empty and the game is set up here, as `scorebook sim pizzabox` sets one up, not from a scoring
script's start lines. The screen's options that are not the game's own (each side's starter)
are spent here. A game recorded at the table is entered as its `entry` option says; one played
in the app is dealt by the app (`entry=cards`).
"""

from __future__ import annotations

from sqlalchemy.engine import Engine

from db.cards import game_cards
from engine.core.errors import quoted
from engine.core.setup import GameSetup
from engine.systems.pizzabox import teams
from engine.systems.pizzabox.card_file import card_set, house_set
from engine.systems.pizzabox.cards import CardSet
from scorebook.new_game_forms import NewGame, NewGameRefused

#: Options of the new-game screen that choose the teams, not the game's rules.
TEAM_CHOICES = ("level", "starter_away", "starter_home")
#: The screen's names of the game's options whose keys cannot be a widget's id.
GAME_KEYS = {"people_away": "people.away", "people_home": "people.home"}


def pizzabox_setup(engine: Engine, game: NewGame) -> tuple[GameSetup, dict[str, str]]:
    """The setup and stored options of the Pizza Box game the screen chose."""
    chosen = {key: value.strip() for key, value in game.options.items() if value.strip()}
    level = chosen.get("level", "A").upper()
    options = {GAME_KEYS.get(key, key): value for key, value in chosen.items()
               if key not in TEAM_CHOICES}
    options["entry"] = options.get("entry", "table") if game.mode == "record" else "cards"
    cards = _cards(engine, options.get("card_set", "house"))
    sides = {}
    for where, side in (("away", game.away), ("home", game.home)):
        starter, bullpen = "", ()
        if level == "PRO":
            starter = chosen.get(f"starter_{where}", "")
            if starter not in teams.starters(cards):
                whose = "visitors'" if where == "away" else "home team's"
                offered = ", ".join(teams.starters(cards)) or "none in this card set"
                raise NewGameRefused(f"Choose the {whose} starter card for a PRO game: one of "
                                     f"{offered}, not {quoted(starter or 'none')}.")
            starter, bullpen = teams.staff(cards, starter)
        sides[where] = teams.Team(side.code, side.name or side.code, starter, bullpen)
    return teams.game_setup(sides["home"], sides["away"], level, cards, options)


def _cards(engine: Engine, which: str) -> CardSet:
    """The house-default set, or the cards imported (the house set's decks they do not
    replace stay; the house set when none were imported)."""
    return house_set() if which == "house" else card_set(game_cards(engine, "pizzabox").values())
