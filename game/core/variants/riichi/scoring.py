"""The Riichi-family scorer: a win and its situation to an explained score sheet (all readings).

A win is counted once into packed tile counts (tiles), read suit by suit (readings), each
reading valued (yaku) and the best one written out (sheet)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from game.core.hands import shapes
from game.core.model.grammar import Grammar
from game.core.model.melds import Form, Meld, MeldKind, Reading
from game.core.model.sheet import ScoreSheet, ScoringRow, WinSituation
from game.core.model.tiles import MPSZ, Tile
from game.core.variants.riichi.options import DOUBLE_YAKUMAN
from game.core.variants.riichi.readings import Readings, readings_of
from game.core.variants.riichi.sheet import DORA_NAMES, Found, best_sheet, hand_points
from game.core.variants.riichi.tiles import (
    ALL_KINDS,
    FACE_OF,
    INDEX_OF,
    KINDS,
    NONZERO,
    SIZE,
    WEIGHT_OF,
    dora_of,
    packed,
    tile_index,
)
from game.core.variants.riichi.yaku import (
    BLESSINGS,
    HAN,
    KONG,
    PAIR,
    Facts,
    Group,
    Occasion,
    capped,
    chuuren,
    evaluate,
    evaluate_orphans,
    evaluate_seven_pairs,
    group_kind,
)
from game.core.variants.riichi.yaku_table import yaku_rows

__all__ = ["RiichiRules", "dora_of", "hand_points", "score_variant", "score_win", "tile_index"]

_WIND_INDEX = {"E": 27, "S": 28, "W": 29, "N": 30}
# Flags other variants' names use for the same events (ANALYZE.md), as Riichi names.
_ALIASES = {"rob_kong": "chankan", "replacement": "rinshan", "kong_upon_kong": "rinshan",
            "heavens_blessing": "tenhou", "earths_blessing": "chiihou",
            "last_discard": "houtei"}
_MELD_KINDS = {k: group_kind(k) for k in (MeldKind.CHOW, MeldKind.PUNG, MeldKind.KONG)}


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
    red_fives: bool = True
    kuitan: bool = True  # tanyao counts in an open hand
    kazoe: bool = True  # 13 han or more is a yakuman (False: sanbaiman)
    # the limit hands that count as two yakuman (the others, and these when left out: one)
    double_yakuman: frozenset[str] = frozenset(DOUBLE_YAKUMAN.values())
    multiple_yakuman: bool = True  # several yakuman add up (False: the best one counts)
    min_han: int = 1  # han of yaku (dora aside) a win needs
    north_dora: bool = True  # sanma: each North set aside is a dora

    @classmethod
    def from_options(cls, variant: str, options: Mapping[str, Any]) -> RiichiRules:
        """The rules of `variant` ("riichi", "sanma" or "space") under its option values."""
        get = options.get
        common: dict[str, Any] = dict(
            kiriage=bool(get("kiriage", False)),
            red_fives=bool(get("red_fives", 1)) and bool(get("red_suits", "mps")),
            kuitan=bool(get("kuitan", True)), kazoe=bool(get("kazoe", True)),
            double_yakuman=frozenset(hand for name, hand in DOUBLE_YAKUMAN.items()
                                     if get(name, True)),
            multiple_yakuman=bool(get("multiple_yakuman", True)),
            min_han=int(get("min_han", 1)))
        if variant == "sanma":
            return cls(3, tsumo_loss=bool(get("tsumo_loss", True)), north_yakuhai=False,
                       man_wrap_dora=True, variant_name="sanma",
                       north_dora=bool(get("north_dora", True)), **common)
        if variant == "space":
            return cls(4, seven_pairs=bool(get("seven_pairs", False)),
                       open_kokushi_han=int(get("open_kokushi_han", 3)),
                       rotated_chuuren=bool(get("rotated_chuuren", True)),
                       variant_name="space", **common)
        return cls(4, **common)

    def table(self) -> tuple[ScoringRow, ...]:
        """Every yaku, yakuman and dora line these rules can score (Variant.scoring_table)."""
        dora = [name for name in DORA_NAMES if (name != "Red fives" or self.red_fives)
                and (name != "Nukidora" or (self.players == 3 and self.north_dora))]
        # Three players have no 2m-8m: no run can be matched in all three suits.
        yaku = [r for r in yaku_rows(self.seven_pairs, self.open_kokushi_han, self.kuitan,
                                     self.double_yakuman)
                if self.players == 4 or r.title != "Sanshoku doujun"]
        return (*yaku,
                *(ScoringRow(name, "han", 1, 1, "Dora (no yaku by itself)", each=True)
                  for name in dora))

    @cached_property
    def points_key(self) -> tuple[bool, int, bool, bool]:
        """What a hand's points depend on besides the hand: kiriage, players, tsumo_loss,
        kazoe."""
        return (self.kiriage, self.players, self.tsumo_loss, self.kazoe)


_OCCASIONS: dict[tuple[Any, ...], Occasion] = {}


def _occasion(situation: WinSituation, rules: RiichiRules, closed: bool, tsumo: bool
              ) -> Occasion:
    """The situational yaku and winds of a win, kept by what decides them (`score_win`
    reads the table first itself)."""
    key = (situation.flags, closed, tsumo, not situation.melds, situation.seat_wind,
           situation.round_wind, rules.north_yakuhai)
    try:
        found = _OCCASIONS.get(key)
    except TypeError:  # flags given as a set
        return _new_occasion(frozenset(situation.flags), *key[1:])
    if found is None:
        if len(_OCCASIONS) > 4096:
            _OCCASIONS.clear()
        found = _OCCASIONS[key] = _new_occasion(*key)
    return found


def _new_occasion(flags: frozenset[str], closed: bool, tsumo: bool, concealed: bool,
                  seat_wind: str, round_wind: str, north_yakuhai: bool) -> Occasion:
    if flags:
        flags = frozenset(_ALIASES.get(f, f) for f in flags)
        if "last_tile" in flags:
            flags |= {"haitei" if tsumo else "houtei"}
    situational: list[tuple[str, int]] = []
    blessings: list[tuple[str, int]] = []
    if flags:
        if closed and ("double_riichi" in flags or "riichi" in flags):
            double = "double_riichi" in flags
            situational.append(_yaku("Double riichi" if double else "Riichi"))
            if "ippatsu" in flags:
                situational.append(_yaku("Ippatsu"))
        if tsumo:
            if "rinshan" in flags:
                situational.append(_yaku("Rinshan kaihou"))
            elif "haitei" in flags:
                situational.append(_yaku("Haitei"))
            if concealed:
                if "tenhou" in flags and seat_wind == "E":
                    blessings.append(("Tenhou", BLESSINGS["Tenhou"]))
                elif "chiihou" in flags and seat_wind != "E":
                    blessings.append(("Chiihou", BLESSINGS["Chiihou"]))
        elif "chankan" in flags:
            situational.append(_yaku("Chankan"))
        elif "houtei" in flags:
            situational.append(_yaku("Houtei"))
    if closed and tsumo:
        situational.append(_yaku("Menzen tsumo"))
    seat = _WIND_INDEX.get(seat_wind, -1)
    round_ = _WIND_INDEX.get(round_wind, -1)
    if not north_yakuhai:
        seat = -1 if seat == 30 else seat
        round_ = -1 if round_ == 30 else round_
    return Occasion(tuple(situational), tuple(blessings), seat, round_)


def _yaku(name: str) -> tuple[str, int]:
    """A situational yaku and its han (the closed value: riichi and ippatsu are closed only,
    and the others are worth the same open)."""
    return name, HAN[name][0]


_DECLARED: dict[tuple[Any, ...], tuple[int, Group, str]] = {}


def _declared(m: Meld) -> tuple[int, Group, str]:
    """A declared meld's packed counts, its group and its text (' marks a called meld; a
    space follows), kept by its tiles' faces in order (small ints: a key read at once)."""
    for t in m.tiles:
        tile_index(t)
    key = (m.kind, m.open, *map(FACE_OF, map(id, m.tiles)))
    found = _DECLARED.get(key)
    if found is None:
        if len(_DECLARED) > 4096:
            _DECLARED.clear()
        group = Group(_MELD_KINDS[m.kind], tuple(tile_index(t) for t in m.tiles), m.open)
        text = MPSZ.format(m.tiles) + ("' " if m.open else " ")
        found = _DECLARED[key] = (packed(m.tiles), group, text)
    return found


_SUIT_OF = tuple(i // 9 if i < 27 else 3 for i in range(KINDS))
_PLACE_OF = tuple(i % 9 if i < 27 else i - 27 for i in range(KINDS))  # in its suit


def _fast_found(r: Readings, f: Facts, concealed: bytes, kinds: int, declared: list[Group],
                prefix: str) -> Found:
    found: Found = []
    win = f.win
    win_suit, win_at = _SUIT_OF[win], _PLACE_OF[win]
    for reading in r.standard(concealed):
        m, p, s, z = reading
        groups = [*declared, *m.melds, *p.melds, *s.melds, *z.melds]
        pair = m.pair or p.pair or s.pair or z.pair
        assert pair is not None
        shown = (prefix, reading, pair)
        # where the winning tile sits, with which wait
        for won, wait in reading[win_suit].places[win_at]:
            found.append((evaluate(f, groups, pair, won, wait), shown))
    # Seven kinds in 14 tiles make seven pairs only as seven 2s (asked of the grammar then).
    if kinds == 7 and not declared and concealed[:KINDS].count(2) == 7 and r.seven_pairs(
            concealed):
        found.append((evaluate_seven_pairs(f), None))
    return found


def score_win(situation: WinSituation, grammar: Grammar, rules: RiichiRules,
              fast: bool = True) -> ScoreSheet:
    """The best score sheet of a Riichi-family win, or a refusal saying why it is none
    (`fast` False: read the hand by the public readings, as a check on the fast path)."""
    return _score(situation, grammar, rules, readings_of(grammar) if fast else None)


def _score(situation: WinSituation, grammar: Grammar, rules: RiichiRules, r: Readings | None
           ) -> ScoreSheet:
    """`score_win` with the grammar's readings (None: read by the public readings)."""
    hand, melds = situation.hand, situation.melds
    try:  # the common case of packed() and tile_index(), inline: this runs for every win
        held = sum(map(WEIGHT_OF, map(id, hand)))
        win = INDEX_OF(id(situation.win_tile))
    except KeyError:
        held, win = packed(hand), tile_index(situation.win_tile)
    concealed = held.to_bytes(SIZE, "little")
    if not concealed[win]:
        return ScoreSheet.refused("the winning tile is not in the hand")
    if len(hand) + 3 * len(melds) != 14:
        return ScoreSheet.refused("not a winning shape")
    declared: list[Group] = []
    prefix = ""  # the declared melds' text, each followed by a space
    closed = True
    kongs = 0
    counts = concealed
    if melds:
        for m in melds:
            try:
                known = _DECLARED.get((m.kind, m.open, *map(FACE_OF, map(id, m.tiles))))
            except KeyError:  # a tile not seen before
                known = None
            weight, group, text = known or _declared(m)
            held += weight
            kongs += group.kind == KONG
            closed = closed and not m.open
            declared.append(group)
            prefix += text
        counts = held.to_bytes(SIZE, "little")
    present = int.from_bytes(counts.translate(NONZERO), "little") & ALL_KINDS
    kinds = present.bit_count()
    tsumo = situation.by == "tsumo"
    occasion = _OCCASIONS.get((situation.flags, closed, tsumo, not melds, situation.seat_wind,
                               situation.round_wind, rules.north_yakuhai)
                              ) if type(situation.flags) is frozenset else None
    if occasion is None:
        occasion = _occasion(situation, rules, closed, tsumo)
    gates = chuuren(counts, win, rules.rotated_chuuren) if kinds == 9 and not melds else 0
    f = Facts(counts, present, win, tsumo, closed, occasion, kongs, gates, rules.kuitan)

    if r is not None:
        found = _fast_found(r, f, concealed, kinds, declared, prefix)
        if f.all_yao and kinds == 13 and grammar.orphans and (
                not melds or (rules.open_kokushi_han and all(
                    m.kind is MeldKind.CHOW and m.suit == "z" for m in melds))):
            found.append((evaluate_orphans(f, rules.open_kokushi_han), None))
    else:
        found = _public_found(f, grammar, situation, rules)
    if not found:
        if not rules.seven_pairs and not melds and counts[:KINDS].count(2) == 7:
            return ScoreSheet.refused(f"chiitoitsu is not allowed in {rules.variant_name}")
        return ScoreSheet.refused("not a winning shape")
    if len(rules.double_yakuman) < len(DOUBLE_YAKUMAN) or not rules.multiple_yakuman:
        found = [(capped(c, rules.double_yakuman, rules.multiple_yakuman), shown)
                 if c.multiple else (c, shown) for c, shown in found]
    # Nukidora: sanma only, and only while Norths set aside count.
    north = situation.north_extracted if rules.players == 3 and rules.north_dora else 0
    return best_sheet(situation, rules.points_key, f, found, counts[KINDS], north,
                      rules.man_wrap_dora, rules.min_han)


def _public_found(f: Facts, grammar: Grammar, situation: WinSituation, rules: RiichiRules
                  ) -> Found:
    found: Found = []
    for reading in shapes.readings(grammar, situation.hand, situation.melds):
        form = reading.form
        if form is Form.STANDARD:
            found.extend(_standard_candidates(f, reading, situation.win_tile))
        elif form is Form.SEVEN_PAIRS:
            found.append((evaluate_seven_pairs(f), reading))
        elif form is Form.THIRTEEN_ORPHANS and (f.closed or rules.open_kokushi_han):
            found.append((evaluate_orphans(f, rules.open_kokushi_han), reading))
    return found


def _standard_candidates(f: Facts, reading: Reading, win_tile: Tile) -> Found:
    groups = [Group(group_kind(g.kind), tuple(tile_index(t) for t in g.tiles), g.open)
              for g in reading.groups]
    assert reading.pair is not None
    pair = Group(PAIR, tuple(tile_index(t) for t in reading.pair.tiles), False)
    out: Found = []
    for meld, wait in shapes.win_placements(reading, win_tile):
        if meld is reading.pair:
            won = None
        else:
            at = next((i for i, g in enumerate(reading.groups) if g is meld), -1)
            if at < 0:
                at = next(i for i, g in enumerate(reading.groups) if g == meld and not g.open)
            won = groups[at]
        out.append((evaluate(f, groups, pair, won, wait), reading))
    return out


_PREPARED: dict[tuple[Any, ...], tuple[Grammar, RiichiRules]] = {}
# By the options object's identity: the variant, the options (kept, so that no other object
# takes their id while they are here), the options as they were, and what they gave.
Prepared = tuple[Any, Mapping[str, Any], dict[str, Any], Grammar, RiichiRules, Readings | None]
_BY_OPTIONS: dict[int, Prepared] = {}


def score_variant(variant: Any, situation: WinSituation, options: Mapping[str, Any]
                  ) -> ScoreSheet:
    """`Variant.score` of Riichi, Sanma and Space: grammar and rules cached per options."""
    hit = _BY_OPTIONS.get(id(options))
    if hit is None or hit[0] is not variant or hit[2] != options:
        hit = _prepare(variant, options)
    return _score(situation, hit[3], hit[4], hit[5])


def table_variant(variant: Any, options: Mapping[str, Any]) -> tuple[ScoringRow, ...]:
    """`Variant.scoring_table` of Riichi, Sanma and Space."""
    return RiichiRules.from_options(variant.id, variant.resolve(options)).table()


def _prepare(variant: Any, options: Mapping[str, Any]) -> Prepared:
    # Every option is part of the key (the few that do not touch scoring cost an entry each).
    key = (variant.id, *sorted(options.items()))
    prepared = _PREPARED.get(key)
    if prepared is None:
        if len(_PREPARED) > 64:
            _PREPARED.clear()
        prepared = _PREPARED[key] = (variant.grammar(options),
                                     RiichiRules.from_options(variant.id, options))
    if len(_BY_OPTIONS) > 64:
        _BY_OPTIONS.clear()
    hit = _BY_OPTIONS[id(options)] = (variant, options, dict(options), *prepared,
                                      readings_of(prepared[0]))
    return hit
