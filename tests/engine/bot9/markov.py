"""An exact calculation of Bottom of the 9th with blank cards, independent of the engine: the
chance the home team scores before three outs, by a Markov chain over (outs, bases, count),
with uniform dice and the tables of rules/bot9.md §2 (read from the same data file). The
engine's simulated games must agree with it."""

from __future__ import annotations

from functools import lru_cache

from engine.systems.bot9.tables import load_tables

TABLES = load_tables()


def call_chances() -> dict[tuple[str, str], float]:
    """(call, pitch face) -> chance of one pitch, all three dice uniform."""
    chances: dict[tuple[str, str], float] = {}
    for face in TABLES.pitch_faces:
        for control in range(1, 7):
            for swing in range(1, 7):
                key = (TABLES.call(face, control, swing), face)
                chances[key] = chances.get(key, 0.0) + 1 / 216
    return chances


def plate_appearance() -> tuple[float, float, float]:
    """(strikeout, walk, ball in play) chances of one plate appearance from 0-0."""
    chances = call_chances()

    @lru_cache(None)
    def from_count(balls: int, strikes: int) -> tuple[float, float, float]:
        total, fouls_forever = [0.0, 0.0, 0.0], 0.0
        for (call, _), p in chances.items():
            if call == "ball":
                result = (0, 1, 0) if balls == 3 else from_count(balls + 1, strikes)
            elif call in ("swinging", "called"):
                result = (1, 0, 0) if strikes == 2 else from_count(balls, strikes + 1)
            elif call == "foul" and strikes == 2:
                fouls_forever += p
                continue
            elif call == "foul":
                result = from_count(balls, strikes + 1)
            else:
                result = (0, 0, 1)
            total = [t + p * r for t, r in zip(total, result)]
        return tuple(t / (1 - fouls_forever) for t in total)

    return from_count(0, 0)


def race(variant: bool, strike_face: bool) -> dict[str, float]:
    """How a run race ends: safe, hit (determination), lead (runner out) or out."""
    ends = {"safe": 0, "hit": 0, "lead": 0, "out": 0}
    for run in range(1, 7):
        for field in range(1, 7):
            if run < 5 and field < 5:
                continue  # roll again
            offense = run >= 5 and (not variant or field < 5 or run >= field)
            if offense:
                ends["hit" if strike_face and run == 6 else "safe"] += 1
            else:
                ends["lead" if variant else "out"] += 1
    total = sum(ends.values())
    return {k: v / total for k, v in ends.items()}


def forced(bases: tuple[int, int, int]) -> tuple[int, int, int] | None:
    """The bases after the batter takes first and forced runners move; None if a run scores."""
    first, second, third = bases
    if first and second and third:
        return None
    if first and second:
        return (1, 1, 1)
    if first:
        return (1, 1, third)
    return (1, second, third)


def home_scores(variant: bool) -> float:
    """The chance the home team scores before the third out, from nobody on, nobody out."""
    chances = call_chances()
    races = {face: race(variant, face == "S") for face in ("B", "S", "C")}

    @lru_cache(None)
    def chance(outs: int, bases: tuple[int, int, int], balls: int, strikes: int) -> float:
        if outs == 3:
            return 0.0
        total, fouls_forever = 0.0, 0.0
        for (call, face), p in chances.items():
            if call == "ball":
                after = forced(bases) if balls == 3 else bases
                total += p * (1.0 if after is None else chance(outs, after, 0, 0) if balls == 3
                              else chance(outs, bases, balls + 1, strikes))
            elif call in ("swinging", "called"):
                total += p * (chance(outs + 1, bases, 0, 0) if strikes == 2
                              else chance(outs, bases, balls, strikes + 1))
            elif call == "foul":
                if strikes == 2:
                    fouls_forever += p
                else:
                    total += p * chance(outs, bases, balls, strikes + 1)
            else:
                total += p * in_play(outs, bases, races[face], chance)
        return total / (1 - fouls_forever)

    return chance(0, (0, 0, 0), 0, 0)


def in_play(outs, bases, ends, chance) -> float:
    single = 1.0 if bases[2] else chance(outs, (1, bases[0], bases[1]), 0, 0)
    hit = 0.0
    for die in range(1, 7):
        result = TABLES.hits[die]
        if result.bases == 4 or any(b and i + 1 + result.runners >= 4 for i, b in enumerate(bases)):
            hit += 1 / 6
            continue
        after = [0, 0, 0]
        for i, b in enumerate(bases):
            if b:
                after[i + result.runners] = 1
        after[result.bases - 1] = 1
        hit += chance(outs, tuple(after), 0, 0) / 6
    out = chance(outs + 1, bases, 0, 0)
    if any(bases):
        lead = max(i for i in range(3) if bases[i])
        rest = tuple(0 if i == lead else b for i, b in enumerate(bases))
        after = forced(rest)
        lead_out = 1.0 if after is None else chance(outs + 1, after, 0, 0)
    else:
        lead_out = out
    return (ends["safe"] * single + ends["hit"] * hit + ends["out"] * out
            + ends["lead"] * lead_out)
