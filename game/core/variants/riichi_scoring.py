"""The Riichi-family scorer: a win and its situation to an explained score sheet (all readings)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.grammar import Grammar
from game.core.melds import Form, MeldKind, Reading
from game.core.scoring import Element, ScoreSheet, WinSituation
from game.core.tiles import MPSZ, Tile
from game.core.variants.riichi_points import base_points, previous_seat, win_payments
from game.core.variants.riichi_yaku import (
    ORDER,
    PAIR,
    Candidate,
    Facts,
    Group,
    chuuren,
    evaluate,
    evaluate_orphans,
    evaluate_seven_pairs,
    group_kind,
)

_SUIT_BASE = {"m": 0, "p": 9, "s": 18, "z": 26}
_WIND_INDEX = {"E": 27, "S": 28, "W": 29, "N": 30}
# Flags other variants' names use for the same events (ANALYZE.md), as Riichi names.
_ALIASES = {"rob_kong": "chankan", "replacement": "rinshan", "kong_upon_kong": "rinshan",
            "heavens_blessing": "tenhou", "earths_blessing": "chiihou",
            "last_discard": "houtei"}
_INDEX_BY_ID: dict[int, tuple[Tile, int]] = {}


@dataclass(frozen=True)
class RiichiRules:
    """How one Riichi-family variant, under its options, differs from 4-player Riichi."""

    players: int = 4
    kiriage: bool = False
    tsumo_loss: bool = True  # sanma: the missing North's share of a tsumo is not paid
    north_yakuhai: bool = True  # sanma: False, North is never yakuhai
    man_wrap_dora: bool = False  # sanma: indicator 1m means 9m and 9m means 1m
    seven_pairs: bool = True
    open_kokushi_han: int = 0  # space: han of kokushi with called honour runs (0: none)
    rotated_chuuren: bool = False  # space: any rotation of the nine gates counts
    variant_name: str = "riichi"

    @classmethod
    def from_options(cls, variant: str, options: Mapping[str, Any]) -> RiichiRules:
        """The rules of `variant` ("riichi", "sanma" or "space") under its option values."""
        kiriage = bool(options.get("kiriage", False))
        if variant == "sanma":
            return cls(3, kiriage, bool(options.get("tsumo_loss", True)), False, True,
                       variant_name="sanma")
        if variant == "space":
            return cls(4, kiriage, seven_pairs=bool(options.get("seven_pairs", False)),
                       open_kokushi_han=int(options.get("open_kokushi_han", 3)),
                       rotated_chuuren=bool(options.get("rotated_chuuren", True)),
                       variant_name="space")
        return cls(4, kiriage)


def tile_index(t: Tile) -> int:
    """0-33: 1m-9m, 1p-9p, 1s-9s, East South West North White Green Red (red fives as fives)."""
    found = _INDEX_BY_ID.get(id(t))
    if found is not None and found[0] is t:  # tiles are interned: identity is the fast key
        return found[1]
    index = _SUIT_BASE[t.suit] + t.rank - (0 if t.suit == "z" else 1)
    _INDEX_BY_ID[id(t)] = (t, index)
    return index


def dora_of(indicator: int, man_wrap: bool = False) -> int:
    """The dora an indicator shows: the next tile of its suit, winds and dragons cycling."""
    if indicator < 27:
        if man_wrap and indicator in (0, 8):
            return 8 - indicator
        return indicator - indicator % 9 + (indicator % 9 + 1) % 9
    if indicator < 31:
        return 27 + (indicator - 26) % 4
    return 31 + (indicator - 30) % 3


def _flags(situation: WinSituation) -> set[str]:
    flags = {_ALIASES.get(f, f) for f in situation.flags}
    if "last_tile" in flags:
        flags.add("haitei" if situation.tsumo else "houtei")
    return flags


def _facts(situation: WinSituation, rules: RiichiRules, counts: list[int], win: int,
           closed: bool) -> Facts:
    flags = _flags(situation)
    tsumo = situation.tsumo
    situational: list[tuple[str, int]] = []
    riichi = closed and ("double_riichi" in flags or "riichi" in flags)
    if riichi:
        situational.append(("Double riichi", 2) if "double_riichi" in flags else ("Riichi", 1))
        if "ippatsu" in flags:
            situational.append(("Ippatsu", 1))
    if closed and tsumo:
        situational.append(("Menzen tsumo", 1))
    if tsumo:
        if "rinshan" in flags:
            situational.append(("Rinshan kaihou", 1))
        elif "haitei" in flags:
            situational.append(("Haitei", 1))
    else:
        if "chankan" in flags:
            situational.append(("Chankan", 1))
        elif "houtei" in flags:
            situational.append(("Houtei", 1))
    blessings: list[tuple[str, int]] = []
    if tsumo and not situation.melds:
        if "tenhou" in flags and situation.dealer:
            blessings.append(("Tenhou", 1))
        elif "chiihou" in flags and not situation.dealer:
            blessings.append(("Chiihou", 1))
    seat = _WIND_INDEX.get(situation.seat_wind, -1)
    round_ = _WIND_INDEX.get(situation.round_wind, -1)
    if not rules.north_yakuhai:
        seat = -1 if seat == 30 else seat
        round_ = -1 if round_ == 30 else round_
    kongs = sum(1 for m in situation.melds if m.kind is MeldKind.KONG)
    gates = 0 if situation.melds else chuuren(counts, win, rules.rotated_chuuren)
    return Facts(counts, win, tsumo, closed, seat, round_, situational, blessings, kongs, gates)


def _shapes() -> Any:
    from game.core import shapes  # imported late: written beside this module

    return shapes


def _standard_candidates(f: Facts, reading: Reading, win_tile: Tile) -> list[tuple[Candidate,
                                                                                   Reading]]:
    shapes = _shapes()
    groups = [Group(group_kind(g.kind), tuple(tile_index(t) for t in g.tiles), g.open)
              for g in reading.groups]
    assert reading.pair is not None
    pair = Group(PAIR, tuple(tile_index(t) for t in reading.pair.tiles), False)
    out = []
    for meld, wait in shapes.win_placements(reading, win_tile):
        if meld is reading.pair:
            at = -1
        else:
            at = next((i for i, g in enumerate(reading.groups) if g is meld), -1)
            if at < 0:
                at = next(i for i, g in enumerate(reading.groups) if g == meld and not g.open)
        out.append((evaluate(f, groups, pair, at, wait), reading))
    return out


def _is_seven_pairs(counts: Sequence[int]) -> bool:
    return sum(1 for c in counts if c == 2) == 7


def _points(base: int, situation: WinSituation, rules: RiichiRules) -> tuple[int, dict[str, int]]:
    discarder = None
    if not situation.tsumo:
        discarder = situation.discarder or previous_seat(situation.seat_wind, rules.players)
    payments = win_payments(base, situation.seat_wind, situation.tsumo, discarder,
                            rules.players, rules.tsumo_loss)
    return payments[situation.seat_wind], payments


def _dora_elements(situation: WinSituation, rules: RiichiRules, counts: list[int],
                   riichi: bool) -> list[Element]:
    wrap = rules.man_wrap_dora
    north = situation.north_extracted
    out: list[Element] = []

    def count(indicators: Sequence[Tile]) -> int:
        total = 0
        for ind in indicators:
            d = dora_of(tile_index(ind), wrap)
            total += counts[d] + (north if d == 30 else 0)
        return total

    dora = situation.dora_indicators
    out.append(Element("Dora", count(dora[:1]), "han"))
    out.append(Element("Kan dora", count(dora[1:]), "han"))
    reds = sum(1 for t in situation.hand if t.red)
    reds += sum(1 for m in situation.melds for t in m.tiles if t.red)
    out.append(Element("Red fives", reds, "han"))
    if riichi:
        ura = situation.ura_indicators
        out.append(Element("Ura dora", count(ura[:1]), "han"))
        out.append(Element("Kan ura dora", count(ura[1:]), "han"))
    out.append(Element("Nukidora", north, "han"))
    return [e for e in out if e.value]


def _reading_text(reading: Reading | None) -> str:
    if reading is None:
        return ""
    groups = list(reading.groups) + ([reading.pair] if reading.pair else [])
    if not groups:
        return MPSZ.format(reading.tiles)
    return " ".join(MPSZ.format(g.tiles) + ("'" if g.open else "") for g in groups)


def score_win(situation: WinSituation, grammar: Grammar, rules: RiichiRules) -> ScoreSheet:
    """The best score sheet of a Riichi-family win, or a refusal saying why it is none."""
    hand, melds = situation.hand, situation.melds
    win = tile_index(situation.win_tile)
    if not any(tile_index(t) == win for t in hand):
        return ScoreSheet.refused("the winning tile is not in the hand")
    if len(hand) + 3 * len(melds) != 14:
        return ScoreSheet.refused("not a winning shape")
    counts = [0] * 34
    for t in hand:
        counts[tile_index(t)] += 1
    for m in melds:
        for t in m.tiles:
            counts[tile_index(t)] += 1
    closed = not any(m.open for m in melds)
    f = _facts(situation, rules, counts, win, closed)

    found: list[tuple[Candidate, Reading | None]] = []
    for reading in _shapes().readings(grammar, hand, melds):
        form = reading.form
        if form is Form.STANDARD:
            found.extend(_standard_candidates(f, reading, situation.win_tile))
        elif form is Form.SEVEN_PAIRS:
            found.append((evaluate_seven_pairs(f), reading))
        elif form is Form.THIRTEEN_ORPHANS and (closed or rules.open_kokushi_han):
            found.append((evaluate_orphans(f, rules.open_kokushi_han), reading))
    if not found:
        if not rules.seven_pairs and not melds and _is_seven_pairs(counts):
            return ScoreSheet.refused(f"chiitoitsu is not allowed in {rules.variant_name}")
        return ScoreSheet.refused("not a winning shape")

    riichi = any(name in ("Riichi", "Double riichi") for name, _ in f.situational)
    dora = _dora_elements(situation, rules, counts, riichi)
    dora_han = sum(int(e.value) for e in dora)
    best: tuple[tuple[int, int, int, int], Candidate, Reading | None, int, str] | None = None
    for cand, reading in found:
        multiple = cand.multiple
        han = cand.han + (dora_han if cand.han and not multiple else 0)
        if not multiple and not cand.han:
            continue
        base, limit = base_points(han, cand.fu, multiple, rules.kiriage)
        points, _ = _points(base, situation, rules)
        key = (points, multiple, han, cand.fu)
        if best is None or key > best[0]:
            best = (key, cand, reading, base, limit)
    if best is None:
        return ScoreSheet.refused("no yaku")
    (points, multiple, han, fu), cand, reading, base, limit = best
    _, payments = _points(base, situation, rules)
    detail: dict[str, Any] = {"reading": _reading_text(reading), "wait": cand.wait}
    if multiple:
        elements = [Element(name, value, "limit") for name, value in cand.yakuman]
        total: dict[str, Any] = {"yakuman": multiple}
    else:
        yaku = sorted(cand.yaku, key=lambda y: ORDER.get(y[0], -1))
        elements = [Element(name, value, "han") for name, value in yaku] + dora
        total = {"han": han, "fu": fu}
        detail["fu_items"] = [{"name": n, "fu": v} for n, v in cand.fu_items]
    return ScoreSheet(True, "", elements, total, points, payments, limit, detail)



_PREPARED: dict[tuple[Any, ...], tuple[Grammar, RiichiRules]] = {}


def score_variant(variant: Any, situation: WinSituation, options: Mapping[str, Any]
                  ) -> ScoreSheet:
    """`Variant.score` of Riichi, Sanma and Space: grammar and rules cached per options."""
    get = options.get
    key = (variant.id, get("red_fives"), get("kiriage"), get("tsumo_loss"), get("seven_pairs"),
           get("open_kokushi_han"), get("rotated_chuuren"))
    prepared = _PREPARED.get(key)
    if prepared is None:
        prepared = _PREPARED[key] = (variant.grammar(options),
                                     RiichiRules.from_options(variant.id, options))
    return score_win(situation, *prepared)
