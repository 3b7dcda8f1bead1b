"""Teams named once: a game stored before its teams were named — imported from an event file
with no TEAM file beside it, or recorded from a script that gives only the codes — prints the
names given later (by a TEAM file imported since, or typed on the teams screen) on its box
score, its scorecard and the league report, and the game screen's data shows them; a name the
scorekeeper gave is not overwritten by a later file."""

from __future__ import annotations

from pathlib import Path

from db.engine import make_engine
from db.rosters import edit_team
from scorebook.table_play import TableGame
from tests.command_line import ROOT, scorebook
from tests.exports.retrosheet_import_data import event_file, game, write_season
from tests.exports.test_box_pdf import page_text

NAMES = ("Visitville Voyagers", "Hometown Homers")


def printed(url: str, key: str, folder: Path) -> dict[str, str]:
    """The text of the game's box score, its scorecard and the league report."""
    text = {}
    for page, args in (("box", ("box", key, "--pdf")), ("scorecard", ("scorecard", key, "--pdf")),
                       ("report", ("report", "--pdf"))):
        path = folder / f"{page}.pdf"
        result = scorebook(url, *args, str(path))
        assert result.exit_code == 0, result.output
        text[page] = "\n".join(page_text(path.read_bytes()))
    return text


def import_events(url: str, path: Path) -> None:
    result = scorebook(url, "import", "retrosheet", str(path))
    assert result.exit_code == 0, result.output


def test_a_team_file_imported_later_names_the_teams_of_a_game_imported_before(tmp_path):
    url = f"sqlite:///{tmp_path / 'league.db'}"
    bare = tmp_path / "bare"
    bare.mkdir()
    import_events(url, event_file(bare, "2024HOM.EVN", game()))  # no TEAM file beside it
    before = printed(url, "HOM202404010", bare)
    assert not any(name in text for name in NAMES for text in before.values())
    assert TableGame(make_engine(url), "HOM202404010").team_names == ("VIS", "HOM")
    named = tmp_path / "named"
    named.mkdir()
    import_events(url, write_season(named))  # the game again (skipped), with its TEAM file
    for page, text in printed(url, "HOM202404010", named).items():
        assert all(name in text for name in NAMES), page
    assert TableGame(make_engine(url), "HOM202404010").team_names == NAMES


def test_names_typed_after_a_game_was_recorded_are_printed_and_kept(tmp_path):
    url = f"sqlite:///{tmp_path / 'league.db'}"
    script = ROOT / "tests" / "data" / "games" / "CIN201906150.txt"  # codes only: TEX at CIN
    recorded = scorebook(url, "record", "CIN201906150", "--script", str(script))
    assert recorded.exit_code == 0, recorded.output
    engine = make_engine(url)
    assert TableGame(engine, "CIN201906150").team_names == ("TEX", "CIN")
    edit_team(engine, "TEX", "Texas Rangers")  # as the teams screen saves it
    edit_team(engine, "CIN", "Cincinnati Reds")
    for page, text in printed(url, "CIN201906150", tmp_path).items():
        assert "Texas Rangers" in text and "Cincinnati Reds" in text, page
    assert TableGame(engine, "CIN201906150").team_names == ("Texas Rangers", "Cincinnati Reds")
    # A TEAM file naming them otherwise names only the teams that had no name.
    files = tmp_path / "files"
    files.mkdir()
    (files / "TEAM2019").write_text("TEX,A,Arlington,Rangers\nCIN,N,Cincinnati,Redlegs\n")
    import_events(url, event_file(files, "2019HOM.EVN", game("HOM201904010", "2019/04/01")))
    kept = TableGame(make_engine(url), "CIN201906150").team_names
    assert kept == ("Texas Rangers", "Cincinnati Reds")
