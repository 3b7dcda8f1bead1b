"""Recording a physical game of Nanyou at the table (rules/nanyou.md §5).

Each line is what the table showed, as fast as it plays:

    34            the pitch: the defense's die, then the offense's (the batting table calls it)
    b s w f h     the call itself when the dice were not looked at (w: swing and miss, 空)
    34 25         a hit (H): the two dice on the batter's card follow
    34 33 11      doubles on the card: the home-run challenge's two dice (or n, or nothing: no)
    … 22          errors option: the defense's two dice after a batted out
    … 3           a ground out with runners on: the parity die
    u1 u2 u3      before the pitch: sacrifice, squeeze, drag bunt — then the pitch and its dice
    s2 s3 sh      before the pitch: steal of second, third, home (s1: the runner on first goes);
    sd st         double steal, triple steal
    r             before the pitch: hit-and-run
    t  x          after a fly ball caught / a single / a double: tag up, send the runner (then
                  their dice)
    n  y          decline the question asked (challenge, tag-up, extra base, tactic); y: challenge
    ph ID         the pinch hitter (any bench card), before the batter's first pitch
    dc ID POS     a defensive change before a batter (dc hom-n05 P, or dc hom-n05@P); one after
                  another for several
    =PLAY         the outcome itself when the dice were not kept (=S8, =63, =W): ends the pitch
    sub … radj … end … com …    a line of the plain entry language; `# text` is a comment

The words of a line answer the system's own questions (flow.py: die.defense, die.offense,
die.card1, challenge, die.error1, die.parity, tag_up, …) in order, so the table and the app
share every rule. A question a word does not speak to is passed when passing is what the
table does (no defensive change, no pinch hitter, no tactic, the runners hold); a word that
answers nothing asked is refused, naming the question. A line may stop mid-pitch (the next line
goes on with it) or run on through several pitches and batters; at its end a challenge, a
tag-up or an extra base not asked for is declined, as at the table. Nothing of a refused line
is recorded.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.core.apply import step
from engine.core.entry import Entry, parse_entry
from engine.core.errors import EntryError, quoted
from engine.core.frozen import replace
from engine.core.numbers import is_digits, number_in
from engine.systems.base import Ask
import engine.systems.nanyou.flow as flow
from engine.systems.nanyou.cards import POSITION_NAMES, POSITION_NUMBERS
from engine.systems.nanyou.plays import NEXT
from engine.systems.nanyou.state import NanyouState

CALLS = {"b": "B", "s": "S", "w": "空", "f": "F", "h": "H"}
BUNTS = {"u1": "sacrifice", "u2": "squeeze", "u3": "drag bunt"}
SIMPLE = {"r": ("tactic", "hit and run"), "y": ("yes", "yes"), "n": ("no", "no"),
          "t": ("tag", "tag"), "x": ("send", "send")}
STEAL = re.compile(r"^s([1-4h]|d|t)$", re.I)
PLAIN_COMMANDS = ("sub", "radj", "end", "com")
#: The questions passed over when the next word speaks to something else, and how.
PASSED = {"change": "stay", "pinch": "none", "tactic": "none", "tag_up": "hold", "extra": "hold"}
#: The questions the end of a line declines.
DECLINED_AT_END = {"challenge": "no", "tag_up": "hold", "extra": "hold"}
#: What answers each choice: the word's kind -> the answer ("" for the word's own value).
CHOICES = {"challenge": {"yes": "yes", "no": "no"}, "tag_up": {"tag": "tag", "no": "hold"},
           "extra": {"send": "send", "no": "hold"}, "tactic": {"tactic": "", "no": "none"},
           "change": {"change": ""}, "pinch": {"pinch": ""}}
EXPECTED = {"challenge": "type the challenge's two dice, or n to let the result stand",
            "tag_up": "type t to tag up or n to hold", "extra": "type x to send him or n to hold",
            "tactic": "declare u1 u2 u3, s2 s3 sh sd st or r, or type the pitch",
            "change": "type dc, the player and the position, as dc hom-n05 P",
            "pinch": "type ph and the player, as ph hom-n12"}
HELP = ("two dice for the pitch (defense then offense) as 34, or the call b s w f h; then the "
        "dice asked for; u1 u2 u3, s2 s3 sh sd st, r before a pitch; t, x, n, y; ph ID; dc ID "
        "POS; =PLAY")
#: The words in short, for a refusal that also quotes the word (HELP in full, with the word
#: and the way round it, ran past 300 characters).
WORDS = "dice as 34, a call b s w f h, a tactic u1 … r, t x n y, ph ID, dc ID POS, =PLAY"


@dataclass(frozen=True)
class Word:
    """One word of a table line: its `kind` (dice, call, tactic, yes, no, tag, send, pinch,
    change, override), what it says (`value`: the digits, the call, the tactic, the player,
    "player@POS", the play) and the text typed, for messages."""

    kind: str
    value: str
    text: str


@dataclass(frozen=True)
class TableLine:
    """A line read without the game: its words, or a line of the plain entry language."""

    words: tuple[Word, ...] = ()
    plain: Entry | None = None


def check_line(text: str) -> TableLine:
    """Read a line as the table's language; raise `EntryError` naming the word that is wrong."""
    text = text.strip()
    words = text.split()
    if not words:
        raise EntryError(f"Type the pitch: {HELP}.", text)
    if words[0].startswith("#") or words[0].lower() in PLAIN_COMMANDS:
        return TableLine(plain=parse_entry(text))
    spans = list(re.finditer(r"\S+", text))
    found: list[Word] = []
    at = 0
    while at < len(spans):
        word = spans[at].group()
        if word.startswith("#"):
            break
        if word.startswith("="):
            play = text[spans[at].start() + 1:].strip()
            if not play:
                raise EntryError("'=' needs the play that happened, as =S8 or =63.", text)
            parse_entry(play)
            found.append(Word("override", play, word))
            break
        if word.lower() in ("ph", "dc"):
            sub, used = _substitute(word.lower(), [m.group() for m in spans[at + 1:at + 3]], text)
            found.append(sub)
            at += 1 + used
            continue
        found.append(_word(word, text))
        at += 1
    return TableLine(words=tuple(found))


def _word(word: str, text: str) -> Word:
    lower = word.lower()
    if is_digits(word):
        if not set(word) <= set("123456"):
            raise EntryError(f"{quoted(word)} are not dice: a die shows 1 to 6.", text)
        return Word("dice", word, word)
    if lower in CALLS:
        return Word("call", CALLS[lower], word)
    if lower in BUNTS:
        return Word("tactic", lower, word)
    if lower in SIMPLE:
        kind, value = SIMPLE[lower]
        return Word(kind, lower if kind == "tactic" else value, word)
    if STEAL.match(lower):
        return Word("tactic", lower.replace("4", "h"), word)
    if re.fullmatch(r"u\d", lower):
        raise EntryError(f"{quoted(word)} is not a bunt: u1 "
                         "sacrifice, u2 squeeze, u3 drag bunt.", text)
    raise EntryError(f"{quoted(word)} is not part of the table's language ({WORDS}); without "
                     "the dice, write the play after '=', as =S8.", text)


def _substitute(command: str, rest: list[str], text: str) -> tuple[Word, int]:
    """`ph PLAYER`, or `dc PLAYER POS` / `dc PLAYER@POS`; and how many words after the command
    it took."""
    if command == "ph":
        if not rest or rest[0].startswith(("#", "=")):
            raise EntryError("'ph' needs the pinch hitter's player id, as ph hom-n12.", text)
        return Word("pinch", rest[0], f"ph {rest[0]}"), 1
    player, at, spot = rest[0].partition("@") if rest else ("", "", "")
    used = 1 if at else 2
    if not at:
        spot = rest[1] if len(rest) > 1 else ""
    spot = POSITION_NAMES.get(number_in(spot, 1, 9), spot.upper())
    if not player or spot not in POSITION_NUMBERS:
        raise EntryError("'dc' needs the player coming in and his position (P C 1B 2B 3B SS LF "
                         "CF RF), as dc hom-n05 P.", text)
    return Word("change", f"{player}@{spot}", " ".join(["dc", *rest[:used]])), used


def next_ask(state: NanyouState) -> Ask | None:
    """One question for the whole line: where the game stands and what the table owes."""
    game = state.game
    if game.final:
        return None
    ask = flow.next_ask(state)
    if ask is None or ask.key in ("change", "pinch", "tactic", "die.defense"):
        subs = ", dc or ph first" if ask is not None and ask.key in ("change", "pinch") else ""
        tactic = state.answered("tactic")
        said = f"{tactic} declared; " if tactic and tactic != "none" else ""
        what = f"{said}the pitch, two dice (defense, offense) or b s w f h{subs}"
    else:
        what = ask.prompt
    half = "Top" if game.half == 0 else "Bottom"
    outs = f"{game.outs} out" + ("" if game.outs == 1 else "s")
    return Ask("entry", "scorekeeper", "entry", f"{half} {game.inning}, {outs}, {game.balls}-"
               f"{game.strikes} — {game.batting.name(game.batter)} batting: {what}")


def answer(state: NanyouState, ask: Ask, text: str) -> tuple[NanyouState, tuple]:
    """Record one line: its words as answers to the system's questions, in order. The events
    come back for the session to apply to the game as it was (so the state returned holds the
    game before the line)."""
    line = check_line(text)
    if line.plain is not None:
        if state.turn and line.plain.events:
            raise EntryError(f"Finish the pitch first: {flow.next_ask(state).prompt}.", text)
        return state, line.plain.events
    feed = _Feed(state, text)
    for word in line.words:
        if word.kind == "override":
            feed.override(word)
        elif word.kind == "dice":
            for face in word.value:
                feed.put(word, face)
        else:
            feed.put(word)
    feed.finish()
    return replace(feed.state, game=state.game), tuple(feed.events)


class _Feed:
    """Answers the system's questions one word at a time, moving the game on as it goes (the
    rest of the line is read against the game those answers made)."""

    def __init__(self, state: NanyouState, text: str):
        self.state, self.text, self.events = state, text, []

    def pending(self, word: Word) -> Ask:
        ask = None if self.state.game.final else flow.next_ask(self.state)
        if ask is None:
            raise EntryError(f"The game is over: {quoted(word.text)} "
                             "and what follows it are left over.", self.text)
        return ask

    def give(self, ask: Ask, value: str) -> None:
        state, events = flow.answer(self.state, ask, value)
        game = state.game
        for event in events:
            game, _ = step(game, event)
        self.state = replace(state, game=game)
        self.events.extend(events)

    def override(self, word: Word) -> None:
        """The outcome override: what really happened ends the pitch in progress."""
        self.pending(word)
        game = self.state.game
        events = parse_entry(word.value).events
        for event in events:
            game, _ = step(game, event)
        self.state = replace(self.state, turn=(), game=game)
        self.events.extend(events)

    def put(self, word: Word, face: str = "") -> None:
        ask = self.pending(word)
        while True:
            if ask.key == "challenge" and word.kind == "dice":
                self.give(ask, "yes")
            elif ask.key in PASSED and word.kind not in CHOICES.get(ask.key, {}):
                if PASSED[ask.key] not in ask.options:  # a pitcher batted for: one must come in
                    raise EntryError(f"{quoted(word.text)} cannot come yet: {ask.prompt} "
                                     f"({EXPECTED[ask.key]}: {', '.join(ask.options)}).", self.text)
                self.give(ask, PASSED[ask.key])
            else:
                break
            ask = self.pending(word)
        if ask.kind == "die":
            if word.kind == "call" and ask.key == "die.defense":
                defense, offense = self._cell(word)
                self.give(ask, defense)
                self.give(self.pending(word), offense)
                return
            if word.kind != "dice":
                raise self._refuse(ask, word)
            self.give(ask, face)
            return
        kinds = CHOICES.get(ask.key, {})
        if word.kind not in kinds:
            raise self._refuse(ask, word)
        value = kinds[word.kind] or self._option(ask, word)
        self.give(ask, value)

    def finish(self) -> None:
        """At the end of the line, the offense's options not taken are declined."""
        while not self.state.game.final:
            ask = flow.next_ask(self.state)
            if ask is None or ask.key not in DECLINED_AT_END:
                return
            self.give(ask, DECLINED_AT_END[ask.key])

    def _cell(self, word: Word) -> tuple[str, str]:
        """Dice that make the call on the batting table (the call is what counts)."""
        grade_a = flow.grade_a_pitcher(self.state)
        for defense in range(1, 7):
            for offense in range(1, 7):
                if self.state.tables.call(defense, offense, grade_a) == word.value:
                    return str(defense), str(offense)
        raise EntryError(f"{quoted(word.text)}: the batting table "
                         f"has no cell that calls {word.value}.", self.text)

    def _option(self, ask: Ask, word: Word) -> str:
        """The option of a tactic, change or pinch-hit question the word names."""
        wanted = _tactic(word.value, self.state) if ask.key == "tactic" else (word.value,)
        for option in ask.options:
            if option.lower() in (w.lower() for w in wanted if w):
                return option
        open_ = [o for o in ask.options if o not in ("none", "stay")]
        raise EntryError(f"{quoted(word.text)} is not open: {ask.prompt} — "
                         f"{', '.join(open_) or 'none'}.", self.text)

    def _refuse(self, ask: Ask, word: Word) -> EntryError:
        expected = "type the die, 1 to 6" if ask.kind == "die" else EXPECTED.get(ask.key, "")
        if word.kind == "tactic" and ask.key == "die.defense" and not self.state.turn:
            return EntryError(f"{quoted(word.text)} declares a tactic, but none of its kind is "
                              "open now (the game's options: bunts, steals, hit_and_run; the "
                              "runners and outs).", self.text)
        if word.kind in ("pinch", "change") and ask.key not in ("change", "pinch"):
            return EntryError(f"{quoted(word.text)} is a substitution before a batter's first "
                              f"pitch (option subs on), but the question now is: {ask.prompt}.",
                              self.text)
        return EntryError(f"{quoted(word.text)} does not answer "
                          f"{quoted(ask.prompt)}: {expected}.", self.text)


def _tactic(code: str, state: NanyouState) -> tuple[str, str]:
    """The tactic a code declares; a steal by its base can be read two ways (the base stolen,
    or the base the runner leaves) and only one of them is ever open."""
    if code in BUNTS:
        return BUNTS[code], ""
    if code == "r":
        return "hit and run", ""
    base = code[1:]
    if base in ("d", "t"):
        return ("double steal", "triple steal")[base == "t"], ""
    to = "H" if base == "h" else base
    leaves = NEXT[base] if base in ("1", "2", "3") and state.game.runner_on(base) else ""
    return f"steal {to}", f"steal {leaves}" if leaves else ""
