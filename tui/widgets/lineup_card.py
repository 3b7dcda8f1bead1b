"""One team's lineup card and bench, as the lineups screen shows it (the widget lays out what
scorebook/lineup_card.py and scorebook/bench.py read from the game; it works nothing out).

Slot by slot the player now with his position now, and under him, one a line and struck through,
the players who held the slot before (out of the game: they may not come back); the batter now and the two
after him marked, or for the team in the field who leads off its next half; the pitchers used,
the one pitching now marked; then who can still come in, group by group.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from textual.content import Content
from textual.widgets import Static

from scorebook.bench import BenchGroup
from scorebook.lineup_card import Appearance, Pitcher, Slot, TeamCard

ACCENT, MUTED, GONE, TITLE = "$accent bold", "$text-muted", "strike $text-muted", "bold"
#: The most cells a name column takes (a longer name runs on: nothing is cut).
NAME = 28
INDENT = " " * 8  # under the name column: slot number, position


def _name_width(card: TeamCard, groups: Sequence[BenchGroup]) -> int:
    names = [slot.now.name for slot in card.slots if slot.now] + [
        p.name for p in card.pitchers] + [p.name for group in groups for p in group.players]
    return min(max((Content(name).cell_length for name in names), default=0), NAME)


def _padded(text: str, width: int, style: str = "") -> Content:
    content = Content.styled(text, style) if style else Content(text)
    return content.pad_right(max(width - content.cell_length, 0))


def _earlier(player: Appearance) -> Content:
    """A player who held the slot before: struck through once out of the game."""
    label = f"{player.name} ({player.position})" if player.position else player.name
    if player.gone:
        return Content.assemble(INDENT, (label, GONE))
    return Content.assemble(INDENT, (f"{label}, still in the game", MUTED))


def _slot(slot: Slot, width: int, notes: Mapping[str, str]) -> list[Content]:
    number = f"{slot.number:>3}" if slot.number else "   "  # the pitcher who does not bat
    if slot.now is None:  # the pitcher now bats: the designated hitter is no more
        lines = [Content.assemble(number, ("     the pitcher bats: no designated hitter", MUTED))]
    else:
        now = slot.now
        note = notes.get(now.player, "")
        lines = [Content.assemble(
            number, " ", f"{now.position:<3} ", _padded(now.name, width),
            (f" ({note})", MUTED) if note else "",
            ("  does not bat", MUTED) if slot.number == 0 else "",
            (f"  ◀ {slot.due}", ACCENT) if slot.due else "")]
    return lines + [_earlier(player) for player in slot.before]


def _pitcher(pitcher: Pitcher, width: int, fielding: bool) -> Content:
    now = ("  ◀ on the mound" if fielding else "  ◀ pitches next") if pitcher.now else ""
    return Content.assemble("  ", _padded(pitcher.name, width, GONE if pitcher.gone else ""),
                            (f"  {pitcher.came_in}", MUTED) if pitcher.came_in else "",
                            (now, ACCENT))


def _bench(group: BenchGroup, width: int) -> list[Content]:
    lines = [Content.styled(group.title, TITLE)]
    if group.note:
        lines.append(Content.styled(f"  {group.note}", MUTED))
    if not group.players:  # (the note, if any, says why)
        return lines if group.note else [*lines, Content.styled("  nobody", MUTED)]
    return [*lines, *(Content.assemble("  ", _padded(p.name, width), (f"  {p.about}", MUTED))
                      for p in group.players)]


def card_lines(card: TeamCard, groups: Sequence[BenchGroup],
               notes: Mapping[str, str]) -> list[Content]:
    """The lines of one team's card: lineup, pitchers, bench."""
    width = _name_width(card, groups)
    side = "Visitors" if card.side == 0 else "Home"
    name = card.name if card.name == card.code else f"{card.name} ({card.code})"
    doing = "" if card.final or not (card.slots or card.pitchers) else (
        "at bat" if card.at_bat else "in the field")
    lines = [Content.assemble((f"{side} · {name}", TITLE), (f" · {doing}", MUTED) if doing else "")]
    for slot in card.slots:
        lines.extend(_slot(slot, width, notes))
    if not card.slots:
        lines.append(Content.styled("  no batting order: the team does not bat in this game",
                                    MUTED))
    lines.append(Content.styled("Pitchers", TITLE))
    fielding = not card.at_bat
    lines.extend(_pitcher(pitcher, width, fielding) for pitcher in card.pitchers)
    if card.needs_pitcher:
        lines.append(Content.styled("  a new pitcher must come in before the team takes the field"
                                    if card.at_bat else "  nobody: a new pitcher must come in",
                                    "$warning"))
    elif not card.pitchers:
        lines.append(Content.styled("  none: the team does not take the field in this game",
                                    MUTED))
    for group in groups:
        lines.extend(_bench(group, width))
    return lines


class LineupCardView(Static):
    """One team's lineup card, bench and bullpen."""

    DEFAULT_CSS = """
    LineupCardView {
        height: auto;
        padding: 0 1;
    }
    """

    def show(self, card: TeamCard, groups: Sequence[BenchGroup], notes: Mapping[str, str]) -> None:
        self.update(Content("\n").join(card_lines(card, groups, notes)))
