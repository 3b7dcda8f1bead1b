"""What a line typed on the game screen will record, said before Enter records it: "Enter
records: ball, called strike, in play: single to center, runner from first to third"; or the
one sentence saying why it cannot be recorded ("Cannot be recorded: there is no runner on first
base."); or, to a question a person answers by typing, which answer Enter gives.

The line is given to the game exactly as Enter will give it (`Session.rehearse`: the system's
own reader of its table lines, its rules, the core's rows), and nothing is kept — so the hint
can never disagree with what Enter does, in any system. What comes back is said in a
scorekeeper's words (play_call.py) with what the line leaves for the next one (a Nanyou pitch's
dice, a Pizza Box at-bat's cards: entry_pending.py). A line still being typed says what it
lacks: the reader's own refusal ("x6 needs the hit-determination die") or what is still to type.
It runs at every key: one answer of the game, no database, no replay.
"""

from __future__ import annotations

import re
from typing import Sequence

from engine.core.errors import ScorebookError
from engine.systems.session import Session
from scorebook.entry_pending import pending
from scorebook.play_call import call
from scorebook.table_answerers import PERSON
from scorebook.table_play import TableGame

RECORDS, REFUSED, ANSWERS = "Enter records: ", "Cannot be recorded: ", "Enter answers: "
#: Said of a line that stops short and records nothing yet.
KEPT = " (Enter keeps what is typed)"
#: The longest aside kept in a refusal (a parenthesis listing the whole language is not).
ASIDE = 40


def typed_hint(table: TableGame, typed: str, chosen: str, options: Sequence[str],
               labels: Sequence[str]) -> str:
    """The hint under the entry line for `typed`, while a person is asked: what the line
    records, or for a question of `options` (shown as `labels`), the answer `chosen` (the
    typed number's answer, or the text itself); "" when there is nothing to say."""
    ask = table.ask()
    if not typed.strip() or ask is None or table.whose(ask) != PERSON:
        return ""
    if ask.kind == "entry":
        return what_it_records(table.session, typed)
    return what_it_answers(table.session, chosen, options, labels)


def what_it_records(session: Session, line: str) -> str:
    """The hint for `line` typed at the game's entry line; "" for an empty line."""
    text = line.strip()
    if not text:
        return ""
    try:
        answered, after = session.rehearse(text)
    except ScorebookError as exc:
        return REFUSED + shortened(str(exc))
    system = session.system
    done = pending(system.key, session.state, after, system.game(after))
    said = done.first + ([call(answered.records, names(session))] if answered.records else [])
    said.extend(done.then)
    if done.still:  # a line stopped short: Enter takes it, and the next line goes on from it
        if not said:
            return f"Still to type: {done.still}{KEPT}"
        return RECORDS + "; ".join([*said, f"still to type: {done.still}"])
    if not said:
        said = ["a comment" if _comment(text) else "the line (nothing for the scoresheet)"]
    # The system's note on a line that stands though it disagrees with the dice or the deck.
    said.extend(f"note: {shortened(note)}" for note in answered.notes[:1])
    return RECORDS + "; ".join(said)


def what_it_answers(session: Session, value: str, options: Sequence[str],
                    labels: Sequence[str]) -> str:
    """The hint for an answer typed to a person's question of `options` (shown as `labels`):
    the answer it picks, or why the game refuses it. What the answer then brings is not said:
    it may hang on what the other side chose face down."""
    if not value:
        return ""
    if value in options:
        at = options.index(value)
        return ANSWERS + (labels[at] if at < len(labels) else value)
    try:
        answered, _ = session.rehearse(value)
    except ScorebookError as exc:
        begun = [option for option in options if option.lower().startswith(value.lower())]
        if begun:  # an answer still being typed
            return f"Still to type: {' or '.join(begun)}"
        return REFUSED + shortened(str(exc))
    if answered.records:  # an outcome override (=S8) says what happened itself
        return RECORDS + call(answered.records, names(session))
    return ANSWERS + value


def names(session: Session) -> dict[str, str]:
    teams = session.game.teams
    return {**teams[0].names, **teams[1].names}


def shortened(reason: str) -> str:
    """The refusal in one short sentence: its first sentence, without the long asides (a list
    of the whole table language) and what follows a semicolon."""
    first = re.split(r"(?<=[.!?])\s+(?=[A-Z'])", reason.strip(), maxsplit=1)[0]
    first = _without_long_asides(first)
    head, semicolon, _ = first.partition("; ")
    if semicolon:
        first = head.rstrip(".") + "."
    return first


def _without_long_asides(text: str) -> str:
    """Drop each parenthesis (with those inside it) longer than ASIDE characters."""
    kept, depth, start = "", 0, 0
    for at, char in enumerate(text):
        if char == "(":
            if depth == 0:
                kept, start = kept + text[start:at], at
            depth += 1
        elif char == ")" and depth:
            depth -= 1
            if depth == 0:
                aside = text[start:at + 1]
                kept = kept + aside if len(aside) <= ASIDE else kept.rstrip()
                start = at + 1
    return re.sub(r"\s{2,}", " ", kept + text[start:]).strip()


def _comment(text: str) -> bool:
    return text.startswith("#") or text.split()[0].lower() == "com"
