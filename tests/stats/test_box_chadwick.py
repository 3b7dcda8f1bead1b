"""Our box scores of the four real 2019 games against Chadwick's cwbox, number by number:
every batter's AB R H RBI, every pitcher's IP H R ER BB SO and decision, the "pitched to"
footnotes, the line score and the notes cwbox prints (E DP LOB 2B 3B HR SB CS SH SF HBP WP
Balk PB). A difference is a bug until proven otherwise; known ones are marked xfail with the
reason (strict: the test fails once they are fixed, so the mark is removed)."""

from __future__ import annotations

import pytest

from stats.box.text import batter_label, box_text
from tests.stats.box_games import GAME_IDS, real_boxes, real_frames, real_games_url  # noqa: F401
from tests.stats.chadwick_box import EXPECTED, read_box

pytestmark = pytest.mark.skipif(not EXPECTED.exists(),
                                reason="the shared Retrosheet data is not beside the project")

SIDES = ("away", "home")
_CWBOX_LABELS = {"BK": "Balk"}
#: The notes cwbox prints (T and A, time and attendance, we do not keep).
CWBOX_NOTES = ("E", "DP", "TP", "LOB", "2B", "3B", "HR", "SB", "CS", "SH", "SF", "HBP", "WP",
               "Balk", "PB")

#: Differences from Chadwick that are not the box score's: game -> {part: reason}.
KNOWN: dict[str, dict[str, str]] = {}  # game -> part -> why we differ (none now)


def ours(box: dict) -> dict:
    """Our box score in the shape `read_box` gives Chadwick's."""
    teams = {side: box["linescore"][side]["name"] for side in SIDES}
    notes = {}
    for label, items in box["notes"].items():
        if _CWBOX_LABELS.get(label, label) not in CWBOX_NOTES:
            continue
        text = []
        for item in items:
            if "player_id" not in item:
                text.append(f"{teams[SIDES[0 if item['team'] == box['game']['away'] else 1]]}"
                            f" {item['count']}")
                continue
            name = item["name"]
            if label == "HBP":
                name = f"by {name} ({item['batter_name']})"
            text.append(name + (f" {item['count']}" if item["count"] > 1 else ""))
        notes[_CWBOX_LABELS.get(label, label)] = ", ".join(text)
    footnotes = [line.strip() for line in box_text(box).splitlines() if "Pitched to" in line]
    return {
        "batting": [[(batter_label(r["name"], r["pos"]), r["AB"], r["R"], r["H"], r["RBI"])
                     for r in box["batting"][side]] for side in SIDES],
        "pitching": [[(p["name"], p["decision"], p["IP"], p["H"], p["R"], p["ER"], p["BB"],
                       p["SO"]) for p in box["pitching"][side]] for side in SIDES],
        "footnotes": footnotes,
        "linescore": ["".join(_cell(c) for c in box["linescore"][side]["runs"])
                      + f" {box['linescore'][side]['R']}" for side in SIDES],
        "notes": notes,
    }


def _cell(runs) -> str:
    return f"({runs})" if isinstance(runs, int) and runs >= 10 else str(runs)


def theirs(game_id: str) -> dict:
    box = read_box(game_id)
    return {
        "batting": box.batting,
        "pitching": box.pitching,
        "footnotes": box.footnotes,
        "linescore": [" ".join(row[17:].replace(" ", "").split("--")) for row in box.linescore
                      if "--" in row],
        "notes": {k: v for k, v in box.notes.items() if k in CWBOX_NOTES},
    }


def _cases():
    for game_id in GAME_IDS:
        for part in ("batting", "pitching", "footnotes", "linescore", "notes"):
            reason = KNOWN.get(game_id, {}).get(part)
            marks = [pytest.mark.xfail(reason=reason, strict=True)] if reason else []
            yield pytest.param(game_id, part, marks=marks, id=f"{game_id}-{part}")


@pytest.mark.parametrize("game_id, part", list(_cases()))
def test_box_score_matches_chadwick(real_boxes, game_id, part):
    mine, cwbox = ours(real_boxes[game_id]), theirs(game_id)
    if part == "notes":
        mine = {k: v for k, v in mine[part].items() if k in CWBOX_NOTES}
        assert mine == cwbox[part]
    else:
        assert mine[part] == cwbox[part]
