"""A system's options as a form: one labelled control per option, two options a line.

The options come described (`scorebook.new_game_forms.OptionSpec`: the values the system
allows and the default), so the form knows no system. An option with a closed set of values is a Select;
one of free text (a name) an Input. Every change is announced with `OptionsForm.Changed`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from textual.app import ComposeResult
from textual.containers import Grid
from textual.message import Message
from textual.widgets import Input, Label, Select

from scorebook.new_game_forms import OptionSpec


class OptionsForm(Grid):
    """The options of one system; `values()` gives each option's value by key."""

    DEFAULT_CSS = """
    OptionsForm {
        grid-size: 4;
        grid-columns: 13 1fr 13 1fr;
        grid-rows: 1;
        grid-gutter: 0 1;
        height: auto;
    }
    OptionsForm > Label {
        color: $text-muted;
        width: 100%;
    }
    """

    @dataclass
    class Changed(Message):
        """An option took another value."""

        form: "OptionsForm"
        key: str
        value: str

        @property
        def control(self) -> "OptionsForm":
            return self.form

    def __init__(self, specs: Sequence[OptionSpec], values: Mapping[str, str] | None = None,
                 **kwargs) -> None:
        super().__init__(**kwargs)
        self.specs = tuple(specs)
        self._values = {s.key: (values or {}).get(s.key, s.default) for s in self.specs}

    def compose(self) -> ComposeResult:
        for spec in self.specs:
            yield Label(spec.label, id=f"option-label-{spec.key}")
            value = self._values[spec.key]
            if spec.values:
                titles = spec.titles or tuple(v or "none" for v in spec.values)
                shown = list(zip(titles, spec.values))
                yield Select(shown, value=value if value in spec.values else spec.default,
                             allow_blank=False, compact=True, id=f"option-{spec.key}",
                             tooltip=spec.help)
            else:
                yield Input(value, placeholder="none", compact=True, id=f"option-{spec.key}",
                            tooltip=spec.help)

    async def show_options(self, specs: Sequence[OptionSpec],
                           values: Mapping[str, str] | None = None) -> None:
        """Show another system's options, at `values` or else their defaults (an option of
        the same name in another system is another option: its value is not carried over)."""
        values = values or {}
        self.specs = tuple(specs)
        self._values = {s.key: values[s.key] if _allowed(s, values.get(s.key)) else s.default
                        for s in self.specs}
        await self.recompose()

    def values(self) -> dict[str, str]:
        """Each option's value by key, as the form shows it now."""
        found = {}
        for spec in self.specs:
            widgets = self.query(f"#option-{spec.key}")
            widget = widgets.first() if widgets else None
            value = getattr(widget, "value", self._values[spec.key])
            found[spec.key] = "" if value == Select.NULL else str(value)
        return found

    def set_value(self, key: str, value: str) -> None:
        """Put `value` in option `key` (a Select only takes one of its values)."""
        self.query_one(f"#option-{key}").value = value

    def on_select_changed(self, event: Select.Changed) -> None:
        self._announce(event.select.id, event.value)
        event.stop()

    def on_input_changed(self, event: Input.Changed) -> None:
        self._announce(event.input.id, event.value)
        event.stop()

    def _announce(self, widget_id: str | None, value: object) -> None:
        key = (widget_id or "").removeprefix("option-")
        if key in self._values and value != Select.NULL:
            self._values[key] = str(value)
            self.post_message(self.Changed(self, key, str(value)))


def _allowed(spec: OptionSpec, value: str | None) -> bool:
    return value is not None and (not spec.values or value in spec.values)
