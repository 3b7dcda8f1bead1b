"""Play modifiers: the `/` parts of a play (`/SF`, `/GDP`, `/BG`, `/L7LF`, `/TH2`).

They become `Play.flags` (upper-case tokens), `Play.batted_ball` (G ground ball, L line drive,
F fly, P pop-up; bunts add the BUNT flag) and `Play.location` (Retrosheet's hit-location
diagram: `8`, `78XD`, `9LSF` …). Every `…DP` modifier also puts DP in the flags and every
`…TP` puts TP, so counting double plays needs one test, as in Chadwick's DP_FL / TP_FL.
"""

from __future__ import annotations

import re

from engine.core.errors import quoted
from engine.core.play_text import PlayDraft, PlayText

#: Modifier -> (extra flags, batted-ball type it states).
SHAPED = {
    "GDP": ({"DP"}, "G"), "LDP": ({"DP"}, "L"), "FDP": ({"DP"}, "F"),
    "BGDP": ({"GDP", "DP", "BUNT"}, "G"), "BPDP": ({"DP", "BUNT"}, "P"),
    # Chadwick reads BFDP as a bunted foul pop caught for a double play.
    "BFDP": ({"DP", "BUNT", "FL"}, "P"),
    "GTP": ({"TP"}, "G"), "LTP": ({"TP"}, "L"), "FTP": ({"TP"}, "F"),
}

#: Modifiers that are flags and nothing more (Retrosheet event-file specification).
PLAIN = frozenset({
    "SH", "SF", "DP", "TP", "NDP", "FO", "FL", "IF", "IPHR", "INT", "BINT", "FINT", "RINT",
    "UINT", "OBS", "AP", "BOOT", "BR", "PASS", "C", "COUB", "COUF", "COUR", "MREV", "UREV",
    "REV", "TH", "TH1", "TH2", "TH3", "THH",
})

#: A batted-ball modifier: optional bunt B, optional trajectory, optional location, and
#: Retrosheet's +/- (hard or soft hit), which we do not record.
BATTED_BALL = re.compile(r"^(B?)([GLFP]?)([1-9][1-9]?[LR]?M?(?:XD|D|S|M)?W?F?)?([+-]?)$")


def apply_modifiers(draft: PlayDraft, modifiers: list[str], play: PlayText) -> None:
    """Record each modifier on the draft; an unknown one is an error naming it."""
    for modifier in modifiers:
        if not modifier:
            continue  # a trailing '/' (C/E2/) says nothing
        _apply_one(draft, modifier, play)


def _apply_one(draft: PlayDraft, modifier: str, play: PlayText) -> None:
    if modifier in SHAPED:
        extra, trajectory = SHAPED[modifier]
        draft.flags |= {modifier} | extra
        draft.batted_ball = trajectory
        return
    if modifier in PLAIN:
        draft.flags.add(modifier)
        if modifier.startswith("TH"):
            draft.flags.add("TH")
        elif modifier == "SH":
            draft.flags.add("BUNT")
        return
    if re.fullmatch(r"R\d*", modifier):  # relay throw with no out made (R$)
        draft.flags.add("R")
        return
    match = BATTED_BALL.match(modifier)
    if match and (match.group(1) or match.group(2) or match.group(3)):
        bunt, trajectory, location, _hard_or_soft = match.groups()
        if bunt:
            draft.flags.add("BUNT")
        if trajectory:
            draft.batted_ball = trajectory
        if location:
            draft.location = location
            if location.endswith("F"):
                draft.flags.add("FL")  # a location ending in F is in foul territory
        return
    raise play.fail(f"{quoted('/' + modifier)} is not a Retrosheet modifier")


def infer_batted_ball(draft: PlayDraft) -> str:
    """The batted-ball type: what the modifiers state, else what the play implies.

    Chadwick's defaults: a flag that assumes a trajectory (/SF fly, /FO and /SH ground ball,
    /IF pop-up) counts only when nothing states one; then the fielding (one fielder on the
    batter's out: a fly; a chain: a ground ball), as the readers left it in the draft.
    """
    if draft.batted_ball:
        return draft.batted_ball
    if "SF" in draft.flags:
        return "F"
    if "IF" in draft.flags:
        return "P"
    if draft.flags & {"FO", "SH"}:
        return "G"
    return draft.inferred_batted_ball
