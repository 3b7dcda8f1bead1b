"""The play log's words: each play, substitution and game end in a sentence a scorekeeper
would say, naming the runners a play moved ("Stolen base: Lee to 2nd", "Single; Lee to 3rd").

Where each runner ended is the row's own (`run1_dest` … `run3_dest`, Chadwick's codes: 0 out,
1-3 a base, 4-6 scored); the base a runner was put out at and the fielders who did it come
from the play's notation, which says them and the row does not (`CS3(25)`: out at third,
catcher to third baseman). A runner is named by his last name when no other player of the
game has it, else in full.
"""

from __future__ import annotations

from engine.core.errors import ScorebookError
from engine.core.events import BATTER_DEFAULT, Advance, EventType
from engine.core.notation import parse_play
from engine.core.record import PlayRecord
from engine.core.setup import POSITIONS
from stats.box.text import ordinal

#: What each Chadwick event type is called at the table.
EVENT_WORDS = {
    EventType.NO_PLAY: "no play", EventType.GENERIC_OUT: "out", EventType.STRIKEOUT: "strikeout",
    EventType.STOLEN_BASE: "stolen base", EventType.DEFENSIVE_INDIFFERENCE: "indifference",
    EventType.CAUGHT_STEALING: "caught stealing", EventType.PICKOFF: "picked off",
    EventType.WILD_PITCH: "wild pitch", EventType.PASSED_BALL: "passed ball",
    EventType.BALK: "balk", EventType.OTHER_ADVANCE: "runner advance",
    EventType.FOUL_ERROR: "error on a foul fly", EventType.WALK: "walk",
    EventType.INTENTIONAL_WALK: "intentional walk", EventType.HIT_BY_PITCH: "hit by pitch",
    EventType.INTERFERENCE: "interference", EventType.ERROR: "reached on an error",
    EventType.FIELDERS_CHOICE: "fielder's choice", EventType.SINGLE: "single",
    EventType.DOUBLE: "double", EventType.TRIPLE: "triple", EventType.HOME_RUN: "home run",
}
#: An out on a ball in play, by its trajectory ("99/G", a ground out no fielder is named for).
OUTS = {"G": "ground out", "F": "fly out", "L": "line out", "P": "pop out"}
ROLES = {"PH": "pinch hits", "PR": "pinch runs", "P": "pitches", "DEF": "comes in",
         "POS": "moves"}
#: Plays whose point is a runner: the sentence is about him ("Caught stealing: Lee at 3rd").
RUNNER_PLAYS = frozenset({
    EventType.STOLEN_BASE, EventType.DEFENSIVE_INDIFFERENCE, EventType.CAUGHT_STEALING,
    EventType.PICKOFF, EventType.WILD_PITCH, EventType.PASSED_BALL, EventType.BALK,
    EventType.OTHER_ADVANCE})
#: The reason (Advance.reason) a runner's own play gives him, and how it is said when he is
#: out on it or moves with it in another play ("K+CS2(26)": "Lee caught stealing at 2nd").
REASON_OUT = {"CS": "caught stealing at", "PO": "picked off at"}
#: A runner's own play: "at 3rd" rather than "caught stealing at 3rd" after "Caught stealing:"
#: (a pickoff that is also a caught stealing, POCS2(136), is said "Picked off stealing").
OWN_REASONS = {EventType.CAUGHT_STEALING: ("CS",), EventType.PICKOFF: ("PO", "CS"),
               EventType.STOLEN_BASE: ("SB",)}
SUFFIXES = frozenset({"jr", "jr.", "sr", "sr.", "ii", "iii", "iv", "v"})
#: Chadwick's destination codes of a run scored (earned, unearned, unearned for the team).
SCORED = 4


def last_name(name: str) -> str:
    """"Lee" of "Tom Lee", "Griffey" of "Ken Griffey Jr."; "" when the name has no word that
    can be one (a number alone is not a name)."""
    words = [w for w in name.split() if not w.isdigit() and w.lower() not in SUFFIXES]
    return words[-1] if len(words) > 1 else ""


def runner_names(names: dict[str, str]) -> dict[str, str]:
    """Each player's name as the log says it of a runner: his last name when no other player
    of the game shares it, else his whole name."""
    lasts = {player: last_name(name) for player, name in names.items()}
    shared = {last: 0 for last in lasts.values()}
    for last in lasts.values():
        shared[last] += 1
    return {player: last if last and shared[last] == 1 else names[player]
            for player, last in lasts.items()}


def base_words(base: str | int) -> str:
    """"2nd", "home" for a base as the notation (1 2 3 H) or a destination code (1-3, 4-6)."""
    base = str(base)
    return "home" if base in ("H", "4", "5", "6") else ordinal(int(base))


def fielders(written: str) -> str:
    """Fielders as a scorekeeper writes them between dashes: "25" is "2-5", "1E2" "1-E2"."""
    marks, at = [], 0
    while at < len(written):
        take = 2 if written[at] == "E" and at + 1 < len(written) else 1
        marks.append(written[at:at + take])
        at += take
    return "-".join(marks)


def _notation(record: PlayRecord) -> dict[str, Advance]:
    """The play's advances as written (or implied) by its notation, by the base each started
    from; {} when the text is not one the notation reader takes (a system's own)."""
    try:
        return {advance.start: advance for advance in parse_play(record.text).advances}
    except ScorebookError:
        return {}


def _runner(who: str, dest: int, advance: Advance | None, own: tuple[str, ...]) -> str:
    """What became of one runner: "Lee to 3rd", "Lee scores", "Lee out at 3rd (9-5)"; `own`
    are the reasons of the row's own runner play, said in its head instead."""
    reason = advance.reason if advance else ""
    marks = fielders(advance.fielders) if advance and advance.fielders else ""
    if dest == 0:
        at = base_words(advance.end) if advance and advance.out else ""
        said = "at" if reason in own else REASON_OUT.get(reason, "out at")
        words = f"{who} {said} {at}" if at else f"{who} out"
        return f"{words} ({marks})" if marks else words
    if reason == "SB" and "SB" not in own:
        words = f"{who} steals {base_words(dest)}"
    elif dest >= SCORED:
        words = f"{who} scores"
    elif reason in own and reason != "SB":
        words = f"{who} safe at {base_words(dest)}"  # a caught stealing the error undid
    else:
        words = f"{who} to {base_words(dest)}"
    return f"{words} ({marks})" if marks and advance and advance.error else words


def _runners(record: PlayRecord, short: dict[str, str], batter_scored: bool) -> list[str]:
    """The runners the play moved or put out, the lead runner first, then the batter when he
    did not end where the play by itself sends him ("Single; batter out at 2nd (8-4)")."""
    written = _notation(record)
    own = OWN_REASONS.get(EventType(record.event_type), ())
    said = []
    for base in (3, 2, 1):
        player = getattr(record, f"runner{base}")
        dest, advance = getattr(record, f"run{base}_dest"), written.get(str(base))
        stayed = dest == base and not (advance and advance.error)  # PO1(E3): safe, he is said
        if not player or stayed or (batter_scored and dest >= SCORED):
            continue
        said.append(_runner(short.get(player, player), dest, advance, own))
    default = BATTER_DEFAULT.get(EventType(record.event_type)) if record.batter_event else None
    dest = record.batter_dest
    if default is not None and ("H" if dest >= SCORED else str(dest)) != default:
        said.append(_runner("batter", dest, written.get("B"), own))  # "0" out, "H" scored
    return said


def substitution_words(record: PlayRecord, names: dict[str, str]) -> str:
    """A change of players, or a correction an official file makes (a runner placed on base
    to begin an extra inning, a runner charged to another pitcher, who bats next)."""
    who = record.name or names.get(record.player, record.player)
    if record.role == "RUNNER":
        return f"{who} placed on {base_words(record.position)}"
    if record.role == "CHARGE":
        runner = getattr(record, f"runner{record.position}", "") if record.position in (1, 2, 3) \
            else ""
        on = f"{names.get(runner, runner)} on {base_words(record.position)}" if runner else \
            f"Runner on {base_words(record.position)}"
        return f"{on} charged to {who}"
    if record.role == "UP":
        return f"{who} bats next (slot {record.slot})"
    replaced = f" for {names.get(record.replaced, record.replaced)}" if record.replaced else ""
    role = ROLES.get(record.role, "comes in")
    return f"{who} {role}{replaced} ({POSITIONS.get(record.position, '')})"


def play_words(record: PlayRecord, names: dict[str, str],
               short: dict[str, str] | None = None) -> str:
    """The play in a sentence a scorekeeper would say: "Single; Lee to 3rd, 2 outs",
    "Wild pitch: Lee scores, Ortiz to 3rd". `short`: the runners' names as said
    (`runner_names(names)`, worked out once for many rows)."""
    return log_words(record, names, short)[0]


def log_words(record: PlayRecord, names: dict[str, str],
              short: dict[str, str] | None = None) -> tuple[str, str]:
    """The sentence of `play_words`, and a shorter one for a narrow log, leaving out what the
    play's notation beside it says best: a runner's play without its name ("Lee to 3rd, 2
    outs" beside `SB3`), a batter's without the runners ("Single" beside `S8.1-3`)."""
    if record.kind == "sub":
        return (substitution_words(record, names),) * 2
    if record.kind == "end":
        return (f"Game over{': ' + record.text if record.text else ''}",) * 2
    known = record.event_type in EventType._value2member_map_
    if record.event_type == EventType.GENERIC_OUT and record.batted_ball in OUTS:
        head = [("bunt " if record.bunt else "") + OUTS[record.batted_ball]]
    else:
        head = [EVENT_WORDS.get(EventType(record.event_type), "play") if known else "play"]
    if record.event_type == EventType.PICKOFF and record.text.upper().startswith("POCS"):
        head = ["picked off stealing"]
    if record.tp or record.dp:
        head.append("triple play" if record.tp else "double play")
    batter_scored = record.batter_event and record.batter_dest >= SCORED
    runners = _runners(record, runner_names(names) if short is None else short, batter_scored) \
        if known else []
    runs = [f"{record.runs} run{'s score' if record.runs > 1 else ' scores'}"] \
        if record.runs else []
    outs = ["side retired" if record.end_of_half and record.outs_after >= 3
            else f"{record.outs_after} out{'s' * (record.outs_after != 1)}"] \
        if record.outs_after != record.outs else []
    if not runners:
        text = brief = ", ".join([*head, *runs, *outs])
    else:  # the runners who scored are named; on a home run the runs are counted
        runner_play = known and EventType(record.event_type) in RUNNER_PLAYS
        said = ", ".join(head) + (": " if runner_play else "; ") + ", ".join(runners)
        text = ", ".join([said, *(runs if batter_scored else []), *outs])
        brief = ", ".join([*runners, *outs] if runner_play else [*head, *runs, *outs])
    return text[:1].upper() + text[1:], brief[:1].upper() + brief[1:]
