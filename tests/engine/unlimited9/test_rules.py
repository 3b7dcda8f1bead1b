"""The rules file (engine/systems/unlimited9/rules.toml): the components, the score cards a
score is shown with, and a file that cannot be used named in one sentence."""

from __future__ import annotations

import pytest

from engine.systems.unlimited9.rules import DEFAULT_PATH, RulesError, load_rules


def test_the_components_the_seed_counts():
    rules = load_rules()
    assert rules.diamond == ("1B", "2B", "3B", "Home") and rules.out_cards == 2
    assert rules.markers == ("Captain", "Pitcher", "Next Batter")
    tools = len(rules.diamond) + rules.out_cards + 2 * len(rules.markers)
    assert tools == 12  # the seed's twelve tool cards
    assert len(rules.score_card_faces) == 5  # each player's five two-sided score cards


@pytest.mark.parametrize("runs, cards", [(0, (0,)), (7, (7,)), (10, (1, 0)), (15, (1, 5)),
                                         (11, None), (27, None)])
def test_a_score_is_shown_a_card_a_digit(runs, cards):
    # two digits on the faces of one card (1 and 1; 2 and 7) cannot be shown at once
    assert load_rules().score_cards(runs) == cards


def test_a_rules_file_that_cannot_be_used_says_which_key(tmp_path):
    text = DEFAULT_PATH.read_text(encoding="utf-8")
    bad = tmp_path / "rules.toml"
    bad.write_text(text.replace("[[0, 5], [1, 6], [2, 7], [3, 8], [4, 9]]",
                                "[[0, 5], [1, 6], [2, 7], [3, 8], [4, 4]]"), encoding="utf-8")
    with pytest.raises(RulesError, match=r"^The tables file rules.toml: components.score_card_"
                                         r"faces must be two-sided cards showing each digit"):
        load_rules(str(bad))
    bad.write_text(text.replace('sick_when = { value = "batted pitched fielded skill"',
                                'sick_when = { value = "batted slept"'), encoding="utf-8")
    with pytest.raises(RulesError, match="game.sick_when must name some of"):
        load_rules(str(bad))


def test_a_boost_card_adds_what_the_rules_say():
    from engine.systems.unlimited9.duel import Outcome
    duel = Outcome(4, 1, False, 3, True, "SS", "1B", "red-u9-r06", attack=9, defend=6,
                   boost_max=2, per_card=2)
    assert duel.needed == 2 and not duel.caught(1) and duel.caught(2)
    assert Outcome(4, 1, False, 3, True, "SS", "1B", "red-u9-r06", attack=9, defend=6,
                   boost_max=3).needed == 3  # one a card, the seed's
