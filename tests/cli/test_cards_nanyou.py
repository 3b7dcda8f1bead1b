"""`scorebook cards import nanyou FILE`, `cards list nanyou` and `cards reset nanyou`: a file of
some cards adds them to the set in use or replaces the cards of the same ids — it never leaves a
set of only its own cards — a bad file changes nothing and says why in one sentence, and
`cards reset` goes back to the bundled set without touching the games already stored."""

from __future__ import annotations

import json

from db.cards import game_cards
from db.replay import game_state
from engine.systems.nanyou.cards import BUNDLED, sample_cards
from tests.command_line import scorebook

SAMPLE = BUNDLED.read_text(encoding="utf-8")


def one_card(card_id: str, **fields: str) -> str:
    """The bundled N07's table, as card `card_id` with other `fields` (a new card, or a
    reprint of one of the set)."""
    start = SAMPLE.index('[[card]]\nid = "N07"')
    table = SAMPLE[start:SAMPLE.index("[[card]]", start + 1)].replace('"N07"', f'"{card_id}"')
    for key, value in fields.items():
        table = "\n".join(f'{key} = "{value}"' if line.startswith(f"{key} = ") else line
                          for line in table.splitlines()) + "\n"
    return table


def listed(db_url) -> dict[str, dict]:
    result = scorebook(db_url, "cards", "list", "nanyou", "--format", "json")
    assert result.exit_code == 0, result.output
    return {row["id"]: row for row in json.loads(result.stdout)}


def test_importing_one_new_card_adds_it_to_the_set_in_use(db_url, engine, tmp_path):
    new = tmp_path / "new.toml"
    new.write_text(one_card("N31", name="New Arm"), encoding="utf-8")
    result = scorebook(db_url, "cards", "import", "nanyou", str(new))
    assert result.exit_code == 0, result.output
    assert result.stdout == "Imported 1 cards into nanyou (1 P, 0 C, 0 IF, 0 OF).\n"
    cards = game_cards(engine, "nanyou")
    assert len(cards) == 31 and cards["N31"].name == "New Arm"
    assert {card_id: cards[card_id] for card_id in sample_cards()} == sample_cards()
    rows = listed(db_url)
    assert len(rows) == 31 and rows["N31"]["source"] == "imported"
    assert {rows[card_id]["source"] for card_id in sample_cards()} == {"sample"}


def test_a_card_of_the_set_imported_again_replaces_it_and_imports_add_up(db_url, engine, tmp_path):
    reprint = tmp_path / "reprint.toml"
    reprint.write_text(one_card("n07", grade="A", provenance="my box"), encoding="utf-8")
    assert scorebook(db_url, "cards", "import", "nanyou", str(reprint)).exit_code == 0
    new = tmp_path / "new.toml"
    new.write_text(one_card("N32"), encoding="utf-8")
    assert scorebook(db_url, "cards", "import", "nanyou", str(new)).exit_code == 0
    cards = game_cards(engine, "nanyou")
    assert len(cards) == 31 and "N07" not in cards and cards["n07"].grade == "A"
    rows = listed(db_url)
    assert (rows["n07"]["grade"], rows["n07"]["provenance"], rows["n07"]["source"]) == \
        ("A", "my box", "imported")
    assert rows["N32"]["source"] == "imported" and rows["N08"]["source"] == "sample"


def test_a_draft_takes_the_set_with_the_imported_card(db_url, engine, tmp_path):
    new = tmp_path / "new.toml"
    new.write_text(one_card("N31"), encoding="utf-8")
    scorebook(db_url, "cards", "import", "nanyou", str(new))
    result = scorebook(db_url, "sim", "nanyou", "--seed", "2", "--processes", "1")
    assert result.exit_code == 0, result.output


def test_a_bad_card_file_changes_nothing_and_names_the_card_and_field(db_url, tmp_path):
    good = tmp_path / "good.toml"
    good.write_text(one_card("N31"), encoding="utf-8")
    scorebook(db_url, "cards", "import", "nanyou", str(good))
    before = listed(db_url)
    bad = tmp_path / "bad.toml"
    bad.write_text(one_card("N07", grade="A") + one_card("N33", grade="E"), encoding="utf-8")
    result = scorebook(db_url, "cards", "import", "nanyou", str(bad))
    assert result.exit_code == 1 and result.stdout == ""
    assert result.stderr == f"{bad}, card N33, field grade: 'E' is not one of A, B, C, D.\n"
    assert listed(db_url) == before


def test_reset_goes_back_to_the_bundled_set_and_stored_games_keep_their_cards(db_url, engine,
                                                                              tmp_path):
    reprint = tmp_path / "reprint.toml"
    reprint.write_text(one_card("N07", grade="A") + one_card("N31"), encoding="utf-8")
    scorebook(db_url, "cards", "import", "nanyou", str(reprint))
    assert scorebook(db_url, "sim", "nanyou", "--seed", "3", "--processes", "1").exit_code == 0
    result = scorebook(db_url, "cards", "reset", "nanyou")
    assert result.exit_code == 0, result.output
    assert result.stdout == ("Removed the 2 imported nanyou cards: the games use the bundled "
                             "sample set again.\n")
    assert game_cards(engine, "nanyou") == sample_cards()
    assert {row["source"] for row in listed(db_url).values()} == {"sample"}
    again = scorebook(db_url, "cards", "reset", "nanyou")
    assert again.exit_code == 0
    assert again.stdout == "No nanyou cards are imported: the games use the bundled sample set.\n"
    assert scorebook(db_url, "db", "rebuild").exit_code == 0
    played = game_state(engine, "sim-nanyou-3-1").state.options.cards.values()
    assert {card.grade for card in played if card.id == "N07"} == {"A"}
