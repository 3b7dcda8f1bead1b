"""What a roster should not have but may (a scorekeeper may be mid-way through correcting it):
two players of one team with the same uniform number, or with the same name. The teams screen
warns; nothing is refused, since a box score tells them apart by id."""

from __future__ import annotations

from collections import defaultdict

from db.rosters import RosterPlayer


def roster_warnings(team_code: str, players: list[RosterPlayer]) -> list[str]:
    """One sentence per number or name that two or more players of `team_code` share."""
    warnings = []
    for what, key in (("wear", lambda p: p.number), ("are named", lambda p: p.name.strip())):
        shared: dict[str, list[RosterPlayer]] = defaultdict(list)
        for player in players:
            if key(player):
                shared[key(player).casefold()].append(player)
        for group in shared.values():
            if len(group) > 1:
                who = ", ".join(f"{p.name} ({p.player_id})" for p in group)
                value = f"number {key(group[0])}" if what == "wear" else key(group[0])
                warnings.append(f"{len(group)} {team_code} players {what} {value}: {who}.")
    return warnings
