"""Riichi-family yaku and fu of one reading of a winning hand, for Riichi, Sanma and Space."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.melds import MeldKind, WaitShape
from game.core.variants.riichi_tiles import ALL_KINDS, bits

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
# Closed, then open: each yaku's han, and its (name, han) item.
_HAN_VALUE = tuple({name: han[c] for name, han in HAN.items()} for c in (0, 1))
_HAN_ITEM = tuple({name: (name, han[c]) for name, han in HAN.items()} for c in (0, 1))
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
        self.key = tuple(sorted(idx)) if kind == RUN else first  # tells identical runs apart
        self.yao = not YAOCHUU.isdisjoint(idx)
        self.term = not TERMINALS.isdisjoint(idx)
        self.lacks = (0 if self.yao else 1) | (0 if self.term else 2)
        self.bit = _run_bit(self.key) if kind == RUN else 1 << first
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
    seat and round winds as indices (-1 where the wind gives no yakuhai)."""

    __slots__ = ("yaku", "han", "blessings", "seat", "round", "riichi")

    def __init__(self, yaku: tuple[tuple[str, int], ...], blessings: tuple[tuple[str, int], ...],
                 seat: int, round_: int) -> None:
        self.yaku = yaku
        self.han = sum(v for _, v in yaku)
        self.blessings = blessings
        self.seat = seat
        self.round = round_
        self.riichi = bool(yaku) and yaku[0][0] in ("Riichi", "Double riichi")


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

    `present` is the kind mask of every tile held (riichi_tiles)."""

    __slots__ = ("counts", "present", "win", "tsumo", "closed", "occasion", "kongs", "chuuren",
                 "all_simple", "all_yao", "has_honour", "suits", "any_yakuman")

    def __init__(self, counts: Sequence[int], present: int, win: int, tsumo: bool,
                 closed: bool, occasion: Occasion, kongs: int, chuuren: int = 0) -> None:
        self.counts = counts  # all 34 kinds, concealed and declared
        self.present = present
        self.win = win
        self.tsumo = tsumo
        self.closed = closed  # no open meld (a concealed kong keeps the hand closed)
        self.occasion = occasion
        self.kongs = kongs
        self.chuuren = chuuren  # 0 none, 1 chuuren poutou, 2 junsei chuuren
        self.all_simple = not present & _BITS_YAO
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


class Candidate:
    """The value of one reading with one placement of the winning tile."""

    __slots__ = ("yakuman", "yaku", "han", "fu", "fu_items", "wait", "multiple")

    def __init__(self, yakuman: list[tuple[str, int]], yaku: list[tuple[str, int]], han: int,
                 fu: int, fu_items: list[tuple[str, int]], wait: str = "") -> None:
        self.yakuman = yakuman
        self.yaku = yaku
        self.han = han
        self.fu = fu
        self.fu_items = fu_items
        self.wait = wait
        self.multiple = sum(v for _, v in yakuman) if yakuman else 0


_YAKUHAI = {31: "Yakuhai (white dragon)", 32: "Yakuhai (green dragon)",
            33: "Yakuhai (red dragon)"}
_TRIPLET_FU = {}  # (kind, hidden, yao) -> (name, fu)
for _kind, _what in ((PUNG, "pung"), (KONG, "kong")):
    for _hidden in (False, True):
        for _yao in (False, True):
            _TRIPLET_FU[_kind, _hidden, _yao] = (
                f"{'Closed' if _hidden else 'Open'} {_what}",
                2 * (2 if _hidden else 1) * (2 if _yao else 1) * (4 if _kind == KONG else 1))
_WAIT_NAME = {w: w.value for w in WaitShape}  # Enum.value is a slow property
_WAIT_FU = {WaitShape.CLOSED: ("Closed wait", 2), WaitShape.EDGE: ("Edge wait", 2),
            WaitShape.SINGLE: ("Single wait", 2)}


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
    repeats = run_bits = 0
    lacks = pair.lacks
    for g in groups:
        lacks |= g.lacks
        if g.kind == RUN:
            if run_bits & g.bit:
                repeats += 1
            run_bits |= g.bit
        else:
            triplets.append(g)
    runs = len(groups) - len(triplets)
    ron = not f.tsumo
    closed_triplets = triplet_bits = dragons = winds = 0
    for g in triplets:
        triplet_bits |= g.bit
        closed_triplets += not g.open
        if g.first >= 27:
            if g.first >= 31:
                dragons += 1
            else:
                winds += 1
    if ron and won in triplets:
        closed_triplets -= 1  # a pung completed on a discard counts as open
    p = pair.first

    if f.any_yakuman or closed_triplets == 4 or dragons == 3 or winds >= 3:
        yakuman = _yakuman(f, closed_triplets, dragons, winds, p, won is None)
        if yakuman:
            return Candidate(yakuman, [], 0, 0, [], _WAIT_NAME[wait])

    closed = f.closed
    occasion = f.occasion
    pair_fu = 2 if p >= 31 else (2 if p == occasion.seat else 0) + (
        2 if p == occasion.round else 0)
    names: list[str] = []
    pinfu = (closed and not triplets and won is not None and wait is WaitShape.TWO_SIDED
             and not pair_fu)
    if pinfu:
        names.append("Pinfu")
    if f.all_simple:
        names.append("Tanyao")
    if runs >= 2:
        if repeats and closed:
            names.append(_peikou([g for g in groups if g.kind == RUN]))
        if runs >= 3:
            if (run_bits & _ITTSUU_MAN == _ITTSUU_MAN or run_bits & _ITTSUU_PIN == _ITTSUU_PIN
                    or run_bits & _ITTSUU_SOU == _ITTSUU_SOU):
                names.append("Ittsuu")
            if run_bits & run_bits >> 16 & run_bits >> 32 & 0xFFFF:
                names.append("Sanshoku doujun")
    if f.all_yao:
        names.append("Honroutou")
    elif not lacks & 1:
        if f.has_honour:
            names.append("Chanta")
        elif not lacks & 2:
            names.append("Junchan")
    yaku = list(occasion.yaku)
    if triplets:
        if len(triplets) >= 3:
            if len(triplets) == 4:
                names.append("Toitoi")
            if triplet_bits & triplet_bits >> 9 & triplet_bits >> 18 & 0x1FF:
                names.append("Sanshoku doukou")
            if closed_triplets == 3:
                names.append("Sanankou")
            if f.kongs == 3:
                names.append("Sankantsu")
        if dragons == 2 and p >= 31:
            names.append("Shousangen")
        if dragons or winds:
            _yakuhai(occasion, triplets, yaku)
    if f.suits == 1:
        names.append("Honitsu" if f.has_honour else "Chinitsu")
    han = occasion.han + len(yaku) - len(occasion.yaku)  # each yakuhai is 1 han
    column = 0 if closed else 1
    han += sum(map(_HAN_VALUE[column].__getitem__, names))
    yaku += map(_HAN_ITEM[column].__getitem__, names)
    raw, items = _fu(f, triplets, pair_fu, won, wait, pinfu)
    return Candidate([], yaku, han, -(-raw // 10) * 10, items, _WAIT_NAME[wait])


def _fu(f: Facts, triplets: list[Group], pair_fu: int, won: Group | None, wait: WaitShape,
        pinfu: bool) -> tuple[int, list[tuple[str, int]]]:
    """The fu before rounding up, and the items that make it."""
    closed_ron = f.closed and not f.tsumo
    raw = 30 if closed_ron else 20
    items: list[tuple[str, int]] = [("Base", 20), ("Closed ron", 10)] if closed_ron else [
        ("Base", 20)]
    for g in triplets:
        item = g.fu[not g.open and not (g is won and not f.tsumo)]
        items.append(item)
        raw += item[1]
    if pair_fu:
        items.append(("Double wind pair" if pair_fu == 4 else "Yakuhai pair", pair_fu))
        raw += pair_fu
    wait_fu = _WAIT_FU.get(wait)
    if wait_fu is not None:
        items.append(wait_fu)
        raw += 2
    if f.tsumo and not pinfu:
        items.append(("Tsumo", 2))
        raw += 2
    if raw == 20 and not f.closed:
        items.append(("Open pinfu shape", 2))
        raw = 22
    return raw, items


def _yakuman(f: Facts, closed_triplets: int, dragons: int, winds: int, pair: int,
             on_pair: bool) -> list[tuple[str, int]]:
    yakuman = list(f.occasion.blessings)
    if closed_triplets == 4:
        yakuman.append(("Suuankou tanki", 2) if on_pair else ("Suuankou", 1))
    if dragons == 3:
        yakuman.append(("Daisangen", 1))
    if winds == 4:
        yakuman.append(("Daisuushii", 2))
    elif winds == 3 and 27 <= pair <= 30:
        yakuman.append(("Shousuushii", 1))
    if f.all_honour:
        yakuman.append(("Tsuuiisou", 1))
    if f.all_green:
        yakuman.append(("Ryuuiisou", 1))
    if f.all_terminal:
        yakuman.append(("Chinroutou", 1))
    if f.chuuren:
        yakuman.append(("Junsei chuuren", 2) if f.chuuren == 2 else ("Chuuren poutou", 1))
    if f.kongs == 4:
        yakuman.append(("Suukantsu", 1))
    return yakuman


def _yakuhai(o: Occasion, triplets: list[Group], yaku: list[tuple[str, int]]) -> None:
    for g in triplets:
        i = g.first
        if i >= 31:
            yaku.append((_YAKUHAI[i], 1))
        else:
            if i == o.seat:
                yaku.append(("Yakuhai (seat wind)", 1))
            if i == o.round:
                yaku.append(("Yakuhai (round wind)", 1))


def evaluate_seven_pairs(f: Facts) -> Candidate:
    """Chiitoitsu: 25 fu, with the yaku a seven-pairs hand can add."""
    yakuman = list(f.occasion.blessings)
    if f.all_honour:
        yakuman.append(("Tsuuiisou", 1))
    if yakuman:
        return Candidate(yakuman, [], 0, 0, [], WaitShape.SINGLE.value)
    names = ["Chiitoitsu"]
    if f.all_simple:
        names.append("Tanyao")
    if f.all_yao:
        names.append("Honroutou")
    if f.suits == 1:
        names.append("Honitsu" if f.has_honour else "Chinitsu")
    yaku = [*f.occasion.yaku, *[(name, HAN[name][0]) for name in names]]
    return Candidate([], yaku, sum(v for _, v in yaku), 25, [("Chiitoitsu", 25)],
                     WaitShape.SINGLE.value)


def evaluate_orphans(f: Facts, open_han: int) -> Candidate:
    """Kokushi: yakuman closed (double on the 13-sided wait); open (Space) a yaku of
    `open_han` han that adds to honroutou, at a flat 30 fu."""
    if f.closed:
        thirteen = f.counts[f.win] == 2
        kokushi = ("Kokushi 13-sided", 2) if thirteen else ("Kokushi", 1)
        return Candidate([*f.occasion.blessings, kokushi], [], 0, 0, [],
                         WaitShape.SPECIAL.value)
    yaku = [*f.occasion.yaku, ("Open kokushi", open_han), ("Honroutou", 2)]
    return Candidate([], yaku, sum(v for _, v in yaku), 30, [("Open kokushi", 30)],
                     WaitShape.SPECIAL.value)


def chuuren(counts: Sequence[int], win: int, rotated: bool) -> int:
    """0, 1 (chuuren poutou) or 2 (junsei: the nine-sided wait) for a closed hand's counts."""
    suit = win // 9
    if suit > 2 or sum(counts[suit * 9: suit * 9 + 9]) != 14:
        return 0
    ranks = counts[suit * 9: suit * 9 + 9]
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
