"""The play log's words (scorebook/play_words.py): an out on a ball in play says what kind of
out it was — "Ground out" for Bottom of the 9th's `99/G`, not a bare "Out" (issue 17, item
15); a runner's play names the runner and where he went, a batter's the runners it moved
(issue 18)."""

from __future__ import annotations

import pytest

from db.engine import make_engine
from db.migrate import upgrade
from db.replay import game_state
from engine.core.script import parse_script
from engine.systems import get_system
from engine.systems.session import Session
from tests.engine.bot9.game import new_session, pitch, play
from tests.tui.test_panels import PLAIN
from scorebook.play_words import RUNNER_PLAYS, log_words, play_words, runner_names
from scorebook.scoring_script import record_script
from tests.stats.box_games import GAMES


def test_bottom_of_the_9th_s_unassigned_out_is_a_ground_out():
    s = new_session(abilities="off")
    play(s, *pitch("LA", "HI", "B", 2, 3), "die.run=1", "die.field=5")
    out = [r for r in s.records if r.kind == "play"][-1]
    assert out.text == "99/G" and play_words(out, {}) == "Ground out, 1 out"


@pytest.mark.parametrize(("line", "words"), [
    ("S8/L", "Single"), ("8/F", "Fly out, 1 out"), ("6/L", "Line out, 1 out"),
    ("5/P", "Pop out, 1 out"), ("43/G", "Ground out, 1 out"), ("23/BG", "Bunt ground out, 1 out"),
    ("K", "Strikeout, 1 out")])
def test_each_kind_of_out_is_named(line, words):
    session = Session(get_system("plain"), parse_script(PLAIN).setup)
    session.answer(line)
    assert play_words(session.records[-1], {}) == words


#: The visitors' first four as the tests name them: two share a last name, so they are named
#: in full; a suffix is not a last name.
NAMES = {"a1": "Tom Lee", "a2": "Juan Ortiz", "a3": "Ken Griffey Jr.", "a4": "Bo Lee"}


def said(*lines: str) -> list[str]:
    """The log's words for each play, substitution or end the lines made, in order."""
    session = Session(get_system("plain"), parse_script(PLAIN).setup)
    names = {**session.game.teams[0].names, **session.game.teams[1].names, **NAMES}
    words = []
    for line in lines:
        made = len(session.records)
        session.answer(line)
        words += [play_words(r, names) for r in session.records[made:] if r.kind != "pitch"]
    return words


def test_a_runner_s_own_play_names_him_and_where_he_went():
    assert said("S8", "S8", "WP", "PB", "W", "BK", "SB3.2-H(E2)")[2:] == [
        "Wild pitch: Tom Lee to 3rd, Ortiz to 2nd",
        "Passed ball: Tom Lee scores, Ortiz to 3rd",
        "Walk", "Balk: Ortiz scores, Griffey to 2nd",
        "Stolen base: Griffey scores (E2)"]
    assert said("S8", "SB2", "CS3(25)") == [
        "Single", "Stolen base: Tom Lee to 2nd", "Caught stealing: Tom Lee at 3rd (2-5), 1 out"]
    assert said("S8", "S8", "SB3;SB2")[-1] == "Stolen base: Tom Lee to 3rd, Ortiz to 2nd"


def test_a_pickoff_names_the_runner_and_the_fielders():
    assert said("S8", "PO1(13)")[-1] == "Picked off: Tom Lee at 1st (1-3), 1 out"
    assert said("S8", "POCS2(136)")[-1] == "Picked off stealing: Tom Lee at 2nd (1-3-6), 1 out"
    assert said("S8", "PO1(E3)")[-1] == "Picked off: Tom Lee safe at 1st (E3)"
    assert said("S8", "CS2(E4)")[-1] == "Caught stealing: Tom Lee safe at 2nd (E4)"


def test_runners_who_move_on_a_batter_s_play_are_named_after_it():
    assert said("S8", "S8", "S9.2-H;1-3")[-1] == "Single; Tom Lee scores, Ortiz to 3rd"
    assert said("S8", "S7.1XH(72)")[-1] == "Single; Tom Lee out at home (7-2), 1 out"
    assert said("S8", "64(1)3/GDP")[-1] == "Ground out, double play; Tom Lee out at 2nd (6-4), 2 outs"
    assert said("S8", "K+SB2")[-1] == "Strikeout; Tom Lee steals 2nd, 1 out"
    assert said("S8", "K+CS2(26)")[-1] == "Strikeout; Tom Lee caught stealing at 2nd (2-6), 2 outs"
    assert said("S8", "E6.1-3(E6)")[-1] == "Reached on an error; Tom Lee to 3rd (E6)"
    # the batter, when he does not end where the play sends him
    assert said("K+WP.B-1")[-1] == "Strikeout; batter to 1st"
    assert said("S8/L.BX2(84)")[-1] == "Single; batter out at 2nd (8-4), 1 out"
    # a home run's runners all score: the runs are counted, not named
    assert said("W", "HR")[-1] == "Home run, 2 runs score"


def test_a_runner_is_named_by_his_last_name_unless_another_player_has_it():
    assert runner_names({"a1": "Tom Lee", "a2": "Bo Lee", "a3": "Ken Griffey Jr.",
                         "a4": "Away 4", "a5": "Ichiro"}) == {
        "a1": "Tom Lee", "a2": "Bo Lee", "a3": "Griffey", "a4": "Away 4", "a5": "Ichiro"}


def test_a_placed_runner_is_said_so():
    session = Session(get_system("plain"), parse_script(PLAIN).setup)
    session.answer("radj a5 2")
    assert play_words(session.records[-1], {"a5": "Away 5"}) == "Away 5 placed on 2nd"


def test_a_narrow_log_leaves_out_what_the_notation_says():
    session = Session(get_system("plain"), parse_script(PLAIN).setup)
    for line in ("S8", "SB2"):
        session.answer(line)
    assert log_words(session.records[-1], NAMES) == ("Stolen base: Tom Lee to 2nd",
                                                    "Tom Lee to 2nd")
    session.answer("S9.2-H")
    assert log_words(session.records[-1], NAMES) == ("Single; Tom Lee scores", "Single, 1 run scores")


def test_other_advances_name_the_runner():
    assert said("S8", "S8", "OA.2-3")[-1] == "Runner advance: Tom Lee to 3rd"


def test_every_runner_play_of_real_games_names_its_runners(tmp_path):
    """Real games' steals, caught stealings, pickoffs, wild pitches and balks, as Retrosheet
    wrote them: each row names every runner who moved or was put out (on a home run the
    runs are counted instead)."""
    engine = make_engine(f"sqlite:///{tmp_path / 'scorebook.db'}")
    upgrade(engine)
    seen = 0
    for path in sorted(GAMES.glob("*.txt")):
        record_script(engine, path.stem, parse_script(path.read_text(encoding="utf-8")),
                      path.name)
        state = game_state(engine, path.stem)
        names = {**state.game.teams[0].names, **state.game.teams[1].names}
        short = runner_names(names)
        for record in state.records:
            if record.kind != "play":
                continue
            words = play_words(record, names, short)
            scored = (4, 5, 6) if record.batter_dest >= 4 else ()
            moved = [getattr(record, f"runner{base}") for base in (1, 2, 3)
                     if getattr(record, f"runner{base}")
                     and getattr(record, f"run{base}_dest") not in (base, *scored)]
            assert all(short[runner] in words for runner in moved), (record.text, words)
            seen += record.event_type in RUNNER_PLAYS and bool(moved)
    engine.dispose()
    assert seen >= 5  # the games have such plays to check
