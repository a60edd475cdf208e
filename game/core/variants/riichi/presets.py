"""Rule sets Riichi and Sanma players know by name, as option values.

Each preset names the values its source publishes where they differ from seed 003; every
option it does not name keeps the seed's value (the preset says so in its docstring).
"""

from __future__ import annotations

from typing import Any

from game.core.model.options import Preset, preset, seed_preset
from game.core.variants.riichi.options import DOUBLE_YAKUMAN

SEED_003 = "seed 003, the Riichi room rules (rules/riichi.md)"
NO_ABORTIVE = {"nine_terminals": False, "four_riichi": False, "four_kans": False,
               "four_winds": False}
NO_DOUBLE_YAKUMAN = dict.fromkeys(DOUBLE_YAKUMAN, False)


@preset("Tenhou")
def tenhou() -> dict[str, Any]:
    """Tenhou ranked play (4 players, red fives): 10-20 uma with oka, automatic agari-yame
    and tenpai-yame for the last dealer, double ron (three rons abort), nagashi mangan,
    every yakuman single.

    Source: tenhou.net/man, "Rules for 4-player Ranking Match" (English: mjstars.net/rules-for).
    Not named here: as the seed.
    """
    return {"uma": True, "uma_spread": "20/10", "agari_yame": "win_or_tenpai",
            "multiple_ron": "double", "nagashi_mangan": True, **NO_DOUBLE_YAKUMAN}


@preset("Mahjong Soul")
def mahjong_soul() -> dict[str, Any]:
    """Mahjong Soul ranked play (4 players): the last dealer's win in first place ends the
    game; nagashi mangan; double and triple ron, pao, double yakuman and every abortive draw
    as Sparrow's standard rules.

    Source: riichi.wiki "Majsoul" (rules section) and the game's ranked-room rules.
    Not named here: as the seed.
    """
    return {"agari_yame": "win", "nagashi_mangan": True}


@preset("M-League")
def m_league() -> dict[str, Any]:
    """M-League (Japan's professional team league): 30-10 uma with oka, no bankruptcy, no
    extra wind, head bump, no abortive draws, every kan's dora at once, no robbing a
    concealed kan (kokushi included), kiriage mangan, no counted or double yakuman.

    Source: M.LEAGUE official rules, as summarised at majannavi.com/archives/55,
    k-bys.work/mleague-rule and mahjong-space.com ("Mリーグ"). Not named here: as the seed.
    """
    return {"uma": True, "uma_spread": "30/10", "tobi": "off", "extension": False,
            "multiple_ron": "head_bump", **NO_ABORTIVE, "kan_dora_timing": "now",
            "rob_kokushi": False, "kiriage": True, "kazoe": False, **NO_DOUBLE_YAKUMAN}


@preset("WRC")
def wrc() -> dict[str, Any]:
    """World Riichi Championship rules (2015 rule book): 30,000 start, no oka, 15-5 uma, no
    red fives, no extra wind, head bump, no abortive draws, 4 han 30 fu rounded to mangan,
    13 han is sanbaiman, yakuman single and not cumulative.

    Source: "World Riichi Championship Rules 2015", S. Malbec (riichi.wiki "World Riichi
    Championship rules"; ooyamaneko.net rule book; the EMA's 2016 notes list WRC's rounding
    of 4-30 to mangan as a difference). Not named here: as the seed.
    """
    return {"start_points": 30000, "target": 30000, "uma": True, "uma_spread": "15/5",
            "oka": False, "red_fives": 0, "extension": False, "multiple_ron": "head_bump",
            **NO_ABORTIVE, "kiriage": True, "kazoe": False, **NO_DOUBLE_YAKUMAN,
            "multiple_yakuman": False}


@preset("EMA Riichi")
def ema() -> dict[str, Any]:
    """EMA Riichi Competition Rules (2016 edition): 30,000 start, no oka, 15-5 uma, no red
    fives, no extra wind, no abortive draws, no nagashi mangan, every kan's dora at once, 13
    han is sanbaiman, yakuman single and not cumulative; double and triple ron.

    Source: EMA "Rules for Japanese Mahjong, 2016 edition" (riichi.wiki "EMA Riichi
    Competition Rules"; its list of changes from 2012, mahjongnews.com "Revised EMA riichi
    rules", 2016). Not named here: as the seed.
    """
    return {"start_points": 30000, "target": 30000, "uma": True, "uma_spread": "15/5",
            "oka": False, "red_fives": 0, "extension": False, **NO_ABORTIVE,
            "kan_dora_timing": "now", "kazoe": False, **NO_DOUBLE_YAKUMAN,
            "multiple_yakuman": False}


@preset("Tenhou", "tenhou")
def tenhou_sanma() -> dict[str, Any]:
    """Tenhou ranked three-player play: 20-0 uma with oka and the four-player rules'
    agari-yame, nagashi mangan and single yakuman.

    Source: tenhou.net/man, "Rules for 3-player Ranking Match" (English:
    mjstars.net/rules-for-3-player-ranking-match). Not named here: as the seed.
    """
    return {"uma": True, "uma_spread": "20/0", "agari_yame": "win_or_tenpai",
            "nagashi_mangan": True, **NO_DOUBLE_YAKUMAN}


@preset("Mahjong Soul", "mahjong_soul")
def mahjong_soul_sanma() -> dict[str, Any]:
    """Mahjong Soul three-player play: 15-0 uma, 2,000 noten payments, nagashi mangan; tsumo
    loss and eight replacement tiles as Sparrow's standard rules.

    Source: riichi.wiki "Majsoul" (3P-Mahjong rules). Not named here: as the seed.
    """
    return {"uma": True, "uma_spread": "15/0", "noten_total": 2000, "nagashi_mangan": True}


RIICHI_PRESETS: tuple[Preset, ...] = (seed_preset(SEED_003), tenhou, mahjong_soul, m_league,
                                      wrc, ema)
SANMA_PRESETS: tuple[Preset, ...] = (seed_preset(SEED_003), tenhou_sanma, mahjong_soul_sanma)
