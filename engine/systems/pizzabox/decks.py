"""The decks and the defence's hand (rules/pizza_box.md §1.2, §2): dealing, playing, keeping,
and the reshuffles.

Each half-inning the defence deals from its own colour's pitcher deck — the first draw (5), the
extra draw (3) when that hand is used up, then one card per new batter (PRO: the pitcher card's
line for the inning instead of 5 / 2 / 3). A card played stays face up until the half ends;
then the rest is discarded, but from AA on the defence may keep up to two unplayed cards for
its next defensive half, on top of its next first draw [house default, rules §6 Q5]. After
every 3rd inning all pitcher cards are reshuffled (kept cards too), after every 6th the result
decks as well; in extra innings the same counting from the 9th [house default reading]. A pile
that runs out is made again from its discards [house default]. Result cards are drawn without
replacement until a reshuffle.

When the app deals, each card is a chance ask; at a table the cards are dealt face down, so
only how many is known (`Hand.hidden`) and the kinds shown are counted against the deck.
"""

from __future__ import annotations

from collections import Counter

from engine.core.frozen import replace
import engine.systems.pizzabox.pitchers as pitchers
from engine.systems.pizzabox.cards import RESULT_DECKS
from engine.systems.pizzabox.state import Hand, PitchDeck, PizzaBoxState

NOT_DEALT = -1


def fresh_piles(state_cards) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    ha, na, pa = (state_cards.deck(name) for name in RESULT_DECKS)
    return ha, na, pa


def fresh_decks(rules) -> tuple[PitchDeck, PitchDeck]:
    deck = PitchDeck(rules.strikes, rules.balls)
    return deck, deck


def with_deck(state: PizzaBoxState, team: int, deck: PitchDeck) -> PizzaBoxState:
    decks = list(state.decks)
    decks[team] = deck
    return replace(state, decks=(decks[0], decks[1]))


def prepared(state: PizzaBoxState) -> PizzaBoxState:
    """The state with the cards the defence is owed before this batter worked out (and, at a
    table, dealt face down at once). The first draw comes at the start of the half, on top of
    any cards kept."""
    hand = state.hand
    if hand.owed or (hand.size and hand.phase != NOT_DEALT):
        return state
    if hand.phase == NOT_DEALT:
        draw, _, _ = hand_line(state)
        hand = replace(hand, owed=draw, phase=0)
    elif hand.phase == 0:
        _, _, extra = hand_line(state)
        hand = replace(hand, owed=extra or state.rules.per_batter, phase=1)
    else:
        hand = replace(hand, owed=state.rules.per_batter, phase=2)
    state = replace(state, hand=hand)
    if state.options.entry == "table":
        state = deal_unseen(state)
    return state


def hand_line(state: PizzaBoxState) -> tuple[int, int, int]:
    """Base draw, cards kept and extra draw for the defence now."""
    return hand_line_for(state, 1 - state.game.half)


def draw_options(state: PizzaBoxState) -> tuple[str, ...]:
    """The cards the defence's pile can deal, one entry a card (so a random pick is fair)."""
    deck = refilled(state)
    return ("STRIKE",) * deck.strikes + ("BALL",) * deck.balls


def refilled(state: PizzaBoxState) -> PitchDeck:
    """The defence's pile, made again from its discards when it has run out [house default]."""
    team = 1 - state.game.half
    deck = state.decks[team]
    if deck.left > 0:
        return deck
    out = Counter(state.hand.cards) + Counter(state.hand.face_up) + Counter(state.kept[team])
    return PitchDeck(state.rules.strikes - out["STRIKE"], state.rules.balls - out["BALL"],
                     shown=_face_up(state))


def deal(state: PizzaBoxState, card: str) -> PizzaBoxState:
    """One card dealt by the app into the defence's hand."""
    team = 1 - state.game.half
    deck = refilled(state)
    deck = replace(deck, strikes=deck.strikes - (card == "STRIKE"), balls=deck.balls - (card == "BALL"))
    hand = replace(state.hand, cards=tuple(sorted(state.hand.cards + (card,))), owed=state.hand.owed - 1)
    return replace(with_deck(state, team, deck), hand=hand)


def deal_unseen(state: PizzaBoxState) -> PizzaBoxState:
    """The cards owed dealt face down at a table (a pile that runs out is made again)."""
    team = 1 - state.game.half
    deck, owed, hidden = state.decks[team], state.hand.owed, state.hand.hidden
    while owed:
        if deck.left <= 0:
            deck = PitchDeck(deck.strikes, deck.balls, unseen=state.hand.size + len(state.hand.face_up),
                             shown=_face_up(state))
        deck = replace(deck, unseen=deck.unseen + 1)
        owed, hidden = owed - 1, hidden + 1
    return replace(with_deck(state, team, deck), hand=replace(state.hand, hidden=hidden, owed=0))


def _face_up(state: PizzaBoxState) -> tuple[int, int]:
    """The STRIKE and BALL cards face up: all that stay out of a pile made again."""
    face_up = state.hand.face_up
    return face_up.count("STRIKE"), face_up.count("BALL")


def play(state: PizzaBoxState, pitch: str) -> PizzaBoxState:
    """The defence's card goes face up (a PITCHOUT is a BALL card)."""
    card = "BALL" if pitch == "PITCHOUT" else pitch
    team = 1 - state.game.half
    hand = state.hand
    if card in hand.cards:
        cards = list(hand.cards)
        cards.remove(card)
        hand = replace(hand, cards=tuple(cards))
    elif hand.hidden:
        hand = replace(hand, hidden=hand.hidden - 1)
    deck = state.decks[team]
    shown = (deck.shown[0] + (card == "STRIKE"), deck.shown[1] + (card == "BALL"))
    hand = replace(hand, face_up=hand.face_up + (card,))
    return replace(with_deck(state, team, replace(deck, shown=shown)), hand=hand)


def playable(state: PizzaBoxState, card: str) -> bool:
    """Whether the deck in play can still hold a `card` card: at a table, fewer of them have
    been shown since the last reshuffle than the deck has."""
    deck = state.decks[1 - state.game.half]
    shown = deck.shown[0] if card == "STRIKE" else deck.shown[1]
    return shown < (state.rules.strikes if card == "STRIKE" else state.rules.balls)


def draw_result(state: PizzaBoxState, deck: str, card_id: str) -> PizzaBoxState:
    """A result card drawn from `deck`; an empty pile is reshuffled first [house default]."""
    index = RESULT_DECKS.index(deck)
    pile = state.piles[index] or state.options.cards.deck(deck)
    piles = list(state.piles)
    piles[index] = tuple(c for c in pile if c != card_id)
    return replace(state, piles=(piles[0], piles[1], piles[2]))


def result_options(state: PizzaBoxState, deck: str) -> tuple[str, ...]:
    return state.piles[RESULT_DECKS.index(deck)] or state.options.cards.deck(deck)


def keep_options(state: PizzaBoxState, limit: int) -> tuple[str, ...]:
    """What the defence leaving the field may keep: none, or up to `limit` unplayed cards."""
    options = {"none"}
    cards = state.offer[0]

    def pick(start: int, chosen: tuple[str, ...]) -> None:
        if chosen:
            options.add(" ".join(chosen))
        if len(chosen) == limit:
            return
        for i in range(start, len(cards)):
            pick(i + 1, chosen + (cards[i],))

    pick(0, ())
    return tuple(sorted(options, key=lambda o: (o != "none", len(o.split()), o)))


def turnover(state: PizzaBoxState) -> PizzaBoxState:
    """The half-inning the game is in now has begun: the old defence's cards leave the field
    (what it may keep waits as `hand` until it says, AA+), the reshuffles fall due, and the new
    defence has not been dealt yet."""
    game = state.game
    old_inning, old_half = state.half
    if (game.inning, game.half) == state.half or game.final:
        return state
    old_defence = 1 - old_half if old_half >= 0 else None
    offer = state.hand if old_defence is not None else Hand()
    state = replace(state, half=(game.inning, game.half), turn=())
    if old_half >= 0 and game.inning != old_inning and reshuffle_after(old_inning, state.rules):
        state = _reshuffle(state, old_inning)
        offer = Hand()  # every pitcher card went back into the decks
    keep = 0
    if old_defence is not None and state.options.at_least("AA") and offer.size:
        # what the line of the inning just pitched allows (PRO: the card's keep for that inning)
        _, keep, _ = hand_line_for(replace(state, game=replace(game, inning=old_inning)), old_defence)
    if keep and state.options.entry == "table":
        kept_hidden = list(state.kept_hidden)
        kept_hidden[old_defence] = min(keep, offer.size)
        state = replace(state, kept_hidden=(kept_hidden[0], kept_hidden[1]))
        offer = Hand()
    new_defence = 1 - game.half
    hand = Hand(cards=state.kept[new_defence], hidden=state.kept_hidden[new_defence], phase=NOT_DEALT)
    kept = list(state.kept)
    kept[new_defence] = ()
    kept_hidden = list(state.kept_hidden)
    kept_hidden[new_defence] = 0
    state = replace(state, hand=hand, kept=(kept[0], kept[1]), kept_hidden=(kept_hidden[0], kept_hidden[1]),
                    offer=(offer.cards if keep else (), keep))
    return pitchers.new_inning(state)


def hand_line_for(state: PizzaBoxState, team: int) -> tuple[int, int, int]:
    """Base draw, cards kept and extra draw for `team` on defence: its pitcher card's line at
    PRO, else the rules' 5 / 2 / 3."""
    if state.options.at_least("PRO"):
        line = pitchers.line(state, team)
        if line is not None:
            return line
    rules = state.rules
    return rules.first_draw, rules.keep, rules.extra_draw


def reshuffle_after(inning: int, rules) -> str:
    """Which decks are reshuffled when `inning` is over: "every deck" after every 6th inning,
    "pitcher decks" after every 3rd, else "" (rules §2); extra innings count from the 9th
    [house default reading]."""
    n = inning if inning <= 9 else inning - 9
    if n % rules.all_reshuffle == 0:
        return "every deck"
    return "pitcher decks" if n % rules.pitcher_reshuffle == 0 else ""


def next_reshuffle(inning: int, rules) -> tuple[int, str]:
    """The inning, from `inning` on, after which the decks are next reshuffled, and which."""
    at = inning
    while not reshuffle_after(at, rules):  # ends: one falls due within pitcher_reshuffle innings
        at += 1
    return at, reshuffle_after(at, rules)


def _reshuffle(state: PizzaBoxState, inning: int) -> PizzaBoxState:
    state = replace(state, decks=fresh_decks(state.rules), kept=((), ()), kept_hidden=(0, 0))
    if reshuffle_after(inning, state.rules) == "every deck":
        state = replace(state, piles=fresh_piles(state.options.cards))
    return state


def keep(state: PizzaBoxState, value: str) -> PizzaBoxState:
    """The cards the team that just left the field keeps for its next defensive half."""
    team = state.game.half  # it bats now
    chosen = () if value == "none" else tuple(sorted(value.split()))
    kept = list(state.kept)
    kept[team] = chosen
    return replace(state, kept=(kept[0], kept[1]), offer=((), 0))
