"""Setting up a game of Nanyou (rules/nanyou.md §1.2): the draft, who bats first, the lineups
with their positions and bench, the DH, the mascot card, options and their mistakes."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.core.errors import ScorebookError
from engine.systems.nanyou.cards import sample_cards
from engine.systems.nanyou.draft import DraftError, computer_draft, roll_off, start_draft
from engine.systems.nanyou.lineup import best_lineup, worth
from engine.systems.nanyou.sim import sim_setup
from engine.systems.nanyou.state import OptionError, read_options
from engine.systems.nanyou.teams import SetupError, TeamCards, check_team
from tests.engine.nanyou.game import team

POOL = list(sample_cards().values())
TEAMS = (("HOM", "Home"), ("VIS", "Visitors"))


def test_the_draft_rolls_for_the_first_pick_and_alternates_to_fifteen_each():
    draft = start_draft(POOL, random.Random(3))
    first = draft.first
    draft = draft.pick("N23")
    assert draft.picks[first][0].id == "N23" and draft.side == 1 - first
    with pytest.raises(DraftError, match="N23 cannot be drafted: it is not among the cards left"):
        draft.pick("N23")
    draft = computer_draft(draft, random.Random(3))
    assert draft.done and [len(p) for p in draft.picks] == [15, 15] and not draft.pool
    assert not {c.id for c in draft.picks[0]} & {c.id for c in draft.picks[1]}
    assert {start_draft(POOL, random.Random(s)).first for s in range(20)} == {0, 1}
    assert {roll_off(random.Random(s)) for s in range(20)} == {0, 1}
    with pytest.raises(DraftError, match="The draft is over"):
        draft.pick("N01")


def test_the_computer_drafts_balanced_sides_that_can_field_every_position():
    for seed in range(40):
        draft = computer_draft(start_draft(POOL, random.Random(seed)), random.Random(seed))
        for picks in draft.picks:
            assert Counter(c.role for c in picks) == {"P": 4, "C": 2, "IF": 5, "OF": 4}
            best_lineup("T", "Team", picks)  # raises if a position cannot be covered


def test_a_draft_needs_thirty_cards():
    with pytest.raises(DraftError, match="The card set has 20 cards; a draft of 15 each needs 30"):
        start_draft(POOL[:20], random.Random(1))


def test_the_best_lineup_covers_every_position_bats_the_pitcher_ninth_and_benches_the_rest():
    roster = computer_draft(start_draft(POOL, random.Random(7)), random.Random(7)).picks[0]
    side = best_lineup("T", "Team", roster)
    positions = [p for _, p in side.lineup]
    assert sorted(positions) == list(range(1, 10)) and positions[-1] == 1
    assert len(side.bench) == 6 and all(card.plays(pos) for card, pos in side.lineup)
    bats = [worth(c) for c, p in side.lineup[:-1]]
    assert bats == sorted(bats, reverse=True)
    with_dh = best_lineup("T", "Team", roster, dh=True)
    assert 10 in [p for _, p in with_dh.lineup] and with_dh.pitcher is side.lineup[-1][0]
    assert len(with_dh.bench) == 5


def test_sim_setup_drafts_rolls_for_home_and_stores_cards_and_benches():
    setup, options = sim_setup(POOL, random.Random(2), *TEAMS, {"errors": "on"})
    assert setup.rules.innings == 9 and setup.rules.extra_innings and not setup.rules.dh
    assert options["errors"] == "on" and "draft" not in options
    state = read_options(options)
    assert len(state.cards) == 30 and [len(b) for b in state.benches] == [6, 6]
    homes = {sim_setup(POOL, random.Random(s), *TEAMS, {})[0].home.lineup[0].player for s in range(8)}
    assert len(homes) > 1  # which drafted side bats last depends on the roll


def test_without_the_draft_each_side_has_its_own_box_and_the_mascot_joins_the_home_team():
    setup, options = sim_setup(POOL, random.Random(2), *TEAMS, {"draft": "off"})
    home = [s.player.split("-", 1)[1] for s in setup.home.lineup]
    away = [s.player.split("-", 1)[1] for s in setup.away.lineup]
    assert home == away  # the same cards: two boxes of the game
    setup, options = sim_setup(POOL, random.Random(2), *TEAMS, {"draft": "off", "mascot": "阿明"})
    state = read_options(options)
    assert state.cards["hom-mascot"].name == "阿明" and "vis-mascot" not in state.cards
    players = {s.player for s in setup.home.lineup} | set(state.benches[1])
    assert "hom-mascot" in players and len(players) == 16
    assert "mascot" not in options


def test_a_lineup_that_does_not_cover_the_field_names_what_is_wrong():
    side = team("HOM")
    lineup = list(side.lineup)
    lineup[1] = (lineup[1][0], 3)  # the shortstop sent to first base: two there, none at short
    with pytest.raises(SetupError, match="does not cover every position: SS"):
        check_team(TeamCards("HOM", "Home", tuple(lineup)), dh=False)
    lineup = list(side.lineup)
    lineup[1], lineup[6] = (lineup[1][0], 2), (lineup[6][0], 6)  # the shortstop behind the plate
    with pytest.raises(SetupError, match=r"HOM2 \(Player HOM2\) cannot play C: the card plays 1B, "
                                         r"2B, 3B, SS, LF, CF, RF"):
        check_team(TeamCards("HOM", "Home", tuple(lineup)), dh=False)
    with pytest.raises(SetupError, match="plays with the DH: name the pitcher"):
        check_team(TeamCards("HOM", "Home", team("HOM", dh=True).lineup), dh=True)


@pytest.mark.parametrize("options, message", [
    ({"speed": "on"}, "Nanyou has no option 'speed'"),
    ({"errors": "maybe"}, "Option errors='maybe' is not known: use on or off."),
    ({"mode": "contest"}, "Option mode='contest' is not known: use full or batting."),
    ({"cards": "{"}, "The game's cards are not valid JSON"),
])
def test_a_bad_option_is_one_sentence(options, message):
    with pytest.raises(OptionError, match=message):
        read_options(options)


def test_sim_setup_refuses_an_unknown_draft_switch():
    with pytest.raises(ScorebookError, match="Option draft='sometimes' is not known"):
        sim_setup(POOL, random.Random(1), *TEAMS, {"draft": "sometimes"})
