"""The batting order of a box score: starters, and substitutes under the player they replaced.

As cwbox prints it: each batting slot lists its starter and then, in the order they came in,
every player who took the slot; each player's positions are joined in the order he played them
("ph-cf", "cf-rf", "2b-1b"). A pinch hitter or runner for the designated hitter becomes the DH
("ph-dh"). Pitchers who never bat (slot 0, with the DH) are not in the batting order; they
appear in the pitching lines. Names are written "Last F" as in newspaper boxes.
"""

from __future__ import annotations

import polars as pl

#: Retrosheet position numbers as a box score writes them.
POSITION_NAMES = {1: "p", 2: "c", 3: "1b", 4: "2b", 5: "3b", 6: "ss", 7: "lf", 8: "cf",
                  9: "rf", 10: "dh", 11: "ph", 12: "pr"}
PINCH = (11, 12)
DH = 10


#: Words that start a surname of several words (Jose De Leon, Tommy La Stella, Locke St. John).
_PARTICLES = ["de", "De", "del", "Del", "della", "la", "La", "le", "Le", "los", "Los", "las",
              "van", "Van", "von", "Von", "da", "Da", "di", "Di", "dos", "St.", "Ste."]
_SUFFIXES = ["Jr.", "Jr", "Sr.", "Sr", "II", "III", "IV"]


def box_name(name: pl.Expr) -> pl.Expr:
    """A full name as a box score writes it, surname then initial: "Jeff Mathis" → "Mathis J",
    "John Ryan Murphy" → "Murphy J", "Jose De Leon" → "De Leon J", "Vladimir Guerrero Jr." →
    "Guerrero Jr. V". A one-word name stays as it is, and so does a Chinese, Japanese or
    Korean name, already written family name first ("疾風 亮")."""
    words = name.str.strip_chars().str.split(" ")
    count = words.list.len()
    rest = words.list.slice(1)
    surname = (pl.when(rest.list.eval(pl.element().is_in(_PARTICLES)).list.any())
               .then(rest.list.join(" "))
               .when(words.list.last().is_in(_SUFFIXES) & (count >= 3))
               .then(words.list.slice(-2).list.join(" "))
               .otherwise(words.list.last()))
    east_asian = name.str.contains(r"[\p{Han}\p{Hiragana}\p{Katakana}\p{Hangul}]")
    return (pl.when((count < 2) | east_asian).then(name)
            .otherwise(pl.format("{} {}", surname, words.list.first().str.slice(0, 1))))


def names(players: pl.LazyFrame, plays: pl.LazyFrame) -> pl.LazyFrame:
    """player_id → box-score name, from the players frame or else the name a sub row gave."""
    from_subs = (plays.filter(pl.col("kind") == "sub", pl.col("name") != "")
                 .select(pl.col("player").alias("player_id"), "name"))
    every = pl.concat([players.select("player_id", "name"), from_subs]).unique("player_id",
                                                                              keep="first")
    return every.select("player_id", name=box_name(pl.col("name")))


def appearances(lineups: pl.LazyFrame, plays: pl.LazyFrame) -> pl.LazyFrame:
    """Every time a player took a slot or a position: game_id, side, slot, player_id,
    position, seq (0 for the starting lineup, else the sub row's seq)."""
    starters = lineups.select("game_id", "side", "slot", "player_id", "position",
                              seq=pl.lit(0, pl.Int64))
    subs = (plays.filter(pl.col("kind") == "sub", pl.col("role") != "RUNNER")
            .select("game_id", side=pl.col("team"), slot="slot", player_id=pl.col("player"),
                    position="position", seq="seq"))
    return pl.concat([starters, subs])


def batting_order(lineups: pl.LazyFrame, plays: pl.LazyFrame) -> pl.LazyFrame:
    """One row per player per batting slot: game_id, side, slot, order (0 for the starter, 1,
    2 … for each substitute in turn), player_id, entered (seq of his first appearance) and pos
    ("ph-cf")."""
    seen = appearances(lineups, plays).filter(pl.col("slot") > 0)
    dh_slots = lineups.filter(pl.col("position") == DH).select("game_id", "side",
                                                               dh_slot=pl.col("slot"))
    # A pinch hitter or runner for the DH is the DH from then on (cwbox does the same).
    becomes_dh = (seen.join(dh_slots, on=["game_id", "side"])
                  .filter(pl.col("position").is_in(PINCH), pl.col("slot") == pl.col("dh_slot"))
                  .with_columns(position=pl.lit(DH, pl.Int64))
                  .drop("dh_slot"))
    steps = pl.concat([seen.with_columns(step=pl.col("seq") * 2),
                       becomes_dh.with_columns(step=pl.col("seq") * 2 + 1)])
    # Consecutive repeats are one stint at the position (a sub row may restate it).
    positions = (pl.element().filter(pl.element() != pl.element().shift(1, fill_value=-1)))
    entries = (steps.sort("step")
               .group_by("game_id", "side", "slot", "player_id")
               .agg(entered=pl.col("seq").min(), positions=pl.col("position")))
    return (entries
            .with_columns(pos=pl.col("positions").list.eval(positions)
                          .list.eval(pl.element().replace_strict(POSITION_NAMES, default="?"))
                          .list.join("-"))
            .with_columns(order=pl.col("entered").rank("ordinal")
                          .over("game_id", "side", "slot").cast(pl.Int64) - 1)
            .select("game_id", "side", "slot", "order", "player_id", "entered", "pos")
            .sort("game_id", "side", "slot", "order"))
