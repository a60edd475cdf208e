"""Presets and the options of Sanma, Hong Kong Old Style and Classical: every preset is real
option values with its source, `preset` works wherever options are taken, and each option
here changes play or scoring (on and off, from a stacked wall)."""

from __future__ import annotations

import json

import pytest

from game import analysis
from game.cli import main
from game.core.engine import Game
from game.core.model.options import GROUPS, OptionError
from game.core.table.actions import Chow, Continue, Discard, ExtractNorth, Kong, Ron, Tsumo
from game.core.table.events import Scored, Won
from game.core.variants import VARIANTS, get_variant
from tests.core.scenario import actions_of, answer, discard, one, pass_all, setup, tsumogiri


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_every_option_has_a_group_a_default_it_takes_and_every_preset_resolves(variant):
    v = get_variant(variant)
    groups = {g for g, _ in GROUPS}
    for o in v.options:
        assert o.group in groups and o.check(o.default) == o.default
        assert o.default in o.values
        assert not o.needs or o.needs in {other.name for other in v.options}, o.name
    assert v.presets[0].name == "sparrow" and v.presets[0].values == {}
    for p in v.presets:
        assert "Source:" in p.doc, f"{variant} preset {p.name} names no source"
        values = v.resolve({"preset": p.name})  # every value is one its option takes
        assert v.preset_of(values) is p
        assert p.name == "sparrow" or values != v.resolve(), f"{p.name} is the seed's rules"


def test_a_preset_then_given_values_on_top():
    riichi = get_variant("riichi")
    values = riichi.resolve({"preset": "wrc", "red_fives": 1})
    assert values["start_points"] == 30000 and values["red_fives"] == 1
    assert riichi.preset_of(values) is None  # no longer WRC's rules exactly
    with pytest.raises(OptionError, match="unknown preset"):
        riichi.resolve({"preset": "nowhere"})


def test_a_game_and_its_log_take_the_preset_values():
    game = Game("riichi", {"preset": "m_league"}, seed=3)
    assert not game.rules.tobi and not game.rules.multi_ron and not game.rules.abortive
    assert game.rules.uma == (30, 10, -10, -30) and game.rules.kan_dora == "now"
    assert game.to_log()["options"]["kiriage"] is True and "preset" not in game.to_log()["options"]


def test_the_options_command_lists_options_and_presets_as_json(capsys):
    assert main(["options", "--variant", "sanma", "--json"]) == 0
    listing = json.loads(capsys.readouterr().out)
    by_name = {o["name"]: o for o in listing["options"]}
    assert set(by_name) == {o.name for o in get_variant("sanma").options} | {
        "superpowers", "powers"}  # every variant takes the Superpower rule
    assert by_name["tsumo_loss"]["default"] is True and by_name["tsumo_loss"]["values"] == [
        False, True]
    assert {"name", "default", "values", "description"} <= set(by_name["dead_wall"])
    assert listing["presets"]["tenhou"]["uma_spread"] == "20/0"
    assert listing["presets"]["sparrow"] == get_variant("sanma").resolve()


def test_the_options_command_in_words(capsys):
    assert main(["options", "--variant", "riichi"]) == 0
    text = capsys.readouterr().out
    assert "Game length:" in text and "kuitan = true" in text and "m_league (M-League)" in text
    assert "superpowers = false" in text
    assert 'powers = ""  [any str]' in text  # free text: not one allowed value, the empty one


def test_the_options_command_names_no_riichi_in_a_variant_without_it(capsys):
    assert main(["options", "--variant", "classical"]) == 0
    assert "riichi" not in capsys.readouterr().out.lower()


def test_selfplay_takes_a_preset(capsys):
    assert main(["selfplay", "--variant", "riichi", "--games", "1", "--seed", "5",
                 "--option", "preset=ema", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 1


# --- Sanma --------------------------------------------------------------------------------


@pytest.mark.parametrize(("loss", "paid"), [(True, 24000), (False, 32000)])
def test_sanma_tsumo_loss(loss, paid):
    # South wins on its first draw: chiihou, a yakuman by tsumo.
    game, _ = setup("sanma", ["", "123p456p789p11s22s"], draws="9s2s",
                    options={"tsumo_loss": loss})
    tsumogiri(game)
    scored = next(e for e in game.apply(Tsumo(1)) if isinstance(e, Scored))
    assert scored.deltas[1] == paid


@pytest.mark.parametrize("allowed", [True, False])
def test_sanma_north_extraction(allowed):
    game, _ = setup("sanma", ["4z1p2p3p"], draws="9s", options={"north_extraction": allowed})
    assert (ExtractNorth(0, one(game, "4z")) in game.legal_actions(0)) == allowed


@pytest.mark.parametrize(("counts", "nukidora"), [(True, 1), (False, 0)])
def test_sanma_north_dora(counts, nukidora):
    # The dealer throws its first draw, later draws North, sets it aside and wins on the
    # replacement tile (4s).
    game, _ = setup("sanma", ["123p456p789p11s23s"], draws="9s9s9s4z", dead="4s",
                    options={"north_dora": counts})
    for _ in range(3):
        tsumogiri(game)
    game.apply(ExtractNorth(0, one(game, "4z")))
    pass_all(game)
    won = next(e for e in game.apply(Tsumo(0)) if isinstance(e, Won))
    shown = {e.name: e.value for e in won.sheet.elements}
    assert shown.get("Nukidora", 0) == nukidora and "Rinshan kaihou" in shown


@pytest.mark.parametrize("size", [14, 18])
def test_sanma_dead_wall_size(size):
    game, _ = setup("sanma", [""], options={"dead_wall": size})
    wall = game.state.wall
    assert wall.dead_count == size and len(wall.dead) == 8
    assert wall.left == 108 - 3 * 13 - size - 1  # the dealer has drawn


# --- Hong Kong Old Style and Classical ---------------------------------------------------------


@pytest.mark.parametrize(("table", "expected"), [
    ("seed", {"Full flush": 6, "Pure straight": 2, "No bonus tiles": 1}),
    ("hong_kong", {"Full flush": 7, "Concealed hand": 1, "All chows": 1,
                   "No bonus tiles": 1})])
def test_hkos_faan_table(table, expected):
    game, _ = setup("hkos", ["5p", "123p456p789p234p5p"], draws="9m",
                    options={"faan_table": table})
    discard(game, "5p")
    won = next(e for e in answer(game, Ron(1)) if isinstance(e, Won))
    assert {e.name: e.value for e in won.sheet.elements} == expected


def test_hkos_hong_kong_table_small_three_dragons_include_their_pungs():
    hand = "5z5z5z6z6z6z7z123p456p"
    game, _ = setup("hkos", ["7z", hand], draws="9m", options={"preset": "hong_kong"})
    discard(game, "7z")
    won = next(e for e in answer(game, Ron(1)) if isinstance(e, Won))
    shown = {e.name: e.value for e in won.sheet.elements}
    assert shown["Two dragon pungs + dragon pair"] == 5 and "Dragon pung" not in shown


def test_classical_dmjl_preset_plays_under_its_limit():
    game = Game("classical", {"preset": "dmjl"})
    assert game.options["limit"] == 500 and game.options["claim_seconds"] == 10
    assert not game.options["moon_on_last_discard"]
    game.apply(Continue(0))
    assert any(isinstance(a, Discard) for a in game.legal_actions(0))


def test_an_analyze_request_takes_a_preset():
    # 13 han without a yakuman: a counted yakuman by the seed, sanbaiman in WRC's rules.
    request = {"variant": "riichi", "hand": "22334455667788p", "seat_wind": "S",
               "dora_indicators": "1p", "win": {"tile": "8p", "by": "ron"}}
    assert analysis.answer(request)["score"]["points"] == 32000
    request["options"] = {"preset": "wrc"}
    assert analysis.answer(request)["score"]["points"] == 24000


# --- Space and Ùzje: the options no other test plays out ---------------------------------


@pytest.mark.parametrize("any_seat", [True, False])
def test_space_chii_from_any_player_or_only_the_left(any_seat):
    # West (across from the dealer) holds 4p 6p; the dealer throws 5p.
    game, _ = setup("space", ["5p", "", "4p6p"], draws="9m",
                    options={"chii_from_any": any_seat})
    discard(game, "5p")
    assert bool(actions_of(game, 2, Chow)) == any_seat


@pytest.mark.parametrize("any_seat", [False, True])
def test_uzje_ariths_gems_and_powers_from_the_left_or_from_anyone(any_seat):
    # The dealer throws 9s. South (on its left) may claim 1-5-9s or 3-6-9s;
    # West holds 1s and 3s, the 1-3-9 gem's other tiles: only with the option may it claim.
    game, _ = setup("uzje", ["9s", "1536s", "13s"],
                    options={"runs_from_any": any_seat})
    discard(game, "9s")
    assert actions_of(game, 1, Chow)
    assert bool(actions_of(game, 2, Chow)) == any_seat


@pytest.mark.parametrize("shown", [True, False])
def test_uzje_concealed_quads_shown_to_everyone_or_hidden(shown):
    game, _ = setup("uzje", ["1111t"], options={"show_concealed_quads": shown})
    game.apply(Kong(0, one(game, "1t"), "closed"))
    [quad] = game.view(1).seats[0].melds
    assert (quad is not None) == shown  # hidden: the others see four backs
    assert game.view(0).seats[0].melds[0] is not None  # the owner always sees it
