"""Fielding credits: who handled the ball on an out, an error or a throw (`63`, `2E6`, `E5`).

The conventions are Chadwick's (cwevent PO*_FLD_CD, ASS*_FLD_CD, ERR*_FLD_CD), which follow
Rule 9.09 (putouts), 9.10 (assists) and 9.12 (errors): the last fielder in a chain makes the
putout and everyone before him gets one assist, however often he touched the ball; in a chain
that ends in an error (`7E4`) everyone before the error gets an assist, the out is not made
and the fielder after the `E` is charged.
"""

from __future__ import annotations

from engine.core.errors import quoted
from engine.core.play_text import Credit, PlayText

FIELDERS = "123456789"

#: Retrosheet writes `99` when the fielders of an out are unknown (no putout or assist).
UNKNOWN_FIELDERS = "99"


def _distinct(fielders: list[int]) -> tuple[int, ...]:
    """Rule 9.10: one assist per fielder per play, however often he handled the ball."""
    seen: list[int] = []
    for fielder in fielders:
        if fielder not in seen:
            seen.append(fielder)
    return tuple(seen)


def read_error(play: PlayText) -> Credit:
    """Read `E` and the fielder charged, at the cursor (the `E` not yet taken)."""
    play.take()
    fielder = play.take_if(FIELDERS)
    if not fielder:
        raise play.fail("an error names the fielder charged, as E6")
    return Credit("E" + fielder, errors=(int(fielder),), safe=True)


def read_credit(play: PlayText, relay_from: str = "") -> Credit:
    """Read a fielding credit at the cursor: `8`, `643`, `2E6`, `E5` or `99`.

    `relay_from` is the fielder who made the previous out of the same play, so the second
    out of `64(1)3` reads as `43`: the second baseman who took the throw relays it to first
    and gets an assist (Chadwick's convention).
    """
    if play.peek() == "E":
        return read_error(play)
    start = play.pos
    digits = play.take_digits()
    if not digits:
        raise play.fail("a fielding credit names fielders by number, 1-9")
    if "0" in digits:
        raise play.fail(f"{quoted(digits)} is not a list of "
                        "fielders: fielders are numbered 1-9", start)
    if digits == UNKNOWN_FIELDERS:
        return Credit(digits, unknown=True)
    chain = digits
    if relay_from and relay_from != digits[0]:
        chain = relay_from + digits
    fielders = [int(f) for f in chain]
    if play.peek() == "E":
        error = read_error(play)
        return Credit(chain + error.text, assists=_distinct(fielders), errors=error.errors,
                      safe=True)
    return Credit(chain, putouts=(fielders[-1],), assists=_distinct(fielders[:-1]))
