"""Riichi-family yaku and fu of one reading of a winning hand, for Riichi, Sanma and Space."""

from __future__ import annotations

from game.core.melds import MeldKind, WaitShape

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

    `key` tells identical runs apart (sorted indices; the index for a pung or pair), `rank`
    is a number run's ranks (for sanshoku) and `suit` 0-2 for numbers, 3 for honours.
    """

    __slots__ = ("kind", "open", "idx", "key", "rank", "suit", "yao", "term", "first", "text")

    def __init__(self, kind: int, idx: tuple[int, ...], is_open: bool, text: str = "") -> None:
        self.text = text  # tile notation, when known
        self.kind = kind
        self.open = is_open
        self.idx = idx
        self.first = first = idx[0]
        self.suit = suit = first // 9 if first < 27 else 3
        if kind == RUN:
            self.key = key = tuple(sorted(idx))
            self.rank = tuple(i - 9 * suit for i in key) if suit < 3 else None
        else:
            self.key = first
            self.rank = first - 9 * suit if suit < 3 else None
        self.yao = not YAOCHUU.isdisjoint(idx)
        self.term = not TERMINALS.isdisjoint(idx)


def group_kind(kind: MeldKind) -> int:
    return _KINDS[kind]


class Facts:
    """What about the win does not depend on the reading: tiles, winds and situational yaku."""

    __slots__ = ("counts", "win", "tsumo", "closed", "seat", "round", "situational",
                 "situational_han", "blessings", "kongs", "chuuren", "all_simple", "all_yao",
                 "all_honour", "all_green", "all_terminal", "has_honour", "suits", "any_yakuman")

    def __init__(self, counts: list[int], present: set[int], win: int, tsumo: bool,
                 closed: bool, seat: int, round_: int, situational: list[tuple[str, int]],
                 blessings: list[tuple[str, int]], kongs: int, chuuren: int = 0) -> None:
        self.counts = counts  # all 34 kinds, concealed and declared
        self.win = win
        self.tsumo = tsumo
        self.closed = closed  # no open meld (a concealed kong keeps the hand closed)
        self.seat = seat  # seat wind index, -1 when it gives no yakuhai
        self.round = round_
        self.situational = situational  # riichi, ippatsu, menzen tsumo, haitei ...
        self.situational_han = sum(v for _, v in situational)
        self.blessings = blessings  # tenhou / chiihou as yakuman
        self.kongs = kongs
        self.chuuren = chuuren  # 0 none, 1 chuuren poutou, 2 junsei chuuren
        self.all_simple = present.isdisjoint(YAOCHUU)
        self.all_yao = present <= YAOCHUU
        self.all_honour = present <= HONOURS
        self.all_green = present <= GREEN
        self.all_terminal = present <= TERMINALS
        self.has_honour = not present.isdisjoint(HONOURS)
        self.suits = ((not present.isdisjoint(_MAN)) + (not present.isdisjoint(_PIN))
                      + (not present.isdisjoint(_SOU)))  # number suits present
        # Whether a yakuman that needs no look at the reading may apply.
        self.any_yakuman = bool(blessings or chuuren or kongs == 4 or self.all_honour
                                or self.all_green or self.all_terminal)


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


def _pair_fu(f: Facts, pair: int) -> int:
    if pair >= 31:
        return 2
    return (2 if pair == f.seat else 0) + (2 if pair == f.round else 0)


def _sequence_yaku(runs: list[Group], names: list[str], closed: bool) -> None:
    """Iipeikou / ryanpeikou, ittsuu and sanshoku doujun from the runs of a reading."""
    n = len(runs)
    keys = [g.key for g in runs]
    if closed and len(set(keys)) < n:
        same: dict[object, int] = {}
        for k in keys:
            same[k] = same.get(k, 0) + 1
        names.append("Ryanpeikou" if sum(c // 2 for c in same.values()) >= 2 else "Iipeikou")
    if n >= 3:
        kset = set(keys)
        for base in (0, 9, 18):
            if ((base, base + 1, base + 2) in kset and (base + 3, base + 4, base + 5) in kset
                    and (base + 6, base + 7, base + 8) in kset):
                names.append("Ittsuu")
                break
        if _in_three_suits(runs):
            names.append("Sanshoku doujun")


def _in_three_suits(groups: list[Group]) -> bool:
    """Whether the same ranks (a run's, or a pung's) stand in all three number suits."""
    by_rank: dict[object, int] = {}
    for g in groups:
        if g.suit < 3:
            by_rank[g.rank] = by_rank.get(g.rank, 0) | (1 << g.suit)
    return 7 in by_rank.values()


def evaluate(f: Facts, groups: list[Group], pair: Group, win_at: int, wait: WaitShape
             ) -> Candidate:
    """Yaku, han and fu of a standard reading: four `groups`, a `pair`, and the winning tile
    completing `groups[win_at]` (or the pair when `win_at` is -1) with the given wait."""
    ron = not f.tsumo
    triplets: list[Group] = []
    runs: list[Group] = []
    hidden: list[bool] = []
    closed_triplets = dragons = winds = 0
    for i, g in enumerate(groups):
        if g.kind == RUN:
            runs.append(g)
            continue
        triplets.append(g)
        h = not g.open and not (ron and i == win_at)
        hidden.append(h)
        closed_triplets += h
        if g.first >= 31:
            dragons += 1
        elif g.first >= 27:
            winds += 1
    p = pair.first

    if (f.any_yakuman or closed_triplets == 4 or dragons == 3 or winds >= 3):
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
            return Candidate(yakuman, [], 0, 0, [], _WAIT_NAME[wait])

    closed = f.closed
    pair_fu = _pair_fu(f, p)
    names: list[str] = []
    pinfu = (closed and not triplets and win_at >= 0 and wait is WaitShape.TWO_SIDED
             and not pair_fu)
    if pinfu:
        names.append("Pinfu")
    if f.all_simple:
        names.append("Tanyao")
    if len(runs) >= 2:
        _sequence_yaku(runs, names, closed)
    if f.all_yao:
        names.append("Honroutou")
    elif pair.yao and all(g.yao for g in groups):
        if f.has_honour:
            names.append("Chanta")
        elif pair.term and all(g.term for g in groups):
            names.append("Junchan")
    yaku = list(f.situational)
    if triplets:
        if len(triplets) >= 3:
            if len(triplets) == 4:
                names.append("Toitoi")
            if _in_three_suits(triplets):
                names.append("Sanshoku doukou")
            if closed_triplets == 3:
                names.append("Sanankou")
            if f.kongs == 3:
                names.append("Sankantsu")
        if dragons == 2 and p >= 31:
            names.append("Shousangen")
        if dragons or winds:
            for g in triplets:
                i = g.first
                if i >= 31:
                    yaku.append((_YAKUHAI[i], 1))
                else:
                    if i == f.seat:
                        yaku.append(("Yakuhai (seat wind)", 1))
                    if i == f.round:
                        yaku.append(("Yakuhai (round wind)", 1))
    if f.suits == 1:
        names.append("Honitsu" if f.has_honour else "Chinitsu")
    han = f.situational_han + len(yaku) - len(f.situational)  # each yakuhai is 1 han
    for name in names:
        value = HAN[name][0 if closed else 1]
        yaku.append((name, value))
        han += value

    # Fu.
    items: list[tuple[str, int]] = [("Base", 20)]
    if closed and ron:
        items.append(("Closed ron", 10))
    raw = 30 if closed and ron else 20
    for g, h in zip(triplets, hidden, strict=True):
        item = _TRIPLET_FU[g.kind, h, g.yao]
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
    if raw == 20 and not closed:
        items.append(("Open pinfu shape", 2))
        raw = 22
    return Candidate([], yaku, han, -(-raw // 10) * 10, items, _WAIT_NAME[wait])


def evaluate_seven_pairs(f: Facts) -> Candidate:
    """Chiitoitsu: 25 fu, with the yaku a seven-pairs hand can add."""
    yakuman = list(f.blessings)
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
    yaku = f.situational + [(name, HAN[name][0]) for name in names]
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
