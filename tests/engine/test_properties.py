"""Property tests: any legal sequence of events for a whole game keeps the books balanced."""

from __future__ import annotations

from collections import defaultdict

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import box_score_proof, decisions, new_game, step
from engine.core.errors import IllegalEvent
from engine.core.events import Advance, EndGame, EventType, Pitch, Play, Substitution
from engine.core.setup import GameSetup, LineupSpot, Ruleset, Situation, TeamSheet

POSITIONS = (8, 4, 6, 3, 5, 7, 9, 2, 1)
BATTER_TYPES = [EventType.SINGLE, EventType.DOUBLE, EventType.TRIPLE, EventType.HOME_RUN,
                EventType.WALK, EventType.INTENTIONAL_WALK, EventType.HIT_BY_PITCH,
                EventType.STRIKEOUT, EventType.GENERIC_OUT, EventType.GENERIC_OUT,
                EventType.GENERIC_OUT, EventType.FIELDERS_CHOICE, EventType.ERROR,
                EventType.INTERFERENCE]
RUNNER_TYPES = [EventType.STOLEN_BASE, EventType.CAUGHT_STEALING, EventType.WILD_PITCH,
                EventType.PASSED_BALL, EventType.BALK, EventType.PICKOFF]
ENDS = ("1", "2", "3", "H")


def sheet(code: str, size: int) -> TeamSheet:
    spots = [LineupSpot(f"{code}{i}", f"{code} {i}", i, POSITIONS[i - 1]) for i in range(1, size)]
    spots.append(LineupSpot(f"{code}{size}", f"{code} {size}", size, 1))
    if size < 9:  # short lineups (Bottom of the 9th): the rest of the field is not named
        spots = [LineupSpot(s.player, s.name, s.slot, POSITIONS[s.slot - 1] if s.slot < size else 1) for s in spots]
    return TeamSheet(code, code, tuple(spots))


@st.composite
def game_setups(draw):
    size = draw(st.sampled_from([9, 9, 6]))
    innings = draw(st.sampled_from([9, 3, 1, 7]))
    rules = Ruleset(innings=innings, extra_innings=draw(st.booleans()), ties_allowed=draw(st.booleans()),
                    lineup_size=size, walk_off=draw(st.booleans()))
    situation = Situation()
    if draw(st.booleans()):
        runners = draw(st.lists(st.sampled_from(["1", "2", "3"]), unique=True, max_size=3))
        situation = Situation(inning=innings, half=draw(st.sampled_from([0, 1])), outs=draw(st.integers(0, 2)),
                              runners=tuple((b, f"X{b}") for b in sorted(runners)),
                              score=(draw(st.integers(0, 3)), draw(st.integers(0, 3))))
    return GameSetup(sheet("A", size), sheet("H", size), rules, situation)


def random_advances(draw, state, batter: bool):
    advances = []
    starts = [b for b in ("1", "2", "3") if state.runner_on(b)] + (["B"] if batter else [])
    for start in starts:
        if draw(st.integers(0, 3)) == 0:
            later = [e for e in ENDS if e > start or start == "B"]
            advances.append(Advance(start, draw(st.sampled_from(later)), out=draw(st.integers(0, 4)) == 0))
    return tuple(advances)


def random_event(draw, state, serial: int):
    choice = draw(st.integers(0, 19))
    if choice < 8:
        return Pitch(draw(st.sampled_from("BCSFXT")))
    if choice < 15:
        kind = draw(st.sampled_from(BATTER_TYPES))
        return Play(kind, text=kind.name, advances=random_advances(draw, state, True),
                    fill_defaults=draw(st.booleans()), flags=frozenset(draw(st.sampled_from([(), ("SF",), ("SH",), ("DP",)]))))
    if choice < 18:
        kind = draw(st.sampled_from(RUNNER_TYPES))
        return Play(kind, text=kind.name, advances=random_advances(draw, state, False),
                    fill_defaults=draw(st.booleans()))
    if choice == 18:
        return Substitution(state.half, f"PH{serial}", "Pinch", state.batting.up + 1, 11)
    return Substitution(1 - state.half, f"RP{serial}", "Reliever", len(state.fielding.lineup), 1)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(setup=game_setups(), data=st.data())
def test_any_legal_game_balances(setup, data):
    state = new_game(setup)
    records = []
    for serial in range(400):
        if state.final:
            break
        event = random_event(data.draw, state, serial)
        before = state
        try:
            state, rows = step(state, event)
        except IllegalEvent:
            continue
        records.extend(rows)
        on_base = sum(1 for r in state.bases if r) if not state.final else 0
        batting = state.half if not rows[-1].end_of_half else rows[-1].half
        proof = box_score_proof(records, setup)[batting]
        assert proof.came_to_bat == proof.accounted_for + on_base, (event, proof.explain(), before.bases, state.bases)
    if not state.final:
        state, rows = step(state, EndGame("called"))
        records.extend(rows)

    for proof in box_score_proof(records, setup):
        assert proof.balances, proof.explain() + "\n" + "\n".join(
            f"{r.kind} {r.inning}{'tb'[r.half]} o{r.outs} {r.text or r.pitch or r.role} runs={r.runs} "
            f"outs={r.outs_on_play} lob={r.left_on_base} end={r.end_of_half}" for r in records)

    outs = defaultdict(int)
    for r in records:
        if r.kind == "play":
            outs[(r.inning, r.half)] += r.outs_on_play
        if r.end_of_half and r.kind == "play" and not r.game_over:
            start_outs = setup.situation.outs if (r.inning, r.half) == (setup.situation.inning, setup.situation.half) else 0
            assert outs[(r.inning, r.half)] + start_outs == 3
    assert all(v <= 3 for v in outs.values())

    scored = [0, 0]
    for r in records:
        if r.kind == "play":
            scored[r.half] += len([s for s in r.scorers.split(";") if s])
            assert r.runs == len([s for s in r.scorers.split(";") if s])
    for team in (0, 1):
        stranded = sum(r.left_on_base for r in records if r.half == team and (r.end_of_half or r.kind == "end"))
        assert state.left_on_base[team] == stranded  # the state and the rows agree on LOB
        assert sum(state.runs_by_inning[team]) == scored[team]
        assert state.score[team] == setup.situation.score[team] + scored[team]

    result = decisions(records, setup)
    both_pitched = {1 - r.half for r in records if r.kind == "play"} == {0, 1}
    if state.score[0] != state.score[1] and state.end_reason != "called" and both_pitched:
        assert result.winner and result.loser
