"""x on the teams screen: remove the team or the player under the cursor, asked first. A
refusal (a team that stored games are filed under) is one line; the lists are redone."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Callable

from db.rosters import remove_from_roster, remove_team
from engine.core.errors import ScorebookError
from tui.dialogs.confirm import ConfirmDialog

if TYPE_CHECKING:
    from tui.screens.teams import TeamsScreen


async def remove_row(screen: TeamsScreen, team: bool) -> None:
    """Ask to remove the chosen team (`team`) or the chosen player of its roster."""
    chosen, player, engine = screen.team, screen.player, screen.app.engine
    if chosen is None or (player is None and not team):
        screen.notify(f"There is no {'team' if team else 'player'} to remove.",
                      severity="error")
        return
    if team:
        players = f"{chosen.players} player{'s' * (chosen.players != 1)}"
        dialog = ConfirmDialog(f"Remove the team {chosen.code}",
                               f"Remove {chosen.code} {chosen.name} and its roster ({players})? "
                               f"The players stay in the database. A team that stored games "
                               f"are filed under cannot be removed.")
        remove: Callable[[], None] = partial(remove_team, engine, chosen.code)
    else:
        dialog = ConfirmDialog("Remove from the roster",
                               f"Take {player.name} ({player.player_id}) off the {chosen.code} "
                               f"roster? The games already played keep the player.")
        remove = partial(remove_from_roster, engine, chosen.code, player.player_id)

    def answered(yes: bool | None) -> None:
        if not yes:
            return
        try:
            remove()
        except ScorebookError as exc:
            screen.notify(str(exc), severity="error", markup=False)
        screen.load_teams()

    await screen.app.push_screen(dialog, answered)
