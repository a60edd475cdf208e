"""The Riichi-family scorer: a win and its situation to an explained score sheet (all readings)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.grammar import Grammar
from game.core.melds import Form, Meld, MeldKind, Reading, WaitShape
from game.core.scoring import Element, ScoreSheet, WinSituation
from game.core.tiles import MPSZ, Tile, tile
from game.core.variants.riichi_points import base_points, ceil100, previous_seat, win_payments
from game.core.variants.riichi_yaku import (
    KONG,
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
_MELD_KINDS = {k: group_kind(k) for k in (MeldKind.CHOW, MeldKind.PUNG, MeldKind.KONG)}
_INDEX_BY_ID: dict[int, tuple[Tile, int, int, int, int]] = {}  # id -> `_entry`


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
    _INDEX_BY_ID[id(t)] = (t, index, 1 if t.red else 0, dora_of(index), dora_of(index, True))
    return index


def _entry(t: Tile) -> tuple[Tile, int, int, int, int]:
    """(tile, index, 1 if red, the dora it indicates, the same with sanma's 1m/9m wrap)."""
    found = _INDEX_BY_ID.get(id(t))
    if found is None or found[0] is not t:
        tile_index(t)
        found = _INDEX_BY_ID[id(t)]
    return found


def dora_of(indicator: int, man_wrap: bool = False) -> int:
    """The dora an indicator shows: the next tile of its suit, winds and dragons cycling."""
    if indicator < 27:
        if man_wrap and indicator in (0, 8):
            return 8 - indicator
        return indicator - indicator % 9 + (indicator % 9 + 1) % 9
    if indicator < 31:
        return 27 + (indicator - 26) % 4
    return 31 + (indicator - 30) % 3


def _flags(situation: WinSituation) -> frozenset[str] | set[str]:
    if not situation.flags:
        return situation.flags
    flags = {_ALIASES.get(f, f) for f in situation.flags}
    if "last_tile" in flags:
        flags.add("haitei" if situation.tsumo else "houtei")
    return flags


def _facts(situation: WinSituation, rules: RiichiRules, counts: list[int], present: set[int],
           win: int, closed: bool, tsumo: bool, kongs: int) -> Facts:
    flags = _flags(situation) if situation.flags else situation.flags
    situational: list[tuple[str, int]] = []
    blessings: list[tuple[str, int]] = []
    if flags:
        if closed and ("double_riichi" in flags or "riichi" in flags):
            double = "double_riichi" in flags
            situational.append(("Double riichi", 2) if double else ("Riichi", 1))
            if "ippatsu" in flags:
                situational.append(("Ippatsu", 1))
        if tsumo:
            if "rinshan" in flags:
                situational.append(("Rinshan kaihou", 1))
            elif "haitei" in flags:
                situational.append(("Haitei", 1))
            if not situation.melds:
                if "tenhou" in flags and situation.seat_wind == "E":
                    blessings.append(("Tenhou", 1))
                elif "chiihou" in flags and situation.seat_wind != "E":
                    blessings.append(("Chiihou", 1))
        elif "chankan" in flags:
            situational.append(("Chankan", 1))
        elif "houtei" in flags:
            situational.append(("Houtei", 1))
    if closed and tsumo:
        situational.append(("Menzen tsumo", 1))
    seat = _WIND_INDEX.get(situation.seat_wind, -1)
    round_ = _WIND_INDEX.get(situation.round_wind, -1)
    if not rules.north_yakuhai:
        seat = -1 if seat == 30 else seat
        round_ = -1 if round_ == 30 else round_
    gates = 0
    if len(present) == 9 and not situation.melds:
        gates = chuuren(counts, win, rules.rotated_chuuren)
    return Facts(counts, present, win, tsumo, closed, seat, round_, situational, blessings,
                 kongs, gates)


def _shapes() -> Any:
    from game.core import shapes  # imported late: written beside this module

    return shapes


class _Tables:
    """The shapes module's search tables of one grammar, seen in our tile indices: each
    group id as a `Group`, and where a winning tile can sit in it with which waits.

    This reads the search behind `shapes` (`shape_search.search_for(grammar)`: `standard_all`,
    `seven_pairs`, `groups`, `shapes`) to skip building Meld and Reading objects for every
    reading, which costs more than the scoring itself. `score_win(..., fast=False)` takes the public
    `readings`/`win_placements` path instead; a test holds both to the same answers.
    """

    def __init__(self, grammar: Grammar) -> None:
        try:
            from game.core.shape_search import search_for
        except ImportError:
            search_for = _shapes()._shapes
        self.sh = search_for(grammar)
        self.sh.standard_all, self.sh.seven_pairs, self.sh.groups, self.sh.shapes  # noqa: B018
        self.mine = [tile_index(k) for k in grammar.tileset.kinds]  # kind index -> ours
        self.same_order = self.mine == list(range(34))
        self.groups: list[Group] = []
        self.places: list[dict[int, tuple[WaitShape, ...]]] = []
        self.pair_ids: set[int] = set()
        if self.sh.groups:
            self.group(len(self.sh.groups) - 1)

    def group(self, gid: int) -> Group:
        while gid >= len(self.groups):
            g = self.sh.groups[len(self.groups)]
            idx = tuple(self.mine[k] for k in g.indices)
            kind = group_kind(g.kind)
            if kind == PAIR:
                self.pair_ids.add(len(self.groups))
            where: dict[int, tuple[WaitShape, ...]] = {}
            for pos, i in enumerate(idx):
                where.setdefault(i, self.sh.shapes[len(self.groups)][pos])
            self.groups.append(Group(kind, idx, False, _group_text(idx)))
            self.places.append(where)
        return self.groups[gid]


_TABLES: dict[int, tuple[Grammar, _Tables]] = {}


def _tables(grammar: Grammar) -> _Tables | None:
    hit = _TABLES.get(id(grammar))
    if hit is not None and hit[0] is grammar:
        return hit[1]
    try:
        tables = _Tables(grammar)
    except AttributeError:  # the internals moved: the public path still works
        return None
    _TABLES[id(grammar)] = (grammar, tables)
    return tables


Found = list[tuple[Candidate, Any]]  # each candidate with what shows its reading


def _fast_found(t: _Tables, f: Facts, concealed: list[int], n: int, kinds: int,
                declared: list[Group], melds: Sequence[Meld]) -> Found:
    kc = concealed if t.same_order else [concealed[i] for i in t.mine]
    found: Found = []
    win = f.win
    if n % 3 == 2 and len(declared) + (n - 2) // 3 <= 4:
        groups_of, places = t.groups, t.places
        for d in t.sh.standard_all(kc):
            groups = list(declared)
            pair = None
            spots: list[tuple[int, tuple[WaitShape, ...]]] = []  # (position or -1, waits)
            last = -1
            for gid in d:
                try:
                    g = groups_of[gid]
                except IndexError:
                    g = t.group(gid)
                waits = places[gid].get(win)
                if g.kind == PAIR:
                    pair = g
                    if waits:
                        spots.append((-1, waits))
                else:
                    if waits and gid != last:
                        spots.append((len(groups), waits))
                        last = gid  # the same group twice (iipeikou) is one placement
                    groups.append(g)
            assert pair is not None
            shown = (groups, pair, melds)
            for at, waits in spots:
                for wait in waits:
                    found.append((evaluate(f, groups, pair, at, wait), shown))
    if kinds == 7 and not melds and t.sh.seven_pairs(kc):
        found.append((evaluate_seven_pairs(f), None))
    return found


def _public_found(f: Facts, grammar: Grammar, situation: WinSituation, rules: RiichiRules
                  ) -> Found:
    found: Found = []
    for reading in _shapes().readings(grammar, situation.hand, situation.melds):
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
    for meld, wait in _shapes().win_placements(reading, win_tile):
        if meld is reading.pair:
            at = -1
        else:
            at = next((i for i, g in enumerate(reading.groups) if g is meld), -1)
            if at < 0:
                at = next(i for i, g in enumerate(reading.groups) if g == meld and not g.open)
        out.append((evaluate(f, groups, pair, at, wait), reading))
    return out


_YAO = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


def _is_orphans(counts: Sequence[int]) -> bool:
    """Thirteen orphans over all 14 tiles: every terminal and honour, nothing else."""
    return all(counts[i] for i in _YAO) and sum(counts[i] for i in _YAO) == 14


def _is_seven_pairs(counts: Sequence[int]) -> bool:
    return sum(1 for c in counts if c == 2) == 7


def _points(base: int, situation: WinSituation, rules: RiichiRules) -> tuple[int, dict[str, int]]:
    discarder = None
    tsumo = situation.by == "tsumo"
    if not tsumo:
        discarder = situation.discarder or previous_seat(situation.seat_wind, rules.players)
    payments = win_payments(base, situation.seat_wind, tsumo, discarder,
                            rules.players, rules.tsumo_loss)
    return payments[situation.seat_wind], payments


def _dora_values(situation: WinSituation, rules: RiichiRules, counts: list[int],
                 riichi: bool, reds: int) -> list[tuple[str, int]]:
    """Each kind of dora the hand holds, by name, leaving out the kinds worth nothing.

    The first indicator gives "Dora", later ones (turned by kongs) "Kan dora"; the same for
    ura. Extracted Norths (sanma) count as held tiles for the indicators too."""
    north = situation.north_extracted if rules.players == 3 else 0  # nukidora: sanma only
    col = 4 if rules.man_wrap_dora else 3
    out: list[tuple[str, int]] = []
    if situation.dora_indicators:
        _indicated(out, "Dora", "Kan dora", situation.dora_indicators, counts, col, north)
    if reds:
        out.append(("Red fives", reds))
    if riichi and situation.ura_indicators:
        _indicated(out, "Ura dora", "Kan ura dora", situation.ura_indicators, counts, col, north)
    if north:
        out.append(("Nukidora", north))
    return out


def _indicated(out: list[tuple[str, int]], name: str, kan_name: str,
               indicators: Sequence[Tile], counts: list[int], col: int, north: int) -> None:
    value = 0
    for k, ind in enumerate(indicators):
        d = _entry(ind)[col]
        value += counts[d] + (north if d == 30 else 0)
        if k == 0 or k == len(indicators) - 1:
            if value:
                out.append((name if k == 0 else kan_name, value))
            value = 0


_WAIT_RANK = {"two-sided": 0, "pair": 1, "closed": 2, "edge": 3, "single": 4, "special": 5}
_GROUP_TEXT: dict[tuple[int, ...], str] = {}
_MELD_TEXT: dict[tuple[Any, ...], str] = {}  # by the ids of interned tiles
_TILES = [tile("z", i - 26) if i >= 27 else tile("mps"[i // 9], i % 9 + 1) for i in range(34)]


def _reading_text(shown: Any, hand: Sequence[Tile]) -> str:
    """The groups of the winning reading in tile notation, called melds marked with '."""
    if shown is None:  # seven pairs or orphans: the tiles as held
        return MPSZ.format(sorted(hand, key=tile_index))
    if isinstance(shown, Reading):
        groups = list(shown.groups) + ([shown.pair] if shown.pair else [])
        return " ".join(MPSZ.format(g.tiles) + ("'" if g.open else "") for g in groups)
    groups, pair, melds = shown
    parts = []
    for m in melds:
        key = (*map(id, m.tiles), m.open)
        text = _MELD_TEXT.get(key)
        if text is None:
            text = _MELD_TEXT[key] = MPSZ.format(m.tiles) + ("'" if m.open else "")
        parts.append(text)
    parts.extend([g.text or _group_text(g.idx) for g in groups[len(melds):]])
    parts.append(pair.text or _group_text(pair.idx))
    return " ".join(parts)


def _group_text(idx: tuple[int, ...]) -> str:
    text = _GROUP_TEXT.get(idx)
    if text is None:
        text = _GROUP_TEXT[idx] = MPSZ.format(_TILES[i] for i in idx)
    return text


def score_win(situation: WinSituation, grammar: Grammar, rules: RiichiRules,
              fast: bool = True) -> ScoreSheet:
    """The best score sheet of a Riichi-family win, or a refusal saying why it is none."""
    hand, melds = situation.hand, situation.melds
    concealed = [0] * 34
    known = _INDEX_BY_ID.get
    reds = 0
    seen = []
    for t in hand:
        entry = known(id(t))
        if entry is None or entry[0] is not t:
            entry = _entry(t)
        i = entry[1]
        concealed[i] += 1
        reds += entry[2]
        seen.append(i)
    win = _entry(situation.win_tile)[1]
    if not concealed[win]:
        return ScoreSheet.refused("the winning tile is not in the hand")
    if len(hand) + 3 * len(melds) != 14:
        return ScoreSheet.refused("not a winning shape")
    declared: list[Group] = []
    closed = True
    kongs = 0
    if melds:
        counts = list(concealed)
        for m in melds:
            mine = []
            for t in m.tiles:
                entry = _entry(t)
                counts[entry[1]] += 1
                reds += entry[2]
                mine.append(entry[1])
            seen.extend(mine)
            kind = _MELD_KINDS[m.kind]
            kongs += kind == KONG
            closed = closed and not m.open
            declared.append(Group(kind, tuple(mine), m.open))
    else:
        counts = concealed
    present = set(seen)
    tsumo = situation.by == "tsumo"
    f = _facts(situation, rules, counts, present, win, closed, tsumo, kongs)

    tables = _tables(grammar) if fast else None
    if tables is not None:
        found = _fast_found(tables, f, concealed, len(hand), len(present), declared, melds)
        if f.all_yao and len(present) == 13 and grammar.orphans and (
                not melds or (rules.open_kokushi_han and all(
                    m.kind is MeldKind.CHOW and m.suit == "z" for m in melds))):
            found.append((evaluate_orphans(f, rules.open_kokushi_han), None))
    else:
        found = _public_found(f, grammar, situation, rules)
    if not found:
        if not rules.seven_pairs and not melds and _is_seven_pairs(counts):
            return ScoreSheet.refused(f"chiitoitsu is not allowed in {rules.variant_name}")
        return ScoreSheet.refused("not a winning shape")

    riichi = bool(f.situational) and f.situational[0][0] in ("Riichi", "Double riichi")
    dora = _dora_values(situation, rules, counts, riichi, reds)
    dora_han = 0
    for _, value in dora:
        dora_han += value
    dealer = situation.seat_wind == "E"
    best: tuple[tuple[Any, ...], Candidate, Any, int, str] | None = None
    for cand, shown in found:
        multiple = cand.multiple
        if not multiple and not cand.han:
            continue
        han = cand.han + (0 if multiple else dora_han)
        base, limit = base_points(han, cand.fu, multiple, rules.kiriage)
        points = hand_points(base, dealer, tsumo, rules)
        # Best for the winner; ties broken the same way whatever order readings come in.
        key = (points, multiple, han, cand.fu, -_WAIT_RANK.get(cand.wait, 9))
        if best is None or key > best[0] or (key == best[0] and _names(cand) > _names(best[1])):
            best = (key, cand, shown, base, limit)
    if best is None:
        return ScoreSheet.refused("no yaku")
    (points, multiple, han, fu, _), cand, shown, base, limit = best
    _, payments = _points(base, situation, rules)
    detail: dict[str, Any] = {"reading": _reading_text(shown, hand), "wait": cand.wait}
    if multiple:
        elements = [_element(name, value, "limit") for name, value in cand.yakuman]
        total: dict[str, Any] = {"yakuman": multiple}
    else:
        yaku = sorted(cand.yaku, key=_order)
        elements = [_element(name, value, "han") for name, value in yaku + dora]
        total = {"han": han, "fu": fu}
        detail["fu_items"] = [{"name": n, "fu": v} for n, v in cand.fu_items]
    return ScoreSheet(True, "", elements, total, points, payments, limit, detail)


_ELEMENTS: dict[tuple[str, int, str], Element] = {}


def _element(name: str, value: int, unit: str) -> Element:
    """Elements are immutable values: one shared object per name, value and unit."""
    found = _ELEMENTS.get((name, value, unit))
    if found is None:
        found = _ELEMENTS[name, value, unit] = Element(name, value, unit)
    return found


def _names(cand: Candidate) -> list[tuple[str, int]]:
    return sorted(cand.yaku or cand.yakuman)


def _order(item: tuple[str, int]) -> int:
    return ORDER.get(item[0], -1)


def hand_points(base: int, dealer: bool, tsumo: bool, rules: RiichiRules) -> int:
    """What the winner receives for the hand alone (the sum `win_payments` pays)."""
    if not tsumo:
        return ceil100(base * (6 if dealer else 4))
    if rules.players == 4:
        return 3 * ceil100(2 * base) if dealer else ceil100(2 * base) + 2 * ceil100(base)
    if rules.tsumo_loss:
        return 2 * ceil100(2 * base) if dealer else ceil100(2 * base) + ceil100(base)
    missing = (base if dealer else base / 2)
    return (2 * ceil100(2 * base + missing) if dealer
            else ceil100(2 * base + missing) + ceil100(base + missing))


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
