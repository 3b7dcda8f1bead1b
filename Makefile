# Everything a fresh machine needs is installed by these targets themselves.
UV := $(shell command -v uv 2>/dev/null || echo "$(HOME)/.local/bin/uv")
PY := .venv/bin/python
PACKAGES := engine db stats exports tui scorebook

.PHONY: run test bench lint setup pdf-tools terminal-tools

$(UV):
	python3 -m pip install --user --quiet uv || python3 -m pip install --quiet uv

# Installed with bytecode compiled — our own packages too, which uv installs editable and leaves
# alone — so that no run compiles them: where bytecode cannot be written (a read-only install,
# PYTHONDONTWRITEBYTECODE) every run would. The command line must start in a fraction of a
# second (scorebook/cli.py).
.venv/.synced: pyproject.toml uv.lock | $(UV)
	$(UV) sync --frozen --compile-bytecode
	$(PY) -m compileall -q $(PACKAGES)
	touch $@

setup: .venv/.synced

run: setup
	.venv/bin/scorebook

test: setup pdf-tools terminal-tools
	.venv/bin/lint-imports
	tests/with-postgres .venv/bin/pytest -q

# The statistics benchmark (tests/bench/run.py; not part of `make test`): a season of 2,430
# games, built once and cached, timed with each reader on SQLite and PostgreSQL; at the end the
# soak of each database, four scorekeepers and two followers at once (SOAK_SECONDS, 60).
bench: setup
	tests/with-postgres $(PY) -m tests.bench.run

# The tests that look at printed pages render them with pdftoppm (Debian's poppler-utils). The
# PDFs embed their fonts (exports/fonts/), so no font has to be installed to draw them. Installed
# once, as root or with password-less sudo; where neither works those tests skip and say why.
PDF_TOOLS := poppler-utils
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo "sudo -n")

pdf-tools:
	@if ! command -v pdftoppm >/dev/null; then \
	  $(SUDO) apt-get install -y -q $(PDF_TOOLS) \
	  || { $(SUDO) apt-get update -q && $(SUDO) apt-get install -y -q $(PDF_TOOLS); } \
	  || echo "Could not install $(PDF_TOOLS): the tests that render PDF pages will be skipped."; \
	fi

# The end-to-end test of the app runs it in a real terminal under tmux (Debian's tmux).
terminal-tools:
	@command -v tmux >/dev/null || $(SUDO) apt-get install -y -q tmux \
	  || { $(SUDO) apt-get update -q && $(SUDO) apt-get install -y -q tmux; } \
	  || echo "Could not install tmux: the end-to-end test of the app will be skipped."

lint: setup
	.venv/bin/lint-imports
