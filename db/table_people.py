"""Who at the table made a game's choices (rules/pizza_box.md §4: two to six players).

A game of several players a side stores with each answer the person who gave it ("offense:Ann",
"defense:Fay"; recorded at a table, "scorekeeper:Ann/Fay" — the batting and the pitching person
of the plate appearance the line records). `choices_by_person` counts them for the box score.
"""

from __future__ import annotations

import json
from collections import Counter

import sqlalchemy as sa
from sqlalchemy.engine import Engine

from db.models import metadata
from engine.core.numbers import number_in
from engine.systems.pizzabox.state import split_people

_t = metadata.tables
#: The answers that are one plate appearance's choice: the hitter's and the pitcher's card.
BATTING, PITCHING = ("hitter",), ("pitch",)
NOT_A_PLATE_APPEARANCE = ("com", "#", "sub", "end", "radj")


def choices_by_person(engine: Engine, game: str) -> dict[str, list[dict]]:
    """{"Batted": […], "Pitched": […]}: each person with his team and how many plate
    appearances he chose the cards for, in the order they first did; empty without people."""
    games, inputs = _t["games"], _t["game_inputs"]
    with engine.connect() as db:
        row = db.execute(sa.select(games.c.id, games.c.options, games.c.away, games.c.home)
                         .where(games.c.key == game)).first()
        if row is None:
            return {}
        answers = db.execute(sa.select(inputs.c.ask_key, inputs.c.value, inputs.c.who)
                             .where(inputs.c.game_id == row.id, sa.not_(inputs.c.retracted))
                             .order_by(inputs.c.seq)).all()
        options = json.loads(row.options or "{}")  # its players and people, not its cards
    count = options.get("players", "2")
    sides = split_people(number_in(count, 2, 6) or 2,
                         options.get("people.away", ""), options.get("people.home", ""))
    team = {name: code for names, code in zip(sides, (row.away, row.home)) for name in names}
    batted, pitched = Counter(), Counter()
    for key, value, who in answers:
        role, _, person = (who or "").partition(":")
        if not person:
            continue
        if role == "scorekeeper" and not value.lstrip().lower().startswith(NOT_A_PLATE_APPEARANCE):
            batter, _, pitcher = person.partition("/")
            batted[batter] += 1
            pitched[pitcher] += 1
        elif key in BATTING:
            batted[person] += 1
        elif key in PITCHING:
            pitched[person] += 1
    return {label: [{"person": p, "team": team.get(p, ""), "count": n} for p, n in counts.items()]
            for label, counts in (("Batted", batted), ("Pitched", pitched)) if counts}
