"""A computer-against-computer game of Bottom of the 9th: the teams, the variant, the managers.

Game-level options pick the variant (rules/bot9.md §4.2); the rest are the game's own options
(state.py). `innings=N` (N > 1) plays the multi-inning game; `draft=on` drafts both teams from
one card set (else each side has its own box of cards); `support=on` or `support=ID` adds a
support character; `extra=on` plays on into the 10th (and beyond) when the home team has not
scored, both teams batting and pitching; `situation=on` (or a Situation card's id) starts the
base game from a Situation card (§4.2.3): its inning, outs, runners and score.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Mapping, Sequence

from engine.core.errors import ScorebookError, shown
from engine.core.frozen import replace
from engine.core.numbers import number_in
from engine.core.setup import BOTTOM, GameSetup, Situation
from engine.systems.bot9.ai import Bot9AI
from engine.systems.bot9.solo.cards import SituationCard, load_solo_cards
from engine.systems.bot9.solo.setup import RUNNER_SLOTS
from engine.systems.bot9.cards import Card
from engine.systems.bot9.draft import (BASE_ROUNDS, MULTI_ROUNDS, batting_order, computer_draft, own_box,
                                       rotation, split_set, start_draft)
from engine.systems.bot9.teams import (BASE_BATTERS, MULTI_BATTERS, TeamCards, base_game,
                                       extra_inning_game, multi_inning_game)

#: Options that shape the teams and the game, consumed here (the rest go to the game).
GAME_OPTIONS = ("innings", "draft", "support", "extra", "situation")
MULTI_BENCH = 3


def make_ai(rng: random.Random) -> Bot9AI:
    return Bot9AI(rng)


def sim_setup(pool: Sequence[Card], rng: random.Random, home: tuple[str, str],
              away: tuple[str, str], options: Mapping[str, str]) -> tuple[GameSetup, dict[str, str]]:
    """The setup and stored options of one simulated game between `home` and `away` (code,
    name), with cards from `pool`."""
    options = {k: v.strip() for k, v in options.items()}
    innings = _number(options.get("innings", "1"))
    multi = innings > 1
    drafting = _switch(options, "draft")
    extra = _switch(options, "extra")
    rest = tuple((k, v) for k, v in options.items() if k not in GAME_OPTIONS)
    support_wanted = options.get("support", "off").lower() not in ("", "off", "no", "false")
    if drafting:
        draft = computer_draft(start_draft(pool, rng, MULTI_ROUNDS if multi else BASE_ROUNDS), rng)
        home_side = draft.picks[draft.home]  # the side the high roll's choice made home
        sides = (_team(*home, home_side), _team(*away, draft.picks[1 - draft.home]))
        supports = [c for c in draft.picks[0] + draft.picks[1] if c.kind == "support"]
    else:
        sides, supports = _own_boxes(tuple(pool), home, away, innings, extra)
    support = _support(options.get("support", ""), supports, rng) if support_wanted else None
    setup, stored = _game(sides, innings, extra, rest, support)
    stored = dict(stored)  # the game's own: the cached one is shared
    wanted = options.get("situation", "off").lower()
    if not multi and wanted not in ("", "off", "no", "false"):
        setup = _from_situation(setup, _situation_card(wanted, rng))
    return setup, stored


# Without a draft the teams and the game depend only on the cards and the options, not on the
# game's seed: a run of games works them out once (they were a seventh of a simulated game).
@lru_cache(maxsize=16)
def _own_boxes(pool: tuple[Card, ...], home: tuple[str, str], away: tuple[str, str],
               innings: int, extra: bool) -> tuple[tuple[TeamCards, TeamCards], tuple[Card, ...]]:
    """Each side's cards from its own box of the card set (in the 10th-inning variant, both
    from one box), and the set's support cards."""
    multi = innings > 1
    batters = MULTI_BATTERS if multi else BASE_BATTERS
    pitchers = 4 if multi else 3 if extra else 2
    supports = tuple(c for c in pool if c.kind == "support")
    if extra and not multi:  # the 10th-inning variant: one card set split in two (§4.2.4)
        dealt = split_set(pool, random.Random(f"bot9 split {home[0]} {away[0]}"), batters, pitchers)
        return tuple(TeamCards(code, name, batting_order(b), p)
                     for (code, name), (b, p) in zip((home, away), dealt)), supports
    sides = []
    for code, name in (home, away):
        box = random.Random(f"bot9 box {code}")
        b, p, _ = own_box(pool, box, batters, pitchers)
        # the multi-inning game's bench: batters left in the box, up to MULTI_BENCH
        left = [c for c in pool if c.kind == "batter" and c not in b]
        bench = tuple(box.sample(left, min(MULTI_BENCH, len(left)))) if multi else ()
        sides.append(TeamCards(code, name, batting_order(b), p, bench))
    return (sides[0], sides[1]), supports


@lru_cache(maxsize=64)
def _game(sides: tuple[TeamCards, TeamCards], innings: int, extra: bool,
          rest: tuple[tuple[str, str], ...], support: Card | None) -> tuple[GameSetup, dict[str, str]]:
    """The game's setup and stored options for these teams (`rest`: the game's own options)."""
    home_cards, away_cards = sides
    if innings > 1:
        return multi_inning_game(home_cards, away_cards, innings, dict(rest), support)
    if extra:
        return extra_inning_game(home_cards, away_cards, dict(rest), support)
    away_cards = TeamCards(away_cards.code, away_cards.name, (), away_cards.pitchers)
    return base_game(home_cards, away_cards, dict(rest), support)


def _situation_card(wanted: str, rng: random.Random) -> SituationCard:
    cards = list(load_solo_cards().situations.values())
    if wanted in ("on", "yes", "true"):
        return rng.choice(cards)
    for card in cards:
        if card.id.lower() == wanted:
            return card
    known = ", ".join(c.id for c in cards)
    raise ScorebookError(f"Option situation={shown(wanted)}: no "
                         f"such Situation card (there are {known}).")


def _from_situation(setup: GameSetup, card: SituationCard) -> GameSetup:
    """The base game started as the card says; the batters in slots 6, 5 and 4 are the
    runners (they batted just before the leadoff man), and it still ends at the third out."""
    lineup = {spot.slot: spot.player for spot in setup.home.lineup}
    runners = tuple((str(base), lineup[slot]) for base, slot in zip(card.runners, RUNNER_SLOTS))
    return replace(setup, rules=replace(setup.rules, innings=card.inning),
                   situation=Situation(inning=card.inning, half=BOTTOM, outs=card.outs,
                                       runners=runners, score=card.score))


def _team(code: str, name: str, picks: Sequence[Card]) -> TeamCards:
    batters = [c for c in picks if c.kind == "batter"]
    arms = rotation([c for c in picks if c.kind == "pitcher"])
    return TeamCards(code, name, batting_order(batters), arms)


def _support(wanted: str, supports: Sequence[Card], rng: random.Random) -> Card:
    if wanted.lower() in ("on", "yes", "true"):
        if not supports:
            raise ScorebookError("The card set has no support card for option support=on.")
        return rng.choice(list(supports))
    for card in supports:
        if card.id.lower() == wanted.lower():
            return card
    known = ", ".join(c.id for c in supports) or "none"
    raise ScorebookError(f"Option support={shown(wanted)}: no such "
                         f"support card (the card set has {known}).")


def _number(value: str) -> int:
    innings = number_in(value, 1, 9)
    if innings is None:
        raise ScorebookError(f"Option innings={shown(value)}: give a number of innings from 1 to 9.")
    return innings


def _switch(options: Mapping[str, str], key: str) -> bool:
    value = options.get(key, "off").lower()
    if value not in ("on", "off", "yes", "no", "true", "false"):
        raise ScorebookError(f"Option {key}={shown(value)} is not known: use on or off.")
    return value in ("on", "yes", "true")
