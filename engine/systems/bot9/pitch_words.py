"""A pitch as the table would tell it, for the play-by-play a person reads (the game screen's
"Last pitch", the solo command's running commentary): "High Inside, guessed Low Away · Strike
face, control 5, swing 6: in play · run race 5-6: lead runner out · drew Rally Cap (E6)".

Names, never the engine's tokens (`in_play`, `lead`, card ids alone): this line reaches people.
"""

from __future__ import annotations

from engine.systems.bot9.state import Bot9State, Turn

LOCATIONS = {"H": "High", "L": "Low"}
ANGLES = {"I": "Inside", "A": "Away"}
FACES = {"B": "Ball", "S": "Strike", "C": "Corner"}
CALLS = {"ball": "ball", "swinging": "swinging strike", "called": "called strike",
         "foul": "foul", "in_play": "in play"}
RACES = {"safe": "safe", "out": "out", "lead": "lead runner out", "hit": "safe with a 6"}


def pitch_name(pitch: str) -> str:
    """"HI" → "High Inside"."""
    return f"{LOCATIONS.get(pitch[:1], '?')} {ANGLES.get(pitch[1:2], '?')}" if pitch else "—"


def pitch_line(state: Bot9State, turn: Turn) -> str:
    """The pitch `turn` as one line of words (its stare-down, dice, call, run race, cards)."""
    d = turn.dice
    parts = [f"{pitch_name(turn.aim)}, guessed {pitch_name(turn.guess)}" if turn.guess
             else pitch_name(turn.aim),
             f"{FACES.get(d.pitch, d.pitch)} face, control {d.control}, swing {d.swing}: "
             f"{CALLS.get(turn.call, turn.call)}"]
    if turn.race:
        won = RACES.get(turn.race, turn.race)
        if turn.race == "hit":
            won += f", hit die {d.hit}: {state.tables.hits[d.hit].result}"
        parts.append(f"run race {d.run}-{d.field}: {won}")
    if turn.drawn:
        parts.append("drew " + ", ".join(card_name(state, card) for card in turn.drawn))
    return " · ".join(parts)


def card_name(state: Bot9State, card: str) -> str:
    """A solo card by its name and id: "Home Opener (S1)"."""
    cards = state.options.solo_cards
    found = cards and (cards.situations.get(card) or cards.effects.get(card))
    return f"{found.name} ({card})" if found else card
