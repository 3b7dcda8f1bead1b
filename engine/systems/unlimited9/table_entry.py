"""Recording a physical game of Unlimited Nine at the table (rules/unlimited_nine.md §5): one
line per plate appearance, as `o3r d2b +1` — the words are table_words.py's (and
docs/entry-language.md's).

The app derives the rest with the code it plays with (duel.py, resolve.py): the colours'
cancel, the difference, where the batter's hit table sends the ball, the fielder and his catch
(with the boost cards), the runners (plays.py, running skills), who took part (the sick flip at
the inning's end, innings.turnover), the hand sizes. The hands are not known at a table, only
counted (`Table.hidden`): at each plate appearance both are set to their targets
(hands.counted), and the skills' costs, the cards committed and the boost cards come out of
them (hands.spend_hidden); a line that spends more than a side holds is refused.

The duplicate rule (rules §2.2) read: `pos B03 SS` sends B03 to short; the shortstop takes
B03's old position, so the nine positions stay distinct, and one of the two turns to his
student side — the one `flip` names, else the one who was at short. Two fielders swapping
(`pos B03 B05`) duplicate nothing: nobody turns. Positions are the fielding team's to change.

Events, pos and sub come first on a line and may make a line of their own; events only before
the half's first plate appearance. A typed result (or `=`) stands over the cards: the cards and
skills on its line are still counted and paid, and a note says what the cards would have given
when it differs. Every mistake is one sentence naming the word; nothing of the line is recorded.
"""

from __future__ import annotations

from engine.core.apply import step
from engine.core.entry import parse_entry
from engine.core.errors import EntryError, quoted
from engine.core.frozen import replace
from engine.systems.base import Ask
import engine.systems.unlimited9.hands as hands
import engine.systems.unlimited9.innings as innings
import engine.systems.unlimited9.lineup as lineup
import engine.systems.unlimited9.plays as plays
import engine.systems.unlimited9.resolve as resolve
from engine.systems.unlimited9.cards import POSITION_NUMBERS, Character, EventCard
from engine.systems.unlimited9.duel import skill_key
from engine.systems.unlimited9.state import U9State
from engine.systems.unlimited9.table_words import (HELP, Line, Move, PlayEvent, Result, Sub,
                                                   check_line, plain, read)

__all__ = ["next_ask", "answer", "check_line", "HELP"]
SIDE = {"off": "offence", "def": "defence"}
POSITION_NAMES = {n: p for p, n in POSITION_NUMBERS.items()}


def next_ask(state: U9State) -> Ask | None:
    """One question for the whole plate appearance: who is up, the hands to hold, the events
    in play, and what to type."""
    game = state.game
    if game.final:
        return None
    outs = f"{game.outs} out" + ("" if game.outs == 1 else "s")
    played = [f"{game.teams[t].code} {card} {state.cards.event(card).actions[a].name}"
              for t in (0, 1) for card, a in state.tables[t].events]
    what = ("events first (oe/de E05:1), then the duel, as o3r d2b +1" if game.new_half
            else "the duel, as o3r d2b +1 (i walks; K 1B@SS X@CF … the result)")
    return Ask("entry", "scorekeeper", "entry",
               f"{('Top', 'Bottom')[game.half]} {game.inning}, {outs} — {_who(state, game.batter)} "
               f"bats, {_who(state, game.fielding.pitcher)} pitches; hands: offence "
               f"{hands.target(state, game.half)}, defence {hands.target(state, 1 - game.half)}"
               + (f"; in play: {', '.join(played)}" if played else "") + f": {what}")


def _who(state: U9State, player: str) -> str:
    card = state.card(player)
    return f"{card.name} ({card.id}{', student' if state.is_student(player) else ''})"


def answer(state: U9State, ask: Ask, text: str) -> tuple[U9State, tuple]:
    """Record one line. The events come back for the session to apply to the game as it was."""
    if plain(text):
        return state, parse_entry(text).events
    line = read(text)
    feed = _Feed(state, text)
    for word in line.before:
        {PlayEvent: feed.event, Move: feed.move, Sub: feed.sub}[type(word)](word)
    if line.appearance:
        feed.appearance(line)
    return replace(feed.state, game=state.game), tuple(feed.events)


class _Feed:
    """The line's words applied one after another, the game moving on as they go."""

    def __init__(self, state: U9State, text: str):
        self.state, self.text, self.events = state, text, []

    def fail(self, word: str, why: str) -> EntryError:
        return EntryError(f"{quoted(word)}: {why}.", self.text)

    def emit(self, events) -> None:
        game = self.state.game
        for event in events:
            game, _ = step(game, event)
        self.state = replace(self.state, game=game)
        self.events.extend(events)

    def team_name(self, team: int) -> str:
        return self.state.game.teams[team].code

    def character(self, word: str, card_id: str) -> tuple[int, str]:
        """The team and player of a character card of the game."""
        card = self.state.cards.find(card_id)
        if not isinstance(card, Character):
            raise self.fail(word, f"{card_id} is not a character card of the game's set")
        for team in (0, 1):
            player = next((p for p, c in self.state.characters[team].items() if c == card.id), None)
            if player:
                return team, player
        raise self.fail(word, f"{card.name} ({card.id}) is on neither team")

    # ── before the plate appearance ─────────────────────────────────────────────────────────
    def event(self, word: PlayEvent) -> None:
        state, game = self.state, self.state.game
        if not game.new_half:
            raise self.fail(word.word, "events are played before a half, and this half has begun")
        card = state.cards.find(word.card)
        if not isinstance(card, EventCard):
            raise self.fail(word.word, f"{word.card} is not an event card of the game's set")
        team = game.half if word.side == "o" else 1 - game.half
        side = f"the {'offence' if word.side == 'o' else 'defence'} ({self.team_name(team)})"
        if any(c == card.id for t in state.tables for c, _ in t.events):
            raise self.fail(word.word, f"{card.id} is in play already this inning")
        if any(state.cards.event(c).name == card.name for c, _ in state.tables[team].events):
            raise self.fail(word.word, f"{side} has played {card.name} this inning (an event's "
                            "name once an inning)")
        actions = " or ".join(f"{card.id}:{n} ({a.name})" for n, a in enumerate(card.actions, 1))
        if word.action is None and len(card.actions) > 1:
            raise self.fail(word.word, f"{card.name} has {len(card.actions)} actions: say which, "
                            f"{actions}")
        if (word.action or 1) > len(card.actions):
            raise self.fail(word.word, f"{card.name} has no action {word.action}: {actions}")
        self.state = innings.play_event(state, team, f"{card.id}:{word.action or 1}")

    def fielder(self, word: str, card_id: str) -> str:
        team, player = self.character(word, card_id)
        game, name = self.state.game, self.state.card(player).name
        if team == game.half:
            raise self.fail(word, f"{name} is on {self.team_name(team)}, which is batting: "
                            "positions are changed by the team in the field")
        if not game.teams[team].position_of(player):
            raise self.fail(word, f"{name} is not on the field")
        return player

    def move(self, word: Move) -> None:
        state, team = self.state, 1 - self.state.game.half
        mover = self.fielder(word.word, word.card)
        if word.to_position:
            other = state.game.teams[team].fielders[POSITION_NUMBERS[word.to.upper()]] or ""
            if other == mover:
                raise self.fail(word.word, f"{state.card(mover).name} plays {word.to.upper()} "
                                "already")
        else:
            other = self.fielder(word.word, word.to)
            if other == mover:
                raise self.fail(word.word, "a fielder cannot swap with himself")
        self.emit(lineup.swap_events(state, team, state.characters[team][mover],
                                     state.characters[team][other]))
        if word.to_position:
            flipped = other
            if word.flip:
                _, flipped = self.character(word.word, word.flip)
                if flipped not in (mover, other):
                    raise self.fail(word.word, f"{word.flip} is neither of the two who met at "
                                    f"{word.to.upper()}: flip {state.card(mover).id} or "
                                    f"{state.card(other).id}")
            table = self.state.tables[team]
            self.state = hands.with_table(self.state, team, replace(
                table, students=table.students | {flipped}))

    def sub(self, word: Sub) -> None:
        state = self.state
        if state.options.mode != "standard":
            raise self.fail(word.word, f"substitutions are standard mode's, and this game is "
                            f"{state.options.mode}")
        team, old = self.character(word.word, word.old)
        side, code = state.game.teams[team], self.team_name(team)
        if old not in side.lineup:
            raise self.fail(word.word, f"{state.card(old).name} is not in {code}'s lineup")
        new = next((p for p, c in state.characters[team].items() if c.lower() == word.new.lower()
                    and p in state.options.benches[team]), None)
        if new is None:
            raise self.fail(word.word, f"{word.new} is not on {code}'s bench")
        if new not in lineup.bench(state, team):
            raise self.fail(word.word, f"{state.card(new).name} has been in the game already")
        cards = state.characters[team][new], state.characters[team][old]
        if ">".join(cards) not in lineup.substitutions(state, team):
            raise self.fail(word.word, f"{code}'s last substitution changed its pitcher: not two "
                            "pitcher changes in a row")
        self.state, events = lineup.substitute(state, team, *cards)
        self.emit(events)

    # ── the plate appearance ────────────────────────────────────────────────────────────────
    def appearance(self, line: Line) -> None:
        for team in (0, 1):
            self.state = hands.counted(self.state, team, hands.target(self.state, team))
        self.spent = {"off": 0, "def": 0}
        for use in line.skills:
            self.skill(use.word, use.card, use.index)
        for key, given in (("def", line.dfn), ("off", line.off)):
            if given:
                self.spend(key, given[0], given[1].count, f"commit.{key}", given[1].text)
        if line.walk:
            self.state, events = resolve.walked(self.with_answer("walk", "walk"))
            self.emit(events)
            return
        if line.play:
            self.state = replace(self.state, turn=(), committed=((), ()), last=self.state.turn)
            self.emit(parse_entry(line.play).events)
            return
        if line.boost and line.boost[1]:  # +0 is the default
            self.boost(*line.boost)
        if line.result:
            self.typed(line.result, bool(line.off))
            return
        self.state, events = resolve.finish(self.state)
        self.emit(events)

    def with_answer(self, key: str, value: str) -> U9State:
        return replace(self.state, turn=self.state.turn + ((key, value),))

    def team(self, key: str) -> int:
        return self.state.game.half if key == "off" else 1 - self.state.game.half

    def spend(self, key: str, word: str, count: int, answer: str, value: str) -> None:
        """`count` of the side's unseen cards spent on `word` (a skill, the duel, a boost)."""
        team = self.team(key)
        left = self.state.tables[team].hidden
        if count > left:
            held = left + self.spent[key]
            spent = f", {self.spent[key]} spent already" if self.spent[key] else ""
            why = (f"the {SIDE[key]} holds {held} card{'s' if held != 1 else ''} this plate "
                   f"appearance{spent}")
            raise self.fail(word, why)
        self.spent[key] += count
        self.state = hands.spend_hidden(self.with_answer(answer, value), team, count)

    def skill(self, word: str, card_id: str, index: int) -> None:
        """A skill its user can use now (the batter's batting, a runner's running, the
        pitcher's pitching, a fielder's fielding skill), once a character, paid for."""
        team, player = self.character(word, card_id)
        state, game = self.state, self.state.game
        card = state.card(player)
        if team == game.half:
            key, kind, doing = "off", None, "neither batting nor on base"
            if player == game.batter:
                kind, doing = "batting", "batting"
            elif any(r and r.player == player for r in game.bases):
                kind, doing = "running", "on base"
        else:
            key, position = "def", game.teams[team].position_of(player)
            kind = "pitching" if position == 1 else "fielding" if position else None
            doing = f"at {POSITION_NAMES[position]}" if position else "not on the field"
        skills = state.face(player).skills
        if not skills:
            raise self.fail(word, f"{card.name} has no skills" + (
                " on his student side" if state.is_student(player) else ""))
        if index >= len(skills):
            raise self.fail(word, f"{card.name} has no skill {index + 1} (he has {len(skills)})")
        skill = skills[index]
        if skill.kind != kind:
            raise self.fail(word, f"{skill.name} is a {skill.kind} skill, and {card.name} is "
                            f"{doing} (the batter's batting, a runner's running, the pitcher's "
                            "pitching, a fielder's fielding skills)")
        if any(v.partition(":")[0] == card.id for v in state.answers(f"skill.{key}")):
            raise self.fail(word, f"{card.name} has used a skill this plate appearance (one each)")
        self.spend(key, word, len(skill.cost), f"skill.{key}", skill_key(card.id, index))
        who = "offense" if key == "off" else "defense"
        self.state = resolve.pay(self.state, who, skill_key(card.id, index))

    def boost(self, word: str, count: int) -> None:
        """Boost cards the defence discarded: only toward a catch they could make."""
        duel = resolve.pending(self.state)
        if not duel.in_play:
            raise self.fail(word, f"the duel is lost (difference {duel.difference}): no ball to "
                            "catch")
        if not duel.fielder or duel.student:
            where = (f"the fielder at {duel.position} is on his student side" if duel.position
                     else "a home run over everything")
            raise self.fail(word, f"no catch to boost ({where})")
        name, face = self.state.card(duel.fielder).name, self.state.face(duel.fielder)
        if duel.attack <= duel.defend:
            raise self.fail(word, f"{name} catches it without boost cards (attack {duel.attack}, "
                            f"fielding {duel.defend})")
        if count > face.boost_max:
            raise self.fail(word, f"{name} takes at most {face.boost_max} boost "
                            f"card{'s' if face.boost_max != 1 else ''}")
        self.spend("def", word, count, "boost", str(count))

    def typed(self, result: Result, cards: bool) -> None:
        """The result as typed: runners move the hit's bases; the cards' result, if any, noted."""
        state, game = self.state, self.state.game
        derived = resolve.finish(state)[1][0].text if cards else ""
        fielder = game.fielding.fielders[POSITION_NUMBERS[result.position]] if result.position \
            else ""
        if result.kind == "K":
            text = "K"
        elif result.kind == "X":
            text = plays.caught(result.position)
        else:
            text = plays.hit(game, result.kind, result.position)
        took, dfn = resolve.took_part, 1 - game.half
        state = took(took(took(state, game.half, game.batter, "batted"), dfn,
                          game.fielding.pitcher, "pitched"), dfn, fielder or "", "fielded")
        notes = state.notes
        if derived and derived != text:
            notes += (f"The cards give {derived}; {result.word} recorded as typed.",)
        self.state = replace(state, turn=(), last=state.turn, last_duel=None, notes=notes)
        self.emit([plays.play(text)])

