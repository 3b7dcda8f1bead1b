"""Teams and rosters (db/rosters.py) on SQLite and PostgreSQL: each function does what it says,
and each mistake is refused with one sentence and changes nothing."""

from __future__ import annotations

import dataclasses
import datetime as dt
import json

import pytest
import sqlalchemy as sa

from db.card_systems import roster_positions

from db.cards import import_cards
from db.engine import writer
from db.rosters import (RosterError, RosterPlayer, TeamRow, add_player, add_team, edit_player,
                        edit_team, new_player_id, read_positions, remove_from_roster,
                        remove_team, rename_player, roster, teams)
from db.models import metadata
from db.roster_checks import roster_warnings
from db.series import create_series, list_series
from engine.systems.bot9.cards import sample_cards as bot9_samples
from engine.systems.nanyou.cards import sample_cards as nanyou_samples
from engine.systems.simulate import simulate


def _count(engine, table: str) -> int:
    with engine.connect() as db:
        return db.scalar(sa.text(f"SELECT count(*) FROM {table}"))


def test_teams_are_added_listed_and_edited(engine):
    assert teams(engine) == []
    assert add_team(engine, " tor ", "Toronto", "East") == "TOR"
    add_team(engine, "ANA", "Anaheim")
    add_player(engine, "TOR", "smitj001", "Jim Smith", "7", "6")
    assert teams(engine) == [TeamRow("ANA", "Anaheim", "", 0),
                             TeamRow("TOR", "Toronto", "East", 1)]
    edit_team(engine, "ANA", "Angels", "West")
    assert teams(engine)[0] == TeamRow("ANA", "Angels", "West", 0)


@pytest.mark.parametrize("code, error", [
    ("", "A team needs a code, such as TOR."),
    ("T O", "'T O' is not a team code: use up to 8 letters and digits."),
    ("tor", "There is already a team TOR."),
])
def test_a_bad_or_used_team_code_is_refused(engine, code, error):
    add_team(engine, "TOR", "Toronto")
    with pytest.raises(RosterError) as refused:
        add_team(engine, code, "Other")
    assert str(refused.value) == error
    assert teams(engine) == [TeamRow("TOR", "Toronto", "", 0)]


def test_an_unknown_team_is_named(engine):
    for call in (lambda: edit_team(engine, "XXX", "X"), lambda: roster(engine, "XXX"),
                 lambda: add_player(engine, "XXX", "a1", "A"),
                 lambda: edit_player(engine, "XXX", "a1", "A"),
                 lambda: remove_from_roster(engine, "XXX", "a1")):
        with pytest.raises(RosterError, match=r"^There is no team XXX\.$"):
            call()
    assert _count(engine, "players") == 0


def test_players_are_added_edited_renamed_and_removed(engine):
    add_team(engine, "TOR", "Toronto")
    added = add_player(engine, "TOR", "smitj001", "Jim Smith", "12", "p lf, RF")
    assert added == RosterPlayer("smitj001", "Jim Smith", "12", "1 7 9")
    assert added.position_numbers == (1, 7, 9) and added.position_labels == "P LF RF"
    add_player(engine, "TOR", "jonea001", "Al Jones", "", "3 dh")
    add_player(engine, "TOR", "brown001", "Bo Brown", "2", "C")
    assert [(p.player_id, p.number, p.positions) for p in roster(engine, "TOR")] == [
        ("brown001", "2", "2"), ("smitj001", "12", "1 7 9"), ("jonea001", "", "3 DH")]
    assert roster(engine, "TOR")[2].position_numbers == (3, 10)

    edited = edit_player(engine, "TOR", "smitj001", "James Smith", "21", "8")
    assert edited == RosterPlayer("smitj001", "James Smith", "21", "8")
    rename_player(engine, "jonea001", "Alan Jones")
    assert roster(engine, "TOR")[2].name == "Alan Jones"

    remove_from_roster(engine, "TOR", "brown001")
    assert [p.player_id for p in roster(engine, "TOR")] == ["smitj001", "jonea001"]
    assert _count(engine, "players") == 3  # off the roster, still in the database


def test_one_player_may_be_on_two_rosters(engine):
    add_team(engine, "TOR", "Toronto")
    add_team(engine, "ANA", "Anaheim")
    add_player(engine, "TOR", "smitj001", "Jim Smith", "7", "6")
    add_player(engine, "ANA", "smitj001", "", "9", "4")  # a known id keeps its name
    assert roster(engine, "ANA") == [RosterPlayer("smitj001", "Jim Smith", "9", "4")]
    assert roster(engine, "TOR") == [RosterPlayer("smitj001", "Jim Smith", "7", "6")]


@pytest.mark.parametrize("player_id, name, number, positions, error", [
    ("", "Al", "", "", "A player needs an id, such as smitj001."),
    ("al b", "Al", "", "", "'al b' is not a player id: use letters, digits, - and _."),
    ("new001", "", "", "", "The new player new001 needs a name."),
    ("new001", "Al", "7a", "", "'7a' is not a uniform number: use up to 3 digits."),
    ("new001", "Al", "", "1 X", "'X' is not a position: write 1–9 or DH, or P C 1B 2B 3B SS "
                                "LF CF RF."),
    ("new001", "Al", "", "10", "'10' is not a position: write 1–9 or DH, or P C 1B 2B 3B SS "
                               "LF CF RF."),
    ("new001", "Al", "", "SS 6", "The position 6 is written twice."),
    ("smitj001", "Other", "", "", "smitj001 is already on the TOR roster."),
])
def test_a_bad_player_is_refused_and_nothing_changes(engine, player_id, name, number,
                                                     positions, error):
    add_team(engine, "TOR", "Toronto")
    add_player(engine, "TOR", "smitj001", "Jim Smith", "7", "6")
    with pytest.raises(RosterError) as refused:
        add_player(engine, "TOR", player_id, name, number, positions)
    assert str(refused.value) == error
    assert roster(engine, "TOR") == [RosterPlayer("smitj001", "Jim Smith", "7", "6")]
    assert _count(engine, "players") == 1


def test_editing_removing_or_renaming_someone_unknown_is_refused(engine):
    add_team(engine, "TOR", "Toronto")
    add_player(engine, "TOR", "smitj001", "Jim Smith", "7", "6")
    with pytest.raises(RosterError, match=r"^zed001 is not on the TOR roster\.$"):
        edit_player(engine, "TOR", "zed001", "Zed", "1", "1")
    with pytest.raises(RosterError, match=r"^A player needs a name\.$"):
        edit_player(engine, "TOR", "smitj001", " ", "1", "1")
    with pytest.raises(RosterError, match=r"^'Z' is not a position"):
        edit_player(engine, "TOR", "smitj001", "Jim", "1", "Z")
    with pytest.raises(RosterError, match=r"^zed001 is not on the TOR roster\.$"):
        remove_from_roster(engine, "TOR", "zed001")
    with pytest.raises(RosterError, match=r"^There is no player zed001\.$"):
        rename_player(engine, "zed001", "Zed")
    with pytest.raises(RosterError, match=r"^A player needs a name\.$"):
        rename_player(engine, "smitj001", "")
    assert roster(engine, "TOR") == [RosterPlayer("smitj001", "Jim Smith", "7", "6")]


def test_positions_are_read_as_numbers_in_the_order_written():
    assert read_positions("") == ""
    assert read_positions("ss 4/3B") == "6 4 5"
    assert read_positions(" DH ") == "DH"
    assert read_positions("1,2, 3") == "1 2 3"


def test_a_new_player_id_is_made_from_the_name(engine):
    assert new_player_id(engine, "Jim Smith") == "smitj001"
    add_team(engine, "TOR", "Toronto")
    add_player(engine, "TOR", "smitj001", "Jim Smith")
    assert new_player_id(engine, "Joe Smithers") == "smitj002"
    assert new_player_id(engine, "Ox") == "oxxxx001"
    with pytest.raises(RosterError, match=r"^Give the player a name or an id\.$"):
        new_player_id(engine, "  ")


def test_the_roster_gives_each_player_the_card_his_games_name_him_by(engine):
    """A game names a card's player by his team and the card ("dem-b10"): the roster finds
    the card of exactly those players — checked against the players of a simulated game."""
    game = simulate("bot9", list(bot9_samples().values()), 5, ("DEM", "Demo"),
                    ("VIS", "Visitors"), {})
    played = {player: card["id"] for player, card in json.loads(game.options["cards"]).items()
              if player.startswith("dem-")}
    assert played  # the home team's box of cards
    add_team(engine, "DEM", "Demo")
    for n, (player, card_id) in enumerate(sorted(played.items()), start=1):
        add_player(engine, "DEM", player, bot9_samples()[card_id].name, str(n), "1")
    nanyou_id = sorted(nanyou_samples())[0]
    add_player(engine, "DEM", f"dem-{nanyou_id.lower()}", "Nan You", "80", "1")
    add_player(engine, "DEM", "bot9-p01", "The card's own player", "81", "1")
    add_player(engine, "DEM", "smitj001", "Jim Smith", "82", "3")
    cards = {p.player_id: p.cards for p in roster(engine, "DEM")}
    assert cards == {**{player: (("bot9", card_id),) for player, card_id in played.items()},
                     f"dem-{nanyou_id.lower()}": (("nanyou", nanyou_id),),
                     "bot9-p01": (), "smitj001": ()}
    # The games use the sample set with the imported cards in it: a reprint of one card
    # replaces it, and no player loses his card.
    (other, other_card), (kept, kept_card) = sorted(played.items())[:2]
    import_cards(engine, "bot9", [dataclasses.replace(bot9_samples()[kept_card], name="Reprint")])
    cards = {p.player_id: p.cards for p in roster(engine, "DEM")}
    assert (cards[other], cards[kept]) == ((("bot9", other_card),), (("bot9", kept_card),))


def test_a_cards_positions_are_written_as_a_roster_writes_them():
    bot9, nanyou = bot9_samples(), nanyou_samples()
    assert roster_positions("bot9", bot9["P03"]) == "1"  # a pitcher's card lists none
    assert roster_positions("bot9", bot9["B04"]) == "6"
    assert roster_positions("bot9", bot9["B12"]) == "2 3"
    assert roster_positions("bot9", bot9["B09"]) == "3 4 5 6"  # IF: the four infield bases
    assert roster_positions("bot9", bot9["B11"]) == "3 4 5 6 7 8 9"  # UT: any of those seven
    assert roster_positions("nanyou", nanyou["N13"]) == "6 4"  # the usual position first
    assert roster_positions("nanyou", nanyou["N01"]) == "1"
    assert read_positions(roster_positions("bot9", bot9["B10"])) == "7 8 9"


def _stored_game(engine, key: str, away: str, home: str) -> None:
    """A games row naming `away` at `home` (what a stored game files under its teams)."""
    with writer(engine).begin() as db:
        db.execute(sa.insert(metadata.tables["games"]).values(
            key=key, system="plain", away=away, home=home, setup="{}",
            created_at=dt.datetime(2026, 5, 1, tzinfo=dt.timezone.utc)))


def test_a_teams_code_is_corrected_with_its_roster_and_series(engine):
    add_team(engine, "PNI", "Pinecrest", "North")
    add_team(engine, "ANA", "Anaheim")
    add_player(engine, "PNI", "smitj001", "Jim Smith", "7", "6")
    create_series(engine, "Opener", "PNI", "ANA", 3)
    assert edit_team(engine, "PNI", "Pinecrest Pines", "North", new_code=" pin ") == "PIN"
    assert teams(engine) == [TeamRow("ANA", "Anaheim", "", 0),
                             TeamRow("PIN", "Pinecrest Pines", "North", 1)]
    assert [p.player_id for p in roster(engine, "PIN")] == ["smitj001"]
    assert {list_series(engine)[0].team_a, list_series(engine)[0].team_b} == {"PIN", "ANA"}


@pytest.mark.parametrize("code, error", [
    ("bos", "There is already a team BOS."),
    ("P N", "'P N' is not a team code: use up to 8 letters and digits."),
    ("TOR", "TOR's code cannot be changed: 1 stored game is filed under it."),
])
def test_a_code_already_used_or_of_a_team_with_games_is_not_changed(engine, code, error):
    for team in ("TOR", "ANA", "BOS"):
        add_team(engine, team, team.title())
    _stored_game(engine, "TOR202605010", "BOS", "TOR")
    changed = "TOR" if code == "TOR" else "ANA"
    with pytest.raises(RosterError) as refused:
        edit_team(engine, changed, "X", new_code="PIN" if code == "TOR" else code)
    assert str(refused.value) == error
    assert [t.code for t in teams(engine)] == ["ANA", "BOS", "TOR"]


def test_an_unused_team_is_removed_and_a_used_one_is_kept(engine):
    for team in ("TOR", "ANA", "BOS", "SEA"):
        add_team(engine, team, team.title())
    add_player(engine, "SEA", "smitj001", "Jim Smith", "7", "6")
    add_player(engine, "TOR", "smitj001", "Jim Smith", "7", "6")
    _stored_game(engine, "TOR202605010", "BOS", "TOR")
    _stored_game(engine, "TOR202605020", "BOS", "TOR")
    create_series(engine, "Opener", "ANA", "SEA", 3)
    remove_team(engine, "SEA")  # its roster goes, the player stays (another team has him)
    assert [t.code for t in teams(engine)] == ["ANA", "BOS", "TOR"]
    assert [p.player_id for p in roster(engine, "TOR")] == ["smitj001"]
    assert list_series(engine) == []  # a series between it and another team, with no games
    for code, error in [("TOR", "TOR cannot be removed: 2 stored games are filed under it."),
                        ("BOS", "BOS cannot be removed: 2 stored games are filed under it."),
                        ("XXX", "There is no team XXX.")]:
        with pytest.raises(RosterError) as refused:
            remove_team(engine, code)
        assert str(refused.value) == error
    assert [t.code for t in teams(engine)] == ["ANA", "BOS", "TOR"]


def test_a_shared_number_or_name_on_one_team_is_warned_of():
    players = [RosterPlayer("smitj001", "Jim Smith", "12", "6"),
               RosterPlayer("smitj002", "Jim Smith", "30", "1"),
               RosterPlayer("jonea001", "Al Jones", "12", "3"),
               RosterPlayer("leeb001", "Bo Lee", "", "8"), RosterPlayer("kimc001", "Cy Kim", "", "7")]
    assert roster_warnings("TOR", players) == [
        "2 TOR players wear number 12: Jim Smith (smitj001), Al Jones (jonea001).",
        "2 TOR players are named Jim Smith: Jim Smith (smitj001), Jim Smith (smitj002)."]
    assert roster_warnings("TOR", players[:1] + players[3:]) == []  # no number: no clash
