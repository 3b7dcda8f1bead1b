"""A substitution: pinch hitter, pinch runner, defensive change or new pitcher.

The dialog only writes the line the scorekeeper would have typed, in the words the game's
system takes (`substitution_line`): the entry language's `sub` record
(docs/entry-language.md), or at the table Bottom of the 9th's `p ID` for a reliever, Nanyou's
`ph ID` and `dc ID POS`, Pizza Box's `ph ID` and `p ID`, and Unlimited Nine's
`sub NEW OLD` (by card). The screen records that line like
any other, so the game's rules decide (a player who has left may not return, a reliever comes
in between batters …).

Over the choices, the game as it stands: the half-inning, the batter, who is on the mound. A
team whose pitcher has left (batted for) must bring one in before its half-inning: the dialog
then opens on its new pitcher, in the batting slot his predecessor left (`pitchers_slot`).
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy.engine import Engine
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Select, Static

from db.rosters import roster
from engine.core.errors import ScorebookError
from engine.core.setup import POSITIONS
from engine.systems.session import Session
from engine.systems.unlimited9.teams import card_word
from scorebook.bench import in_the_game
from tui.widgets.field import ordinal, pitching

KINDS = (("Pinch hitter", "PH"), ("Pinch runner", "PR"), ("Defensive change", "DEF"),
         ("New pitcher", "P"))
NEW = "__new__"
PINCH_HITTER, PINCH_RUNNER, PITCHER = 11, 12, 1


@dataclass(frozen=True)
class SubstitutionChoice:
    """`kind` PH, PR, DEF or P; the side (0 visitors, 1 home); who comes in; the batting slot
    he takes (0: a pitcher who does not bat) and his position (11 PH, 12 PR)."""

    kind: str
    side: int
    player: str
    name: str
    slot: int
    position: int
    replaced: str = ""  # who leaves the batting slot (Unlimited Nine's table names him)


def substitution_line(system: str, entry: str, choice: SubstitutionChoice) -> str:
    """The line that makes the substitution in a game of `system` entered as `entry`."""
    if system == "bot9" and entry == "table" and choice.kind == "P":
        return f"p {choice.player}"
    if system == "pizzabox" and entry == "table" and choice.kind in ("PH", "P"):
        return f"{choice.kind.lower()} {choice.player}"  # the table's own words, before the cards
    if system == "unlimited9" and entry == "table" and choice.replaced:
        return f"sub {card_word(choice.player)} {card_word(choice.replaced)}"
    if system == "nanyou" and entry == "table":
        if choice.kind == "PH":
            return f"ph {choice.player}"
        if choice.kind in ("DEF", "P"):
            return f"dc {choice.player} {POSITIONS[choice.position]}"
    name = choice.name.replace('"', "'") or choice.player
    fields = (choice.player, f'"{name}"', str(choice.side), str(choice.slot), str(choice.position))
    return ("sub," + ",".join(fields) if system == "retrosheet"  # a Retrosheet record
            else "sub " + " ".join(fields))


def candidates(engine: Engine, session: Session, side: int) -> list[tuple[str, str]]:
    """(player id, name) of who may come in for `side`: the card game's bench and bullpen,
    then the team's roster, less everyone who has been in the game (or plays for the other
    team)."""
    team = session.game.teams[side]
    used = in_the_game(session.game, side)
    found: dict[str, str] = {}
    options = getattr(session.state, "options", None)
    card_of = getattr(session.state, "card", None)  # Pizza Box's bench has names, no cards
    named = getattr(options, "names", {})
    for group in ("benches", "bullpens"):
        for player in getattr(options, group, ((), ()))[side]:
            card = card_of(player) if card_of else None
            found.setdefault(player, card.name if card else named.get(player) or team.name(player))
    try:
        for player in roster(engine, team.code):
            found.setdefault(player.player_id, player.name)
    except ScorebookError:
        pass  # a team without a roster: bench cards and new players only
    return [(player, name) for player, name in found.items() if player not in used]


def pitchers_slot(session: Session, side: int) -> int | None:
    """The batting slot a new pitcher of `side` takes: his predecessor's (0 when he does not
    bat). A predecessor batted for, or moved out of the order in a double switch, has left a
    slot whose batter has no place in the field: the one he left, or else the first such."""
    team = session.game.teams[side]
    slot = team.slot_of(team.pitcher) if team.pitcher else None
    if slot is not None:
        return slot
    open_slots = [n for n, player in enumerate(team.lineup, start=1)
                  if team.position_of(player) is None]
    left = [r.slot for r in session.records
            if r.kind == "sub" and r.team == side and r.replaced == team.pitcher]
    first = open_slots[0] if open_slots else None
    return next((n for n in reversed(left) if n in open_slots), first)


def situation(session: Session) -> str:
    """"Bottom 2nd, 0 outs · At bat B Player 4 · Pitching nobody: A Player 9 has left"."""
    game = session.game
    outs = f"{game.outs} out{'' if game.outs == 1 else 's'}"
    return (f"{'Top' if game.half == 0 else 'Bottom'} {ordinal(game.inning)}, {outs} · "
            f"At bat {game.batting.name(game.batter)} · Pitching {pitching(game)}")


class SubstitutionDialog(ModalScreen[str | None]):
    """Choose the substitution; dismissed with the line to record, or None."""

    BINDINGS = [Binding("escape", "cancel", "Cancel", id="sub.cancel")]

    def __init__(self, engine: Engine, session: Session, system: str, entry: str):
        super().__init__()
        self.engine, self.session, self.system, self.entry = engine, session, system, entry
        self.teams = [sheet for sheet in (session.setup.away, session.setup.home)]

    def compose(self) -> ComposeResult:
        game = self.session.game
        reliever = not game.on_the_mound  # the game waits for one: he is the substitution
        with Vertical(id="substitution", classes="dialog"):
            yield Static("Substitution", classes="dialog-title")
            yield Static(Content(situation(self.session)), id="sub-situation", classes="hint")
            with Horizontal(classes="sub-row"):
                yield Label("Kind", classes="sub-label")
                yield Select(KINDS, value="P" if reliever else "PH", allow_blank=False,
                             id="sub-kind", compact=True)
                yield Label("Team", classes="sub-label")
                yield Select([(f"{t.name or t.code}", n) for n, t in enumerate(self.teams)],
                             value=1 - game.half if reliever else game.half, allow_blank=False,
                             id="sub-side", compact=True)
            with Horizontal(classes="sub-row"):
                yield Label("In", classes="sub-label")
                yield Select([], id="sub-player", compact=True, prompt="Who comes in")
            with Horizontal(classes="sub-row", id="sub-new"):
                yield Label("New", classes="sub-label")
                yield Input(placeholder="player id", id="sub-id", compact=True)
                yield Input(placeholder="name", id="sub-name", compact=True)
            with Horizontal(classes="sub-row"):
                yield Label("For", classes="sub-label")
                yield Select([], id="sub-slot", compact=True, prompt="Batting slot")
            with Horizontal(classes="sub-row"):
                yield Label("Plays", classes="sub-label")
                yield Select([(POSITIONS[n], n) for n in range(1, 13)], value=PINCH_HITTER,
                             allow_blank=False, id="sub-position", compact=True)
            yield Static(id="sub-error", classes="error")
            with Horizontal(classes="dialog-buttons"):
                yield Button("Record", variant="primary", id="sub-ok")
                yield Button("Cancel", id="sub-cancel")

    def on_mount(self) -> None:
        self._fill()
        self.query_one("#sub-kind", Select).focus()

    @property
    def kind(self) -> str:
        return self.query_one("#sub-kind", Select).value

    @property
    def side(self) -> int:
        return self.query_one("#sub-side", Select).value

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "sub-kind":
            game = self.session.game
            batting = event.value in ("PH", "PR")
            self.query_one("#sub-side", Select).value = game.half if batting else 1 - game.half
            self._fill()
        elif event.select.id == "sub-side":
            self._fill()
        elif event.select.id == "sub-slot" and self.kind == "DEF" and event.value != Select.NULL:
            team = self.session.game.teams[self.side]  # he takes the replaced man's position
            replaced = team.lineup[event.value - 1] if event.value else team.pitcher
            self.query_one("#sub-position", Select).value = team.position_of(replaced) or PITCHER
        elif event.select.id == "sub-player":
            self.query_one("#sub-new").display = event.value in (NEW, Select.NULL)

    def _fill(self) -> None:
        """The choices for this kind and team: who may come in, which slot, which position."""
        game, side, kind = self.session.game, self.side, self.kind
        team = game.teams[side]
        players = [(Content(f"{name} ({player})"), player)
                   for player, name in candidates(self.engine, self.session, side)]
        chooser = self.query_one("#sub-player", Select)
        chooser.set_options([*players, (Content("New player…"), NEW)])
        chooser.value = players[0][1] if players else NEW
        slots = []
        if kind == "PR":
            for base, runner in zip("123", game.bases):
                if runner and team is game.batting and team.slot_of(runner.player):
                    slots.append((f"{base}B · {team.name(runner.player)}", team.slot_of(runner.player)))
        else:
            slots = [(f"{n} · {team.describe(player)}", n)
                     for n, player in enumerate(team.lineup, start=1)]
            if team.pitcher_slot_player:
                slots.append((f"pitcher, not batting · {team.name(team.pitcher_slot_player)}", 0))
        slot = self.query_one("#sub-slot", Select)
        slot.set_options(slots)
        default = {"PH": team.slot_of(game.batter) if team is game.batting else None,
                   "P": pitchers_slot(self.session, side)}.get(kind)
        if slots:
            slot.value = default if default in [v for _, v in slots] else slots[0][1]
        position = self.query_one("#sub-position", Select)
        position.disabled = kind != "DEF"  # a pinch hitter or runner, a pitcher: known
        replaced = team.lineup[slot.value - 1] if slots and slot.value else None
        position.value = {"PH": PINCH_HITTER, "PR": PINCH_RUNNER, "P": PITCHER}.get(
            kind, (replaced and team.position_of(replaced)) or PITCHER)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "sub-ok":
            self._submit()
        else:
            self.dismiss(None)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self._submit()

    def action_cancel(self) -> None:
        self.dismiss(None)

    def _submit(self) -> None:
        error = self.query_one("#sub-error", Static)
        player = self.query_one("#sub-player", Select).value
        names = dict(candidates(self.engine, self.session, self.side))
        if player in (NEW, Select.NULL):
            player = self.query_one("#sub-id", Input).value.strip()
            name = self.query_one("#sub-name", Input).value.strip()
            if not player or any(c in player for c in ' ,"'):
                error.update("Give the new player an id without spaces, commas or quotes.")
                return
        else:
            name = names.get(player, player)
        slot = self.query_one("#sub-slot", Select).value
        if slot is Select.NULL:
            error.update("Nobody is on base to run for." if self.kind == "PR"
                         else "Choose the batting slot he takes.")
            return
        position = self.query_one("#sub-position", Select).value
        lineup = self.session.game.teams[self.side].lineup
        replaced = lineup[slot - 1] if 0 < slot <= len(lineup) else ""
        choice = SubstitutionChoice(self.kind, self.side, player, name or player, slot, position,
                                    replaced)
        self.dismiss(substitution_line(self.system, self.entry, choice))
