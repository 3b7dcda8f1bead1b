"""A scoring script's header for Nanyou (engine/systems/nanyou/script_header.py): nine innings,
the nine starters, the benches, the cards by id, the options, the entry mode, and every mistake
blamed on its line."""

from __future__ import annotations

import json

import pytest

from engine.core.errors import EntryError
from engine.core.script import parse_script
from engine.core.setup import Ruleset
from engine.systems.nanyou import SYSTEM
from engine.systems.nanyou.cards import card_from_data
from engine.systems.nanyou.script_header import script_rules
from engine.systems.session import Session
from tests.engine.nanyou.game import ORDER, card

CATALOGUE = {c.id: c for c in map(card_from_data, [
    *(card(f"C{n}", position) for n, position in enumerate(ORDER, start=1)),
    card("R1", "P"), card("B1", "LF"),
])}
STARTS = [*(f'start v{n} "V {n}" away {n} {pos}' for n, pos in enumerate(ORDER, start=1)),
          *(f'start h{n} "H {n}" home {n} {pos}' for n, pos in enumerate(ORDER, start=1))]
FIRST_START = 2  # the line of the first start line when one info line comes before


def read(*lines: str, starts: list[str] = STARTS, entry_lines: tuple[str, ...] = ("34",)):
    text = "\n".join(["info system nanyou", *lines, *starts, *entry_lines, ""])
    looked_up = []

    def catalogue():
        looked_up.append(True)
        return CATALOGUE

    script = parse_script(text, lambda info: script_rules(info, catalogue))
    return script, bool(looked_up)


def refused(*lines: str, starts: list[str] = STARTS, entry_lines: tuple[str, ...] = ("34",)) -> str:
    with pytest.raises(EntryError) as caught:
        read(*lines, starts=starts, entry_lines=entry_lines)
    return str(caught.value)


def test_the_header_makes_a_nine_inning_game_entered_at_the_table():
    script, looked_up = read()
    assert script.setup.rules == Ruleset(innings=9, extra_innings=True, skip_home_half_when_ahead=True,
                                         walk_off=True, lineup_size=9)
    assert [s.player for s in script.setup.away.lineup] == [f"v{n}" for n in range(1, 10)]
    assert script.options == {"entry": "table", "dh": "off"} and not looked_up
    session = Session(SYSTEM, script.setup, script.options)
    assert session.ask().key == "entry"


def test_benches_and_cards_go_into_the_options():
    script, looked_up = read("info bench.home hr1, hb1", "info card h9 C9", "info card hr1 R1",
                             "info card hb1 b1", "info option.errors on")
    assert looked_up
    assert script.options["bench.home"] == "hr1,hb1" and script.options["errors"] == "on"
    cards = json.loads(script.options["cards"])
    assert {p: c["id"] for p, c in cards.items()} == {"h9": "C9", "hr1": "R1", "hb1": "B1"}
    session = Session(SYSTEM, script.setup, script.options)
    assert session.state.options.benches == ((), ("hr1", "hb1"))
    assert session.state.card("hr1").id == "R1"


def test_the_dh_is_one_switch_for_the_lineups_and_the_rules():
    dh_starts = [*STARTS[:8], 'start v10 "V 10" away 9 DH', 'start v9 "V 9" away 0 P',
                 *STARTS[9:17], 'start h10 "H 10" home 9 DH', 'start h9 "H 9" home 0 P']
    for line in ("info option.dh on", "info dh true"):
        script, _ = read(line, starts=dh_starts)
        assert script.setup.rules.dh and script.options["dh"] == "on"
    assert refused("info dh true", "info option.dh off", starts=dh_starts) == \
        "line 3: info option.dh off disagrees with info dh: say one of them."


def test_a_recording_by_single_answers_checks_only_that_a_line_is_not_blank():
    script, _ = read("info option.entry dice", entry_lines=("die.defense?",))
    assert script.options["entry"] == "dice" and script.lines[-1][1] == "die.defense?"


@pytest.mark.parametrize("lines, message", [
    (["info card v1 X9"], "line 2: info card v1: there is no nanyou card 'X9' (see scorebook cards "
                          "list nanyou)."),
    (["info card v7 C7", "info card zz C1"], "line 3: info card zz: no player 'zz' is in the start "
                                             "lines or on a bench."),
    (["info card v1 C7"], "line 2: info card v1: C7 (Player C7) plays C, not CF."),
    (["info card v1 C2"], None),  # a fielder card (SS) plays any fielding position
    (["info bench.away r1", "info card v9 R1", "info card r1 R1"],
     "line 4: info card r1: the away team already plays card R1 (v9)."),
    (["info card v9 R1", "info card h9 R1", "info card v1 C1"], None),  # a card on each side is fine
    (["info bench.away v3"], "line 2: info bench.away: 'v3' is already in the game."),
    (["info option.errors maybe"], "line 2: info option.errors: Option errors='maybe' is not "
                                   "known: use on or off."),
    (["info option.entry keys"], "line 2: info option.entry: Option entry='keys' is not known: "
                                 "use dice or table."),
])
def test_a_header_mistake_names_its_line(lines, message):
    if message is None:
        read(*lines)
        return
    assert refused(*lines) == message


def test_a_table_line_that_cannot_be_read_is_refused_before_anything_is_recorded():
    line = len(STARTS) + 2
    assert refused(entry_lines=("34", "34 9")) == f"line {line + 1}: '9' are not dice: a die shows 1 to 6."


def test_the_grades_agreed_for_the_game_are_its_option_and_go_onto_its_cards():
    script, _ = read("info card h9 C9", "info card v9 C9", "info option.grades c9:a R1:D")
    assert script.options["grades"] == "c9:a R1:D"
    session = Session(SYSTEM, script.setup, script.options)
    assert session.state.options.grades
    assert (session.state.card("h9").grade, session.state.card("v9").grade) == ("A", "A")
    cards = json.loads(script.options["cards"])
    assert (cards["h9"]["grade"], cards["v9"]["grade"]) == ("A", "A")  # kept as played


@pytest.mark.parametrize("line, message", [
    ("info option.grades C9:A X9:B", "line 2: info option.grades: Option grades: there is no card "
                                     "X9 in the nanyou card set in use (see scorebook cards list "
                                     "nanyou)."),
    ("info option.grades C9:F", "line 2: info option.grades: Option grades: C9:F gives the grade "
                                "'F': a grade is A, B, C or D."),
])
def test_grades_for_a_card_the_set_lacks_or_a_grade_that_is_none_name_the_line(line, message):
    assert refused(line) == message
