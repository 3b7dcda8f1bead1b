"""The CLI tests use the database fixtures of tests/db."""

from tests.db.conftest import db_url, engine, script_header, setup  # noqa: F401
