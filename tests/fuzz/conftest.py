"""The fuzzers' database: made once per module, copied per example (tests/fuzz/__init__.py
says how many examples run, and how to run more)."""

import pytest

from tests.fuzz.fuzzing import Databases


@pytest.fixture(scope="module")
def databases():
    """An empty migrated database; a module that needs rows in it overrides this."""
    made = Databases()
    yield made
    made.close()
