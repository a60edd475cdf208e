"""An example hand for every row of every variant's scoring table, written as analyze requests
(docs/ANALYZE.md) so the rules page draws them and a test scores each one.

Riichi's hands use only circles, bamboo, honours and 1m/9m, so that three-player Riichi (no
2m-8m) shares them; Sanma and Space add or replace the few rows that are theirs."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

Example = dict[str, Any]  # an analyze request without its "variant"


def win(hand: str, tile: str, by: str = "ron", *, melds: Sequence[str] = (),
        concealed: Sequence[str] = (), flags: Sequence[str] = (), seat: str = "S",
        round_wind: str = "E", dora: str = "", ura: str = "", bonus: str = "", north: int = 0,
        options: dict[str, Any] | None = None, loser: bool = False) -> Example:
    """A winning hand: `hand` holds the concealed tiles with the winning `tile`; `melds` are
    exposed, `concealed` concealed kongs. `loser`: a hand shown as a losing hand is scored
    (rows that only a loser's hand can show)."""
    request: Example = {
        "hand": hand,
        "melds": [{"tiles": m, "open": True} for m in melds]
        + [{"tiles": m, "open": False} for m in concealed],
        "win": {"tile": tile, "by": by, "flags": list(flags)},
        "seat_wind": seat, "round_wind": round_wind, "bonus": bonus,
    }
    if dora or ura:
        request["dora_indicators"], request["ura_indicators"] = dora, ura
    if north:
        request["north_extracted"] = north
    if options:
        request["options"] = options
    if loser:
        request["loser"] = True
    return request


# A closed hand of runs and a pair of 9s: pinfu's shape, wins on 8s two-sided.
_RUNS = "234567p345678s99s"
_SIMPLE = "234567p345678s88s"

RIICHI: dict[str, Example] = {
    "Double riichi": win(_RUNS, "8s", flags=["double_riichi"]),
    "Riichi": win(_RUNS, "8s", flags=["riichi"]),
    "Ippatsu": win(_RUNS, "8s", flags=["riichi", "ippatsu"]),
    "Menzen tsumo": win(_RUNS, "8s", "tsumo"),
    "Pinfu": win(_RUNS, "8s"),
    "Tanyao": win("567p345678s88s", "5p", melds=["234p"]),
    "Iipeikou": win("223344p567s789s99s", "4p"),
    "Ryanpeikou": win("223344p556677s99s", "7s"),
    "Haitei": win(_RUNS, "8s", "tsumo", flags=["haitei"]),
    "Houtei": win(_RUNS, "8s", flags=["houtei"]),
    "Rinshan kaihou": win("234678s345s99p", "8s", "tsumo", melds=["5555p"], flags=["rinshan"]),
    "Chankan": win(_RUNS, "8s", flags=["chankan"]),
    "Chiitoitsu": win("11m1199p335566s77z", "7z"),
    "Chanta": win("123p789p789s999m11z", "3p"),
    "Junchan": win("123p789p123s789s99m", "7s"),
    "Ittsuu": win("123456789p345s99s", "9p"),
    "Sanshoku doujun": win("123m123p123s456s99p", "6s"),
    "Sanshoku doukou": win("111p111s345s99p", "5s", melds=["111m"]),
    "Toitoi": win("555p999s11z", "9s", melds=["222p", "777s"]),
    "Sanankou": win("222p555p777s345s99s", "3s"),
    "Sankantsu": win("234s99s", "9s", melds=["2222p", "5555s"], concealed=["8888p"]),
    "Shousangen": win("234p678s77z", "4p", melds=["555z", "666z"]),
    "Honroutou": win("999p111s999s11z", "1z", melds=["111p"]),
    "Honitsu": win("123p345p678p555z11z", "8p"),
    "Chinitsu": win("123p345p678p999p22p", "8p"),
    "Yakuhai (seat wind)": win("234p678s345s99s", "9s", melds=["222z"]),
    "Yakuhai (round wind)": win("234p678s345s99s", "9s", melds=["111z"]),
    "Yakuhai (white dragon)": win("234p678s345s99s", "9s", melds=["555z"]),
    "Yakuhai (green dragon)": win("234p678s345s99s", "9s", melds=["666z"]),
    "Yakuhai (red dragon)": win("234p678s345s99s", "9s", melds=["777z"]),
    "Tenhou": win(_RUNS, "8s", "tsumo", seat="E", flags=["tenhou"]),
    "Chiihou": win(_RUNS, "8s", "tsumo", flags=["chiihou"]),
    "Suuankou": win("111p555p999s777z33s", "1p", "tsumo"),
    "Suuankou tanki": win("111p555p999s777z33s", "3s", "tsumo"),
    "Daisangen": win("777z234p99s", "4p", melds=["555z", "666z"]),
    "Daisuushii": win("333z444z99p", "9p", melds=["111z", "222z"]),
    "Shousuushii": win("333z44z234p", "4p", melds=["111z", "222z"]),
    "Tsuuiisou": win("222z555z666z77z", "7z", melds=["111z"]),
    "Ryuuiisou": win("223344s666s888s66z", "8s"),
    "Chinroutou": win("999p111s999s99m", "9m", melds=["111p"]),
    "Chuuren poutou": win("11123455678999p", "1p", "tsumo"),
    "Junsei chuuren": win("11123455678999p", "5p", "tsumo"),
    "Suukantsu": win("33s", "3s", melds=["1111p", "5555s", "9999s", "2222z"]),
    "Kokushi": win("119m19p19s1234567z", "9m"),
    "Kokushi 13-sided": win("119m19p19s1234567z", "1m"),
    "Dora": win(_RUNS, "8s", flags=["riichi"], dora="8s"),
    "Kan dora": win("234s678s345s99s", "9s", concealed=["5555p"], flags=["riichi"],
                    dora="1p4p"),
    "Red fives": win("234067p345678s99s", "8s", flags=["riichi"]),
    "Ura dora": win(_RUNS, "8s", flags=["riichi"], dora="1z", ura="8s"),
    "Kan ura dora": win("234s678s345s99s", "9s", concealed=["5555p"], flags=["riichi"],
                        dora="1z2z", ura="1z4p"),
}
SANMA: dict[str, Example] = {
    "Nukidora": win(_RUNS, "8s", flags=["riichi"], north=1),
}
SPACE: dict[str, Example] = {
    "Open kokushi": win("119m19p19s3z", "1m", melds=["124z", "567z"]),
}

HKOS: dict[str, Example] = {
    "Thirteen orphans": win("119m19p19s1234567z", "9m"),
    "Nine gates": win("11123455678999p", "5p", "tsumo"),
    "Eight treasures": win(_RUNS, "8s", "tsumo", bonus="1234f1234g"),
    "Seven pairs": win("1199m3355p77s2266z", "6z"),
    "Win with your first draw": win(_RUNS, "8s", "tsumo", seat="E", flags=["first_draw"]),
    "Last tile from the wall": win(_RUNS, "8s", "tsumo", flags=["last_tile"]),
    "Steal the last discard": win(_SIMPLE, "8s", flags=["last_discard"]),
    "Any draw from the dead wall": win("234s678s345s88s", "8s", "tsumo", melds=["5555p"],
                                       flags=["replacement"]),
    "Rob a small kong": win(_SIMPLE, "8s", flags=["rob_kong"]),
    "Self-draw from the wall": win(_SIMPLE, "8s", "tsumo"),
    "All four seasons": win(_RUNS, "8s", bonus="1234g"),
    "All four flowers": win(_RUNS, "8s", bonus="1234f"),
    "Flower of your seat": win(_SIMPLE, "8s", "tsumo", bonus="2f"),
    "Season of your seat": win(_SIMPLE, "8s", "tsumo", bonus="2g"),
    "No bonus tiles": win(_SIMPLE, "8s", "tsumo"),
    "Full flush": win("123p345p678p999p22p", "8p"),
    "Half flush": win("123p345p678p555z11z", "8p"),
    "Pure straight": win("123456789p345s99s", "9p"),
    "Three matching chows": win("234m234p234s678s99s", "6s"),
    "Two pairs of matching chows": win("223344p667788s99s", "8s"),
    "Two matching chows": win("223344p567s789s99s", "4p", "tsumo"),
    "Four kongs": win("33s", "3s", melds=["1111p", "5555s", "9999s", "2222z"]),
    "Three kongs": win("234p33s", "3s", melds=["1111p", "5555s", "9999s"]),
    "Four concealed pungs": win("111p555p999s777z33s", "1p", "tsumo"),
    "Four pungs": win("999s777z33s", "3s", melds=["111p", "555s"]),
    "Three concealed pungs": win("111p555p999s345s33s", "4s"),
    "Three pungs of the same number": win("555p555s234s99s", "4s", melds=["555m"]),
    "Four wind pungs": win("333z444z99p", "9p", melds=["111z", "222z"]),
    "Three wind pungs + wind pair": win("333z44z234p", "4p", melds=["111z", "222z"]),
    "Three dragon pungs": win("777z234p99s", "4p", melds=["555z", "666z"]),
    "Two dragon pungs + dragon pair": win("77z234p567s", "4p", melds=["555z", "666z"]),
    "Only honours": win("222z555z666z77z", "7z", melds=["111z"]),
    "Only terminals": win("999p111s999s99m", "9m", melds=["111p"]),
    "All simples": win(_SIMPLE, "8s", "tsumo"),
    "Dragon pung": win("555z234p678s345s99s", "9s", "tsumo"),
    "Prevalent wind pung": win("111z234p678s345s99s", "9s", "tsumo"),
    "Seat wind pung": win("222z234p678s345s99s", "9s", "tsumo"),
    "A terminal or honour in every meld and the pair": win("123p789p789s999m11z", "3p"),
    "Only terminals and honours": win("999p111s111z99m", "9m", melds=["111p"]),
}

_PLAIN = "234p678p345m567s99s"  # four chows and a pair of nines: no points for its sets
CLASSICAL: dict[str, Example] = {
    "Exposed pung of minor tiles": win("234p678p345m99s", "9s", melds=["555s"]),
    "Exposed pung of major tiles": win("234p678p345m55s", "5s", melds=["999s"]),
    "Concealed pung of minor tiles": win("555s234p678p345m99m", "4p"),
    "Concealed pung of major tiles": win("999s234p678p345m55m", "4p"),
    "Exposed kong of minor tiles": win("234p678p345m99s", "9s", melds=["5555s"]),
    "Exposed kong of major tiles": win("234p678p345m55s", "5s", melds=["9999s"]),
    "Concealed kong of minor tiles": win("234p678p345m99s", "9s", concealed=["5555s"]),
    "Concealed kong of major tiles": win("234p678p345m55s", "5s", concealed=["9999s"]),
    "Pair of dragons": win("234p678p345m567s55z", "4p"),
    "Pair of own wind": win("234p678p345m567s22z", "4p"),
    "Pair of prevailing wind": win("234p678p345m567s11z", "4p"),
    "Pair of own and prevailing wind": win("234p678p345m567s11z", "4p", seat="E"),
    "Bonus tile": win(_PLAIN, "4p", bonus="1f"),
    "Mah Jong": win(_PLAIN, "4p"),
    "Winning from the wall": win(_PLAIN, "4p", "tsumo"),
    "Filling the only place": win("123p678p345m567s99s", "2p"),
    "Fishing the eyes, minor pair": win("234p678p345m567s55s", "5s"),
    "Fishing the eyes, major pair": win(_PLAIN, "9s"),
    "Own flower and own season": win(_PLAIN, "4p", bonus="2f2g"),
    "All four flowers": win(_PLAIN, "4p", bonus="1234f"),
    "All four seasons": win(_PLAIN, "4p", bonus="1234g"),
    "Set of dragons": win("234p678p345m99s", "9s", melds=["555z"]),
    "Set of own wind": win("234p678p345m99s", "9s", melds=["222z"]),
    "Set of prevailing wind": win("234p678p345m99s", "9s", melds=["111z"]),
    "Little Three Dragons": win("77z234p567s", "4p", melds=["555z", "666z"]),
    "Big Three Dragons": win("777z234p99s", "4p", melds=["555z", "666z"]),
    "Little Four Winds": win("333z44z234p", "4p", melds=["111z", "222z"]),
    "Big Four Winds": win("333z444z99p23s", "9p", melds=["111z", "222z"], loser=True),
    "Three concealed pungs": win("111p555p999s345s33s", "4s"),
    "No score hand": win("123p456p234s678s99m", "6p"),
    "No chows": win("222p999m44p", "4p", melds=["555s", "777s"]),
    "Concealed hand": win(_PLAIN, "4p"),
    "One suit with honours": win("123p345p678p555z11z", "8p"),
    "One suit only": win("345p678p999p22p", "8p", melds=["123p"]),
    "All majors": win("999p111s111z99m", "9m", melds=["111p"]),
    "All honours": win("222z555z666z77z", "7z", melds=["111z"], options={"limit": 0}),
    "All terminals": win("999p111s999s99m", "9m", melds=["111p"], options={"limit": 0}),
    "Winning with a loose tile": win("234s678s345m99s", "9s", "tsumo", melds=["5555p"],
                                     flags=["replacement"]),
    "Winning from the bottom of the sea": win(_PLAIN, "4p", "tsumo", flags=["last_tile"]),
    "Catching a fish from the bottom of the sea": win(_PLAIN, "4p", flags=["last_discard"]),
    "Robbing a kong": win(_PLAIN, "4p", flags=["rob_kong"]),
    "Completing Original Call": win(_PLAIN, "4p", flags=["original_call"]),
    "Heaven's Blessing": win(_PLAIN, "4p", "tsumo", seat="E", flags=["heavens_blessing"]),
    "Earth's Blessing": win(_PLAIN, "4p", flags=["earths_blessing"]),
    "Gathering Plum Blossom from the Roof": win("234s678s345m55p", "5p", "tsumo",
                                                melds=["9999m"], flags=["replacement"]),
    "Catching the Moon from the Bottom of the Sea": win("123p678p345m567s99s", "1p", "tsumo",
                                                        flags=["last_tile"]),
    "Scratching a Carrying Pole": win("234s678p345m567p99s", "2s", flags=["rob_kong"]),
    "Kong upon Kong": win("234s678s99p", "9p", "tsumo", melds=["5555p", "7777m"],
                          flags=["kong_upon_kong"]),
    "Four Kongs": win("33s", "3s", melds=["1111p", "5555s", "9999s", "2222z"]),
    "Thirteen Unique Wonders": win("119m19p19s1234567z", "9m"),
    "Buried Treasure": win("111p555p999s777z33s", "3s"),
    "The Three Great Scholars": win("777z999p33s", "3s", melds=["555z", "666z"]),
    "Four Blessings o'er the Door": win("333z444z99p", "9p", melds=["111z", "222z"]),
    "All Honours": win("222z555z666z77z", "7z", melds=["111z"]),
    "Heads and Tails": win("999p111s999s99m", "9m", melds=["111p"]),
    "Imperial Jade": win("223344s666s888s66z", "8s"),
    "Nine Gates": win("11123455678999p", "5p", "tsumo"),
    "Wriggling Snake": win("11123455678999p", "1p", "tsumo"),
    "Concealed Clear Suit": win("123p345p678p999p22p", "8p"),
    "East's 13th consecutive Mah Jong": win(_PLAIN, "4p", seat="E",
                                            flags=["thirteenth_mah_jong"]),
}

_ARROWS = "CCCFFF123s456m55m"  # two arrow trips, a run in each of two suits, a pair
UZJE: dict[str, Example] = {
    "Self-drawn": win("CCC123s456s789m55m", "5m", "tsumo"),
    "Concealed hand": win(_ARROWS, "4m"),
    "Win on a replacement tile": win("FFF123s456m55m", "5m", "tsumo", melds=["CCCC"],
                                     flags=["replacement"]),
    "Rob a quad": win(_ARROWS, "4m", flags=["rob_kong"]),
    "Last tile of the wall": win("CCC123s456s789m55m", "5m", "tsumo", flags=["last_tile"]),
    "Last discard": win(_ARROWS, "4m", flags=["last_discard"]),
    "Dealt a winning hand": win(_ARROWS, "4m", "tsumo", seat="E", flags=["heavens_blessing"]),
    "Win on the first draw before any claim": win(_ARROWS, "4m", "tsumo",
                                                  flags=["first_draw"]),
    "Flower": win(_ARROWS, "4m", bonus="j"),
    "Seat flower": win(_ARROWS, "4m", bonus="i"),
    "Full set of seasons": win(_ARROWS, "4m", bonus="hijk"),
    "Full set of gentlemen": win(_ARROWS, "4m", bonus="opqr"),
    "All eight flowers": win(_ARROWS, "4m", bonus="hijkopqr"),
    "No flowers": win(_ARROWS, "4m"),
    "Arrow trip": win(_ARROWS, "4m"),
    "Seat-wind trip": win("SSSFFF123s456m55m", "4m"),
    "Round-wind trip": win("EEEFFF123s456m55m", "4m"),
    "Zero trip": win("ZZZFFF123s456m55m", "4m"),
    "Gem": win("124sCCCFFF456m55m", "4m"),
    "Power meld": win("149sCCCFFF456m55m", "4m"),
    "All melds are ariths": win("123s357s246m579m55m", "5m", "tsumo"),
    "Three ariths of the same difference": win("135s357m579mCCC55m", "5s"),
    "All trips/quads": win("555s33aaam", "3m", melds=["222s", "777m"]),
    "Three concealed trips": win("222s555s777m345m99m", "4m"),
    "Four concealed trips": win("222s555s777m999m33m", "2s", "tsumo"),
    "Three quads": win("345m99m", "9m", melds=["2222s", "5555s", "7777m"]),
    "Four quads": win("99m", "9m", melds=["2222s", "5555s", "7777m", "CCCC"]),
    "Half flush": win("123s456s789sCCC55s", "5s"),
    "Tong half flush": win("111tffftEEESSSCC", "C"),
    "Full flush": win("123456789s234s55s", "4s"),
    "Little three arrows": win("CCCFFFPP123s456s", "4s"),
    "Big three arrows": win("CCCFFFPPP123s55s", "5s"),
    "Little four winds": win("EEESSSWWWNN123s", "3s"),
    "Big four winds": win("EEESSSWWWNNN55s", "5s"),
    "Only terminals, Zero and honours": win("111sfffsEEECCCZZ", "Z"),
    "Only terminals": win("111sfffs111mfffm11t", "1t"),
    "Only honours": win("EEESSSCCCFFFZZ", "Z"),
    "Seven pairs": win("11s33s55m77mCCFFZZ", "Z"),
    "Long straight": win("123456789xabcds", "ds"),
    "Thirteen orphans": win("1tft1sfs1mfmESWNCFPP", "P"),
    "Fourteen orphans": win("1tft1sfs1mfmZESWNCFP", "Z"),
    "Limit": win("EEESSSWWWNNN55s", "5s"),
}

EXAMPLES: dict[str, dict[str, Example]] = {
    "riichi": RIICHI,
    "sanma": {**RIICHI, **SANMA},
    "space": {**RIICHI, **SPACE},
    "hkos": HKOS,
    "classical": CLASSICAL,
    "uzje": UZJE,
}


def example(variant_id: str, title: str) -> Example | None:
    """The example hand of a scoring row, or None where there is none."""
    return EXAMPLES.get(variant_id, {}).get(title)
