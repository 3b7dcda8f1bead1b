"""The batter's ★MVP (rules/bot9.md §2; seed: 便可自動觸發此特殊技能): it fires by itself on a
full guess, nobody is asked. In the solo game (§5.4) the batter may tire the pitcher by one card
instead, and says so before the swing phase (seed: 此須在揮棒階段前執行)."""

from __future__ import annotations

from engine.systems.bot9.abilities import TIRE
from tests.engine.bot9.game import batter, new_session, pitcher, play
from tests.engine.bot9.solo_table import answer, solo_session, with_deck


def test_a_full_guess_fires_the_mvp_by_itself():
    bat = batter(1, special={"name": "Big swing", "effect": "adj(swing,+2)"})
    s = new_session(batters=[bat] + [batter(n) for n in range(2, 7)],
                    pitchers=[pitcher(1, role="starter"), pitcher(2)])
    play(s, "change=stay", "aim=LA", "guess=LA", "die.pitch=S", "die.control=3", "die.swing=3")
    assert s.state.turn.dice.swing == 5 and s.state.turn.natural.swing == 3
    assert s.ask().key == "die.run"  # nothing was asked: 5 > 3 on a Strike face is in play


def test_without_a_full_guess_the_mvp_stays_quiet():
    bat = batter(1, special={"name": "Big swing", "effect": "adj(swing,+2)"})
    s = new_session(batters=[bat] + [batter(n) for n in range(2, 7)])
    play(s, "change=stay", "aim=LA", "guess=LI", "die.pitch=S", "die.control=3", "die.swing=3")
    assert s.state.table[-1].endswith("Strike face, control 3, swing 3: foul")  # swing 3 = control 3, no +2


def test_an_answer_stored_when_the_mvp_was_a_choice_still_replays():
    bat = batter(1, special={"name": "Big swing", "effect": "adj(swing,+2)"},
                 abilities=[{"name": "Patience", "needs": ["location"], "effect": "adj(run,+1)"}])
    s = new_session(batters=[bat] + [batter(n) for n in range(2, 7)])
    play(s, "change=stay", "aim=LA", "guess=LA", "die.pitch=S", "die.control=3", "die.swing=3")
    assert s.ask().options == ("none", "Patience")
    play(s, "batter.ability=Big swing + Patience")  # the ★MVP fired already: Patience is used
    assert s.state.turn.dice.swing == 5 and s.state.turn.run_effects[0].text == "adj(run,+1)"


def _solo_full_guess():
    """A solo game against P01 at his first pitch: the batter B01 (★MVP "Cleanup": +1 to the
    hit die) guesses Low-Away and the card drawn is S9 (Low-Away): a full guess."""
    session = solo_session(starter="P01")
    answer(session, "guess", "LA")
    answer(session, "solo.card", "S9")
    answer(session, "die.pitch", "S")
    answer(session, "die.control", "3")
    return session


def _to_a_hit(session, hit: int) -> None:
    answer(session, "die.swing", "5")
    if session.ask().key == "batter.ability":
        answer(session, "batter.ability", "none")
    answer(session, "die.run", "6")
    answer(session, "die.field", "1")  # first to a 6 on a Strike face: hit determination
    answer(session, "die.hit", str(hit))


def test_solo_the_tiring_choice_comes_before_the_swing_die():
    session = _solo_full_guess()
    ask = session.ask()
    assert (ask.key, ask.who) == ("batter.mvp", "offense")
    assert ask.options == ("Cleanup", TIRE)
    answer(session, "batter.mvp", TIRE)
    deck = session.state.solo.deck
    answer(session, "solo.tire", deck[0])
    assert session.state.solo.discard[-1] == deck[0]
    assert session.ask().key == "die.swing"
    _to_a_hit(session, 2)
    assert session.state.turn.aim == "" and "hit die 2" in session.state.table[-1]  # no ★MVP


def test_solo_the_mvp_fires_when_the_batter_does_not_tire_the_pitcher():
    session = _solo_full_guess()
    answer(session, "batter.mvp", "Cleanup")
    assert session.ask().key == "die.swing"
    _to_a_hit(session, 2)
    assert "hit die 3" in session.state.table[-1]  # 2 + 1 by the ★MVP


def test_solo_with_nothing_left_to_tire_the_mvp_fires_unasked():
    session = solo_session(starter="P01")
    answer(session, "guess", "LA")
    answer(session, "solo.card", "S9")
    with_deck(session, (), session.state.solo.discard + session.state.solo.deck)
    answer(session, "die.pitch", "S")
    answer(session, "die.control", "3")
    _to_a_hit(session, 2)
    assert "hit die 3" in session.state.table[-1]
