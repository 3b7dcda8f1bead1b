"""The batting contest told as the table would tell it (rules/nanyou.md §3.1): the picking and
batting orders, each round's turns, the points table and the winner, as text or JSON — for
`scorebook contest nanyou` and `contest show`, and the contest screen's log.
"""

from __future__ import annotations

from engine.systems.nanyou.contest import Contest, Turn
from scorebook.output import Format as Listing, render

POINTS_COLUMNS = ("place", "player", "card", "points", "name")  # names last: wide characters


def as_text(c: Contest, heading: str) -> str:
    """The contest as the table would tell it under `heading`, round by round, then the points."""
    lines = [heading, "", *story(c), "", render(points_rows(c), POINTS_COLUMNS, Listing.table), ""]
    if c.winner is not None:
        lines.append(winner_line(c))
    return "\n".join(lines)


def winner_line(c: Contest) -> str:
    """"Winner: Cho (N12 三船 岳) with 7 points." (once there is a winner)."""
    points = c.points[c.winner]
    return (f"Winner: {_names(c)[c.winner]} ({_card(c, c.winner)}) with {points} "
            f"point{'' if points == 1 else 's'}.")


def story(c: Contest) -> list[str]:
    """The rolls for the orders, the picks, then each round's turns with the points so far —
    as far as the contest has gone."""
    setup = c.setup
    name = _names(c)
    lines = []
    if any(r.stage == "pick" for r in c.rolls):
        lines.append(f"Picking order (one die each): {_rolls(c, 'pick')}.")
    picked = [p for p in c.pick_order if c.cards[p] is not None]
    if picked:
        lines.append("Picks: " + ", ".join(f"{name[p]} {_card(c, p)}" for p in picked) + ".")
    if any(r.stage == "bat" for r in c.rolls):
        lines.append(f"Batting order (two dice each): {_rolls(c, 'bat')}.")
    last = 0
    width = max(len(n) for n in name)
    totals = [0] * len(name)
    for turn in c.turns:
        if turn.round != last:
            last = turn.round
            playoff = turn.round > setup.rounds
            tied = ", ".join(name[p] for p in c.batting_order
                             if any(t.round == turn.round and t.player == p for t in c.turns))
            lines.append(f"Round {turn.round}" + (f" (play-off: {tied})" if playoff else ""))
        totals[turn.player] += turn.points
        lines.append(f"  {name[turn.player].ljust(width)}  {_turn(turn)}  +{turn.points}  "
                     f"({totals[turn.player]})")
    return lines


def points_rows(c: Contest) -> list[dict]:
    """The points table: the winner first, then by points (equal points share a place)."""
    batting = list(c.batting_order) + [p for p in range(len(c.points)) if p not in c.batting_order]
    order = sorted(range(len(c.points)), key=lambda p: (p != c.winner, -c.points[p],
                                                        batting.index(p)))
    rows = []
    for n, p in enumerate(order):
        shared = n > 0 and c.points[p] == c.points[order[n - 1]] and order[n - 1] != c.winner
        place = rows[-1]["place"] if shared else n + 1
        card = c.cards[p]
        rows.append({"place": place, "player": c.setup.players[p].name,
                     "card": card.id if card else "", "name": card.name if card else "",
                     "points": c.points[p]})
    return rows


def standings(c: Contest) -> list[dict]:
    """The points table as it stands, in batting order (the players' order before it is
    rolled): each player's card, points and the results of his turns."""
    order = list(c.batting_order) or list(range(len(c.points)))
    return [{"player": c.setup.players[p].name, "card": _card(c, p) if c.cards[p] else "",
             "points": c.points[p],
             "results": " ".join(t.result.kind for t in c.turns if t.player == p)}
            for p in order]


def as_json(c: Contest) -> dict:
    setup, name = c.setup, _names(c)
    return {
        "rounds": setup.rounds, "rounds_played": c.rounds_played,
        "order_rolls": [{"stage": r.stage, "attempt": r.attempt, "player": name[r.player],
                         "dice": _dice(r.dice)} for r in c.rolls],
        "pick_order": [name[p] for p in c.pick_order],
        "batting_order": [name[p] for p in c.batting_order],
        "turns": [{"round": t.round, "player": name[t.player], "dice": _dice(t.dice),
                   "card_result": t.card_result.text,
                   "challenge": _dice(t.challenge) if t.challenge else None,
                   "result": t.result.text, "points": t.points} for t in c.turns],
        "points": points_rows(c),
        "winner": name[c.winner] if c.winner is not None else None,
    }


def _names(c: Contest) -> list[str]:
    return [p.name for p in c.setup.players]


def _card(c: Contest, player: int) -> str:
    card = c.cards[player]
    return f"{card.id} {card.name}" if card else "(no card)"


def _rolls(c: Contest, stage: str) -> str:
    """Each roll of a stage, the re-rolls of ties after "again"."""
    name = _names(c)
    parts: list[str] = []
    for attempt in sorted({r.attempt for r in c.rolls if r.stage == stage}):
        rolls = [r for r in c.rolls if r.stage == stage and r.attempt == attempt]
        text = ", ".join(f"{name[r.player]} {_dice(r.dice)}" for r in rolls)
        parts.append(text if attempt == 1 else f"ties again: {text}")
    order = c.pick_order if stage == "pick" else c.batting_order
    return "; ".join(parts) + (" → " + ", ".join(name[p] for p in order) if order else "")


def _dice(dice: tuple[int, ...]) -> str:
    """Dice as rolled: "5", "2-6"."""
    return "-".join(map(str, dice))


def _turn(turn: Turn) -> str:
    text = f"{_dice(turn.dice)} {turn.card_result.text}"
    if turn.challenge is not None:
        text += f", home-run try {_dice(turn.challenge)}: " + (
            "HR" if turn.result.kind == "HR" else f"{turn.result.text} stands")
    return text.ljust(40)
