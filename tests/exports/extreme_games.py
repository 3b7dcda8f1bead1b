"""A league at the limits of a printed page, built through the entry paths a user has:
`scorebook record` scripts, `sim` of every tabletop system, `import retrosheet` and a solo
season — for the tests that check every page kind keeps inside its margins.

The recorded game (`LONG_GAME`) goes 19 innings between teams whose names run to 40-odd
characters, one of them in kanji; every batter has a long or a kanji name; both teams bat
around in the 5th (ten batters, a second column); the home team's ninth slot takes a new
pitcher every inning and a pinch hitter each time it bats (more than 20 substitutes in one
slot, and 19 pitchers under the visitors' grid). The same game, exported and imported back
under another id, is the Retrosheet import. A nine-inning game (`CROWDED`) crowds as many
substitutes into one slot: three pitchers an inning and the pinch hitters. Each opens with a
sixteen-pitch at-bat. The Bottom of the 9th game of tests/data/bot9 is recorded again between
long-named teams, its first batter's name 49 characters long: the table's log of each pitch
names him. The simulated games are played between the same
two teams, so their pages carry the long names too.
"""

from __future__ import annotations

from pathlib import Path

from tests.command_line import scorebook

AWAY, HOME = "LNG", "KNJ"
AWAY_NAME = "The Extraordinarily Long-Named Visiting Nine"
HOME_NAME = "東京ヤクルト野球倶楽部 Metropolitan Baseball Club"
LONG_GAME, IMPORTED, CROWDED = "LNG202407040", "KNJ202407050", "LNG202407060"
#: The Bottom of the 9th game of tests/data/bot9, recorded again with long names.
TABLE_GAME = "HOM202406010"
LONG_BATTER = "Rosalind Wilhelmina Achterberg-Featherstonehaugh"
_BOT9_SCRIPT = Path(__file__).parents[1] / "data" / "bot9" / f"{TABLE_GAME}.txt"
SYSTEMS = ("bot9", "nanyou", "pizzabox", "unlimited9")
SOLO_NAME = "The Extraordinarily Long Solo Season Name"
#: Positions of the batting order, 1 to 9 (the pitcher bats ninth: no DH).
_POSITIONS = (8, 4, 6, 3, 5, 7, 9, 2, 1)
_AWAY_NINE = ("Maximilian Featherstonehaugh-Wolfeschlegel", "Christopher Montgomery-Ravenscroft",
              "Alessandro Castellammare di Stabia", "Wilhelmina Throckmorton-Haverford",
              "Bartholomew Fitzwilliam-Ravensworth", "Konstantinos Papadopoulos-Mavrokordatos",
              "Jean-Baptiste Delacroix-Villeneuve", "Oluwaseun Okonkwo-Nwachukwu-Adeyemi",
              "Sebastián Hernández de la Fuente y Ortega")
_HOME_NINE = ("黒羽 駿太郎", "長谷川 健一郎", "佐々木 龍之介", "Hiroshi Yamamoto-Takahashi-Nakamura",
              "小笠原 道大", "五十嵐 亮太", "宇佐見 真吾", "Francisco Rodríguez-Montenegro y Vega",
              "松坂 大輔")


def long_game_script(innings: int = 19, relievers: int = 1, date: str = "2024-07-04",
                     prefix: str = "sub") -> str:
    """The long game as a `scorebook record` script: `innings` innings, the visitors winning
    with a home run in the last; the home team's ninth slot taking `relievers` pitchers each
    inning after the first (one before the inning, the others after its first outs) and a pinch
    hitter each time it bats; substitutes' ids start with `prefix`."""
    lines = [f"info visteam {AWAY}", f"info visname {AWAY_NAME}", f"info hometeam {HOME}",
             f"info homename {HOME_NAME}", f"info date {date}", "info dh false"]
    for side, (code, nine) in enumerate(((AWAY, _AWAY_NINE), (HOME, _HOME_NINE))):
        lines += [f'start {code.lower()}{slot:02} "{name}" {side} {slot} {_POSITIONS[slot - 1]}'
                  for slot, name in enumerate(nine, start=1)]
    up = [1, 1]  # each team's next batting slot
    subs = 0

    def sub(team: int, position: int, role: str) -> None:
        nonlocal subs
        subs += 1
        lines.append(f'sub,{prefix}{subs:02},"{role} Wolfeschlegelsteinhausen-{subs:02}",'
                     f"{team},9,{position}")

    def bat(team: int, play: str) -> None:
        if team == 1 and up[1] == 9 and play != "W":  # the pitcher's turn: a pinch hitter
            sub(1, 11, "Pinchhitter")
        lines.append(play)
        up[team] = up[team] % 9 + 1

    for inning in range(1, innings + 1):
        if inning > 1:
            sub(1, 1, "Reliever")
        if inning in (4, 12):
            sub(0, 1, "Visitor")
        around = ["W"] * 7 + ["K"] * 3  # ten batters, four runs
        top = (around if inning == 5 else ["HR", "K", "K", "K"] if inning == innings
               else ["K"] * 3)
        if inning == 1:  # a sixteen-pitch at-bat to open the game: every pitch in its box
            top = ["bbbffffffffffffs K"] + top[1:]
        for n, play in enumerate(top):
            if inning > 1 and 0 < n < relievers and play == "K":
                sub(1, 1, "Reliever")
            bat(0, play)
        for play in around if inning == 5 else ["K"] * 3:
            bat(1, play)
    return "\n".join(lines) + "\n"


def build(url: str, folder: Path) -> dict[str, str]:
    """Fill the database at `url` (files in `folder`): the long game, its Retrosheet import, the
    crowded nine-inning game, a simulated game of each tabletop system between the same teams, a solo season's first two
    games; return the game ids by what they are ("plain", "retrosheet", "bot9", …, "solo")."""
    script = folder / "long.txt"
    script.write_text(long_game_script(), encoding="utf-8")
    _ok(scorebook(url, "record", LONG_GAME, "--script", str(script)))
    games = {"plain": LONG_GAME, "retrosheet": IMPORTED, "crowded": CROWDED,
             "bot9_recorded": TABLE_GAME}
    table = folder / "bot9.txt"
    table.write_text(_BOT9_SCRIPT.read_text(encoding="utf-8")
                     .replace("info visname Visitors", f"info visname {AWAY_NAME} Reserves")
                     .replace("info homename Home Nine", f"info homename {HOME_NAME} Reserves")
                     .replace("Roz Achterberg", LONG_BATTER), encoding="utf-8")
    _ok(scorebook(url, "record", TABLE_GAME, "--script", str(table)))
    for system in SYSTEMS:
        _ok(scorebook(url, "sim", system, "--seed", "3", "--home", HOME, "--away", AWAY,
                      "--processes", "1"))
        games[system] = f"sim-{system}-3-1"
    exported = folder / "exported"
    _ok(scorebook(url, "export", "retrosheet", str(exported)))
    event_file = next(exported.glob("2024*.EV*"))
    renamed = folder / event_file.name
    renamed.write_text(event_file.read_text(encoding="utf-8").replace(
        f"id,{LONG_GAME}", f"id,{IMPORTED}"), encoding="utf-8")
    for other in exported.iterdir():  # its rosters and team file, beside it
        if not other.suffix.startswith(".EV"):
            (folder / other.name).write_bytes(other.read_bytes())
    _ok(scorebook(url, "import", "retrosheet", str(renamed)))
    script.write_text(long_game_script(9, 3, "2024-07-06", "crowd"), encoding="utf-8")
    _ok(scorebook(url, "record", CROWDED, "--script", str(script)))
    solo = scorebook(url, "solo", "new", "--seed", "7", "--name", SOLO_NAME)
    _ok(solo)
    games["solo_season"] = solo.output.strip()
    for _ in range(2):
        _ok(scorebook(url, "solo", "play", games["solo_season"], "--auto"))
    games["solo"] = f"solo{games['solo_season']}-g1"
    return games


def _ok(result) -> None:
    assert result.exit_code == 0, result.output
