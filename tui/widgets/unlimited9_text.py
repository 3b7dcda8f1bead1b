"""Unlimited Nine's cards and answers in words, for the game's panel and question and for the
recruiting screen: a card by id, name and colour; a character by his numbers; an answer such as
"E05:1" or "3r" as the card or cards it stands for. No Textual here.
"""

from __future__ import annotations

from engine.core.setup import POSITIONS as POSITION_NAMES
from engine.systems.unlimited9.cards import CardSet, Character, Skill
from engine.systems.unlimited9.duel import commit
from engine.systems.unlimited9.state import U9State


def card_line(cards: CardSet | U9State, card_id: str) -> str:
    """"E05 Signs from the Bench (blue)"."""
    cards = cards.cards if isinstance(cards, U9State) else cards
    card = cards.find(card_id)
    return f"{card_id} {card.name} ({card.colour})" if card is not None else card_id


def skill_text(skill: Skill) -> str:
    """"Paint the Corner (pitching, pay blue): no_cancel"."""
    return f"{skill.name} ({skill.kind}, pay {' '.join(skill.cost)}): {skill.text}"


def character_line(card: Character) -> str:
    """"B03 Tomo Hirase 1B blue, cost 2: bat 5 pitch 0 field 3" — the recruiting numbers."""
    face = card.player
    pitching = f" pitch {face.pitching}" if face.pitching else ""
    catcher = f" +{face.catcher_bonus} catcher" if face.catcher_bonus else ""
    sick = " · sick" if card.sick else ""
    return (f"{card.id} {card.name} {card.position} {card.colour}, cost {card.cost}: "
            f"bat {face.batting}{pitching}{catcher} field {face.fielding}{sick}")


def option_label(state: U9State, key: str, option: str) -> str:
    """How the answer `option` to question `key` is shown: the cards it stands for."""
    if option == "none":
        return option
    if key == "event":
        card_id, _, n = option.partition(":")
        action = state.cards.event(card_id).actions[int(n or 1) - 1]
        return f"{card_line(state, card_id)}: {action.text}"
    if key.startswith("discard.") or key == "swap":
        return card_line(state, option)
    if key.startswith("commit."):
        chosen = commit(option)
        return f"{chosen.colour} ×{chosen.count}" if chosen.count else "none"
    if key.startswith("skill."):
        card_id, _, n = option.partition(":")
        team = 0 if card_id in state.characters[0].values() else 1
        player = next(p for p, c in state.characters[team].items() if c == card_id)
        return f"{card_id} {skill_text(state.face(player).skills[int(n or 1) - 1])}"
    if key == "boost":
        return f"{option} card" + ("" if option == "1" else "s")
    if key == "walk" and option == "positions":
        return "change the fielders' positions first"
    if key in ("field", "move"):
        first, second = option.split("<>")
        return f"{_at(state, first)} ⇄ {_at(state, second)}"
    if key.startswith("sub."):
        new, old = option.split(">")
        return f"{card_line(state, new)} for {old}"
    return option


def _at(state: U9State, card_id: str) -> str:
    """"B03 1B": a fielder of the defence and where he plays now."""
    team = 1 - state.game.half
    player = next((p for p, c in state.characters[team].items() if c == card_id), "")
    number = state.game.teams[team].position_of(player) if player else None
    return f"{card_id} {POSITION_NAMES.get(number, '')}".rstrip()
