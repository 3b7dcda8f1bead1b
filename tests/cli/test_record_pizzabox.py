"""`scorebook record` of Pizza Box games played at a table (rules/pizza_box.md §5): a sample game
of each level records, its box score balances, the AAA game with six players has the box score
checked by hand line by line, and a line that cannot be right is refused, naming it."""

from __future__ import annotations

from pathlib import Path

import pytest

from db.replay import game_state
from tests.command_line import games, golden_box, scorebook, scorebook_process

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data" / "pizzabox"
SAMPLES = {"RED202605020": ("A", 3, 6), "RED202605090": ("AA", 5, 4),
           "RED202605160": ("AAA", 6, 7), "RED202605230": ("PRO", 9, 1)}
HEADER = "\n".join([
    "info system pizzabox", "info visteam BLU", "info hometeam RED", "info option.level {level}",
    *(f'start blu-{p} "Blue {p}" away {n} {q}' for n, (p, q) in
      enumerate([("cf", 8), ("ss", 6), ("1b", 3), ("lf", 7), ("3b", 5), ("rf", 9), ("2b", 4), ("c", 2), ("dh", 10)], 1)),
    'start blu-p "Blue p" away 0 1',
    *(f'start red-{p} "Red {p}" home {n} {q}' for n, (p, q) in
      enumerate([("cf", 8), ("ss", 6), ("1b", 3), ("lf", 7), ("3b", 5), ("rf", 9), ("2b", 4), ("c", 2), ("dh", 10)], 1)),
    'start red-p "Red p" home 0 1', ""])


@pytest.mark.parametrize("game", sorted(SAMPLES))
def test_each_level_s_sample_game_records_to_its_box_score(db_url, game):
    level, away, home = SAMPLES[game]
    result = scorebook(db_url, "record", game, "--script", str(DATA / f"{game}.txt"))
    assert result.exit_code == 0, result.output
    assert f"BLU {away}, RED {home}, final" in result.stdout.splitlines()[0]
    assert result.stdout.count(": balances") == 2
    box = scorebook(db_url, "box", game, "--width", "80")
    got, want = box.stdout.splitlines(), golden_box(DATA / f"{game}.box.txt")
    for n, (line, expected) in enumerate(zip(got, want), start=1):
        assert line == expected, f"box line {n}"
    assert len(got) == len(want)
    [row] = games(db_url)
    assert (row["system"], row["status"]) == ("pizzabox", "final")


def test_the_six_player_game_keeps_who_sits_where(db_url, engine):
    scorebook(db_url, "record", "RED202605160", "--script", str(DATA / "RED202605160.txt"))
    session = game_state(engine, "RED202605160")
    options = session.state.options
    assert (options.level, options.players) == ("AAA", 6)
    assert options.people == (("Ann", "Bob", "Cy"), ("Dee", "Eve", "Fay"))
    assert session.state.pinch[1] == ("red-ph1",)


def test_undo_and_a_refused_line(db_url, engine, tmp_path):
    first = tmp_path / "first.txt"
    first.write_text(HEADER.format(level="A") + "w B NA01\nt K K\nundo\n")
    result = scorebook(db_url, "record", "g1", "--script", str(first))
    assert result.exit_code == 0, result.output
    assert result.stdout.strip() == "g1: 2 inputs recorded, 1 undone; BLU 0, RED 0, in progress"
    more = tmp_path / "more.txt"
    more.write_text("t K PA01\ns K + HA01\n")  # STEAL at A-Ball: refused, nothing of it stored
    result = scorebook_process("--db", db_url, "record", "g1", "--script", str(more))
    assert result.returncode == 1
    assert result.stderr == f"{more}:2: 's': STEAL cannot be played now (STEAL comes in at AA, and this game is played at A).\n"
    session = game_state(engine, "g1")
    # the single of the first script, the undone strikeout gone, then line 1 of the second
    assert [r.text for r in session.records if r.kind == "play"] == ["S8", "S4.1-2"]


def test_a_card_that_cannot_come_from_the_deck_in_play_is_noted_and_stands(db_url, tmp_path):
    script = tmp_path / "g.txt"
    script.write_text(HEADER.format(level="A") + "w B HA01\n")  # SWING v BALL draws No Advantage
    result = scorebook(db_url, "record", "g2", "--script", str(script))
    assert result.exit_code == 0, result.output
    assert f"{script}:{HEADER.count(chr(10)) + 1}: note: HA01 is a Hitter Advantage card, but these " \
           "two cards draw No Advantage; recorded as typed." in result.output


def test_a_line_the_table_language_cannot_read_stops_before_anything_is_recorded(db_url, tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text(HEADER.format(level="A") + "w B NA01\nw B ??\n")
    result = scorebook_process("--db", db_url, "record", "g3", "--script", str(bad))
    assert result.returncode == 1
    assert "'??' is not part of the table's language" in result.stderr
    assert "Traceback" not in result.stderr
    assert games(db_url) == []


def test_sim_plays_every_level_and_the_cards_import(db_url, tmp_path):
    for n, level in enumerate(("A", "AA", "AAA", "PRO"), start=1):
        result = scorebook(db_url, "sim", "pizzabox", "--games", "2", "--seed", str(n),
                           "--option", f"level={level}")
        assert result.exit_code == 0, result.output
    assert len(games(db_url)) == 8
    bad = tmp_path / "bad.toml"
    bad.write_text('[[card]]\nid = "HA01"\ndeck = "HA"\nwhite = { event = "XX" }\nprovenance = "owner"\n')
    result = scorebook_process("--db", db_url, "cards", "import", "pizzabox", str(bad))
    assert result.returncode == 1
    assert result.stderr == (f"{bad}, card HA01, field white.event: 'XX' is not an event: use "
                             "1B 2B 3B HR BB E K GO FO PO LO DP.\n")
    good = tmp_path / "good.toml"
    good.write_text("".join(f'[[card]]\nid = "R{n}"\ndeck = "RUN"\nresult = "{r}"\nprovenance = "owner"\n'
                            for n, r in enumerate(["SAFE"] * 6 + ["OUT"] * 4)))
    result = scorebook(db_url, "cards", "import", "pizzabox", str(good))
    assert result.stdout.strip() == "Imported 10 cards into pizzabox (10 running)."
    listed = scorebook(db_url, "cards", "list", "pizzabox", "--format", "json").stdout
    assert '"R0"' in listed and '"RUN01"' not in listed and '"HA01"' in listed
