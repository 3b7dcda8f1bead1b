"""The app's benchmark keeps working: a couple of key presses, every one of them stored."""

from tests.bench import tui


def test_the_key_press_benchmark_runs_and_stores_every_press(capsys):
    tui.main(["--keys", "3"])
    out = capsys.readouterr().out
    assert "Enter (recorded)" in out and "the screen adds" in out
