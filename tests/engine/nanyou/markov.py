"""An exact calculation of Nanyou's default tables, independent of the engine: the chances of
one plate appearance (a Markov chain over the count) and the runs a team scores in a
half-inning (a chain over outs and bases), with uniform dice, every batter on the generic
card-back pattern, the home-run challenge always taken, the even/odd double play of §2.4 and
optionally the error rule (§3.3: doubles are an error). Read from the same data file as the
engine; the engine's simulated games must agree with it."""

from __future__ import annotations

from functools import lru_cache

from engine.systems.nanyou.tables import load_tables

TABLES = load_tables()
BASES = [(a, b, c) for a in (0, 1) for b in (0, 1) for c in (0, 1)]


def call_chances() -> dict[str, float]:
    chances: dict[str, float] = {}
    for d in range(1, 7):
        for o in range(1, 7):
            call = TABLES.call(d, o)
            chances[call] = chances.get(call, 0.0) + 1 / 36
    return chances


def plate_appearance() -> tuple[float, float, float]:
    """(strikeout, walk, ball in play) chances of one plate appearance from 0-0."""
    chances = call_chances()

    @lru_cache(None)
    def from_count(balls: int, strikes: int) -> tuple[float, float, float]:
        total, fouls_forever = [0.0, 0.0, 0.0], 0.0
        for call, p in chances.items():
            if call == "B":
                result = (0, 1, 0) if balls == TABLES.balls - 1 else from_count(balls + 1, strikes)
            elif call in ("S", "空"):
                result = (1, 0, 0) if strikes == TABLES.strikes - 1 else from_count(balls, strikes + 1)
            elif call == "F" and strikes == TABLES.strikes - 1:
                fouls_forever += p
                continue
            elif call == "F":
                result = from_count(balls, strikes + 1)
            else:
                result = (0, 0, 1)
            total = [t + p * r for t, r in zip(total, result)]
        return tuple(t / (1 - fouls_forever) for t in total)

    return from_count(0, 0)


def in_play() -> dict[str, float]:
    """The card's results (1B 2B 3B HR GO AIR) of a ball in play, the challenge taken."""
    results: dict[str, float] = {}
    for a in range(1, 7):
        for b in range(1, 7):
            kind = TABLES.generic_pattern[f"{min(a, b)}-{max(a, b)}"].kind
            kind = "AIR" if kind in ("FO", "LO", "PO") else kind
            if a == b and kind != "HR":
                results["HR"] = results.get("HR", 0.0) + 1 / 36 / 6
                results[kind] = results.get(kind, 0.0) + 1 / 36 * 5 / 6
            else:
                results[kind] = results.get(kind, 0.0) + 1 / 36
    return results


def _advance(bases, n: int, batter: int):
    """Every runner n bases, the batter to `batter` (0: out): (new bases, runs)."""
    runs, new = 0, [0, 0, 0]
    for i in (2, 1, 0):
        if bases[i]:
            if i + n >= 3:
                runs += 1
            else:
                new[i + n] = 1
    if batter == 4:
        runs += 1
    elif batter:
        new[batter - 1] = 1
    return tuple(new), runs


def _walk(bases):
    new, runs = list(bases), 0
    if bases[0]:
        if bases[1]:
            if bases[2]:
                runs = 1
            new[2] = 1
        new[1] = 1
    new[0] = 1
    return tuple(new), runs


def transitions(errors: bool) -> dict:
    """(outs, bases) -> [(chance, outs after, bases after, runs)] for one plate appearance."""
    k, bb, ip = plate_appearance()
    card = in_play()
    error = sum(1 for a in range(1, 7) for b in range(1, 7)
                if f"{min(a, b)}-{max(a, b)}" in TABLES.errors_without_grades) / 36 if errors else 0.0
    table = {}
    for outs in range(3):
        for bases in BASES:
            moves = [(k, outs + 1, bases, 0), (bb, outs, *_walk(bases))]
            for kind, n in (("1B", 1), ("2B", 2), ("3B", 3), ("HR", 4)):
                moves.append((ip * card[kind], outs, *_advance(bases, n, n)))
            for kind in ("GO", "AIR"):
                p = ip * card[kind]
                if error:
                    moves.append((p * error, outs, *_advance(bases, 1, 1)))
                    p *= 1 - error
                if kind == "AIR" or not any(bases) or outs == 2:
                    moves.append((p, outs + 1, bases, 0))
                    continue
                moves.append((p / 2, outs + 1, *_advance(bases, 1, 0)))  # even: runners move up
                lead = max(i for i in range(3) if bases[i])
                rest = tuple(0 if i == lead else bases[i] for i in range(3))
                after, runs = _advance(rest, 1, 0) if outs == 0 else (rest, 0)
                moves.append((p / 2, outs + 2, after, runs))  # odd: the lead runner too
            table[(outs, bases)] = moves
    return table


def runs_per_half_inning(errors: bool = False) -> float:
    """Expected runs in a half-inning from nobody on, nobody out."""
    table = transitions(errors)
    value = {(o, b): 0.0 for o in range(4) for b in BASES}
    for outs in (2, 1, 0):
        for _ in range(500):  # within one outs level runners only pile up: this converges fast
            for bases in BASES:
                value[(outs, bases)] = sum(p * (runs + (value[(o, b)] if o < 3 else 0.0))
                                           for p, o, b, runs in table[(outs, bases)])
    return value[(0, (0, 0, 0))]
