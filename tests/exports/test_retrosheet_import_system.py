"""The `retrosheet` system (engine.systems.retrosheet): each record of an event file becomes
core events, checked against the game; the header becomes the setup."""

from __future__ import annotations

import pytest

from engine.core.errors import EntryError, GameOver, IllegalEvent
from engine.core.events import (BatterUp, Count, EndGame, EventType, Pitch, Play, RunnerCharged,
                                RunnerPlaced, Substitution)
from engine.core.lineup_lines import read_player_line
from engine.systems import get_system
from engine.systems.retrosheet import SYSTEM
from engine.systems.retrosheet.header import HeaderError, game_date, game_setup
from engine.systems.retrosheet.records import new_pitches, record_events, split_record
from engine.systems.session import Session, replay
from tests.exports.retrosheet_import_data import PLAYS, header


def setup(team_names=None, drop=()):
    info = [tuple(r.split(",", 2)[1:]) for r in header() if r.startswith("info,")]
    starts = [(n, read_player_line(r)) for n, r in enumerate(header(), start=1)
              if r.startswith("start,") and n not in drop]
    return game_setup(info, starts, team_names)


def test_the_lineups_decide_the_dh_when_the_info_record_disagrees():
    # SLN198210120 (1982's World Series): `info,usedh,false`, but a DH and a pitcher in slot 0
    info = [tuple(r.split(",", 2)[1:]) for r in header() if r.startswith("info,")]
    lines = [r.replace(",1,9,1", ",1,9,10") for r in header() if r.startswith("start,")]
    lines.append('start,homp0010,"Pat Hom",1,0,1')
    made = game_setup(info, [(n, read_player_line(r)) for n, r in enumerate(lines, start=1)])
    assert ("usedh", "false") in info and made.rules.dh
    assert not setup().rules.dh  # no DH on the cards, none in the game


def session() -> Session:
    return Session(get_system("retrosheet"), setup())


def test_registered():
    assert get_system("retrosheet") is SYSTEM and SYSTEM.key == "retrosheet"


def test_the_header_is_the_setup():
    made = setup({"VIS": "Visitville Voyagers"})
    assert (made.away.code, made.away.name, made.home.name) == ("VIS", "Visitville Voyagers",
                                                                 "HOM")
    assert (made.rules.innings, made.rules.dh, made.rules.earned_runs) == (9, False, "marked")
    assert made.home.lineup[0].name == "Al Hom" and made.home.lineup[8].position == 1
    assert str(game_date([("date", "2019/03/28")])) == "2019-03-28"
    with pytest.raises(HeaderError, match="nobody batting in slot 9"):
        setup(drop=(len(header()),))


def test_a_play_record_is_its_new_pitches_then_the_play():
    game = session().game
    events = record_events(game, "play,1,0,visp0001,02,*B>T,K")
    assert events[:2] == (Pitch("B", blocked=True, checked=False),
                          Pitch("T", runner_going=True, checked=False))
    assert isinstance(events[2], Play) and events[2].event_type == EventType.STRIKEOUT
    assert not events[2].fill_defaults  # only forced runners move unless written
    # NP: the pitches before a substitution, then the count the record gives (which a
    # substitute inherits, as Chadwick reads it, even where the pitches say otherwise)
    assert record_events(game, "play,1,0,visp0001,00,BC,NP") == (
        Pitch("B", checked=False), Pitch("C", checked=False), Count(0, 0))
    assert record_events(game, "play,1,0,visp0001,??,BC,NP")[-1] == Pitch("C", checked=False)
    # The first record of a plate appearance brings all its pitches: the `.` marks something
    # not written as a record of its own (ANA202304070 `BCBS.BT,K`); a record that does not
    # repeat the pitches seen brings those after its last `.`.
    assert new_pitches("BCBS.BT") == tuple(Pitch(c, checked=False) for c in "BCBSBT")
    assert new_pitches("CX.CBX", seen="BB") == tuple(Pitch(c, checked=False) for c in "CBX")
    assert new_pitches("a.CBX") == tuple(Pitch(c, checked=False) for c in "CBX")  # not A
    # the marks of a pitch seen may come in another order (ANA202306070: `C>*B` SB2, then
    # `C>*B.C*BFFB.B` W; the game keeps `C*>B`)
    assert [p.code for p in new_pitches("C>*B.C*BFFB.B", seen="C*>B")] == list("CBFFBB")
    # An NP record repeats the pitches without the '.' marks (BOS201906240): only what the game
    # has not seen is new.
    assert new_pitches("1CSBB*B", seen="1CSBB") == (Pitch("B", blocked=True, checked=False),)
    assert new_pitches(".BB.C*BB", seen="BB") == tuple(
        Pitch(c, blocked=i == 1, checked=False) for i, c in enumerate("CBB"))
    assert new_pitches("B?X") == (Pitch("B", checked=False), Pitch("X", checked=False))


def test_the_other_records():
    game = session().game
    assert record_events(game, 'sub,newbp001,"Newt Newby",1,2,11') == (
        Substitution(1, "newbp001", "Newt Newby", 2, 11),)
    assert record_events(game, "radj,visp0009,2") == (RunnerPlaced("visp0009", "2"),)
    assert record_events(game, "presadj,homp0009,1") == (RunnerCharged("homp0009", "1"),)
    assert record_events(game, "ladj,0,4") == (BatterUp(0, 4),)
    assert record_events(game, "end,rain") == (EndGame("rain"),)
    for record in ("badj,visp0001,L", "padj,homp0009,L", 'com,"Mound, visit"',
                   "data,er,homp0009,1"):
        assert record_events(game, record) == ()


@pytest.mark.parametrize("record, message", [
    ("play,1,0,visp0001,12,CBSS", "A 'play' record has 7 fields, this one has 6."),
    ("plya,1", "'plya' is not a Retrosheet record type"),
    ("start,x,\"X\",0,1,8", "A 'start' record belongs in the game's header"),
    ("play,x,0,visp0001,12,CBSS,K", "The inning must be a whole number from 1 to 99, not 'x'."),
    ("play,1,2,visp0001,12,CBSS,K", "The team '2' is not a side"),
    ("radj,visp0001,4", "'4' is not a base"),
    ("play,2,0,visp0001,00,X,63", "The file has visp0001 batting in the top of the 2nd, but "
                                  "the game has Al Vis (CF) (visp0001) batting in the top of "
                                  "the 1st."),
])
def test_records_refused(record, message):
    with pytest.raises((EntryError, IllegalEvent)) as caught:
        record_events(session().game, record)
    assert str(caught.value).startswith(message)


def test_a_runner_cannot_be_placed_on_an_occupied_base():
    game = session()
    game.answer("play,1,0,visp0001,00,X,S8")
    with pytest.raises(IllegalEvent, match="First base is already occupied by Al Vis"):
        game.answer("radj,visp0009,1")


def test_after_the_end_only_data_and_com():
    game = session()
    game.answer("end,rain")
    assert game.game.final and game.ask().key == "after"
    game.answer("data,er,homp0009,0")
    game.answer('com,"Called"')
    with pytest.raises(GameOver, match="only data and com records"):
        game.answer("play,1,0,visp0001,00,X,S8")


def test_replay_gives_the_same_rows():
    values = PLAYS[:PLAYS.index('com,"Rain"')] + ["end,called"] + PLAYS[PLAYS.index('com,"Rain"'):]
    first, answers = replay(SYSTEM, setup(), {}, values)
    second, _ = replay(SYSTEM, setup(), {}, values)
    assert first.records == second.records and first.game.final
    assert [a.key for a in answers][-3:] == ["after", "after", "after"]
    assert first.game.score == (1, 2)


def test_split_record_keeps_quoted_commas():
    assert split_record('com,"Mound, visit"') == ["com", "Mound, visit"]
    assert split_record("PLAY,1,0,a,00,X,S8")[0] == "play"


def test_the_ask_says_where_the_game_is():
    game = session()
    game.answer("play,1,0,visp0001,12,CBSS,K")
    game.answer("play,1,0,visp0002,10,B,NP")
    assert (game.ask().key, game.ask().prompt) == ("record",
                                                   "Top 1st, 1 out, 1-0 — Bo Vis batting")


def charged(records: list[str]) -> tuple[str, str]:
    """The (charged batter, charged pitcher) of the last play after `records`."""
    s = session()
    for record in records:
        s.answer(record)
    play = [r for r in s.records if r.kind == "play"][-1]
    return play.charged_batter, play.charged_pitcher


@pytest.mark.parametrize("pitches, count, later, batter", [
    ("", "02", "", "visp0001"),  # no pitches (an older season): the count field decides
    ("CS", "02", "..C", "visp0001"),  # the pitches and the count agree
    ("CS", "??", "..C", "visp0001"),  # no count: the pitches decide
    ("", "12", "", "visp0001"),
    ("B", "10", ".C", "newbp001"),  # one strike: the pinch hitter's strikeout
])
def test_a_pinch_hitter_inherits_the_count_before_him(pitches, count, later, batter):
    # Rule 9.15(b): with two strikes on the man he replaced, the strikeout is that man's
    assert charged([f"play,1,0,visp0001,{count},{pitches},NP", 'sub,newbp001,"Newt",0,1,11',
                    f"play,1,0,newbp001,??,{later},K"])[0] == batter


@pytest.mark.parametrize("count, pitcher", [("30", "homp0009"), ("21", "homp0009"),
                                            ("12", "newpp001"), ("??", "newpp001")])
def test_a_reliever_inherits_the_count_before_him(count, pitcher):
    # Rule 9.16(h): a walk on a count in the batter's favour is the pitcher's who left
    assert charged([f"play,1,0,visp0001,{count},,NP", 'sub,newpp001,"Newp",1,9,1',
                    "play,1,0,visp0001,??,,W"])[1] == pitcher


def last_play(*records: str):
    s = session()
    for record in records:
        s.answer(record)
    return [r for r in s.records if r.kind == "play"][-1], s.game


@pytest.mark.parametrize("play", ["CS2(2E6)", "POCS2(13E6).1-3", "K+CS2(2E4)", "CS2(E1/TH)"])
def test_a_file_s_caught_stealing_saved_by_an_error_is_charged(play):
    # Rule 9.07(h), from an event file: he is caught stealing and the error is charged
    row, game = last_play("play,1,0,visp0001,00,X,S8", f"play,1,0,visp0002,00,,{play}")
    assert row.run1_cs and row.errors and game.bases[0] is None


@pytest.mark.parametrize("play, flag", [("SB2.1-3(WP)", "wild_pitch"),
                                        ("SB2.1-3(PB)", "passed_ball")])
def test_a_file_s_steal_stands_with_the_wild_pitch_after_it(play, flag):
    row, game = last_play("play,1,0,visp0001,00,X,S8", f"play,1,0,visp0002,00,,{play}")
    assert row.run1_sb and getattr(row, flag) and game.bases[2].player == "visp0001"


def test_a_file_s_automatic_balls_and_strikes_count_but_are_no_pitches():
    # 2023's pitch clock: V, a ball on the pitcher; A, a strike on the batter
    s = session()
    s.answer("play,1,0,visp0001,12,VACA,K")
    assert s.game.outs == 1 and [r.pitch for r in s.records if r.kind == "pitch"] == list("VACA")
