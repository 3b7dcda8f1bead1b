"""One game as the records of a Retrosheet event file (https://www.retrosheet.org/eventfile.htm).

    id,CIN201906150               version,2
    info,visteam,TEX              … info,wp,… info,lp,… info,save,…
    start,choos001,"Shin-Soo Choo",0,1,7
    play,1,0,choos001,32,BBCBCX,E3/TH/G
    play,6,0,cervf001,00,,NP      sub,hughj001,"Jared Hughes",1,9,1
    play,6,0,cervf001,01,.CX,S7/L+.1-2
    data,er,minom001,2

A game of the `retrosheet` system is written back from its inputs, which are its file's own
records. Any other game is written from its `plays` rows: the pitch rows of a plate appearance
go into the pitch string of the record that ends it, with a `.` after the pitches of each
record the plate appearance had before (a stolen base, the `NP` record Retrosheet writes before
every substitution); each play's event writes every runner's movement
(exports.retrosheet.write_play). Inputs that are not entry lines — a system's dice and cards,
and a choice with the person who made it when several share a side — become `com` records
before the play they led to, and an entry line's comment a `com` after it. A game recorded at
the table in a system's own table language (`entry=table`: Nanyou's dice, Pizza Box's cards)
has its lines carried the same way, as typed; its lines of the plain entry language (`sub`,
`com`, an `=` override) are entry lines. Unlimited Nine writes one line of its table language a
plate appearance, tagged `u9:`, whether its game was played in the app or recorded at a table
(exports.retrosheet.unlimited9).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from engine.core.entry import parse_entry
from engine.core.errors import ScorebookError
from engine.core.setup import GameSetup
from exports.retrosheet import unlimited9
from exports.retrosheet.write_header import header_records, quoted
from exports.retrosheet.write_play import count_before_last, count_of, explicit_event

RETROSHEET_SYSTEM = "retrosheet"
#: Inputs of the `retrosheet` system that are Scorebook's own, not Retrosheet records: the
#: importer adds `end,…` when a file just stops, and adds it again when the file is read back.
OWN_RECORDS = ("end",)
#: Systems whose entry lines are the plain entry language itself.
PLAIN_SYSTEMS = (RETROSHEET_SYSTEM, "plain")
#: The first words of a table-language line that belong to the plain entry language.
PLAIN_WORDS = ("sub", "radj", "end", "com")
#: How a called game's reason is written (Retrosheet has no record for it; the importer reads
#: it back from this comment).
CALLED_COMMENT = "game called: "
#: Substitution rows by role: players entering (a `sub` record) and the adjustments.
SUB_ROLES = ("PH", "PR", "P", "DEF", "POS")


@dataclass(frozen=True)
class StoredInput:
    """One active input of the game, in order."""

    seq: int
    ask_key: str
    value: str
    who: str = "scorekeeper"


@dataclass(frozen=True)
class GameToWrite:
    """Everything the records of one game are made from, read from the database."""

    key: str
    system: str
    date: dt.date | None
    setup: GameSetup
    options: dict[str, str]
    winner: str = ""
    loser: str = ""
    save: str = ""
    inputs: tuple[StoredInput, ...] = ()
    rows: tuple[dict, ...] = field(default=(), repr=False)  # plays rows, in seq order


def game_records(game: GameToWrite) -> list[str]:
    """The game's records, one line each, header first."""
    header = header_records(game.key, game.date, game.setup, game.options,
                            (game.winner, game.loser, game.save))
    if game.system == RETROSHEET_SYSTEM:
        return header + [i.value.strip() for i in game.inputs
                         if i.value.split(",", 1)[0].strip().lower() not in OWN_RECORDS]
    return header + PlayWriter(game).records() + earned_run_records(game)


def earned_run_records(game: GameToWrite) -> list[str]:
    """`data,er,<pitcher>,<n>` for every pitcher, visitors' then home's, in order of
    appearance. A run coded 4 (earned) or 6 (unearned for the team only) is earned for the
    pitcher charged with the runner (Rule 9.16(i))."""
    order: list[list[str]] = [[], []]
    for side, sheet in enumerate((game.setup.away, game.setup.home)):
        order[side] += [spot.player for spot in sheet.lineup if spot.position == 1]
    earned: dict[str, int] = {}
    for row in game.rows:
        if row["kind"] == "sub" and row["role"] == "P" and row["player"] not in order[row["team"]]:
            order[row["team"]].append(row["player"])
        if row["kind"] not in ("pitch", "play"):
            continue
        fielding = order[1 - row["half"]]
        if row["pitcher"] and row["pitcher"] not in fielding:
            fielding.append(row["pitcher"])
        for scorer in filter(None, row["scorers"].split(";")):  # player:pitcher:dest
            _, pitcher, dest = scorer.split(":")
            earned[pitcher] = earned.get(pitcher, 0) + (dest in ("4", "6"))
    return [f"data,er,{pitcher},{earned.get(pitcher, 0)}" for side in order for pitcher in side]


class PlayWriter:
    """Turns a game's inputs and rows into play, sub, adjustment and com records, in order."""

    def __init__(self, game: GameToWrite):
        self.game = game
        self.rows_of: dict[int, list[dict]] = {}
        for row in game.rows:
            self.rows_of.setdefault(row["input_seq"], []).append(row)
        self.pitches_at = _pitches_at(game.rows)
        self.out: list[str] = []
        self.chance: list[str] = []  # what the dice and cards said, before the next record
        self.marked = ""  # the plate appearance's pitch string so far, with its `.` marks
        self.used = 0  # how much of the plate appearance's pitches the records carry
        # Unlimited Nine writes a line of its table language a plate appearance
        # (exports.retrosheet.unlimited9); `typed`: the lines are a scorekeeper's, as typed.
        self.u9 = game.system == unlimited9.SYSTEM
        self.typed = self.u9 and game.options.get("entry") == "table"

    def records(self) -> list[str]:
        for stored in self.game.inputs:
            comment = None
            if self.u9 and (stored.ask_key != "entry" or self.typed):
                comment = self._u9_input(stored)
            elif stored.ask_key != "entry" or stored.who == "chance":
                person = stored.who.partition(":")[2]
                self.chance.append(f"{stored.ask_key.replace('.', ' ')} {stored.value}"
                                   + (f" ({person})" if person else ""))
            elif _table_line(self.game, stored.value):
                self.chance.append(stored.value.strip())
            else:
                comment = _entry_comment(stored.value)
            for row in self.rows_of.get(stored.seq, ()):
                self._row(row)
            if comment:
                self._emit(f"com,{quoted(comment)}")
        if self.chance:
            self._emit(None)
        return self.out

    def _emit(self, record: str | None) -> None:
        """Write a record, after the dice and cards that led to it."""
        if self.chance:
            text = (unlimited9.com_text(self.chance, self.typed) if self.u9
                    else ', '.join(self.chance))
            self.out.append(f"com,{quoted(text)}")
            self.chance = []
        if record is not None:
            self.out.append(record)

    def _u9_input(self, stored: StoredInput) -> str | None:
        """An Unlimited Nine input: its table-language words for the plate appearance's line;
        an entry line of the plain language as any other (returning its comment)."""
        if not self.typed:
            word = unlimited9.answer_word(stored.ask_key, stored.value, stored.who)
            if word:
                self.chance.append(word)
            return None
        if not unlimited9.is_table_line(stored.value):
            return _entry_comment(stored.value)
        words, comment = unlimited9.split_comment(stored.value)
        if words:
            self.chance.append(words)
        return comment or None

    def _row(self, row: dict) -> None:
        kind = row["kind"]
        if kind == "play":
            self._play(row)
        elif kind == "sub" and row["role"] in SUB_ROLES:
            self._no_play(row, always=True)
            self._emit(f"sub,{row['player']},{quoted(row['name'])},{row['team']},{row['slot']},"
                       f"{row['position']}")
        elif kind == "sub":
            self._no_play(row)
            self._emit(_adjustment(row))
        elif kind == "end":
            # Retrosheet has no record for a called game (its file just stops): the reason
            # goes in a comment.
            self._no_play(row)
            reason = row["text"] or "called"
            self._emit(f"com,{quoted(CALLED_COMMENT + reason)}")

    def _play(self, row: dict) -> None:
        if not row["text"]:
            raise ScorebookError(f"Game {self.game.key} can't be written as Retrosheet: the "
                                 f"play in its row {row['seq']} has no event text.")
        new = row["pitches"][self.used:]
        pitches = self.marked + new
        count = count_before_last(row["pitches"])
        self._emit(f"play,{row['inning']},{row['half']},{row['batter']},{count},{pitches},"
                   f"{explicit_event(row)}")
        if row["batter_event"] or row["end_of_half"]:
            self.marked, self.used = "", 0
        else:
            self.marked, self.used = pitches + ".", len(row["pitches"])

    def _no_play(self, row: dict, always: bool = False) -> None:
        """An NP record: before a substitution always (as Retrosheet writes them), before
        anything else only to carry the pitches thrown since the last record. Its count is
        the count now, as on Retrosheet's own NP records."""
        now = self.pitches_at[id(row)]
        new = now[self.used:]
        if not new and not always:
            return
        # Retrosheet leaves out the `.` of earlier NP records while no record has carried a
        # pitch yet (`play,8,0,dysoj001,20,BB,NP` after an NP with none): only pitches
        # carried before need a `.` to be told apart from the new ones.
        carried = self.marked if self.used else ""
        codes = [c for c in now if c not in "*>"]
        self._emit(f"play,{row['inning']},{row['half']},{row['batter']},{count_of(codes)},"
                   f"{carried + new},NP")
        self.marked, self.used = self.marked + new + ".", len(now)


def _table_line(game: GameToWrite, value: str) -> bool:
    """Whether an entry input is a line of the system's table language (what the table's
    cards or dice said), not of the plain entry language."""
    if game.system in PLAIN_SYSTEMS or game.options.get("entry") != "table":
        return False
    words = value.split()
    return bool(words) and not words[0].startswith(("#", "=")) \
        and words[0].lower() not in PLAIN_WORDS


def _adjustment(row: dict) -> str:
    role = row["role"]
    if role == "RUNNER":
        return f"radj,{row['player']},{row['position']}"
    if role == "CHARGE":
        return f"presadj,{row['player']},{row['position']}"
    if role == "UP":
        return f"ladj,{row['team']},{row['slot']}"
    raise ScorebookError(f"A substitution row of role '{role}' has no Retrosheet record.")


def _entry_comment(value: str) -> str | None:
    """The comment an entry line carries (`com "text"`, or `S8 # text`), if any."""
    line = value.strip().removeprefix("=").strip()
    if "#" not in line and not line[:3].lower() == "com":
        return None  # most lines: not worth reading again
    try:
        return parse_entry(line).comment
    except ScorebookError:
        return None  # a stored line always read once; a newer reader may differ


def _pitches_at(rows: tuple[dict, ...]) -> dict[int, str]:
    """For each row that is not a pitch or play, the plate appearance's pitches (with their
    `*` and `>` marks) at that moment. Those rows do not carry them, but nothing but a pitch
    changes them, so they are those of the next pitch or play row; after the last one, the
    pitch codes since (a game called in the middle of a plate appearance loses its marks)."""
    at: dict[int, str] = {}
    following: str | None = None
    for row in reversed(rows):
        if row["kind"] in ("pitch", "play"):
            following = row["pitches"]
        elif following is not None:
            at[id(row)] = following
    current = ""
    for row in rows:
        if row["kind"] == "pitch":
            current = row["pitches"] + row["pitch"]
        elif row["kind"] == "play":
            current = "" if row["batter_event"] or row["end_of_half"] else row["pitches"]
        else:
            at.setdefault(id(row), current)
    return at
