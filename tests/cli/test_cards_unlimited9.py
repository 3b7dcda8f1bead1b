"""`scorebook cards import unlimited9 FILE` and `scorebook cards list unlimited9`: characters are
players, event cards are not; a file must make a playable set with the house cards of the kind
it lacks; a bad file stores nothing and says why in one sentence."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import sqlalchemy as sa

from db.card_systems import roster_positions

from db.cards import game_cards, import_cards, team_cards
from db.engine import make_engine
from engine.systems.unlimited9.card_file import BUNDLED, card_from_data, house_set
from tests.command_line import scorebook

ROOT = Path(__file__).resolve().parents[2]
HOUSE = BUNDLED.read_text(encoding="utf-8")
EVENTS = HOUSE[HOUSE.index("# ── blue event cards"):]  # the house events alone


def stored(db_url) -> tuple[list[tuple], list[tuple]]:
    """The unlimited9 cards (id, player id, name) and the players in the database."""
    engine = make_engine(db_url)
    with engine.connect() as db:
        cards = db.execute(sa.text("SELECT data, player_id, name FROM cards "
                                   "WHERE system = 'unlimited9'")).all()
        players = db.execute(sa.text("SELECT player_id, name FROM players "
                                     "ORDER BY player_id")).all()
    engine.dispose()
    return (sorted((json.loads(data)["id"], player, name) for data, player, name in cards),
            [tuple(row) for row in players])


def listed(db_url) -> list[dict]:
    result = scorebook(db_url, "cards", "list", "unlimited9", "--format", "json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


@pytest.fixture
def house_file(tmp_path):
    path = tmp_path / "house.toml"
    path.write_text(HOUSE, encoding="utf-8")
    return path


def test_import_the_house_file_and_list_it(db_url, house_file):
    result = scorebook(db_url, "cards", "import", "unlimited9", str(house_file))
    assert result.exit_code == 0, result.output
    assert result.stdout == "Imported 69 cards into unlimited9 (27 characters, 42 event cards).\n"
    cards, players = stored(db_url)
    assert len(cards) == 69 and ("B01", "unlimited9-b01", "Rin Aoba") in cards
    assert ("E01", None, "Fundamentals Drill") in cards  # an event card is no player
    assert sum(player is not None for _, player, _ in cards) == 27
    assert len(players) == 27 and ("unlimited9-r09", "Tsubasa Enomoto") in players
    rows = listed(db_url)
    assert len(rows) == 69 and {row["source"] for row in rows} == {"imported"}
    # importing again replaces the cards: nothing is stored twice
    scorebook(db_url, "cards", "import", "unlimited9", str(house_file))
    assert stored(db_url) == (cards, players)


def test_list_without_imports_shows_the_house_set(db_url):
    result = scorebook(db_url, "cards", "list", "unlimited9")
    assert result.exit_code == 0
    assert result.stderr == \
        "No unlimited9 cards have been imported: these are the bundled sample cards.\n"
    header = result.stdout.splitlines()[0].split()
    assert header == ["id", "kind", "name", "colour", "positions", "cost", "batting", "pitching",
                      "fielding", "text", "provenance", "source"]
    rows = {row["id"]: row for row in listed(db_url)}
    assert len(rows) == 69 and {row["source"] for row in rows.values()} == {"sample"}
    assert rows["B01"] == {
        "id": "B01", "kind": "character", "name": "Rin Aoba", "colour": "blue", "positions": "P",
        "cost": 4, "batting": 2, "pitching": 3, "fielding": 3,
        "text": "Paint the Corner (pitching, blue): no_cancel", "provenance": "house-default",
        "source": "sample"}
    assert rows["B02"]["text"].endswith(" | sick")
    assert rows["E29"] == {
        "id": "E29", "kind": "event", "name": "Morning Practice", "colour": "red",
        "positions": "", "cost": None, "batting": None, "pitching": None, "fielding": None,
        "text": "Fired up: power(+1) | Extra hands: draw(1)", "provenance": "house-default",
        "source": "sample"}


def test_a_file_of_event_cards_keeps_the_house_characters(db_url, tmp_path):
    mine = tmp_path / "events.toml"
    mine.write_text(EVENTS.replace('id = "E', 'id = "V').replace("house-default", "mine"))
    result = scorebook(db_url, "cards", "import", "unlimited9", str(mine))
    assert result.stdout == "Imported 42 cards into unlimited9 (0 characters, 42 event cards).\n"
    rows = listed(db_url)
    assert {(row["kind"], row["source"]) for row in rows} == {("character", "sample"),
                                                              ("event", "imported")}
    assert len(rows) == 69 and not any(row["id"].startswith("E") for row in rows)
    assert stored(db_url)[1] == []  # no players: the characters are the house's


@pytest.mark.parametrize("change, problem", [
    (lambda text: text.replace('5 = "CF 2B"', '5 = "ZZ 1B"', 1),
     "card B01, field hits.5: 'ZZ 1B' is not a position and hit"),
    (lambda text: text.replace('effect = "catch(+2)"', 'effect = "catch(+0)"', 1),
     "card B03, field skills[1].effect: 'catch(+0)': catch(0) changes nothing"),
    (lambda text: text.replace('colour = "red"', 'colour = "pink"', 1),
     "card R01, field colour: 'pink' is not a colour"),
    (lambda text: text[:text.index('[[card]]\nid = "B06"')] + EVENTS,
     "makes no playable set: it has 5 blue characters"),
    (lambda text: text.replace('[[card]]\nid = "B01"', '[[cards]]\nid = "B01"'),
     "'cards' is not part of a card file"),
])
def test_a_bad_file_stores_nothing_and_says_why_in_one_sentence(db_url, tmp_path, change,
                                                                  problem):
    good = tmp_path / "good.toml"
    good.write_text(EVENTS.replace("house-default", "first import"))
    scorebook(db_url, "cards", "import", "unlimited9", str(good))
    before = stored(db_url)
    bad = tmp_path / "bad.toml"
    bad.write_text(change(HOUSE))
    assert bad.read_text() != HOUSE
    result = scorebook(db_url, "cards", "import", "unlimited9", str(bad))
    assert result.exit_code == 1 and result.stdout == ""
    assert result.stderr.startswith(str(bad)) and problem in result.stderr, result.stderr
    assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.stderr
    assert stored(db_url) == before


def test_a_bad_file_in_its_own_process_is_one_line_and_exit_1(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text(HOUSE.replace('position = "SS"', 'position = "DH"', 1))
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path),
           "SCOREBOOK_DB": f"sqlite:///{tmp_path / 'x.db'}"}
    done = subprocess.run([sys.executable, "-m", "scorebook", "cards", "import", "unlimited9",
                           str(bad)], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr == (f"{bad}, card B06, field position: 'DH' is not a position: use "
                           "P C 1B 2B 3B SS LF CF RF.\n")


def test_the_games_cards_characters_as_players_of_a_team(engine):
    assert game_cards(engine, "unlimited9") == dict(house_set().cards)
    mine = [card for card in house_set().events]
    import_cards(engine, "unlimited9", mine[:20])
    cards = game_cards(engine, "unlimited9")
    assert len(cards) == 47 and [c.id for c in cards.values() if c.id.startswith("E")] == \
        [c.id for c in mine[:20]]
    players = team_cards(engine, "unlimited9", "BRK")
    assert len(players) == 27 and players["brk-u9-b06"].position == "SS"  # no event card
    assert roster_positions("unlimited9", players["brk-u9-b06"]) == "6"
    assert roster_positions("unlimited9", mine[0]) == ""


def test_a_card_id_replaces_a_card_of_the_other_kind(db_url, engine):
    house = house_set()
    import_cards(engine, "unlimited9", [house.event("E01")])
    character = card_from_data({**house.character("B01").to_data(), "id": "e01"})
    import_cards(engine, "unlimited9", [character])
    assert stored(db_url)[0] == [("e01", "unlimited9-e01", "Rin Aoba")]
    import_cards(engine, "unlimited9", [house.event("E01")])
    assert stored(db_url)[0] == [("E01", None, "Fundamentals Drill")]
