"""A game's cards are stored once each (issue 20 item 14): simulated and recorded card games
name their cards by digest in `game_cards`, read back whole; migration 0007 moves the games
stored before; a game's play and box score are what they were."""

from __future__ import annotations

import json

import sqlalchemy as sa

from db.engine import make_engine, writer
from db.game_options import REFERENCE, options_of
from db.migrate import upgrade
from db.recording import game_state
from tests.command_line import scorebook
from tests.db.conftest import db_url  # noqa: F401  (database fixture)


def stored(url: str) -> tuple[list[tuple[str, str]], list[str]]:
    engine = make_engine(url)
    try:
        with engine.connect() as db:
            games = db.execute(sa.text("SELECT key, options FROM games ORDER BY key")).all()
            sets = list(db.execute(sa.text("SELECT digest FROM game_cards")).scalars())
    finally:
        engine.dispose()
    return [tuple(g) for g in games], sets


def test_simulated_games_store_each_card_once(db_url):  # noqa: F811
    for system in ("nanyou", "bot9"):
        result = scorebook(db_url, "sim", system, "--games", "6", "--seed", "3", "--processes", "1")
        assert result.exit_code == 0, result.output
    games, sets = stored(db_url)
    assert len(games) == 12
    cards = set()
    for key, options in games:
        assert len(options) < 2_500, key  # was ~20 KB
        named = json.loads(json.loads(options)["cards"].removeprefix(REFERENCE))
        assert set(named.values()) <= set(sets)
        cards |= set(named.values())
    assert len(sets) == len(cards) < 6 * 2 * 30  # each card once, not once a game
    engine = make_engine(db_url)
    try:
        session = game_state(engine, "sim-nanyou-3-1")
        assert len(session.options["cards"]) > 10_000  # read back whole
        assert session.game.final
    finally:
        engine.dispose()
    again = scorebook(db_url, "db", "rebuild")  # every game replayed from its stored options
    assert again.exit_code == 0, again.output


def test_the_migration_moves_the_games_stored_before(tmp_path):
    url = f"sqlite:///{tmp_path / 'old.db'}"
    result = scorebook(url, "sim", "nanyou", "--games", "3", "--seed", "4", "--processes", "1")
    assert result.exit_code == 0, result.output
    engine = make_engine(url)
    try:
        with writer(engine).begin() as db:  # as revision 0006 kept them: the cards in every game
            whole = {key: options_of(db, text) for key, text in
                     db.execute(sa.text("SELECT key, options FROM games")).all()}
            for key, options in whole.items():
                db.execute(sa.text("UPDATE games SET options = :o WHERE key = :k"),
                           {"o": json.dumps(options), "k": key})
            db.execute(sa.text("DROP TABLE game_cards"))
            db.execute(sa.text("DROP TABLE game_claims"))  # and what 0008 adds
            db.execute(sa.text("ALTER TABLE game_inputs DROP COLUMN scorer"))
            db.execute(sa.text("UPDATE alembic_version SET version_num = '0006'"))
        box_before = scorebook(url, "box", "sim-nanyou-4-2", "--format", "json").output
        upgrade(engine)
        games, sets = stored(url)
        assert 0 < len(sets) < 3 * 30
        with engine.connect() as db:
            assert {key: options_of(db, text) for key, text in games} == whole
        assert all(json.loads(text)["cards"].startswith(REFERENCE) for _, text in games)
        assert scorebook(url, "box", "sim-nanyou-4-2", "--format", "json").output == box_before
    finally:
        engine.dispose()
