"""`scorebook record` of Unlimited Nine games played at a table (rules/unlimited_nine.md §5): a
sample game of each mode records into a SQLite database, its plays are the ones worked out by
hand and its box score equals the golden checked line by line (tests/data/unlimited9/); the
header's mistakes and a line that cannot be right are refused, naming them."""

from __future__ import annotations

from pathlib import Path

import pytest

from db.replay import game_state
from tests.command_line import games, golden_box, scorebook, scorebook_process

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data" / "unlimited9"
SAMPLES = {"RED202606060": ("BLU 4, RED 3", "W Rin Aoba, L Kaede Homura"),
           "RED202606130": ("GRN 4, RED 5", "W Kaede Homura, L Midori Natsume")}
PLAYS = {
    "RED202606060": [
        "43/G", "S7", "K", "D7.1-3", "IW", "K", "8/F", "3/G", "D8", "D8.2-H", "63/G",
        "S9", "K", "63/G", "T9.1-H", "S7.3-H", "HR.1-H", "K", "K", "D7", "S5.2-3", "13/G", "13/G",
        "S9", "K", "S6.1-2", "9/F", "K", "43/G", "T7", "S7.3-H", "D9.1-3", "S1.3-H;2-3", "K", "8/F"],
    "RED202606130": [
        "8/F", "S7", "K", "SB2", "D8.2-H", "OA.2-3", "T9.3-H", "13/G", "3/G", "8/F", "HR", "K",
        "63/G", "D8", "K", "3/G", "S9", "IW", "K", "S5.2-3;1-2", "S1.3-H;2-3;1-2", "43/G", "K",
        "S4", "S8.1-2", "63/G", "K", "D7.2-H;1-3", "S1.3-H;2-3", "K",
        "S7", "K", "S3.1-2", "D9.2-H;1-3", "S7.3-H;2-3", "63/G", "S9.3-H;1-2"],
}
HEADER = "\n".join([
    "info system unlimited9", "info visteam BLU", "info hometeam RED", "info captain.away B01",
    "info captain.home R01",
    *(f'start B0{n} "" away {n} {p}' for n, p in enumerate("P C 1B 2B 3B SS LF CF RF".split(), 1)),
    *(f'start R0{n} "" home {n} {p}' for n, p in enumerate("P C 1B 2B 3B SS LF CF RF".split(), 1)),
    ""])
FIRST_ENTRY = HEADER.count("\n") + 1  # the line number of the first entry line


@pytest.mark.parametrize("game", sorted(SAMPLES))
def test_each_mode_s_sample_game_records_to_its_hand_checked_box_score(db_url, engine, game):
    score, decisions = SAMPLES[game]
    result = scorebook(db_url, "record", game, "--script", str(DATA / f"{game}.txt"))
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[:2] == [f"{game}: 36 inputs recorded; {score}, final",
                                              decisions]
    assert result.stdout.count(": balances") == 2
    box = scorebook(db_url, "box", game, "--width", "80")
    got, want = box.stdout.splitlines(), golden_box(DATA / f"{game}.box.txt")
    for n, (line, expected) in enumerate(zip(got, want), start=1):
        assert line == expected, f"box line {n}"
    assert len(got) == len(want)
    session = game_state(engine, game)
    assert [r.text for r in session.records if r.kind == "play"] == PLAYS[game]
    [row] = games(db_url)
    assert (row["system"], row["status"]) == ("unlimited9", "final")


def test_the_games_keep_their_options_and_turn_the_sick(db_url, engine):
    for game in SAMPLES:
        scorebook(db_url, "record", game, "--script", str(DATA / f"{game}.txt"))
    basic = game_state(engine, "RED202606060")
    assert basic.options["entry"] == "table" and basic.options["mode"] == "basic"
    assert basic.state.options.captains == ("B03", "R07")
    assert [sorted(t.students) for t in basic.state.tables] == [
        ["blu-u9-b02", "blu-u9-b07"], ["red-u9-r06", "red-u9-r08"]]
    standard = game_state(engine, "RED202606130")
    assert standard.state.options.benches == (("grn-u9-b05", "grn-u9-g04"), ("red-u9-r08", "red-u9-g09"))
    assert [sorted(t.students) for t in standard.state.tables] == [["grn-u9-g05"], ["red-u9-r06"]]
    subs = [(r.player, r.position) for r in standard.records if r.kind == "sub"]
    assert subs == [("red-u9-r04", 6), ("red-u9-r06", 4), ("grn-u9-b05", 11), ("grn-u9-b05", 5)]  # he bats for G05, then plays third


def test_undo_and_a_line_the_cards_refuse(db_url, engine, tmp_path):
    first = tmp_path / "first.txt"
    first.write_text(HEADER + "oe E31 o2b d2g\nK\nundo\n")
    result = scorebook(db_url, "record", "g1", "--script", str(first))
    assert result.exit_code == 0, result.output
    assert result.stdout.strip() == "g1: 2 inputs recorded, 1 undone; BLU 0, RED 0, in progress"
    more = tmp_path / "more.txt"
    more.write_text("i\no7b d0\n")  # Hirase holds 6 cards: refused, nothing of it stored
    result = scorebook_process("--db", db_url, "record", "g1", "--script", str(more))
    assert result.returncode == 1
    assert result.stderr == f"{more}:2: 'o7b': the offence holds 6 cards this plate appearance.\n"
    session = game_state(engine, "g1")
    assert [r.text for r in session.records if r.kind == "play"] == ["13/G", "IW"]
    assert session.state.tables[0].events == (("E31", 0),)


def test_a_line_the_table_language_cannot_read_stops_before_anything_is_recorded(db_url, tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text(HEADER + "o1r d0\no3x d2b\n")
    result = scorebook_process("--db", db_url, "record", "g3", "--script", str(bad))
    assert result.returncode == 1
    assert result.stderr == (f"{bad}:{FIRST_ENTRY + 1}: 'o3x': x is not a colour: b blue, "
                             "g green, r red.\n")
    assert "Traceback" not in result.stderr
    assert games(db_url) == []


@pytest.mark.parametrize("change, message", [
    (("info captain.away B01", ""), "23: info captain.away: name the away side's Captain by "
     "his card, as info captain.away B01."),
    (("info captain.away B01", "info captain.away G01"), "4: info captain.away: a basic side "
     "is the nine characters of its Captain's colour, and B01 is not green."),
    (('start B03 "" away 3 1B', 'start B03 "Tomo" away 3 1B'), "8: B03 is Tomo Hirase, not "
     "Tomo (or write \"\" for the card's name)."),
    (('start B03 "" away 3 1B', 'start Z03 "" away 3 1B'), "8: 'Z03' is not a character card "
     "of the game's set (see scorebook cards list unlimited9)."),
    (("info captain.home R01", "info captain.home R01\ninfo bench.home G05"), "6: info "
     "bench.home: a bench is standard mode's (info option.mode standard)."),
    (("info captain.home R01", "info captain.home R01\ninfo students.home G05"), "6: info "
     "students.home: G05 is not one of the side's characters."),
    (("info captain.home R01", "info captain.home R01\ninfo option.mode pro"), "6: info "
     "option.mode pro: use basic or standard."),
])
def test_the_header_s_mistakes_name_the_line(db_url, tmp_path, change, message):
    old, new = change
    script = tmp_path / "g.txt"
    script.write_text(HEADER.replace(old, new) + "K\n")
    result = scorebook_process("--db", db_url, "record", "g4", "--script", str(script))
    assert result.returncode == 1
    assert result.stderr == f"{script}:{message}\n"
    assert games(db_url) == []


def test_a_player_id_or_a_card_id_and_lines_added_to_the_game(db_url, engine, tmp_path):
    first = tmp_path / "first.txt"
    first.write_text(HEADER.replace('start B01 "" away', 'start blu-u9-b01 "Rin Aoba" away') + "K\n")
    assert scorebook(db_url, "record", "g5", "--script", str(first)).exit_code == 0
    more = tmp_path / "more.txt"
    more.write_text("o1b d1b\nX@CF\n")
    result = scorebook(db_url, "record", "g5", "--script", str(more))
    assert result.exit_code == 0, result.output
    session = game_state(engine, "g5")
    assert session.game.teams[0].lineup[0] == "blu-u9-b01"
    assert [r.text for r in session.records if r.kind == "play"] == ["K", "2/P", "8/F"]
    worse = tmp_path / "worse.txt"
    worse.write_text("o1b d1b +q\n")
    result = scorebook_process("--db", db_url, "record", "g5", "--script", str(worse))
    assert result.returncode == 1 and "'+q': boost cards are a number, as +1." in result.stderr


def test_a_script_played_card_by_card_deals_the_hands(db_url, engine, tmp_path):
    script = tmp_path / "cards.txt"
    script.write_text(HEADER.replace("info captain.away", "info option.entry cards\n"
                                     "info captain.away") + "E01\nE02\n")
    result = scorebook(db_url, "record", "g6", "--script", str(script))
    assert result.exit_code == 0, result.output
    session = game_state(engine, "g6")
    # the hands were dealt at the table: the scorekeeper types the six cards of each
    assert session.options["entry"] == "cards" and "hand.away" not in session.options
    assert session.state.tables[0].hand == ("E01", "E02") and session.state.owed == (4, 6)
    assert (session.ask().key, session.ask().who) == ("draw", "chance")
