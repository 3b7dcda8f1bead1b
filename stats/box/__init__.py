"""Box scores: every game's computed at once from the plays (`scores`), its parts — the batting
order (`lineup`), the pitchers (`pitching`), the notes (`notes`), the proof (`proof`) — and the
forms it is printed in (`dicts`, `text`)."""
