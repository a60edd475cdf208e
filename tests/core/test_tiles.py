"""Tile sets of every variant and both notations: sizes, round trips, clear errors."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.core.model.tiles import MPSZ, UZJE, TileTextError, tile
from game.core.variants import VARIANTS, get_variant
from game.core.variants.uzje.variant import uzje_tiles


@pytest.mark.parametrize(
    "variant, options, size",
    [
        ("riichi", {}, 136),
        ("sanma", {}, 108),
        ("space", {}, 136),
        ("hkos", {}, 144),
        ("classical", {}, 144),
        ("uzje", {}, 176),
        ("uzje", {"all_tongs": True}, 232),
        ("uzje", {"compressed_winds": True}, 168),
        ("uzje", {"flowers": False}, 168),
        ("uzje", {"compressed_winds": True, "flowers": False}, 160),
    ],
)
def test_tile_set_sizes(variant, options, size):
    v = get_variant(variant)
    ts = v.tileset(v.resolve(options))
    assert ts.size == size
    assert len(ts.physical_tiles()) == size


def test_uzje_wall_widths_match_the_seed():
    # Seed 002: width = base 20, +1 full winds, +1 flowers, +7 all tongs; two high, four walls.
    assert uzje_tiles(False, True, False).size / 8 == 20
    assert uzje_tiles(False, False, True).size / 8 == 22
    assert uzje_tiles(True, False, True).size / 8 == 29


def test_red_fives_replace_one_plain_five():
    ts = get_variant("riichi").tileset({"red_fives": 1})
    physical = ts.physical_tiles()
    assert physical.count(tile("m", 5, red=True)) == 1
    assert physical.count(tile("m", 5)) == 3
    assert ts.counts(MPSZ.parse("0m5m"))[ts.index[tile("m", 5)]] == 2


def test_tiles_are_interned():
    assert MPSZ.parse("1m")[0] is tile("m", 1)
    assert UZJE.parse("1s")[0] is MPSZ.parse("1s")[0]


def test_uzje_shared_suit_letter_and_zero():
    tiles = UZJE.parse("9xas0mZ")
    assert [t.rank for t in tiles[:3]] == [9, 10, 11]
    assert tiles[3] is tiles[4] is tile("z", 0)
    assert UZJE.format(tiles) == "9xasZZ"


@pytest.mark.parametrize(
    "text, position, words",
    [
        ("123", 2, "no suit letter"),
        ("12q", 2, "not a digit"),
        ("m", 0, "no digits"),
        ("8z", 0, "does not exist"),
        ("0z", 0, "red five"),
        ("1m 2m", 2, "spaces"),
        # Digits of other scripts are no mpsz digits: int() refused some ("²") with a bare
        # ValueError, an internal error of the analyze command; others ("１") read as 1.
        ("1m²m", 2, "not a digit"),
        ("１m", 0, "not a digit"),
        ("12٣p", 2, "not a digit"),
    ],
)
def test_mpsz_errors_name_position_and_reason(text, position, words):
    with pytest.raises(TileTextError) as err:
        MPSZ.parse(text)
    assert err.value.position == position
    assert words in err.value.reason


@pytest.mark.parametrize(
    "text, position, words", [("12", 1, "no suit"), ("1g", 0, "no suit"), ("1tX", 2, "not an")]
)
def test_uzje_errors(text, position, words):
    with pytest.raises(TileTextError) as err:
        UZJE.parse(text)
    assert err.value.position == position and words in err.value.reason


def test_a_tile_outside_the_variant_is_refused():
    with pytest.raises(TileTextError) as err:
        get_variant("sanma").tileset({}).parse("19m5m")
    assert err.value.position == 3


@pytest.mark.parametrize("variant_id", sorted(VARIANTS))
@given(data=st.data())
def test_round_trip_of_sorted_hands(variant_id, data):
    v = get_variant(variant_id)
    ts = v.tileset(v.resolve({}))
    tiles = data.draw(st.lists(st.sampled_from(ts.physical_tiles()), max_size=18))
    text = ts.format(ts.sort(tiles))
    assert ts.format(ts.parse(text)) == text
    assert ts.parse(text) == ts.sort(tiles)


def test_every_tile_of_every_variant_has_a_repr():
    for v in VARIANTS.values():
        for options in ({}, {"all_tongs": True, "compressed_winds": True}):
            if v.id != "uzje" and options:
                continue
            ts = v.tileset(v.resolve(options))
            names = {repr(t) for t in ts.kinds + ts.bonus + ts.reds}
            assert len(names) == len(ts.kinds) + len(ts.bonus) + len(set(ts.reds))


def test_a_tile_is_the_same_object_however_it_is_made():
    import copy
    import dataclasses
    import pickle

    from game.core.model.tiles import Tile, tile

    five = tile("p", 5)
    assert Tile("p", 5) is five
    assert dataclasses.replace(tile("p", 5, True), red=False) is five
    assert copy.copy(five) is five and copy.deepcopy(five) is five
    assert copy.deepcopy({"hand": [five, (five,)]})["hand"][1][0] is five
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        assert pickle.loads(pickle.dumps([five, tile("p", 5, True)], protocol)) == [
            five, tile("p", 5, True)]
        assert pickle.loads(pickle.dumps(five, protocol)) is five
    assert Tile("p", 5, True) is not five and Tile("p", 5, True).red


def test_a_tile_is_named_in_words_with_its_familys_suit_names():
    from game.core.variants import get_variant

    def named(variant, text):
        v = get_variant(variant)
        ts = v.tileset(v.resolve({}))
        return [ts.tile_name(t) for t in ts.parse(text)]

    # Ùzje's suits are tongs, socks and mans (seed 002), its ranks run to 16
    assert named("uzje", "ftem1sZ") == ["16 of Tongs", "15 of Mans", "1 of Socks", "Zero"]
    assert named("riichi", "7p0m1s1z") == ["7 of Circles", "red 5 of Characters", "1 of Bamboo",
                                           "East"]
