"""`scorebook demo`: the demo league — teams, rosters, cards, simulated seasons with their
finals, plain teams to record, a solo season — the same for the same seed, refused twice,
and removed whole when a build stops half-way."""

from __future__ import annotations

import json
import shutil
from collections import Counter

import pytest
import sqlalchemy as sa
from typer.testing import CliRunner

from db.card_systems import roster_positions

from db.cards import game_cards
from db.engine import make_engine, writer
from db.rosters import roster
from scorebook.cli import app
from db.migrate import upgrade
from scorebook.demo import build_demo, plan, season_names
from engine.systems.unlimited9.card_file import BUNDLED
from tests.command_line import scorebook

GAMES = 4  # a season; each final adds three to five
SYSTEMS = ("bot9", "nanyou", "pizzabox", "unlimited9")
#: The teams of each system's season (demo.toml), and the plain teams.
TEAMS = {"bot9": {"BRK", "CED", "DUN", "ELM"}, "nanyou": {"KAW", "MNS", "SKR", "TBS"},
         "pizzabox": {"OVB", "CRH", "BSP", "MZV"}, "unlimited9": {"ASG", "HSK", "SRN", "YMB"},
         "plain": {"RIV", "LKV"}}
#: Systems whose games may end tied (a basic game of Unlimited Nine): a final may run longer.
DRAWS = ("unlimited9",)

runner = CliRunner()


def json_rows(url, *args):
    result = scorebook(url, *args, "--format", "json")
    assert result.exit_code == 0, result.output
    return [json.loads(line) for line in result.output.splitlines()] \
        if args[0] == "box" else json.loads(result.output)


@pytest.fixture(scope="module")
def demo(tmp_path_factory):
    """One demo league, built once for the tests that only read it."""
    path = tmp_path_factory.mktemp("demo") / "demo.db"
    result = scorebook(f"sqlite:///{path}", "demo", "--games", str(GAMES))
    assert result.exit_code == 0, result.output
    return path, result.output


def copy_of(demo, tmp_path) -> str:
    path = tmp_path / "copy.db"
    shutil.copy(demo[0], path)
    return f"sqlite:///{path}"


def table(url: str, query: str) -> list[tuple]:
    engine = make_engine(url)
    try:
        with engine.connect() as db:
            return [tuple(row) for row in db.execute(sa.text(query))]
    finally:
        engine.dispose()


def test_the_demo_league_has_seasons_finals_and_box_scores(demo):
    url = f"sqlite:///{demo[0]}"
    names = season_names(plan())
    assert demo[1].startswith("Built the Demo League with seed 1: 18 teams, ")
    assert "in 9 seasons (" in demo[1] and "Demo unlimited9 2026 playoffs" in demo[1]
    games = json_rows(url, "games")
    for system in SYSTEMS:
        season, playoffs = names[system]
        regular = [g for g in games if g["season"] == season]
        final = [g for g in games if g["season"] == playoffs]
        assert len(regular) == GAMES and 3 <= len(final) <= (10 if system in DRAWS else 5)
        assert {g["status"] for g in regular + final} == {"final"}
        assert [g["date"] for g in regular] == [f"2026-04-0{n}" for n in range(1, GAMES + 1)]
        assert all(g["id"].startswith(f"demo-{system}-1-") for g in regular + final)
        standings = json_rows(url, "standings", "--season", season)
        assert sum(row["W"] + row["L"] + row["T"] for row in standings) == 2 * GAMES
        assert {row["league"] for row in standings} == {"Demo League"}
        # the two best teams of the season play the final, the better one at home first
        assert {row["team"] for row in json_rows(url, "standings", "--season", playoffs)} \
            == {row["team"] for row in standings[:2]}
        series = json_rows(url, "series", "--season", playoffs)
        assert len(series) == 1 and series[0]["best_of"] == 5
        assert series[0]["status"].startswith("clinched by ")
        assert series[0]["team_a"] == standings[0]["team"] == final[0]["home"]
        boxes = json_rows(url, "box", "--season", season) + json_rows(url, "box", "--season",
                                                                       playoffs)
        assert len(boxes) == len(regular) + len(final)
        assert all(box["proof"][side]["balances"] for box in boxes for side in ("away", "home"))
    assert json_rows(url, "standings", "--season", names["plain"][0]) == []


def test_every_demo_team_has_a_name_of_its_own(demo):
    """No two teams, of one system or of two, share a name or a nickname (its last word):
    a page that shortens a name to the nickname still tells them apart."""
    names = [name for _, name in table(f"sqlite:///{demo[0]}", "SELECT code, name FROM teams")]
    assert len(names) == 20  # the 18 teams, the pitcher deck and the manager's club
    nicknames = [name.split()[-1] for name in names]
    assert len(set(names)) == len(names) and len(set(nicknames)) == len(nicknames), names


def test_teams_have_rosters_of_who_played_and_the_cards_are_imported(demo):
    url = f"sqlite:///{demo[0]}"
    rosters = table(url, "SELECT t.code, r.player_id, r.number, r.positions FROM roster_entries r"
                         " JOIN teams t ON t.id = r.team_id")
    by_team: dict[str, list[tuple]] = {}
    for code, player, number, positions in rosters:
        by_team.setdefault(code, []).append((player, number, positions))
    assert set(by_team) == set().union(*TEAMS.values())
    for code, players in by_team.items():
        numbers = [number for _, number, _ in players]
        assert len(set(numbers)) == len(numbers) and all(n.isdigit() for n in numbers)
        assert all(player.startswith(f"{code.lower()}-") for player, _, _ in players)
    # the plain teams: a starting nine covering the field, and a bench
    for code in ("RIV", "LKV"):
        usual = {positions.split()[0] for _, _, positions in by_team[code]}
        assert usual == {str(n) for n in range(1, 10)} and len(by_team[code]) == 14
    # everyone who played in a demo game, started or came in, is on his team's roster
    played = table(url, "SELECT DISTINCT CASE l.side WHEN 0 THEN g.away ELSE g.home END, "
                        "l.player_id FROM lineup_entries l JOIN games g ON g.id = l.game_id "
                        "WHERE g.key LIKE 'demo-%' UNION SELECT DISTINCT "
                        "CASE p.half WHEN 0 THEN g.away ELSE g.home END, p.batter FROM plays p "
                        "JOIN games g ON g.id = p.game_id WHERE g.key LIKE 'demo-%' "
                        "AND p.batter != ''")
    on_rosters = {(code, player) for code, player, _, _ in rosters}
    assert played and set(played) <= on_rosters
    for system in SYSTEMS:
        cards = json_rows(url, "cards", "list", system)
        assert cards and {card["source"] for card in cards} == {"imported"}
    # the teams screen's rosters: each card team's player plays one card, at its positions
    engine = make_engine(url)
    try:
        for code in TEAMS["bot9"] | TEAMS["nanyou"]:
            for player in roster(engine, code):
                [(system, card_id)] = player.cards
                card = game_cards(engine, system)[card_id]
                assert player.positions == roster_positions(system, card)
    finally:
        engine.dispose()
    solo = json_rows(url, "solo", "list")
    assert [(s["name"], s["games"]) for s in solo] == [("Demo Manager's Challenge", 1)]


def test_the_pizza_box_season_is_played_at_aaa_by_its_nine_and_a_bench(demo):
    """Pizza Box's cards are decks, not players: a team is nine players named by their
    positions, a pitcher who does not bat (the DH does) and three pinch hitters (AAA), every
    one on the roster at the position he starts at."""
    url = f"sqlite:///{demo[0]}"
    options = table(url, "SELECT DISTINCT options FROM games WHERE key LIKE 'demo-pizzabox-%'")
    assert {json.loads(o)["level"] for (o,) in options} == {"AAA"}
    for code in TEAMS["pizzabox"]:
        rows = table(url, "SELECT r.player_id, p.name, r.positions FROM roster_entries r JOIN "
                          "teams t ON t.id = r.team_id JOIN players p ON p.player_id = "
                          f"r.player_id WHERE t.code = '{code}' ORDER BY r.player_id")
        low = code.lower()
        assert {(player, name, positions) for player, name, positions in rows} == {
            (f"{low}-cf", f"{code}-CF", "8"), (f"{low}-ss", f"{code}-SS", "6"),
            (f"{low}-1b", f"{code}-1B", "3"), (f"{low}-lf", f"{code}-LF", "7"),
            (f"{low}-3b", f"{code}-3B", "5"), (f"{low}-rf", f"{code}-RF", "9"),
            (f"{low}-2b", f"{code}-2B", "4"), (f"{low}-c", f"{code}-C", "2"),
            (f"{low}-dh", f"{code}-DH", "DH"), (f"{low}-p", f"{code}-P", "1"),
            *((f"{low}-ph{n}", f"{code}-PH{n}", "DH") for n in (1, 2, 3))}
    # the decks are imported whole, and no card is anyone's player
    cards = json_rows(url, "cards", "list", "pizzabox")
    assert Counter(card["kind"] for card in cards) == {"PA": 72, "HA": 52, "NA": 36, "PT": 12,
                                                       "RUN": 10}
    assert table(url, "SELECT count(*) FROM cards WHERE system = 'pizzabox' AND player_id IS "
                      "NOT NULL") == [(0,)]


def test_an_imported_pizza_box_deck_stays_whole(db_url, tmp_path):
    """The demo adds a system's sample cards the database lacks; Pizza Box's cards are decks,
    so with a deck of its own imported the database keeps exactly what was imported."""
    deck = tmp_path / "running.toml"
    deck.write_text("".join(f'[[card]]\nid = "R{n:02d}"\ndeck = "RUN"\nresult = "SAFE"\n'
                            f'provenance = "house-default"\n\n' for n in range(1, 11)))
    assert scorebook(db_url, "cards", "import", "pizzabox", str(deck)).exit_code == 0
    assert scorebook(db_url, "demo", "--games", "1").exit_code == 0
    assert table(db_url, "SELECT count(*) FROM cards WHERE system = 'pizzabox'") == [(10,)]
    cards = json_rows(db_url, "cards", "list", "pizzabox")
    assert [card["id"] for card in cards if card["kind"] == "RUN"] == [
        f"R{n:02d}" for n in range(1, 11)]


def test_the_same_seed_builds_the_same_league(demo, tmp_path):
    again = f"sqlite:///{tmp_path / 'again.db'}"
    assert scorebook(again, "demo", "--games", str(GAMES)).exit_code == 0
    columns = ("id, key, date, season_id, series_id, away, home, seed, away_runs, home_runs, "
               "innings, winner, loser, save")
    query = f"SELECT {columns} FROM games ORDER BY id"
    assert table(again, query) == table(f"sqlite:///{demo[0]}", query)
    other = f"sqlite:///{tmp_path / 'other.db'}"
    assert scorebook(other, "demo", "--games", str(GAMES), "--seed", "2").exit_code == 0
    assert table(other, "SELECT away_runs, home_runs FROM games ORDER BY id") != \
        table(again, "SELECT away_runs, home_runs FROM games ORDER BY id")


def test_a_second_demo_is_refused_and_changes_nothing(demo, tmp_path):
    url = copy_of(demo, tmp_path)
    counts = "SELECT (SELECT count(*) FROM games), (SELECT count(*) FROM roster_entries), " \
             "(SELECT count(*) FROM solo_seasons), (SELECT count(*) FROM cards)"
    before = table(url, counts)
    result = runner.invoke(app, ["--db", url, "demo", "--seed", "7"])
    assert result.exit_code == 1
    assert result.output.strip() == "The database already has the demo league (Demo League)."
    assert table(url, counts) == before


def test_a_team_code_in_use_is_refused(db_url):
    engine = make_engine(db_url)
    try:
        upgrade(engine)
        with writer(engine).begin() as db:
            db.execute(sa.text("INSERT INTO teams (code, name, division) "
                               "VALUES ('RIV', 'Rivals', '')"))
    finally:
        engine.dispose()
    result = runner.invoke(app, ["--db", db_url, "demo", "--games", "1"])
    assert result.exit_code == 1
    assert "already has a team RIV" in result.output
    assert table(db_url, "SELECT count(*) FROM games") == [(0,)]


class Stop(Exception):
    """Raised by the progress callback: the build stops there, as on Ctrl+C."""


@pytest.mark.parametrize("step", ["the league stored", "the solo season's first game played"])
def test_a_build_stopped_half_way_leaves_nothing(db_url, step):
    """Stopped after the league is stored, or after its last step (the solo season's game
    played), the build removes everything it made; only the systems' sample cards may stay,
    which a later build imports anyway."""
    url = db_url
    engine = make_engine(url)

    def progress(done, total, what):
        if what == step:
            raise Stop(what)

    try:
        upgrade(engine)
        with pytest.raises(Stop):
            build_demo(engine, games=2, progress=progress)
    finally:
        engine.dispose()
    for name in ("leagues", "seasons", "series", "teams", "games", "roster_entries",
                 "lineup_entries", "game_inputs", "plays", "solo_seasons", "solo_games"):
        assert table(url, f"SELECT count(*) FROM {name}") == [(0,)], name
    assert table(url, "SELECT count(*) FROM players WHERE player_id NOT IN "
                      "(SELECT player_id FROM cards)") == [(0,)]
    assert scorebook(url, "demo", "--games", "1").exit_code == 0


def test_the_unlimited_nine_season_is_basic_and_its_rosters_are_the_characters_fielded(demo, db_url):
    """Each game of a basic season draws the captains: a team fields the nine of a colour, so
    its roster is the characters its games fielded, each under his card's name; the event
    cards are imported once (they are no one's player, so they are found by card id)."""
    url = f"sqlite:///{demo[0]}"
    options = table(url, "SELECT DISTINCT options FROM games WHERE key LIKE 'demo-unlimited9-%'")
    assert {json.loads(o)["mode"] for (o,) in options} == {"basic"}
    names = {card["id"]: card["name"] for card in json_rows(url, "cards", "list", "unlimited9")}
    for code in TEAMS["unlimited9"]:
        rows = table(url, "SELECT r.player_id, p.name FROM roster_entries r JOIN teams t ON "
                          "t.id = r.team_id JOIN players p ON p.player_id = r.player_id "
                          f"WHERE t.code = '{code}'")
        assert rows and all(player.startswith(f"{code.lower()}-u9-") for player, _ in rows)
        assert all(name == names[player.split("-u9-")[1].upper()] for player, name in rows)
    assert scorebook(db_url, "cards", "import", "unlimited9", str(BUNDLED)).exit_code == 0
    assert scorebook(db_url, "demo", "--games", "1").exit_code == 0
    assert table(db_url, "SELECT count(*) FROM cards WHERE system = 'unlimited9'") == [(69,)]
