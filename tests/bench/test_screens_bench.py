"""The screens' benchmark keeps working: both screens open and show what they computed."""

import re

from tests.bench import screens
from tests.tui.league_db import REAL_GAME, league_file, league_url  # noqa: F401  (fixtures)


def test_the_screens_benchmark_opens_both_screens(league_url, capsys):  # noqa: F811
    screens.main(["--db", league_url, "--season", "2024", "--game", REAL_GAME])
    out = capsys.readouterr().out
    assert re.search(r"statistics screen .* \d+\.\d\d s .* × +\d", out), out
    assert re.search(rf"box-score screen \({REAL_GAME}\) .* \d+\.\d\d s", out), out
