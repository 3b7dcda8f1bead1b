"""The live scorecard (scorebook/live_scorecard.py) is the printed one: its boxes are
`read_plays`'s over the stored plays rows, and its names the box score's batting order, for
real games (substitutions, double switches, extra innings) as they went on and once over, and
for whole games of every tabletop system; the grid the game screen draws
(tui/widgets/scorecard_grid.py) writes the same plays as the PDF page."""

from __future__ import annotations

import pytest

from db.engine import make_engine
from db.replay import game_state
from engine.core.setup import GameSetup
from engine.systems import get_system
from engine.systems.session import Session
from exports.scorecards.cells import read_plays
from scorebook.live_scorecard import LiveScorecard
from scorebook.scorecards import game_scorecard
from scorebook.table_play import TableGame
from stats.box.dicts import box_dicts
from stats.box.scores import box_scores
from stats.load import load
from tests.exports.test_box_pdf import page_text
from tests.simulated_games import new_game
from tests.db.conftest import db_url, engine, team  # noqa: F401  (fixtures: a migrated database)
from tests.stats import box_games
from tui.widgets.scorecard_grid import BOX, LOOKING, draw

WATCH = {"mode": "watch", "away": "computer", "home": "computer"}
real_games_url = box_games.real_games_url


def stored(database, key: str) -> tuple[list[dict], dict]:
    """Game `key`'s plays rows as the PDF reads them, and its box score."""
    frames = load(database, games=[key])
    return frames.plays.sort("seq").collect().to_dicts(), next(box_dicts(box_scores(frames)))


def assert_printed(sides, plays: list[dict], box: dict) -> None:
    """The live sides have the printed card's boxes and the box score's batting order."""
    cards = read_plays(plays)
    for side, name in enumerate(("away", "home")):
        assert sides[side].card == cards[side]
        assert [(slot, b.player, b.pos, b.name) for slot, batters in sides[side].slots
                for b in batters] == [(b["slot"], b["player_id"], b["pos"], b["name"])
                                      for b in box["batting"][name]]


def test_real_games_have_the_printed_boxes_as_they_go_and_once_over(real_games_url):
    real = make_engine(real_games_url)
    for key in box_games.GAME_IDS:
        session = game_state(real, key)
        plays, box = stored(real, key)
        live = LiveScorecard()
        assert_printed(live.sides(session), plays, box)
        records = session.records
        for n in range(1, len(records), 41):  # part way: the rows so far, read as they came
            session.records = records[:n]
            sides = live.sides(session)
            assert [side.card for side in sides] == list(read_plays(plays[:n]).values())
    real.dispose()


@pytest.mark.parametrize("system", ["bot9", "nanyou", "pizzabox", "unlimited9"])
def test_every_systems_games_have_the_printed_boxes(engine, system):
    for seed in (8, 21):
        key = f"{system}{seed}"
        new_game(engine, key, seed, WATCH, system=system)
        table = TableGame(engine, key)
        live = LiveScorecard()
        steps = 0
        while table.computer_step() is not None:
            steps += 1
            if steps % 29 == 0:  # the box at bat is the batter up, with his pitches so far
                sides = live.sides(table.session)
                game = table.session.game
                at_bat = sides[game.half].at_bat
                assert at_bat.slot == game.batting.up + 1
                assert at_bat.pitches == "".join(c for c in game.pitches if c.isalpha())
                assert sides[1 - game.half].at_bat is None
        plays, box = stored(engine, key)
        assert_printed(live.sides(table.session), plays, box)


def test_the_grid_writes_the_plays_the_pdf_prints(real_games_url):
    """Every box of the terminal grid has its play where the printed card has it, and as the
    PDF page of the same team prints it (a strikeout looking is a backwards K on both)."""
    real = make_engine(real_games_url)
    key = "PIT201904220"
    pages = page_text(game_scorecard(real, key))
    sides = LiveScorecard().sides(game_state(real, key))
    for side, page in zip(sides, pages):
        grid = draw(side, 120)
        for slot, _ in side.slots:
            top = next(n for n, (fixed, _) in enumerate(grid.body)
                       if fixed.plain.startswith(f" {slot} "))
            line = grid.body[top + 1][1].plain  # a box's second line: the play
            for n, column in enumerate(side.columns):
                cell = side.card.cells.get((slot, column.own))
                written = line[n * (BOX + 1):n * (BOX + 1) + BOX - 2].strip()
                if cell is None:
                    assert written == ""
                    continue
                assert written == (LOOKING + cell.play[1:] if cell.looking else cell.play)
                assert cell.play in page
        assert len(side.card.cells) > 30
    real.dispose()


def test_extra_innings_add_columns_as_they_are_played():
    """A scoreless game goes on past the 9th: a column an inning, through the 19th, the box
    at bat in the inning being played."""
    session = Session(get_system("plain"), GameSetup(away=team("AAA", "a"),
                                                      home=team("BBB", "b")))
    live = LiveScorecard()
    for _ in range(18 * 6):  # eighteen innings, three strikeouts a half
        session.answer("K")
    sides = live.sides(session)
    assert [c.inning for c in sides[0].columns] == list(range(1, 20))
    assert sides[0].columns[sides[0].at_bat.column].inning == 19
    assert sides[0].at_bat.slot == 18 * 3 % 9 + 1
    grid = draw(sides[0], 80)
    assert grid.body[0][1].cell_length == 19 * (BOX + 1)  # wider than the view: it scrolls


def test_a_slot_of_many_substitutes_grows_to_hold_them_all():
    """Twelve pitchers through slot 9 (three a half-inning): each under the starter, in the
    order they came in, the row as tall as its names (the boxes' lines blank under them)."""
    session = Session(get_system("plain"), GameSetup(away=team("AAA", "a"),
                                                      home=team("BBB", "b")))
    for n in range(1, 13):
        session.answer(f'sub r{n} "Reliever Number{n}" home 9 P')
        session.answer("K")
    side = LiveScorecard().sides(session)[1]
    assert [b.name for b in side.slots[8][1]] == ["9 B"] + [f"Number{n} R" for n in range(1, 13)]
    assert [b.entered for b in side.slots[8][1][1:]] == ["P 1"] * 6 + ["P 2"] * 6
    grid = draw(side, 140)  # the name column as wide as it gets
    top = next(n for n, (fixed, _) in enumerate(grid.body) if fixed.plain.startswith(" 9 "))
    names = [fixed.plain.strip(" │") for fixed, _ in grid.body[top:top + 13]]
    assert names[1:] == [f"Number{n} R, p (P {(n + 5) // 6})" for n in range(1, 13)]
    assert grid.body[top + 13][0].plain.startswith("─")  # then the rule under the slot
