"""Box scores laid out as a newspaper lays them out: a table is never split from its heads (its
continuation repeats the team and the column heads), a box that fits a page is never split
across two, the league report packs its boxes without near-empty pages, nothing is drawn in the
margins, and no team name or position is cut short — with 40-character team names, twenty
substitutes in one batting slot (a table longer than a page) and nineteen innings."""

from __future__ import annotations

import copy
import re

from reportlab.lib.pagesizes import LETTER

from exports.box_pdf import MARGIN, box_pdf
from exports.report_pdf import report_pdf
from exports.team_abbreviations import team_label, team_labels
from exports.pdf_fonts import SANS_BOLD
from tests.exports.pdf_drawing import outside, page_drawing
from tests.exports.test_box_pdf import page_text
from tests.stats import box_games

real_games_url, real_frames, real_boxes = (box_games.real_games_url, box_games.real_frames,
                                           box_games.real_boxes)

AWAY = "Featherstonehaugh Kalamazoo Mariners Club"  # 41 characters, no city of the table
HOME = "New York Yankees of the Bronx, Borough N"  # 40, a city the table abbreviates
#: The frame's height: the page less its margins and the frame's padding.
FRAME = LETTER[1] - 2 * MARGIN - 12


def tall_box(real_boxes) -> dict:
    """The Arizona-Pittsburgh box with long team names, 19 innings and 20 substitutes, with
    long names and positions, in the visitors' leadoff slot."""
    box = copy.deepcopy(real_boxes["PIT201904220"])
    box["game"]["key"] = "LONG20190422"
    box["linescore"]["away"]["name"], box["linescore"]["home"]["name"] = AWAY, HOME
    line = box["linescore"]
    line["innings"] = list(range(1, 20))
    for side in ("away", "home"):
        line[side]["runs"] = (line[side]["runs"] + [0] * 19)[:19]
    first = box["batting"]["away"][0]
    subs = [dict(first, player_id=f"sub{n}", order=n, pos="ph-lf-1b-3b-ss",
                 name=f"Substitute Featherstonehaugh {n:02d}") for n in range(1, 21)]
    box["batting"]["away"][1:1] = subs
    return box


def fill(drawn, page_height: float = LETTER[1]) -> float:
    """How much of the frame the page's story fills, from the top margin down to the lowest
    thing drawn above the foot (the report's page number is below the margin)."""
    low = min(d.y0 for d in drawn if d.y0 > MARGIN - 1)
    return (page_height - MARGIN - low) / FRAME


def test_newspapers_abbreviate_a_team_that_does_not_fit():
    assert team_labels("New York Yankees", "NYA") == ["New York Yankees", "N.Y. Yankees", "NYA"]
    assert team_labels("Chicago Cubs", "CHN")[1] == "Chi. Cubs"
    assert team_labels("St. Louis Cardinals", "SLN")[1] == "St.L. Cardinals"
    assert team_labels("Arizona", "ARI") == ["Arizona", "Ariz.", "ARI"]
    assert team_labels("Elmwood Pilots", "ELM") == ["Elmwood Pilots", "ELM"]
    assert team_label("Los Angeles Dodgers", "LAN", 60, SANS_BOLD, 8.5) == "L.A. Dodgers"
    assert team_label("Los Angeles Dodgers", "LAN", 30, SANS_BOLD, 8.5) == "LAN"
    assert team_label("Los Angeles Dodgers", "LAN", 200, SANS_BOLD, 8.5) == "Los Angeles Dodgers"


def test_a_box_longer_than_a_page_continues_under_its_heads(real_boxes):
    data = box_pdf([tall_box(real_boxes)])
    pages, drawings = page_text(data), page_drawing(data)
    assert len(pages) == 2
    text = "".join(pages)
    assert "…" not in text
    # The headline keeps the full names; the tables name the teams by what fits.
    assert f"{AWAY} 12, " in pages[0].replace("\n", " ") or AWAY in text
    heads = re.findall(r"^(\S.*?) +AB +R +H +RBI +BB +SO +LOB +AVG", text, re.M)
    assert heads and all(h in team_labels(AWAY, "ARI") for h in heads)
    assert "N.Y. Yankees of the Bronx" in text or "PIT" in text
    # Every substitute is there, whole, with all his positions (over lines: too long for one
    # even in the smallest type).
    visitors = " ".join(line[:60].strip() for page in pages for line in page.splitlines())
    visitors = re.sub(" +", " ", visitors).replace("- ", "-")  # a line broken after a hyphen
    for n in range(1, 21):
        assert f"Substitute Featherstonehaugh {n:02d}, ph-lf-1b-3b-ss 5 2 1 " in visitors, n
    # The batting continues on the second page under the team's name and the heads again,
    # and the totals are not alone there.
    assert re.search(r"^ARI +AB +R +H +RBI +BB +SO +LOB +AVG", pages[1], re.M)
    first_row = re.search(r"Featherstonehaugh (\d\d)", pages[1])
    assert pages[1].index("AB ") < first_row.start()
    assert int(first_row[1]) > 1 and "Totals" in pages[1]
    # Nineteen innings in the line score, and nothing in the margins.
    assert re.search(r" 19 +R +H +E", pages[0])
    for n, drawn in enumerate(drawings):
        assert outside(drawn, LETTER, MARGIN) == [], n
    assert fill(drawings[0]) > 0.9


def test_the_report_packs_whole_boxes_without_near_empty_pages(real_boxes):
    boxes = [real_boxes[g] for g in sorted(real_boxes)] * 2 + [tall_box(real_boxes)]
    for n in range(4):  # short boxes (a few batters, a pitcher a side, no notes), as a short
        small = copy.deepcopy(real_boxes["SFN201905100"])  # game's
        small["game"]["key"] = f"SHORT{n}"
        for side in ("away", "home"):
            small["batting"][side] = small["batting"][side][:4]
            small["pitching"][side] = small["pitching"][side][:1]
        small["notes"] = {}
        boxes.append(small)
    data = report_pdf("Many games", [], [], [], [], iter(boxes))
    pages, drawings = page_text(data)[2:], page_drawing(data)[2:]  # past the tables' pages
    for n, drawn in enumerate(drawings):
        # (The report's foot, "page N of M", is set in the bottom margin on purpose.)
        assert outside([d for d in drawn if d.y1 > MARGIN], LETTER, MARGIN) == [], n
        if n < len(drawings) - 1:
            assert fill(drawn) > 0.25, n
    # Each box that fits a page is whole on one: its dateline and its last proof line on
    # the same page.
    for box in boxes:
        if box["linescore"]["away"]["name"] == AWAY:
            continue
        key, home = box["game"]["key"], box["linescore"]["home"]["name"]
        starts = [n for n, page in enumerate(pages) if f"· {key}" in page]
        assert starts, key
        for n in starts:
            after = pages[n][pages[n].index(f"· {key}"):]
            assert f"Proof — {home}:" in after, (key, n)
    assert len(pages) < len(boxes)  # boxes share pages
