"""One team's lineup card: a row per batting slot (who bats there and where he plays), the
pitcher who does not bat, and the bullpen and the bench, as the card has them.

The card's shape and whom a row may name come from `scorebook.new_game_options` (`Shape`) and
`scorebook.new_game_lineups` (`Choices`), so the editor knows no rules: a lineup is judged by
the game's own rules when the game is created. `lineup()` reads the card as the screen shows
it, `fill()` puts a lineup on it.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Label, Select, SelectionList, Static

from engine.core.setup import POSITIONS
from scorebook.new_game_forms import Choices, Shape, Side, Starter

EXTRAS = {"bullpen": "Bullpen, in the order they come in", "bench": "Bench"}


class LineupEditor(Vertical):
    """The lineup card of the `where` side ("away" or "home")."""

    DEFAULT_CSS = """
    LineupEditor {
        height: auto;
        width: 1fr;
    }
    LineupEditor .lineup-title {
        text-style: bold;
        height: 1;
    }
    LineupEditor .lineup-row {
        height: 1;
    }
    LineupEditor .lineup-slot {
        width: 3;
    }
    LineupEditor .lineup-player {
        width: 1fr;
    }
    LineupEditor .lineup-position {
        width: 8;
    }
    LineupEditor SelectionList {
        height: auto;
        max-height: 8;
    }
    LineupEditor .lineup-order {
        color: $text-muted;
        height: auto;
    }
    """

    def __init__(self, where: str, title: str, shape: Shape, choices: Choices,
                 side: Side | None = None, **kwargs) -> None:
        super().__init__(**kwargs)
        self.where = where
        self.heading = title
        self.shape = shape
        self.choices = choices
        self.side = side or Side()

    def compose(self) -> ComposeResult:
        w, side = self.where, self.side
        yield Label(self.heading, classes="lineup-title")
        if self.shape.note:
            yield Static(self.shape.note, classes="hint lineup-note")
        if not self.choices.batters and self.shape.batters:
            yield Static("No players yet: choose the team (rosters: Teams screen).",
                         classes="hint")
        batters = [(c.label, c.value) for c in self.choices.batters]
        known = {c.value for c in self.choices.batters}
        positions = [(POSITIONS[n], n) for n in self.shape.positions]
        for slot in range(1, self.shape.batters + 1):
            starter = _starter(side, slot)
            with Horizontal(classes="lineup-row"):
                yield Static(f"{slot}.", classes="lineup-slot")
                yield Select(batters, prompt="—", compact=True, id=f"{w}-player-{slot}",
                             classes="lineup-player", value=_shown(starter.choice, known))
                yield Select(positions, prompt="pos", compact=True, id=f"{w}-position-{slot}",
                             classes="lineup-position",
                             value=_shown(starter.position, self.shape.positions))
        if self.shape.pitcher_apart:
            pitchers = [(c.label, c.value) for c in self.choices.pitchers]
            chosen = _shown(side.pitcher, {c.value for c in self.choices.pitchers})
            with Horizontal(classes="lineup-row"):
                yield Static("P", classes="lineup-slot")
                yield Select(pitchers, prompt="— pitcher (does not bat)", compact=True,
                             id=f"{w}-pitcher", classes="lineup-player", value=chosen)
        for kind in self.shape.extras:
            offered = self.choices.extras(kind)
            chosen = [c for c in side.extras(kind) if c in {e.value for e in offered}]
            yield Label(EXTRAS[kind], classes="lineup-title")
            yield SelectionList(*[(c.label, c.value) for c in offered], id=f"{w}-{kind}",
                                compact=True)
            yield Static(self._order(kind, chosen), id=f"{w}-{kind}-order",
                         classes="lineup-order")

    def on_mount(self) -> None:
        self._select_extras(self.side)

    async def show_card(self, shape: Shape, choices: Choices, side: Side | None = None) -> None:
        """Show another shape or other choices, keeping what still fits."""
        self.side = side if side is not None else self.lineup(self.side.code, self.side.name)
        self.shape, self.choices = shape, choices
        await self.recompose()
        self._select_extras(self.side)

    def lineup(self, code: str, name: str) -> Side:
        """The card as shown, for team `code` (`name`)."""
        batters = tuple(Starter(_value(self, f"#{self.where}-player-{slot}"),
                                _value(self, f"#{self.where}-position-{slot}") or 0)
                        for slot in range(1, self.shape.batters + 1))
        pitcher = _value(self, f"#{self.where}-pitcher") if self.shape.pitcher_apart else ""
        further = {kind: tuple(self.query_one(f"#{self.where}-{kind}", SelectionList).selected)
                   for kind in self.shape.extras}
        return Side(code, name, batters, pitcher or "", further.get("bullpen", ()),
                    further.get("bench", ()))

    def fill(self, side: Side) -> None:
        """Put `side`'s rows on the card; a choice the card does not offer leaves it blank."""
        self.side = side
        batters = {c.value for c in self.choices.batters}
        for slot in range(1, self.shape.batters + 1):
            starter = _starter(side, slot)
            _put(self, f"#{self.where}-player-{slot}", starter.choice, batters)
            _put(self, f"#{self.where}-position-{slot}", starter.position, self.shape.positions)
        if self.shape.pitcher_apart:
            _put(self, f"#{self.where}-pitcher", side.pitcher,
                 {c.value for c in self.choices.pitchers})
        self._select_extras(side)

    def _select_extras(self, side: Side) -> None:
        for kind in self.shape.extras:
            chooser = self.query_one(f"#{self.where}-{kind}", SelectionList)
            chooser.deselect_all()
            offered = {c.value for c in self.choices.extras(kind)}
            for value in side.extras(kind):  # one at a time: the list keeps the order chosen
                if value in offered:
                    chooser.select(value)
        self._show_order()

    def on_selection_list_selected_changed(self, event: SelectionList.SelectedChanged) -> None:
        self._show_order()

    def _show_order(self) -> None:
        for kind in self.shape.extras:
            chosen = self.query_one(f"#{self.where}-{kind}", SelectionList).selected
            self.query_one(f"#{self.where}-{kind}-order", Static).update(
                self._order(kind, chosen))

    def _order(self, kind: str, chosen: list[str] | tuple[str, ...]) -> str:
        if not chosen:
            return "None chosen (space picks one)."
        names = {c.value: c.name for c in self.choices.extras(kind)}
        return ", ".join(names.get(value, value) for value in chosen)


def _value(editor: LineupEditor, selector: str):
    select = editor.query_one(selector, Select)
    return "" if select.value == Select.NULL else select.value


def _put(editor: LineupEditor, selector: str, value, offered) -> None:
    editor.query_one(selector, Select).value = _shown(value, offered)


def _starter(side: Side, slot: int) -> Starter:
    """The row of batting slot `slot` (from 1); an empty one past the side's batters."""
    return side.batters[slot - 1] if slot <= len(side.batters) else Starter()


def _shown(value, offered):
    """What a Select shows for `value`: itself if offered, else nothing chosen."""
    return value if value in offered else Select.NULL
