"""Setting up a solo game (rules/bot9.md §5.2): the deal and the GameSetup.

The home team is the player's six batters; the visitors are only the solo pitcher, who never
bats (his half-innings are skipped, scoreless: the house default "visitors do not score in
extra innings"), with the other pitcher cards as the pitcher deck (`bullpen.away`). The game
starts in the bottom of the Situation card's inning with its outs, runners and score; the
batters in slots 6, 5 and 4 stand on the bases from first up, as if they had batted just
before the leadoff man (none under Hall of Fame). A lead taken in the bottom half ends the game
at once; a tie goes on to the card's last inning, and a game not won by then is lost.

The deal is the season's: game 1 is always the opener (Home Opener); later games draw a
Situation card not used before, the Effect card, the starting pitcher and the game's own seed
from a random source made of the season's seed and the game's number, so a season deals the
same games however often it is resumed. A game played at the table is dealt what the table
drew instead (`table_deal`), checked by the same rules.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations
from typing import Collection, Iterable, Mapping, Sequence

from engine.core.errors import ScorebookError, quoted
from engine.core.setup import BOTTOM, GameSetup, LineupSpot, Ruleset, Situation, TeamSheet
from engine.systems.bot9.cards import Card
from engine.systems.bot9.positions import assign_positions, covers_positions
from engine.systems.bot9.solo.cards import SituationCard, SoloCards
from engine.systems.bot9.state import cards_option
from engine.systems.bot9.teams import player_id

HOME_CODE, HOME_NAME = "SOLO", "Manager's club"
AWAY_CODE, AWAY_NAME = "DECK", "The pitcher deck"
BATTERS = 6
#: Which batting slots stand on first, second and third base, filled from first base up.
RUNNER_SLOTS = (6, 5, 4)


class SoloSetupError(ScorebookError):
    """Cards that cannot make a solo game, or a season with no Situation card left to deal."""


@dataclass(frozen=True)
class Deal:
    """What game `number` of a season is dealt: its Situation card, the Effect card flipped at
    set-up, the starting pitcher's card id and the seed of the game's dice and cards."""

    number: int
    situation: SituationCard
    effect: str
    starter: str
    seed: int


def deal(season_seed: int, number: int, used: Collection[str], cards: SoloCards,
         pitchers: Sequence[str]) -> Deal:
    """Game `number`'s deal; `used` are the Situation cards of the season's earlier games."""
    if not pitchers:
        raise SoloSetupError("A solo season needs at least one pitcher card for the pitcher deck.")
    rng = random.Random(f"{season_seed}:{number}")
    if number == 1:
        situation = cards.opener
    else:
        unused = [s for s in cards.situations if s not in used and s != cards.opener]
        if not unused:
            raise SoloSetupError(f"Game {number}: every Situation card of {cards.source} has "
                                 f"been used this season.")
        situation = rng.choice(unused)
    effect = rng.choice(list(cards.effects))
    starter = rng.choice(list(pitchers))
    return Deal(number, cards.situations[situation], effect, starter, rng.getrandbits(63))


#: What a game played at the table names of its deal (the script's `info option.KEY ID`).
TABLE_DEAL = ("situation", "effect", "starter")


def table_deal(season_seed: int, number: int, used: Collection[str], cards: SoloCards,
               pitchers: Sequence[str], named: Mapping[str, str]) -> Deal:
    """Game `number`'s deal as the table drew it (`named`: "situation", "effect" and
    "starter", card ids in any case; game 1's Situation card may go unnamed: it is always the
    opener), checked as `deal` deals: the opener first, then a Situation card not used this
    season, an Effect card, a pitcher card of the season's pitcher deck."""
    situation = _named(named, "situation", cards.situations,
                       cards.opener if number == 1 else "")
    opener = cards.situations[cards.opener]
    if number == 1 and situation != cards.opener:
        raise SoloSetupError(f"info option.situation: game 1 is always {opener.name} "
                             f"({opener.id}), not {situation}.")
    if number > 1 and situation == cards.opener:
        raise SoloSetupError(f"info option.situation: {opener.name} ({opener.id}) is game 1's "
                             f"card; game {number} draws another.")
    if situation in used:
        raise SoloSetupError(f"info option.situation: {situation} "
                             f"({cards.situations[situation].name}) was used earlier this "
                             f"season; a Situation card is used once.")
    effect = _named(named, "effect", cards.effects)
    starter = _named(named, "starter", {p: p for p in pitchers})
    seed = random.Random(f"{season_seed}:{number}").getrandbits(63)
    return Deal(number, cards.situations[situation], effect, starter, seed)


def _named(named: Mapping[str, str], key: str, known: Mapping[str, object],
           default: str = "") -> str:
    """The card id `named[key]` as `known` spells it; refused when missing or unknown."""
    word = named.get(key, "").strip() or default
    what = {"situation": "Situation card", "effect": "Effect card",
            "starter": "pitcher card of the season's pitcher deck"}[key]
    if not word:
        raise SoloSetupError(f"Name the {what} dealt: info option.{key} ID, before the first "
                             f"pitch (the cards are {', '.join(known)}).")
    found = next((card for card in known if card.lower() == word.lower()), None)
    if found is None:
        raise SoloSetupError(f"info option.{key}: there is no {what} {quoted(word)} (the cards are "
                             f"{', '.join(known)}).")
    return found


def pick_batters(seed: int, batters: Sequence[Card]) -> tuple[Card, ...]:
    """Six of `batters` who cover six different positions, drawn with `seed` (the season's
    lineup when the player names none), in the order drawn."""
    pool = [card for card in batters if card.kind == "batter"]
    rng = random.Random(f"{seed}:batters")
    for _ in range(200):
        six = rng.sample(pool, BATTERS) if len(pool) >= BATTERS else []
        if six and not covers_positions(six):
            return tuple(six)
    rng.shuffle(pool)
    for six in combinations(pool, BATTERS):
        if not covers_positions(six):
            return six
    raise SoloSetupError(f"No six of the {len(pool)} batter cards cover six different positions.")


def named_batters(cards: Mapping[str, Card], ids: Iterable[str]) -> tuple[Card, ...]:
    """The player's six batters by card id (without case), checked: six different batter
    cards covering six different positions."""
    by_id = {card_id.lower(): card for card_id, card in cards.items()}
    lineup = []
    for card_id in (i.strip() for i in ids if i.strip()):
        card = by_id.get(card_id.lower())
        if card is None or card.kind != "batter":
            raise SoloSetupError(f"The batters: {card_id} is not a batter card of the card set.")
        lineup.append(card)
    if len(lineup) != BATTERS or len({card.id for card in lineup}) != BATTERS:
        raise SoloSetupError(f"The batters must be {BATTERS} different batter cards, not "
                             f"{len(lineup)}.")
    problem = covers_positions(lineup)
    if problem:
        raise SoloSetupError(f"The batters: {problem}")
    return tuple(lineup)


def solo_game(batters: Sequence[Card], pitchers: Sequence[Card], situation: SituationCard,
              effect: str, *, veteran: bool = False, moty: bool = False, hof: bool = False,
              first_effect: bool = True, entry: str = "dice",
              options: Mapping[str, str] | None = None) -> tuple[GameSetup, dict[str, str]]:
    """The GameSetup and options of a solo game: `batters` in batting order, `pitchers` with
    the starter first and then the pitcher deck; `options` adds any other game option."""
    _check(batters, pitchers)
    positions = assign_positions(batters)
    ids = [player_id(HOME_CODE, card) for card in batters]
    home = TeamSheet(HOME_CODE, HOME_NAME, tuple(
        LineupSpot(pid, card.name, slot, position)
        for slot, (pid, card, position) in enumerate(zip(ids, batters, positions), start=1)))
    starter = pitchers[0]
    away = TeamSheet(AWAY_CODE, AWAY_NAME,
                     (LineupSpot(player_id(AWAY_CODE, starter), starter.name, 0, 1),))
    runners = () if hof else tuple(
        (str(base), ids[slot - 1]) for base, slot in zip(situation.runners, RUNNER_SLOTS))
    rules = Ruleset(innings=situation.inning, extra_innings=True, ties_allowed=False,
                    max_innings=situation.max_inning, walk_off=True, tie_goes_to="away",
                    lineup_size=BATTERS)
    start = Situation(inning=situation.inning, half=BOTTOM, outs=situation.outs,
                      runners=runners, score=situation.score)
    switch = {True: "on", False: "off"}
    result = {**(options or {}), "solo": "on", "situation": situation.id, "effect": effect,
              "veteran": switch[veteran], "moty": switch[moty], "hof": switch[hof],
              "first_effect": switch[first_effect], "running": "variant", "entry": entry}
    cards = {pid: card for pid, card in zip(ids, batters)}
    cards.update({player_id(AWAY_CODE, card): card for card in pitchers})
    result["cards"] = cards_option(cards)
    if len(pitchers) > 1:
        result["bullpen.away"] = ",".join(player_id(AWAY_CODE, card) for card in pitchers[1:])
    return GameSetup(away, home, rules, start), result


def _check(batters: Sequence[Card], pitchers: Sequence[Card]) -> None:
    if len(batters) != BATTERS:
        raise SoloSetupError(f"A solo game needs {BATTERS} batters, not {len(batters)}.")
    for card in batters:
        if card.kind != "batter":
            raise SoloSetupError(f"{card.id} ({card.name}) is a {card.kind} card, not a batter.")
    problem = covers_positions(batters)
    if problem:
        raise SoloSetupError(problem)
    if not pitchers:
        raise SoloSetupError("A solo game needs a pitcher card to face.")
    for card in pitchers:
        if card.kind != "pitcher":
            raise SoloSetupError(f"{card.id} ({card.name}) is a {card.kind} card, not a pitcher.")
    if len({card.id for card in pitchers}) != len(pitchers):
        raise SoloSetupError("The pitcher deck holds the same pitcher card twice.")
