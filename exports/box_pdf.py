"""A box score as a printed newspaper page (`scorebook box GAME --pdf FILE`).

The page is drawn from the box score `stats.box.dicts.box_dicts` gives (the same dict the JSON
and text box scores come from): nothing is counted here, so the printed box always agrees with
the screen. It runs top to bottom as a newspaper's does: the headline (teams and final score)
and dateline (system, date, game id), the line score, the two teams' batting side by side, the
pitching (exports/box_tables.py: with the season to date, AVG and ERA), the notes, the time
and attendance where known, and the box-score proof. A box longer than a page continues on the
next one, a table never without its heads (exports/pages/agate.py). The tables, paragraphs and
page flow are the quick ones of exports/pages (a season's report prints 2,500 such pages), so
there is one way to draw a box score.

`box_story(box)` gives the page as flowables, so a league report can put many box scores in
one document; `box_pdf(boxes)` renders whole documents, one box score per page.
"""

from __future__ import annotations

import datetime as dt
import io
from typing import Iterable

from reportlab.lib import colors
from reportlab.lib.pagesizes import LETTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import inch
from reportlab.platypus import HRFlowable, PageBreak, Spacer

from exports.box_tables import SIDES, batting_table, level, linescore_table, pitching_table
from exports.pages.agate import ROW, SideBySide
from exports.pages.lines import Lines
from exports.pages.stack import Stack
from exports.pages.stream import Pending, StreamDoc
from exports.pdf_fonts import SANS, SANS_BOLD, register_fonts
from stats.box.text import game_ending, note_item, ordinal

#: How the systems are called on the dateline (any other key is printed as it is).
SYSTEM_NAMES = {"bot9": "Bottom of the 9th", "nanyou": "Nanyou 職棒大賽紙牌",
                "pizzabox": "Pizza Box Baseball", "unlimited9": "Unlimited Nine", "plain": "Baseball",
                "retrosheet": "Baseball"}
#: Note labels spelled out where the abbreviation is not a newspaper's own.
NOTE_LABELS = {"IR": "Inherited runners-scored", "GIDP": "GIDP"}
MARGIN = 0.6 * inch
#: The width the page's frame leaves for the story (platypus pads a frame 6 points a side).
WIDTH = LETTER[0] - 2 * MARGIN - 12
#: The most room left over the shorter team's batting totals to print both teams' level.
LEVEL = 8 * ROW

_HEADLINE = ParagraphStyle("headline", fontName=SANS_BOLD, fontSize=18, leading=22)
_DATELINE = ParagraphStyle("dateline", fontName=SANS, fontSize=9.5, leading=12,
                           textColor=colors.HexColor("#333333"))
_NOTE = ParagraphStyle("note", fontName=SANS, fontSize=8.5, leading=10.5, leftIndent=10,
                       firstLineIndent=-10)
_PROOF = ParagraphStyle("proof", parent=_NOTE, textColor=colors.HexColor("#444444"))


def box_pdf(boxes: Iterable[dict], title: str | None = None) -> bytes:
    """The box scores (dicts from `stats.box.dicts.box_dicts`) as a PDF, one per page. The
    output is the same bytes every time for the same box scores (reportlab's invariant mode:
    no creation time, a fixed document id), so a printed box can be compared and archived."""
    register_fonts()
    boxes = list(boxes)  # the title names them all
    out = io.BytesIO()
    doc = StreamDoc(out, pagesize=LETTER, leftMargin=MARGIN, rightMargin=MARGIN,
                    topMargin=MARGIN, bottomMargin=MARGIN, invariant=1,
                    title=title or ("Box score: " + "; ".join(map(matchup, boxes))),
                    author="Scorebook", creator="Scorebook")
    doc.build([Pending(enumerate(boxes), lambda nth: [PageBreak()] * bool(nth[0])
                       + box_story(nth[1]))])
    return out.getvalue()


def box_story(box: dict, lead: tuple = (), together: bool = False) -> list:
    """One box score as flowables, in newspaper order (one stack of them: see
    exports/pages/stack.py), after the flowables `lead` (a report's bookmark);
    `together`: the box goes whole to the next page when it does not fit where it is (and
    would fit a page)."""
    game = box["game"]
    teams = team_names(box)
    story = [*lead, Lines(headline(game, teams), _HEADLINE), Lines(dateline(game), _DATELINE),
             HRFlowable(width="100%", thickness=1.2, color=colors.black, spaceBefore=3,
                        spaceAfter=6),
             linescore_table(box, teams, WIDTH)]
    story += [Lines(line, _NOTE) for line in _game_remarks(game, teams)]
    batting = level([batting_table(box, side, teams, WIDTH / 2 - SideBySide.GAP)
                     for side in SIDES], LEVEL)
    story += [Spacer(1, 10), SideBySide(*batting, WIDTH)]
    story.append(Spacer(1, 10))
    footnotes: list[str] = []
    for side in SIDES:
        if box["pitching"][side]:  # in Bottom of the 9th only the visitors pitch
            story += [pitching_table(box, side, teams, footnotes), Spacer(1, 4)]
    story += [Lines(f, _NOTE) for f in footnotes]
    story.append(Spacer(1, 6))
    story += [_note_line(label, items, teams) for label, items in box["notes"].items()]
    facts = time_and_attendance(game)
    if facts:
        story.append(Lines(facts, _NOTE))
    story.append(Spacer(1, 4))
    story.append(Stack(_proof(box, teams), together=True))
    return [Stack(story, together=together)]


def time_and_attendance(game: dict) -> list[tuple[str, str]]:
    """"T—2:47. A—31,428." at the foot of the box, as a newspaper ends it, where the game's
    record says them (a Retrosheet header does; a game at the table has neither); and who
    scored it at the table, "Scorer—Ann Lee." (stats/game_facts.py)."""
    runs = []
    minutes, crowd, scorers = (game.get(k) for k in ("time_of_game", "attendance", "scorers"))
    if minutes:
        runs += [(SANS_BOLD, "T"), (SANS, f"—{minutes // 60}:{minutes % 60:02d}.")]
    if crowd:
        runs += [(SANS_BOLD, " A" if runs else "A"), (SANS, f"—{crowd:,}.")]
    if scorers:
        label = "Scorers" if ", " in scorers else "Scorer"
        runs += [(SANS_BOLD, f" {label}" if runs else label), (SANS, f"—{scorers}.")]
    return runs


def team_names(box: dict) -> dict[int | str, str]:
    """The teams' full names by side index and by team code (notes name teams by code)."""
    game, line = box["game"], box["linescore"]
    names: dict[int | str, str] = {}
    for i, side in enumerate(SIDES):
        names[i] = line.get(side, {}).get("name") or game[side]
        names[game[side]] = names[i]
    return names


def matchup(box: dict) -> str:
    teams = team_names(box)
    return f"{teams[0]} at {teams[1]} ({box['game']['key']})"


def headline(game: dict, teams: dict) -> str:
    """The winner first, as a newspaper writes it: "Home Nine 1, Visitors 0"."""
    away, home = (teams[0], game["away_runs"] or 0), (teams[1], game["home_runs"] or 0)
    won_tie = home[1] == away[1] and game.get("winning_side") == "home"  # the rules' winner
    first, second = (home, away) if home[1] > away[1] or won_tie else (away, home)
    text = f"{first[0]} {first[1]}, {second[0]} {second[1]}"
    return text if game["status"] == "final" else text + " (in progress)"


def dateline(game: dict) -> str:
    parts = [SYSTEM_NAMES.get(game["system"], game["system"] or "Baseball")]
    if game["date"]:
        day = dt.date.fromisoformat(game["date"]) if isinstance(game["date"], str) else game["date"]
        parts.append(f"{day:%A, %B} {day.day}, {day.year}")
    innings = game.get("innings")
    if game["status"] == "final" and innings and innings > 9 and (game["start_inning"] or 1) == 1:
        parts.append(f"{innings} innings")
    parts.append(game["key"])
    return " · ".join(parts)


def _game_remarks(game: dict, teams: dict) -> list[str]:
    """How the game began, when not in the top of the 1st at 0-0, and how it ended, when not
    with the third out (a walk-off, a Bottom of the 9th home run, a game called) or when a
    tie went to one side (stats.box.text.game_ending)."""
    lines = []
    if game["start_inning"] not in (None, 1) or game["start_half"] not in (None, 0) \
            or game["away_before"] or game["home_before"]:
        half = "top" if game["start_half"] == 0 else "bottom"
        lines.append(f"Began in the {half} of the {ordinal(game['start_inning'])}, "
                     f"{teams[0]} {game['away_before']}, {teams[1]} {game['home_before']}.")
    return lines + game_ending(game, teams)


def _note_line(label: str, items: list[dict], teams: dict) -> Lines:
    """One note: "**2B** — Kashimura (3), Katsuragi 2 (5)." (season totals in brackets)."""
    text = ", ".join(note_item(label, item, teams) for item in items)
    return Lines([(SANS_BOLD, NOTE_LABELS.get(label, label)), (SANS, f" — {text}.")], _NOTE)


def _proof(box: dict, teams: dict) -> list:
    # Until the game is over, runners still on base are on neither side of the proof.
    label = "Proof" if box["game"]["status"] == "final" else "Proof so far"
    return [Lines([(SANS_BOLD, label), (SANS, f" — {teams[i]}: {proof['explain']}.")], _PROOF)
            for i, side in enumerate(SIDES) if (proof := box["proof"].get(side))]
