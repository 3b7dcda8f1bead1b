"""Recording a physical game of Bottom of the 9th, one line per pitch (rules/bot9.md §6):
the call keys, the run results, the tokens and dice, the notes when the dice disagree, and
how each outcome is scored (§3)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.core.errors import EntryError, GameOver
from engine.core.events import EventType
from engine.core.setup import BOTTOM, Situation
from engine.systems.bot9 import SYSTEM
from engine.systems.bot9.cards import card_from_data
from engine.systems.bot9.state import Fatigue
from engine.systems.bot9.table_entry import TableLine, check_line
from engine.systems.bot9.teams import TeamCards, base_game
from engine.systems.plain import SYSTEM as PLAIN
from engine.systems.session import Session

POSITIONS = ("C", "1B", "2B", "SS", "LF", "CF")
STARTER, RELIEVER, SPARE = "vis-p1", "vis-p2", "vis-p3"
BATTERS = [f"hom-b{n}" for n in range(1, 7)]


def batter(n: int) -> dict:
    return {"id": f"B{n}", "kind": "batter", "name": f"Batter {n}", "positions": [POSITIONS[n - 1]],
            "provenance": "test", "special": {"name": "Clutch", "effect": "adj(hit,+1)"}}


def pitcher(n: int, ace: str, role: str) -> dict:
    return {"id": f"P{n}", "kind": "pitcher", "name": f"Pitcher {n}", "role": role, "ace": ace,
            "provenance": "test", "special": {"name": "Heater", "effect": "adj(control,+1)"}}


def session(running: str = "standard", score: tuple[int, int] = (0, 0)) -> Session:
    """Bottom of the 9th, recorded at the table: the starter's ace is High-Inside, the two
    relievers' Low-Away and High-Away."""
    home = TeamCards("HOM", "Home", tuple(card_from_data(batter(n)) for n in range(1, 7)))
    pitchers = (pitcher(1, "HI", "starter"), pitcher(2, "LA", "reliever"), pitcher(3, "HA", "any"))
    away = TeamCards("VIS", "Visitors", (), tuple(card_from_data(p) for p in pitchers))
    setup, options = base_game(home, away, {"entry": "table", "running": running})
    setup = replace(setup, situation=Situation(inning=9, half=BOTTOM, score=score))
    return Session(SYSTEM, setup, options)


def enter(s: Session, *lines: str) -> Session:
    for line in lines:
        s.answer(line)
    return s


def plays(s: Session) -> list:
    return [r for r in s.records if r.kind == "play"]


def pitches(s: Session) -> list[str]:
    return [r.pitch for r in s.records if r.kind == "pitch"]


def on_base(s: Session) -> list[str | None]:
    return [r.player if r else None for r in s.game.bases]


def put_on(s: Session, *bases: int) -> Session:
    """Runners on `bases`, placed by the plain entry language (radj), the lead runner first."""
    for base in sorted(bases, reverse=True):
        s.answer(f"radj hom-b{base + 3} {base}")
    return s


# The call keys -------------------------------------------------------------------------------

@pytest.mark.parametrize("key, code", [("b", "B"), ("s", "S"), ("c", "C"), ("f", "F"),
                                       ("B", "B"), ("x1", "X")])
def test_each_key_is_its_pitch(key, code):
    s = enter(session(), key)
    assert pitches(s) == [code]


def test_four_balls_walk_and_a_foul_is_never_strike_three():
    s = enter(session(), "f", "f", "f", "f")
    assert (s.game.balls, s.game.strikes, s.game.outs) == (0, 2, 0)
    enter(s, "b", "b", "b", "b")
    assert plays(s)[-1].event_type == EventType.WALK
    assert on_base(s) == [BATTERS[0], None, None]


def test_strike_three_on_a_corner_is_a_strikeout_looking():
    s = enter(session(), "c", "c", "c")
    strikeout = plays(s)[-1]
    assert strikeout.event_type == EventType.STRIKEOUT and strikeout.at_bat
    assert pitches(s) == ["C", "C", "C"]  # the last pitch called: a strikeout looking
    assert s.game.outs == 1
    swinging = enter(session(), "s", "f", "s")
    assert pitches(swinging)[-1] == "S" and plays(swinging)[-1].event_type == EventType.STRIKEOUT


# Run results ---------------------------------------------------------------------------------

def test_safe_is_a_single_moving_every_runner_one_base():
    s = put_on(session(score=(3, 0)), 1, 3)
    enter(s, "x1")
    single = plays(s)[-1]
    assert (single.event_type, single.runs, single.rbi) == (EventType.SINGLE, 1, 1)
    assert on_base(s) == [BATTERS[0], "hom-b4", None]


def test_out_is_a_ground_out_and_the_runners_hold():
    s = put_on(session(), 1, 2)
    enter(s, "x0")
    out = plays(s)[-1]
    assert out.event_type == EventType.GENERIC_OUT and out.at_bat
    assert on_base(s) == ["hom-b4", "hom-b5", None] and s.game.outs == 1


@pytest.mark.parametrize("bases, out_at, after", [
    ((), None, [None, None, None]),                       # nobody on: the batter is out
    ((1,), "2", ["B", None, None]),
    ((2,), "3", ["B", None, None]),
    ((3,), "H", ["B", None, None]),
    ((1, 2), "3", ["B", "hom-b4", None]),                 # the runner on first is forced
    ((1, 3), "H", ["B", "hom-b4", None]),
    ((2, 3), "H", ["B", "hom-b5", None]),                 # the runner on second is not forced
    ((1, 2, 3), "H", ["B", "hom-b4", "hom-b5"]),
])
def test_the_running_variant_puts_out_the_lead_runner(bases, out_at, after):
    s = put_on(session("variant"), *bases)
    enter(s, "x9")
    play = plays(s)[-1]
    assert s.game.outs == 1 and s.game.score == (0, 0)
    assert on_base(s) == [BATTERS[0] if p == "B" else p for p in after]
    if out_at is None:
        assert play.event_type == EventType.GENERIC_OUT
    else:
        assert play.event_type == EventType.FIELDERS_CHOICE and play.at_bat and not play.hit_value
        assert play.text == f"FC/G.{max(bases)}X{out_at}"


def test_x9_needs_the_running_variant():
    s = session()
    with pytest.raises(EntryError, match="x9 is the running variant's lead-runner out"):
        s.answer("x9")
    assert s.records == ()


def test_x0_in_the_running_variant_with_runners_on_is_noted_and_stands():
    s = put_on(session("variant"), 2)
    answered = s.answer("x0")
    assert plays(s)[-1].event_type == EventType.GENERIC_OUT and on_base(s)[1] == "hom-b5"
    assert answered.notes == ("In the running variant a win for the defense puts out the lead "
                              "runner (x9): x0 as entered puts out the batter and the runners "
                              "hold.",)


@pytest.mark.parametrize("die, kind, batter_on, runs", [
    (1, EventType.SINGLE, 1, 1), (2, EventType.SINGLE, 1, 1),     # runners +2
    (3, EventType.DOUBLE, 2, 1), (4, EventType.DOUBLE, 2, 1),     # runners +2
    (5, EventType.TRIPLE, 3, 2),                                  # runners +3
    (6, EventType.HOME_RUN, 0, 3),
])
def test_hit_determination_and_its_runner_advances(die, kind, batter_on, runs):
    s = put_on(session(score=(5, 0)), 1, 2)  # the visitors lead: no walk-off cuts it short
    enter(s, f"x6 {die}")
    hit = plays(s)[-1]
    assert (hit.event_type, hit.runs, hit.rbi) == (kind, runs, runs)
    bases = on_base(s)
    assert [i + 1 for i, p in enumerate(bases) if p == BATTERS[0]] == ([batter_on] if batter_on else [])
    if die <= 4:  # the runner from first went two bases, to third
        assert bases[2] == "hom-b4"


def test_x64_is_x6_4():
    one, other = enter(put_on(session(), 1), "x64"), enter(put_on(session(), 1), "x6 4")
    assert plays(one)[-1].text == plays(other)[-1].text == "D.1-3"


def test_a_walk_off_single_ends_the_game_at_once():
    s = put_on(session(), 1, 2, 3)
    enter(s, "x1")
    single = plays(s)[-1]
    assert s.game.final and s.game.score == (0, 1)
    assert (single.event_type, single.runs, single.rbi) == (EventType.SINGLE, 1, 1)
    assert s.ask() is None
    with pytest.raises(GameOver):
        s.answer("b")


def test_a_walk_with_the_bases_loaded_forces_in_the_winning_run():
    s = put_on(session(), 1, 2, 3)
    enter(s, "b", "b", "b", "b")
    walk = plays(s)[-1]
    assert (walk.event_type, walk.runs, walk.rbi, walk.at_bat) == (EventType.WALK, 1, 1, False)
    assert s.game.final and s.game.score == (0, 1)


# Dice and notes ------------------------------------------------------------------------------

@pytest.mark.parametrize("dice, code", [("S43", "S"), ("S44", "F"), ("B33", "B"), ("B25", "S"),
                                        ("C31", "C"), ("C34", "F")])
def test_the_dice_give_the_call_by_the_swing_table(dice, code):
    s = session()
    answered = s.answer(dice)
    assert pitches(s) == [code] and answered.notes == ()


def test_dice_that_put_the_ball_in_play_need_the_run_result():
    s = session()
    with pytest.raises(EntryError) as caught:
        s.answer("HI/LA B34")
    assert str(caught.value) == "The dice B34 put the ball in play: add the run result, as B34 x1."
    assert s.records == () and s.state.fatigue == Fatigue(0, 0)  # nothing happened


def test_when_the_dice_disagree_the_call_stands_with_a_note():
    s = session()
    answered = s.answer("S43 x1")
    assert plays(s)[-1].event_type == EventType.SINGLE
    assert answered.notes == ("The dice S43 make a swinging strike by the swing table, not a "
                              "ball in play: the call as entered stands.",)
    assert s.answer("S35 x1").notes == ()  # dice that agree say nothing
    assert s.answer("B33 c").notes == ("The dice B33 make a ball by the swing table, not a "
                                       "called strike: the call as entered stands.",)


def test_a_hit_determined_on_a_ball_face_is_noted_and_stands():
    s = session()
    answered = s.answer("B34 x6 4")
    assert plays(s)[-1].event_type == EventType.DOUBLE
    assert answered.notes == ("Hit determination comes on a Strike face, but the pitch die shows "
                              "B: the hit as entered stands.",)


def test_notes_last_one_answer():
    s = session()
    assert s.answer("S43 x1").notes
    assert s.answer("b").notes == ()


def test_a_plain_game_has_no_notes():
    from engine.core.setup import GameSetup, LineupSpot, TeamSheet
    team = lambda code: TeamSheet(code, code, tuple(  # noqa: E731
        LineupSpot(f"{code}{n}", f"{code} {n}", n, pos) for n, pos in enumerate(range(2, 10), 1))
        + (LineupSpot(f"{code}9", f"{code} 9", 9, 1),))
    s = Session(PLAIN, GameSetup(team("a"), team("h")))
    assert s.answer("bcx S8").notes == ()


# Tokens and fatigue --------------------------------------------------------------------------

def test_the_ace_components_thrown_move_the_markers_guessed_or_not():
    s = session()  # the starter's ace: High, Inside
    seen = []
    for line in ("HI/LA b", "HA/HA f", "LA/LI f", "LI/HI b", "b"):
        s.answer(line)
        seen.append(s.state.fatigue)
    assert seen == [Fatigue(1, 1), Fatigue(2, 1), Fatigue(2, 1), Fatigue(2, 2), Fatigue(2, 2)]


def test_clean_up_after_the_plate_appearance_recovers_one_row_per_empty_base():
    s = enter(session(), "HI/LA b", "HI/LA b", "HI/LA b")
    assert s.state.fatigue == Fatigue(3, 3)
    s.answer("HI/LA x1")  # (4, 4), then two empty bases: the more tired marker first
    assert s.state.fatigue == Fatigue(3, 3)
    enter(s, "HI/HI x1")  # (4, 4), one empty base
    assert s.state.fatigue == Fatigue(3, 4)
    enter(s, "LA/LA b")  # within a plate appearance nothing is recovered
    assert s.state.fatigue == Fatigue(3, 4)


def test_a_locked_ace_face_thrown_at_the_table_stands_with_a_note():
    s = enter(session(), "HI/LA f", "HI/LA f", "HI/LA f", "HI/LA f")
    assert s.state.fatigue == Fatigue(4, 4)  # both faces of the ace pitch are locked
    answered = s.answer("HI/LA f")
    assert answered.notes == ("HI: Pitcher 1's ace faces High (location marker at row 4) and "
                              "Inside (angle marker at row 4) are locked by fatigue: the pitch as "
                              "entered stands.",)
    assert pitches(s) == ["F"] * 5 and s.state.fatigue == Fatigue(4, 4)
    assert s.answer("LA/HA f").notes == ()  # neither face of the ace
    assert s.answer("HA/HA f").notes == ("HA: Pitcher 1's ace face High (location marker at row "
                                         "4) is locked by fatigue: the pitch as entered stands.",)


def test_without_tokens_the_markers_stay():
    s = enter(session(), "b", "S43", "x1")
    assert s.state.arms == (Fatigue(0, 0), Fatigue(0, 0))


# Pitching changes ----------------------------------------------------------------------------

def test_p_brings_in_the_next_reliever_with_his_markers_on_the_relief_row():
    s = enter(session(), "HI/LA x0", "p")
    assert s.game.pitcher == RELIEVER
    assert plays(s) and s.records[-1].kind == "sub"
    assert s.state.fatigue == Fatigue(1, 1)
    s.answer("LA/HI b")  # his ace is Low-Away
    assert s.state.fatigue == Fatigue(2, 2)


def test_p_names_the_reliever_and_leaves_the_one_before_him_in_the_pen():
    s = enter(session(), "x0", "p " + SPARE)
    assert s.game.pitcher == SPARE
    enter(s, "x0", "p")  # the reliever passed over is still there
    assert s.game.pitcher == RELIEVER
    with pytest.raises(EntryError, match="VIS has no reliever left who may come in"):
        enter(s, "x1", "p")


def test_no_reliever_before_the_first_batter_or_before_his_own_first():
    s = session()
    with pytest.raises(EntryError, match="Pitcher 1 has not faced a batter yet"):
        s.answer("p")
    enter(s, "x1", "p")
    with pytest.raises(EntryError, match="Pitcher 2 has not faced a batter yet"):
        s.answer("p")


@pytest.mark.parametrize("lines, line, message", [
    (("b",), "p", "A reliever comes in only between batters (rules/bot9.md §2.7), not at 1-0."),
    (("x1",), "p vis-p9", "'vis-p9' cannot come in: the relievers available are vis-p2, vis-p3."),
    (("x1",), "p vis-p1", "'vis-p1' cannot come in: the relievers available are vis-p2, vis-p3."),
])
def test_a_pitching_change_that_cannot_be(lines, line, message):
    s = enter(session(), *lines)
    before = s.records
    with pytest.raises(EntryError) as caught:
        s.answer(line)
    assert str(caught.value) == message
    assert s.records == before and s.game.pitcher == STARTER


# Reading lines -------------------------------------------------------------------------------

def test_a_full_line_read():
    assert check_line("HI/la S43 x1") == TableLine(aim="HI", guess="LA", face="S", control=4,
                                                   swing=3, call="in_play", race="safe")
    assert check_line("x6 4") == check_line("x64") == TableLine(call="in_play", race="hit", hit=4)
    assert check_line("c # painted the corner") == TableLine(call="called")
    assert check_line("p") == TableLine(reliever="")
    assert check_line("P vis-p3").reliever == "vis-p3"


@pytest.mark.parametrize("line", ["com \"rain delay\"", "sub hom-x \"X\" home 1 PH", "=S8",
                                  "# a comment", "radj hom-b1 2", "SB2"])
def test_other_lines_are_the_plain_entry_language(line):
    assert check_line(line).plain is not None


@pytest.mark.parametrize("line, message", [
    ("", "Type the pitch: b s c f, x1 safe, x0 out, x9 lead runner out, x6 and the hit die, "
         "p reliever."),
    ("x", "After x, type 1 (safe), 0 (out), 9 (lead runner out) or 6 and the hit-determination "
          "die, as x1."),
    ("x6", "x6 needs the hit-determination die, as x6 4."),
    ("x6 7", "'7' is not a hit-determination die: it shows 1 to 6."),
    ("b1", "'b1': only a ball in play (x) has a run result."),
    ("x5", "'x5': the run result after x is 1 (safe), 0 (out), 9 (lead runner out) or 6 (hit "
           "determination)."),
    ("x13", "'x13': only x6 takes a hit-determination die."),
    ("HX/LA b", "'HX/LA' are not the tokens: write the pitch then the guess, each H or L then I "
                "or A, as HI/LA."),
    ("S73 s", "'S73' are not the dice: a die shows 1 to 6, as S43 (the pitch face, then control "
              "and swing)."),
    ("HI/LA", "Say what the pitch was: b s c f, x1 safe, x0 out, x9 lead runner out, x6 and the "
              "hit die, p reliever."),
    ("HI/LA S43 q", "'q' is not a pitch: type b s c f, x1 safe, x0 out, x9 lead runner out, x6 "
                    "and the hit die, p reliever."),
    ("x1 b", "'b' after the pitch is not understood: type b s c f, x1 safe, x0 out, x9 lead "
             "runner out, x6 and the hit die, p reliever."),
    ("bbc", "'bbc' is not a pitch of Bottom of the 9th: type one pitch a line, b s c f, x1 safe, "
            "x0 out, x9 lead runner out, x6 and the hit die, p reliever."),
    ("p vis-p2 vis-p3", "'p vis-p2 vis-p3': a pitching change names at most one reliever, as p "
                        "or p vis-p03."),
])
def test_a_line_that_cannot_be_read_says_what_and_where(line, message):
    with pytest.raises(EntryError) as caught:
        check_line(line)
    assert str(caught.value) == message
    s = session()
    with pytest.raises(EntryError):  # the game refuses it the same way, and nothing changes
        s.answer(line)
    assert s.records == () and s.state.table == ()
