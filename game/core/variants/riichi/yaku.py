"""Riichi-family yaku and fu of one reading of a winning hand, for Riichi, Sanma and Space."""

from __future__ import annotations

from collections.abc import Sequence
from operator import attrgetter
from typing import Any

from game.core.model.melds import MeldKind, WaitShape
from game.core.model.sheet import Element, ScoringRow
from game.core.variants.riichi.tiles import ALL_KINDS, bits

# Tile indices: 0-8 man, 9-17 pin, 18-26 sou, 27-30 winds E S W N, 31-33 dragons W G R.
WINDS = (27, 28, 29, 30)
DRAGONS = (31, 32, 33)
TERMINALS = frozenset((0, 8, 9, 17, 18, 26))
HONOURS = frozenset(range(27, 34))
YAOCHUU = TERMINALS | HONOURS
_MAN, _PIN, _SOU = frozenset(range(9)), frozenset(range(9, 18)), frozenset(range(18, 27))
GREEN = frozenset((19, 20, 21, 23, 25, 32))
DRAGON_NAMES = {31: "white dragon", 32: "green dragon", 33: "red dragon"}

RUN, PUNG, KONG, PAIR = 0, 1, 2, 3
_KINDS = {MeldKind.CHOW: RUN, MeldKind.PUNG: PUNG, MeldKind.KONG: KONG, MeldKind.PAIR: PAIR}

# Han of each regular yaku closed, and open (0: closed hands only).
HAN = {
    "Double riichi": (2, 0), "Riichi": (1, 0), "Ippatsu": (1, 0), "Menzen tsumo": (1, 0),
    "Pinfu": (1, 0), "Tanyao": (1, 1), "Iipeikou": (1, 0), "Ryanpeikou": (3, 0),
    "Haitei": (1, 1), "Houtei": (1, 1), "Rinshan kaihou": (1, 1), "Chankan": (1, 1),
    "Chiitoitsu": (2, 0), "Chanta": (2, 1), "Junchan": (3, 2), "Ittsuu": (2, 1),
    "Sanshoku doujun": (2, 1), "Sanshoku doukou": (2, 2), "Toitoi": (2, 2),
    "Sanankou": (2, 2), "Sankantsu": (2, 2), "Shousangen": (2, 2), "Honroutou": (2, 2),
    "Honitsu": (3, 2), "Chinitsu": (6, 5),
}
# The yaku of how the hand was won rather than what it holds (`Occasion` reads their han).
SITUATIONAL = ("Double riichi", "Riichi", "Ippatsu", "Menzen tsumo", "Haitei", "Houtei",
               "Rinshan kaihou", "Chankan")
# How many yakuman each limit hand is; the blessings are won on the first draw.
YAKUMAN = {"Suuankou": 1, "Suuankou tanki": 2, "Daisangen": 1, "Daisuushii": 2,
           "Shousuushii": 1, "Tsuuiisou": 1, "Ryuuiisou": 1, "Chinroutou": 1,
           "Chuuren poutou": 1, "Junsei chuuren": 2, "Suukantsu": 1, "Kokushi": 1,
           "Kokushi 13-sided": 2}
BLESSINGS = {"Tenhou": 1, "Chiihou": 1}
YAKUHAI_HAN = 1  # each pung of a dragon, the seat wind or the round wind
# Closed, then open: each yaku as its line on a score sheet.
_YAKU = tuple({name: Element(name, han[c], "han") for name, han in HAN.items()} for c in (0, 1))
VALUE = attrgetter("value")
# The order of yaku on a score sheet. `evaluate` lists them in this order as it finds them.
ORDER = {name: i for i, name in enumerate((
    "Double riichi", "Riichi", "Ippatsu", "Menzen tsumo", "Pinfu", "Tanyao", "Iipeikou",
    "Ryanpeikou", "Yakuhai (seat wind)", "Yakuhai (round wind)", "Yakuhai (white dragon)",
    "Yakuhai (green dragon)", "Yakuhai (red dragon)", "Haitei", "Houtei", "Rinshan kaihou",
    "Chankan", "Chiitoitsu", "Open kokushi", "Chanta", "Junchan", "Ittsuu", "Sanshoku doujun",
    "Sanshoku doukou", "Toitoi", "Sanankou", "Sankantsu", "Shousangen", "Honroutou",
    "Honitsu", "Chinitsu",
))}


class Group:
    """One group of a reading as tile indices, with the properties the yaku ask about.

    `bit` places the group in a mask of the reading: a run by its suit and shape (16 bits a
    number suit, so that sanshoku and ittsuu are mask tests; honour runs above 48), a pung
    or kong by its tile's index. `lacks` has bit 0 when no tile is a terminal or honour, bit
    1 when none is a terminal (chanta, junchan). `fu` is its fu item open and hidden.
    """

    __slots__ = ("kind", "open", "idx", "key", "first", "bit", "lacks", "yao", "term", "fu",
                 "text")

    def __init__(self, kind: int, idx: tuple[int, ...], is_open: bool, text: str = "") -> None:
        self.text = text  # tile notation, when known
        self.kind = kind
        self.open = is_open
        self.idx = idx
        self.first = first = idx[0]
        self.key: tuple[int, ...] | int = first  # tells identical runs apart
        self.bit = 1 << first
        if kind == RUN:
            run = tuple(sorted(idx))
            self.key, self.bit = run, _run_bit(run)
        self.yao = not YAOCHUU.isdisjoint(idx)
        self.term = not TERMINALS.isdisjoint(idx)
        self.lacks = (0 if self.yao else 1) | (0 if self.term else 2)
        self.fu = (_TRIPLET_FU.get((kind, False, self.yao)),
                   _TRIPLET_FU.get((kind, True, self.yao)))


_RUN_SHAPES: dict[tuple[int, ...], int] = {}  # ranks of a number run -> its place in a suit
_HONOUR_RUNS: dict[tuple[int, ...], int] = {}


def _run_bit(key: tuple[int, ...]) -> int:
    first = key[0]
    if first >= 27:
        return 1 << 48 + _HONOUR_RUNS.setdefault(key, len(_HONOUR_RUNS))
    suit = first // 9
    ranks = tuple(i - 9 * suit for i in key)
    if ranks == (ranks[0], ranks[0] + 1, ranks[0] + 2):
        shape = ranks[0]  # 123 -> 0 ... 789 -> 6
    else:  # Space's 8-9-1 and 9-1-2
        shape = _RUN_SHAPES.setdefault(ranks, 7 + len(_RUN_SHAPES))
    assert shape < 16
    return 1 << 16 * suit + shape


_ITTSUU_MAN, _ITTSUU_PIN, _ITTSUU_SOU = ((1 | 1 << 3 | 1 << 6) << 16 * s for s in range(3))


def group_kind(kind: MeldKind) -> int:
    return _KINDS[kind]


class Occasion:
    """What about a win depends neither on its tiles nor on the reading: the situational
    yaku (riichi, ippatsu, menzen tsumo, haitei ...), tenhou or chiihou as yakuman, and the
    seat and round winds as indices (-1 where the wind gives no yakuhai).

    The situational yaku come in two parts, `early` and `late`, as a sheet shows them: before
    and after pinfu, tanyao, peikou and yakuhai."""

    __slots__ = ("early", "late", "han", "blessings", "seat", "round", "riichi")

    def __init__(self, yaku: Sequence[tuple[str, int]], blessings: Sequence[tuple[str, int]],
                 seat: int, round_: int) -> None:
        lines = sorted((Element(name, han, "han") for name, han in yaku),
                       key=lambda e: ORDER[e.name])
        self.early = tuple(e for e in lines if ORDER[e.name] < ORDER["Pinfu"])
        self.late = tuple(e for e in lines if ORDER[e.name] >= ORDER["Pinfu"])
        self.han = sum(han for _, han in yaku)
        self.blessings = tuple(Element(name, n, "limit") for name, n in blessings)
        self.seat = seat
        self.round = round_
        self.riichi = any(name in ("Riichi", "Double riichi") for name, _ in yaku)


_BITS_YAO = bits(YAOCHUU)
_BITS_SIMPLE = ALL_KINDS & ~_BITS_YAO
_BITS_HONOUR = bits(HONOURS)
_BITS_NUMBER = ALL_KINDS & ~_BITS_HONOUR
_BITS_NOT_GREEN = ALL_KINDS & ~bits(GREEN)
_BITS_NOT_TERMINAL = ALL_KINDS & ~bits(TERMINALS)
_BITS_MAN, _BITS_PIN, _BITS_SOU = bits(_MAN), bits(_PIN), bits(_SOU)


class Facts:
    """What about the win does not depend on the reading: tiles, the occasion (situational
    yaku and winds) and what the kinds held allow.

    `present` is the kind mask of every tile held (tiles)."""

    __slots__ = ("counts", "present", "win", "tsumo", "closed", "occasion", "kongs", "chuuren",
                 "all_simple", "all_yao", "has_honour", "suits", "any_yakuman", "tanyao")

    def __init__(self, counts: Sequence[int], present: int, win: int, tsumo: bool,
                 closed: bool, occasion: Occasion, kongs: int, chuuren: int = 0,
                 kuitan: bool = True) -> None:
        self.counts = counts  # all 34 kinds, concealed and declared
        self.present = present
        self.win = win
        self.tsumo = tsumo
        self.closed = closed  # no open meld (a concealed kong keeps the hand closed)
        self.occasion = occasion
        self.kongs = kongs
        self.chuuren = chuuren  # 0 none, 1 chuuren poutou, 2 junsei chuuren
        self.all_simple = not present & _BITS_YAO
        self.tanyao = self.all_simple and (closed or kuitan)  # kuitan: open tanyao counts
        self.all_yao = not present & _BITS_SIMPLE
        self.has_honour = present & _BITS_HONOUR != 0
        self.suits = ((present & _BITS_MAN != 0) + (present & _BITS_PIN != 0)
                      + (present & _BITS_SOU != 0))  # number suits present
        # Whether a yakuman that needs no look at the reading may apply.
        self.any_yakuman = bool(occasion.blessings or chuuren or kongs == 4) or not (
            present & _BITS_NUMBER and present & _BITS_NOT_GREEN
            and present & _BITS_NOT_TERMINAL)

    @property
    def all_honour(self) -> bool:
        return not self.present & _BITS_NUMBER

    @property
    def all_green(self) -> bool:
        return not self.present & _BITS_NOT_GREEN

    @property
    def all_terminal(self) -> bool:
        return not self.present & _BITS_NOT_TERMINAL


# Each yakuman as its line on a score sheet, by name; the value is how many yakuman.
_LIMITS = {name: Element(name, n, "limit") for name, n in YAKUMAN.items()}
FuItem = dict[str, Any]  # {"name": ..., "fu": ...}, as a sheet shows it (copied there)


class Candidate:
    """The value of one reading with one placement of the winning tile: its yakuman, or its
    yaku (in sheet order) with their han and its fu with their items."""

    __slots__ = ("yakuman", "yaku", "han", "fu", "fu_items", "wait", "multiple")

    def __init__(self, yakuman: Sequence[Element], yaku: list[Element], han: int, fu: int,
                 fu_items: list[FuItem], wait: str = "") -> None:
        self.yakuman = yakuman
        self.yaku = yaku
        self.han = han
        self.fu = fu
        self.fu_items = fu_items
        self.wait = wait
        self.multiple = sum(map(VALUE, yakuman)) if yakuman else 0


def _fu_item(name: str, fu: int) -> FuItem:
    return {"name": name, "fu": fu}


_SEAT_WIND = Element("Yakuhai (seat wind)", YAKUHAI_HAN, "han")
_ROUND_WIND = Element("Yakuhai (round wind)", YAKUHAI_HAN, "han")
_DRAGONS = tuple((i, Element(f"Yakuhai ({DRAGON_NAMES[i]})", YAKUHAI_HAN, "han"))
                 for i in DRAGONS)
YAKUHAI = (_SEAT_WIND.name, _ROUND_WIND.name, *(e.name for _, e in _DRAGONS))
_TRIPLET_FU: dict[tuple[int, bool, bool], FuItem] = {}  # (kind, hidden, yao) -> its fu item
for _kind, _what in ((PUNG, "pung"), (KONG, "kong")):
    for _hidden in (False, True):
        for _yao in (False, True):
            _TRIPLET_FU[_kind, _hidden, _yao] = _fu_item(
                f"{'Closed' if _hidden else 'Open'} {_what}",
                2 * (2 if _hidden else 1) * (2 if _yao else 1) * (4 if _kind == KONG else 1))
_WAIT_NAME = {w: w.value for w in WaitShape}  # Enum.value is a slow property
_WAIT_FU = {WaitShape.CLOSED: _fu_item("Closed wait", 2), WaitShape.EDGE: _fu_item("Edge wait", 2),
            WaitShape.SINGLE: _fu_item("Single wait", 2)}
_BASE = [_fu_item("Base", 20)]
_BASE_CLOSED_RON = [*_BASE, _fu_item("Closed ron", 10)]
_PAIR_FU = {2: _fu_item("Yakuhai pair", 2), 4: _fu_item("Double wind pair", 4)}
_TSUMO_FU = _fu_item("Tsumo", 2)
_OPEN_PINFU_FU = _fu_item("Open pinfu shape", 2)
_CHIITOITSU_FU = _fu_item("Chiitoitsu", 25)


def _peikou(runs: list[Group]) -> str:
    """Iipeikou, or ryanpeikou for two pairs of identical runs (four alike count twice)."""
    same: dict[object, int] = {}
    for g in runs:
        same[g.key] = same.get(g.key, 0) + 1
    return "Ryanpeikou" if sum(c // 2 for c in same.values()) >= 2 else "Iipeikou"


def evaluate(f: Facts, groups: list[Group], pair: Group, won: Group | None, wait: WaitShape
             ) -> Candidate:
    """Yaku, han and fu of a standard reading: four `groups`, a `pair`, and the winning tile
    completing the concealed group `won` (None: the pair) with the given wait."""
    triplets: list[Group] = []
    repeats = run_bits = triplet_bits = closed_triplets = 0
    lacks = pair.lacks
    for g in groups:
        lacks |= g.lacks
        if g.kind == RUN:
            if run_bits & g.bit:
                repeats += 1
            run_bits |= g.bit
        else:
            triplets.append(g)
            triplet_bits |= g.bit
            closed_triplets += not g.open
    ron = not f.tsumo
    if ron and won is not None and won.kind != RUN:
        closed_triplets -= 1  # a pung completed on a discard counts as open
    # A triplet's bit is its tile's index: winds 27-30, dragons 31-33.
    dragons = (triplet_bits >> 31).bit_count()
    winds = (triplet_bits >> 27 & 15).bit_count()
    p = pair.first

    if f.any_yakuman or closed_triplets == 4 or dragons == 3 or winds >= 3:
        yakuman = _yakuman(f, closed_triplets, dragons, winds, p, won is None)
        if yakuman:
            return Candidate(yakuman, [], 0, 0, [], _WAIT_NAME[wait])

    closed = f.closed
    occasion = f.occasion
    pair_fu = 2 if p >= 31 else (2 if p == occasion.seat else 0) + (
        2 if p == occasion.round else 0)
    yaku = _YAKU[not closed]
    found = [*occasion.early]  # each check below in sheet order (ORDER)
    pinfu = (closed and not triplets and won is not None and wait is WaitShape.TWO_SIDED
             and not pair_fu)
    if pinfu:
        found.append(yaku["Pinfu"])
    if f.tanyao:
        found.append(yaku["Tanyao"])
    if repeats and closed:
        found.append(yaku[_peikou([g for g in groups if g.kind == RUN])])
    if dragons or winds:
        _yakuhai(occasion, triplet_bits, found)
    found += occasion.late
    if not lacks & 1 and not f.all_yao:  # honroutou instead when all are terminals and honours
        if f.has_honour:
            found.append(yaku["Chanta"])
        elif not lacks & 2:
            found.append(yaku["Junchan"])
    if len(groups) - len(triplets) >= 3:
        if (run_bits & _ITTSUU_MAN == _ITTSUU_MAN or run_bits & _ITTSUU_PIN == _ITTSUU_PIN
                or run_bits & _ITTSUU_SOU == _ITTSUU_SOU):
            found.append(yaku["Ittsuu"])
        if run_bits & run_bits >> 16 & run_bits >> 32 & 0xFFFF:
            found.append(yaku["Sanshoku doujun"])
    if len(triplets) >= 3:
        _triplet_yaku(yaku, f, triplets, triplet_bits, closed_triplets, found)
    if dragons == 2 and p >= 31:
        found.append(yaku["Shousangen"])
    if f.all_yao:
        found.append(yaku["Honroutou"])
    if f.suits == 1:
        found.append(yaku["Honitsu"] if f.has_honour else yaku["Chinitsu"])
    raw, items = _fu(f, triplets, pair_fu, won, wait, pinfu)
    return Candidate((), found, sum(map(VALUE, found)), -(-raw // 10) * 10, items,
                     _WAIT_NAME[wait])


def _triplet_yaku(yaku: dict[str, Element], f: Facts, triplets: list[Group], triplet_bits: int,
                  closed_triplets: int, found: list[Element]) -> None:
    """Sanshoku doukou, toitoi, sanankou and sankantsu: of three or four triplets."""
    if triplet_bits & triplet_bits >> 9 & triplet_bits >> 18 & 0x1FF:
        found.append(yaku["Sanshoku doukou"])
    if len(triplets) == 4:
        found.append(yaku["Toitoi"])
    if closed_triplets == 3:
        found.append(yaku["Sanankou"])
    if f.kongs == 3:
        found.append(yaku["Sankantsu"])


def _fu(f: Facts, triplets: list[Group], pair_fu: int, won: Group | None, wait: WaitShape,
        pinfu: bool) -> tuple[int, list[FuItem]]:
    """The fu before rounding up, and the items that make it."""
    closed_ron = f.closed and not f.tsumo
    raw = 30 if closed_ron else 20
    items = [*_BASE_CLOSED_RON] if closed_ron else [*_BASE]
    for g in triplets:
        item = g.fu[not g.open and not (g is won and not f.tsumo)]
        assert item is not None  # a pung or kong has its fu
        items.append(item)
        raw += item["fu"]
    if pair_fu:
        items.append(_PAIR_FU[pair_fu])
        raw += pair_fu
    wait_fu = _WAIT_FU.get(wait)
    if wait_fu is not None:
        items.append(wait_fu)
        raw += 2
    if f.tsumo and not pinfu:
        items.append(_TSUMO_FU)
        raw += 2
    if raw == 20 and not f.closed:
        items.append(_OPEN_PINFU_FU)
        raw = 22
    return raw, items


def _yakuman(f: Facts, closed_triplets: int, dragons: int, winds: int, pair: int,
             on_pair: bool) -> list[Element]:
    yakuman = [*f.occasion.blessings]
    if closed_triplets == 4:
        yakuman.append(_LIMITS["Suuankou tanki"] if on_pair else _LIMITS["Suuankou"])
    if dragons == 3:
        yakuman.append(_LIMITS["Daisangen"])
    if winds == 4:
        yakuman.append(_LIMITS["Daisuushii"])
    elif winds == 3 and 27 <= pair <= 30:
        yakuman.append(_LIMITS["Shousuushii"])
    if f.all_honour:
        yakuman.append(_LIMITS["Tsuuiisou"])
    if f.all_green:
        yakuman.append(_LIMITS["Ryuuiisou"])
    if f.all_terminal:
        yakuman.append(_LIMITS["Chinroutou"])
    if f.chuuren:
        yakuman.append(_LIMITS["Junsei chuuren"] if f.chuuren == 2
                       else _LIMITS["Chuuren poutou"])
    if f.kongs == 4:
        yakuman.append(_LIMITS["Suukantsu"])
    return yakuman


def _yakuhai(o: Occasion, triplet_bits: int, found: list[Element]) -> None:
    """Yakuhai of the wind and dragon triplets: seat wind, round wind, then each dragon."""
    if o.seat >= 0 and triplet_bits >> o.seat & 1:
        found.append(_SEAT_WIND)
    if o.round >= 0 and triplet_bits >> o.round & 1:
        found.append(_ROUND_WIND)
    for i, line in _DRAGONS:
        if triplet_bits >> i & 1:
            found.append(line)


def evaluate_seven_pairs(f: Facts) -> Candidate:
    """Chiitoitsu: 25 fu, with the yaku a seven-pairs hand can add."""
    yakuman = [*f.occasion.blessings]
    if f.all_honour:
        yakuman.append(_LIMITS["Tsuuiisou"])
    if yakuman:
        return Candidate(yakuman, [], 0, 0, [], WaitShape.SINGLE.value)
    yaku = _YAKU[0]
    found = [*f.occasion.early]
    if f.all_simple:
        found.append(yaku["Tanyao"])
    found += f.occasion.late
    found.append(yaku["Chiitoitsu"])
    if f.all_yao:
        found.append(yaku["Honroutou"])
    if f.suits == 1:
        found.append(yaku["Honitsu"] if f.has_honour else yaku["Chinitsu"])
    return Candidate((), found, sum(map(VALUE, found)), 25, [_CHIITOITSU_FU],
                     WaitShape.SINGLE.value)


def capped(cand: Candidate, double: frozenset[str], multiple: bool) -> Candidate:
    """A yakuman candidate under rules where only the hands in `double` count twice (the
    others once) or where several do not add up (only the biggest, the first of equals)."""
    limits = [e if e.name in double or e.value <= 1 else Element(e.name, 1, e.unit)
              for e in cand.yakuman]
    if not multiple:
        limits = [max(limits, key=VALUE)]
    return Candidate(limits, [], 0, 0, [], cand.wait)


def evaluate_orphans(f: Facts, open_han: int) -> Candidate:
    """Kokushi: yakuman closed (double on the 13-sided wait); open (Space) a yaku of
    `open_han` han that adds to honroutou, at a flat 30 fu."""
    if f.closed:
        thirteen = f.counts[f.win] == 2
        kokushi = _LIMITS["Kokushi 13-sided"] if thirteen else _LIMITS["Kokushi"]
        return Candidate([*f.occasion.blessings, kokushi], [], 0, 0, [],
                         WaitShape.SPECIAL.value)
    found = [*f.occasion.early, *f.occasion.late, Element("Open kokushi", open_han, "han"),
             _YAKU[1]["Honroutou"]]
    return Candidate((), found, sum(map(VALUE, found)), 30, [_fu_item("Open kokushi", 30)],
                     WaitShape.SPECIAL.value)


def chuuren(counts: Sequence[int], win: int, rotated: bool) -> int:
    """0, 1 (chuuren poutou) or 2 (junsei: the nine-sided wait) for a closed hand's counts."""
    suit = win // 9
    if suit > 2 or sum(counts[suit * 9: suit * 9 + 9]) != 14:
        return 0
    ranks = list(counts[suit * 9: suit * 9 + 9])
    starts = range(9) if rotated else (0,)
    for s in starts:
        shape = ranks[s:] + ranks[:s]  # rotation so the gate's first triple comes first
        if shape[0] >= 3 and shape[8] >= 3 and all(c >= 1 for c in shape[1:8]):
            base = [3, 1, 1, 1, 1, 1, 1, 1, 3]
            extra = [c - b for c, b in zip(shape, base, strict=True)]
            if min(extra) < 0 or sum(extra) != 1:
                continue
            return 2 if extra[(win % 9 - s) % 9] == 1 else 1
    return 0


def fu_rows() -> tuple[ScoringRow, ...]:
    """The fu of a hand's parts, as `_fu` counts them (before rounding up to 10)."""
    rows = [ScoringRow(i["name"], "fu", i["fu"], i["fu"], "Fu")
            for i in (*_BASE_CLOSED_RON, _TSUMO_FU, _OPEN_PINFU_FU)]
    for kind in (PUNG, KONG):
        for hidden in (False, True):
            for yao in (False, True):
                item = _TRIPLET_FU[kind, hidden, yao]
                title = f"{item['name']} of {'terminals or honours' if yao else 'simples'}"
                rows.append(ScoringRow(title, "fu", item["fu"], item["fu"], "Fu", item["name"]))
    rows += [ScoringRow(i["name"], "fu", i["fu"], i["fu"], "Fu")
             for i in (*_PAIR_FU.values(), *_WAIT_FU.values(), _CHIITOITSU_FU)]
    return tuple(rows)
