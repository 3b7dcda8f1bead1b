"""`scorebook contest nanyou`: the computer plays a batting contest, prints it and stores it
(unless --no-store); a contest that cannot be played is one sentence and exit 1.
`contest record`, `list` and `show`: tests/cli/test_contest_record.py."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from engine.systems.nanyou.cards import sample_cards
from scorebook.cli import app


def run(db: str, *args: str):
    return CliRunner().invoke(app, ["--db", db, "contest", "nanyou", *args])


@pytest.fixture
def db(tmp_path) -> str:
    return f"sqlite:///{tmp_path / 'c.db'}"


def test_the_computer_plays_a_contest_round_by_round_and_stores_it(db):
    result = run(db, "--players", "3", "--rounds", "4", "--seed", "5")
    assert result.exit_code == 0, result.output
    out = result.output
    assert out.startswith("Nanyou batting contest, seed 5: 3 players, 4 rounds (stored as contest 1).")
    for line in ("Picking order (one die each): ", "Picks: ", "Batting order (two dice each): ",
                 "Round 1\n", "Round 4\n", "place  player    card  points  name"):
        assert line in out
    # the computer takes the sample card worth the most points a turn with the first pick
    first = out.split("Picks: ")[1].split(",")[0]
    assert first.split()[2] == "N24"
    winner = out.strip().splitlines()[-1]
    assert winner.startswith("Winner: Player ") and winner.endswith(" points.")
    games = CliRunner().invoke(app, ["--db", db, "games", "--format", "json"])
    assert json.loads(games.output) == []  # a contest is no baseball game
    [stored] = json.loads(CliRunner().invoke(
        app, ["--db", db, "contest", "list", "--format", "json"]).output)
    assert (stored["id"], stored["rounds"], stored["status"]) == (1, 4, "final")
    assert winner.startswith(f"Winner: {stored['winner']} (")
    shown = CliRunner().invoke(app, ["--db", db, "contest", "show", "1"]).output
    assert shown.split("\n", 1)[1] == out.split("\n", 1)[1]  # the same contest, replayed


def test_no_store_plays_it_and_stores_nothing(db):
    result = run(db, "--seed", "5", "--no-store", "--format", "json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["contest"] is None
    assert run(db, "--seed", "5", "--no-store").output.startswith(
        "Nanyou batting contest, seed 5: 2 players, 9 rounds (not stored).")
    listed = CliRunner().invoke(app, ["--db", db, "contest", "list", "--format", "json"])
    assert json.loads(listed.output) == []


def test_json_gives_every_turn_and_the_points_add_up(db):
    result = run(db, "--players", "4", "--rounds", "3", "--seed", "12", "--format", "json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    players = [f"Player {n}" for n in range(1, 5)]
    assert sorted(data["batting_order"]) == players and sorted(data["pick_order"]) == players
    assert len([t for t in data["turns"] if t["round"] <= 3]) == 4 * 3
    for row in data["points"]:
        assert row["points"] == sum(t["points"] for t in data["turns"] if t["player"] == row["player"])
    assert data["points"][0]["player"] == data["winner"] and data["points"][0]["place"] == 1
    assert data["points"][0]["points"] > max(r["points"] for r in data["points"][1:])
    picked = {row["card"] for row in data["points"]}
    assert len(picked) == 4 and picked <= set(sample_cards())


def test_the_same_seed_plays_the_same_contest(db):
    one, two = run(db, "--seed", "77"), run(db, "--seed", "77")
    assert one.exit_code == 0
    assert one.output.replace("contest 1", "contest 2") == two.output
    assert run(db, "--seed", "78").output != one.output


def test_cards_named_are_the_players_cards_and_nobody_picks(db):
    result = run(db, "--cards", "n05,N17,N30", "--rounds", "2", "--seed", "3", "--format", "json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["pick_order"] == [] and all(r["stage"] == "bat" for r in data["order_rolls"])
    assert {r["player"]: r["card"] for r in data["points"]} == {
        "Player 1": "N05", "Player 2": "N17", "Player 3": "N30"}


@pytest.mark.parametrize("args, message", [
    (("--cards", "N01,N99"), "Player 2's card N99 is not in the card set."),
    (("--players", "1"), "A batting contest needs 2 or more players, not 1."),
    (("--cards", "N01"), "A batting contest needs 2 or more players, not 1."),
    (("--rounds", "0"), "A batting contest needs 1 or more rounds, not 0."),
    (("--players", "2", "--cards", "N01,N02"),
     "Give --players or --cards, not both: with --cards every card is a player."),
    (("--players", "31"), "The card set has 30 cards left to pick from, and 31 players must pick one."),
])
def test_a_contest_that_cannot_be_played_is_one_sentence_and_exit_1(db, args, message):
    result = run(db, *args)
    assert result.exit_code == 1
    assert result.output == message + "\n"


def test_the_help_says_the_contest_is_stored(db):
    result = CliRunner().invoke(app, ["contest", "nanyou", "--help"])
    assert result.exit_code == 0
    assert "The contest is stored, every die and choice, unless --no-store." in result.output
