"""A new game from the app's choices (scorebook/new_game*.py): the options offered are the ones
the systems accept, the script header builds the same game the computer manager sets up, a
refused lineup is refused with the system's own sentence and nothing stored, and lineups are
filled from a team's latest game or roster."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest
from sqlmodel import Session as DbSession
from sqlmodel import select

from db.cards import game_cards
from db.engine import make_engine
from db.games import game_exists, game_summary
from db.replay import game_state
from db.migrate import upgrade
from db.models import Game, LineupEntry
from db.rosters import add_player, add_team
from engine.core.lineup_cards import check_info
from engine.systems.unlimited9.cards import POSITION_NUMBERS
from engine.systems.bot9 import options as bot9_options
from engine.systems.bot9 import state as bot9_state
from engine.systems.bot9 import sim as bot9_sim
from engine.systems.bot9.header_variants import EXTRA_RULES
from engine.systems.bot9.solo.cards import load_solo_cards
from engine.systems.nanyou import sim as nanyou_sim
from engine.systems.nanyou import state as nanyou_state
from engine.systems.pizzabox import sim as pizzabox_sim
from engine.systems.pizzabox import state as pizzabox_state
from engine.systems.unlimited9 import sim as unlimited9_sim
from engine.systems.unlimited9 import state as unlimited9_state
from scorebook.new_game import create, default_key, script_header
from scorebook.new_game_forms import GAME, RULES, VARIANT, NewGame, NewGameRefused, Side, Starter
from scorebook.new_game_lineups import auto_lineups, plain_people
from scorebook.new_game_options import MODES, SYSTEMS, control, modes, option_specs
from scorebook.new_game_pizzabox import GAME_KEYS, TEAM_CHOICES
from scorebook.new_game_unlimited9 import TEAM_CHOICES as UNLIMITED9_TEAM_CHOICES
from scorebook.new_game_unlimited9 import computer_played, reorder
from scorebook.scoring_script import read_script, record_script
from scorebook.table_play import TableGame

#: A roster: a pitcher, one player for each other position (the right fielder also plays
#: left), a second pitcher and a utility man.
ROSTER = ("1", "2", "3", "4", "5", "6", "7", "8", "9 7", "1", "4 5 6")


@pytest.fixture
def engine(tmp_path):
    engine = make_engine(f"sqlite:///{tmp_path / 'scorebook.db'}")
    upgrade(engine)
    for code in ("AAA", "BBB"):
        add_team(engine, code, f"Team {code}")
        for n, positions in enumerate(ROSTER):
            add_player(engine, code, f"{code.lower()}{n:02d}", f"{code} Player {n}", str(n + 1),
                       positions)
    yield engine
    engine.dispose()


def game(engine, system: str, **options: str) -> NewGame:
    values = {spec.key: spec.default for spec in option_specs(engine, system)}
    return NewGame(system, f"BBB-{system}", Side("AAA", "Team AAA"),
                      Side("BBB", "Team BBB"), {**values, **options}, mode="record",
                      date="2026-05-01", seed=7)


def filled(engine, new: NewGame) -> NewGame:
    away, home = auto_lineups(engine, new)
    return replace(new, away=away, home=home)


def test_every_option_value_offered_is_one_the_system_accepts(engine):
    cards = {"cards": bot9_state.cards_option({c.id: c for c in game_cards(engine, "bot9")
                                               .values() if c.kind == "support"})}
    checks = {"bot9": lambda k, v: bot9_options.read_options({**cards, k: v}),
              "nanyou": lambda k, v: nanyou_state.read_options({k: v}),
              "pizzabox": lambda k, v: pizzabox_state.read_options({GAME_KEYS.get(k, k): v}),
              "unlimited9": lambda k, v: unlimited9_state.read_options(
                  {"captain.away": "B01", "captain.home": "R01", k: v})}
    sims = {"bot9": bot9_sim.GAME_OPTIONS, "nanyou": nanyou_sim.GAME_OPTIONS,
            "pizzabox": TEAM_CHOICES,  # Pizza Box's teams are made by new_game_pizzabox
            "unlimited9": UNLIMITED9_TEAM_CHOICES}  # a recorded game's captains
    # A variant that is the game's own option too, which the computer's draft also goes by
    # (Nanyou's agreed grades: engine/systems/nanyou/sim.py).
    read_by_both = {"nanyou": tuple(nanyou_state.OPTION_HELP)}
    for system in SYSTEMS:
        for spec in option_specs(engine, system):
            assert spec.default in spec.values or not spec.values
            if spec.kind == RULES:
                for value in spec.values:
                    check_info(spec.key, value, "")
            elif spec.kind == GAME:
                for value in spec.values:
                    checks[system](spec.key, value)
            else:
                assert spec.key in sims[system] or spec.key in read_by_both.get(system, ())
    pool = list(game_cards(engine, "bot9").values())
    for innings in ("1", "2", "9"):
        bot9_sim.sim_setup(pool, random.Random(1), ("B", "B"), ("A", "A"), {"innings": innings})
    for spec in option_specs(engine, "bot9"):  # a variant: the computer and the header take it
        for value in spec.values if spec.kind == VARIANT else ():
            new = filled(engine, game(engine, "bot9", **{spec.key: value}))
            read_script(engine, new.key, script_header(engine, new)[0])


@pytest.mark.parametrize("system, options", [
    ("bot9", {"running": "variant", "draft": "on"}), ("bot9", {"innings": "3"}),
    ("bot9", {"situation": "S4"}), ("bot9", {"extra": "on"}),
    ("nanyou", {"dh": "on", "draft": "off"}), ("nanyou", {"mode": "batting"}),
])
def test_the_header_builds_the_game_the_computer_manager_sets_up(engine, system, options):
    new = filled(engine, game(engine, system, **options))
    sim = bot9_sim if system == "bot9" else nanyou_sim
    pool = list(game_cards(engine, system).values())
    wanted = {k: v for k, v in options.items() if k in sim.GAME_OPTIONS or k == "dh"}
    setup, stored = sim.sim_setup(pool, random.Random(f"{new.seed}/setup"), ("BBB", "Team BBB"),
                                  ("AAA", "Team AAA"), wanted)
    text, _ = script_header(engine, new)
    script = read_script(engine, new.key, text)
    if options.get("innings", "1") != "1":
        # bot9's script header keeps the base game's "a tie is the visitors' win", which a
        # game with extra innings and no ties never uses.
        setup = replace(setup, rules=replace(setup.rules, tie_goes_to="away"))
    assert script.setup == setup
    assert json.loads(script.options["cards"]).keys() <= json.loads(stored["cards"]).keys()
    assert script.options["entry"] == "table"
    for key, value in options.items():
        if key not in sim.GAME_OPTIONS:
            assert script.options[key] == value
    for key in ("bench.away", "bench.home"):  # the multi-inning game's pinch hitters
        assert script.options.get(key) == stored.get(key)


def test_a_game_is_created_with_its_options_control_and_lineups(engine):
    new = replace(filled(engine, game(engine, "bot9", running="variant")), mode="computer",
                  computer="away", season="Spring")
    assert create(engine, new) == "BBB-bot9"
    with DbSession(engine) as db:
        stored = db.exec(select(Game).where(Game.key == "BBB-bot9")).one()
        starters = db.exec(select(LineupEntry).where(LineupEntry.game_id == stored.id)).all()
    assert json.loads(stored.control) == {"mode": "play", "away": "computer", "home": "person"}
    options = json.loads(stored.options)
    assert (options["running"], options["entry"]) == ("variant", "dice")
    assert stored.seed == 7
    assert len([s for s in starters if s.side == 1]) == 6
    assert [s.player_id for s in starters if s.side == 0] == [f"aaa-{new.away.pitcher.lower()}"]


def test_a_bot9_game_from_a_situation_card_with_the_tenth_inning_is_created_and_played(engine):
    new = filled(engine, replace(game(engine, "bot9", situation="S1", extra="on"), mode="watch",
                                 seed=1))
    assert new.home.pitcher and new.home.bullpen and len(new.away.batters) == 6
    text, _ = script_header(engine, new)
    assert "info option.situation S1\ninfo option.extra on\n" in text
    create(engine, new)
    session = game_state(engine, new.key)
    card = load_solo_cards().situations["S1"]
    setup, options = session.setup, session.options
    assert setup.rules == replace(EXTRA_RULES, innings=card.inning)
    assert (setup.situation.inning, setup.situation.outs, setup.situation.score) == (
        card.inning, card.outs, card.score)
    sixth = next(s.player for s in setup.home.lineup if s.slot == 6)
    assert setup.situation.runners == (("1", sixth),)  # slot 6 on first (rules/bot9.md §5.2)
    assert [s.slot for s in setup.home.lineup] == [1, 2, 3, 4, 5, 6, 0]
    assert options.keys() >= {"bullpen.away", "bullpen.home", "cards", "entry"}
    assert not options.keys() & {"situation", "extra"}  # the setup holds what they set
    table = TableGame(engine, new.key)
    while table.computer_step() is not None:
        pass
    summary = game_summary(engine, new.key)
    # played out: a winner, in the card's inning or in extra innings (no ties in the variant)
    assert table.final and summary.status == "final" and summary.innings >= card.inning
    assert summary.away_runs != summary.home_runs
    assert any(r.half == 0 and r.inning == 10 for r in table.session.records)  # visitors bat


def test_the_multi_inning_games_bench_is_filled_and_stored(engine):
    new = filled(engine, game(engine, "bot9", innings="3"))
    assert len(new.home.bench) == len(new.away.bench) == bot9_sim.MULTI_BENCH
    create(engine, new)
    options = game_state(engine, new.key).options
    cards = json.loads(options["cards"])
    for where, side in (("away", new.away), ("home", new.home)):
        players = options[f"bench.{where}"].split(",")
        assert [cards[p]["id"] for p in players] == list(side.bench)


def test_a_recording_script_with_the_variants_header_is_recorded(engine):
    new = filled(engine, game(engine, "bot9", situation="S4", extra="on"))
    text, _ = script_header(engine, new)
    result = record_script(engine, new.key, read_script(engine, new.key, text + "b\nc\n"),
                           "new.txt")
    assert result.recorded == 2
    state = game_state(engine, new.key).game
    card = load_solo_cards().situations["S4"]
    assert state.outs == card.outs and len([b for b in state.bases if b]) == len(card.runners)


@pytest.mark.parametrize("level", ["A", "AAA"])
def test_a_pizzabox_game_is_the_one_the_computer_sets_up(engine, level):
    new = replace(game(engine, "pizzabox", level=level), mode="hotseat")
    assert auto_lineups(engine, new) == (new.away, new.home)  # the game makes its teams
    create(engine, new)
    session = game_state(engine, new.key)
    setup, stored = pizzabox_sim.sim_setup([], random.Random(1), ("BBB", "Team BBB"),
                                           ("AAA", "Team AAA"), {"level": level})
    assert session.setup == setup
    assert session.options == {**stored, "entry": "cards", "players": "2", "card_set": "house"}


def test_a_pizzabox_pro_game_has_the_starters_chosen_and_a_bad_choice_is_refused(engine):
    new = game(engine, "pizzabox", level="PRO", starter_away="SP4", entry="cards")
    create(engine, new)  # recorded card by card
    options = game_state(engine, new.key).options
    assert options["pitchers.away"].startswith("aaa-sp4:SP4,aaa-lr1:LR1")
    assert options["pitchers.home"].startswith("bbb-sp1:SP1,")  # the first starter offered
    assert options["entry"] == "cards"
    with pytest.raises(NewGameRefused, match="Choose the home team's starter card for a PRO "
                                             "game: one of SP1, SP2, SP3, SP4, SP5, not 'LR1'"):
        create(engine, replace(game(engine, "pizzabox", level="PRO", starter_home="LR1"),
                               key="P2"))
    with pytest.raises(pizzabox_state.OptionError, match="the visitors' side has 2 people"):
        create(engine, replace(game(engine, "pizzabox", players="3", people_away="Ann"),
                               key="P3"))
    assert not game_exists(engine, "P2") and not game_exists(engine, "P3")


def test_a_refused_lineup_gives_the_systems_sentence_and_stores_nothing(engine):
    new = filled(engine, game(engine, "plain"))
    batters = list(new.home.batters)
    batters[1] = replace(batters[1], position=batters[0].position)  # two catchers
    bad = replace(new, home=replace(new.home, batters=tuple(batters)))
    text, labels = script_header(engine, bad)
    with pytest.raises(Exception) as said_by_record:
        read_script(engine, bad.key, text)
    with pytest.raises(NewGameRefused) as refused:
        create(engine, bad)
    sentence = str(said_by_record.value).split(": ", 1)[1].split(" (lines")[0]
    assert sentence == "the home team has two players at C"
    names = {c.value: c.name for c in plain_people(engine, new.home.code)}
    first, second = (names[s.choice] for s in new.home.batters[:2])
    assert str(refused.value) == (f"Home slot 2 ({second}): the home team has two players at C "
                                  f"(Home slot 1 ({first}) and Home slot 2 ({second})).")
    assert not game_exists(engine, bad.key)


def test_a_refused_lineup_names_the_visitors_and_the_players_as_the_screen_does(engine):
    new = filled(engine, game(engine, "plain"))
    twice = new.away.batters[0].choice  # the leadoff man written again in the ninth slot
    batters = new.away.batters[:8] + (replace(new.away.batters[8], choice=twice),)
    with pytest.raises(NewGameRefused) as refused:
        create(engine, replace(new, away=replace(new.away, batters=batters)))
    name = {c.value: c.name for c in plain_people(engine, new.away.code)}[twice]
    said = str(refused.value)
    assert said.startswith(f"Visitors slot 9 ({name}): ") and name in said.split(": ", 1)[1]
    assert twice not in said and "away" not in said


def test_a_bot9_home_team_needs_six_batters(engine):
    new = filled(engine, game(engine, "bot9"))
    short = replace(new, home=replace(new.home, batters=new.home.batters[:5]))
    with pytest.raises(NewGameRefused, match="the home team has nobody batting in slot 6"):
        create(engine, short)
    assert not game_exists(engine, new.key)


def test_plain_lineups_come_from_the_roster_then_from_the_latest_game(engine):
    new = filled(engine, game(engine, "plain"))
    positions = [s.position for s in new.away.batters]
    assert sorted(positions) == list(range(1, 10)) and positions[-1] == 1
    assert create(engine, new) == new.key
    moved = list(new.home.batters)
    moved[0], moved[1] = moved[1], moved[0]  # the next game bats them the other way round
    second = replace(new, key="BBB2", home=replace(new.home, batters=tuple(moved)))
    create(engine, second)
    again = filled(engine, replace(game(engine, "plain"), key="BBB3"))
    assert again.home.batters == tuple(moved)
    with_dh = filled(engine, game(engine, "plain", dh="on"))  # the latest game had no DH
    assert with_dh.home.pitcher == "bbb00" and 10 in [s.position for s in with_dh.home.batters]
    create(engine, replace(with_dh, key="BBB4"))


def test_a_new_game_takes_a_two_way_player(engine):
    # Rule 5.11(b): the card names the home pitcher again as the DH; the game starts him twice
    new = filled(engine, game(engine, "plain", dh="on"))
    batters = [Starter(new.home.pitcher, 10) if s.position == 10 else s for s in new.home.batters]
    two_way = replace(new, key="BBB5", home=replace(new.home, batters=tuple(batters)))
    create(engine, two_way)
    home = game_state(engine, "BBB5").game.teams[1]
    assert home.pitcher == home.fielders[10] == new.home.pitcher
    assert home.slot_of(new.home.pitcher) != 0


def test_game_ids_modes_and_control(engine):
    assert default_key(engine, "BBB", "2026-05-01") == "BBB202605010"
    create(engine, replace(filled(engine, game(engine, "plain")), key="BBB202605010"))
    assert default_key(engine, "BBB", "2026-05-01") == "BBB202605011"
    assert modes("plain") == ("record",)
    assert modes("nanyou") == tuple(MODES)
    assert control("watch") == {"mode": "watch", "away": "computer", "home": "computer"}
    assert control("hotseat") == {"mode": "play", "away": "person", "home": "person"}
    with pytest.raises(NewGameRefused, match="already exists"):
        create(engine, replace(filled(engine, game(engine, "plain")), key="BBB202605010"))
    with pytest.raises(NewGameRefused, match="can only be recorded"):
        create(engine, replace(filled(engine, game(engine, "plain")), key="P2", mode="watch"))


@pytest.mark.parametrize("mode", ["basic", "standard"])
def test_an_unlimited9_game_played_is_the_one_the_computer_sets_up(engine, mode):
    """The draw (or the recruiting) from the seed, as `scorebook sim` makes it; the computer
    goes on managing its team when the reveal sends the home team up first."""
    new = replace(game(engine, "unlimited9", mode=mode), mode="computer", seed=5)
    create(engine, new)
    session = game_state(engine, new.key)
    setup, stored = unlimited9_sim.sim_setup([], random.Random("5/setup"), ("BBB", "Team BBB"),
                                             ("AAA", "Team AAA"), {"mode": mode})
    assert session.setup == setup
    assert session.options == {**stored, "entry": "cards", "card_set": "house"}
    with DbSession(engine) as db:
        control = json.loads(db.exec(select(Game).where(Game.key == new.key)).one().control)
    computer = "home" if setup.home.code == "BBB" else "away"
    assert control[computer] == "computer" and list(control.values()).count("person") == 1
    filled_in = auto_lineups(engine, new)  # F3: each team's card, whichever bats first
    sheets = {sheet.code: sheet for sheet in (setup.away, setup.home)}
    for side in filled_in:
        players = [s.player for s in sorted(sheets[side.code].lineup, key=lambda s: s.slot)]
        assert [f"{side.code.lower()}-u9-{s.choice.lower()}" for s in side.batters] == players


def test_an_unlimited9_batting_order_is_the_nine_one_a_position(engine):
    start = computer_played(engine, replace(game(engine, "unlimited9"), seed=5))
    side = start.first
    rows = [Starter(card, POSITION_NUMBERS[pos]) for card, pos in side.nine]
    turned = reorder(side, tuple(reversed(rows)))
    assert turned.nine == tuple(reversed(side.nine))
    with pytest.raises(NewGameRefused, match="bats its nine, each once"):
        reorder(side, tuple(rows[:8]) + (Starter("Z99", 1),))
    doubled = [replace(rows[0], position=rows[1].position), *rows[1:]]
    with pytest.raises(NewGameRefused, match="one character a position"):
        reorder(side, tuple(doubled))


def test_an_unlimited9_game_recorded_is_read_from_its_header_with_the_captains(engine):
    new = filled(engine, game(engine, "unlimited9"))
    with pytest.raises(NewGameRefused, match="captain"):  # none chosen
        create(engine, new)
    captains = {"captain_away": new.away.batters[0].choice,
                "captain_home": new.home.batters[0].choice}
    new = replace(new, options={**new.options, **captains})
    text, _ = script_header(engine, new)
    assert "info option.entry table\n" in text and text.count("info option.entry") == 1
    assert f"info captain.away {captains['captain_away']}\n" in text
    assert "captain_away" not in text
    create(engine, new)
    session = game_state(engine, new.key)
    assert session.options["entry"] == "table" and session.options["mode"] == "basic"
    assert session.options["captain.home"] == captains["captain_home"]
    assert not game_exists(engine, "other") and modes("unlimited9") == tuple(MODES)
