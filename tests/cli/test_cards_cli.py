"""`scorebook cards import SYSTEM FILE`, `cards list SYSTEM` and `cards reset SYSTEM`: a card
file is checked whole before anything is stored, an imported card is added to the bundled
sample set or replaces the card of its id, the list shows the set in use, and a reset goes
back to the sample set."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
import sqlalchemy as sa

from db.card_systems import CARD_SYSTEMS

from db.cards import game_cards, import_cards, list_cards
from db.engine import make_engine, writer
from db.migrate import upgrade
from engine.systems.bot9.cards import load_cards, read_cards, sample_cards
from tests.command_line import scorebook

ROOT = Path(__file__).resolve().parents[2]

CARDS = """
[[card]]
id = "X1"
kind = "pitcher"
name = "Ada Quinlan"
role = "starter"
ace = "LI"
provenance = "from my box"
special = { name = "Heat", effect = "if pitch(S): adj(control,+1)" }

[[card]]
id = "X2"
kind = "batter"
name = "Bo Ridley"
positions = ["UT"]
provenance = "from my box"
special = { name = "Pop", effect = "adj(hit,+1)" }

[[card]]
id = "X3"
kind = "support"
name = "Cy Ambrose"
provenance = "from my box"
home_ability = { name = "Wave", effect = "adj(run,+1)" }
visitor_ability = { name = "Visit", effect = "reroll(control)" }
"""


def stored(db_url) -> list[tuple]:
    """The cards and card players in the database, as rows."""
    engine = make_engine(db_url)
    with engine.connect() as db:
        cards = db.execute(sa.text("SELECT system, player_id, name, provenance FROM cards "
                                   "ORDER BY player_id")).all()
        players = db.execute(sa.text("SELECT player_id, name FROM players "
                                     "ORDER BY player_id")).all()
    engine.dispose()
    return [tuple(row) for row in cards + players]


@pytest.fixture
def card_file(tmp_path):
    path = tmp_path / "mine.toml"
    path.write_text(CARDS, encoding="utf-8")
    return path


def test_import_a_card_file(db_url, card_file):
    result = scorebook(db_url, "cards", "import", "bot9", str(card_file))
    assert result.exit_code == 0, result.output
    assert result.stdout == "Imported 3 cards into bot9 (1 pitchers, 1 batters, 1 support).\n"
    assert stored(db_url) == [
        ("bot9", "bot9-x1", "Ada Quinlan", "from my box"),
        ("bot9", "bot9-x2", "Bo Ridley", "from my box"),
        ("bot9", "bot9-x3", "Cy Ambrose", "from my box"),
        ("bot9-x1", "Ada Quinlan"), ("bot9-x2", "Bo Ridley"), ("bot9-x3", "Cy Ambrose")]


def test_the_sample_file_imports_and_lists_as_imported(db_url):
    sample = Path(__file__).resolve().parents[2] / "engine/systems/bot9/cards.toml"
    result = scorebook(db_url, "cards", "import", "bot9", str(sample))
    assert result.stdout == "Imported 20 cards into bot9 (6 pitchers, 12 batters, 2 support).\n"
    rows = json.loads(scorebook(db_url, "cards", "list", "bot9", "--format", "json").stdout)
    assert len(rows) == 20 and {row["source"] for row in rows} == {"imported"}


def test_a_bad_file_stores_nothing_and_says_which_card_and_field(db_url, card_file, tmp_path):
    scorebook(db_url, "cards", "import", "bot9", str(card_file))
    before = stored(db_url)
    bad = tmp_path / "bad.toml"
    # The first card is fine and would replace X1: the mistake in the second stops both.
    bad.write_text(CARDS.replace("Ada Quinlan", "Ada Q.").replace('positions = ["UT"]',
                                                                  'positions = ["DH"]'))
    result = scorebook(db_url, "cards", "import", "bot9", str(bad))
    assert result.exit_code == 1
    assert result.stdout == ""
    assert result.stderr.startswith(f"{bad}, card X2, field positions: 'DH' is not a position")
    assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.stderr
    assert stored(db_url) == before


def test_a_bad_file_in_its_own_process_is_one_line_and_exit_1(tmp_path, card_file):
    card_file.write_text(CARDS.replace("adj(hit,+1)", "adj(hit,+one)"))
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path),
           "SCOREBOOK_DB": f"sqlite:///{tmp_path / 'x.db'}"}
    done = subprocess.run([sys.executable, "-m", "scorebook", "cards", "import", "bot9",
                           str(card_file)], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr == (f"{card_file}, card X2, field special.effect: 'adj(hit,+one)': "
                           f"'+one' is not a signed whole number such as +1 or -2.\n")


def test_a_missing_file_is_one_sentence(db_url, tmp_path):
    result = scorebook(db_url, "cards", "import", "bot9", str(tmp_path / "nope.toml"))
    assert result.exit_code == 1
    assert result.stderr.startswith(f"Can't read the card file {tmp_path / 'nope.toml'}: ")


def test_reimporting_a_card_replaces_it(db_url, card_file, tmp_path):
    scorebook(db_url, "cards", "import", "bot9", str(card_file))
    again = tmp_path / "again.toml"
    again.write_text(CARDS.split("[[card]]")[2].join(["[[card]]", ""])
                     .replace('positions = ["UT"]', 'positions = ["CF"]')
                     .replace("from my box", "second printing"))
    assert scorebook(db_url, "cards", "import", "bot9", str(again)).stdout == \
        "Imported 1 cards into bot9 (0 pitchers, 1 batters, 0 support).\n"
    rows = json.loads(scorebook(db_url, "cards", "list", "bot9", "--format", "json").stdout)
    assert [(row["id"], row["positions"], row["provenance"]) for row in rows
            if row["source"] == "imported"] == [
        ("X1", "", "from my box"), ("X2", "CF", "second printing"), ("X3", "", "from my box")]
    assert len(rows) == 23  # the sample set is still in use beside them
    assert len(stored(db_url)) == 6  # still three cards and three players


def test_list_shows_the_imported_cards(db_url, card_file):
    scorebook(db_url, "cards", "import", "bot9", str(card_file))
    result = scorebook(db_url, "cards", "list", "bot9")
    assert result.exit_code == 0 and result.stderr == ""
    lines = result.stdout.splitlines()
    assert lines[0].split() == ["id", "kind", "name", "positions", "role", "ace", "provenance",
                                "source"]
    mine = [line for line in lines if line.split()[-1] == "imported"]
    assert mine[0].split()[:5] == ["X1", "pitcher", "Ada", "Quinlan", "starter"]
    assert "LI" in mine[0] and mine[1].split()[:5] == ["X2", "batter", "Bo", "Ridley", "UT"]
    assert len(lines) == 24 and lines[1].split()[-1] == "sample"  # the sample set, by id
    csv = scorebook(db_url, "cards", "list", "bot9", "--format", "csv").stdout.splitlines()
    assert csv[0] == "id,kind,name,positions,role,ace,provenance,source"
    assert csv[-1] == "X3,support,Cy Ambrose,,,,from my box,imported"


def test_list_without_imports_shows_the_sample_set_marked(db_url):
    result = scorebook(db_url, "cards", "list", "bot9")
    assert result.exit_code == 0
    assert result.stderr == \
        "No bot9 cards have been imported: these are the bundled sample cards.\n"
    rows = json.loads(scorebook(db_url, "cards", "list", "bot9", "--format", "json").stdout)
    assert [row["id"] for row in rows] == sorted(sample_cards())
    assert {row["source"] for row in rows} == {"sample"}
    p01 = rows[[row["id"] for row in rows].index("P01")]
    assert (p01["kind"], p01["role"], p01["ace"], p01["positions"]) == \
        ("pitcher", "starter", "HI", "")


@pytest.mark.parametrize("command", [["import", "retrosheet", "x.toml"], ["list", "plain"]])
def test_a_system_without_cards_is_named(db_url, command):
    result = scorebook(db_url, "cards", *command)
    assert result.exit_code == 1
    systems = ", ".join(sorted(CARD_SYSTEMS))
    assert result.stderr == (f"The system '{command[1]}' has no cards: the systems with cards "
                             f"are {systems}.\n")


# ---------------------------------------------------------------- db.cards


def test_game_cards_are_the_sample_set_with_the_imported_ones_added(engine):
    assert game_cards(engine, "bot9") == sample_cards()
    cards = read_cards(CARDS, "mine.toml")
    assert import_cards(engine, "bot9", cards) == 3
    assert game_cards(engine, "bot9") == {**sample_cards(), **{card.id: card for card in cards}}


def test_an_imported_card_replaces_the_sample_card_of_its_id_in_its_place(engine):
    reprint = replace(sample_cards()["B04"], name="Second Printing")
    import_cards(engine, "bot9", [replace(reprint, id="b04")])
    cards = game_cards(engine, "bot9")
    assert list(cards) == [("b04" if c == "B04" else c) for c in sample_cards()]
    assert cards["b04"].name == "Second Printing"


def test_reset_goes_back_to_the_sample_set(db_url, engine, card_file):
    scorebook(db_url, "cards", "import", "bot9", str(card_file))
    result = scorebook(db_url, "cards", "reset", "bot9")
    assert result.stdout == ("Removed the 3 imported bot9 cards: the games use the bundled "
                             "sample set again.\n")
    assert game_cards(engine, "bot9") == sample_cards()
    assert stored(db_url) == [("bot9-x1", "Ada Quinlan"), ("bot9-x2", "Bo Ridley"),
                              ("bot9-x3", "Cy Ambrose")]  # the players stay: games name them
    wrong = scorebook(db_url, "cards", "reset", "plain")
    assert wrong.exit_code == 1 and wrong.stderr.startswith("The system 'plain' has no cards")


def test_stored_cards_read_back_equal(engine):
    cards = load_cards()
    import_cards(engine, "bot9", cards)
    assert game_cards(engine, "bot9") == {card.id: card for card in cards}
    assert [row["source"] for row in list_cards(engine, "bot9")] == ["imported"] * 20


def test_a_player_already_known_keeps_his_row(tmp_path):
    engine = make_engine(f"sqlite:///{tmp_path / 'k.db'}")
    upgrade(engine)
    with writer(engine).begin() as db:
        db.execute(sa.text("INSERT INTO players (player_id, name) VALUES ('bot9-x1', 'Ada')"))
    import_cards(engine, "bot9", read_cards(CARDS, "mine.toml"))
    with engine.connect() as db:
        players = db.execute(sa.text("SELECT player_id, name FROM players "
                                     "ORDER BY player_id")).all()
    engine.dispose()
    assert [tuple(row) for row in players] == [
        ("bot9-x1", "Ada"), ("bot9-x2", "Bo Ridley"), ("bot9-x3", "Cy Ambrose")]
