"""Recording a physical game of Unlimited Nine at the table (rules/unlimited_nine.md §5,
engine/systems/unlimited9/table_entry.py): every word of the line, the duel worked out from the
house-default cards, the hands counted, skills, events, position changes and the duplicate
rule's flip, substitutions, the result typed, and every mistake refused whole in one sentence
naming the word.

Blue (BLU, visitors) bats its nine in card order, B01 the pitcher first; Red (RED) the same;
each captain is the side's pitcher, so every character of his colour holds one card more. The
defence (Red) holds 5 cards (R01 pitching 3, R02's catcher bonus 1, the captain's 1); Blue's
batters: B01 3, B02 4, B03 6, B04 4, B05 5, B06 4, B07 6, B08 5, B09 6.
"""

from __future__ import annotations

import re

import pytest

from engine.core.errors import EntryError, GameOver
from engine.core.frozen import replace
from engine.core.state import Runner
from engine.systems.session import Session
from engine.systems.unlimited9 import SYSTEM
from engine.systems.unlimited9.card_file import house_set
from engine.systems.unlimited9.effects import POSITIONS
from engine.systems.unlimited9.rules import load_rules
from engine.systems.unlimited9.table_entry import check_line
from engine.systems.unlimited9.teams import Side, game_setup


def nine(letter: str) -> tuple[tuple[str, str], ...]:
    return tuple((f"{letter}{n:02d}", p) for n, p in enumerate(POSITIONS, start=1))


def table(mode: str = "basic", away_bench: tuple[str, ...] = (), home_bench: tuple[str, ...] = (),
          students: tuple[str, ...] = ()) -> Session:
    away = Side("BLU", "Blue", nine("B"), "B01", bench=away_bench, hidden=6)
    home = Side("RED", "Red", nine("R"), "R01", bench=home_bench, students=students, hidden=6)
    setup, stored = game_setup(away, home, mode, house_set(), load_rules(), options={"entry": "table"})
    return Session(SYSTEM, setup, stored)


def pid(card: str) -> str:
    return {"B": "blu", "R": "red", "G": "grn"}[card[0]] + "-u9-" + card.lower()


def enter(s: Session, *lines: str) -> Session:
    for line in lines:
        s.answer(line)
    return s


def texts(s: Session) -> list[str]:
    return [r.text for r in s.records if r.kind == "play"]


def set_game(s: Session, **changes) -> Session:
    s.state = replace(s.state, game=replace(s.state.game, **changes))
    return s


def up(s: Session, card: str) -> Session:
    """`card` of the batting team is the batter."""
    game = s.game
    team = game.batting
    teams = list(game.teams)
    teams[game.half] = replace(team, up=team.lineup.index(pid(card)))
    return set_game(s, teams=tuple(teams))


def on(s: Session, **runners: str) -> Session:
    bases = list(s.game.bases)
    for base, card in runners.items():
        bases[("first", "second", "third").index(base)] = Runner(pid(card), s.game.pitcher)
    return set_game(s, bases=tuple(bases))


def hidden(s: Session) -> tuple[int, int]:
    return s.state.tables[0].hidden, s.state.tables[1].hidden


def fielder(s: Session, team: int, position: str) -> str:
    return s.game.teams[team].fielders[POSITIONS.index(position) + 1]


def one_sentence(message: str) -> bool:
    return message.endswith(".") and "\n" not in message and not re.search(r"[.!?] [A-Z]", message[:-1])


def refused(s: Session, line: str) -> str:
    """The message of a refused line, after checking that nothing of it was recorded."""
    records, state = s.records, s.state
    with pytest.raises(EntryError) as caught:
        s.answer(line)
    assert s.records == records and s.state is state
    message = str(caught.value)
    assert one_sentence(message), message
    return message


# The duel --------------------------------------------------------------------------------------

def test_a_duel_lost_is_a_strikeout_and_the_hands_are_counted_and_spent():
    s = enter(table(), "o1b d2g")  # 1 against 2
    assert texts(s) == ["K"] and hidden(s) == (3 - 1, 5 - 2)
    enter(s, "d0 o0")  # either order; no power at all
    assert texts(s)[-1] == "K" and hidden(s) == (4, 5)


def test_a_caught_ball_and_every_hit_from_the_batter_s_table():
    s = enter(table(), "o3r d2b")  # B01: difference 1, to the pitcher: attack 2+1 against 3
    assert texts(s) == ["13/G"] and hidden(s) == (0, 3)
    # Hirase (batting 5): 1 to first, 3 to right a double, 5 to right a triple, 6 over the fence
    for line, runners, play in (("o1g d0", {}, "S3"), ("o3g d0", {"first": "B01"}, "D9.1-3"),
                                ("o5g d0", {"first": "B01", "second": "B02"}, "T9.2-H;1-H"),
                                ("o6g d0", {"third": "B01"}, "HR.3-H")):
        s = enter(on(up(table(), "B03"), **runners), line)
        assert texts(s) == [play], line


def test_the_same_colour_cancels_the_defence():
    s = up(table(), "B02")
    enter(s, "o3b d3b")  # the defence's 3 count for nothing: difference 3, to right, 3+3 > 3
    assert texts(s) == ["S9"]
    duel = s.state.last_duel
    assert duel.cancelled and (duel.defence, duel.difference, duel.fielder) == (0, 3, pid("R09"))


def test_boost_cards_make_the_catch_and_are_paid_from_the_hand():
    s = up(table(), "B05")
    enter(s, "o2b d0 +1")  # to short: attack 4+2 = 6 against Ogami's 5, one boost card
    assert texts(s) == ["63/G"] and hidden(s) == (5 - 2, 5 - 1)
    s = enter(up(table(), "B05"), "o2b d0")
    assert texts(s) == ["S6"]
    s = enter(up(table(), "B05"), "o2b d0 +2")  # more than he needed: caught all the same
    assert texts(s) == ["63/G"] and hidden(s)[1] == 3
    s = enter(up(table(), "B03"), "o1b d0 +1")  # 6 against 3 + 1: not enough, a hit
    assert texts(s) == ["S3"]


@pytest.mark.parametrize("batter, line, message", [
    ("B05", "o2b d0 +3", "'+3': Hinata Ogami takes at most 2 boost cards."),
    ("B01", "o1b d2g +1", "'+1': the duel is lost (difference -1): no ball to catch."),
    ("B01", "o3r d2b +1", "'+1': Kaede Homura catches it without boost cards (attack 3, fielding 3)."),
    ("B03", "o6r d0 +1", "'+1': no catch to boost (a home run over everything)."),
    ("B05", "o2b d4g +1", "'+1': the duel is lost (difference -2): no ball to catch."),
])
def test_boost_cards_only_toward_a_catch_they_can_make(batter, line, message):
    assert refused(up(table(), batter), line) == message


def test_the_defence_cannot_boost_with_cards_it_has_spent():
    s = up(table(), "B05")  # blue cancels blue: to short, 6 against 5, one boost card short
    assert refused(s, "sR01 o2b d3b +1") == ("'+1': the defence holds 5 cards this plate "
                                             "appearance, 5 spent already.")
    enter(s, "sR01 o2b d2b +1")
    assert texts(s) == ["63/G"] and hidden(s)[1] == 0


def test_a_commitment_beyond_the_hand_is_refused():
    s = table()
    assert refused(s, "o4r d0") == "'o4r': the offence holds 3 cards this plate appearance."
    assert refused(s, "o1r d6b") == "'d6b': the defence holds 5 cards this plate appearance."


def test_an_intentional_walk_forces_the_runners_and_spends_nothing():
    s = enter(table(), "i")
    assert texts(s) == ["IW"] and hidden(s) == (3, 5)
    s = enter(on(table(), first="B07", second="B08", third="B09"), "IBB")
    assert texts(s) == ["IW"] and s.game.score == (1, 0)
    assert [r.player for r in s.game.bases] == [pid("B01"), pid("B07"), pid("B08")]


# Skills ----------------------------------------------------------------------------------------

def test_a_batting_skill_adds_its_power_and_is_paid_for():
    s = enter(up(table(), "B07"), "o1b d1g")
    assert texts(s) == ["K"]
    s = enter(up(table(), "B07"), "sB07 o1b d1g")  # power +1: 2 against 1, to third, 6 > 4
    assert texts(s) == ["S5"] and hidden(s) == (6 - 2 - 1, 5 - 1)


def test_a_pitching_skill_and_a_fielding_skill_with_boost():
    s = enter(table(), "sR01 o2b d1g")  # Homura's +1: 2 against 2, and B01 needs 1
    assert texts(s) == ["K"] and hidden(s)[1] == 5 - 2 - 1
    s = enter(up(table(), "B03"), "sR03 o1b d0 +1")  # Scoop: 3 + 2 + 1 against 5 + 1
    assert texts(s) == ["3/G"] and hidden(s)[1] == 5 - 1 - 1
    s = enter(up(table(), "B03"), "sR05 o3g d0")  # Wall at Third calls the ball to him
    assert texts(s) == ["D5"]


def test_running_skills_steal_and_take_the_extra_base_unless_the_defence_holds():
    s = enter(on(up(table(), "B05"), first="B04"), "sB04 o0 d0")
    assert texts(s) == ["K", "SB2"]
    s = enter(on(up(table(), "B05"), first="B04"), "sR02 sB04 o0 d0")  # Cannon Arm: hold
    assert texts(s) == ["K"] and s.game.bases[0].player == pid("B04")
    s = enter(on(up(table(), "B09"), first="B08"), "sB08 o2b d0")  # First to Third on a single
    assert texts(s) == ["S9.1-2", "OA.2-3"]
    assert s.state.tables[0].took_part >= {pid("B08"), pid("B09")}


@pytest.mark.parametrize("line, message", [
    ("sB03 o1b d0", "'sB03': Long Stretch is a fielding skill, and Tomo Hirase is neither batting "
     "nor on base (the batter's batting, a runner's running, the pitcher's pitching, a fielder's "
     "fielding skills)."),
    ("sB01 o1b d0", "'sB01': Paint the Corner is a pitching skill, and Rin Aoba is batting (the "
     "batter's batting, a runner's running, the pitcher's pitching, a fielder's fielding skills)."),
    ("sB01:2 o1b d0", "'sB01:2': Rin Aoba has no skill 2 (he has 1)."),
    ("sR01 sR01 o1b d0", "'sR01': Kaede Homura has used a skill this plate appearance (one each)."),
    ("sR01 sR05 sR06 o1b d0", "'sR06': the defence holds 5 cards this plate appearance, 4 spent "
     "already."),
    ("sR01 sR05 sR02 o1b d1r", "'d1r': the defence holds 5 cards this plate appearance, 5 spent "
     "already."),
    ("sZ99 o1b d0", "'sZ99': Z99 is not a character card of the game's set."),
    ("sE05 o1b d0", "'sE05': E05 is not a character card of the game's set."),
    ("sG05 o1b d0", "'sG05': Shun Aizawa (G05) is on neither team."),
])
def test_a_skill_its_user_cannot_use_now_is_refused(line, message):
    assert refused(table(), line) == message


def test_a_student_has_no_skills():
    s = table(students=("R06",))
    assert refused(s, "sR06 o1b d0") == "'sR06': Hinata Ogami has no skills on his student side."


# Events ----------------------------------------------------------------------------------------

def test_an_event_on_its_own_line_before_the_half_then_in_play_until_the_inning_ends():
    s = enter(table(), "oe E31")
    assert s.records == () and s.state.tables[0].events == (("E31", 0),)
    assert "in play: BLU E31 Louder!" in s.ask().prompt
    enter(s, "o2b d2g")  # Cheer Squad's +1: 3 against 2, to the pitcher, 2+1 against 3
    assert texts(s) == ["13/G"]
    enter(s, "K", "K", "K", "K", "K")
    assert s.game.inning == 2 and s.state.tables[0].events == () and "E31" in s.state.discard


def test_events_at_the_start_of_the_first_line_and_the_defence_s():
    s = enter(table(), "oe E31 de E09:1 o2b d1g")  # 3 - 1 against 1: difference 1
    assert texts(s) == ["13/G"]
    s = enter(table(), "oe E13 o4b d0")  # Coach's Notebook: B01 holds 3 + 1; to left, 6 > 3
    assert texts(s) == ["D7"] and hidden(s) == (0, 5)
    s = enter(table(), "oe E03:1")  # a draw at a table changes no count and owes nothing
    assert s.state.owed == (0, 0)


def test_the_hand_targets_in_the_prompt_follow_the_events_and_the_batter():
    s = table()
    assert s.ask().prompt.startswith("Top 1, 0 outs — Rin Aoba (B01) bats, Kaede Homura (R01) "
                                     "pitches; hands: offence 3, defence 5: events first")
    enter(s, "oe E13 de E35")
    assert "hands: offence 4, defence 6" in s.ask().prompt
    enter(s, "K")
    assert "Kenji Morikawa (B02) bats" in s.ask().prompt and "hands: offence 5," in s.ask().prompt
    assert "(i walks; K 1B@SS X@CF … the result)" in s.ask().prompt


@pytest.mark.parametrize("line, message", [
    ("oe E31 oe E32", "'oe E32': the offence (BLU) has played Cheer Squad this inning (an event's "
     "name once an inning)."),
    ("oe E31 de E31", "'de E31': E31 is in play already this inning."),
    ("oe E07", "'oe E07': Quiet Study Hall has 2 actions: say which, E07:1 (Plan ahead) or E07:2 "
     "(Review notes)."),
    ("de E05:2", "'de E05:2': Signs from the Bench has no action 2: E05:1 (Trust the plan)."),
    ("oe B05", "'oe B05': B05 is not an event card of the game's set."),
    ("oe E05:0", "'oe E05:0': the actions are numbered from 1, as E05:1."),
    ("oe", "'oe': oe needs the event card and the action used, as oe E05:1."),
])
def test_an_event_that_cannot_be_played_is_refused(line, message):
    assert refused(table(), line) == message


def test_no_event_once_the_half_has_begun():
    s = enter(table(), "K")
    assert refused(s, "oe E31 o1b d0") == ("'oe E31': events are played before a half, and this "
                                            "half has begun.")
    enter(s, "K", "K")
    enter(s, "de E31 oe E29:1")  # the bottom half: Red bats, Blue fields
    assert s.state.tables[1].events == (("E29", 0),) and s.state.tables[0].events == (("E31", 0),)


# Positions and the duplicate rule --------------------------------------------------------------

def test_two_fielders_swap_and_nobody_turns():
    s = enter(table(), "pos R03 R05")
    assert [r.kind for r in s.records] == ["sub", "sub"] and texts(s) == []
    assert (fielder(s, 1, "1B"), fielder(s, 1, "3B")) == (pid("R05"), pid("R03"))
    assert s.state.tables[1].students == frozenset()
    enter(s, "K")  # the same batter stayed up for his plate appearance
    assert texts(s) == ["K"]


def test_a_fielder_sent_to_a_held_position_turns_the_one_who_was_there():
    s = enter(table(), "pos R03 SS")
    assert (fielder(s, 1, "SS"), fielder(s, 1, "1B")) == (pid("R03"), pid("R06"))
    assert s.state.tables[1].students == {pid("R06")}
    up(s, "B03")
    assert refused(s, "o1b d0 +1") == ("'+1': no catch to boost (the fielder at 1B is on his "
                                       "student side).")
    enter(s, "o1b d0")
    assert texts(s) == ["S3"]


def test_flip_names_which_of_the_two_turns():
    s = enter(table(), "pos R03 SS flip R03 o1b d0")
    assert s.state.tables[1].students == {pid("R03")} and texts(s) == ["13/G"]


@pytest.mark.parametrize("line, message", [
    ("pos B03 B05", "'pos B03 B05': Tomo Hirase is on BLU, which is batting: positions are "
     "changed by the team in the field."),
    ("pos R03 1B", "'pos R03 1B': Tetsu Hinode plays 1B already."),
    ("pos R03 R03", "'pos R03 R03': a fielder cannot swap with himself."),
    ("pos R03 SS flip R05", "'pos R03 SS flip R05': R05 is neither of the two who met at SS: flip "
     "R03 or R06."),
    ("pos R03 R05 flip R03", "'flip R03': flip says who of the two turns to his student side right "
     "after a pos that sends a fielder to a held position, as pos B03 SS flip B03."),
    ("flip R03", "'flip R03': flip says who of the two turns to his student side right after a pos "
     "that sends a fielder to a held position, as pos B03 SS flip B03."),
    ("pos R03", "'pos R03': pos needs two fielders to swap (pos B03 B05) or a fielder and the "
     "position he goes to (pos B03 SS)."),
    ("o1b d0 pos R03 R05", "'pos R03 R05': events, pos and sub come before the plate appearance's "
     "words."),
])
def test_a_position_change_that_cannot_be_is_refused(line, message):
    assert refused(table(), line) == message


# Substitutions (standard mode) -----------------------------------------------------------------

def standard() -> Session:
    return table("standard", away_bench=("G03",), home_bench=("G01", "G07"))


def test_a_pinch_hitter_bats_with_his_own_hand_on_the_same_line():
    s = enter(standard(), "sub G03 B01 o5b d0")  # Nagase 5 (not the captain's colour): LF 3B
    # he bats for B01 (a pinch hitter), then takes B01's place in the field
    assert [(r.kind, r.role) for r in s.records[:2]] == [("sub", "PH"), ("sub", "P")]
    assert s.records[2].kind == "play" and texts(s) == ["T7"]
    assert s.game.teams[0].lineup[0] == "blu-u9-g03" and hidden(s)[0] == 0


def test_the_defence_s_substitutions_and_not_two_pitcher_changes_in_a_row():
    s = enter(standard(), "sub G07 R07", "sub G01 R01")
    assert fielder(s, 1, "LF") == "red-u9-g07" and s.game.pitcher == "red-u9-g01"
    assert pid("R07") in s.game.teams[1].gone
    assert refused(s, "sub G03 G01") == "'sub G03 G01': G03 is not on RED's bench."
    s = enter(table("standard", home_bench=("G01", "G02")), "sub G01 R01")
    assert refused(s, "sub G02 G01") == ("'sub G02 G01': RED's last substitution changed its "
                                         "pitcher: not two pitcher changes in a row.")


def test_no_substitution_in_a_basic_game():
    assert refused(table(home_bench=("G07",)), "sub G07 R07") == ("'sub G07 R07': substitutions "
                                                                  "are standard mode's, and this "
                                                                  "game is basic.")


def test_a_substitution_that_cannot_be_is_refused():
    s = enter(standard(), "sub G07 R07")
    assert refused(s, "sub G07 R05") == "'sub G07 R05': Yuto Mizuhara has been in the game already."
    assert refused(s, "sub G01 R07") == "'sub G01 R07': Jin Kurenai is not in RED's lineup."
    assert refused(s, "sub G01 Z01") == "'sub G01 Z01': Z01 is not a character card of the game's set."
    assert refused(s, "sub G07") == ("'sub G07': sub needs the bench card and the card he replaces, "
                                     "as sub B10 B04.")


# The result typed ------------------------------------------------------------------------------

def test_every_result_word_with_the_runners_moving_the_hit_s_bases():
    s = enter(table(), "K", "1B@SS")
    on(s, second="B01")
    enter(s, "1b@ss")  # the runners move one base each
    assert texts(s) == ["K", "S6", "S6.2-3;1-2"]
    s = enter(on(table(), first="B09"), "2B@LF", "3B@CF", "HR", "HR@LF", "X@CF", "X@SS", "IBB")
    assert texts(s) == ["D7.1-3", "T8.3-H;2-H", "HR.3-H", "HR7", "8/F", "63/G", "IW"]


def test_a_typed_result_stands_over_the_cards_with_a_note_when_they_disagree():
    s = table()
    answered = s.answer("o3r d2b 1B@P")
    assert texts(s) == ["S1"] and hidden(s) == (0, 3)
    assert answered.notes == ("The cards give 13/G; 1B@P recorded as typed.",)
    assert s.answer("o1b d1g K").notes == ()
    assert s.answer("X@1B").notes == () and texts(s)[-1] == "3/G"
    s = up(table(), "B07")
    assert s.answer("sB07 2B@LF").notes == ()  # a skill paid for, the result typed
    assert texts(s) == ["D7"] and hidden(s) == (6 - 2, 5)


def test_the_outcome_override_after_the_words_before_the_plate_appearance():
    s = enter(table(), "=S8")
    assert texts(s) == ["S8"]
    s = enter(table(), "oe E31 =S8", "o1b d1b =K")
    assert texts(s) == ["S8", "K"]
    assert s.state.tables[0].events == (("E31", 0),) and hidden(s)[0] == 4 - 1
    assert refused(s, "=") == "'=' needs the play that happened, as =S8 or =K."


def test_plain_lines_and_the_end_of_the_game():
    s = enter(table(), "com the cards fell off the table", "# a comment", "K # a comment after")
    assert texts(s) == ["K"]
    enter(s, "end rain")
    assert s.game.final and s.ask() is None
    with pytest.raises(GameOver):
        s.answer("K")


# The sick flip and a whole half ------------------------------------------------------------------

def test_the_sick_who_took_part_turn_to_their_student_side_at_the_inning_s_end():
    s = enter(table(), "K", "o2b d1r")  # Morikawa (sick) bats: to the catcher, caught
    up(s, "B05")
    enter(s, "o2b d0 +1")  # Ogami (sick) catches it at short
    assert (s.game.inning, s.game.half) == (1, 1) and s.state.tables[0].students == frozenset()
    enter(s, "K", "K")
    assert s.state.tables[1].students == frozenset()  # not before the inning is over
    enter(s, "K")
    # Morikawa batted and Ogami fielded; Ise, Tsubaki and Sugimura (sick too) sat it out
    assert s.state.tables[0].students == {pid("B02")} and s.state.tables[1].students == {pid("R06")}
    assert s.state.face(pid("B02")).batting == 2 and s.state.face(pid("R06")).fielding == 0
    up(s, "B02")
    assert "Kenji Morikawa (B02, student) bats" in s.ask().prompt


# Refusals of the line's words ------------------------------------------------------------------

@pytest.mark.parametrize("line, message", [
    ("o3x d2b", "'o3x': x is not a colour: b blue, g green, r red."),
    ("o3 d2b", "'o3': say the colour after the count, as o3r."),
    ("o0r d0", "'o0r': none is o0, without a colour."),
    ("o3r", "'o3r': give the defence's cards, as d2b (d0 for none) on the same line."),
    ("d2b", "'d2b': give the offence's cards, as o3r (o0 for none) on the same line."),
    ("+1", "'+1': boost cards go with the duel's cards, as o3r d2b +1."),
    ("o1r d0 +x", "'+x': boost cards are a number, as +1."),
    ("o1r o2b d0", "'o2b': the line says this twice (o1r and o2b)."),
    ("o1r d0 i", "'i': an intentional walk has no duel: leave out o1r."),
    ("i o1r d0", "'o1r': an intentional walk (i) has no duel."),
    ("i sB04", "'sB04': an intentional walk (i) has no duel, so no skills."),
    ("K HR", "'HR': the line says this twice (K and HR)."),
    ("i K", "'K': the line has its result already (i)."),
    ("X", "'X': say where the ball was caught, as X@CF."),
    ("K@SS", "'K@SS': a strikeout has no fielder: write K."),
    ("IBB@1B", "'IBB@1B': a walk has no fielder: write IBB."),
    ("1B@ZZ", "'1B@ZZ': ZZ is not a position: P C 1B 2B 3B SS LF CF RF."),
    ("sB07", "'sB07': a skill goes with the plate appearance's cards (o3r d2b) or its result."),
    ("sB07:x o1b d0", "'sB07:x': the skill's number comes after the colon, as sB07:2."),
    ("s o1b d0", "'s': s needs what follows it, as sB05."),
    ("o", "'o': o needs what follows it, as o3r (o0 for none)."),
    ("K =S8", "'=S8': the line has its result already (K)."),
])
def test_a_word_that_cannot_be_read_is_refused_naming_it(line, message):
    assert refused(table(), line) == message
    with pytest.raises(EntryError) as caught:
        check_line(line)
    assert str(caught.value) == message


def test_an_unknown_word_names_the_language():
    message = refused(table(), "o1r d0 zz")
    assert message.startswith("'zz': this is not a word of the table's language (the cards, as o3r d2b")
    assert refused(table(), "") == ("Type the plate appearance: the cards, as o3r d2b (+1 boost "
                                    "cards), s<card> for a skill, i for a walk, oe/de E05:1 for an "
                                    "event, pos, sub, or the result: K 1B@SS 2B@LF 3B@CF HR X@CF IBB.")


def test_check_line_reads_the_words_without_the_game():
    for line in ("o3r d2b +1", "d0 o0", "i", "IBB", "sB05:2 o1g d0", "oe E05:1 de E29",
                 "pos B03 SS flip B03 sub B10 B04 K", "2B@LF", "X@cf", "HR", "=S8", "com hello",
                 "end", "# note"):
        assert check_line(line) == line
    with pytest.raises(EntryError):
        check_line("=Q9")
