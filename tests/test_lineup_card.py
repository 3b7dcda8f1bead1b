"""Both teams' lineup cards and benches as the game stands (scorebook/lineup_card.py,
scorebook/bench.py): each slot's player now and those before him, positions after every
change, the pitchers used, who is due up, a designated hitter game, extra innings, the game as
it stands after fewer answers (an undo), and who can still come in from the roster or, in
Bottom of the 9th, from the cards of a team that bats or takes the field."""

from __future__ import annotations

import random

from engine.core.setup import GameSetup, LineupSpot, Ruleset, TeamSheet
from engine.systems import get_system
from engine.systems.bot9.cards import sample_cards
from engine.systems.session import Session, replay
from engine.systems.simulate import sim_module
from db.rosters import RosterPlayer
from scorebook.bench import bench_groups
from scorebook.lineup_card import AT_BAT, IN_THE_HOLE, LEADS_OFF, ON_DECK, lineup_cards
from tests.db.conftest import team

#: The visitors' 4th to 8th batters single after six outs; Zed Zulu bats for A Player 9, the
#: pitcher, and the top of the 2nd ends: Rae Lief comes in to pitch in his slot.
BATTED_FOR = (["K"] * 6 + ["S8"] * 5 + ['sub zulu "Zed Zulu" 0 9 11', "K", "K", "K",
                                       'sub lief "Rae Lief" 0 9 1'])


def session(lines, setup: GameSetup | None = None):
    setup = setup or GameSetup(away=team("AAA", "a"), home=team("BBB", "b"))
    return replay(get_system("plain"), setup, {}, lines)[0]


def test_at_the_start_each_slot_holds_its_starter_and_the_first_three_are_due():
    away, home = lineup_cards(session([]))
    assert [(s.number, s.now.name, s.now.position) for s in away.slots][:2] == [
        (1, "A Player 1", "CF"), (2, "A Player 2", "2B")]
    assert [s.due for s in away.slots[:4]] == [AT_BAT, ON_DECK, IN_THE_HOLE, ""]
    assert away.at_bat and not home.at_bat
    assert [s.due for s in home.slots][0] == LEADS_OFF
    assert [(p.name, p.came_in, p.now) for p in home.pitchers] == [("B Player 9", "started", True)]


def test_the_due_marks_go_round_the_order():
    away, _ = lineup_cards(session(["W"] * 7))  # the 8th batter up
    assert [s.due for s in away.slots] == [IN_THE_HOLE] + [""] * 6 + [AT_BAT, ON_DECK]


def test_a_pinch_hitter_then_a_reliever_in_his_slot():
    batted = session(BATTED_FOR[:12])
    away, _ = lineup_cards(batted)
    ninth = away.slots[8]
    assert (ninth.now.name, ninth.now.position, ninth.due) == ("Zed Zulu", "PH", AT_BAT)
    assert [(p.name, p.position, p.gone) for p in ninth.before] == [("A Player 9", "P", True)]
    assert away.needs_pitcher and away.at_bat  # before the team takes the field

    away, home = lineup_cards(session(BATTED_FOR[:15]))  # the top half is over
    assert away.needs_pitcher and not away.at_bat
    assert [(p.name, p.now, p.gone) for p in away.pitchers] == [("A Player 9", False, True)]

    away, home = lineup_cards(session(BATTED_FOR))
    ninth = away.slots[8]
    assert (ninth.now.name, ninth.now.position) == ("Rae Lief", "P")
    assert [(p.name, p.position, p.gone) for p in ninth.before] == [
        ("A Player 9", "P", True), ("Zed Zulu", "PH", True)]
    assert [(p.name, p.came_in, p.now, p.gone) for p in away.pitchers] == [
        ("A Player 9", "started", False, True), ("Rae Lief", "bottom 2nd", True, False)]
    assert not away.needs_pitcher
    assert all(not slot.before for slot in home.slots)  # the other team's card is its own


def test_a_position_change_is_the_position_now():
    moved = session(['sub a7 "A Player 7" 0 7 8', 'sub a8 "A Player 8" 0 8 7'])
    away, _ = lineup_cards(moved)
    assert [(s.now.name, s.now.position, s.before) for s in away.slots[6:8]] == [
        ("A Player 7", "CF", ()), ("A Player 8", "LF", ())]


def test_fewer_answers_give_the_lineup_as_it_was():
    away, _ = lineup_cards(session(BATTED_FOR[:11]))  # as after undoing the pinch hitter
    assert away.slots[8].now.name == "A Player 9" and not away.slots[8].before


def dh_team(code: str, prefix: str) -> TeamSheet:
    spots = [LineupSpot(f"{prefix}{slot}", f"{prefix.upper()} Player {slot}", slot, position)
             for slot, position in enumerate((8, 4, 6, 3, 5, 7, 9, 2, 10), start=1)]
    return TeamSheet(code, code, (*spots, LineupSpot(f"{prefix}p", "Starter", 0, 1)))


def test_with_the_designated_hitter_the_pitcher_has_a_row_of_his_own():
    setup = GameSetup(away=dh_team("AAA", "a"), home=dh_team("BBB", "b"), rules=Ruleset(dh=True))
    away, home = lineup_cards(session(["K"] * 3 + ['sub br "Bullpen" 1 0 1'], setup))
    assert away.designated_hitter.name == "A Player 9"
    pitcher = home.slots[-1]
    assert (pitcher.number, pitcher.now.name, pitcher.now.position) == (0, "Bullpen", "P")
    assert [(p.name, p.gone) for p in pitcher.before] == [("Starter", True)]
    assert [(p.name, p.came_in) for p in home.pitchers] == [("Starter", "started"),
                                                            ("Bullpen", "bottom 1st")]
    # The pitcher moves into the order for the DH: slot 0 is no more, its history stays.
    away, home = lineup_cards(session(["K"] * 3 + ['sub bp "Starter" 1 9 1'], setup))
    assert home.slots[8].now.name == "Starter" and home.designated_hitter is None
    assert [(p.name, p.gone) for p in home.slots[8].before] == [("B Player 9", True)]


def test_an_extra_inning_reliever_and_a_game_over():
    lines = ["K"] * 54 + ['sub lief "Rae Lief" 1 9 1'] + ["K"] * 3 + ["HR"]  # a walk-off
    away, home = lineup_cards(session(lines))
    assert home.pitchers[-1].came_in == "top 10th"
    assert not away.at_bat and not home.at_bat
    assert all(not slot.due for slot in (*away.slots, *home.slots))
    assert not any(p.now for p in (*away.pitchers, *home.pitchers))  # nobody pitches now


def player(pid: str, name: str, number: str = "", positions: str = "") -> RosterPlayer:
    return RosterPlayer(pid, name, number, positions)


def test_the_bench_is_the_roster_less_everyone_used():
    roster = (player("a1", "A Player 1", "1", "2"), player("zulu", "Zed Zulu", "12", "7 9"),
              player("lief", "Rae Lief", "", "1"), player("spare", "Sam Spare", "", "3 DH"))
    (before,) = bench_groups(session([]), "plain", 0, roster)
    assert [(p.name, p.about) for p in before.players] == [
        ("Zed Zulu", "#12 · LF RF"), ("Rae Lief", "P"), ("Sam Spare", "1B DH")]
    (after,) = bench_groups(session(BATTED_FOR), "plain", 0, roster)
    assert [p.name for p in after.players] == ["Sam Spare"]
    (none,) = bench_groups(session([]), "plain", 1, None)
    assert not none.players and "BBB has no roster" in none.note


def card_game(system: str, options: dict[str, str]):
    """A game of `system` set up as `scorebook sim` sets one up, from the sample cards."""
    sim = sim_module(system)
    setup, stored = sim.sim_setup(list(sample_cards().values()), random.Random("lineups"),
                                  ("HOM", "Home"), ("VIS", "Visitors"), options)
    return Session(get_system(system), setup, stored)


def test_bottom_of_the_9th_one_inning_visitors_only_pitch_and_home_only_bats():
    game = card_game("bot9", {})
    away, home = (bench_groups(game, "bot9", side, None) for side in (0, 1))
    assert [group.title for group in away] == ["Bullpen"]
    assert [group.title for group in home] == ["Bench"]
    visitors, hosts = lineup_cards(game)
    assert [slot.number for slot in visitors.slots] == [0] and not hosts.pitchers
    multi = card_game("bot9", {"innings": "9"})
    assert [g.title for g in bench_groups(multi, "bot9", 0, None)] == ["Bullpen", "Bench"]
