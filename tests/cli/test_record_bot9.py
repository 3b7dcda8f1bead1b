"""`scorebook record` of a Bottom of the 9th game played at a table (rules/bot9.md §6), and its
box score checked line by line against one worked out by hand (tests/data/bot9/)."""

from __future__ import annotations

from pathlib import Path

import pytest

from db.replay import game_state
from tests.command_line import games, golden_box, scorebook, scorebook_process

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data" / "bot9"
GAME = "HOM202406010"

HEADER = """info system bot9
info visteam VIS
info hometeam HOM
info date 2024-06-02
info bullpen.away vis-p03
info card vis-p01 P01
info card vis-p03 P03
start vis-p01 "Hollis Vance" away 0 P
start hom-b01 "Roz Achterberg" home 1 C
start hom-b02 "Gus Featherstone" home 2 1B
start hom-b03 "Kenji Marlowe" home 3 2B
start hom-b04 "Delphine Boudreaux" home 4 SS
start hom-b06 "Priya Castellano" home 5 LF
start hom-b07 "Jasper Nunn" home 6 CF
"""
FIRST_ENTRY = HEADER.count("\n") + 1  # the line number of the first entry line


def test_a_recorded_table_game_has_the_box_score_worked_out_by_hand(db_url):
    script = DATA / f"{GAME}.txt"
    result = scorebook(db_url, "record", GAME, "--script", str(script))
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0] == f"{GAME}: 18 inputs recorded; VIS 0, HOM 1, final"
    assert result.stderr.splitlines() == [
        f"{script}:38: note: The dice S52 make a swinging strike by the swing table, not a ball "
        "in play: the call as entered stands.",
        f"{script}:39: note: HI: Hollis Vance's ace face Inside (angle marker at row 4) is "
        "locked by fatigue: the pitch as entered stands.",
    ]
    box = scorebook(db_url, "box", GAME, "--width", "80")
    assert box.exit_code == 0, box.output
    got, want = box.stdout.splitlines(), golden_box(DATA / f"{GAME}.box.txt")
    for n, (line, expected) in enumerate(zip(got, want), start=1):
        assert line == expected, f"box line {n}"
    assert len(got) == len(want)
    [game] = games(db_url)
    assert (game["system"], game["status"], game["away_runs"], game["home_runs"]) == \
        ("bot9", "final", 0, 1)


def test_the_game_keeps_its_options_cards_and_table_lines(db_url, engine):
    scorebook(db_url, "record", GAME, "--script", str(DATA / f"{GAME}.txt"))
    session = game_state(engine, GAME)
    assert session.options["running"] == "variant" and session.options["entry"] == "table"
    assert session.state.options.cards["vis-p03"].id == "P03"
    assert session.state.table[-1] == "LI/LA S45 x6 3"  # the comment is not part of it
    assert session.game.fielding.pitcher == "vis-p03"


def test_undo_redo_and_more_lines_for_the_game(db_url, tmp_path):
    first = tmp_path / "first.txt"
    first.write_text(HEADER + "HI/LA b\nx0\nb\nundo\nundo\nredo\n")
    result = scorebook(db_url, "record", "g1", "--script", str(first))
    assert result.exit_code == 0, result.output
    assert result.stdout.strip() == "g1: 3 inputs recorded, 2 undone, 1 redone; VIS 0, HOM 0, " \
                                    "in progress"
    more = tmp_path / "more.txt"
    more.write_text("S43\np\nLA/LA S35 x1\n")  # a strike, then a reliever: refused mid-count
    result = scorebook_process("--db", db_url, "record", "g1", "--script", str(more))
    assert result.returncode == 1
    assert result.stderr == (f"{more}:2: A reliever comes in only between batters "
                             "(rules/bot9.md §2.7), not at 0-1.\n")
    # the strike before it stays recorded: the ball, the out (undone, redone) and the strike
    assert scorebook(db_url, "db", "rebuild").stdout.startswith("Rebuilt 1 games: 3 inputs")
    again = tmp_path / "again.txt"
    again.write_text("x1\np\nLA/LA S35 x1\n")
    result = scorebook(db_url, "record", "g1", "--script", str(again))
    assert result.exit_code == 0, result.output
    assert result.stdout.strip() == "g1: 3 inputs recorded; VIS 0, HOM 0, in progress"


def test_a_line_the_table_language_cannot_read_stops_before_anything_is_recorded(db_url, tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text(HEADER + "b\nHX/LA b\nb\n")
    result = scorebook_process("--db", db_url, "record", "g1", "--script", str(bad))
    assert result.returncode == 1
    assert result.stderr == (f"{bad}:{FIRST_ENTRY + 1}: 'HX/LA' are not the tokens: write the "
                             "pitch then the guess, each H or L then I or A, as HI/LA.\n")
    assert games(db_url) == []


def test_a_header_mistake_names_its_line(db_url, tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text(HEADER.replace("info card vis-p03 P03", "info card vis-p03 P01") + "b\n")
    result = scorebook_process("--db", db_url, "record", "g1", "--script", str(bad))
    assert result.returncode == 1
    assert result.stderr == (f"{bad}:7: info card vis-p03: P01 (Hollis 'Hammer' Vance) is a "
                             "starting pitcher's card and cannot relieve (rules/bot9.md §2.7).\n")


@pytest.mark.parametrize("mode", ["refused", "recorded"])
def test_notes_before_a_refused_line_are_still_printed(db_url, tmp_path, mode):
    script = tmp_path / "notes.txt"
    tail = "b\nx9\n" if mode == "refused" else "b\n"  # x9 needs the running variant
    script.write_text(HEADER + "S43 x1\n" + tail)
    result = scorebook_process("--db", db_url, "record", "g1", "--script", str(script))
    note = (f"{script}:{FIRST_ENTRY}: note: The dice S43 make a swinging strike by the swing "
            "table, not a ball in play: the call as entered stands.")
    assert result.stderr.splitlines()[0] == note
    if mode == "refused":
        assert result.returncode == 1
        assert result.stderr.splitlines()[1].startswith(f"{script}:{FIRST_ENTRY + 2}: x9 is the "
                                                        "running variant's lead-runner out")
    else:
        assert result.returncode == 0 and len(result.stderr.splitlines()) == 1


MULTI = "HOM202406030"


def test_a_multi_inning_game_needs_only_option_innings(db_url, engine):
    script = DATA / f"{MULTI}.txt"
    result = scorebook(db_url, "record", MULTI, "--script", str(script))
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0] == f"{MULTI}: 39 inputs recorded; VIS 2, HOM 3, final"
    session = game_state(engine, MULTI)
    rules, start = session.setup.rules, session.setup.situation
    assert (rules.innings, rules.lineup_size, start.inning, start.half) == (3, 9, 1, 0)
    assert "innings" not in session.options  # the setup holds it
    assert session.game.teams[1].pitcher == "hom-p04"  # the home team's reliever
    [game] = games(db_url)
    assert (game["innings"], game["away_runs"], game["home_runs"]) == (3, 2, 3)


@pytest.mark.parametrize("line, message", [
    ("info innings 3", "info innings 3: the game would start in inning 9, after its last one; "
                       "for the multi-inning game write info option.innings 3 instead."),
    ("info option.innings 3x", "info option.innings must be a number of innings from 1 to 9, "
                               "not '3x'."),
    ("info option.inings 3", "info option.inings: Bottom of the 9th has no option 'inings': "),
    ("info option.solo on", "info option.solo: a solo game is one of a season's: record it with "
                            "scorebook solo play SEASON --script FILE (docs/entry-language.md)."),
])
def test_a_wrong_multi_inning_header_is_refused_and_stores_nothing(db_url, tmp_path, line,
                                                                    message):
    text = (DATA / f"{MULTI}.txt").read_text().replace("info option.innings 3", line)
    bad = tmp_path / "bad.txt"
    bad.write_text(text)
    number = text.splitlines().index(line) + 1
    result = scorebook_process("--db", db_url, "record", MULTI, "--script", str(bad))
    assert result.returncode == 1
    assert result.stderr.startswith(f"{bad}:{number}: {message}")
    assert len(result.stderr.splitlines()) == 1
    assert games(db_url) == []
