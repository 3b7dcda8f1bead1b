"""The entry line: the current question's prompt, the line the scorekeeper types, and one line
for what the game said back (a refusal, or the system's notes on an answer that stood).

On an empty line some keys act at once instead of being typed — one key per pitch, undo and
redo, the number of an option. Which ones is the screen's business: it sets `claimed`, and
the line runs their bindings while it is empty, each before the next key is read, so that a
burst of keys is applied in order. Anything else is typed as usual, and a claimed key typed
after a space (or after anything) is just a character. Every other key with a binding (Enter,
Backspace, Escape) also acts as it arrives, and Enter takes its line off at once: what is
typed behind it in a burst begins the next line.
"""

from __future__ import annotations

from typing import Callable

from textual import events
from textual.actions import SkipAction
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.geometry import Size
from textual.widget import Widget
from textual.widgets import Input, Static

from scorebook.table_answerers import PERSON, PLAY, WATCH
from scorebook.table_play import TableGame, answers

#: The screen's bindings for keys that act on an empty line: one key a pitch (each system
#: uses some of them), `x` to start a ball in play, and the numbers of a person's answers.
QUICK_BINDINGS = [
    Binding("b", "pitch('b')", "Ball", id="game.ball", show=False),
    Binding("c", "pitch('c')", "Called strike", id="game.called", show=False),
    Binding("s", "pitch('s')", "Swinging strike", id="game.swinging", show=False),
    Binding("f", "pitch('f')", "Foul", id="game.foul", show=False),
    Binding("w", "pitch('w')", "Swing and miss (空)", id="game.miss", show=False),
    Binding("h", "pitch('h')", "Hit: the card's dice follow", id="game.hit", show=False),
    Binding("x", "in_play", "In play: type the play after x", id="game.in_play", show=False),
    *(Binding(str(n), f"choose({n})", f"Answer {n}", id=f"game.answer{n}", show=False)
      for n in range(1, 10)),
]


def claimed_keys(table: TableGame | None) -> frozenset[str]:
    """The keys that act at once on an empty line now: the system's one-key pitches and `x`
    while the scorekeeper's line is asked, the numbers of a person's answers, undo and redo
    (not while watching), the log, `?` for the keys, and the box score once the game is over
    (`n`, a new game, when there is no game)."""
    if table is None:
        return frozenset({"n", "question_mark"})
    keys = {"l", "question_mark"} | (set() if table.mode == WATCH else {"u", "r"})
    pitches, start = table.quick_keys()
    keys |= set(pitches) | ({"x"} if start else set())
    ask = table.ask()
    if ask is not None and table.whose(ask) == PERSON:
        keys |= {str(n) for n in range(1, min(len(answers(ask)), 9) + 1)}
    elif ask is not None and table.mode == PLAY:  # the dice are falling: a number is not typed
        keys |= {str(n) for n in range(1, 10)}
    return frozenset(keys | ({"B"} if table.final else set()))


#: The colour of each kind of message under the line.
MESSAGE_STYLES = {"error": "$error", "note": "$warning", "hint": "$text-muted"}


class EntryInput(Input):
    """The line itself. Escape clears it; on an empty line Escape goes on to leave the screen."""

    BINDINGS = [Binding("escape", "clear_line", "Clear the line", id="entry.clear", show=False)]

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.claimed: frozenset[str] = frozenset()
        self.started = False  # the screen has just put a word on the line (EntryLine.start)
        self.submit_to: Callable[[str], None] | None = None  # the screen's, for Enter

    def _watch_value(self, value: str) -> None:
        """Input sets its virtual size afresh at every change of its text, and that size is a
        reactive that lays the whole screen out again (at every key typed and every pitch
        recorded). The line's size never depends on its text: it is set here beforehand without
        the layout, so that Input's own setting changes nothing."""
        self.set_reactive(Widget.virtual_size, Size(self.content_width, 1))
        super()._watch_value(value)

    def check_consume_key(self, key: str, character: str | None) -> bool:
        """A claimed key on an empty line is not typed: the screen's binding takes it."""
        if not self.value and key in self.claimed:
            return False
        return super().check_consume_key(key, character)

    async def _on_key(self, event: events.Key) -> None:
        """A key with a binding acts here and now, before the line takes its next key: left to
        bubble up to the app, which runs the bindings, it would act only after the keys behind
        it in a burst (a paste, fast typing) were typed — Enter would record the next line
        with this one, a claimed key (a pitch) would find the line no longer empty. A claimed
        key on an empty line is never typed; other printable keys are (Input does that)."""
        started, self.started = self.started, False
        if started and event.key == "space" and self.value.endswith(" "):
            event.prevent_default()  # `x` put the space after itself: one typed now is that one
            return
        claimed = not self.value and event.key in self.claimed
        if event.is_printable and not claimed:
            return
        if claimed:
            event.prevent_default()  # not typed
            event.stop()  # and acted on once, here
        # The bindings from the line up to the screen, as the app would check them on the way
        # up (an action that does not apply — Escape on an empty line — goes on up).
        if await self.app._check_bindings(event.key):
            event.prevent_default()
            event.stop()

    async def action_submit(self) -> None:
        """Enter: the line is taken off at once and handed to the screen (`submit_to`), so
        that what is typed after Enter begins the next line (in a burst it was added to this
        one, and then wiped with it). Handed over directly, not as a message: the line
        cleared and the game recorded are then drawn in one frame, not one frame each."""
        line, self.value = self.value, ""
        if self.submit_to is not None:
            self.submit_to(line)
        else:
            self.post_message(self.Submitted(self, line))

    def action_clear_line(self) -> None:
        if not self.value:
            raise SkipAction()
        self.value = ""


class EntryLine(Vertical):
    """Prompt, line and message; Enter hands the line to `input.submit_to`."""

    DEFAULT_CSS = """
    EntryLine {
        height: auto;
    }
    EntryLine > #entry-prompt {
        height: 2;
        color: $text-muted;
    }
    EntryLine > #entry-message {
        height: 1;
    }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.saying = ""  # the kind of message under the line ("" when none)
        self.given_back: str | None = None  # a refused line put back, until it shows

    def compose(self) -> ComposeResult:
        yield Static(id="entry-prompt")
        yield EntryInput(id="entry")
        yield Static(id="entry-message")

    @property
    def input(self) -> EntryInput:
        return self.query_one(EntryInput)

    def prompt(self, text: str, keys: str = "") -> None:
        """The question over the line, and the keys that work on it (shown while it is empty)."""
        prompt = self.query_one("#entry-prompt", Static)
        prompt.update(Content(text), layout=False)
        if prompt.display != bool(text):
            prompt.display = bool(text)
        self.input.placeholder = keys

    def say(self, text: str, kind: str = "error") -> None:
        """One line under the entry: kind "error" (refused, nothing changed), "note" or
        "hint" (what the line being typed will record)."""
        self.saying = kind if text else ""
        line = Content(text.splitlines()[0] if text else "")
        # The colour is in the text, not a class: a class changed would lay the whole screen
        # out again, at every key typed (the hint) and every pitch recorded.
        self.query_one("#entry-message", Static).update(line.stylize(MESSAGE_STYLES[kind]),
                                                        layout=False)

    def claim(self, keys: frozenset[str]) -> None:
        self.input.claimed = keys

    def give_back(self, text: str) -> None:
        """A refused line back on the line to be corrected — unless the next one is already
        being typed (it arrived behind it): the message names the refused line then."""
        if not self.input.value:
            self.given_back = text  # the refusal stays said over it, not the line's hint
            self.start(text)

    def start(self, text: str) -> None:
        """Put `text` on the line, the cursor after it, ready to go on typing."""
        self.input.value = text
        self.input.started = True
        self.input.cursor_position = len(text)
        self.input.focus()
