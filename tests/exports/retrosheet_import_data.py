"""A small made-up season in Retrosheet's files, for the import tests: one game, VIS at HOM,
called for rain in the top of the 2nd, with its TEAM file and rosters.

`write_season(folder)` writes 2024HOM.EVN, TEAM2024, VIS2024.ROS and HOM2024.ROS;
`event_file(folder, name, games)` writes an event file of the given games' records, so a test
can break one record and see what the import says.
"""

from __future__ import annotations

from pathlib import Path

FIELD = (8, 4, 6, 3, 5, 7, 9, 2, 1)  # slot 1 plays centre field … slot 9 pitches
FIRST = ("Al", "Bo", "Cy", "Dan", "Ed", "Gus", "Hal", "Ike", "Jim")


def header(key: str = "HOM202404010", date: str = "2024/04/01") -> list[str]:
    lines = [f"id,{key}", "version,2", "info,visteam,VIS", "info,hometeam,HOM",
             f"info,date,{date}", f"info,number,{key[-1]}", "info,usedh,false",
             "info,wp,homp0009", "info,lp,visp0009", "info,save,"]
    for side, team in enumerate(("vis", "hom")):
        for slot, position in enumerate(FIELD, start=1):
            lines.append(f'start,{team}p000{slot},"{FIRST[slot - 1]} {team.title()}",'
                         f"{side},{slot},{position}")
    return lines


#: The game after its header: a strikeout and two outs; a single, a pinch hitter (on no
#: roster) who comes in at 1-1 and homers; three outs; a walk, a steal, a single that scores
#: him; then the file stops (rain) and gives the official earned runs.
PLAYS = [
    "play,1,0,visp0001,12,CBSS,K",
    "play,1,0,visp0002,01,CX,63/G",
    "play,1,0,visp0003,10,BX,8/F",
    "play,1,1,homp0001,11,BCX,S8/L",
    "play,1,1,homp0002,11,BC,NP",
    'sub,newbp001,"Newt Newby",1,2,11',
    "play,1,1,newbp001,21,BC.BX,HR/78/F.1-H",
    "play,1,1,homp0003,00,X,53/G",
    "play,1,1,homp0004,00,X,9/F",
    "play,1,1,homp0005,00,X,43/G",
    "play,2,0,visp0004,30,BBBB,W",
    "play,2,0,visp0005,10,B,SB2",
    "play,2,0,visp0005,11,B.CX,S9/G.2-H",
    'com,"Rain"',
    "data,er,homp0009,1",
    "data,er,visp0009,2",
]


def game(key: str = "HOM202404010", date: str = "2024/04/01", plays=None) -> list[str]:
    return header(key, date) + list(PLAYS if plays is None else plays)


def event_file(folder: Path, name: str, *games: list[str]) -> Path:
    """An event file of `games` (each a list of records), CRLF as Retrosheet writes them."""
    path = folder / name
    path.write_bytes("".join(f"{line}\r\n" for g in games for line in g).encode("latin-1"))
    return path


def write_season(folder: Path) -> Path:
    """The TEAM file, the rosters and the event file of the one game; returns the event
    file."""
    (folder / "TEAM2024").write_bytes(b"VIS,A,Visitville,Voyagers\r\nHOM,N,Hometown,Homers\r\n")
    for team, code in (("vis", "VIS"), ("hom", "HOM")):
        lines = [f"{team}p000{slot},{team.title()}son,{FIRST[slot - 1]},R,R,{code},P"
                 for slot in range(1, 10)]
        (folder / f"{code}2024.ROS").write_text("\r\n".join(lines) + "\r\n", encoding="latin-1")
    return event_file(folder, "2024HOM.EVN", game())
