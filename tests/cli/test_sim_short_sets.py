"""`scorebook sim` with a card set or rules file that asks more of a deck than it holds: one
sentence on stderr, exit 1, no game stored (no traceback)."""

from __future__ import annotations

from pathlib import Path

from engine.systems.unlimited9.rules import DEFAULT_PATH
from tests.command_line import games, scorebook, scorebook_process

RELIEVER = ('[[card]]\nid = "LR1"\ndeck = "PT"\nrole = "long"\ngrade = 1\n'
            'lines = [[5, 2, 3], [4, 1, 2], [3, 1, 1]]\nprovenance = "owner"\n')


def refused(db_url: str, *args: str) -> str:
    result = scorebook_process("--db", db_url, "sim", *args, "--seed", "1")
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert result.stderr.count("\n") == 1 and result.stdout == ""
    return result.stderr.strip()


def test_pro_with_a_pitcher_deck_of_relievers_only_is_one_sentence(db_url, tmp_path: Path):
    path = tmp_path / "relievers.toml"
    path.write_text(RELIEVER, encoding="utf-8")
    assert scorebook(db_url, "cards", "import", "pizzabox", str(path)).exit_code == 0
    assert refused(db_url, "pizzabox", "--option", "level=PRO") == (
        'Level PRO needs a starter pitcher type card (role = "starter") for each team\'s '
        "starter: the card set has none.")
    assert games(db_url) == []


def test_opening_hands_larger_than_the_event_cards_are_one_sentence(db_url, tmp_path: Path):
    rules = tmp_path / "rules.toml"
    rules.write_text(DEFAULT_PATH.read_text(encoding="utf-8").replace(
        "first_hand_per_colour = { value = 2,", "first_hand_per_colour = { value = 8,"), encoding="utf-8")
    assert refused(db_url, "unlimited9", "--option", f"tables={rules}") == (
        "The card set has 14 blue event cards: two opening hands of 8 of each colour (the rules' "
        "game.first_hand_per_colour) need 16.")
    assert games(db_url) == []
