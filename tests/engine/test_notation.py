"""Retrosheet event notation: plays, fielding credits, modifiers, pitch strings."""

from __future__ import annotations

import pytest

from engine.core.errors import EntryError
from engine.core.events import Advance, EventType as E, Pitch
from engine.core.notation import parse_pitches, parse_play


def show(advance: Advance) -> str:
    """An advance as a scorer would read it back: `1X2(26) CS`, `B-2(E8) E err`, `3-H UR NR`."""
    text = f"{advance.start}{'X' if advance.out else '-'}{advance.end}"
    if advance.fielders:
        text += f"({advance.fielders})"
    extras = [advance.reason] if advance.reason else []
    extras += ["err"] if advance.error else []
    extras += ["UR"] if advance.earned is False else []
    extras += ["TUR"] if advance.team_unearned else []
    extras += ["RBI"] if advance.rbi is True else ["NR"] if advance.rbi is False else []
    return " ".join([text, *extras])


def moves(text: str) -> list[str]:
    return [show(a) for a in parse_play(text).advances]


# (play, event type, advances lead runner first, putouts, assists, errors)
PLAYS = [
    ("S8", E.SINGLE, ["B-1"], (), (), ()),
    ("D7", E.DOUBLE, ["B-2"], (), (), ()),
    ("DGR", E.DOUBLE, ["B-2"], (), (), ()),
    ("T9", E.TRIPLE, ["B-3"], (), (), ()),
    ("HR", E.HOME_RUN, ["B-H"], (), (), ()),
    ("H", E.HOME_RUN, ["B-H"], (), (), ()),
    ("HR9", E.HOME_RUN, ["B-H"], (), (), ()),
    ("W", E.WALK, ["B-1"], (), (), ()),
    ("IW", E.INTENTIONAL_WALK, ["B-1"], (), (), ()),
    ("I", E.INTENTIONAL_WALK, ["B-1"], (), (), ()),
    ("HP", E.HIT_BY_PITCH, ["B-1"], (), (), ()),
    ("8", E.GENERIC_OUT, ["BX1(8)"], (8,), (), ()),
    ("63", E.GENERIC_OUT, ["BX1(63)"], (3,), (6,), ()),
    ("6(1)", E.GENERIC_OUT, ["1X2(6)", "B-1"], (6,), (), ()),
    ("4(1)3", E.GENERIC_OUT, ["1X2(4)", "BX1(43)"], (4, 3), (4,), ()),
    ("64(1)3", E.GENERIC_OUT, ["1X2(64)", "BX1(43)"], (4, 3), (6, 4), ()),
    ("3(B)3(1)", E.GENERIC_OUT, ["1X2(3)", "BX1(3)"], (3, 3), (), ()),
    ("1(B)16(2)", E.GENERIC_OUT, ["2X3(16)", "BX1(1)"], (1, 6), (1,), ()),
    ("54(B)", E.GENERIC_OUT, ["BX1(54)"], (4,), (5,), ()),
    ("13634", E.GENERIC_OUT, ["BX1(13634)"], (4,), (1, 3, 6), ()),
    ("1E3", E.GENERIC_OUT, ["B-1(1E3) err"], (), (1,), (3,)),
    ("K", E.STRIKEOUT, ["BX1(2)"], (2,), (), ()),
    ("K23", E.STRIKEOUT, ["BX1(23)"], (3,), (2,), ()),
    ("K+SB2", E.STRIKEOUT, ["1-2 SB", "BX1(2)"], (2,), (), ()),
    ("K+WP.B-1", E.STRIKEOUT, ["B-1 WP"], (), (), ()),
    ("K+CS2(24)", E.STRIKEOUT, ["1X2(24) CS", "BX1(2)"], (2, 4), (2,), ()),
    ("K+PO1(23)", E.STRIKEOUT, ["1X1(23) PO", "BX1(2)"], (2, 3), (2,), ()),
    ("K+OA.1-2", E.STRIKEOUT, ["1-2", "BX1(2)"], (2,), (), ()),
    ("K.B-1(E2/TH)", E.STRIKEOUT, ["B-1(E2) E err"], (), (), (2,)),
    ("K+WP.BX2(26)", E.STRIKEOUT, ["BX2(26)"], (6,), (2,), ()),
    ("W+PB", E.WALK, ["B-1"], (), (), ()),
    ("W+E2.1-3", E.WALK, ["1-3", "B-1"], (), (), (2,)),
    ("IW+WP.2-3", E.INTENTIONAL_WALK, ["2-3 WP", "B-1"], (), (), ()),
    ("W+DI.1-2", E.WALK, ["1-2 DI", "B-1"], (), (), ()),
    ("E6", E.ERROR, ["B-1(E6) err"], (), (), (6,)),
    ("FC6", E.FIELDERS_CHOICE, ["B-1"], (), (), ()),
    ("FC5.2X3(54);B-1", E.FIELDERS_CHOICE, ["2X3(54)", "B-1"], (4,), (5,), ()),
    ("FLE5", E.FOUL_ERROR, [], (), (), (5,)),
    ("C/E2", E.INTERFERENCE, ["B-1(E2) err"], (), (), (2,)),
    ("C.B-1(E2)", E.INTERFERENCE, ["B-1(E2) E err"], (), (), (2,)),
    ("C/1E3", E.INTERFERENCE, ["B-1(1E3) err"], (), (1,), (3,)),
    ("SB2", E.STOLEN_BASE, ["1-2 SB"], (), (), ()),
    ("SB3", E.STOLEN_BASE, ["2-3 SB"], (), (), ()),
    ("SBH", E.STOLEN_BASE, ["3-H SB"], (), (), ()),
    ("SB2;SB3", E.STOLEN_BASE, ["2-3 SB", "1-2 SB"], (), (), ()),
    ("SBH(UR);SB2", E.STOLEN_BASE, ["3-H SB UR", "1-2 SB"], (), (), ()),
    ("SB2.1-3(E2/TH)", E.STOLEN_BASE, ["1-3(E2) SB err"], (), (), (2,)),
    ("CS2(26)", E.CAUGHT_STEALING, ["1X2(26) CS"], (6,), (2,), ()),
    ("CSH(12)", E.CAUGHT_STEALING, ["3XH(12) CS"], (2,), (1,), ()),
    ("CS2(E4)", E.CAUGHT_STEALING, ["1-2(E4) CS err"], (), (), (4,)),
    ("CS2(2E6).1-3", E.CAUGHT_STEALING, ["1-3(2E6) CS err"], (), (2,), (6,)),
    ("POCS2(136)", E.PICKOFF, ["1X2(136) CS"], (6,), (1, 3), ()),
    ("POCSH(1E2)(UR)", E.PICKOFF, ["3-H(1E2) CS err UR"], (), (1,), (2,)),
    ("PO1(13)", E.PICKOFF, ["1X1(13) PO"], (3,), (1,), ()),
    ("PO2(E6)", E.PICKOFF, ["2-2(E6) PO err"], (), (), (6,)),
    ("PO1(E1).1-2", E.PICKOFF, ["1-2(E1) PO err"], (), (), (1,)),
    ("WP", E.WILD_PITCH, [], (), (), ()),
    ("WP.2-3;1-2", E.WILD_PITCH, ["2-3 WP", "1-2 WP"], (), (), ()),
    ("PB.3-H(UR)", E.PASSED_BALL, ["3-H PB UR"], (), (), ()),
    ("BK.3-H;1-2", E.BALK, ["3-H BK", "1-2 BK"], (), (), ()),
    ("DI.1-2", E.DEFENSIVE_INDIFFERENCE, ["1-2 DI"], (), (), ()),
    ("OA.1-2(E6/TH)", E.OTHER_ADVANCE, ["1-2(E6) E err"], (), (), (6,)),
    ("NP", E.NO_PLAY, [], (), (), ()),
    # explicit advances replace implied ones
    ("S8.B-2(E8)", E.SINGLE, ["B-2(E8) E err"], (), (), (8,)),
    ("S8/L.1-3;B-2;2XH(72)", E.SINGLE, ["2XH(72)", "1-3", "B-2"], (2,), (7,), ()),
    ("64(1)/FO/G.BX1(4E3)", E.GENERIC_OUT, ["1X2(64)", "B-1(4E3) E err"], (4,), (6, 4), (3,)),
    ("3/G.1X3(3E6)", E.GENERIC_OUT, ["1-3(3E6) E err", "BX1(3)"], (3,), (3,), (6,)),
    ("D7/L.3-H(RBI);2-H(UR)(NR);1-3(TUR)", E.DOUBLE,
     ["3-H RBI", "2-H UR NR", "1-3 TUR", "B-2"], (), (), ()),
    ("S7/G.BX3(E9)(95/TH)", E.SINGLE, ["BX3(95)"], (5,), (9,), (9,)),
    ("S7/G.BX2(74H)", E.SINGLE, ["BX2(74)"], (4,), (7,), ()),
    ("13/G/BINT.1-1", E.GENERIC_OUT, ["1-1", "BX1(13)"], (3,), (1,), ()),
]


@pytest.mark.parametrize("text, kind, advances, putouts, assists, errors", PLAYS,
                         ids=[p[0] for p in PLAYS])
def test_play(text, kind, advances, putouts, assists, errors):
    play = parse_play(text)
    assert play.event_type == kind
    assert [show(a) for a in play.advances] == advances
    assert (play.putouts, play.assists, play.errors) == (putouts, assists, errors)
    assert play.text == text


# (play, flags that must be present, batted ball, location)
MODIFIERS = [
    ("S8/L.1-3", set(), "L", "8"),
    ("S89", set(), "", "89"),
    ("D7/G5", set(), "G", "5"),
    ("HR/F78XD", set(), "F", "78XD"),
    ("H/IPHR", {"IPHR"}, "", ""),
    ("DGR/L9LD", {"DGR"}, "L", "9LD"),
    ("4(1)3/GDP", {"GDP", "DP"}, "G", ""),
    ("8(B)84(2)/LDP", {"LDP", "DP"}, "L", ""),
    ("1(B)16(2)63(1)/LTP", {"LTP", "TP"}, "L", ""),
    ("5(2)4(1)3/GTP", {"GTP", "TP"}, "G", ""),
    ("9/SF.3-H", {"SF"}, "F", ""),
    ("13/SH.1-2", {"SH", "BUNT"}, "G", ""),
    ("3/BG", {"BUNT"}, "G", ""),
    ("2/BP", {"BUNT"}, "P", ""),
    ("S1/BL", {"BUNT"}, "L", "1"),
    ("5/P5F", {"FL"}, "P", "5F"),
    ("9/F9LF+", {"FL"}, "F", "9LF"),
    ("2/FL", {"FL"}, "F", ""),
    ("64(1)/FO", {"FO"}, "G", ""),
    ("8", set(), "F", ""),
    ("63", set(), "G", ""),
    ("E1/TH2", {"TH", "TH2"}, "G", ""),
    ("E7", set(), "F", ""),
    ("FLE9", {"FL"}, "F", ""),
    ("FLE2", {"FL"}, "P", ""),
    ("K/C", {"C"}, "", ""),
    ("W+WP.2-3", {"WP"}, "", ""),
    ("K+SB2.B-1(WP)", {"WP"}, "", ""),
    ("POCS2(136)", {"POCS"}, "", ""),
    ("C/E2/", set(), "", ""),
]


@pytest.mark.parametrize("text, flags, batted_ball, location", MODIFIERS,
                         ids=[m[0] for m in MODIFIERS])
def test_modifiers(text, flags, batted_ball, location):
    play = parse_play(text)
    assert flags <= play.flags
    assert (play.batted_ball, play.location) == (batted_ball, location)


def test_flags_are_upper_case_tokens():
    assert parse_play("8(b)84(2)/ldp").flags == frozenset({"LDP", "DP"})


def test_fill_defaults_is_kept():
    assert parse_play("S8").fill_defaults is True
    assert parse_play("S8", fill_defaults=False).fill_defaults is False


def test_decoration_is_ignored():
    assert parse_play("S8#!").advances == parse_play("S8").advances


WRONG = [
    ("S10", "Unknown play 'S10': a hit's fielder must be 1-9."),
    ("S8.1-5", "Runner advance '1-5' is not a base: use 1, 2, 3 or H."),
    ("S8.4-H", "Runner advance '4-H' must start from B, 1, 2 or 3."),
    ("S8.1+3", "Runner advance '1+3' needs '-' (safe) or 'X' (out) between the bases."),
    ("S8.3-2", "Runner advance '3-2' goes backwards."),
    ("S8.1-2;1-3", "The runner on 1 is moved twice in 'S8.1-2;1-3'."),
    ("S8.1-3(5)", "Runner advance '1-3(5)' is safe but credits a putout: write 1X3(5) for an "
     "out."),
    ("S8.1-3(ZZ)", "Runner advance '1-3(ZZ)': '(ZZ)' is not a Retrosheet advance note "
     "(E6, 72, 7E4, UR, TUR, RBI, NR, WP, PB, TH)."),
    ("S8.", "Play 'S8.' ends with '.': runner advances follow it, as .1-3."),
    ("S8.1-3;", "Play 'S8.1-3;' has an empty runner advance: separate advances with ';', "
     "as 1-3;B-2."),
    ("ZZ", "Unknown play 'ZZ': 'ZZ' is not a Retrosheet play code."),
    ("S8X", "Unknown play 'S8X': 'X' does not belong after 'S8'."),
    ("E", "Unknown play 'E': an error names the fielder charged, as E6."),
    ("E0", "Unknown play 'E0': an error names the fielder charged, as E6."),
    ("60", "Unknown play '60': '60' is not a list of fielders: fielders are numbered 1-9."),
    ("6(4)", "Unknown play '6(4)': an out's runner goes in parentheses as (B), (1), (2) or (3)."),
    ("SB1", "Unknown play 'SB1': a stolen base names the base: SB2, SB3 or SBH."),
    ("CS1(26)", "Unknown play 'CS1(26)': caught stealing names the base: CS2, CS3 or CSH."),
    ("PO4(13)", "Unknown play 'PO4(13)': a pickoff names the runner's base: PO1, PO2 or PO3."),
    ("SB2;SB2", "Unknown play 'SB2;SB2': the runner on 1 appears twice."),
    ("K+XX", "Unknown play 'K+XX': '+XX' is not something that happens with a strikeout or "
     "walk (SB2, CS2(26), PO1(13), WP, PB, DI, OA, E2)."),
    ("S8/XYZ", "Unknown play 'S8/XYZ': '/XYZ' is not a Retrosheet modifier."),
    ("CS2(26", "Unknown play 'CS2(26': its parentheses do not match."),
    ("", "A play cannot be empty: write what happened, as S8 or 63."),
]


@pytest.mark.parametrize("text, message", WRONG, ids=[w[0] or "empty" for w in WRONG])
def test_wrong_play(text, message):
    with pytest.raises(EntryError) as caught:
        parse_play(text)
    assert str(caught.value) == message


def test_error_points_at_the_bad_column():
    with pytest.raises(EntryError) as caught:
        parse_play("S8.1-3;2-5")
    assert caught.value.column == len("S8.1-3;2-")


def test_pitches():
    assert parse_pitches("CBFX") == (Pitch("C"), Pitch("B"), Pitch("F"), Pitch("X"))
    assert parse_pitches("*B>S") == (Pitch("B", blocked=True), Pitch("S", runner_going=True))
    assert parse_pitches("BB1.+2C") == (Pitch("B"), Pitch("B"), Pitch("1"), Pitch("+"),
                                        Pitch("2"), Pitch("C"))
    assert parse_pitches("") == ()


@pytest.mark.parametrize("text, message", [
    ("BZ", "Unknown pitch 'Z' in 'BZ': Retrosheet pitch codes are B C F H I K L M N O P Q R S "
           "T U V X Y, and 1 2 3 + for pickoff throws."),
    ("Bb", "Unknown pitch 'b' in 'Bb': Retrosheet pitch codes are B C F H I K L M N O P Q R S "
           "T U V X Y, and 1 2 3 + for pickoff throws."),
    ("BC*", "Pitches 'BC*' end with a mark ('*' or '>') that belongs before a pitch."),
])
def test_wrong_pitches(text, message):
    with pytest.raises(EntryError) as caught:
        parse_pitches(text)
    assert str(caught.value) == message
