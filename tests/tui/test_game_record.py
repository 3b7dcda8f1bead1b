"""Recording at the table on the game screen, by keys: a whole Bottom of the 9th game (its box
score is the one worked out by hand), a Nanyou half-inning (the same plays as its script),
a pitch a line, undo and redo, editing a past play, a substitution, a refusal in one line."""

from __future__ import annotations

from pathlib import Path

import pytest
import sqlalchemy as sa
from textual.widgets import Input, Select, Static
from typer.testing import CliRunner

from db.games import game_summary
from db.models import metadata
from db.recording import create_game, record
from db.replay import game_state
from scorebook.cli import app as cli
from scorebook.scoring_script import read_script, record_script
from tests.db.conftest import team
from tests.tui.conftest import SIZE, make_test_app
from engine.core.setup import GameSetup
from tui.dialogs.substitution import NEW, SubstitutionChoice, substitution_line
from tui.screens.game import GameScreen
from tui.widgets.ask_panel import AskPanel
from tui.widgets.entry_line import EntryInput
from tui.widgets.field import Field
from tui.widgets.line_score import LineScoreView
from tui.widgets.play_log import PlayLog
from tests.db.rows import game_plays

DATA = Path(__file__).resolve().parents[1] / "data"
# AAA bats: out, walk, steal, strikeout, home run (2 runs), out. BBB: a strikeout.
LINES = ["bcx 63", "W", "SB2", "K", "HR", "bbcx 8", "K"]


def plain_game(engine, key: str = "g1", lines=()) -> None:
    create_game(engine, key, "plain", GameSetup(away=team("AAA", "a"), home=team("BBB", "b")),
                date="2024-05-01", control={"mode": "record", "away": "person", "home": "person"})
    for line in lines:
        record(engine, key, line)


def from_script(engine, key: str, path: Path) -> list[str]:
    """Create game `key` from the script's header; return its entry lines, comments dropped."""
    text = path.read_text(encoding="utf-8")
    header = "\n".join(line for line in text.splitlines() if line.startswith(("info", "start")))
    record_script(engine, key, read_script(engine, key, header), str(path))
    return [line.split("#")[0].strip() for line in text.splitlines()
            if line.strip() and not line.startswith(("#", "info", "start"))]



def active_values(engine, key: str) -> list[str]:
    inputs, games = metadata.tables["game_inputs"], metadata.tables["games"]
    query = (sa.select(inputs.c.value).join(games, games.c.id == inputs.c.game_id)
             .where(games.c.key == key, inputs.c.retracted == sa.false()).order_by(inputs.c.seq))
    with engine.connect() as db:
        return list(db.scalars(query))


async def type_line(pilot, line: str) -> None:
    await pilot.press(*line, "enter")


#: The lines of the Bottom of the 9th game typed in full, with the tokens and dice the table
#: showed: the first batter's and the two the system has notes on.
IN_FULL = ("HI/LA B32 b", "LA/LA S24 x1", "HA/HI C35 c", "HI/HI S52 x1", "HI/LA S31 s")


def at_the_table(line: str) -> str:
    """A script line as the scorekeeper keys it: in full, or only the call (`LI/LI S43` left
    the call to the dice: a swinging strike)."""
    if line in IN_FULL:
        return line
    calls = [word for word in line.split() if "/" not in word and not
             (len(word) == 3 and word[0] in "BSC" and word[1:].isdigit())]
    return " ".join(calls) or "s"


def message(app) -> str:
    return str(app.screen.query_one("#entry-message", Static).render())


async def test_a_bottom_of_the_9th_game_typed_at_the_table_has_the_box_score_worked_out_by_hand(
        db_url, engine):
    game = "HOM202406010"
    lines = [at_the_table(line) for line in from_script(engine, game, DATA / "bot9" / f"{game}.txt")]
    assert lines[:4] == ["HI/LA B32 b", "LA/LA S24 x1", "HA/HI C35 c", "f"]
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        app.open_screen("game", key=game)
        await pilot.pause()
        for line in lines:
            await type_line(pilot, line)  # a Bottom of the 9th line is typed whole
            if line == "HI/HI S52 x1":  # the dice disagree with the call: a note, the call stands
                assert "The dice S52 make a swinging strike" in message(app)
        await pilot.pause()
        assert "L Hollis Vance" in str(app.screen.query_one("#game-final", Static).render())
        await pilot.press("B")
        await pilot.pause()
        assert type(app.screen).__name__ == "BoxScreen"
    summary = game_summary(engine, game)
    assert (summary.status, summary.away_runs, summary.home_runs) == ("final", 0, 1)
    assert active_values(engine, game) == lines
    box = CliRunner().invoke(cli, ["--db", db_url, "box", game, "--width", "80"])
    golden = (DATA / "bot9" / f"{game}.box.txt").read_text(encoding="utf-8").splitlines()
    assert box.stdout.splitlines() == [line for line in golden if not line.startswith("#")]


async def test_a_nanyou_half_inning_typed_by_keys_is_what_its_script_records(db_url, engine):
    path = DATA / "nanyou" / "HAR202405180.txt"
    lines = from_script(engine, "typed", path)[:5]  # the top of the first
    from_script(engine, "script", path)
    for line in lines:
        record(engine, "script", line)
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        app.open_screen("game", key="typed")
        await pilot.pause()
        for line in lines:
            await type_line(pilot, line)
        await pilot.pause()
        field = str(app.screen.query_one(Field).render())
        assert field.startswith("Bottom 1st")
    assert active_values(engine, "typed") == lines
    assert game_plays(engine, "typed") == game_plays(engine, "script")
    assert game_state(engine, "typed").game.half == 1


async def test_a_pitch_a_line_then_undo_and_redo_any_number_of_times(db_url, engine):
    plain_game(engine)
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        app.open_screen("game", key="g1")
        await pilot.pause()
        head = str(app.screen.query_one(LineScoreView).render()).splitlines()[0]
        assert head.split() == [*map(str, range(1, 10)), "R", "H", "E"]  # 1 to 9 from the start
        await pilot.press("b", "enter", "c", "enter", "f", "enter", "x", *"S8/L", "enter")
        assert active_values(engine, "g1") == ["b", "c", "f", "x S8/L"]
        after = game_state(engine, "g1").game
        assert after.bases[0] is not None and after.bases[0].player == "a1"
        await pilot.press("u", "u", "ctrl+z", "u")
        assert active_values(engine, "g1") == []
        assert message(app) == "Undone: b" and app.screen.query_one(EntryInput).value == ""
        await pilot.press("u")  # nothing left: said in one line
        assert message(app).startswith("Nothing to undo")
        await pilot.press("r", "ctrl+y", "r", "r")
        assert active_values(engine, "g1") == ["b", "c", "f", "x S8/L"]
        assert game_state(engine, "g1").game == after
        await pilot.press("space", "u", "enter")  # a lone u is typed after a space: a pitch
        assert active_values(engine, "g1")[-1] == "u"
        assert app.screen.query_one(PlayLog).row_count == 1


async def test_a_past_play_is_edited_from_the_log_and_a_refused_edit_changes_nothing(
        db_url, engine):
    plain_game(engine, lines=LINES)
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        app.open_screen("game", key="g1")
        await pilot.pause()
        await pilot.press("l")
        log = app.screen.query_one(PlayLog)
        assert app.focused is log and log.row_count == 8  # 7 plays, the top of the 1st's end
        log.move_cursor(row=3)  # input 4: the strikeout
        await pilot.press("e")
        await pilot.pause()
        dialog = app.screen
        assert dialog.query_one("#edit-value", Input).value == "K"
        dialog.query_one("#edit-value", Input).value = "S8"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert active_values(engine, "g1") == LINES[:3] + ["S8"] + LINES[4:]
        assert game_state(engine, "g1").game.score == (3, 0)  # the home run now scores three
        log.move_cursor(row=1)  # input 2, the walk: without it nobody steals second
        await pilot.press("enter")
        await pilot.pause()
        before = game_plays(engine, "g1")
        app.screen.query_one("#edit-value", Input).value = "K"
        await pilot.press("enter")
        await pilot.pause()
        refused = str(app.screen.query_one("#edit-error", Static).render())
        assert refused.startswith("Input 3 ('SB2') no longer fits") and "\n" not in refused
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
    assert game_plays(engine, "g1") == before
    assert active_values(engine, "g1") == LINES[:3] + ["S8"] + LINES[4:]


async def test_a_refused_line_is_said_in_one_line_and_nothing_changes(db_url, engine):
    plain_game(engine, lines=["x"])  # a ball in play: the play must come next
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        app.open_screen("game", key="g1")
        await pilot.pause()
        before, shown = game_plays(engine, "g1"), str(app.screen.query_one(Field).render())
        await pilot.press(*"Q7", "enter")
        said = message(app)
        assert said and "\n" not in said
        assert app.screen.query_one(EntryInput).value == "Q7"  # kept for correcting
        await pilot.press("escape")  # clears the line, the screen stays
        assert isinstance(app.screen, GameScreen)
        assert app.screen.query_one(EntryInput).value == ""
        await pilot.press("b", "enter")  # a pitch after the ball in play
        assert message(app) and message(app) != said
        assert game_plays(engine, "g1") == before
        assert str(app.screen.query_one(Field).render()) == shown
        await pilot.press("escape")
        await pilot.press(*"S9", "enter")
        assert message(app) == "" and active_values(engine, "g1") == ["x", "S9"]
        await pilot.press("escape")  # on an empty line Escape asks to leave the game; Enter leaves
        await pilot.pause()
        assert type(app.screen).__name__ == "LeaveGameDialog"
        await pilot.press("enter")
        await pilot.pause()
        assert type(app.screen).__name__ == "HomeScreen"


async def test_a_pinch_hitter_from_the_substitution_dialog(db_url, engine):
    plain_game(engine, lines=["K"])
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        app.open_screen("game", key="g1")
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        dialog = app.screen
        assert dialog.query_one("#sub-kind", Select).value == "PH"
        assert dialog.query_one("#sub-slot", Select).value == 2  # the batter due up
        dialog.query_one("#sub-player", Select).value = NEW
        dialog.query_one("#sub-id", Input).value = "zulu001"
        dialog.query_one("#sub-name", Input).value = "Zed Zulu"
        await pilot.click("#sub-ok")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
    assert active_values(engine, "g1") == ["K", 'sub zulu001 "Zed Zulu" 0 2 11']
    assert game_state(engine, "g1").game.batter == "zulu001"


@pytest.mark.parametrize("system", ["plain", "bot9", "nanyou"])
async def test_the_screen_fits_80_by_24(db_url, engine, system):
    if system == "plain":
        plain_game(engine, lines=LINES)
        key = "g1"
    else:
        key = "HOM202406010" if system == "bot9" else "HAR202405180"
        path = DATA / system / f"{key}.txt"
        for line in from_script(engine, key, path)[:6]:
            record(engine, key, line)
    app = make_test_app(db_url)
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_screen("game", key=key)
        await pilot.pause()
        screen = app.screen
        for widget in (screen.query_one(Field), screen.query_one(EntryInput),
                       screen.query_one(PlayLog), screen.query_one("#game-panel")):
            region = widget.region
            assert region.height > 0 and region.bottom <= 24 and region.right <= 80
        await pilot.press("question_mark")
        await pilot.pause()
        assert type(app.screen).__name__ == "KeysDialog"


async def test_without_a_game_the_screen_says_how_to_start_one(db_url, engine):
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        app.open_screen("game")
        await pilot.pause()
        assert "press n" in str(app.screen.query_one("#game-missing", Static).render())
        await pilot.press("n")
        await pilot.pause()
        assert type(app.screen).__name__ == "NewGameScreen"
        await pilot.press("escape")
        plain_game(engine, "first")
        plain_game(engine, "second")
        await pilot.press("escape")
        app.open_screen("game")  # the unfinished game created last
        await pilot.pause()
        assert app.screen.table.key == "second"
        assert not app.screen.query_one(AskPanel).has_class("-asking")  # recording: no question


def test_a_substitution_is_written_in_the_words_of_the_games_system():
    hitter = SubstitutionChoice("PH", 1, "hom-n05", 'Ken "Kid" Ito', 4, 11)
    pitcher = SubstitutionChoice("P", 0, "vis-p03", "Ortega", 0, 1)
    assert substitution_line("plain", "dice", hitter) == "sub hom-n05 \"Ken 'Kid' Ito\" 1 4 11"
    assert substitution_line("retrosheet", "dice", pitcher) == 'sub,vis-p03,"Ortega",0,0,1'
    assert substitution_line("bot9", "table", pitcher) == "p vis-p03"
    assert substitution_line("bot9", "table", hitter).startswith("sub hom-n05 ")
    assert substitution_line("nanyou", "table", hitter) == "ph hom-n05"
    assert substitution_line("nanyou", "table", pitcher) == "dc vis-p03 P"
