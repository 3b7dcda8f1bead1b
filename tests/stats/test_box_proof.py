"""The box-score proof (Rule 9.03(c)) on literal frames: a game that balances, one that does
not and says why, and runners placed on base without batting."""

from __future__ import annotations

from stats.box.proof import box_score_proof
from tests.stats.box_rows import at_bat, games, out, play, plays, sub


def proof_rows(rows):
    return box_score_proof(rows, games()).collect().rows(named=True)


def test_a_half_inning_that_balances():
    rows = plays(
        play(batter="a", charged_batter="a", batter_event=True, event_type=14),  # walk
        at_bat("b", "p", hit_value=4, runs=2),
        out("c", "p"), out("d", "p", at_bat=False, sf=True),
        out("e", "p", outs=2, outs_after=3, end_of_half=True, left_on_base=0),
    )
    away, home = proof_rows(rows)
    assert (away["came_to_bat"], away["accounted_for"], away["balances"]) == (5, 5, True)
    assert away["explain"] == ("AB 3 + BB 1 + HBP 0 + SH 0 + SF 1 + CI 0 = 5; "
                               "R 2 + LOB 0 + opponent PO 3 = 5: balances")
    assert home["came_to_bat"] == home["accounted_for"] == 0


def test_a_proof_that_fails_says_by_how_much():
    rows = plays(at_bat("a", "p", hit_value=1),
                 out("b", "p", outs_on_play=3, end_of_half=True, left_on_base=0))
    away = proof_rows(rows)[0]
    assert not away["balances"]
    assert away["explain"] == ("AB 2 + BB 0 + HBP 0 + SH 0 + SF 0 + CI 0 = 2; "
                               "R 0 + LOB 0 + opponent PO 3 = 3: does NOT balance")


def test_runners_placed_on_base_come_to_bat_without_batting():
    # Bottom of the 9th: the game starts with a man on second; an extra inning adds another.
    def three_up(inning: int, runner: str) -> list[dict]:
        return [out(b, "p", inning=inning, half=1, runner2=runner) for b in ("a", "b")] + [
            out("c", "p", inning=inning, half=1, runner2=runner, end_of_half=True,
                left_on_base=1)]

    rows = plays(*three_up(9, "s1"), sub(1, "s2", 5, 12, role="RUNNER", inning=10, half=1),
                 *three_up(10, "s2"))
    home = proof_rows(rows)[1]
    assert home["placed_runners"] == 2
    assert home["explain"] == ("AB 6 + BB 0 + HBP 0 + SH 0 + SF 0 + CI 0 + placed runners 2 = 8; "
                               "R 0 + LOB 2 + opponent PO 6 = 8: balances")
