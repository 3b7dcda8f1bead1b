"""Scoring scripts: the header (info and start lines), then entry lines."""

from __future__ import annotations

import pytest

from engine.core.errors import EntryError
from engine.core.script import parse_script
from engine.core.setup import BOTTOM, TOP, LineupSpot, Ruleset, Situation

FIELD = (8, 4, 6, 3, 5, 7, 9, 2, 1)  # slot 1 plays centre field … slot 9 pitches


def starts(side: str, prefix: str, positions=FIELD) -> list[str]:
    return [f'start {prefix}{slot} "{prefix.upper()} {slot}" {side} {slot} {pos}'
            for slot, pos in enumerate(positions, start=1)]


def header(*extra: str) -> list[str]:
    return ["info visteam TOR", "info hometeam ANA", *extra,
            *starts("away", "a"), *starts("home", "h")]


def script(lines: list[str]) -> str:
    return "\n".join(lines) + "\n"


def test_a_whole_script():
    text = script([
        "# Toronto at Anaheim", "info visteam TOR", "info,hometeam,ANA",
        'info visname "Toronto Blue Jays"', "info homename Angels", "info date 2019/04/30",
        "info season 2019", "info system plain", "info site ANA01",
        *starts("away", "a")[:8], 'start,a9,"A 9",0,9,1', *starts("home", "h"),
        "", "bcx S8/L.1-3", "undo", "  redo  ", "", "bbbb", "# a comment line", "end rain",
    ])
    parsed = parse_script(text)
    assert parsed.info == {"visteam": "TOR", "hometeam": "ANA", "visname": "Toronto Blue Jays",
                           "homename": "Angels", "date": "2019-04-30", "season": "2019",
                           "system": "plain", "site": "ANA01"}
    setup = parsed.setup
    assert (setup.away.code, setup.away.name) == ("TOR", "Toronto Blue Jays")
    assert (setup.home.code, setup.home.name) == ("ANA", "Angels")
    assert setup.away.lineup[0] == LineupSpot("a1", "A 1", 1, 8)
    assert setup.away.lineup[8] == LineupSpot("a9", "A 9", 9, 1)
    assert len(setup.home.lineup) == 9
    assert setup.rules == Ruleset() and setup.situation == Situation()
    assert parsed.lines == ((29, "bcx S8/L.1-3"), (30, "undo"), (31, "redo"), (33, "bbbb"),
                            (34, "# a comment line"), (35, "end rain"))


def test_without_start_lines_the_script_continues_a_game():
    parsed = parse_script("info date 2019-05-01\nS8\nK\n")
    assert parsed.setup is None
    assert parsed.info == {"date": "2019-05-01"}
    assert parsed.lines == ((2, "S8"), (3, "K"))


def test_team_codes_default_to_the_side():
    parsed = parse_script(script([*starts("away", "a"), *starts("home", "h")]))
    assert (parsed.setup.away.code, parsed.setup.home.code) == ("AWAY", "HOME")


def test_rules_and_situation():
    dh_field = (8, 4, 6, 3, 5, 7, 9, 2, 10)
    lines = ["info innings 7", "info usedh true", "info extra false", "info ties yes",
             "info walkoff off", "info inning 9", "info half bottom", "info outs 2",
             "info score 3-2",
             *starts("away", "a", dh_field), 'start ap "A P" away 0 P',
             *starts("home", "h", dh_field), 'start hp "H P" home 0 1']
    setup = parse_script(script(lines)).setup
    assert setup.rules == Ruleset(innings=7, extra_innings=False, ties_allowed=True,
                                  walk_off=False, dh=True)
    assert setup.situation == Situation(inning=9, half=BOTTOM, outs=2, score=(3, 2))
    assert setup.away.lineup[-1] == LineupSpot("ap", "A P", 0, 1)


def test_a_six_man_lineup():
    six = (8, 4, 6, 3, 2, 1)
    setup = parse_script(script(["info lineup 6", "info situation.half top",
                                 *starts("away", "a", six), *starts("home", "h", six)])).setup
    assert setup.rules.lineup_size == 6
    assert setup.situation.half == TOP
    assert [s.slot for s in setup.home.lineup] == [1, 2, 3, 4, 5, 6]


def lineup_error(lines: list[str]) -> str:
    with pytest.raises(EntryError) as caught:
        parse_script(script(lines))
    return str(caught.value)


def test_a_missing_slot():
    lines = header()
    del lines[2 + 6]  # away slot 7
    assert lineup_error(lines) == "line 10: the away team has nobody batting in slot 7."


def test_two_players_in_one_slot():
    lines = header()
    lines[2 + 3] = 'start a4 "A 4" away 3 3'
    assert lineup_error(lines) == "line 6: the away team has two players in slot 3 (lines 5 and 6)."


def test_two_players_at_one_position():
    lines = header()
    lines[11 + 4] = 'start h5 "H 5" home 5 SS'
    assert lineup_error(lines) == ("line 16: the home team has two players at SS "
                                   "(lines 14 and 16).")


def test_a_designated_hitter_needs_the_dh_rule():
    lines = header()
    lines[11 + 8] = 'start h9 "H 9" home 9 DH'
    assert lineup_error(lines) == ("line 20: position 10 is the designated hitter, which needs "
                                   "info dh true.")


def test_a_lineup_with_no_pitcher():
    nobody_pitches = (8, 4, 6, 3, 5, 7, 9, 2, 10)
    lines = ["info dh true", *starts("away", "a"), *starts("home", "h", nobody_pitches)]
    assert lineup_error(lines) == "line 19: the home team has no pitcher (position 1)."


@pytest.mark.parametrize("change, message", [
    ('start a1 "A 1" home 1 8', "line 12: player 'a1' is already in a lineup (line 3)."),
    ('start h1 "H 1" home 1 PH', "line 12: a starter cannot be a PH: give his fielding "
                                 "position, or 10 for the DH."),
    ('start h1 "H 1" home 10 8', "line 12: slot 10 is past the end of a 9-man lineup."),
    ('start h1 "H 1" home 0 1', "line 12: slot 0 is for a pitcher who does not bat, which "
                                "needs the designated hitter: add info dh true."),
])
def test_wrong_start_lines(change, message):
    lines = header()
    lines[11] = change
    assert lineup_error(lines) == message


def test_designated_hitter_rules():
    dh_field = (8, 4, 6, 3, 5, 7, 9, 2, 10)
    base = ["info dh true", *starts("away", "a")]
    assert lineup_error(base + starts("home", "h", dh_field)) == (
        "line 19: the home team has no pitcher (position 1).")
    assert lineup_error(base + starts("home", "h", dh_field) + ['start hp "H P" home 0 5']) == (
        "line 20: slot 0 is for the pitcher who does not bat (position 1).")
    eight = (8, 4, 6, 3, 5, 7, 9, 2)  # an eight-man lineup leaves room for no DH at all
    assert lineup_error(["info dh true", "info lineup 8", *starts("away", "a", eight),
                         'start ap "A P" away 0 1', *starts("home", "h", eight)]) == (
        "line 11: the away team's pitcher does not bat (slot 0), so it needs a designated "
        "hitter (position 10).")
    with_dh = ["info dh true", *starts("away", "a", dh_field)[:8], 'start a9 "A 9" away 9 1',
               'start ap "A P" away 0 10', *starts("home", "h")]
    assert lineup_error(with_dh) == ("line 11: slot 0 is for the pitcher who does not bat "
                                     "(position 1).")


def test_a_designated_hitter_means_the_pitcher_does_not_bat():
    dh_batting_pitcher = (8, 4, 6, 3, 5, 7, 10, 2, 1)
    lines = ["info dh true", *starts("away", "a", dh_batting_pitcher), *starts("home", "h")]
    assert lineup_error(lines) == ("line 10: the away team has a designated hitter, so its "
                                   "pitcher bats in slot 0.")


def test_a_team_without_start_lines():
    assert lineup_error(starts("away", "a")) == "line 9: the home team has no start lines."


@pytest.mark.parametrize("lines, message", [
    (["S8", "info date 2019-04-30"], "line 2: 'info' lines belong in the header, before the "
                                     "first entry line."),
    (["S8", 'start a1 "A" away 1 8'], "line 2: 'start' lines belong in the header, before the "
                                      "first entry line."),
    (["info date 30/04/2019"], "line 1: Date '30/04/2019' is not a date: write YYYY-MM-DD, as "
                               "2019-04-30."),
    (["info date 2019-02-30"], "line 1: Date '2019-02-30' is not a date: write YYYY-MM-DD, as "
                               "2019-04-30."),
    (["info innings 0"], "line 1: info innings must be a number from 1 to 99, not '0'."),
    (["info lineup nine"], "line 1: info lineup must be a number from 1 to 12, not 'nine'."),
    (["info outs 3"], "line 1: info outs must be a number from 0 to 2, not '3'."),
    (["info dh maybe"], "line 1: info dh must be true or false, not 'maybe'."),
    (["info half middle"], "line 1: info half must be top or bottom, not 'middle'."),
    (["info score 3"], "line 1: info score is away-home runs from 0 to 999, as 3-2, not '3'."),
    (["info"], "line 1: 'info' needs a key and a value, as info visteam TOR."),
    (["start a1 A"], "line 1: 'start' needs a player id, a name in quotes, a team, a batting "
                     'slot and a position, as start smitj001 "John Smith" home 9 RF.'),
    (["info date 2019-04-30", "", "bcx S10"], "line 3: Unknown play 'S10': a hit's fielder "
                                               "must be 1-9."),
    (["S8", "S8.1-5"], "line 2: Runner advance '1-5' is not a base: use 1, 2, 3 or H."),
])
def test_wrong_lines(lines, message):
    assert lineup_error(lines) == message


def test_a_byte_order_mark_and_windows_line_ends_are_fine():
    parsed = parse_script("\ufeffinfo date 2019-04-30\r\nS8\r\n")
    assert parsed.lines == ((2, "S8"),)
