"""The teams and rosters screen, driven by keys: teams and players added, edited and removed
land in the database; a refused entry is shown in one line and changes nothing; a card file
is imported whole or not at all; the screen fits 80×24."""

from __future__ import annotations

import sqlalchemy as sa
from textual.widgets import DataTable, Select, Static

from db.cards import list_cards
from db.engine import make_engine
from db.migrate import upgrade
from db.rosters import RosterPlayer, TeamRow, add_player, add_team, roster, teams
from tui.dialogs.card_import import CardImportDialog
from tui.dialogs.player_edit import PlayerEditDialog
from tui.dialogs.team_edit import TeamEditDialog
from tui.screens.teams import TeamsScreen
from tui.widgets.card_view import CardView, card_text
from tests.tui.conftest import SIZE, keys_at_once, make_test_app

PITCHER = """
[[card]]
id = "X01"
kind = "pitcher"
name = "Ada Quill"
role = "starter"
ace = "{ace}"
provenance = "test"
special = {{ name = "Heater", effect = "if pitch(S): adj(control,+1)", text = "Strike: +1." }}
"""
BATTER = """
[[card]]
id = "X02"
kind = "batter"
name = "Bo Lark"
positions = ["SS", "IF"]
provenance = "test"
special = { name = "Pop", effect = "adj(hit,+1)", text = "+1 to the hit die." }
"""


def seeded(url: str) -> None:
    """TOR with two players, ANA with none."""
    engine = make_engine(url)
    upgrade(engine)
    add_team(engine, "TOR", "Toronto", "East")
    add_team(engine, "ANA", "Anaheim")
    add_player(engine, "TOR", "smitj001", "Jim Smith", "12", "6 4")
    add_player(engine, "TOR", "jonea001", "Al Jones", "30", "1")
    engine.dispose()


def cells(app, table_id: str) -> list[list[str]]:
    table = app.screen.query_one(f"#{table_id}", DataTable)
    return [[str(cell) for cell in table.get_row_at(i)] for i in range(table.row_count)]


async def open_teams(app, pilot) -> TeamsScreen:
    app.open_screen("teams")
    await pilot.pause()
    assert isinstance(app.screen, TeamsScreen)
    return app.screen


async def test_a_team_and_its_players_are_added_by_keys(db_url):
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        await open_teams(app, pilot)
        await pilot.press("a", *"tor", "tab", *"Toronto", "tab", *"East", "enter")
        await pilot.pause()
        assert teams(app.engine) == [TeamRow("TOR", "Toronto", "East", 0)]
        assert cells(app, "teams") == [["TOR", "Toronto", "East"]]

        # The same code again is refused in the dialog, which stays open.
        await pilot.press("a", *"TOR", "enter")
        await pilot.pause()
        assert isinstance(app.screen, TeamEditDialog)
        assert str(app.screen.query_one("#team-error", Static).render()) == \
            "There is already a team TOR."
        await pilot.press("escape")
        assert len(teams(app.engine)) == 1

        # A player with no id gets one made from his name; positions in letters are stored
        # as numbers.
        await pilot.press("p", *"Jim Smith", "tab", "tab", *"12", "tab", *"ss 2b", "enter")
        await pilot.pause()
        assert roster(app.engine, "TOR") == [RosterPlayer("smitj001", "Jim Smith", "12", "6 4")]
        assert cells(app, "roster") == [["12", "Jim Smith", "smitj001", "SS 2B", ""]]

        # A bad position is refused in one line and nothing is stored.
        await pilot.press("p", *"Al Jones", "tab", *"jonea001", "tab", "tab", *"1 X", "enter")
        await pilot.pause()
        assert isinstance(app.screen, PlayerEditDialog)
        assert str(app.screen.query_one("#player-error", Static).render()) == \
            "'X' is not a position: write 1–9 or DH, or P C 1B 2B 3B SS LF CF RF."
        await pilot.press("escape")
        assert [p.player_id for p in roster(app.engine, "TOR")] == ["smitj001"]
        with app.engine.connect() as db:
            assert db.scalar(sa.text("SELECT count(*) FROM players")) == 1


async def test_a_player_is_edited_and_removed_by_keys(db_url):
    seeded(db_url)
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_teams(app, pilot)
        await pilot.press("down")  # ANA, TOR: the cursor to TOR
        await pilot.pause()
        assert [row[2] for row in cells(app, "roster")] == ["smitj001", "jonea001"]
        await pilot.press("tab", "enter")  # to the roster, edit Jim Smith
        await pilot.pause()
        assert isinstance(app.screen, PlayerEditDialog)
        # The id cannot change, so Tab goes from the name to the number.
        await pilot.press(*"James Smith", "tab", *"7", "tab", *"SS 3B DH", "enter")
        await pilot.pause()
        assert roster(app.engine, "TOR")[0] == RosterPlayer("smitj001", "James Smith", "7",
                                                            "6 5 DH")
        assert cells(app, "roster")[0] == ["7", "James Smith", "smitj001", "SS 3B DH", ""]

        await pilot.press("down", "x")  # Al Jones: asked first, and kept on n
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        assert len(roster(app.engine, "TOR")) == 2
        await pilot.press("delete")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert [p.player_id for p in roster(app.engine, "TOR")] == ["smitj001"]
        assert [row[2] for row in cells(app, "roster")] == ["smitj001"]
        assert screen.teams["TOR"].players == 1

        await pilot.press("e", *"Blue Jays", "enter")  # edit the team: the name, not the code
        await pilot.pause()
        assert teams(app.engine)[1] == TeamRow("TOR", "Blue Jays", "East", 1)


async def test_a_card_file_is_imported_whole_or_not_at_all(db_url, tmp_path):
    good, bad = tmp_path / "good.toml", tmp_path / "bad.toml"
    good.write_text(PITCHER.format(ace="HI") + BATTER, encoding="utf-8")
    bad.write_text(BATTER + PITCHER.format(ace="ZZ"), encoding="utf-8")
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        await open_teams(app, pilot)
        await pilot.press("c")
        await pilot.pause()
        assert len(cells(app, "cards")) == 20  # the bundled sample set until cards are imported

        await pilot.press("i", *str(bad), "enter")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert isinstance(app.screen, CardImportDialog)
        error = str(app.screen.query_one("#import-error", Static).render())
        assert error.startswith(f"{bad}, card X01, field ace: 'ZZ' is not an ace pitch")
        assert "\n" not in error
        await pilot.press("escape")
        assert list_cards(app.engine, "bot9")[0]["source"] == "sample"  # nothing imported

        await pilot.press("i", *str(good), "enter")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert isinstance(app.screen, TeamsScreen)
        rows = list_cards(app.engine, "bot9")  # added to the sample set, not instead of it
        assert [row["id"] for row in rows if row["source"] == "imported"] == ["X01", "X02"]
        assert len(rows) == 22 and len(cells(app, "cards")) == 22
        assert cells(app, "cards")[-2:] == [["X01", "Ada Quill", "pitcher", ""],
                                            ["X02", "Bo Lark", "batter", "SS IF"]]
        assert str(app.screen.query_one("#cards-source", Static).render()) == \
            "22 cards, 2 imported"
        assert app.screen.query_one("#card-view", CardView).data["id"] == rows[0]["id"]


async def test_a_cards_player_joins_a_roster_from_the_cards_tab(db_url):
    seeded(db_url)
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        await open_teams(app, pilot)
        await pilot.press("c")
        await pilot.pause()
        # Nanyou's cards: choose the system with the keys, then the second card.
        app.screen.query_one("#card-system", Select).focus()
        await pilot.press("enter", "down", "enter")
        await pilot.pause()
        await pilot.press("tab", "down", "p")  # ANA is the chosen team
        await pilot.pause()
        assert isinstance(app.screen, PlayerEditDialog)
        await pilot.press("tab", "tab", *"18", "enter")
        await pilot.pause()
        # He is the player ANA's games name for card N02, so the roster shows his card.
        [player] = roster(app.engine, "ANA")
        assert (player.player_id, player.number, player.positions, player.cards) == (
            "ana-n02", "18", "1", (("nanyou", "N02"),))
        assert cells(app, "roster") == [["18", player.name, "ana-n02", "P", "nanyou N02"]]


async def test_the_screen_and_its_dialogs_fit_80_by_24(db_url):
    seeded(db_url)
    app = make_test_app(db_url)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_teams(app, pilot)
        for widget in ("#teams", "#roster", "#roster-title"):
            region = screen.query_one(widget).region
            assert region.height > 0 and region.right <= 80 and region.bottom <= 23
        await pilot.press("question_mark")
        await pilot.pause()
        keys = {row[1] for row in cells(app, "keys")}
        assert {"Add team", "Edit team", "Add player", "Edit player", "Remove",
                "Import cards", "Cards"} <= keys
        await pilot.press("q")
        for key, dialog in (("p", "#player-edit"), ("i", "#card-import")):
            await pilot.press(key)
            await pilot.pause()
            box = app.screen.query_one(dialog).region
            assert box.y >= 0 and box.bottom <= 24 and box.right <= 80
            assert app.screen.query_one(".buttons").region.bottom <= box.bottom
            await pilot.press("escape")
            await pilot.pause()


def test_a_card_of_either_system_is_shown_whole():
    from engine.systems.bot9.cards import sample_cards as bot9
    from engine.systems.nanyou.cards import sample_cards as nanyou

    pitcher = card_text(bot9()["P01"].to_data()).plain
    assert pitcher.splitlines()[:3] == ["Hollis 'Hammer' Vance  P01", "kind: pitcher",
                                        "role: starter"]
    assert " • Paint the edge [location]: Strike pitch: +1 to the control die." in pitcher
    assert "special: Hammer: Ace pitch, Strike: +2 to the control die." in pitcher
    back = card_text(nanyou()["N01"].to_data(), width=40).plain
    assert back.startswith("岩倉 剛志 (Iwakura Tsuyoshi)  N01\nrole: P\npositions: P\n")
    assert "\n 1-1 2B      1-2 FO 7    1-3 GO 1-3\n 1-4 GO 6-3  " in back
    assert back.endswith("source: house-default")


async def test_a_team_typed_in_one_burst_lands_in_its_fields(db_url):
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        await open_teams(app, pilot)
        await keys_at_once(app, pilot, "a", *"PIN", "tab", *"Pinecrest", "enter")
        await pilot.pause()
        assert teams(app.engine) == [TeamRow("PIN", "Pinecrest", "", 0)]


async def test_a_teams_code_is_corrected_and_an_unused_team_removed(db_url):
    seeded(db_url)  # ANA (no players), TOR (two)
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_teams(app, pilot)
        await pilot.press("down", "e", "shift+tab", *"TRT", "enter")  # TOR: a typo, all replaced
        await pilot.pause()
        assert teams(app.engine)[1] == TeamRow("TRT", "Toronto", "East", 2)
        assert cells(app, "teams")[1] == ["TRT", "Toronto", "East"]
        assert screen.roster_team == "TRT" and len(cells(app, "roster")) == 2

        await pilot.press("up", "x")  # on the teams list: the team ANA, asked first
        await pilot.pause()
        assert "Remove ANA Anaheim" in str(app.screen.query("Static")[1].render())
        await pilot.press("n")
        await pilot.pause()
        assert len(teams(app.engine)) == 2
        await pilot.press("x", "y")
        await pilot.pause()
        assert [t.code for t in teams(app.engine)] == ["TRT"]
        assert cells(app, "teams") == [["TRT", "Toronto", "East"]]
        assert len(roster(app.engine, "TRT")) == 2  # the player removed is not TOR's


async def test_a_number_or_name_shared_on_a_team_is_warned_of(db_url):
    seeded(db_url)  # TOR: Jim Smith 12, Al Jones 30
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_teams(app, pilot)
        await pilot.press("down")  # TOR
        await pilot.pause()
        warning = screen.query_one("#roster-warning", Static)
        assert not warning.display
        await pilot.press("p", *"Bo Lark", "tab", "tab", *"12", "tab", *"6", "enter")
        await pilot.pause()
        assert len(roster(app.engine, "TOR")) == 3  # saved all the same
        said = "2 TOR players wear number 12: Bo Lark (larkb001), Jim Smith (smitj001)."
        assert warning.display and str(warning.render()) == said
        assert [n.message for n in app._notifications] == [said]
