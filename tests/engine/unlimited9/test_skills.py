"""Skills (rules/unlimited_nine.md §2.1): a batting skill is the batter's, a running skill a
runner's, a pitching skill the pitcher's, a fielding skill a fielder's; each is paid for from
the hand, face up, with the colours its card says; each character uses one skill a plate
appearance, several characters may; the defence pays first; a conflict goes to the defence."""

from __future__ import annotations

from tests.engine.unlimited9.game import (B, G, R, at_bat, blue, new_session, on_base, pid, play,
                                          red, state, texts)


def blue_at_bat(card="B01", off=None, dfn=None, home=None, **runners):
    s = new_session(home=home or red())
    at_bat(s, card, off, dfn)
    on_base(s, **runners)
    return s


def red_at_bat(card="R09", off=None, dfn=None, **runners):
    s = new_session(red(), blue())
    at_bat(s, card, off if off is not None else R[:7], dfn)
    on_base(s, **runners)
    return s


# ---------------------------------------------------------------- who may use which


def test_the_defence_may_use_its_pitchers_and_fielders_skills_it_can_pay_for():
    s = blue_at_bat(dfn=R[:5])  # five red cards: R01 (red, red) … R06 needs a green one
    play(s, "walk=pitch")
    ask = s.ask()
    assert (ask.key, ask.who) == ("skill.def", "defense")
    assert ask.options == ("none", "R01", "R02", "R03", "R05")
    s = blue_at_bat(dfn=("E29", "E15", "E16", "E17", "E18"))
    play(s, "walk=pitch")
    assert s.ask().options == ("none", "R02", "R03", "R06")  # one red: no (red, red) skill


def test_no_skill_question_when_nothing_can_be_paid_for():
    s = blue_at_bat(dfn=G[:5])
    play(s, "walk=pitch")
    assert s.ask().key == "commit.def"


def test_the_offence_may_use_its_batters_batting_and_its_runners_running_skills():
    s = blue_at_bat("B07", off=B[:6], first="B08", second="B01", third="B04")
    play(s, "walk=pitch", "commit.def=0")
    ask = s.ask()
    # B07's batting power(+1); the runners B08 (extra base) and B04 (steal); B01 on second
    # has a pitching skill, which a runner cannot use
    assert (ask.key, ask.who, ask.options) == ("skill.off", "offense", ("none", "B07", "B08", "B04"))


def test_a_batter_cannot_use_a_running_skill_nor_a_runner_a_batting_skill():
    s = blue_at_bat("B08", off=B[:5], first="B07")
    play(s, "walk=pitch", "commit.def=0")
    assert s.ask().key == "commit.off"


def test_a_student_has_no_skill():
    s = blue_at_bat(dfn=R[:5], home=red(students=("R01", "R03")))
    play(s, "walk=pitch")
    assert s.ask().options == ("none", "R02", "R05")


# ---------------------------------------------------------------- paying and using


def test_a_skill_is_paid_face_up_from_the_hand_and_its_user_takes_part():
    s = blue_at_bat(dfn=("E29", "E30", "E31", "E15", "E16"))
    play(s, "walk=pitch", "skill.def=R01")
    st = state(s)
    assert st.tables[1].hand == ("E29", "E15", "E16") and st.discard[-2:] == ("E31", "E30")
    assert pid("R01") in st.tables[1].took_part
    assert state(s).turn[-1] == ("skill.def", "R01")


def test_each_character_one_skill_a_plate_appearance_several_characters_may():
    s = blue_at_bat(dfn=R[:5])
    play(s, "walk=pitch", "skill.def=R03")
    assert s.ask().options == ("none", "R01", "R02", "R05")  # R03 has used his
    play(s, "skill.def=R02")
    assert s.ask().options == ("none", "R01", "R05")
    play(s, "skill.def=R05")  # two red cards left, R05 paid them: nothing more to pay for
    assert s.ask().key == "commit.def"


def test_the_skills_are_the_plate_appearances_only():
    s = blue_at_bat(dfn=R[:5])
    play(s, "walk=pitch", "skill.def=R03", "skill.def=none", "commit.def=0", "commit.off=0")
    s2 = at_bat(s, dfn=R[5:10])
    play(s2, "walk=pitch")
    assert "R03" in s2.ask().options


def test_a_batting_skill_adds_to_the_batters_power():
    s = blue_at_bat("B07", off=B[:6])  # Studied the Tape: power(+1), two blue cards
    play(s, "walk=pitch", "commit.def=1g", "skill.off=B07", "commit.off=4b")
    d = s.state.last_duel
    assert (d.offence, d.defence, d.difference) == (5, 1, 4)


def test_a_pitching_skill_adds_to_the_defences_power():
    s = blue_at_bat(dfn=("E29", "E30", "E15", "E16", "E17"))  # R01: power(+1), red, red
    play(s, "walk=pitch", "skill.def=R01", "commit.def=2g", "commit.off=3b")
    d = s.state.last_duel
    assert (d.offence, d.defence, d.difference, d.in_play) == (3, 3, 0, False)


def test_a_pitching_skill_keeps_the_defences_power_of_the_offences_colour():
    s = red_at_bat("R09", dfn=("E01", "E02", "E03", "E04", "E05"))  # B01: no_cancel, blue
    play(s, "walk=pitch", "skill.def=B01", "commit.def=3b", "commit.off=4r", "boost=0")
    d = s.state.last_duel
    assert (d.cancelled, d.defence, d.difference) == (False, 3, 1)
    s = red_at_bat("R09", off=("E01", "E02", "E03", "E04", "E29", "E30", "E31"),
                   dfn=("E05", "E06", "E07", "E08", "E15"))
    play(s, "walk=pitch", "skill.def=none", "commit.def=4b", "commit.off=4b")
    d = s.state.last_duel
    assert (d.cancelled, d.defence, d.difference) == (True, 0, 4)


def test_a_difference_skill_moves_the_difference():
    s = blue_at_bat("B09", off=("E01", "E02", "E03", "E20", "E04", "E05"))  # diff(+1): blue, green
    play(s, "walk=pitch", "commit.def=1g", "skill.off=B09", "commit.off=2b")
    d = s.state.last_duel
    assert (d.offence, d.defence, d.difference, d.position, d.hit) == (2, 1, 2, "RF", "1B")


def test_the_defences_skill_wins_a_conflict():
    # the batter's extra base (R09, red) against the catcher's hold (B02, blue)
    s = red_at_bat("R09", dfn=("E01", "E15", "E16", "E17", "E18"))
    play(s, "walk=pitch", "skill.def=B02", "commit.def=0", "skill.off=R09", "commit.off=1r")
    assert texts(s) == ["S6"]
    s = red_at_bat("R09", dfn=("E01", "E15", "E16", "E17", "E18"))
    play(s, "walk=pitch", "skill.def=none", "commit.def=0", "skill.off=R09", "commit.off=1r",
         "boost=0")
    assert texts(s) == ["S6", "OA.1-2"]
