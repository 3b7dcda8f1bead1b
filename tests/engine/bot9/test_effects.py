"""The effect language of Bottom of the 9th cards (rules/bot9.md §1.2): reading, conditions,
applying, phases, and error messages that name the effect text."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core.errors import ScorebookError
from engine.systems.bot9.effects import (DICE, Condition, Dice, Effect, EffectError, apply,
                                         holds, parse_effect, phase_of)

ROLLED = Dice(pitch="S", control=3, swing=4, run=2, field=5, hit=1)


# ---------------------------------------------------------------- reading


@pytest.mark.parametrize("text, op, die, value", [
    ("adj(control,+1)", "adj", "control", 1),
    ("adj(swing,-2)", "adj", "swing", -2),
    ("adj(run,2)", "adj", "run", 2),
    ("set(control,6)", "set", "control", 6),
    ("reroll(control)", "reroll", "control", 0),
    ("reroll(pitch)", "reroll", "pitch", 0),
    ("set_pitch(S)", "set_pitch", "pitch", "S"),
    ("set_pitch(c)", "set_pitch", "pitch", "C"),
])
def test_each_operation_reads(text, op, die, value):
    effect = parse_effect(text)
    assert (effect.op, effect.die, effect.value) == (op, die, value)
    assert effect.condition == Condition()


def test_case_and_whitespace_are_free_and_the_text_is_normalised():
    effect = parse_effect("  IF Natural( Swing , 1 )AND pitch(s) :  ADJ( swing , 3 ) ")
    assert effect == Effect("adj", "swing", 3, Condition((("swing", 1),), "S"),
                            "if natural(swing,1) and pitch(S): adj(swing,+3)")


def test_conditions_are_kept_in_one_order_however_written():
    one = parse_effect("if pitch(C) and natural(swing,2) and natural(control,6): adj(control,-1)")
    two = parse_effect("if natural(control,6) and pitch(C) and natural(swing,2): adj(control,-1)")
    assert one == two
    assert one.condition.natural == (("control", 6), ("swing", 2))
    assert one.text == "if natural(control,6) and natural(swing,2) and pitch(C): adj(control,-1)"


@pytest.mark.parametrize("text, problem", [
    ("adj(contrl,+1)", "'contrl' is not a die: choose pitch, control, swing, run, field or hit"),
    ("", "it is empty"),
    ("bump(swing,1)", "'bump' is not an operation: choose adj, set, reroll or set_pitch"),
    ("adj(swing)", "adj takes a die and an amount"),
    ("adj(swing,1,2)", "adj takes a die and an amount"),
    ("adj(swing,x)", "'x' is not a signed whole number"),
    ("adj(swing,+0)", "an adjustment of 0 changes nothing"),
    ("adj(swing,+6)", "'+6' moves a die further than it can go"),
    ("adj(pitch,+1)", "the pitch die shows B, S or C"),
    ("set(pitch,3)", "the pitch die shows B, S or C"),
    ("set(swing,0)", "'0' is not a die face 1 to 6"),
    ("set(swing,7)", "'7' is not a die face 1 to 6"),
    ("set_pitch(X)", "'X' is not a pitch face: choose B, S or C"),
    ("reroll()", "reroll takes one die"),
    ("adj(swing,+1) now", "'adj(swing,+1) now' is not an operation"),
    ("if pitch(C) adj(swing,+1)", "a condition ends with ':'"),
    ("when pitch(C): adj(swing,+1)", "a condition starts with 'if'"),
    ("if : adj(swing,+1)", "a condition such as natural(swing,1) or pitch(C) is missing"),
    ("if lucky(swing): adj(swing,+1)", "'lucky' is not a condition"),
    ("if natural(swing,7): adj(swing,+1)", "'7' is not a die face 1 to 6"),
    ("if natural(pitch,1): reroll(pitch)", "write pitch(C) for a condition on its face"),
    ("if pitch(Z): adj(swing,+1)", "'Z' is not a pitch face"),
    ("if pitch(B) and pitch(S): adj(swing,+1)", "names pitch(…) twice"),
    ("if natural(run,1) and natural(run,2): adj(run,+1)", "names natural(run,…) twice"),
    ("if natural(run,1) pitch(S): adj(run,+1)", "is not a condition such as"),
    ("if pitch(S):", "an operation such as adj(control,+1) is missing"),
])
def test_a_mistake_names_the_effect_text_and_what_is_wrong(text, problem):
    with pytest.raises(EffectError) as caught:
        parse_effect(text)
    message = str(caught.value)
    assert message.startswith(f"Effect '{' '.join(text.split())}': ")
    assert problem in message
    assert message.endswith(".") and message.count(". ") == 0  # one sentence
    assert isinstance(caught.value, ScorebookError)


def test_the_example_error_reads_exactly():
    with pytest.raises(EffectError) as caught:
        parse_effect("adj(contrl,+1)")
    assert str(caught.value) == ("Effect 'adj(contrl,+1)': 'contrl' is not a die: choose pitch, "
                                 "control, swing, run, field or hit.")


def test_an_effect_that_is_not_text_is_refused():
    with pytest.raises(EffectError, match="must be text"):
        parse_effect(3)


# ---------------------------------------------------------------- conditions


def test_an_effect_holds_only_once_its_die_is_rolled():
    effect = parse_effect("adj(swing,+1)")
    assert not holds(effect, Dice(pitch="S", control=3), Dice(pitch="S", control=3))
    assert holds(effect, ROLLED, ROLLED)
    assert not holds(parse_effect("set_pitch(S)"), Dice(), Dice())
    assert holds(parse_effect("reroll(pitch)"), Dice(pitch="B"), Dice(pitch="B"))


def test_natural_looks_at_the_roll_before_any_change():
    effect = parse_effect("if natural(swing,1): adj(swing,+3)")
    rolled = Dice(pitch="S", control=3, swing=1)
    changed = rolled.with_("swing", 2)  # another ability already moved it
    assert holds(effect, changed, rolled)  # the boxed number was rolled: it still counts
    assert not holds(effect, rolled, changed)  # a 1 reached by adjusting is not natural
    assert not holds(effect, rolled.with_("swing", 4), rolled.with_("swing", 4))


def test_natural_on_another_die():
    effect = parse_effect("if natural(control,6): adj(swing,+1)")
    assert holds(effect, ROLLED.with_("control", 5), ROLLED.with_("control", 6))
    assert not holds(effect, ROLLED.with_("control", 6), ROLLED.with_("control", 5))


def test_pitch_condition_looks_at_the_face_as_it_stands():
    effect = parse_effect("if pitch(C): adj(control,-1)")
    natural = ROLLED.with_("pitch", "B")
    assert holds(effect, natural.with_("pitch", "C"), natural)  # turned to C by set_pitch
    assert not holds(effect, natural, natural)


def test_every_part_of_a_condition_must_hold():
    effect = parse_effect("if natural(swing,4) and natural(control,3) and pitch(S): adj(swing,+1)")
    assert holds(effect, ROLLED, ROLLED)
    assert not holds(effect, ROLLED, ROLLED.with_("control", 2))
    assert not holds(effect, ROLLED, ROLLED.with_("swing", 5))
    assert not holds(effect, ROLLED.with_("pitch", "B"), ROLLED)


# ---------------------------------------------------------------- applying


def test_adj_moves_the_die_and_stops_at_six_and_at_one():
    assert apply(parse_effect("adj(control,+2)"), ROLLED).control == 5
    assert apply(parse_effect("adj(field,+2)"), ROLLED).field == 6  # 5 + 2 stops at 6
    assert apply(parse_effect("adj(hit,-1)"), ROLLED).hit == 1       # 1 - 1 stays at 1
    assert apply(parse_effect("adj(run,-5)"), ROLLED).run == 1
    assert apply(parse_effect("adj(run,+5)"), ROLLED) == ROLLED.with_("run", 6)


def test_set_and_set_pitch_turn_the_die_to_a_face():
    assert apply(parse_effect("set(swing,6)"), ROLLED) == ROLLED.with_("swing", 6)
    assert apply(parse_effect("set_pitch(C)"), ROLLED) == ROLLED.with_("pitch", "C")


def test_apply_leaves_the_other_dice_alone():
    after = apply(parse_effect("adj(swing,+1)"), ROLLED)
    assert [after.get(die) for die in DICE if die != "swing"] == \
        [ROLLED.get(die) for die in DICE if die != "swing"]


def test_a_reroll_is_for_the_dice_to_answer():
    with pytest.raises(ValueError, match="reroll"):
        apply(parse_effect("reroll(swing)"), ROLLED)


def test_apply_refuses_a_die_not_rolled_yet():
    with pytest.raises(ValueError, match="not rolled"):
        apply(parse_effect("adj(hit,+1)"), Dice(pitch="S", control=2, swing=3))


def test_dice_know_their_names():
    assert ROLLED.get("field") == 5
    with pytest.raises(KeyError):
        ROLLED.get("glove")
    with pytest.raises(KeyError):
        ROLLED.with_("glove", 1)


@pytest.mark.parametrize("text, phase", [
    ("set_pitch(B)", "pitch"), ("reroll(pitch)", "pitch"), ("adj(control,+1)", "pitch"),
    ("adj(swing,+1)", "swing"), ("adj(run,+1)", "run"), ("set(field,6)", "run"),
    ("adj(hit,+1)", "hit"), ("if natural(swing,6): adj(hit,+1)", "hit"),
])
def test_phase_of_follows_the_die_touched(text, phase):
    assert phase_of(parse_effect(text)) == phase


# ---------------------------------------------------------------- round trip

NUMBERED = DICE[1:]


def spaced(draw, *parts: str) -> str:
    """The parts joined with random whitespace, each in a random case."""
    gap = st.sampled_from(["", " ", "  ", "\t"])
    return "".join(draw(gap) + (part.upper() if draw(st.booleans()) else part)
                   for part in parts) + draw(gap)


@st.composite
def effect_texts(draw) -> str:
    """Effects as a person might type them: any operation, with or without a condition."""
    op = draw(st.sampled_from(["adj", "set", "reroll", "set_pitch"]))
    if op == "adj":
        amount = draw(st.integers(-5, 5).filter(bool))
        sign = "+" if amount > 0 and draw(st.booleans()) else ""
        action = spaced(draw, "adj(", draw(st.sampled_from(NUMBERED)), ",", f"{sign}{amount}", ")")
    elif op == "set":
        action = spaced(draw, "set(", draw(st.sampled_from(NUMBERED)), ",",
                        str(draw(st.integers(1, 6))), ")")
    elif op == "reroll":
        action = spaced(draw, "reroll(", draw(st.sampled_from(DICE)), ")")
    else:
        action = spaced(draw, "set_pitch(", draw(st.sampled_from("BSCbsc")), ")")
    dice = draw(st.lists(st.sampled_from(NUMBERED), unique=True, max_size=3))
    parts = [spaced(draw, "natural(", die, ",", str(draw(st.integers(1, 6))), ")") for die in dice]
    if draw(st.booleans()):
        parts.insert(draw(st.integers(0, len(parts))),
                     spaced(draw, "pitch(", draw(st.sampled_from("BSC")), ")"))
    if not parts:
        return action
    return spaced(draw, "if ") + " and ".join(parts) + ":" + action


@given(effect_texts())
def test_any_effect_reprints_to_text_that_reads_the_same(text):
    effect = parse_effect(text)
    again = parse_effect(effect.text)
    assert again == effect
    assert again.text == effect.text


@given(st.text(alphabet="adjsetrolpichnuCSB(),:+-0123456789 ", max_size=40))
def test_whatever_reads_reprints_the_same_and_anything_else_is_an_effect_error(text):
    try:
        effect = parse_effect(text)
    except EffectError as exc:
        assert str(exc).startswith("Effect '")
        return
    assert parse_effect(effect.text) == effect
