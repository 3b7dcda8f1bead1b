"""The effect language of Unlimited Nine's skills and event actions (rules/unlimited_nine.md
§2.1, engine/systems/unlimited9/effects.py): what each verb reads, what each kind of skill may
do, every mistake as one sentence, and the defence winning a conflict."""

from __future__ import annotations

import re

import pytest

from engine.systems.unlimited9.effects import (ALLOWED, VERBS, Effect, EffectError, has, parse,
                                               total, voided)

#: A well-formed statement of every verb, with what it reads as, and a kind that may use it.
GOOD = {
    "power(+1)": (Effect("power", 1), "batting"),
    "weaken(1)": (Effect("weaken", 1), "pitching"),
    "diff(-1)": (Effect("diff", -1), "pitching"),
    "at_zero": (Effect("at_zero"), "batting"),
    "no_cancel": (Effect("no_cancel"), "pitching"),
    "hit_to(LF)": (Effect("hit_to", position="LF"), "batting"),
    "catch(+2)": (Effect("catch", 2), "fielding"),
    "extra_base(1)": (Effect("extra_base", 1), "running"),
    "steal": (Effect("steal"), "running"),
    "hold": (Effect("hold"), "fielding"),
    "hand(+1)": (Effect("hand", 1), "event"),
    "draw(2)": (Effect("draw", 2), "event"),
    "fielding(+1)": (Effect("fielding", 1), "event"),
}


def test_every_verb_has_a_good_example():
    assert {effect.verb for effect, _ in GOOD.values()} == set(VERBS)


@pytest.mark.parametrize("text", GOOD)
def test_every_verb_reads_and_writes_back(text):
    effect, kind = GOOD[text]
    assert parse(text, kind) == (effect,)
    assert effect.text == text


@pytest.mark.parametrize("text, effect", [
    ("power(1)", Effect("power", 1)),          # a signed number may leave out its +
    ("POWER( +1 )", Effect("power", 1)),       # case and spaces do not matter
    ("hit_to(cf)", Effect("hit_to", position="CF")),
    ("hit_to(self)", Effect("hit_to", position="self")),
    ("hit_to(SELF)", Effect("hit_to", position="self")),
    ("diff(+1)", Effect("diff", 1)),
])
def test_forms_a_statement_may_take(text, effect):
    kind = "fielding" if effect.verb == "hit_to" else "batting"
    assert parse(text, kind) == (effect,)


def test_several_statements_are_separated_by_semicolons():
    assert parse("power(+1); draw(1)", "event") == (Effect("power", 1), Effect("draw", 1))
    assert parse(" hold ;catch(+1); ", "fielding") == (Effect("hold"), Effect("catch", 1))


def test_each_kind_may_use_its_verbs_only():
    for kind, verbs in ALLOWED.items():
        for text, (effect, _) in GOOD.items():
            if effect.verb in verbs:
                assert parse(text, kind) == (effect,)
            else:
                with pytest.raises(EffectError, match=f"{effect.verb} is not something"):
                    parse(text, kind)


@pytest.mark.parametrize("text, kind, problem", [
    ("fly(+1)", "batting", "'fly(+1)' is not a statement of the language"),
    ("power +1", "batting", "'power +1' is not a statement of the language"),
    ("", "batting", "it says nothing"),
    (" ; ", "event", "it says nothing"),
    ("steal", "batting", "steal is not something a batting skill can do"),
    ("catch(+2)", "event", "catch is not something an event action can do"),
    ("hit_to(LF)", "pitching", "hit_to is not something a pitching skill can do"),
    ("power", "batting", "power needs a number from 1 to 9 in brackets"),
    ("power()", "batting", "power needs a number from 1 to 9 in brackets"),
    ("draw", "event", "draw needs a number from 1 to 9"),
    ("power(+1, 2)", "batting", "power needs a number from 1 to 9"),
    ("power(+10)", "batting", "power needs a number from 1 to 9"),
    ("power(+one)", "batting", "power needs a number from 1 to 9"),
    ("steal(1)", "running", "steal takes nothing in brackets"),
    ("at_zero(+1)", "event", "at_zero takes nothing in brackets"),
    ("hit_to", "fielding", "'' is not a position"),
    ("hit_to(DH)", "fielding", "'dh' is not a position"),
    ("hit_to(LF, CF)", "fielding", "is not a position"),
    ("power(0)", "batting", "power(0) changes nothing"),
    ("catch(+0)", "fielding", "catch(0) changes nothing"),
    ("draw(0)", "event", "draw needs a count from 1 to 9"),
    ("weaken(-1)", "pitching", "weaken needs a count from 1 to 9"),
    ("extra_base(+1)", "running", "extra_base needs a count from 1 to 9"),
])
def test_a_mistake_is_one_sentence_naming_the_text(text, kind, problem):
    with pytest.raises(EffectError) as caught:
        parse(text, kind)
    message = str(caught.value)
    assert message.startswith(f"Effect '{text}': ") and problem in message, message
    assert caught.value.text == text and problem in caught.value.problem
    assert message.endswith(".") and "\n" not in message
    assert not re.search(r"[.!?] [A-Z]", message[:-1]), message


def test_the_mistake_of_a_later_statement_names_the_whole_text():
    with pytest.raises(EffectError, match=r"^Effect 'power\(\+1\); fly': 'fly' is not"):
        parse("power(+1); fly", "batting")


def test_a_defence_hit_to_voids_the_offences_hit_to():
    offence = parse("hit_to(RF); power(+1)", "batting")
    assert voided(offence, parse("hit_to(self)", "fielding")) == (Effect("power", 1),)


def test_hold_voids_extra_base_and_steal():
    hold = parse("hold", "fielding")
    assert voided(parse("steal; extra_base(1)", "running"), hold) == ()
    assert voided(parse("extra_base(2)", "batting"), parse("hold", "pitching")) == ()
    batting = parse("power(+1); at_zero; diff(+1)", "batting")
    assert voided(batting, hold) == batting


def test_without_a_conflict_the_offence_stands():
    offence = parse("extra_base(1); steal", "running")
    assert voided(offence, ()) == offence
    assert voided(offence, parse("catch(+2); no_cancel", "pitching")) == offence
    assert voided((), parse("hold", "fielding")) == ()


def test_total_adds_a_verbs_amounts_and_has_finds_it():
    effects = parse("power(+1); power(+2); weaken(1); diff(-1)", "batting")
    assert total(effects, "power") == 3 and total(effects, "diff") == -1
    assert total(effects, "catch") == 0
    assert has(effects, "weaken") and not has(effects, "at_zero")
    assert has(parse("at_zero", "event"), "at_zero") and not has((), "power")
