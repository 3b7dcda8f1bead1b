"""Round trips of games typed at the table for what official files rarely show: events in the
middle of a plate appearance, the extra-innings runner, the designated hitter, a run unearned
for the team only, a called game. What is compared: tests/exports/test_round_trip.py.
"""

from __future__ import annotations

from db.recording import create_game, record
from engine.core.setup import GameSetup, LineupSpot, Ruleset, TeamSheet
from tests.db.conftest import db_url, engine, team  # noqa: F401  (fixtures)
from tests.exports.test_retrosheet_export_syntax import problems
from tests.exports.test_round_trip import (assert_same_box_scores, assert_same_plays,
                                           plays_by_game, round_trip)


def typed_game(engine, key: str, lines: list[str], setup: GameSetup | None = None) -> None:
    """A game of AAA at BBB typed line by line (tests/db/conftest.py's lineups)."""
    setup = setup or GameSetup(away=team("AAA", "a"), home=team("BBB", "b"))
    create_game(engine, key, "plain", setup,
                date="2024-05-01", season="2024")
    for line in lines:
        record(engine, key, line)


def test_a_run_unearned_only_for_the_team_round_trips(engine, tmp_path):
    """Rule 9.16(i): two out, an error extends the inning, a reliever comes in and gives up a
    home run. The runner who reached on the error scores unearned (UR); the batter's run is
    unearned for the team but earned for the reliever (TUR) — reconstructed at the table,
    marked in the file."""
    relief = 'sub r1 "Rel Iever" home 9 P'
    typed_game(engine, "g1", ["K", "K", "E6", relief, "HR", "K"] + ["K"] * 51)
    imported = round_trip(engine, tmp_path)
    records = (tmp_path / "files" / "2024BBB.EVN").read_text().splitlines()
    assert "play,1,0,a4,00,.,HR.1-H(UR);B-H(TUR)" in records
    assert records[-3:] == ["data,er,a9,0", "data,er,b9,0", "data,er,r1,1"]
    assert_same_plays(engine, imported, whole_text=False)
    assert_same_box_scores(engine, imported)
    imported.dispose()


def test_a_called_game_round_trips_with_its_reason(engine, tmp_path):
    """A game called in the middle of a plate appearance: the file stops after an NP record
    carrying the pitch, with the reason in a comment. Retrosheet has no record for the reason;
    the importer ends the game there, with the reason our comment gives."""
    typed_game(engine, "g1", ["bcx S8", "K", "b", "end rain"])
    imported = round_trip(engine, tmp_path)
    records = (tmp_path / "files" / "2024BBB.EVN").read_text().splitlines()
    assert records[-4:] == ["play,1,0,a3,10,B,NP", 'com,"game called: rain"',
                            "data,er,a9,0", "data,er,b9,0"]
    before, after = plays_by_game(engine), plays_by_game(imported)
    assert before["text"].to_list()[-1] == after["text"].to_list()[-1] == "rain"
    same = [c for c in before.columns if c != "system"]
    assert before.select(same).equals(after.select(same))
    imported.dispose()


def test_events_in_the_middle_of_a_plate_appearance_round_trip(engine, tmp_path):
    """A steal, a wild pitch, a pinch hitter, a relief pitcher (whose 2-0 walk is charged to
    the starter, Rule 9.16(h)) and a pickoff throw, each between pitches: the `.` marks of
    the pitch strings put every pitch back where it was thrown."""
    typed_game(engine, "g1", [
        "bx S8", "b>c", "SB2", "*b", "WP", 'sub p1 "Pinch Hitter" away 2 PH', "fx D7",
        "bb", 'sub r1 "Rel Iever" home 9 P', "bb", ".1", "CS3(25)", "cx 63", "K",
        'sub p1 "Pinch Hitter" away 2 4'] + ["K"] * 51)
    imported = round_trip(engine, tmp_path)
    records = (tmp_path / "files" / "2024BBB.EVN").read_text().splitlines()
    assert [r for r in records if r.startswith(("play,1,0", "sub,"))] == [
        "play,1,0,a1,10,BX,S8", "play,1,0,a2,10,B>C,SB2", "play,1,0,a2,11,B>C.*B,WP.2-3",
        "play,1,0,a2,21,B>C.*B.,NP", 'sub,p1,"Pinch Hitter",0,2,11',
        "play,1,0,p1,22,B>C.*B..FX,D7.3-H", "play,1,0,a3,20,BB,NP",
        'sub,r1,"Rel Iever",1,9,1', "play,1,0,a3,30,BB.BB,W", "play,1,0,a4,00,1,CS3(25)",
        "play,1,0,a4,01,1.CX,63", "play,1,0,a5,00,,K", 'sub,p1,"Pinch Hitter",0,2,4']
    assert problems(tmp_path / "files", real_players=False) == []
    assert_same_plays(engine, imported, whole_text=False)
    assert_same_box_scores(engine, imported)
    walk = plays_by_game(imported).filter(text="W").row(0, named=True)
    assert (walk["pitcher"], walk["charged_pitcher"]) == ("r1", "b9")
    imported.dispose()


def test_the_extra_innings_runner_round_trips(engine, tmp_path):
    """`radj` puts a runner on second to start the tenth; he scores, unearned."""
    typed_game(engine, "g1", ["K"] * 54 + ["radj a9 2", "D7", "K", "K", "K", "K", "K", "K"])
    imported = round_trip(engine, tmp_path)
    records = (tmp_path / "files" / "2024BBB.EVN").read_text().splitlines()
    at = records.index("radj,a9,2")
    assert records[at + 1] == "play,10,0,a1,00,,D7.2-H(UR)"
    assert_same_plays(engine, imported, whole_text=False)
    assert_same_box_scores(engine, imported)
    imported.dispose()


def dh_team(code: str, prefix: str) -> TeamSheet:
    """Nine batters (the ninth the designated hitter) and a pitcher who does not bat."""
    spots = [LineupSpot(f"{prefix}{slot}", f"{prefix.upper()} Player {slot}", slot, position)
             for slot, position in enumerate((8, 4, 6, 3, 5, 7, 9, 2, 10), start=1)]
    return TeamSheet(code, code, (*spots, LineupSpot(f"{prefix}p", "Starter", 0, 1)))


def test_a_designated_hitter_game_round_trips(engine, tmp_path):
    setup = GameSetup(away=dh_team("AAA", "a"), home=dh_team("BBB", "b"), rules=Ruleset(dh=True))
    typed_game(engine, "g1", ["HR"] + ["K"] * 12 + ['sub br "Bullpen" home 0 1']
               + ["K"] * 42, setup)
    imported = round_trip(engine, tmp_path)
    records = (tmp_path / "files" / "2024BBB.EVA").read_text().splitlines()
    assert "info,usedh,true" in records and 'start,bp,"Starter",1,0,1' in records
    assert 'start,b9,"B Player 9",1,9,10' in records and 'sub,br,"Bullpen",1,0,1' in records
    assert (tmp_path / "files" / "TEAM2024").read_text().splitlines()[1] == "BBB,A,BBB,"
    assert_same_plays(engine, imported, whole_text=False)
    assert_same_box_scores(engine, imported)
    imported.dispose()
