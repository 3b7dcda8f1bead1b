"""Nanyou games stored before issue 17 changed the hit-and-run (a straight steal on a foul too,
the defense's one roll), the tag-up (every runner on second and third, after any fly ball or
pop-up caught) and the substitutions (the defense asked again after each change, a pinch hitter
only where somebody could take his place) still replay, to the same plays: the questions asked
since are answered as the stored game had them (engine/systems/nanyou/earlier.py, db/replay.py).

The stored games were simulated on the code before issue 17 (commit 586332a) with every
optional rule on; `plays` holds the text of each play as it was then."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest
from sqlmodel import Session as DbSession

from db.card_systems import CARD_SYSTEMS
from db.engine import writer
from db.models import FINAL, Game, GameInput
from db.replay import InputNoLongerFits, answer_input, find_game, finish_stale, rebuild
from engine.systems import get_system
from engine.systems.session import Session
from engine.systems.simulate import simulate
from tests.db.stored_games import stored
from tests.engine.nanyou.game import card, hit, new_session, pitch, team, texts

STORED = Path(__file__).parents[1] / "data" / "nanyou" / "earlier_rules"
NO_THROW = ("die.throw1", "1"), ("die.throw2", "2")  # the defense misses its out set


def replay(session: Session, answers) -> tuple:
    """Answer (key, value) pairs as stored inputs; the rows they made."""
    rows: tuple = ()
    for seq, (key, value) in enumerate(answers, start=1):
        rows += answer_input(session, GameInput(seq=seq, ask_key=key, value=value)).records
    return rows


@pytest.mark.parametrize("name", ["tag_up_from_third_only", "hit_and_run_foul",
                                  "tag_ups_and_pinch_hitters"])
def test_a_game_stored_under_the_earlier_rules_replays_to_the_same_plays(name):
    session, inputs, data = stored(STORED / f"{name}.json")
    rows = [row for stored_input in inputs for row in answer_input(session, stored_input).records]
    rows += finish_stale(session, Game(key=name, system=data["system"], status=data["status"]))
    assert session.ask() is None and data["status"] == FINAL
    assert (session.game.score[0], session.game.score[1]) == (data["away_runs"], data["home_runs"])
    assert len(rows) == data["rows"]
    assert [row.text for row in rows if row.kind == "play"] == data["plays"]


def test_a_game_stored_under_the_earlier_rules_rebuilds_in_the_database(engine):
    """`scorebook db rebuild` replays the stored inputs and writes the same rows again."""
    _, inputs, data = stored(STORED / "hit_and_run_foul.json")
    stored_on = dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
    with DbSession(writer(engine)) as db, db.begin():
        game = Game(key="old", system=data["system"], away="VIS", home="HOM", status=FINAL,
                    setup=json.dumps(data["setup"]), options=json.dumps(data["options"]),
                    created_at=stored_on)
        db.add(game)
        db.flush()
        db.add_all(GameInput(game_id=game.id, seq=i.seq, ask_key=i.ask_key, value=i.value,
                             who=i.who, created_at=stored_on) for i in inputs)
    assert rebuild(engine, "old").plays == data["rows"]
    with DbSession(engine) as db:
        game = find_game(db, "old")
        assert (game.status, game.away_runs, game.home_runs) == (FINAL, data["away_runs"], data["home_runs"])


def answers(*words: str) -> list[tuple[str, str]]:
    return [tuple(word.split("=", 1)) for word in words]  # type: ignore[misc]


def test_a_stored_foul_on_a_hit_and_run_sent_the_runner_back():
    s = new_session(hit_and_run="on")
    replay(s, answers(*hit(1, 3), *pitch(1, 5, "hit and run"), "tactic=none"))  # a foul; the next pitch
    assert texts(s) == ["S8"] and s.game.strikes == 1 and s.game.bases[0] is not None
    assert s.ask().key == "die.defense"


def test_a_stored_hit_and_run_steal_is_decided_by_the_throw_then_the_runners_roll():
    s = new_session(hit_and_run="on")
    replay(s, answers(*hit(1, 3), *pitch(1, 2, "hit and run"), "die.catch1=1", "die.catch2=2",
                      "die.steal1=1", "die.steal2=3"))  # a ball; the offense's 1+3 < 5
    assert texts(s)[-1] == "CS2(26)" and s.game.outs == 1
    s = new_session(hit_and_run="on")
    replay(s, answers(*hit(1, 3), *pitch(1, 2, "hit and run"), "die.catch1=3", "die.catch2=3"))
    assert texts(s)[-1] == "CS2(26)"  # doubles: thrown out before the runner rolls


def test_a_stored_tag_up_sent_only_the_runner_from_third_on_a_fly_to_left():
    s = new_session(tag_up="on")
    replay(s, answers(*hit(1, 3), *hit(1, 2), *hit(3, 4), "tagup=tag", *map("=".join, NO_THROW),
                      "die.run1=3", "die.run2=3"))
    assert texts(s)[-1] == "7/SF.3-H" and s.game.bases[1] is not None and s.game.bases[2] is None


def test_a_runner_on_second_held_on_a_fly_to_center_where_no_tag_up_was_offered():
    s = new_session(tag_up="on")
    replay(s, answers(*hit(1, 2), *hit(1, 5), "die.defense=1"))
    assert texts(s)[-1] == "8/F" and s.game.bases[1] is not None and s.ask().key == "die.offense"


def test_a_pinch_hitter_the_rules_no_longer_allow_is_refused_in_one_sentence():
    """Before issue 17 a catcher card could bat for the shortstop and take his place; now only
    a card that can play short (or one with another on the bench who can) may bat for him."""
    away = team("VIS", bench=[card("VC2", "C"), card("VP2", "P")])
    s = new_session(away=away, subs="on")
    with pytest.raises(InputNoLongerFits, match="vis-vc2 pinch-hit under the rules before issue 17"):
        replay(s, answers("pinch=none", *hit(1, 4), "pinch=vis-vc2"))  # "none" is dropped


def test_a_game_stored_now_needs_no_stand_in():
    """Every answer of a game simulated under today's rules meets the question it answered,
    so the earlier rules' stand-ins never come into its replay."""
    pool = list(CARD_SYSTEMS["nanyou"].samples().values())
    options = {rule: "on" for rule in ("grades", "errors", "bunts", "steals", "hit_and_run",
                                       "tag_up", "extra_base", "subs")}
    for seed in (28, 42):
        game = simulate("nanyou", pool, seed, ("HOM", "Home"), ("VIS", "Visitors"), options)
        session = Session(get_system("nanyou"), game.setup, game.options)
        for seq, answered in enumerate(game.answers, start=1):
            assert session.ask().key == answered.key
            answer_input(session, GameInput(seq=seq, ask_key=answered.key, value=answered.value))
        assert session.records == game.session.records and session.ask() is None
