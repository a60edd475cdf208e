"""An analyze request the contract can read but no table could see is scored as asked, and
its answer says what does not add up (`notes`); a request that adds up carries none."""

from __future__ import annotations

from typing import Any

import pytest

from game.analysis import answer


def ask(variant: str, hand: str, tile: str, by: str = "ron", flags: tuple[str, ...] = (),
        melds: tuple[str, ...] = (), **extra: Any) -> dict[str, Any]:
    win: dict[str, Any] = {"tile": tile, "by": by, "flags": list(flags)}
    if "from_" in extra:
        win["from"] = extra.pop("from_")
    return answer({"variant": variant, "hand": hand, "win": win,
                   "melds": [{"tiles": m, "open": True} for m in melds], **extra})


def notes(got: dict[str, Any]) -> str:
    return " | ".join(got.get("notes", []))


PINFU = "234567m234p34555s"


def test_a_flag_no_rule_knows_is_named():
    got = ask("riichi", PINFU, "5s", flags=("richi",))
    assert "'richi' is no flag" in notes(got)
    assert got["score"] == ask("riichi", PINFU, "5s")["score"]  # ignored, as before
    assert "notes" not in ask("riichi", PINFU, "5s", flags=("riichi",))


@pytest.mark.parametrize("variant,hand,tile,flags", [
    ("riichi", PINFU, "5s", ("rinshan",)),
    ("classical", "123m456p789s23455p", "5p", ("replacement",)),
    ("uzje", "FFF123s456m55m789s", "5m", ("replacement",)),
])
def test_a_replacement_tile_needs_a_kong(variant, hand, tile, flags):
    assert "no kong" in notes(ask(variant, hand, tile, "tsumo", flags))


def test_a_replacement_tile_after_a_kong_or_a_north_set_aside_adds_up():
    kong = ask("riichi", "234567m234p55s", "5s", "tsumo", ("rinshan",), ("7777z",))
    assert "notes" not in kong and "Rinshan kaihou" in str(kong["score"]["elements"])
    north = ask("sanma", "99m123p456p789s111z", "1z", "tsumo", ("rinshan",),
                north_extracted=1)
    assert "notes" not in north
    assert "no kong" in notes(ask("sanma", "99m123p456p789s111z", "1z", "tsumo",
                                  ("rinshan",)))


def test_a_robbed_kong_leaves_the_winner_one_copy():
    held_twice = ask("classical", "123m456p789s34522s", "2s", flags=("rob_kong",))
    assert "holds 2" in notes(held_twice)
    assert "notes" not in ask("classical", "123m456p789s34599s", "4s", flags=("rob_kong",))


def test_an_earthly_win_is_off_easts_discard():
    hand = "123m456p789s34599s"
    assert "not W's" in notes(ask("classical", hand, "9s", flags=("earths_blessing",),
                                      from_="W", seat_wind="S"))
    assert "notes" not in ask("classical", hand, "9s", flags=("earths_blessing",),
                              from_="E", seat_wind="S")


def test_four_plain_fives_where_the_set_has_a_red_one():
    plain = ask("riichi", "234567m234p88s", "8s", melds=("5555s",), seat_wind="S")
    assert "4 plain 5s, but the set has 3" in notes(plain)
    assert "notes" not in ask("riichi", "234567m234p88s", "8s", melds=("0555s",),
                              seat_wind="S")
    no_reds = ask("riichi", "234567m234p88s", "8s", melds=("5555s",), seat_wind="S",
                  options={"red_fives": 0})
    assert "notes" not in no_reds
