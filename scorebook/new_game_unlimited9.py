"""A new Unlimited Nine game from the app's choices (rules/unlimited_nine.md §1.3, §4, §5).

Played in the app (hot-seat, against the computer, watched) the game before the first pitch is
the engine's: basic mode draws the captains, each side plays the nine of its captain's colour
and the reveal of the event deck says who bats first (pregame.py); standard mode recruits the
teams first (recruit.py). The app shows that step on a screen of its own (tui/screens/pregame.py,
tui/screens/recruit.py) and hands back the two sides it settled on; without them (the computer
managing both, or a test) the computer settles them, as `scorebook sim unlimited9` does. The
reveal may send the team chosen as the home team up first: it is then the visitors (team 0 bats
first), and the computer goes on managing the team it was given, not the side.

Recorded at the table (§5) the game is read from a scoring script's header, as `scorebook
record` reads one (the lineups the cards the scorekeeper names, the captains among the
options; `header_lines`), so the app and the command line refuse the same sentence.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from sqlalchemy.engine import Engine

from db.cards import game_cards
from engine.core.setup import GameSetup
from engine.core.setup import POSITIONS as POSITION_NAMES
from engine.systems.unlimited9 import pregame, recruit
from engine.systems.unlimited9 import state as u9
from engine.systems.unlimited9.ai import recruit_answer
from engine.systems.unlimited9.card_file import card_set, house_set
from engine.systems.unlimited9.cards import CardSet
from engine.systems.unlimited9.rules import load_rules
from engine.systems.unlimited9.teams import Side as U9Side
from engine.systems.unlimited9.teams import game_setup
from scorebook.new_game_forms import (TEAMS, Choice, Choices, NewGame, NewGameRefused, OptionSpec,
                                      Shape, Side, Starter)

#: Options of the new-game screen that make the teams (a recorded game's captains), not the
#: game's rules: spent here, never stored.
TEAM_CHOICES = ("captain_away", "captain_home")
NOTE = ("Recorded: the nine by card, the captains in Options. Played: drawn (basic) or "
        "recruited (standard) on the next screen.")


def option_specs(engine: Engine) -> tuple[OptionSpec, ...]:
    """Mode, how a recorded game is entered, the card set, and a recorded game's captains."""
    said = u9.OPTION_HELP
    # Both sets' characters: the captain is chosen before (or after) the set.
    found = {c.id: c for which in ("house", "imported") for c in _cards(engine, which).characters}
    characters = sorted(found.values(), key=lambda c: c.id)
    ids = ("", *(c.id for c in characters))
    titles = ("—", *(f"{c.id} {c.name} ({c.colour})" for c in characters))
    return (OptionSpec("mode", "Game mode", u9.MODES, "basic", said["mode"]),
            OptionSpec("entry", "Recording", ("table", "cards"), "table",
                       "How a game recorded at the table is entered: table, one line per plate "
                       "appearance (o3r d2b, K, 1B@SS); cards, every card and choice on its "
                       "own. A game played in the app is dealt by the app.",
                       titles=("one line a batter", "card by card")),
            OptionSpec("card_set", "Cards", ("house", "imported"), "house", said["card_set"]),
            *(OptionSpec(f"captain_{side}", f"{title} captain", ids, "",
                         f"Recording at the table: the {team} Captain (his colour's characters "
                         "get +1 hand). A played game draws or recruits its captains.",
                         TEAMS, titles)
              for side, title, team in (("away", "Away", "visitors'"),
                                        ("home", "Home", "home team's"))))


def shape(options) -> Shape:
    """Nine by card and position; a bench in standard mode."""
    standard = options.get("mode", "basic") == "standard"
    return Shape(9, tuple(range(1, 10)), extras=("bench",) if standard else (), note=NOTE)


def choices(engine: Engine, options) -> Choices:
    """The characters of the game's card set (event cards are nobody's player)."""
    cards = _cards(engine, options.get("card_set", "house"))
    every = tuple(Choice(c.id, f"{c.id} {c.name} {c.position} {c.colour}", c.name)
                  for c in sorted(cards.characters, key=lambda c: c.id))
    return Choices(every, every, bench=every)


def _cards(engine: Engine, which: str) -> CardSet:
    """The house-default set, or the cards imported (the kind a file did not hold stays the
    house default's; the house set when nothing was imported)."""
    return house_set() if which == "house" else card_set(game_cards(engine, "unlimited9").values())


def game_cards_of(engine: Engine, game: NewGame) -> CardSet:
    return _cards(engine, game.options.get("card_set", "house") or "house")


def rng(game: NewGame) -> random.Random:
    """The chance of the game before the first pitch (the draw, the recruiting's shuffles):
    the seed's, as the lineups the computer fills in (new_game_lineups.auto_lineups)."""
    return random.Random(f"{game.seed}/setup")


# ── Played: the game before the first pitch ─────────────────────────────────────────────────
@dataclass(frozen=True)
class Start:
    """The sides as the game before the first pitch left them: the one batting first first,
    and the event cards turned onto the discard."""

    first: U9Side
    second: U9Side
    discard: tuple[str, ...] = ()


def draw(engine: Engine, game: NewGame) -> Start:
    """Basic mode: the captains drawn, the nines of their colours in the computer's order,
    the hands, and the reveal's order (`rng`: the same draw every time for a seed)."""
    cards, rules = game_cards_of(engine, game), load_rules()
    first, second, turned = pregame.basic(cards, rules, rng(game), _team(game.away),
                                          _team(game.home))
    return Start(first, second, turned)


def start_recruiting(engine: Engine, game: NewGame,
                     chance: random.Random | None = None) -> recruit.Recruiting:
    """Standard mode: the table dealt for recruiting (`chance`: the seed's by default), the
    visitors' team "0"."""
    return recruit.start(game_cards_of(engine, game), load_rules(), chance or rng(game),
                         _team(game.away), _team(game.home))


def recruited(state: recruit.Recruiting) -> Start:
    first, second, discard = recruit.sides(state)
    return Start(first, second, discard)


def reorder(side: U9Side, rows: tuple[Starter, ...]) -> U9Side:
    """`side` in the order, and at the positions, of a lineup card's rows: the same nine, one
    a position (rules §2.2: positions may change at any time). Anything else is refused in one
    sentence."""
    nine = [(row.choice, POSITION_NAMES.get(row.position, "")) for row in rows]
    own = sorted(card for card, _ in side.nine)
    if sorted(card for card, _ in nine) != own:
        raise NewGameRefused(f"{side.name} bats its nine, each once: {' '.join(own)}.")
    positions = [p for _, p in nine]
    if sorted(positions) != sorted(p for _, p in side.nine):
        double = next((p for p in positions if p and positions.count(p) > 1), "")
        raise NewGameRefused(f"{side.name}: one character a position"
                             + (f" (two at {double})." if double else ", each chosen."))
    return replace(side, nine=tuple(nine))


def managed_by_person(game: NewGame, code: str) -> bool:
    """Whether a person manages team `code` (hot-seat both, against the computer the team not
    given to the computer, watching neither)."""
    if game.mode == "watch":
        return False
    if game.mode == "computer":
        computer = game.home if game.computer == "home" else game.away
        return code != computer.code
    return True


def _team(side: Side) -> tuple[str, str]:
    return side.code, side.name or side.code


def computer_played(engine: Engine, game: NewGame) -> Start:
    """The game before the first pitch with the computer choosing for everybody."""
    if game.options.get("mode", "basic") != "standard":
        return draw(engine, game)
    chance = rng(game)  # one chance for the deal and the phase, as `scorebook sim` has it
    state = recruit.run(start_recruiting(engine, game, chance),
                        lambda s, ask: recruit_answer(s, ask, chance), chance)
    return recruited(state)


# ── The game made ───────────────────────────────────────────────────────────────────────────
def unlimited9_setup(engine: Engine, game: NewGame, start: Start | None = None,
                     ) -> tuple[GameSetup, dict[str, str], NewGame]:
    """The setup and stored options of a game played in the app, and the choices as the game
    has them (the computer's side follows its team when the reveal sends the home team up
    first)."""
    mode = game.options.get("mode", "basic") or "basic"
    cards, rules = game_cards_of(engine, game), load_rules()
    options = {"card_set": game.options.get("card_set", "house") or "house", "entry": "cards"}
    if u9.cards_option(cards):
        options["cards"] = u9.cards_option(cards)
    start = start or computer_played(engine, game)
    setup, stored = game_setup(start.first, start.second, mode, cards, rules, start.discard,
                               options)
    if start.first.code != game.away.code:
        game = replace(game, computer="away" if game.computer == "home" else "home")
    return setup, stored, game


def header_lines(game: NewGame) -> list[tuple[str, str]]:
    """A recorded game's script lines the generic header has not: how it is entered and each
    side's Captain (engine/systems/unlimited9/script_header.py)."""
    lines = [(f"info option.entry {game.options.get('entry', 'table') or 'table'}", "the mode")]
    for where, label in (("away", "Away"), ("home", "Home")):
        captain = game.options.get(f"captain_{where}", "").strip()
        if captain:
            lines.append((f"info captain.{where} {captain}", f"option {label} captain"))
    return lines


# ── Lineups filled in (F3) ──────────────────────────────────────────────────────────────────
def auto_sides(engine: Engine, game: NewGame) -> tuple[Side, Side]:
    """Both lineup cards as the computer would set them up (each team's card, whichever bats
    first), the bench in standard mode."""
    start = computer_played(engine, game)
    by_code = {s.code: s for s in (start.first, start.second)}
    filled = []
    for side in (game.away, game.home):
        mine = by_code[side.code]
        batters = tuple(Starter(card, position_number(position)) for card, position in mine.nine)
        filled.append(replace(side, batters=batters, pitcher="", bullpen=(), bench=mine.bench))
    return filled[0], filled[1]


def position_number(position: str) -> int:
    """"SS" -> 6."""
    return next(n for n, name in POSITION_NAMES.items() if name == position)
