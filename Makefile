# Everything a fresh machine needs is installed by these targets themselves.
UV := $(shell command -v uv 2>/dev/null || echo "$(HOME)/.local/bin/uv")
PY := .venv/bin/python

.PHONY: run test bench lint setup

$(UV):
	python3 -m pip install --user --quiet uv || python3 -m pip install --quiet uv

.venv/.synced: pyproject.toml uv.lock | $(UV)
	$(UV) sync --frozen
	touch $@

setup: .venv/.synced

run: setup
	.venv/bin/scorebook

test: setup
	.venv/bin/lint-imports
	tests/with-postgres .venv/bin/pytest -q

# The statistics benchmark (tests/bench/run.py; not part of `make test`): a season of 2,430
# games, built once and cached, timed with each reader on SQLite and PostgreSQL.
bench: setup
	tests/with-postgres $(PY) -m tests.bench.run

lint: setup
	.venv/bin/lint-imports
