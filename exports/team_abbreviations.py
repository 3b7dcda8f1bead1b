"""Team names as a newspaper's box score shortens them where a column is too narrow for the
full name: the city as the wire services abbreviate it ("N.Y. Yankees", "L.A. Dodgers", "Chi.
Cubs", "St. Louis" → "St.L."), else the team's code — never a name cut short.

The headline and the notes keep the full name (they have the page's width and wrap); the line
score's and the tables' first columns take the first of `team_labels` that fits.
"""

from __future__ import annotations

from exports.pdf_fonts import text_width

#: Cities (and states) as AP style abbreviates them in box scores and standings, longest
#: first where one begins another ("Kansas City" before "Kansas").
CITIES = {
    "New York": "N.Y.", "Los Angeles": "L.A.", "Chicago": "Chi.", "San Francisco": "S.F.",
    "San Diego": "S.D.", "St. Louis": "St.L.", "Kansas City": "K.C.", "Tampa Bay": "T.B.",
    "Philadelphia": "Phila.", "Washington": "Wash.", "Cincinnati": "Cin.",
    "Pittsburgh": "Pitt.", "Milwaukee": "Mil.", "Minnesota": "Minn.", "Cleveland": "Cle.",
    "Baltimore": "Balt.", "Detroit": "Det.", "Houston": "Hou.", "Seattle": "Sea.",
    "Oakland": "Oak.", "Toronto": "Tor.", "Atlanta": "Atl.", "Colorado": "Colo.",
    "Arizona": "Ariz.", "Boston": "Bos.", "Texas": "Tex.", "Miami": "Mia.", "Florida": "Fla.",
    "Montreal": "Mon.", "Anaheim": "Ana.", "Brooklyn": "Bkn.", "Sacramento": "Sac.",
    "Las Vegas": "L.V.", "Salt Lake": "S.L.", "Oklahoma City": "Okla. City",
    "New Orleans": "N.O.", "Charlotte": "Char.", "Indianapolis": "Ind.", "Louisville": "Lou.",
    "Memphis": "Mem.", "Nashville": "Nash.", "Columbus": "Col.", "Buffalo": "Buf.",
    "Rochester": "Roch.", "Syracuse": "Syr.", "Toledo": "Tol.", "Omaha": "Oma.",
    "Albuquerque": "Alb.", "Tacoma": "Tac.",
    "Durham": "Dur.", "Norfolk": "Nor.", "Scranton/Wilkes-Barre": "SWB",
}
_LONGEST_FIRST = sorted(CITIES, key=len, reverse=True)


def abbreviated(name: str) -> str | None:
    """`name` with its city abbreviated ("New York Yankees" → "N.Y. Yankees"), or None when
    it begins with no city of the table."""
    for city in _LONGEST_FIRST:
        if name == city or name.startswith(city + " "):
            return CITIES[city] + name[len(city):]
    return None


def team_labels(name: str, code: str) -> list[str]:
    """The ways to print a team, longest first: its name, the name with the city abbreviated,
    its code."""
    labels = [name]
    short = abbreviated(name)
    if short and short != name:
        labels.append(short)
    if code and code not in labels:
        labels.append(code)
    return labels


def team_label(name: str, code: str, room: float, font: str, size: float) -> str:
    """The first of `team_labels` that fits `room` points in `font` at `size` (the code, the
    shortest, when none does)."""
    labels = team_labels(name, code)
    for label in labels:
        if text_width(label, font, size) <= room:
            return label
    return labels[-1]
