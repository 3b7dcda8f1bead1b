"""The duel and the catch (rules/unlimited_nine.md §2 C-E): each side commits cards of one
colour, the count its power; a defence of the offence's colour has none; a difference of 0 or
less is the batter out (a strikeout) unless he hits at zero; the batter's hit table, its
largest difference covering every larger one, says where the ball goes and how far; a skill
may send it elsewhere (the defence's call wins), never a home run over everything; a student
never catches; the fielder catches when the batter's batting plus the difference is no more
than his fielding plus his boost cards, catch skills and fielding events — and the defence is
asked for boost cards only when they can make the catch.

The situation: the top of the 1st, Blue at bat, Red in the field — R01 P 3 (boost red 1),
R02 C 4 (red 1), R03 1B 3 (red 2), R04 2B 5, R05 3B 4, R06 SS 5, R08 CF 5 (red 2), R07 LF 3,
R09 RF 3 (red 1)."""

from __future__ import annotations

import pytest

from engine.systems.unlimited9.card_file import CardError, card_from_data
from engine.systems.unlimited9.cards import Face, Skill
from engine.systems.unlimited9.duel import Commit, Used, commit, outcome
from engine.core.errors import EntryError
from engine.systems.unlimited9.effects import Effect
from tests.engine.unlimited9 import game
from tests.engine.unlimited9.game import (HOUSE, B, G, R, new_session, pid, play, red, state, texts,
                                          until)


def at_bat(card: str = "B01", home=None, off=None, dfn=None):
    """Blue's `card` at the plate in the top of the 1st with full hands (game.at_bat)."""
    return game.at_bat(new_session(home=home or red()), card, off, dfn)


def duel(s, dfn: str, off: str, *more: str):
    play(s, "walk=pitch", f"commit.def={dfn}", f"commit.off={off}", *more)
    return s.state.last_duel


def skill(kind: str, *effects: Effect) -> Skill:
    return Skill("test", kind, ("blue",), tuple(effects), "")


# ---------------------------------------------------------------- committing


def test_the_commitment_is_none_or_a_count_of_one_colour_held():
    s = at_bat(off=("E01", "E17", "E18"), dfn=("E02", "E03", "E16", "E29", "E30"))
    play(s, "walk=pitch")
    assert until(s, "commit.def").options == ("0", "1b", "2b", "1g", "1r", "2r")
    play(s, "commit.def=2r")
    assert s.ask().options == ("0", "1b", "1g", "2g")


@pytest.mark.parametrize("text, count, colour", [("0", 0, ""), ("3r", 3, "red"), ("1B", 1, "blue"),
                                                 (" 2g ", 2, "green")])
def test_a_commitment_reads_as_count_and_colour(text, count, colour):
    assert commit(text) == Commit(count, colour)


@pytest.mark.parametrize("text", ["", "r", "0r", "3x", "-1b", "two"])
def test_a_commitment_that_is_none_is_one_sentence(text):
    with pytest.raises(EntryError, match="is not a commitment"):
        commit(text)


def test_the_committed_cards_leave_the_hand_face_down_then_go_to_the_discard():
    s = at_bat()
    play(s, "walk=pitch", "commit.def=3g")
    st = state(s)
    # the cards of the colour drawn last go first
    assert st.committed == ((), ("E19", "E18", "E17")) and st.tables[1].hand == ("E15", "E16")
    assert not {"E17", "E18", "E19"} & set(st.discard)
    play(s, "commit.off=2b")
    st = s.state
    assert st.committed == ((), ()) and st.tables[0].hand == ("E01",)
    assert {"E17", "E18", "E19", "E02", "E03"} <= set(st.discard)


# ---------------------------------------------------------------- the powers


def test_the_count_is_the_power_and_the_difference_puts_the_ball_in_play():
    d = duel(at_bat(), "1g", "3b")
    assert (d.offence, d.defence, d.cancelled, d.difference, d.in_play) == (3, 1, False, 2, True)
    assert (d.position, d.hit) == ("SS", "1B")


def test_the_defence_of_the_offences_colour_has_no_power():
    d = duel(at_bat(dfn=B[3:8]), "3b", "1b")
    assert (d.offence, d.defence, d.cancelled, d.difference, d.in_play) == (1, 0, True, 1, True)


def test_a_defence_of_no_cards_is_not_cancelled():
    d = duel(at_bat(), "0", "1b")
    assert (d.defence, d.cancelled, d.difference) == (0, False, 1)


@pytest.mark.parametrize("dfn, off", [("2g", "2b"), ("3g", "1b"), ("1g", "0"), ("0", "0")])
def test_a_difference_of_zero_or_less_is_a_strikeout(dfn, off):
    s = at_bat()
    d = duel(s, dfn, off)
    assert not d.in_play and texts(s) == ["K"]
    assert s.records[-1].event_type == 3 and s.game.outs == 1  # a strikeout, the batter out


def test_a_batter_who_hits_at_zero_puts_the_ball_in_play_at_difference_zero():
    s = at_bat("B04")  # hit_at_zero, 0 = "C 1B"; batting 3 + 0 against R02's 4: caught
    d = duel(s, "2g", "2b")
    assert (d.difference, d.in_play, d.position, d.hit, d.attack, d.defend) == (0, True, "C", "1B", 3, 4)
    assert texts(s) == ["2/P"]
    s = at_bat("B04")
    assert not duel(s, "3g", "2b").in_play  # below zero he is out like anyone


def test_the_powers_are_never_below_zero_with_skills():
    st = state(at_bat())
    weak = (Used(pid("R01"), skill("pitching", Effect("weaken", 3))),)
    d = outcome(st, Commit(2, "blue"), Commit(1, "green"), (), weak)
    assert (d.offence, d.defence, d.difference, d.in_play) == (0, 1, -1, False)
    weak = (Used(pid("B01"), skill("batting", Effect("weaken", 3))),)
    d = outcome(st, Commit(2, "blue"), Commit(2, "green"), weak, ())
    assert (d.offence, d.defence, d.difference, d.in_play) == (2, 0, 2, True)


# ---------------------------------------------------------------- the hit table


def test_the_hit_table_by_difference_and_its_largest_row_covers_every_larger():
    face = state(at_bat()).face(pid("B03"))  # 1 "1B 1B" … 5 "RF 3B", 6 "HR"
    assert [face.hit(d) for d in range(1, 10)] == [
        ("1B", "1B"), ("RF", "1B"), ("RF", "2B"), ("CF", "2B"), ("RF", "3B"),
        ("", "HR"), ("", "HR"), ("", "HR"), ("", "HR")]
    short = Face(3, hits=((1, "SS", "1B"), (3, "CF", "2B")))
    assert [short.hit(d) for d in (0, 1, 2, 3, 7)] == [("SS", "1B"), ("SS", "1B"), ("SS", "1B"),
                                                        ("CF", "2B"), ("CF", "2B")]


def test_a_home_run_over_everything_is_never_caught():
    s = at_bat("B03")  # batting 5 +1: six cards; difference 6 is his home run
    d = duel(s, "0", "6b")
    assert (d.position, d.hit, d.fielder, d.boost_max) == ("", "HR", "", 0)
    assert texts(s) == ["HR"] and s.game.score == (1, 0)


def test_a_home_run_goes_over_a_fielders_call():
    st = state(at_bat("B03"))
    call = (Used(pid("R05"), skill("fielding", Effect("hit_to", position="self"))),)
    d = outcome(st, Commit(6, "blue"), Commit(0), (), call)
    assert (d.position, d.hit, d.fielder) == ("", "HR", "")


def test_a_fielders_call_sends_the_ball_to_him():
    st = state(at_bat())
    call = (Used(pid("R05"), skill("fielding", Effect("hit_to", position="self"))),)
    d = outcome(st, Commit(4, "blue"), Commit(0), (), call)  # LF 2B by the table
    assert (d.position, d.hit, d.fielder) == ("3B", "2B", pid("R05"))


def test_the_defences_call_wins_over_the_offences():
    st = state(at_bat())
    theirs = (Used(pid("B01"), skill("batting", Effect("hit_to", position="RF"))),)
    ours = (Used(pid("R05"), skill("fielding", Effect("hit_to", position="self"))),)
    assert outcome(st, Commit(1, "blue"), Commit(0), theirs, ()).position == "RF"
    d = outcome(st, Commit(1, "blue"), Commit(0), theirs, ours)
    assert d.position == "3B" and d.offence_effects == ()


def test_a_batting_skill_calling_the_ball_to_itself_is_refused_or_harmless():
    """The effect language reads hit_to(self) for any kind of skill; a batter is no fielder, so
    a card whose batting skill says it must either be refused where it is read or send the
    ball where the table says — never end the game in a KeyError."""
    data = {**HOUSE.character("B01").to_data(),
            "skills": [{"name": "Me", "type": "batting", "cost": ["blue"], "effect": "hit_to(self)"}]}
    try:
        card = card_from_data(data)
    except CardError:
        return
    st = state(at_bat())
    own = (Used(pid("B01"), card.player.skills[0]),)
    d = outcome(st, Commit(1, "blue"), Commit(0), own, ())
    assert d.in_play and d.position == "P"


# ---------------------------------------------------------------- the catch


@pytest.mark.parametrize("off, position, fielder, attack, defend, text", [
    ("1b", "P", "R01", 2 + 1, 3, "13/G"),   # attack no more than fielding: caught
    ("2b", "SS", "R06", 2 + 2, 5, "63/G"),
    ("3b", "CF", "R08", 2 + 3, 5, "8/F"),   # equal: caught
])
def test_the_fielder_catches_when_the_attack_is_no_more_than_his_fielding(off, position, fielder,
                                                                           attack, defend, text):
    s = at_bat()
    d = duel(s, "0", off)
    assert (d.position, d.fielder, d.attack, d.defend) == (position, pid(fielder), attack, defend)
    assert texts(s) == [text] and s.game.outs == 1 and s.game.bases == (None, None, None)


def test_an_attack_above_his_fielding_is_a_hit():
    s = at_bat("B09")  # difference 4: "LF 2B", 5 + 4 = 9 against R07's 3
    d = duel(s, "0", "4b")
    assert (d.position, d.hit, d.attack, d.defend, d.boost_max) == ("LF", "2B", 9, 3, 0)
    assert texts(s) == ["D7"] and s.game.runner_on("2").player == pid("B09")


def test_a_student_never_catches():
    s = at_bat(home=red(students=("R01",)))
    d = duel(s, "0", "1b")  # attack 3 against the pitcher's 3 — but he is a student
    assert (d.position, d.fielder, d.student, d.attack, d.defend) == ("P", "red-u9-r01", True, 0, 0)
    assert texts(s) == ["S1"] and s.game.runner_on("1").player == pid("B01")


def test_the_boost_is_asked_when_it_can_make_the_catch():
    # B07 (batting 5), difference 1: "3B 1B", attack 6 against R05's 4; two red cards make it
    s = at_bat("B07", dfn=("E29", "E30", "E31", "E15", "E16"))
    play(s, "walk=pitch", "commit.def=2g", "commit.off=3b")
    ask = s.ask()
    assert (ask.key, ask.who, ask.options) == ("boost", "defense", ("0", "1", "2"))
    assert "2 boost cards" in ask.prompt and "attack 6" in ask.prompt and "fielding 4" in ask.prompt
    play(s, "boost=2")
    assert texts(s) == ["53/G"]
    st = s.state
    assert st.tables[1].hand == ("E29",) and {"E31", "E30"} <= set(st.discard)


def test_too_few_boost_cards_is_a_hit_and_the_cards_are_paid_all_the_same():
    s = at_bat("B07", dfn=("E29", "E30", "E31", "E15", "E16"))
    play(s, "walk=pitch", "commit.def=2g", "commit.off=3b", "boost=1")
    assert texts(s) == ["S5"] and s.state.tables[1].hand == ("E29", "E30")


def test_no_boost_question_when_the_cards_cannot_make_the_catch():
    # one red card only: R05 needs two
    s = at_bat("B07", dfn=("E29", "E15", "E16", "E17", "E18"))
    d = duel(s, "2g", "3b")
    assert d.boost_max == 0 and texts(s) == ["S5"]
    # R07 in left boosts by one card at most
    s = at_bat("B09", dfn=R[:5])
    d = duel(s, "0", "4b")
    assert d.boost_max == 0 and texts(s) == ["D7"]
    # caught without them: nothing to ask
    s = at_bat(dfn=R[:5])
    d = duel(s, "0", "1b")
    assert d.boost_max == 0 and texts(s) == ["13/G"]


def test_a_catch_skill_of_the_fielder_adds_to_his_fielding():
    # B03 (batting 5), difference 1: "1B 1B", attack 6 against R03's 3 + 2 (Long Stretch… his
    # catch(+2), paid with a red card): one boost card more makes the catch
    s = at_bat("B03", dfn=("E29", "E30", "E31", "E15", "E16"))
    play(s, "walk=pitch", "skill.def=R03", "skill.def=none", "commit.def=2g", "commit.off=3b")
    ask = s.ask()
    assert ask.key == "boost" and ask.options == ("0", "1", "2")
    play(s, "boost=1")
    assert texts(s) == ["3/G"]
    assert s.state.last_duel.defend == 3 + 2


def test_a_catch_skill_of_another_fielder_does_not_help():
    s = at_bat("B03", dfn=("E29", "E30", "E15", "E16", "E20"))
    play(s, "walk=pitch", "skill.def=R06", "skill.def=none", "commit.def=1g", "commit.off=2b")
    d = s.state.last_duel
    assert (d.position, d.defend) == ("1B", 3)


def test_the_outcome_override_ends_the_plate_appearance_and_the_committed_cards_go():
    s = at_bat()
    play(s, "walk=pitch", "commit.def=3g")
    ask = s.ask()
    assert ask.key == "commit.off"
    s.answer("=S8", who=ask.who)
    assert texts(s) == ["S8"] and s.game.runner_on("1").player == pid("B01")
    st = state(s)
    assert st.committed == ((), ()) and st.turn == ()
    assert {"E17", "E18", "E19"} <= set(st.discard)
    assert sorted(game.owned(s)) == sorted(B + G + R)
    assert until(s, "walk").key == "walk"
