"""The entry language: one line per thing that happened at the table."""

from __future__ import annotations

import pytest

from engine.core.entry import parse_entry
from engine.core.errors import EntryError
from engine.core.events import EndGame, Pitch, Play, RunnerPlaced, Substitution


def summary(line: str) -> list[str]:
    """The line's events, short: pitch codes with their marks, plays as type and text."""
    out = []
    for event in parse_entry(line).events:
        if isinstance(event, Pitch):
            out.append(("*" if event.blocked else "") + (">" if event.runner_going else "")
                       + event.code)
        elif isinstance(event, Play):
            out.append(f"{event.event_type.name}:{event.text}")
        else:
            out.append(event)
    return out


PITCHES = [
    ("b", ["B"]),
    ("c", ["C"]),
    ("s", ["S"]),
    ("f", ["F"]),
    ("t", ["T"]),
    ("x", ["X"]),
    ("h", ["H"]),
    ("i", ["I"]),
    ("l", ["L"]),
    ("m", ["M"]),
    ("k", ["K"]),
    ("bcfx", ["B", "C", "F", "X"]),
    ("*b>s", ["*B", ">S"]),
    ("b1c", ["B", "1", "C"]),
    ("b+2c", ["B", "+", "2", "C"]),
    (".1", ["1"]),
    ("hp", ["H", "P"]),  # pitch letters only: pitches, whatever they spell
    ("fc", ["F", "C"]),
    ("sb2", ["S", "B", "2"]),  # not SB2: pitch letters and a pickoff throw
]


@pytest.mark.parametrize("line, pitches", PITCHES, ids=[p[0] for p in PITCHES])
def test_pitch_lines(line, pitches):
    entry = parse_entry(line)
    assert summary(line) == pitches
    assert entry.pitches_only and entry.comment is None


PLAYS = [
    ("S8", "SINGLE:S8"), ("D7", "DOUBLE:D7"), ("T9", "TRIPLE:T9"), ("HR", "HOME_RUN:HR"),
    ("H", "HOME_RUN:H"), ("S8/G", "SINGLE:S8/G"), ("D7/L7LD", "DOUBLE:D7/L7LD"),
    ("T9/F", "TRIPLE:T9/F"), ("HR/F7", "HOME_RUN:HR/F7"), ("S6/P", "SINGLE:S6/P"),
    ("K", "STRIKEOUT:K"), ("K+SB2", "STRIKEOUT:K+SB2"), ("W", "WALK:W"),
    ("IW", "INTENTIONAL_WALK:IW"), ("HP", "HIT_BY_PITCH:HP"), ("63", "GENERIC_OUT:63"),
    ("8", "GENERIC_OUT:8"), ("4(1)3/GDP", "GENERIC_OUT:4(1)3/GDP"),
    ("FC6", "FIELDERS_CHOICE:FC6"), ("E6", "ERROR:E6"), ("SB2", "STOLEN_BASE:SB2"),
    ("CS2(26)", "CAUGHT_STEALING:CS2(26)"), ("PO1(13)", "PICKOFF:PO1(13)"),
    ("WP", "WILD_PITCH:WP"), ("PB", "PASSED_BALL:PB"), ("BK", "BALK:BK"),
    ("S8.1-3;B-2;2XH(72)", "SINGLE:S8.1-3;B-2;2XH(72)"), ("13/SH.1-2", "GENERIC_OUT:13/SH.1-2"),
    ("9/SF.3-H", "GENERIC_OUT:9/SF.3-H"), ("FC6.3-H;B-1", "FIELDERS_CHOICE:FC6.3-H;B-1"),
    ("S8/L.1-3", "SINGLE:S8/L.1-3"), ("NP", "NO_PLAY:NP"),
    # lower case with a character that is not a pitch code: upper-cased and read as a play
    ("s8", "SINGLE:S8"), ("fc6", "FIELDERS_CHOICE:FC6"), ("w", "WALK:W"), ("e6", "ERROR:E6"),
    ("cs2(26)", "CAUGHT_STEALING:CS2(26)"), ("iw", "INTENTIONAL_WALK:IW"),
    ("di.1-2", "DEFENSIVE_INDIFFERENCE:DI.1-2"),
    # digits only: always a play
    ("13", "GENERIC_OUT:13"), ("3", "GENERIC_OUT:3"), ("1", "GENERIC_OUT:1"),
]


@pytest.mark.parametrize("line, play", PLAYS, ids=[p[0] for p in PLAYS])
def test_play_lines(line, play):
    entry = parse_entry(line)
    assert summary(line) == [play]
    assert not entry.pitches_only


def test_play_details_come_from_the_notation():
    (play,) = parse_entry("s8/sf.3-h").events
    assert play.flags == frozenset({"SF"})
    assert [(a.start, a.end) for a in play.advances] == [("3", "H"), ("B", "1")]
    assert play.fill_defaults is True


@pytest.mark.parametrize("line, events", [
    ("bcx S8/L.1-3", ["B", "C", "X", "SINGLE:S8/L.1-3"]),
    ("bcx hr", ["B", "C", "X", "HOME_RUN:HR"]),
    ("ffx 63", ["F", "F", "X", "GENERIC_OUT:63"]),
    ("bbb W", ["B", "B", "B", "WALK:W"]),
    ("*bs K", ["*B", "S", "STRIKEOUT:K"]),
])
def test_pitches_then_a_play(line, events):
    entry = parse_entry(line)
    assert summary(line) == events
    assert not entry.pitches_only


@pytest.mark.parametrize("line, event", [
    ('sub smitj001 "John Smith" home 9 PH', Substitution(1, "smitj001", "John Smith", 9, 11)),
    ('sub,smitj001,"John Smith",0,1,9', Substitution(0, "smitj001", "John Smith", 1, 9)),
    ("sub jonep001 Jones away 0 P", Substitution(0, "jonep001", "Jones", 0, 1)),
    ('sub doeja001 "Jane Doe" 1 4 SS', Substitution(1, "doeja001", "Jane Doe", 4, 6)),
    ('sub doeja001 "Jane Doe" 1 4 dh', Substitution(1, "doeja001", "Jane Doe", 4, 10)),
    ('SUB doeja001 "Jane Doe" home 4 1B', Substitution(1, "doeja001", "Jane Doe", 4, 3)),
    ("radj smitj001 2", RunnerPlaced("smitj001", "2")),
    ("radj,smitj001,2", RunnerPlaced("smitj001", "2")),
    ("end", EndGame("called")),
    ("end rain", EndGame("rain")),
    ("end curfew in effect", EndGame("curfew in effect")),
])
def test_commands(line, event):
    assert parse_entry(line).events == (event,)


@pytest.mark.parametrize("line, comment", [
    ('com "nice play"', "nice play"),
    ('com,"nice play"', "nice play"),
    ("com nice play", "nice play"),
    ("# what a catch", "what a catch"),
    ("#no space", "no space"),
])
def test_comments(line, comment):
    entry = parse_entry(line)
    assert entry.events == () and entry.comment == comment and not entry.pitches_only


def test_a_comment_can_end_a_line():
    entry = parse_entry("bcx S8 # liner up the middle")
    assert summary("bcx S8") == ["B", "C", "X", "SINGLE:S8"]
    assert entry.comment == "liner up the middle" and len(entry.events) == 4


def test_a_hash_inside_a_play_is_retrosheet_decoration():
    assert summary("S8#") == ["SINGLE:S8#"]


WRONG = [
    ("", "The line is empty: type pitches (bcx), a play (S8/L.1-3), pitches then a play, or "
         "sub, radj, end, com."),
    ("BCX", "Unknown play 'BCX': pitches are written in lower case, as bcx."),
    ("s10", "Unknown play 'S10': a hit's fielder must be 1-9."),
    ("bcx S8.1-5", "Runner advance '1-5' is not a base: use 1, 2, 3 or H."),
    ("zz", "Unknown play 'ZZ': 'ZZ' is not a Retrosheet play code."),
    ("b c x", "Too many words in 'b c x': write the pitches as one word, then one play, as "
              "bcx S8/L.1-3."),
    ("S8 bcx", "'S8' is not a run of pitches: a line with two words is the pitches (lower "
               "case), then the play, as bcx S8/L.1-3."),
    ("sub smitj001", "'sub' needs a player id, a name in quotes, a team, a batting slot and a "
                     'position, as sub smitj001 "John Smith" home 9 RF.'),
    ('sub smitj001 "John Smith" both 9 PH', "Team 'both' is not a side: use 0 or away, 1 or "
                                            "home."),
    ('sub smitj001 "John Smith" home x PH', "Batting slot 'x' is not a slot: use 1-9 (0 for a "
                                            "pitcher who does not bat)."),
    ('sub smitj001 "John Smith" home 9 XX', "Position 'XX' is not a position: use 1-12 or P C "
                                            "1B 2B 3B SS LF CF RF DH PH PR."),
    ('sub smitj001 "John Smith home 9 PH', "'sub smitj001 \"John Smith home 9 PH' has a "
                                           "quotation mark without its partner."),
    ("radj smitj001 4", "'radj' needs a player id and a base 1, 2 or 3, as radj smitj001 2."),
    ("radj", "'radj' needs a player id and a base 1, 2 or 3, as radj smitj001 2."),
    ("undo", "'undo' is not a play: the recorder undoes and redoes inputs itself."),
    (".", "'.' has marks but no pitch: add the pitch, as *b."),
    ("b*", "Pitches 'b*' end with a mark ('*' or '>') that belongs before a pitch."),
]


@pytest.mark.parametrize("line, message", WRONG, ids=[w[0] or "empty" for w in WRONG])
def test_wrong_lines(line, message):
    with pytest.raises(EntryError) as caught:
        parse_entry(line)
    assert str(caught.value) == message
    assert caught.value.line == line


def test_a_play_error_points_into_the_line():
    with pytest.raises(EntryError) as caught:
        parse_entry("bcx S8.1-5")
    assert caught.value.column == len("bcx S8.1-")
