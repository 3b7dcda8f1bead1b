"""What a Bottom of the 9th game holds beyond the baseball: options, cards, fatigue, the pitch.

The core `GameState` keeps the count, outs, bases and score; this adds what the tabletop game
tracks (rules/bot9.md §1.3): the cards in play, each pitcher's fatigue markers, the relievers
left, the support card's uses, and the pitch being thrown (`Turn`), phase by phase. A solo
game (§5) keeps its pitch deck instead of fatigue markers (`SoloState`). The options are read
from their stored strings by options.py.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from engine.core.frozen import replace
from typing import TYPE_CHECKING, Mapping

from engine.core.errors import ScorebookError
from engine.core.state import GameState
from engine.systems.bot9.cards import Ability, Card
from engine.systems.bot9.effects import Dice, Effect
from engine.systems.bot9.tables import Tables

if TYPE_CHECKING:
    from engine.systems.bot9.solo.cards import SoloCards

RUNNING = ("standard", "variant")
SUPPORT_MODES = ("shared", "split")
ENTRY = ("dice", "table")
SWITCH = {"on": True, "off": False, "true": True, "false": False, "yes": True, "no": False}
#: Options a person may give (`--option K=V`) and what each accepts; "cards" and the bullpens
#: are written by whoever sets the game up.
OPTION_HELP = {
    "running": "standard or variant (rules/bot9.md §2.4)",
    "abilities": "on or off (off: blank cards, no traits or abilities)",
    "support": "the support card's id, or empty",
    "support_mode": "shared (either side either ability, one at a time) or split (the offence "
                    "the home ability, the defence the visitor ability)",
    "support_uses": "how often each side may use the support card in a game (empty: no limit, "
                    "as the rules say)",
    "entry": "dice (the app rolls or is told every die) or table (the scorekeeper's one-key calls)",
    "tables": "a tables file to use instead of the bundled rules.toml",
    "solo": "on or off (on: the solo Manager's Challenge against the pitch deck, §5)",
    "situation": "solo: the Situation card's id",
    "effect": "solo: the id of the Effect card flipped at set-up",
    "veteran": "solo: on or off (Effect cards use their advanced text, §5.6)",
    "moty": "solo: on or off (Manager of the Year: the discard may not be looked at)",
    "hof": "solo: on or off (Hall of Fame: the bases start empty)",
    "first_effect": "solo: on or off (on: the Effect card flipped at set-up is exempt from Veteran)",
    "solo_cards": "solo: a card file to use instead of the bundled solo_cards.toml",
    "drawn": "solo at the table: on or off (on: each pitch line names the cards drawn, checked "
             "against the pitch deck, solo/table_draws.py)",
}
SOLO_SWITCHES = {"solo": False, "veteran": False, "moty": False, "hof": False, "first_effect": True,
                 "drawn": False}


#: Options the set-up writes (teams.py): the cards, and each side's relievers and bench.
STORED = ("cards", "bullpen.away", "bullpen.home", "bench.away", "bench.home")


class OptionError(ScorebookError):
    """A game option that Bottom of the 9th cannot use."""


@dataclass(frozen=True)
class Options:
    running: str = "standard"
    abilities: bool = True
    support: str = ""
    support_mode: str = "shared"
    support_uses: int = 0  # uses a side may make in a game; 0: no limit (the seed sets none)
    entry: str = "dice"
    tables: Tables = field(default=None, compare=False)  # type: ignore[assignment]
    cards: Mapping[str, Card] = field(default_factory=dict, compare=False)  # player -> card
    bullpens: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())  # relievers not yet used
    benches: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())  # pinch hitters (multi-inning)
    solo: bool = False
    situation: str = ""
    effect: str = ""
    veteran: bool = False
    moty: bool = False
    hof: bool = False
    first_effect: bool = True
    drawn: bool = False  # at the table: the cards drawn are named and the deck is kept
    solo_cards: SoloCards | None = field(default=None, compare=False)
    solo_start: SoloState | None = field(default=None, compare=False)  # the deck at set-up


def cards_option(cards: Mapping[str, Card]) -> str:
    """The `cards` option: each player's card as data, so a stored game keeps the cards it was
    played with even if the card file changes later."""
    return json.dumps({player: card.to_data() for player, card in cards.items()},
                      ensure_ascii=False, sort_keys=True)


@dataclass(frozen=True)
class Fatigue:
    """The two fatigue markers: rows down the track (0 = fresh), location and angle."""

    location: int = 0
    angle: int = 0


@dataclass(frozen=True)
class Turn:
    """The pitch being thrown, as far as it has got.

    `aim` is the pitcher's secret pitch ("HI": High, Inside) and `guess` the batter's; `natural`
    the dice as they fell and `dice` after traits and abilities; `queue` the chosen effects not
    yet applied (a reroll waits for the die: `reroll`); `run_effects` effects chosen for this
    pitch's run race; `call` the swing table's verdict; `race` how the run race ended.
    """

    aim: str = ""
    guess: str = ""
    natural: Dice = Dice()
    dice: Dice = Dice()
    pitcher_chose: bool = False
    batter_chose: bool = False
    queue: tuple[Effect, ...] = ()
    reroll: str = ""
    mvp: str = ""  # solo: the batter's answer on a full guess, the ★MVP or tiring the pitcher
    drawn: tuple[str, ...] = ()  # solo: the pitch-deck cards drawn at this stare-down
    card_effects: tuple[Ability, ...] = ()  # solo: drawn Effect cards' effects, for this pitch
    run_effects: tuple[Effect, ...] = ()
    call: str = ""
    race: str = ""
    rounds: int = 0


#: The pitch before its stare-down. Every pitch starts from it: turns are immutable, so one
#: will do (making one costs as much as the rest of a die's answer).
NEW_TURN = Turn()


@dataclass(frozen=True)
class SoloState:
    """The solo pitcher's arm (rules/bot9.md §5.3, §5.5): the pitch deck and its discard.

    `deck` holds the card ids face down, in card-file order: every draw is a chance ask among
    them, and a uniform draw from what is left is a shuffled deck. `discard` is face up, the
    bottom (oldest) card first. `tires` counts cards still to move from the deck to the
    discard, `relief` says the next pitcher card is due, `exhausted` that the deck ran out
    (only non-ace pitches until the batter changes). `in_force` is the effect of the Effect
    card flipped at set-up, for the whole game.
    """

    deck: tuple[str, ...]
    discard: tuple[str, ...] = ()
    tires: int = 0
    relief: bool = False
    exhausted: bool = False
    in_force: tuple[Ability, ...] = ()


@dataclass(frozen=True)
class Bot9State:
    game: GameState
    options: Options
    arms: tuple[Fatigue, Fatigue] = (Fatigue(), Fatigue())  # each team's pitcher's markers
    turn: Turn = NEW_TURN
    change_decided: bool = False  # the defense has said whether to change pitchers for this batter
    pinch_decided: bool = False  # the offense has said whether to pinch-hit for this batter
    cleanup: bool = False  # a plate appearance just ended: clean-up once its play is on the bases
    recovery: int = 0  # clean-up rows waiting for the defense to say which marker (cleanup.py)
    recovered_from: Fatigue | None = None  # at the table: the markers before the clean-up
    relievers: tuple[int, int] = (0, 0)  # relievers each team has brought in
    faced: tuple[bool, bool] = (False, False)  # each team's pitcher has faced a batter
    hit_for_pitcher: tuple[str, str] = ("", "")  # each team's pinch hitter for its pitcher
    support_used: tuple[int, int] = (0, 0)
    table: tuple[str, ...] = ()  # what the table did, one line per pitch (stare-down, dice, call)
    notes: tuple[str, ...] = ()  # warnings for the scorekeeper from the last answer
    solo_deck: SoloState | None = None  # the solo deck once it has changed (see `solo`)

    @property
    def solo(self) -> SoloState | None:
        """The solo pitcher's deck and discard; None unless this is a solo game played with
        the dice or recorded with the cards drawn named (`Options.drawn`); otherwise the cards
        on the table keep track themselves."""
        return self.solo_deck if self.solo_deck is not None else self.options.solo_start

    @property
    def tables(self) -> Tables:
        return self.options.tables

    def card(self, player: str) -> Card | None:
        return self.options.cards.get(player)

    @property
    def fatigue(self) -> Fatigue:
        """The markers of the pitcher in the game now."""
        return self.arms[1 - self.game.half]

    def plate_appearance_over(self) -> "Bot9State":
        """The state once the batter's plate appearance has ended, however it ended (a pitch,
        a table line, an outcome override): clean-up is due, the pitcher has faced a batter,
        and the pitching-change and pinch-hit questions are open again for the next batter."""
        team = 1 - self.game.half
        faced = (True, self.faced[1]) if team == 0 else (self.faced[0], True)
        return replace(self, cleanup=True, change_decided=False, pinch_decided=False, faced=faced)

    def tire(self, fatigue: Fatigue, team: int | None = None) -> "Bot9State":
        """The state with the fielding team's (or `team`'s) markers moved to `fatigue`."""
        team = 1 - self.game.half if team is None else team
        arms = (fatigue, self.arms[1]) if team == 0 else (self.arms[0], fatigue)
        return replace(self, arms=arms)
