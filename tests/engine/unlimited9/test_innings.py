"""The end of an inning and the changes to a team (rules/unlimited_nine.md §2 (4), §3.1, §4):
every character with the sick icon who took part in the inning — batted, pitched, fielded a
ball in play or used a skill — turns to his student side at its end (and then fields 0, bats
and pitches with the student's values, has no skill and no catcher's bonus); the fielders may
swap positions before a half; in standard mode a bench player may come in for one of the nine
before the walk decision, the one he replaces leaving the game, but a team may not change its
pitcher twice in a row.

Sick: Blue's B02 (C) and B07 (LF), Red's R06 (SS) and R08 (CF)."""

from __future__ import annotations

from engine.systems.unlimited9 import hands
from engine.systems.unlimited9.card_file import STUDENT
from tests.engine.unlimited9.game import (B, R, at_bat, blue, new_session, pid, play, red,
                                          retire_side, state, texts, to_half, until)


def first_inning():
    """B01 grounds out to R06 at short, B02 and B03 strike out; Red goes down in order."""
    s = new_session()
    at_bat(s)
    play(s, "walk=pitch", "commit.def=0", "commit.off=2b")
    retire_side(s)
    retire_side(s)
    return s


# ---------------------------------------------------------------- the sick


def test_the_sick_who_took_part_turn_to_their_student_side_at_the_end_of_the_inning():
    s = new_session()
    at_bat(s)
    play(s, "walk=pitch", "commit.def=0", "commit.off=2b")
    assert texts(s) == ["63/G"]
    retire_side(s)
    st = state(s)
    # the top half is over, the inning is not: nobody has turned yet
    assert st.tables[0].students == frozenset() and st.tables[1].students == frozenset()
    assert {pid("B01"), pid("B02"), pid("B03")} <= st.tables[0].took_part
    assert {pid("R01"), pid("R06")} <= st.tables[1].took_part
    retire_side(s)
    st = state(s)
    assert s.game.inning == 2
    assert st.tables[0].students == frozenset({pid("B02")})  # B07 did not play in it
    assert st.tables[1].students == frozenset({pid("R06")})  # R08 fielded no ball
    assert st.tables[0].took_part == frozenset() and st.tables[1].took_part == frozenset()


def test_a_student_fields_nothing_and_bats_and_pitches_as_a_student():
    s = first_inning()
    st = state(s)
    face = st.face(pid("B02"))
    assert (face.batting, face.fielding, face.catcher_bonus, face.skills) == (STUDENT["batting"], 0, 0, ())
    assert st.card(pid("B02")).player.batting == 3  # the card's player side is unchanged
    assert face.hit(1) == ("P", "1B")
    # Blue in the field in the bottom of the 2nd: pitching 3 + a student catcher's 0 + 1
    to_half(s, 2, 1)
    until(s, "walk")
    assert hands.target(state(s), 0) == 3 + 0 + 1


def test_a_sick_fielder_who_used_a_skill_took_part():
    s = new_session()
    at_bat(s, dfn=("E29", "E15", "E16", "E17", "E18"))
    play(s, "walk=pitch", "skill.def=R06", "commit.def=0", "commit.off=0")  # paid: red, green
    assert pid("R06") in state(s).tables[1].took_part
    assert pid("R08") not in state(s).tables[1].took_part


def test_a_walked_sick_batter_took_part():
    s = new_session()
    to_half(s, 1, 1)
    at_bat(s, "R06")
    play(s, "walk=walk", "swap=none")
    assert pid("R06") in state(s).tables[1].took_part


def test_a_student_catches_nothing_after_turning():
    s = first_inning()
    to_half(s, 2, 0)
    at_bat(s, "B01", off=B[:3])
    play(s, "walk=pitch", "commit.def=0", "commit.off=2b")  # to R06 at short, a student now
    duel = s.state.last_duel
    assert texts(s)[-1] == "S6" and duel.student and duel.fielder == "red-u9-r06"


# ---------------------------------------------------------------- positions


def test_the_defence_may_swap_two_fielders_before_the_half():
    s = new_session()
    ask = s.ask()
    assert (ask.key, ask.who) == ("field", "defense") and len(ask.options) == 1 + 36
    play(s, "field=R05<>R06", "field=none")
    team = s.game.fielding
    assert team.position_of(pid("R05")) == 6 and team.position_of(pid("R06")) == 5
    assert team.lineup == tuple(pid(f"R0{n}") for n in range(1, 10))  # the order stays
    at_bat(s)
    play(s, "walk=pitch", "commit.def=0", "commit.off=2b")  # to short: R05 now (fielding 4)
    d = s.state.last_duel
    assert (d.position, d.fielder, d.defend) == ("SS", pid("R05"), 4) and texts(s)[-1] == "63/G"


def test_the_fielders_swap_any_number_of_times():
    s = new_session()
    play(s, "field=R01<>R02", "field=R02<>R03", "field=none")
    team = s.game.fielding
    assert (team.pitcher, team.fielders[2], team.fielders[3]) == (pid("R03"), pid("R01"), pid("R02"))
    until(s, "walk")
    # the pitcher is now R03 (pitching 0, red: +1), the catcher R01 (no bonus)
    assert hands.target(state(s), 1) == 0 + 0 + 1


def test_the_fielders_may_change_places_before_any_batter_not_only_before_the_half():
    s = new_session()
    at_bat(s)
    play(s, "walk=pitch", "commit.def=0", "commit.off=0")  # one out: mid-half
    ask = until(s, "walk")
    assert ask.options == ("pitch", "walk", "positions")
    play(s, "walk=positions", "move=R05<>R06", "walk=positions", "move=none")
    assert s.ask().key == "walk"  # the walk question again, the plate appearance not begun
    team = s.game.fielding
    assert team.position_of(pid("R05")) == 6 and team.position_of(pid("R06")) == 5
    at_bat(s, "B01")
    play(s, "walk=pitch", "commit.def=0", "commit.off=2b")  # to short: R05 now (fielding 4)
    assert (s.state.last_duel.fielder, texts(s)[-1]) == (pid("R05"), "63/G")


# ---------------------------------------------------------------- substitutions


def standard(bench_away=("G01", "G04"), bench_home=("G08",)):
    return new_session(blue(bench=bench_away, hand=B[:3]), red(bench=bench_home, hand=R[:5]),
                       mode="standard")


def test_a_basic_game_has_no_substitution():
    s = new_session(blue(bench=("G01",)), red())
    assert until(s, "walk").key == "walk"


def test_the_offence_then_the_defence_may_bring_in_a_bench_player_before_the_walk():
    s = standard()
    ask = until(s, "sub.off")
    assert ask.who == "offense"
    assert ask.options == ("none", *(f"{new}>B0{n}" for new in ("G01", "G04") for n in range(1, 10)))
    play(s, "sub.off=none")
    ask = s.ask()
    assert (ask.key, ask.who) == ("sub.def", "defense")
    assert ask.options == ("none", *(f"G08>R0{n}" for n in range(1, 10)))
    play(s, "sub.def=none")
    assert until(s, "walk").key == "walk"


def test_the_bench_player_takes_the_slot_and_position_and_the_replaced_leaves_the_game():
    s = standard()
    play(s, "sub.off=G04>B01")
    team = s.game.teams[0]
    assert team.lineup[0] == "blu-u9-g04" and team.fielders[1] == "blu-u9-g04"
    assert pid("B01") in team.gone and s.game.batter == "blu-u9-g04"
    assert s.records[-1].kind == "sub"
    play(s, "sub.def=none", "walk=pitch", "commit.def=0", "commit.off=0")
    ask = until(s, "sub.off")
    # G04 came in for the pitcher: replacing him now would be two pitcher changes in a row
    assert ask.options == ("none", *(f"G01>B0{n}" for n in range(2, 10)))


def test_not_two_pitcher_changes_in_a_row():
    s = standard(bench_home=("G01", "G08"))
    play(s, "sub.off=none", "sub.def=G01>R01", "walk=pitch", "commit.def=0", "commit.off=0")
    ask = until(s, "sub.def")
    assert "G08>G01" not in ask.options and "G08>R05" in ask.options
    play(s, "sub.def=G08>R05", "walk=pitch", "commit.def=0", "commit.off=0")
    # another change in between: the pitcher may be changed again
    s2 = standard(bench_home=("G01", "G08", "G04"))
    play(s2, "sub.off=none", "sub.def=G01>R01", "walk=pitch", "commit.def=0", "commit.off=0")
    play(s2, "sub.off=none", "sub.def=G08>R05", "walk=pitch", "commit.def=0", "commit.off=0")
    assert "G04>G01" in until(s2, "sub.def").options


def test_not_two_pitcher_changes_in_a_row_when_the_team_is_at_bat_either():
    """The one who comes in for the pitcher takes his position: replacing the pitcher while
    batting is a pitcher change too, so it cannot follow one."""
    s = standard(bench_home=("G01", "G08"))
    play(s, "sub.off=none", "sub.def=G01>R01")
    to_half(s, 1, 1)
    ask = until(s, "sub.off")  # Red at bat now, its new pitcher G01 in the nine
    assert s.game.batting.code == "RED"
    assert "G08>G01" not in ask.options


def test_a_bench_player_in_for_a_runner_takes_his_base():
    """The replaced player leaves the game: if he is on base, the one who comes in runs for
    him (a pinch runner, who keeps the slot and then the position)."""
    s = standard()
    play(s, "sub.off=none", "sub.def=none", "walk=pitch", "commit.def=0", "commit.off=0")
    play(s, "sub.off=none", "sub.def=none", "walk=walk", "swap=none")  # B02 walked
    assert s.game.runner_on("1").player == pid("B02")
    play(s, "sub.off=G04>B02")
    team = s.game.teams[0]
    assert pid("B02") in team.gone and team.lineup[1] == "blu-u9-g04"
    assert s.game.runner_on("1").player == "blu-u9-g04"
    retire_side(s)
    assert s.game.teams[0].position_of("blu-u9-g04") == 2  # he catches in the bottom half
