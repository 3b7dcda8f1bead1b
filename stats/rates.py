"""Rate statistics as Polars expressions over the counting columns of a line.

Each function returns a `pl.Expr` naming the columns it reads (`H`, `AB`, `outs`, …), so the
same expression serves a season line, a team total or a single game. A zero denominator gives
null, never inf or NaN: a batter without an at-bat has no average, a pitcher without an out
has no ERA (the scorebook leaves the space empty rather than writing ∞).
"""

from __future__ import annotations

import polars as pl


def ratio(numerator: pl.Expr, denominator: pl.Expr) -> pl.Expr:
    """numerator / denominator, or null when the denominator is 0."""
    return pl.when(denominator != 0).then(numerator / denominator)


def total_bases() -> pl.Expr:
    """TB = H + 2B + 2×3B + 3×HR (a double is one extra base, a triple two, a homer three)."""
    return pl.col("H") + pl.col("2B") + 2 * pl.col("3B") + 3 * pl.col("HR")


def batting_average() -> pl.Expr:
    """AVG = H / AB."""
    return ratio(pl.col("H"), pl.col("AB"))


def on_base_percentage() -> pl.Expr:
    """OBP = (H + BB + HBP) / (AB + BB + HBP + SF), as MLB defines it (sacrifice hits and
    catcher's interference count for neither side)."""
    return ratio(pl.col("H") + pl.col("BB") + pl.col("HBP"),
                 pl.col("AB") + pl.col("BB") + pl.col("HBP") + pl.col("SF"))


def slugging() -> pl.Expr:
    """SLG = TB / AB."""
    return ratio(total_bases(), pl.col("AB"))


def on_base_plus_slugging() -> pl.Expr:
    """OPS = OBP + SLG (null when either is)."""
    return on_base_percentage() + slugging()


def isolated_power() -> pl.Expr:
    """ISO = SLG − AVG = (TB − H) / AB: extra bases per at-bat."""
    return ratio(total_bases() - pl.col("H"), pl.col("AB"))


def babip() -> pl.Expr:
    """BABIP = (H − HR) / (AB − SO − HR + SF): how often a ball put in play falls for a hit."""
    return ratio(pl.col("H") - pl.col("HR"),
                 pl.col("AB") - pl.col("SO") - pl.col("HR") + pl.col("SF"))


def strikeout_rate() -> pl.Expr:
    """K% = SO / PA, as a fraction (0.231 for 23.1 %)."""
    return ratio(pl.col("SO"), pl.col("PA"))


def walk_rate() -> pl.Expr:
    """BB% = BB / PA, as a fraction (intentional walks included, as FanGraphs counts them)."""
    return ratio(pl.col("BB"), pl.col("PA"))


def per_nine(column: str) -> pl.Expr:
    """A pitcher's `column` per nine innings: 9 × column / (outs / 3) = 27 × column / outs.

    Nine innings whatever the game's scheduled length, as MLB does, so a seven-inning league's
    ERAs read like everyone else's.
    """
    return ratio(27 * pl.col(column), pl.col("outs"))


def earned_run_average() -> pl.Expr:
    """ERA = 9 × ER / IP."""
    return per_nine("ER")


def whip() -> pl.Expr:
    """WHIP = (BB + H) / IP."""
    return ratio(3 * (pl.col("BB") + pl.col("H")), pl.col("outs"))


def strikeouts_per_nine() -> pl.Expr:
    """K/9 = 9 × SO / IP."""
    return per_nine("SO")


def walks_per_nine() -> pl.Expr:
    """BB/9 = 9 × BB / IP."""
    return per_nine("BB")
