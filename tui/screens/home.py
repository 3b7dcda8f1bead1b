"""Home: replaced by the home screen's helper."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Footer, Header, Static


class HomeScreen(Screen):
    def compose(self) -> ComposeResult:
        yield Header()
        yield Static("Scorebook")
        yield Footer()
