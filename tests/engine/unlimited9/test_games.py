"""Whole games of Unlimited Nine with every choice made at random among those the rules allow,
in both modes (standard: the team phase at random too, lineups typed or auto): every game ends
after three innings (or by the mercy rule) with the box-score proof balancing, every run earned
and every event card in exactly one place; its stored answers replay to the same rows; and
nothing hidden is ever shown to the other side — no question put to a side names a card of the
other side's hand or one it has committed face down, and the offence's questions after the
defence has committed are the same whatever the defence committed (the computer's answers
too)."""

from __future__ import annotations

import copy
import random
import re
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.proof import box_score_proof
from engine.systems.session import Session, replay
from engine.systems.unlimited9 import SYSTEM, pregame, recruit
from engine.systems.unlimited9.rules import load_rules
from engine.systems.unlimited9.teams import game_setup
from engine.systems.unlimited9.sim import make_ai
from tests.engine.unlimited9.game import HOUSE, G, R, at_bat, new_session, owned, play

RULES = load_rules()
TEAMS = (("HOM", "Home"), ("VIS", "Visitors"))
EVENTS = Counter(e.id for e in HOUSE.events)
CARD = re.compile(r"\bE\d\d\b")


def random_lineup(state: recruit.Recruiting, ask, rng: random.Random) -> str:
    """"auto", or starters (one a position, in a random order) and a bench of up to three."""
    if rng.random() < 0.3:
        return "auto"
    player = int(ask.person)
    cards = list(state.owned[player])
    rng.shuffle(cards)
    starters, rest, taken = [], [], set()
    for card in cards:
        position = HOUSE.character(card).position
        if position not in taken and rng.random() < 0.8:
            starters.append(card)
            taken.add(position)
        else:
            rest.append(card)
    if not starters:
        starters, rest = rest[:1], rest[1:]
    bench = rest[:rng.randint(0, min(3, len(rest)))]
    return " ".join(starters) + (" / " + " ".join(bench) if bench else "")


def choose_recruit(state: recruit.Recruiting, ask, rng: random.Random) -> str:
    return random_lineup(state, ask, rng) if ask.key == "lineup" else rng.choice(ask.options)


def random_setup(seed: int, mode: str):
    rng = random.Random(f"{seed}/setup")
    if mode == "basic":
        first, second, discard = pregame.basic(HOUSE, RULES, rng, *TEAMS)
    else:
        phase = recruit.run(recruit.start(HOUSE, RULES, rng, *TEAMS),
                            lambda state, ask: choose_recruit(state, ask, rng), rng)
        first, second, discard = recruit.sides(phase)
    return game_setup(first, second, mode, HOUSE, RULES, discard)


def hidden_from(session: Session, ask) -> set[str]:
    """The cards the side answering `ask` must not see: the other side's hand and the cards it
    has committed face down."""
    s = session.state
    team = s.game.half if ask.who == "offense" else 1 - s.game.half
    return set(s.tables[1 - team].hand) | set(s.committed[1 - team])


def shown(ask) -> set[str]:
    return set(CARD.findall(ask.prompt)) | {c for o in ask.options for c in CARD.findall(o)}


def offence_asks(session: Session, rng: random.Random) -> list[tuple]:
    """The offence's questions from now to its commitment, answered at random (`rng`)."""
    seen = []
    while (ask := session.ask()) is not None and ask.who == "offense" and ask.key in (
            "skill.off", "commit.off"):
        seen.append((ask.key, ask.who, ask.kind, ask.prompt, ask.options))
        session.answer(rng.choice(ask.options), who=ask.who)
    return seen


def play_at_random(seed: int, mode: str, computer: bool = False):
    """A game whose every choice is at random — or, with `computer`, made by the computer
    (whose games are closer, so more of them reach the last half) — and whose cards are drawn
    at random; every question checked for what it shows."""
    setup, options = random_setup(seed, mode)
    session = Session(SYSTEM, setup, options)
    rng = random.Random(f"{seed}/answers")
    managers = (make_ai(random.Random(f"{seed}/away")), make_ai(random.Random(f"{seed}/home")))
    answers = []
    compared = 0
    while (ask := session.ask()) is not None:
        assert ask.options, ask
        if ask.who in ("offense", "defense"):
            leak = shown(ask) & hidden_from(session, ask)
            assert not leak, (ask.key, ask.who, leak, ask.prompt, ask.options)
        if ask.key == "commit.def" and len(ask.options) > 1 and compared < 4:
            compared += 1
            one, two = rng.sample(ask.options, 2)
            branches = []
            for value in (one, two):
                branch = copy.copy(session)
                branch.answer(value, who="defense")
                branches.append(offence_asks(branch, random.Random(f"{seed}/{compared}")))
            assert branches[0] == branches[1], (one, two)
        if computer and ask.who in ("offense", "defense"):
            team = session.game.half if ask.who == "offense" else 1 - session.game.half
            value = managers[team].answer(ask, session)
        else:
            value = rng.choice(ask.options)
        answers.append(value)
        session.answer(value, who=ask.who)
        assert Counter(owned(session)) == EVENTS
    return setup, options, session, answers


@settings(max_examples=50, deadline=None)
@given(seed=st.integers(0, 2**32), mode=st.sampled_from(["basic", "standard"]),
       computer=st.booleans())
def test_any_game_at_random_plays_to_a_legal_end_and_replays(seed, mode, computer):
    setup, options, session, answers = play_at_random(seed, mode, computer)
    game = session.game
    assert game.final and session.ask() is None
    if game.end_reason == "mercy rule":  # a side that cannot get outs (rules.toml mercy_runs)
        assert abs(game.score[0] - game.score[1]) >= RULES.mercy_runs and game.inning <= 3
    else:
        assert game.inning == 3
    last = [r for r in session.records if r.end_of_half or r.game_over][-1]
    assert last.game_over
    for proof in box_score_proof(session.records, setup):
        assert proof.balances, proof.explain()
    rows = [r for r in session.records if r.kind == "play"]
    assert not any(r.errors for r in rows)  # no errors: every run earned
    assert all(part.endswith(":4") for r in rows if r.scorers for part in r.scorers.split(";"))
    for team in game.teams:
        assert sorted(p for p in team.fielders[1:10] if p) == sorted(team.lineup)
    again, _ = replay(SYSTEM, setup, options, answers)
    assert again.records == session.records
    assert again.state == session.state


def test_the_random_games_use_what_the_rules_allow():
    """What the property test's games cover: events, swaps of fielders, walks and their swaps,
    skills on both sides, boost cards, substitutions (standard), discards to size."""
    keys: Counter = Counter()
    for seed in range(8):
        for mode in ("basic", "standard"):
            setup, options = random_setup(seed, mode)
            session = Session(SYSTEM, setup, options)
            rng = random.Random(f"{seed}/answers")
            while (ask := session.ask()) is not None:
                value = rng.choice(ask.options)
                if value not in ("none", "0", "pitch"):
                    keys[ask.key] += 1
                session.answer(value, who=ask.who)
    for key in ("event", "field", "walk", "swap", "skill.def", "skill.off", "commit.def",
                "commit.off", "boost", "sub.off", "sub.def", "discard.off", "discard.def",
                "draw", "draw.off", "draw.def"):
        assert keys[key], key


def test_the_offences_questions_are_the_same_whatever_the_defence_committed():
    """A plate appearance by hand: the defence commits three green cards, or none, or two red;
    the offence is asked exactly the same."""
    seen = []
    for commitment in ("3g", "0", "2r"):
        s = new_session()
        at_bat(s, "B07", dfn=(*G[:3], *R[:2]))
        play(s, "walk=pitch", "skill.def=none", f"commit.def={commitment}")
        ask = s.ask()
        seen.append((ask.key, ask.who, ask.prompt, ask.options))
        play(s, "skill.off=B07")
        ask = s.ask()
        seen.append((ask.key, ask.who, ask.prompt, ask.options))
    assert seen[0] == seen[2] == seen[4] and seen[1] == seen[3] == seen[5]
    assert seen[0][0] == "skill.off" and seen[1][0] == "commit.off"


def test_the_computer_at_bat_answers_the_same_whatever_colour_the_defence_committed():
    """The computer plays from what it can see: given the same chance, its offence answers
    alike behind any colour of the defence's cards face down (their count lies on the table
    for all to see)."""
    branched = 0
    for seed in range(8):
        setup, options = random_setup(seed, "basic")
        session = Session(SYSTEM, setup, options)
        rng = random.Random(seed)
        while (ask := session.ask()) is not None:
            by_count: dict[str, list[str]] = {}
            for option in ask.options[1:] if ask.key == "commit.def" else ():
                by_count.setdefault(option[:-1], []).append(option)
            pair = next((v for v in by_count.values() if len(v) > 1), None)
            if pair:
                answers = []
                for value in pair[:2]:
                    branch = copy.copy(session)
                    branch.answer(value, who="defense")
                    computer = make_ai(random.Random(f"{seed}/{branched}"))
                    given = []
                    while (next_ask := branch.ask()) is not None and next_ask.who == "offense" \
                            and next_ask.key in ("skill.off", "commit.off"):
                        given.append(computer.answer(next_ask, branch))
                        branch.answer(given[-1], who="offense")
                    answers.append(given)
                assert answers[0] == answers[1], (seed, pair)
                branched += 1
            session.answer(rng.choice(ask.options), who=ask.who)
    assert branched > 20
