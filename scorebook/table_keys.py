"""How each system's game is entered in the app: the keys that are a whole line, what `x`
starts, and whether the app plays a card-and-dice game's chance for the table."""

#: Single keys that are a whole entry line, per system: committed at one key press, so each
#: must be a key that cannot start another word of the system's lines — else a line typed on
#: an empty entry line would be split into a pitch and the rest (`sb2`, `s8`). Plain has none:
#: its pitch letters begin the plays it reads in lower case (`bk.1-2`, `cs2(26)`, `s8`, `fc6`)
#: and `sub` and `com`; Bottom of the 9th's begin its dice (`b32`, `s43`, `c35`) and plays
#: (`fc6`). Their lines are typed whole and Enter records them. Nanyou's `s` (s2 s3 sh …),
#: `u` (bunts), `r` (hit-and-run, also redo) and the words that usually have dice after them
#: on the same line (t, x, y, n) are left to be typed. Pizza Box has no pitches: its line is
#: the whole plate appearance (`w B HA07`), so every key is typed.
QUICK_PITCHES = {"plain": "", "bot9": "", "nanyou": "bfwh", "pizzabox": "", "unlimited9": ""}
#: What `x` on an empty line starts: plain puts the play after the pitch (`x S8/L`), the
#: Bottom of the 9th table writes the run result after it (`x1`, `x6 4`).
PLAY_STARTS = {"plain": "x ", "bot9": "x", "pizzabox": "", "unlimited9": ""}
#: How each card-and-dice system is played in the app, its chance answered by the app rather
#: than typed at the table (its `entry` option); its substitutions are then its own questions.
APP_ENTRY = {"bot9": "dice", "nanyou": "dice", "pizzabox": "cards", "unlimited9": "cards"}
