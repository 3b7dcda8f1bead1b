"""Which panel a game gets on the game screen: its system's own (bot9_panel.py, nanyou_panel.py,
pizzabox_panel.py, unlimited9_panel.py), or the generic one (system_panel.py), which they all
build on — so the choosing is here, above both.
"""

from __future__ import annotations

from textual.widget import Widget

from tui.widgets.system_panel import SystemPanel


def panel_for(system: str, **kwargs) -> Widget:
    """The panel of `system` (the generic one for a system without its own); `kwargs` go to
    the widget (id, classes)."""
    # Imported when chosen: a game loads only its own system (as engine.systems does).
    if system == "bot9":
        from tui.widgets.bot9_panel import Bot9Panel

        return Bot9Panel(**kwargs)
    if system == "nanyou":
        from tui.widgets.nanyou_panel import NanyouPanel

        return NanyouPanel(**kwargs)
    if system == "pizzabox":
        from tui.widgets.pizzabox_panel import PizzaBoxPanel

        return PizzaBoxPanel(**kwargs)
    if system == "unlimited9":
        from tui.widgets.unlimited9_panel import UnlimitedNinePanel

        return UnlimitedNinePanel(**kwargs)
    return SystemPanel(**kwargs)
