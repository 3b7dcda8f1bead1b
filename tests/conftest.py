import atexit
import os
import shutil
import tempfile

from hypothesis import Phase, settings

# HYPOTHESIS_PROFILE=debug: report failures at once, without the slow shrinking phase.
settings.register_profile("debug", phases=[Phase.explicit, Phase.reuse, Phase.generate])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))

# Who records, whoever runs the tests: the scorer a box score names is the same everywhere.
os.environ.setdefault("SCOREBOOK_SCORER", "Test Scorer")

# Every write to a SQLite database must be a writer's, which waits for the lock (db.engine.writer).
os.environ.setdefault("SCOREBOOK_CHECK_WRITERS", "1")

# The statistics' columnar copies of the test databases (stats.plays_cache) go to a folder of
# this run's, not the user's cache folder; the commands the tests start inherit it.
if "SCOREBOOK_CACHE" not in os.environ:
    os.environ["SCOREBOOK_CACHE"] = tempfile.mkdtemp(prefix="scorebook-cache-")
    atexit.register(shutil.rmtree, os.environ["SCOREBOOK_CACHE"], ignore_errors=True)
