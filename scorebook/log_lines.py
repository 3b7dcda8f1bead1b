"""The lines of the play log (tui/widgets/play_log.py) and how each fills the log's width: the
half-inning, the batter, the play in Retrosheet notation and the same in words, or the summary
of a half-inning across the columns after the first."""

from __future__ import annotations

from dataclasses import dataclass

from rich.cells import cell_len, set_cell_size

from engine.core.record import PlayRecord
from scorebook.half_summary import HalfSummary, HalfTally
from scorebook.play_words import log_words

#: The columns before the words, and their widths; one space before, between and after them.
COLUMNS = (("Inn", 3), ("Batter", 14), ("Play", 10))
WORDS = "What happened"
#: The cells the columns before the words take, with their spaces.
BEFORE_WORDS = 1 + sum(width + 1 for _, width in COLUMNS)


def fit(text: str, width: int) -> str:
    """`text` in exactly `width` cells: padded, or cut with an ellipsis (wide characters count
    two)."""
    if width <= 0:
        return ""
    length = cell_len(text)
    if length <= width:
        return text + " " * (width - length)
    return set_cell_size(text, width - 1) + "…"


@dataclass(frozen=True)
class LogLine:
    """One line of the log: a play, substitution or game end (`record`, made by input `seq`),
    or the summary of a half-inning."""

    inning: str
    seq: int = 0
    record: PlayRecord | None = None
    batter: str = ""
    play: str = ""
    words: str = ""
    brief: str = ""  # the words without what the play's notation says, when they do not fit
    summary: HalfSummary | None = None

    def text(self, width: int, teams: tuple[str, str]) -> str:
        """The line in `width` cells; a summary spans the columns after the inning, in full
        when it fits."""
        inning = fit(self.inning, COLUMNS[0][1])
        if self.summary is not None:
            room = width - COLUMNS[0][1] - 3
            said = self.summary.words(teams)
            said = said if cell_len(said) <= room else self.summary.brief(teams)
            return f" {inning} {fit(said, room)} "
        room = width - BEFORE_WORDS - 1
        words = self.words if cell_len(self.words) <= room else self.brief
        cells = (inning, fit(self.batter, COLUMNS[1][1]), fit(self.play, COLUMNS[2][1]),
                 fit(words, room))
        return f" {' '.join(cells)} "


def half_mark(record: PlayRecord) -> str:
    return f"{'▲' if record.half == 0 else '▼'}{record.inning}"


def titles(width: int) -> str:
    """The column titles in `width` cells."""
    return f" {' '.join(fit(title, size) for title, size in COLUMNS)} " \
           f"{fit(WORDS, width - BEFORE_WORDS - 1)} "


def lines_of(seq: int, record: PlayRecord, names: dict[str, str], short: dict[str, str],
             tally: HalfTally) -> list[LogLine]:
    """The line of one logged row (made by input `seq`), and the half-inning's summary when
    the row ended it (`tally` counts the half), before a game's end, which is said last.
    `short`: the runners' names as said (scorebook/play_words.py runner_names)."""
    play = record.kind == "play"
    line = LogLine(half_mark(record), seq, record,
                   names.get(record.batter, record.batter) if play else "",
                   record.text if play else "", *log_words(record, names, short))
    summary = tally.add(record)
    ending = [LogLine(half_mark(record), summary=summary)] if summary else []
    return [*ending, line] if record.kind == "end" else [line, *ending]
