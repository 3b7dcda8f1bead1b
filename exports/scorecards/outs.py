"""Who was put out on a play, in the order the outs were made, and how each runner was put
out — what a scorer pencils into each player's own box: the out's number in the inning and,
for a runner, the fielders who put him out ("6-4", "CS 2-4", "PO 1-3").

The plays row says who is out (a destination of 0); its Retrosheet text says in what order:
the outs of the batted ball in the order its fielding chain writes them (`64(1)3/GDP`: the
runner forced at second, then the batter), the runner's out in the event itself before the
batter's (`K+CS2(24)`: the runner caught stealing takes the first out, the batter who struck out
the second — the house rule for this double play), then the runners thrown
out advancing, as the advances are written (`8/F.1X2(84)`: the batter, then the runner
doubled off).
"""

from __future__ import annotations

import re

#: The base a runner caught stealing or picked off stealing started from.
_FROM = {"2": "1", "3": "2", "H": "3"}
#: A runner's out in the event itself: caught stealing, pickoff, pickoff caught stealing.
_RUNNER_OUT = re.compile(r"(POCS|CS|PO)([123H])(?:\(([^)]*)\))?")
#: A fielding chain's force or tag of a runner (`64(1)`) or of the batter (`8(B)`).
_MARKED = re.compile(r"(\d*)\(([B123])\)")
#: A runner (or the batter) put out advancing: `1X3(85)`, `BX2(84)`.
_THROWN_OUT = re.compile(r"([B123])X[123H]((?:\([^)]*\))*)")


def chain(fielders: str) -> str:
    """Fielders as a scorer writes them: "6-4", or "6U" for one fielder unassisted."""
    digits = [ch for ch in fielders if ch.isdigit()]
    if len(digits) == 1:
        return digits[0] + "U"
    return "-".join(digits)


def outs_in_order(row: dict) -> list[tuple[str, str]]:
    """The outs of a plays row in the order they were made: each as (who, how), who "B" for
    the batter or the base a runner started from ("1", "2", "3"), how the fielders who put a
    runner out ("" when the text does not name them, and always for the batter, whose box
    holds the play itself)."""
    text = row["text"] or ""
    main, _, advances = text.partition(".")
    head = main.split("/")[0]
    out = _put_out(row)
    order: list[tuple[str, str]] = []

    def add(who: str, how: str = "") -> None:
        if who in out and all(who != done for done, _ in order):
            order.append((who, how))

    for kind, base, fielders in _RUNNER_OUT.findall(head):
        add(base if kind == "PO" else _FROM[base], f"{kind} {chain(fielders)}".strip())
    if head[:1].isdigit():
        held = ""  # the fielder holding the ball when the last out of the chain was made
        for fielders, who in _MARKED.findall(head):
            if held and not fielders.startswith(held):
                fielders = held + fielders
            add(who, "" if who == "B" else chain(fielders))
            held = fielders[-1:] or held
    thrown = _THROWN_OUT.findall(advances)
    if row["batter_event"] and all(who != "B" for who, _ in thrown):
        add("B")
    for who, marks in thrown:
        fielders = next((m for m in re.findall(r"\(([^)]*)\)", marks) if m.isdigit()), "")
        add(who, chain(fielders) if who != "B" else "")
    for who in ("3", "2", "1", "B"):  # an out the text does not place: lead runner first
        add(who)
    return order


def _put_out(row: dict) -> set[str]:
    """Who the row says was put out."""
    out = {str(base) for base in (1, 2, 3)
           if row[f"runner{base}"] and row[f"run{base}_dest"] == 0}
    if row["batter_event"] and row["batter_dest"] == 0:
        out.add("B")
    return out
