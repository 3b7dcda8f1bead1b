"""The demo league's defaults, for `scorebook demo` and the app's demo dialog.

Apart from scorebook/demo.py, which builds the league: the command line shows them in its help,
which must not wait for what building a league imports.
"""

DEFAULT_SEED = 1
#: Games per simulated season by default: each of the four teams meets each other ten times
#: (some fifteen seconds to build the three seasons).
DEFAULT_GAMES = 60
