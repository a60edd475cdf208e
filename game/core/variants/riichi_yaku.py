"""Riichi-family yaku and fu of one reading of a winning hand, for Riichi, Sanma and Space."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.melds import MeldKind, WaitShape

# Tile indices: 0-8 man, 9-17 pin, 18-26 sou, 27-30 winds E S W N, 31-33 dragons W G R.
WINDS = (27, 28, 29, 30)
DRAGONS = (31, 32, 33)
TERMINALS = frozenset((0, 8, 9, 17, 18, 26))
HONOURS = frozenset(range(27, 34))
YAOCHUU = TERMINALS | HONOURS
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
ORDER = {name: i for i, name in enumerate((
    "Double riichi", "Riichi", "Ippatsu", "Menzen tsumo", "Pinfu", "Tanyao", "Iipeikou",
    "Ryanpeikou", "Yakuhai (seat wind)", "Yakuhai (round wind)", "Yakuhai (white dragon)",
    "Yakuhai (green dragon)", "Yakuhai (red dragon)", "Haitei", "Houtei", "Rinshan kaihou",
    "Chankan", "Chiitoitsu", "Open kokushi", "Chanta", "Junchan", "Ittsuu", "Sanshoku doujun",
    "Sanshoku doukou", "Toitoi", "Sanankou", "Sankantsu", "Shousangen", "Honroutou",
    "Honitsu", "Chinitsu",
))}


class Group:
    """One group of a reading as tile indices, with the properties the yaku ask about."""

    __slots__ = ("kind", "open", "idx", "key", "suit", "yao", "term", "first")

    def __init__(self, kind: int, idx: tuple[int, ...], is_open: bool) -> None:
        self.kind = kind
        self.open = is_open
        self.idx = idx
        self.first = idx[0]
        self.suit = idx[0] // 9 if idx[0] < 27 else 3
        self.key = tuple(sorted(idx)) if kind == RUN else idx[0]
        self.yao = any(i in YAOCHUU for i in idx)
        self.term = any(i in TERMINALS for i in idx)

    @property
    def triplet(self) -> bool:
        return self.kind == PUNG or self.kind == KONG


def group_kind(kind: MeldKind) -> int:
    return _KINDS[kind]


@dataclass(slots=True)
class Facts:
    """What about the win does not depend on the reading: tiles, winds and situational yaku."""

    counts: list[int]  # all 34 kinds, concealed and declared
    win: int
    tsumo: bool
    closed: bool  # no open meld (a concealed kong keeps the hand closed)
    seat: int  # seat wind index, -1 when it gives no yakuhai
    round: int
    situational: list[tuple[str, int]]  # riichi, ippatsu, menzen tsumo, haitei ...
    blessings: list[tuple[str, int]]  # tenhou / chiihou as yakuman
    kongs: int
    chuuren: int = 0  # 0 none, 1 chuuren poutou, 2 junsei chuuren
    all_simple: bool = field(init=False)
    all_yao: bool = field(init=False)
    all_honour: bool = field(init=False)
    all_green: bool = field(init=False)
    all_terminal: bool = field(init=False)
    has_honour: bool = field(init=False)
    suits: int = field(init=False)  # how many number suits appear

    def __post_init__(self) -> None:
        present = {i for i, c in enumerate(self.counts) if c}
        self.all_simple = present.isdisjoint(YAOCHUU)
        self.all_yao = present <= YAOCHUU
        self.all_honour = present <= HONOURS
        self.all_green = present <= GREEN
        self.all_terminal = present <= TERMINALS
        self.has_honour = not present.isdisjoint(HONOURS)
        self.suits = len({i // 9 for i in present if i < 27})


@dataclass(slots=True)
class Candidate:
    """The value of one reading with one placement of the winning tile."""

    yakuman: list[tuple[str, int]]
    yaku: list[tuple[str, int]]
    han: int
    fu: int
    fu_items: list[tuple[str, int]]
    wait: str = ""

    @property
    def multiple(self) -> int:
        return sum(v for _, v in self.yakuman)


def _named(names: list[str], closed: bool) -> list[tuple[str, int]]:
    out = []
    for name in names:
        han_closed, han_open = HAN[name]
        out.append((name, han_closed if closed else han_open))
    return out


def _yakuhai(f: Facts, triplets: list[Group]) -> list[tuple[str, int]]:
    out = []
    for g in triplets:
        i = g.first
        if i in DRAGON_NAMES:
            out.append((f"Yakuhai ({DRAGON_NAMES[i]})", 1))
        else:
            if i == f.seat:
                out.append(("Yakuhai (seat wind)", 1))
            if i == f.round:
                out.append(("Yakuhai (round wind)", 1))
    return out


def _pair_fu(f: Facts, pair: int) -> int:
    if pair in DRAGON_NAMES:
        return 2
    return (2 if pair == f.seat else 0) + (2 if pair == f.round else 0)


def _sequence_yaku(runs: list[Group], names: list[str], closed: bool) -> None:
    """Iipeikou / ryanpeikou, ittsuu and sanshoku doujun from the runs of a reading."""
    keys = [g.key for g in runs]
    if closed and len(keys) >= 2:
        same: dict[tuple[int, ...], int] = {}
        for k in keys:
            same[k] = same.get(k, 0) + 1  # type: ignore[index]
        pairs = sum(c // 2 for c in same.values())
        if pairs >= 2:
            names.append("Ryanpeikou")
        elif pairs == 1:
            names.append("Iipeikou")
    if len(keys) >= 3:
        kset = set(keys)
        for base in (0, 9, 18):
            if ((base, base + 1, base + 2) in kset and (base + 3, base + 4, base + 5) in kset
                    and (base + 6, base + 7, base + 8) in kset):
                names.append("Ittsuu")
                break
        by_rank: dict[tuple[int, ...], int] = {}
        for g in runs:
            if g.suit < 3:
                rank = tuple(i - 9 * g.suit for i in g.key)  # type: ignore[union-attr]
                by_rank[rank] = by_rank.get(rank, 0) | (1 << g.suit)
        if 7 in by_rank.values():
            names.append("Sanshoku doujun")


def evaluate(f: Facts, groups: list[Group], pair: Group, win_at: int, wait: WaitShape,
             tanki_pair_read: bool = True) -> Candidate:
    """Yaku, han and fu of a standard reading: four `groups`, a `pair`, and the winning tile
    completing `groups[win_at]` (or the pair when `win_at` is -1) with the given wait."""
    ron = not f.tsumo
    triplets = [g for g in groups if g.kind == PUNG or g.kind == KONG]
    runs = [g for g in groups if g.kind == RUN]
    closed_triplets = 0
    for i, g in enumerate(groups):
        if (g.kind == PUNG or g.kind == KONG) and not g.open and not (ron and i == win_at):
            closed_triplets += 1
    dragons = sum(1 for g in triplets if g.first in DRAGON_NAMES)
    winds = sum(1 for g in triplets if 27 <= g.first <= 30)
    p = pair.first

    yakuman = list(f.blessings)
    if closed_triplets == 4:
        yakuman.append(("Suuankou tanki", 2) if win_at < 0 else ("Suuankou", 1))
    if dragons == 3:
        yakuman.append(("Daisangen", 1))
    if winds == 4:
        yakuman.append(("Daisuushii", 2))
    elif winds == 3 and 27 <= p <= 30:
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
    if yakuman:
        return Candidate(yakuman, [], 0, 0, [])

    closed = f.closed
    names: list[str] = []
    pinfu = (closed and not triplets and win_at >= 0 and wait is WaitShape.TWO_SIDED
             and _pair_fu(f, p) == 0)
    if pinfu:
        names.append("Pinfu")
    if f.all_simple:
        names.append("Tanyao")
    if runs:
        _sequence_yaku(runs, names, closed)
    if f.all_yao:
        names.append("Honroutou")
    elif pair.yao and all(g.yao for g in groups):
        if f.has_honour:
            names.append("Chanta")
        elif pair.term and all(g.term for g in groups):
            names.append("Junchan")
    if len(triplets) >= 3:
        if len(triplets) == 4:
            names.append("Toitoi")
        by_rank: dict[int, int] = {}
        for g in triplets:
            if g.suit < 3:
                by_rank[g.first % 9] = by_rank.get(g.first % 9, 0) | (1 << g.suit)
        if 7 in by_rank.values():
            names.append("Sanshoku doukou")
    if closed_triplets == 3:
        names.append("Sanankou")
    if f.kongs == 3:
        names.append("Sankantsu")
    if dragons == 2 and p in DRAGON_NAMES:
        names.append("Shousangen")
    if f.suits == 1:
        names.append("Honitsu" if f.has_honour else "Chinitsu")
    yaku = f.situational + _named(names, closed) + _yakuhai(f, triplets)
    han = sum(v for _, v in yaku)

    # Fu.
    items: list[tuple[str, int]] = [("Base", 20)]
    if closed and ron:
        items.append(("Closed ron", 10))
    for i, g in enumerate(groups):
        if g.kind == PUNG or g.kind == KONG:
            hidden = not g.open and not (ron and i == win_at)
            value = 2 * (2 if hidden else 1) * (2 if g.yao else 1) * (4 if g.kind == KONG else 1)
            what = "kong" if g.kind == KONG else "pung"
            items.append((f"{'Closed' if hidden else 'Open'} {what}", value))
    pair_fu = _pair_fu(f, p)
    if pair_fu:
        items.append(("Double wind pair" if pair_fu == 4 else "Yakuhai pair", pair_fu))
    if wait is WaitShape.CLOSED or wait is WaitShape.EDGE or wait is WaitShape.SINGLE:
        items.append((f"{wait.value.capitalize()} wait", 2))
    if f.tsumo and not pinfu:
        items.append(("Tsumo", 2))
    if not closed and len(items) == 1:
        items.append(("Open pinfu shape", 2))
    raw = sum(v for _, v in items)
    fu = -(-raw // 10) * 10
    return Candidate([], yaku, han, fu, items, wait.value)


def evaluate_seven_pairs(f: Facts) -> Candidate:
    """Chiitoitsu: 25 fu, with the yaku a seven-pairs hand can add."""
    yakuman = list(f.blessings)
    if f.all_honour:
        yakuman.append(("Tsuuiisou", 1))
    if yakuman:
        return Candidate(yakuman, [], 0, 0, [])
    names = ["Chiitoitsu"]
    if f.all_simple:
        names.append("Tanyao")
    if f.all_yao:
        names.append("Honroutou")
    if f.suits == 1:
        names.append("Honitsu" if f.has_honour else "Chinitsu")
    yaku = f.situational + _named(names, True)
    return Candidate([], yaku, sum(v for _, v in yaku), 25, [("Chiitoitsu", 25)],
                     WaitShape.SINGLE.value)


def evaluate_orphans(f: Facts, open_han: int) -> Candidate:
    """Kokushi: yakuman closed (double on the 13-sided wait); open (Space) a yaku of
    `open_han` han that adds to honroutou, at a flat 30 fu."""
    if f.closed:
        thirteen = f.counts[f.win] == 2
        return Candidate(f.blessings + [("Kokushi 13-sided", 2) if thirteen else ("Kokushi", 1)],
                         [], 0, 0, [], WaitShape.SPECIAL.value)
    yaku = f.situational + [("Open kokushi", open_han), ("Honroutou", 2)]
    return Candidate([], yaku, sum(v for _, v in yaku), 30, [("Open kokushi", 30)],
                     WaitShape.SPECIAL.value)


def chuuren(counts: list[int], win: int, rotated: bool) -> int:
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
