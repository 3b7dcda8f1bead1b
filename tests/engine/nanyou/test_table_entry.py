"""Recording a physical game of Nanyou from the table's lines (rules/nanyou.md §5,
engine/systems/nanyou/table_entry.py): the words of the grammar, the system's questions they
answer, each tactic, tag-ups and the extra base, substitutions, the outcome override, and
refused lines that record nothing. Every card carries the generic pattern (1-3 a single, 1-4
GO 6-3, 1-5 FO 8, 2-5 FO 9, 1-2 a double, 2-2 a triple, 3-3 a double, 4-4 LO 6, 1-1 HR)."""

from __future__ import annotations

import pytest

from engine.core.errors import EntryError
from engine.systems.nanyou.table_entry import Word, check_line
from tests.engine.nanyou.game import card, hit, new_session, pitch, play, team, texts

ALL_ON = {rule: "on" for rule in ("errors", "bunts", "steals", "hit_and_run", "tag_up",
                                  "extra_base")}


def table(**options: str):
    return new_session(entry="table", **options)


def enter(s, *lines: str):
    for line in lines:
        s.answer(line)
    return s


def pitches(s) -> str:
    return "".join(r.pitch for r in s.records if r.kind == "pitch")


def on_base(s) -> list[str | None]:
    return [r.player if r else None for r in s.game.bases]


def refused(s, line: str) -> str:
    """The message of a refused line, after checking that nothing of it was recorded."""
    before, state = s.records, s.state
    with pytest.raises(EntryError) as caught:
        s.answer(line)
    assert s.records == before and s.state is state
    return str(caught.value)


# Reading a line without the game -------------------------------------------------------------

def test_a_line_is_read_into_words():
    words = check_line("u1 34 25 t 1 2 # bunt").words
    assert [(w.kind, w.value) for w in words] == [
        ("tactic", "u1"), ("dice", "34"), ("dice", "25"), ("tag", "tag"), ("dice", "1"),
        ("dice", "2")]
    assert check_line("w B f S h").words == tuple(
        Word("call", c, t) for c, t in (("空", "w"), ("B", "B"), ("F", "f"), ("S", "S"), ("H", "h")))
    assert check_line("S4 s1 sd st r").words[0] == Word("tactic", "sh", "S4")


def test_substitutions_and_the_override_are_words_too():
    words = check_line("dc hom-p2 P ph vis-b1 12 =S8/L.1-3 # kept").words
    assert [(w.kind, w.value) for w in words] == [
        ("change", "hom-p2@P"), ("pinch", "vis-b1"), ("dice", "12"), ("override", "S8/L.1-3 # kept")]
    assert check_line("dc hom-p2@1").words[0].value == "hom-p2@P"


def test_plain_entry_lines_and_comments_pass_through():
    assert check_line("sub vis-x \"X Y\" away 9 PH").plain.events
    assert check_line("# the dice rolled off the table").plain.comment is not None


@pytest.mark.parametrize("line, message", [
    ("37", "'37' are not dice: a die shows 1 to 6."),
    ("u4", "'u4' is not a bunt: u1 sacrifice, u2 squeeze, u3 drag bunt."),
    ("ph", "'ph' needs the pinch hitter's player id, as ph hom-n12."),
    ("dc hom-n05 DH", "'dc' needs the player coming in and his position (P C 1B 2B 3B SS LF CF RF), "
                      "as dc hom-n05 P."),
    ("12 =", "'=' needs the play that happened, as =S8 or =63."),
])
def test_a_word_that_cannot_be_read_is_named(line, message):
    with pytest.raises(EntryError) as caught:
        check_line(line)
    assert str(caught.value) == message


def test_a_play_typed_without_the_override_is_pointed_to_it():
    with pytest.raises(EntryError, match=r"'S8' is not part of the table's language .*write the "
                                         r"play after '=', as =S8\."):
        check_line("S8")


# Pitches ---------------------------------------------------------------------------------------

def test_two_digits_are_the_defense_then_the_offense_die_on_the_batting_table():
    s = enter(table(), "12", "21", "15", "13")  # B B F S
    assert pitches(s) == "BBFC" and (s.game.balls, s.game.strikes) == (2, 2)
    enter(s, "16")  # 空: strike three swinging
    assert texts(s) == ["K"] and pitches(s).endswith("S")


def test_a_call_letter_records_the_call_when_the_dice_were_not_looked_at():
    s = enter(table(), "b", "w", "F", "s")
    assert pitches(s) == "BSFC" and texts(s) == ["K"]


def test_a_whole_plate_appearance_on_one_line_is_the_same_as_one_die_a_line():
    one = enter(table(), "12 13 11 12")
    spread = enter(table(), "1", "2", "13 1", "1 1", "2")
    dice = play(new_session(), *pitch(1, 2), *pitch(1, 3), *hit(1, 2))
    for s in (one, spread):
        assert s.records == dice.records
        assert texts(s) == ["D7"] and pitches(s) == "BCX"


def test_a_line_runs_on_through_several_batters():
    s = enter(table(), "11 13 11 13 11 15")  # single, single, fly out
    assert texts(s) == ["S8", "S8.1-2", "8/F"]
    assert s.ask().prompt.startswith("Top 1, 1 out, 0-0 — Player VIS4 batting: the pitch")


def test_the_prompt_says_which_die_is_owed():
    s = enter(table(), "11 1")
    assert s.ask().key == "entry"
    assert s.ask().prompt == ("Top 1, 0 outs, 0-0 — Player VIS1 batting: Offense: two dice on "
                              "the batter's card (second die)")


# The card, the challenge, errors, the parity die ------------------------------------------------

def test_doubles_on_the_card_take_the_challenge_when_dice_follow():
    s = enter(table(), "11 33 55", "11 33 56")
    assert texts(s) == ["HR", "D7"]


@pytest.mark.parametrize("lines", [["11 33"], ["11 33 n"], ["11", "33"]])
def test_the_challenge_is_declined_by_n_or_the_end_of_the_line(lines):
    s = enter(table(), *lines)
    assert texts(s) == ["D7"]


def test_y_takes_the_challenge_and_its_dice_may_come_on_the_next_line():
    s = enter(table(), "11 33 y")
    assert texts(s) == []
    enter(s, "44")
    assert texts(s) == ["HR"]


def test_the_error_dice_follow_a_batted_out_and_doubles_are_an_error():
    s = enter(table(errors="on"), "11 15 12", "11 15 66")
    assert texts(s) == ["8/F", "E8/F"] and on_base(s)[0] == "vis-vis2"


@pytest.mark.parametrize("die, play, outs", [("4", "63/G.1-2", 1), ("3", "64(1)3/GDP", 2)])
def test_the_parity_die_settles_a_ground_out_with_a_runner_on(die, play, outs):
    s = enter(table(), "11 13", f"11 14 {die}")
    assert texts(s) == ["S8", play] and s.game.outs == outs


# Tactics ---------------------------------------------------------------------------------------

def test_a_sacrifice_bunt_is_declared_then_pitched_then_rolled():
    s = enter(table(bunts="on"), "11 13", "u1 13 33")
    assert texts(s)[-1] == "13/SH.1-2" and pitches(s) == "XX"


def test_a_squeeze_and_a_drag_bunt():
    s = enter(table(bunts="on"), "11 22", "u2 13 33")  # a triple, then the squeeze scores him
    assert texts(s) == ["T8", "13/SH.3-H"] and s.game.score == (1, 0)
    enter(s, "u3 11 11")  # drag bunt: 1+1 short of 9
    assert texts(s)[-1] == "13/BG"


@pytest.mark.parametrize("word", ["s2", "s1"])
def test_a_steal_names_the_base_stolen_or_the_base_the_runner_leaves(word):
    s = enter(table(steals="on"), "11 13", f"{word} 12 25 23")
    assert texts(s)[-1] == "SB2" and pitches(s) == "XB"


def test_a_double_steal_is_decided_by_the_lead_runner():
    s = enter(table(steals="on"), "11 13 11 13", "sd 12 11")  # caught on doubles
    assert texts(s)[-1] == "CS3(25).1-2"


def test_a_hit_and_run_single_sends_the_runner_to_third():
    s = enter(table(hit_and_run="on"), "11 13", "r 11 13")
    assert texts(s)[-1] == "S8.1-3"


def test_a_hit_and_run_on_a_ball_or_a_foul_is_a_straight_steal():
    s = enter(table(hit_and_run="on"), "11 13", "r 12 23")  # the defense's one roll: 2+3 >= 5
    assert texts(s)[-1] == "SB2" and s.game.balls == 1
    s = enter(table(hit_and_run="on"), "11 13", "r 15 13")  # a foul, a strike; 1+3 < 5: caught
    assert texts(s)[-1] == "CS2(26)" and s.game.strikes == 1 and s.game.outs == 1


def test_a_triple_steal_with_the_bases_loaded():
    s = enter(table(steals="on"), "11 13 " * 3, "st 12 12 33")
    assert texts(s)[-1] == "SBH;SB3;SB2" and s.game.score == (1, 0)


def test_a_tactic_that_is_not_open_is_refused():
    assert refused(table(steals="on"), "s2 12") == (
        "'s2' declares a tactic, but none of its kind is open now (the game's options: bunts, "
        "steals, hit_and_run; the runners and outs).")
    s = table(bunts="on", steals="on")
    assert refused(s, "s2 12") == ("'s2' is not open: Offense: declare a tactic before the pitch? "
                                   "— drag bunt.")
    enter(s, "11 13")
    assert refused(s, "u2 13") == ("'u2' is not open: Offense: declare a tactic before the pitch? "
                                   "— sacrifice, drag bunt, steal 2.")
    assert refused(s, "1 u1") == ("'u1' does not answer 'Offense: one die for the pitch': type "
                                  "the die, 1 to 6.")


# After the result: tag-up and the extra base ----------------------------------------------------

def test_t_tags_up_and_x_sends_the_runner():
    s = enter(table(tag_up="on", extra_base="on"), "11 22 n", "11 15 t 12 33")  # triple, SF
    assert texts(s) == ["T8", "8/SF.3-H"]
    enter(s, "11 12", "11 13 x 12 33")  # double, single: sent home from second, safe
    assert texts(s)[-1] == "S8.2-H"


def test_the_runners_hold_when_the_line_goes_on_or_ends():
    s = enter(table(tag_up="on"), "11 22 n", "11 15 11 13")  # fly out, then a single
    assert texts(s) == ["T8", "8/F", "S8.3-H"]
    enter(s, "11 12")  # a double: the extra-base option is off, nothing asked
    assert texts(s)[-1] == "D7.1-3"
    assert refused(s, "11 13 t") == ("'t' does not answer 'Defense: one die for the pitch': type "
                                     "the die, 1 to 6.")  # a single: no tag-up


def test_t_tags_up_after_a_pop_up_too():
    s = enter(table(tag_up="on"), "11 13", "11 12", "11 45 t 12 23")  # second and third; a pop-up
    assert texts(s)[-1] == "5/P.3-H;2-3" and s.game.score == (1, 0)


# Substitutions -------------------------------------------------------------------------------

def bench_session():
    home = team("HOM", bench=[card("HP2", "P"), card("HB2", "LF")])
    away = team("VIS", bench=[card("VP2", "P"), card("VB2", "SS")])
    return new_session(home, away, entry="table", subs="on")


def test_a_pinch_hitter_and_a_defensive_change():
    s = enter(bench_session(), "dc hom-hp2 P ph vis-vb2 11 13")
    subs = [(r.player, r.position) for r in s.records if r.kind == "sub"]
    assert subs == [("hom-hp2", 1), ("vis-vb2", 11)]
    assert texts(s) == ["D8"]  # a pinch hitter's single moves up to a double
    assert s.game.fielding.pitcher == "hom-hp2"


def test_a_pitcher_batted_for_must_be_replaced_with_dc():
    s = bench_session()
    enter(s, "11 15 " * 14)  # fourteen fly outs: the visitors' pitcher is up with two out in the 3rd
    enter(s, "ph vis-vb2 11 15")
    message = refused(s, "11 15")
    assert message == ("'11' cannot come yet: Defense: make a change before this batter? (type "
                       "dc, the player and the position, as dc hom-n05 P: vis-vp2@P).")
    enter(s, "dc vis-vp2 P 11 15")
    assert s.game.fielding.pitcher == "vis-vp2"


def test_a_substitution_after_the_first_pitch_is_refused():
    s = enter(bench_session(), "12")
    assert refused(s, "ph vis-vb2") == ("'ph vis-vb2' is a substitution before a batter's first "
                                        "pitch (option subs on), but the question now is: "
                                        "Defense: one die for the pitch.")


# The outcome override, plain lines, the end of the game ---------------------------------------

def test_the_override_ends_the_pitch_in_progress():
    s = enter(table(), "12 11 1 =S9")
    assert texts(s) == ["S9"] and pitches(s) == "B"
    enter(s, "=63")
    assert texts(s)[-1] == "63" and s.game.outs == 1


def test_a_plain_line_waits_for_the_pitch_to_end():
    s = enter(table(), "11")
    assert refused(s, "radj vis-vis9 2") == ("Finish the pitch first: Offense: two dice on the "
                                             "batter's card (first die).")
    enter(s, "13", "# a comment is fine", "radj vis-vis9 2")
    assert on_base(s)[1] == "vis-vis9"


def test_a_word_that_answers_nothing_asked_records_nothing_of_the_line():
    s = enter(table(), "11 13")
    assert refused(s, "12 11 13 t") == ("'t' does not answer 'Defense: one die for the pitch': "
                                        "type the die, 1 to 6.")
    assert texts(s) == ["S8"] and s.game.balls == 0


def test_words_left_after_the_last_out_are_refused():
    s = enter(table(), "11 11", *["11 15"] * 53)  # a home run, then fly outs
    assert (s.game.inning, s.game.half, s.game.outs) == (9, 1, 2)
    message = refused(s, "11 15 12")
    assert message == "The game is over: '12' and what follows it are left over."


def test_the_batting_only_mode_takes_the_card_dice_alone():
    s = new_session(entry="table", mode="batting")
    enter(s, "13 33 n 15")
    assert texts(s) == ["S8", "D7.1-3", "8/F"] and pitches(s) == ""
    assert refused(s, "b") == ("'b' does not answer 'Offense: two dice on the batter's card (first "
                               "die)': type the die, 1 to 6.")
