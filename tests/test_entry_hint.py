"""What a line typed on the game screen will record, said before Enter (scorebook/entry_hint.py,
issue 18), in every system: the plays in a scorekeeper's words, what a line stopped short still
lacks, or why it cannot be recorded, in one short sentence — and always exactly what Enter
then records, since the hint is the game's own answer to the line, not kept."""

from __future__ import annotations

from pathlib import Path

import pytest

from db.engine import make_engine
from db.migrate import upgrade
from engine.core.errors import ScorebookError
from scorebook.entry_hint import shortened, what_it_answers, what_it_records
from scorebook.play_call import call
from scorebook.scoring_script import read_script, record_script
from scorebook.table_play import TableGame

DATA = Path(__file__).resolve().parent / "data"
#: A game of each system recorded at the table, by the system's own lines.
SCRIPTS = {"plain": DATA / "games" / "CIN201906150.txt", "bot9": DATA / "bot9" / "HOM202406010.txt",
           "nanyou": DATA / "nanyou" / "HAR202405180.txt",
           "pizzabox": DATA / "pizzabox" / "RED202605020.txt",
           "unlimited9": DATA / "unlimited9" / "RED202606060.txt"}


def lines_of(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    return [line.split("#")[0].strip() for line in text.splitlines()
            if line.strip() and not line.startswith(("#", "info", "start"))]


@pytest.fixture(scope="module")
def games(tmp_path_factory):
    """Each script's game created from its header (no line recorded yet)."""
    engine = make_engine(f"sqlite:///{tmp_path_factory.mktemp('hint') / 'scorebook.db'}")
    upgrade(engine)
    for system, path in SCRIPTS.items():
        text = path.read_text(encoding="utf-8")
        header = "\n".join(line for line in text.splitlines()
                           if line.startswith(("info", "start")))
        record_script(engine, system, read_script(engine, system, header), str(path))
    yield engine
    engine.dispose()


def session_at(games, system: str, lines: int | list[str]):
    """The game of `system` after its script's first `lines` lines (or those lines)."""
    session = TableGame(games, system).session
    for line in lines_of(SCRIPTS[system])[:lines] if isinstance(lines, int) else lines:
        session.answer(line)
    return session


@pytest.mark.parametrize(("before", "line", "said"), [
    (3, "sb2", "Enter records: swinging strike, ball, pickoff throw to second"),
    (3, "b+2", "Enter records: ball, the catcher's pickoff throw to second"),
    (3, "bcx 63", "Enter records: ball, called strike, in play: ground out 6-3"),
    (3, "8", "Enter records: fly out to center"),
    (3, "6/L", "Enter records: line out to short"),
    (3, "bbbb", "Enter records: ball, ball, ball, ball: walk"),
    (3, "HR/F78XD", "Enter records: home run to left-center, runner from second scores"),
    (3, "E6", "Enter records: reached on an error by the shortstop"),
    (3, "# a great catch", "Enter records: a comment"),
    (3, "x", "Enter records: in play; still to type: the play that followed"),
    (12, "S8.B-2(E8)", "Enter records: single to center, runner from second to third, batter "
                       "to second on the center fielder's error"),
    (12, "FC5.2X3(54);B-1", "Enter records: fielder's choice to third, runner from second out "
                            "at third (5-4)"),
    (12, "WP", "Enter records: wild pitch, runner from second to third"),
    (12, "sub,kells001,\"Shawn Kelley\",0,9,1", "Enter records: Shawn Kelley pitches for Mike "
                                                  "Minor (P)"),
    (12, "end", "Enter records: the end of the game (called)"),
    (3, "radj mazan001 3", "Enter records: Nomar Mazara placed on third"),
    (30, "S8/L.1-3", "Enter records: single to center, runner from first to third"),
    (30, "CS2(26)", "Enter records: runner from first caught stealing second (2-6), side retired"),
    (30, "K+WP.B-1", "Enter records: strikeout, wild pitch, runner from first to second, batter "
                     "to first"),
    (30, "D7.1XH(72)", "Enter records: double to left, runner from first out at home (7-2), "
                       "side retired"),
])
def test_a_plain_line_is_said_as_the_scorekeeper_says_it(games, before, line, said):
    assert what_it_records(session_at(games, "plain", before), line) == said


def test_a_strikeout_says_how_and_a_double_play_its_fielders(games):
    session = session_at(games, "plain", ["cc", "W"])
    assert what_it_records(session, "s") == "Enter records: swinging strike"
    assert what_it_records(session, "bc") == "Enter records: ball, called strike"
    assert what_it_records(session, "64(1)3/GDP") == (
        "Enter records: ground-ball double play 6-4-3, runner from first out")
    session.answer("W")
    assert what_it_records(session, "8(B)84(2)/LDP") == (  # doubled off second: not "at third"
        "Enter records: line-drive double play 8-4, runner from second out")
    session.answer("cs")
    assert what_it_records(session, "c").endswith("called strike: strikeout looking")


@pytest.mark.parametrize(("system", "before", "line", "said"), [
    # A line that cannot be recorded says why, in one short sentence.
    ("plain", 3, "b c x", "Cannot be recorded: Too many words in 'b c x': write the pitches as "
                          "one word, then one play, as bcx S8/L.1-3."),
    ("plain", 3, "S8/L.1-3", "Cannot be recorded: There is no runner on first base."),
    ("plain", 3, "S8.", "Cannot be recorded: Play 'S8.' ends with '.': runner advances follow "
                        "it, as .1-3."),
    ("bot9", 3, "x6", "Cannot be recorded: x6 needs the hit-determination die, as x6 4."),
    ("bot9", 3, "p", "Cannot be recorded: A reliever comes in only between batters "
                     "(rules/bot9.md §2.7), not at 0-1."),
    ("nanyou", 3, "q", "Cannot be recorded: 'q' is not part of the table's language."),
    ("nanyou", 3, "7", "Cannot be recorded: '7' are not dice: a die shows 1 to 6."),
    ("nanyou", 3, "ph", "Cannot be recorded: 'ph' needs the pinch hitter's player id, as ph "
                        "hom-n12."),
    ("pizzabox", 3, "w K FO7 1>3", "Cannot be recorded: '1>3': nobody is on base 1."),
    ("pizzabox", 3, "q", "Cannot be recorded: 'q' is not a hitter's card: w SWING, t TAKE, s "
                         "STEAL, b BUNT."),
    ("unlimited9", 3, "o3r", "Cannot be recorded: 'o3r': give the defence's cards, as d2b (d0 "
                             "for none) on the same line."),
    ("unlimited9", 3, "q", "Cannot be recorded: 'q': this is not a word of the table's "
                           "language."),
    ("unlimited9", 3, "o9r d0", "Cannot be recorded: 'o9r': the offence holds 6 cards this "
                                "plate appearance."),
    # Each system's table lines, and what a line stopped short lacks.
    ("bot9", 3, "HI/LA B32 b", "Enter records: ball"),
    ("bot9", 3, "HI/LA S32 b", "Enter records: ball; note: The dice S32 make a swinging strike "
                               "by the swing table, not a ball: the call as entered stands."),
    ("bot9", 3, "x1", "Enter records: in play: single, runner from first to second"),
    ("bot9", 3, "x0", "Enter records: in play: ground out; note: In the running variant a "
                      "win for the defense puts out the lead runner (x9): x0 as entered puts out "
                      "the batter and the runners hold."),
    ("bot9", 3, "x6 4", "Enter records: in play: double, runner from first to third"),
    ("bot9", 3, "=S8", "Enter records: single to center, runner from first to second"),
    ("nanyou", 3, "14", "Enter records: ball"),
    ("nanyou", 3, "w b f s", "Enter records: swinging strike, ball, foul, called strike: "
                             "strikeout looking"),
    ("nanyou", 3, "11 26 55", "Enter records: in play: reached on an error by the third "
                              "baseman, runner from second to third"),
    ("nanyou", 3, "ph kit-n06", "Enter records: 志摩 健一 pinch hits for 桐生 拓真 (PH)"),
    ("nanyou", 3, "dc har-n05 P dc har-n25 SS", "Enter records: 柊 雅人 pitches for 岩倉 剛志 "
                                               "(P); 霧島 悠 comes in for 宇佐美 光 (SS)"),
    ("nanyou", 3, "1", "Still to type: Offense: one die for the pitch (Enter keeps what is "
                       "typed)"),
    ("nanyou", 3, "u1", "Enter records: sacrifice declared; still to type: Defense: one die "
                        "for the pitch"),
    ("nanyou", 3, "14 1", "Enter records: ball; still to type: Offense: one die for the pitch"),
    ("pizzabox", 3, "w", "Enter records: SWING; still to type: the pitcher's card (K B P)"),
    ("pizzabox", 3, "w K", "Enter records: SWING against STRIKE; still to type: the result card"),
    ("pizzabox", 3, "w K HA07", "Enter records: single to left"),
    ("pizzabox", 3, "w B HA07", "Enter records: single to left; note: HA07 is a Hitter "
                                "Advantage card, but these two cards draw No Advantage."),
    ("pizzabox", 3, "w K GO6", "Enter records: ground out to short"),
    ("pizzabox", 3, "t K K", "Enter records: strikeout"),
    ("unlimited9", 0, "oe E31 o1r d1b", "Enter records: the offence plays Cheer Squad (Louder!); "
                                        "ground out 4-3"),
    ("unlimited9", 3, "X@CF", "Enter records: fly out to center, side retired"),
    ("unlimited9", 3, "i", "Enter records: intentional walk, runner from first to second"),
    ("unlimited9", 3, "pos R04 SS", "Enter records: Akane Sekiya moves to SS; Hinata Ogami "
                                    "moves to 2B; Hinata Ogami turns to the student side"),
    ("unlimited9", 3, "pos R04 SS flip R04", "Enter records: Akane Sekiya moves to SS; Hinata "
                                             "Ogami moves to 2B; Akane Sekiya turns to the "
                                             "student side"),
])
def test_each_systems_line_is_said_before_enter_or_why_it_cannot_be(
        games, system, before, line, said):
    assert what_it_records(session_at(games, system, before), line) == said


@pytest.mark.parametrize("system", sorted(SCRIPTS))
def test_the_hint_is_what_enter_records_and_changes_nothing(games, system):
    """Every line of a whole game: the hint's words are those of the rows Enter then stores,
    and giving the hint left the game as it was."""
    session = TableGame(games, system).session
    for line in lines_of(SCRIPTS[system]):
        if line in ("undo", "redo"):  # the recorder's, not the game's
            continue
        state, records = session.state, session.records
        said = what_it_records(session, line)
        assert session.state is state and session.records is records
        try:
            answered = session.answer(line)
        except ScorebookError as exc:
            assert said.startswith("Cannot be recorded: ") and str(exc).startswith(said[20:-1])
            continue
        if answered.records:
            assert call(answered.records, {**session.game.teams[0].names,
                                           **session.game.teams[1].names}) in said, line


def test_an_answer_typed_to_a_question_says_which_it_picks(games):
    session = session_at(games, "plain", 3)  # (its entry line takes any answer's words)
    options, labels = ("SWING", "TAKE"), ("1 SWING", "2 TAKE")
    assert what_it_answers(session, "TAKE", options, labels) == "Enter answers: 2 TAKE"
    assert what_it_answers(session, "=S8", options, labels) == (
        "Enter records: single to center, runner from second to third")
    assert what_it_answers(session, "q7", options, labels).startswith("Cannot be recorded: ")
    assert what_it_answers(session, "sw", options, labels) == "Still to type: SWING"
    assert what_it_answers(session, "", options, labels) == ""


def test_a_refusal_keeps_its_first_sentence_without_long_asides():
    assert shortened("'q' is not part of the table's language (two dice for the pitch (defense "
                     "then offense) as 34, or the call b s w f h); to enter what happened, "
                     "write it after '='.") == "'q' is not part of the table's language."
    assert shortened("'H' is not a card (1B 2B HR). Type it again.") == (
        "'H' is not a card (1B 2B HR).")
