"""Riichi scoring speed: our score sheets and the `mahjong` package's, on the same random hands."""

# The package call is prepared outside the timing (136-format tiles, its Meld objects and a
# fresh HandConfig per hand), so only `estimate_hand_value` is timed for the peer, as only
# `RIICHI.score` is timed for us. `to_peer` is also the oracle adapter of the tests.

from __future__ import annotations

import gc
import random
import time
from collections.abc import Mapping
from typing import Any

from game.core.model.melds import MeldKind
from game.core.model.sheet import WinSituation
from game.core.model.tiles import Tile
from game.core.variants.riichi.options import DOUBLE_YAKUMAN

SECTION = "scoring"
_SUIT_BASE = {"m": 0, "p": 9, "s": 18, "z": 26}
_WINDS = {"E": 27, "S": 28, "W": 29, "N": 30}


def _kind(t: Tile) -> int:
    return _SUIT_BASE[t.suit] + t.rank - (0 if t.suit == "z" else 1)


def to_peer(situation: WinSituation, sanma: bool = False, kiriage: bool = False,
            options: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Keyword arguments for `HandCalculator.estimate_hand_value` describing this win.

    Options aligned with rules/riichi.md (or with our `options`, where given): open tanyao
    (kuitan) on; red fives on (the red five is copy 0 of its kind, the package's AKA_DORAS);
    double yakuman on (the package's list is ours: kokushi 13-sided, suuankou tanki, junsei
    chuuren, daisuushii); kazoe limited to one yakuman (off: sanbaiman); kiriage off (as our
    option); open pinfu shape 30 fu; pinfu tsumo 20 fu (no tsumo fu); no renhou, nagashi,
    daisharin, daichisei, sashikomi or paarenchan; stacked yakuman capped at six (never
    reached); three-player rules for sanma (dora 1m<->9m, nukidora). Honba and riichi sticks
    are zero: our sheet's points are the hand alone.
    """
    get = (options or {}).get
    kiriage = bool(get("kiriage", kiriage))
    from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
    from mahjong.meld import Meld as PeerMeld

    aka = bool(get("red_fives", 1))
    # Copy 0 of each five is the red one (the package's AKA_DORAS); without red fives every
    # copy is plain.
    used = {4: 1, 13: 1, 22: 1} if aka else {}

    def alloc(t: Tile) -> int:
        k = _kind(t)
        if t.red:
            return k * 4
        n = used.get(k, 0)
        used[k] = n + 1
        return k * 4 + n

    hand = [alloc(t) for t in situation.hand]
    win = next(h for h, t in zip(hand, situation.hand, strict=True) if t is situation.win_tile)
    tiles = list(hand)
    melds = []
    for m in situation.melds:
        ids = [alloc(t) for t in m.tiles]
        tiles.extend(ids)
        kind = {MeldKind.CHOW: PeerMeld.CHI, MeldKind.PUNG: PeerMeld.PON}.get(m.kind, PeerMeld.KAN)
        melds.append(PeerMeld(meld_type=kind, tiles=ids, opened=m.open))
    flags = situation.flags
    rules = OptionalRules(
        has_open_tanyao=bool(get("kuitan", True)), has_aka_dora=aka,
        # (the package counts every double hand twice or none: a mix it cannot say)
        has_double_yakuman=all(get(name, True) for name in DOUBLE_YAKUMAN),
        kazoe_limit=HandConstants.KAZOE_LIMITED if get("kazoe", True)
        else HandConstants.KAZOE_SANBAIMAN, kiriage=kiriage, fu_for_open_pinfu=True,
        fu_for_pinfu_tsumo=False, renhou_as_yakuman=False, has_daisharin=False,
        has_sashikomi_yakuman=False, limit_to_sextuple_yakuman=True, has_daichisei=False,
        is_three_player=sanma,
    )
    config = HandConfig(
        is_tsumo=situation.tsumo, is_riichi="riichi" in flags, is_ippatsu="ippatsu" in flags,
        is_rinshan="rinshan" in flags, is_chankan="chankan" in flags,
        is_haitei="haitei" in flags, is_houtei="houtei" in flags,
        is_daburu_riichi="double_riichi" in flags, is_tenhou="tenhou" in flags,
        is_chiihou="chiihou" in flags, player_wind=_WINDS[situation.seat_wind],
        round_wind=_WINDS[situation.round_wind], options=rules,
        num_nuki_dora=situation.north_extracted,
    )
    return {
        "tiles": tiles, "win_tile": win, "melds": melds,
        "dora_indicators": [_kind(t) * 4 + 3 for t in situation.dora_indicators],
        "ura_dora_indicators": [_kind(t) * 4 + 3 for t in situation.ura_indicators],
        "config": config,
    }


def sample(n: int, seed: int, sanma: bool = False) -> list[WinSituation]:
    from game.benchmarks.riichi_samples import random_win

    rng = random.Random(seed)
    return [random_win(rng, sanma) for _ in range(n)]


def run(quick: bool = False) -> dict[str, Any]:
    """Hands per second: ours (`score_per_s`) and the package's (`peer_mahjong_score_per_s`).

    Both score the same seeded random wins, one pass each, in interleaved chunks (so a busy
    machine slows both alike), with the garbage collector paused. Our caches are warmed on
    other hands first, as in a running game; the timed hands are new to both.
    """
    from game.core.variants.riichi.variant import RIICHI

    n = 1000 if quick else 6000
    hands = sample(n, seed=20261122)
    options = RIICHI.resolve({})
    for h in sample(500, seed=7):
        RIICHI.score(h, options)
    calculator: type[Any] | None
    try:
        from mahjong.hand_calculating.hand import HandCalculator as calculator
    except ImportError:
        calculator = None
    ours = peer = 0.0
    clock = time.process_time  # CPU time: other processes on a shared machine do not count
    gc.collect()
    gc.disable()
    try:
        for start in range(0, n, 250):
            chunk = hands[start:start + 250]
            began = clock()
            for h in chunk:
                RIICHI.score(h, options)
            ours += clock() - began
            if calculator is not None:
                calls = [to_peer(h) for h in chunk]  # fresh configs: the package mutates them
                estimate = calculator.estimate_hand_value
                began = clock()
                for c in calls:
                    estimate(**c)
                peer += clock() - began
    finally:
        gc.enable()
    out: dict[str, Any] = {"score_per_s": n / ours}
    if calculator is None:
        out["peer_mahjong_score_per_s"] = "the mahjong package is not installed"
    else:
        out["peer_mahjong_score_per_s"] = n / peer
        out["score_speedup_vs_peer"] = peer / ours
    return out
