"""The Bottom of the 9th solo season ("Manager's Challenge", rules/bot9.md §5): Manager Points
per game, the season's bonus and the final rating (DESIGN.md §4).

The values are data, read from engine/systems/bot9/solo.toml, each with its provenance (seed,
public, house-default); nothing here hard-codes them.

The solo games frame holds the rows of `solo_games`: `number`, `situation` (the Situation card
as JSON text), `result`, and optionally `solo_season_id` (several seasons at once) and
`innings` (the last inning played; or pass the games frame and it is taken from the game of
`game_id`). The stored `mp` column is not read:
MP are recomputed, so a corrected data file re-scores old seasons.

- `result` is one of the data file's result words — "win" (won in the Situation's starting
  inning), "extra-inning win" (won in a later inning), "loss" — or empty for a game not yet
  finished. A game without a known result word earns no MP (null) and is not a game played.
- A game's MP: the value the Situation card prints for that result (the card's key named by the
  result's `field`, e.g. `mp_win_regulation`), else the data file's `mp` for the result.
- The season: W and L over the games played; MP from games; the bonus for the number of wins
  (exact, not cumulative) once the season's games are all played, 0 before; total = MP + bonus;
  the rating — the highest tier whose minimum wins and minimum total MP are reached — once the
  season is over, null before.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import polars as pl

import engine
from engine.core.errors import ScorebookError, label, shown
from engine.core.text_files import read_toml, read_utf8

DEFAULT_PATH = Path(engine.__file__).parent / "systems" / "bot9" / "solo.toml"
#: The kinds of provenance a value may carry (shared rules README), "public: SOURCE" included.
PROVENANCES = ("seed", "public", "analog", "inferred", "house-default")
TABLE_COLUMNS = ("number", "situation", "result", "innings", "MP")
SUMMARY_COLUMNS = ("games", "W", "L", "MP", "bonus", "total", "rating")


class SoloRulesError(ScorebookError):
    """The solo data file cannot be used; the message names the file and the key."""


@dataclass(frozen=True)
class ResultRule:
    """How one result word scores: won or not, the Situation card's MP key, the default MP."""

    result: str
    won: bool
    mp: int
    field: str | None


@dataclass(frozen=True)
class RatingTier:
    """A final rating, reached with at least `min_wins` wins and `min_mp` total MP."""

    name: str
    min_wins: int
    min_mp: int | None


@dataclass(frozen=True)
class SoloRules:
    """The solo season's rules as read from the data file; `provenance` maps each value's
    dotted key ("results.win.mp", "rating[2].min_mp") to its provenance tag."""

    season_games: int
    playoff_wins: int
    results: tuple[ResultRule, ...]
    bonuses: tuple[tuple[int, int], ...]  # (wins, MP)
    tiers: tuple[RatingTier, ...]
    provenance: dict[str, str]


def solo_rules(path: Path | str | None = None) -> SoloRules:
    """Read the solo season's rules (the bundled bot9 file by default); a value that is
    missing, of the wrong kind, untagged or out of order raises `SoloRulesError` naming it."""
    path = Path(path) if path is not None else DEFAULT_PATH
    text = read_utf8(path, "solo rules", SoloRulesError)
    data = read_toml(text, path.name, SoloRulesError)
    return _Reader(path.name).rules(data)


class _Reader:
    """Checks the file key by key, collecting the provenance tags on the way."""

    def __init__(self, name: str):
        self.name = name
        self.provenance: dict[str, str] = {}

    def fail(self, key: str, problem: str) -> SoloRulesError:
        return SoloRulesError(f"{self.name}: {label(key)} {problem}.")

    def table(self, data, key: str, allowed: tuple[str, ...]) -> dict:
        if not isinstance(data, dict):
            raise self.fail(key, "must be a table")
        for extra in sorted(set(data) - set(allowed)):
            raise self.fail(f"{key}.{extra}" if key else extra, "is not a known key")
        return data

    def value(self, table: dict, key: str, where: str, kind: type, required: bool = True):
        """A tagged value `{ value = …, provenance = "…" }` of `kind`; None when optional and
        absent."""
        full = f"{where}.{key}"
        if key not in table:
            if required:
                raise self.fail(full, "is missing")
            return None
        tagged = self.table(table[key], full, ("value", "provenance"))
        tag = tagged.get("provenance")
        if not isinstance(tag, str) or tag.split(":")[0].strip() not in PROVENANCES:
            raise self.fail(f"{full}.provenance", f"must be one of {', '.join(PROVENANCES)}")
        value = tagged.get("value")
        # TOML booleans are not numbers here, though Python's bool is an int.
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise self.fail(f"{full}.value", f"must be {_KINDS[kind]}, not {shown(value)}")
        self.provenance[full] = tag
        return value

    def rules(self, data: dict) -> SoloRules:
        self.table(data, "", ("season", "results", "bonus", "rating"))
        season = self.table(data.get("season"), "season", ("games", "playoff_wins"))
        games = self.value(season, "games", "season", int)
        if games < 1:
            raise self.fail("season.games.value", "must be at least 1")
        results = self.table(data.get("results"), "results", tuple(data.get("results") or ()))
        if not results:
            raise self.fail("results", "must name at least one result")
        return SoloRules(
            season_games=games,
            playoff_wins=self.value(season, "playoff_wins", "season", int),
            results=tuple(self.result(word, spec) for word, spec in results.items()),
            bonuses=self.bonuses(data.get("bonus", []), games),
            tiers=self.tiers(data.get("rating")),
            provenance=self.provenance)

    def result(self, word: str, spec) -> ResultRule:
        where = f"results.{word}" if word.replace("_", "").isalnum() else f'results."{word}"'
        spec = self.table(spec, where, ("won", "mp", "field"))
        return ResultRule(word, self.value(spec, "won", where, bool),
                          self.value(spec, "mp", where, int),
                          self.value(spec, "field", where, str, required=False))

    def bonuses(self, entries, games: int) -> tuple[tuple[int, int], ...]:
        if not isinstance(entries, list):
            raise self.fail("bonus", "must be a list of [[bonus]] tables")
        pairs = {}
        for i, entry in enumerate(entries):
            where = f"bonus[{i}]"
            entry = self.table(entry, where, ("wins", "mp"))
            wins = self.value(entry, "wins", where, int)
            if not 0 <= wins <= games or wins in pairs:
                raise self.fail(f"{where}.wins.value",
                                f"must be a win total from 0 to {games} not given before")
            pairs[wins] = self.value(entry, "mp", where, int)
        return tuple(sorted(pairs.items()))

    def tiers(self, entries) -> tuple[RatingTier, ...]:
        if not isinstance(entries, list) or not entries:
            raise self.fail("rating", "must be a list of [[rating]] tables, lowest tier first")
        tiers: list[RatingTier] = []
        for i, entry in enumerate(entries):
            where = f"rating[{i}]"
            entry = self.table(entry, where, ("name", "min_wins", "min_mp"))
            tier = RatingTier(self.value(entry, "name", where, str),
                              self.value(entry, "min_wins", where, int, required=False) or 0,
                              self.value(entry, "min_mp", where, int, required=False))
            if i == 0 and (tier.min_wins or tier.min_mp is not None):
                raise self.fail(f"{where}", "is the lowest tier and must have no minimum")
            if tiers and (tier.min_wins < tiers[-1].min_wins or
                          (tier.min_mp or 0) < (tiers[-1].min_mp or 0)):
                raise self.fail(f"{where}", "must not ask less than the tier before it")
            tiers.append(tier)
        return tuple(tiers)


_KINDS = {int: "a whole number", bool: "true or false", str: "text"}


def _situation_fields(rules: SoloRules) -> pl.Struct:
    """The keys of a Situation card this module reads."""
    fields = {"name": pl.String, "id": pl.String}
    fields.update({r.field: pl.Int64 for r in rules.results if r.field})
    return pl.Struct(fields)


def solo_season_table(solo_games: pl.LazyFrame, rules: SoloRules,
                      games: pl.LazyFrame | None = None) -> pl.LazyFrame:
    """One row per solo game: number, situation (the card's name, else its id), result,
    innings and MP earned; sorted by season and game number. Given the games frame, the
    innings come from the game each solo game was played as (`game_id`)."""
    if games is not None:
        solo_games = solo_games.drop("innings", strict=False).join(
            games.select("game_id", "innings"), on="game_id", how="left")
    schema = solo_games.collect_schema()
    card = pl.col("situation").fill_null("{}").str.json_decode(_situation_fields(rules))
    mp = pl.lit(None, dtype=pl.Int64)
    for rule in rules.results:
        printed = card.struct.field(rule.field) if rule.field else pl.lit(None, pl.Int64)
        mp = pl.when(pl.col("result") == rule.result).then(
            pl.coalesce(printed, pl.lit(rule.mp, pl.Int64))).otherwise(mp)
    keys = ["solo_season_id"] if "solo_season_id" in schema else []
    innings = pl.col("innings").cast(pl.Int64) if "innings" in schema else pl.lit(None, pl.Int64)
    return solo_games.select(
        *keys, pl.col("number").cast(pl.Int64),
        situation=pl.coalesce(card.struct.field("name"), card.struct.field("id")),
        result=pl.col("result"), innings=innings, MP=mp,
    ).sort([*keys, "number"])


def solo_summary(solo_games: pl.LazyFrame, rules: SoloRules) -> pl.LazyFrame:
    """The season (one row per `solo_season_id` when the frame has it): games played, W, L,
    MP from games, bonus, total and rating (see the module docstring)."""
    table = solo_season_table(solo_games, rules)
    keys = ["solo_season_id"] if "solo_season_id" in table.collect_schema() else []
    winning = [r.result for r in rules.results if r.won]
    played = pl.col("MP").is_not_null()
    totals = (table.group_by(keys).agg(*_season_totals(played, winning)) if keys
              else table.select(*_season_totals(played, winning)))
    over = pl.col("games") >= rules.season_games
    bonus = pl.lit(0, pl.Int64)
    for wins, points in rules.bonuses:
        bonus = pl.when(pl.col("W") == wins).then(pl.lit(points, pl.Int64)).otherwise(bonus)
    totals = totals.with_columns(bonus=pl.when(over).then(bonus).otherwise(0).cast(pl.Int64))
    totals = totals.with_columns(total=pl.col("MP") + pl.col("bonus"))
    return totals.with_columns(rating=pl.when(over).then(_rating(rules))).select(
        *keys, *SUMMARY_COLUMNS).sort(keys)


def _season_totals(played: pl.Expr, winning: list[str]) -> list[pl.Expr]:
    wins = (played & pl.col("result").is_in(winning)).sum().cast(pl.Int64)
    games = played.sum().cast(pl.Int64)
    return [games.alias("games"), wins.alias("W"), (games - wins).alias("L"),
            pl.col("MP").sum().cast(pl.Int64).alias("MP")]


def _rating(rules: SoloRules) -> pl.Expr:
    """The highest tier reached: tiers are checked from the top down."""
    rating = pl.lit(rules.tiers[0].name)
    for tier in rules.tiers[1:]:
        reached = pl.col("W") >= tier.min_wins
        if tier.min_mp is not None:
            reached = reached & (pl.col("total") >= tier.min_mp)
        rating = pl.when(reached).then(pl.lit(tier.name)).otherwise(rating)
    return rating
