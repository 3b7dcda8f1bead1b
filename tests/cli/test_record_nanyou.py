"""`scorebook record` of a Nanyou game played at a table (rules/nanyou.md §5), and its box score
checked line by line against one worked out by hand (tests/data/nanyou/)."""

from __future__ import annotations

from pathlib import Path


from db.replay import game_state
from tests.command_line import games, golden_box, scorebook, scorebook_process

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data" / "nanyou"
GAME = "HAR202405180"
POSITIONS = ("CF", "SS", "1B", "3B", "RF", "LF", "C", "2B", "P")


HEADER = "\n".join([
    "info system nanyou", "info visteam VIS", "info hometeam HOM", "info option.steals on",
    *(f'start v{n} "Vis Player{n}" away {n} {p}' for n, p in enumerate(POSITIONS, start=1)),
    *(f'start h{n} "Hom Player{n}" home {n} {p}' for n, p in enumerate(POSITIONS, start=1)),
    ""])
FIRST_ENTRY = HEADER.count("\n") + 1  # the line number of the first entry line


def test_a_recorded_table_game_has_the_box_score_worked_out_by_hand(db_url):
    result = scorebook(db_url, "record", GAME, "--script", str(DATA / f"{GAME}.txt"))
    assert result.exit_code == 0, result.output
    # 84 table lines and the 17 comment lines between the innings
    assert result.stdout.splitlines()[:2] == [f"{GAME}: 101 inputs recorded; KIT 8, HAR 9, final",
                                              "W 柊 雅人, L 志摩 健一"]
    box = scorebook(db_url, "box", GAME, "--width", "80")
    assert box.exit_code == 0, box.output
    got, want = box.stdout.splitlines(), golden_box(DATA / f"{GAME}.box.txt")
    for n, (line, expected) in enumerate(zip(got, want), start=1):
        assert line == expected, f"box line {n}"
    assert len(got) == len(want)
    [game] = games(db_url)
    assert (game["system"], game["status"], game["away_runs"], game["home_runs"]) == \
        ("nanyou", "final", 8, 9)


def test_the_game_keeps_its_options_cards_and_benches(db_url, engine):
    scorebook(db_url, "record", GAME, "--script", str(DATA / f"{GAME}.txt"))
    session = game_state(engine, GAME)
    assert session.options["entry"] == "table" and session.options["subs"] == "on"
    assert session.state.card("har-n22").id == "N22"
    assert session.state.options.benches[1] == ("har-n05", "har-n25", "har-n22")
    assert session.game.teams[1].pitcher == "har-n05"


def test_undo_redo_and_more_lines_for_the_game(db_url, engine, tmp_path):
    first = tmp_path / "first.txt"
    first.write_text(HEADER + "12\n11 13\nundo\nundo\nredo\n")  # a ball, a single
    result = scorebook(db_url, "record", "g1", "--script", str(first))
    assert result.exit_code == 0, result.output
    assert result.stdout.strip() == "g1: 2 inputs recorded, 2 undone, 1 redone; VIS 0, HOM 0, " \
                                    "in progress"
    more = tmp_path / "more.txt"
    more.write_text("13\ns2 12\n11 13\n")  # a strike, then a steal with nobody on: refused
    result = scorebook_process("--db", db_url, "record", "g1", "--script", str(more))
    assert result.returncode == 1
    assert result.stderr == (f"{more}:2: 's2' declares a tactic, but none of its kind is open now "
                             "(the game's options: bunts, steals, hit_and_run; the runners and "
                             "outs).\n")
    # the ball (undone, redone) and the strike stay recorded; nothing of the refused line
    assert scorebook(db_url, "db", "rebuild").stdout.startswith("Rebuilt 1 games: 2 inputs")
    again = tmp_path / "again.txt"
    again.write_text("11 13\ns2 12 23 32\n")  # a single; he steals second on a ball (3+2 >= 5)
    result = scorebook(db_url, "record", "g1", "--script", str(again))
    assert result.exit_code == 0, result.output
    session = game_state(engine, "g1")
    assert [r.text for r in session.records if r.kind == "play"] == ["S8", "SB2"]
    assert session.game.bases[1].player == "v1" and (session.game.balls, session.game.strikes) == (1, 0)


def test_a_line_the_table_language_cannot_read_stops_before_anything_is_recorded(db_url, tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text(HEADER + "12\n34 8\n12\n")
    result = scorebook_process("--db", db_url, "record", "g1", "--script", str(bad))
    assert result.returncode == 1
    assert result.stderr == f"{bad}:{FIRST_ENTRY + 1}: '8' are not dice: a die shows 1 to 6.\n"
    assert games(db_url) == []


def test_a_header_mistake_names_its_line(db_url, tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text(HEADER.replace("info option.steals on", "info card v1 N09") + "12\n")
    result = scorebook_process("--db", db_url, "record", "g1", "--script", str(bad))
    assert result.returncode == 1
    assert result.stderr == (f"{bad}:4: info card v1: N09 (大鳥 鉄平) plays C, not CF.\n")


def test_two_games_in_one_database_play_and_replay_with_the_grades_each_agreed(db_url, engine,
                                                                                tmp_path):
    # N07 is a grade-C pitcher in the card set; for g1 the players agreed he is grade A.
    pitcher = HEADER.replace("info option.steals on", "info card h9 N07")
    agreed = tmp_path / "agreed.txt"
    agreed.write_text(pitcher.replace("info card h9", "info option.grades n07:a\ninfo card h9")
                      + "33\n")
    plain = tmp_path / "plain.txt"
    plain.write_text(pitcher.replace("info card h9", "info option.grades on\ninfo card h9")
                     + "33 13\n")
    for game, script in (("g1", agreed), ("g2", plain)):
        result = scorebook(db_url, "record", game, "--script", str(script))
        assert result.exit_code == 0, result.output

    def seen() -> tuple:
        one, two = game_state(engine, "g1"), game_state(engine, "g2")
        return (one.options["grades"], one.state.card("h9").grade, one.game.strikes,
                [r.text for r in one.records if r.kind == "play"],
                two.options["grades"], two.state.card("h9").grade,
                [r.text for r in two.records if r.kind == "play"])

    # (3,3) is a strike for the agreed grade-A pitcher, a ball in play for the card set's C
    assert seen() == ("n07:a", "A", 1, [], "on", "C", ["S8"])
    assert scorebook(db_url, "db", "rebuild").exit_code == 0
    assert seen() == ("n07:a", "A", 1, [], "on", "C", ["S8"])


def test_grades_for_a_card_the_set_lacks_name_the_header_line(db_url, tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text(HEADER.replace("info option.steals on", "info option.grades N07:A N99:B")
                   + "12\n")
    result = scorebook_process("--db", db_url, "record", "g1", "--script", str(bad))
    assert result.returncode == 1 and games(db_url) == []
    assert result.stderr == (f"{bad}:4: info option.grades: Option grades: there is no card N99 "
                             "in the nanyou card set in use (see scorebook cards list nanyou).\n")


def test_a_simulated_game_keeps_the_grades_agreed_for_it(db_url, engine):
    result = scorebook(db_url, "sim", "nanyou", "--seed", "5", "--processes", "1",
                       "--option", "grades=N08:A,N01:D")
    assert result.exit_code == 0, result.output
    session = game_state(engine, "sim-nanyou-5-1")
    graded = {card.id: card.grade for card in session.state.options.cards.values()}
    assert session.options["grades"] == "N08:A,N01:D" and session.state.options.grades
    assert (graded["N08"], graded["N01"], graded["N02"]) == ("A", "D", "A")
    bad = scorebook(db_url, "sim", "nanyou", "--seed", "6", "--option", "grades=N08:Z")
    assert bad.exit_code == 1
    assert bad.stderr == "Option grades: N08:Z gives the grade 'Z': a grade is A, B, C or D.\n"
