"""F3 on the new-game screen completes the lineup cards: what the person chose stays, and the
rows he left empty are filled from the lineup the app would pick (`new_game_lineups.
auto_lineups`), with nobody named twice and no position given twice.

A scorekeeper who wrote his own starter or moved a hitter up, then asks for the rest, keeps
his rows; the same F3 on an empty card gives the app's whole lineup, as before.
"""

from __future__ import annotations

from dataclasses import replace

from scorebook.new_game_forms import Side, Starter


def complete(typed: Side, auto: Side) -> Side:
    """`typed` (the card as shown) with its empty rows filled from `auto` (the app's lineup
    for the same card): an empty batting row takes a player of `auto` not on the card yet —
    the one `auto` bats there if he still fits, else one whose position is still open; a row
    without a position takes the position `auto` gives its player, else one `auto` uses that
    nobody has yet. The pitcher apart, the bullpen and the bench are `auto`'s when empty."""
    slots = len(typed.batters) or len(auto.batters)  # the card's rows (the editor gives all)
    rows = [typed.batters[i] if i < len(typed.batters) else Starter() for i in range(slots)]
    named = {row.choice for row in rows if row.choice} | {typed.pitcher} \
        | set(typed.bullpen) | set(typed.bench)
    taken = {row.position for row in rows if row.position}
    auto_position = {row.choice: row.position for row in auto.batters}
    pool = [row for row in auto.batters if row.choice not in named]
    for slot, row in enumerate(rows):
        if row.choice:
            continue
        here = auto.batters[slot] if slot < len(auto.batters) else Starter()
        wanted = row.position or None
        fits = [c for c in pool if (c.position == wanted if wanted else c.position not in taken)]
        chosen = here if here in fits else fits[0] if fits else pool[0] if pool else None
        if chosen is None:
            continue
        pool.remove(chosen)
        position = row.position or (chosen.position if chosen.position not in taken else 0)
        rows[slot] = Starter(chosen.choice, position)
        taken.add(position)  # 0 (none yet) among them changes nothing
    for slot, row in enumerate(rows):  # a player chosen without his position
        position = auto_position.get(row.choice, 0)
        if row.choice and not row.position and position and position not in taken:
            rows[slot] = replace(row, position=position)
            taken.add(position)
    left = [row.position for row in auto.batters if row.position and row.position not in taken]
    for slot, row in enumerate(rows):  # what is still open, in the order `auto` has it
        if row.choice and not row.position and left:
            rows[slot] = replace(row, position=left.pop(0))
    used = {row.choice for row in rows if row.choice} | named
    pitcher = typed.pitcher or (auto.pitcher if auto.pitcher not in used else "")
    used.add(pitcher)
    return replace(typed, batters=tuple(rows), pitcher=pitcher,
                   bullpen=typed.bullpen or tuple(c for c in auto.bullpen if c not in used),
                   bench=typed.bench or tuple(c for c in auto.bench if c not in used))
