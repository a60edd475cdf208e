"""An example hand for rows of Riichi's scoring table; Sanma and Space add or replace the few
rows that are theirs.

The hands use only circles, bamboo, honours and 1m/9m, so that three-player Riichi (no 2m-8m)
shares them."""

from __future__ import annotations

from game.core.variants.lessons import RUNS, Example, win

RIICHI: dict[str, Example] = {
    "Double riichi": win(RUNS, "8s", flags=["double_riichi"]),
    "Riichi": win(RUNS, "8s", flags=["riichi"]),
    "Ippatsu": win(RUNS, "8s", flags=["riichi", "ippatsu"]),
    "Menzen tsumo": win(RUNS, "8s", "tsumo"),
    "Pinfu": win(RUNS, "8s"),
    "Tanyao": win("567p345678s88s", "5p", melds=["222p"]),  # a called pung: Sanma calls no runs
    "Iipeikou": win("223344p567s789s99s", "4p"),
    "Ryanpeikou": win("223344p556677s99s", "7s"),
    "Haitei": win(RUNS, "8s", "tsumo", flags=["haitei"]),
    "Houtei": win(RUNS, "8s", flags=["houtei"]),
    "Rinshan kaihou": win("234678s345s99p", "8s", "tsumo", melds=["5555p"], flags=["rinshan"]),
    "Chankan": win(RUNS, "8s", flags=["chankan"]),
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
    "Tenhou": win(RUNS, "8s", "tsumo", seat="E", flags=["tenhou"]),
    "Chiihou": win(RUNS, "8s", "tsumo", flags=["chiihou"]),
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
    "Dora": win(RUNS, "8s", flags=["riichi"], dora="8s"),
    "Kan dora": win("234s678s345s99s", "9s", concealed=["5555p"], flags=["riichi"],
                    dora="1p4p"),
    "Red fives": win("234067p345678s99s", "8s", flags=["riichi"]),
    "Ura dora": win(RUNS, "8s", flags=["riichi"], dora="1z", ura="8s"),
    "Kan ura dora": win("234s678s345s99s", "9s", concealed=["5555p"], flags=["riichi"],
                        dora="1z2z", ura="1z4p"),
}
SANMA: dict[str, Example] = {
    "Nukidora": win(RUNS, "8s", flags=["riichi"], north=1),
}
SPACE: dict[str, Example] = {
    "Open kokushi": win("119m19p19s3z", "1m", melds=["124z", "567z"]),
}

SANMA_EXAMPLES = {**RIICHI, **SANMA}
SPACE_EXAMPLES = {**RIICHI, **SPACE}
