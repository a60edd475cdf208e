"""Seeded random Riichi and Sanma winning hands with random situations, for proofs and benches."""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.core.model.melds import Meld, MeldKind
from game.core.model.sheet import WinSituation
from game.core.model.tiles import Tile, tile

_SUITS = "mpsz"
YAOCHUU = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
GREEN = (19, 20, 21, 23, 25, 32)


def tile_of(index: int, red: bool = False) -> Tile:
    """The tile of a 0-33 index (1m..9m, 1p..9p, 1s..9s, 1z..7z)."""
    if index >= 27:
        return tile("z", index - 26)
    return tile(_SUITS[index // 9], index % 9 + 1, red)


@dataclass
class _Pool:
    counts: list[int]
    reds: set[int]  # indices of fives whose red copy is still in the wall

    def take(self, idx: list[int]) -> bool:
        need: dict[int, int] = {}
        for i in idx:
            need[i] = need.get(i, 0) + 1
        if any(self.counts[i] < n for i, n in need.items()):
            return False
        for i, n in need.items():
            self.counts[i] -= n
        return True


def _pool(sanma: bool) -> _Pool:
    counts = [4] * 34
    if sanma:
        for i in range(1, 8):
            counts[i] = 0
    reds = {13, 22} if sanma else {4, 13, 22}
    return _Pool(counts, reds)


def _kinds(sanma: bool, style: str, rng: random.Random) -> list[int]:
    """The kinds this hand may use: a flush or honour-heavy style biases towards those yaku."""
    allowed = [i for i in range(34) if not (sanma and 1 <= i <= 7)]
    if style == "flush":
        suit = rng.choice((1, 2) if sanma else (0, 1, 2))
        return [i for i in allowed if i // 9 == suit or (i >= 27 and rng.random() < 0.5)]
    if style == "majors":
        return [i for i in allowed if i in YAOCHUU or rng.random() < 0.2]
    if style == "green":
        return list(GREEN)
    if style == "honours":
        return list(range(27, 34))
    if style == "terminals":
        return [i for i in (0, 8, 9, 17, 18, 26) if i in allowed]
    return allowed


def _seeded(rng: random.Random, style: str, sanma: bool) -> list[tuple[str, list[int]]]:
    """Groups that make a yaku likely: sanshoku, ittsuu, iipeikou, terminal runs, dragon or
    wind pungs, sanshoku doukou."""
    suits = (1, 2) if sanma else (0, 1, 2)
    suit = rng.choice(suits) * 9
    runs: list[list[int]] = []
    if style == "sanshoku" and not sanma:
        r = rng.randrange(7)
        runs = [[s * 9 + r, s * 9 + r + 1, s * 9 + r + 2] for s in (0, 1, 2)]
    elif style == "ittsuu":
        runs = [[suit + r, suit + r + 1, suit + r + 2] for r in (0, 3, 6)]
    elif style == "peikou":
        r = suit + rng.randrange(7)
        runs = [[r, r + 1, r + 2]] * rng.choice((2, 2, 4))
    elif style == "outside":
        runs = [[suit, suit + 1, suit + 2], [suit + 6, suit + 7, suit + 8]]
    pungs: list[int] = []
    if style == "dragons":
        pungs = rng.sample((31, 32, 33), 2)
    elif style == "winds":
        pungs = rng.sample((27, 28, 29, 30), rng.choice((2, 3)))
    elif style == "doukou" and not sanma:
        r = rng.randrange(9)
        pungs = [r, 9 + r, 18 + r]
    return [("run", idx) for idx in runs] + [("pung", [p] * 3) for p in pungs]


def _run_starts(kinds: list[int], sanma: bool) -> list[int]:
    return [k for k in kinds if k < 27 and k % 9 <= 6 and not (sanma and k < 9)]


def _groups(rng: random.Random, pool: _Pool, kinds: list[int], sanma: bool,
            run_share: float, style: str) -> list[tuple[str, list[int]]] | None:
    groups: list[tuple[str, list[int]]] = []
    for kind, idx in _seeded(rng, style, sanma):
        if not pool.take(idx):
            return None
        groups.append((kind, idx))
    starts = _run_starts(kinds, sanma)
    if style == "outside":
        kinds = [k for k in kinds if k in YAOCHUU] or kinds
        starts = [k for k in starts if k % 9 in (0, 6)]
    while len(groups) < 4:
        for _attempt in range(30):
            if starts and rng.random() < run_share:
                start = rng.choice(starts)
                idx = [start, start + 1, start + 2]
                if pool.take(idx):
                    groups.append(("run", idx))
                    break
            else:
                start = rng.choice(kinds)
                if pool.take([start] * 3):
                    groups.append(("pung", [start] * 3))
                    break
        else:
            return None
    for _attempt in range(30):
        p = rng.choice(kinds)
        if pool.take([p, p]):
            groups.append(("pair", [p, p]))
            return groups
    return None


def _special(rng: random.Random, pool: _Pool, style: str, sanma: bool) -> list[int] | None:
    """Closed special shapes as plain tile lists: seven pairs, kokushi, nine gates."""
    allowed = [i for i in range(34) if pool.counts[i]]
    if style == "pairs":
        kinds = rng.sample(allowed, 7)
        return [i for k in kinds for i in (k, k)] if pool.take([i for k in kinds for i in (k, k)]) \
            else None
    if style == "kokushi":
        tiles = list(YAOCHUU) + [rng.choice(YAOCHUU)]
        return tiles if pool.take(tiles) else None
    suit = rng.choice((1, 2) if sanma else (0, 1, 2)) * 9
    tiles = [suit] * 3 + [suit + r for r in range(1, 8)] + [suit + 8] * 3
    tiles.append(suit + rng.randrange(9))
    return tiles if pool.take(tiles) else None


_STYLES = ("plain",) * 16 + ("flush",) * 4 + ("majors",) * 2 + (
    "sanshoku", "ittsuu", "peikou", "peikou", "outside", "outside", "dragons", "winds", "doukou",
    "green", "honours", "terminals", "pairs", "kokushi", "gates")


def random_win(rng: random.Random, sanma: bool = False) -> WinSituation:
    """A random complete hand (melds, pair and winning tile) in a random legal situation."""
    while True:
        found = _attempt(rng, sanma)
        if found is not None:
            return found


def _attempt(rng: random.Random, sanma: bool) -> WinSituation | None:
    pool = _pool(sanma)
    style = rng.choice(_STYLES)
    concealed: list[int] = []
    declared: list[tuple[str, list[int], bool]] = []  # kind, tiles, open
    if style in ("pairs", "kokushi", "gates"):
        special = _special(rng, pool, style, sanma)
        if special is None:
            return None
        concealed = special
    else:
        kinds = _kinds(sanma, style, rng)
        groups = _groups(rng, pool, kinds, sanma, rng.choice((0.0, 0.3, 0.6, 0.8, 1.0)), style)
        if groups is None:
            return None
        call_share = rng.choice((0.0, 0.0, 0.2, 0.5, 0.8))
        for kind, idx in groups:
            if kind == "pair" or rng.random() >= call_share or (sanma and kind == "run"):
                concealed.extend(idx)
                continue
            if kind == "pung" and rng.random() < 0.35 and pool.take([idx[0]]):
                declared.append(("kong", idx + [idx[0]], rng.random() < 0.5))
            else:
                declared.append((kind, idx, True))
    concealed.sort()
    win = rng.choice(concealed)
    reds = _assign_reds(rng, pool, concealed, declared)
    hand = tuple(tile_of(i, red=(i, n) in reds) for n, i in _numbered(concealed))
    melds = tuple(_meld(kind, idx, is_open, {r for r in reds if len(r) == 3 and r[2] == k})
                  for k, (kind, idx, is_open) in enumerate(declared))
    win_tile = next(t for t in hand if _index(t) == win)
    return _situation(rng, pool, hand, melds, win_tile, sanma)


def _numbered(tiles: list[int]) -> list[tuple[int, int]]:
    seen: dict[int, int] = {}
    out = []
    for i in tiles:
        out.append((seen.get(i, 0), i))
        seen[i] = seen.get(i, 0) + 1
    return out


def _assign_reds(rng: random.Random, pool: _Pool, concealed: list[int],
                 declared: list[tuple[str, list[int], bool]]) -> set[tuple[int, ...]]:
    """Which fives are red: (index, 0) for the first concealed copy, (index, -1, meld) in a
    meld. One red per suit, in play when the hand holds all four fives of the suit (only
    three plain copies exist), else with even odds."""
    out: set[tuple[int, ...]] = set()
    for five in sorted(pool.reds):
        places: list[tuple[int, ...]] = [(five, 0)] if five in concealed else []
        places += [(five, -1, k) for k, (_, idx, _) in enumerate(declared) if five in idx]
        held = concealed.count(five) + sum(idx.count(five) for _, idx, _ in declared)
        if places and (held == 4 or rng.random() < 0.5):
            out.add(rng.choice(places))
    return out


def _index(t: Tile) -> int:
    return "mpsz".index(t.suit) * 9 + t.rank - 1


def _meld(kind: str, idx: list[int], is_open: bool, reds: set[tuple[int, ...]]) -> Meld:
    tiles = [tile_of(i) for i in idx]
    if reds:
        five = next(iter(reds))[0]
        tiles[idx.index(five)] = tile_of(five, red=True)
    suit = tiles[0].suit
    if kind == "run":
        return Meld(MeldKind.CHOW, tuple(tiles), True, suit, 1)
    return Meld(MeldKind.KONG if kind == "kong" else MeldKind.PUNG, tuple(tiles), is_open, suit)


def _situation(rng: random.Random, pool: _Pool, hand: tuple[Tile, ...], melds: tuple[Meld, ...],
               win_tile: Tile, sanma: bool) -> WinSituation:
    seats = ("E", "S", "W") if sanma else ("E", "S", "W", "N")
    seat = rng.choice(seats)
    round_wind = rng.choice(("E", "S", "W") if not sanma else ("E", "S"))
    tsumo = rng.random() < 0.5
    closed = not any(m.open for m in melds)
    kongs = sum(1 for m in melds if m.kind is MeldKind.KONG)
    flags: set[str] = set()
    if closed and rng.random() < 0.5:
        flags.add("double_riichi" if rng.random() < 0.1 else "riichi")
        if rng.random() < 0.3:
            flags.add("ippatsu")
    if tsumo:
        if (kongs or sanma) and rng.random() < 0.3:
            flags.add("rinshan")
        elif rng.random() < 0.08:
            flags.add("haitei")
        if not melds and rng.random() < 0.02:
            flags.add("tenhou" if seat == "E" else "chiihou")
    elif rng.random() < 0.06:
        flags.add("chankan")
    elif rng.random() < 0.08:
        flags.add("houtei")
    north = 0
    if sanma and rng.random() < 0.4:
        north = min(pool.counts[30], rng.randrange(1, 4))
        pool.counts[30] -= north
    indicators = _indicators(rng, pool, 1 + kongs)
    ura = _indicators(rng, pool, 1 + kongs) if flags & {"riichi", "double_riichi"} else ()
    discarder = None
    if not tsumo:
        discarder = rng.choice([s for s in seats if s != seat])
    return WinSituation(hand, melds, win_tile, "tsumo" if tsumo else "ron", seat, round_wind,
                        frozenset(flags), indicators, ura, (), north, discarder,
                        players=3 if sanma else 4)


def _indicators(rng: random.Random, pool: _Pool, n: int) -> tuple[Tile, ...]:
    out = []
    for _ in range(n):
        left = [i for i in range(34) if pool.counts[i]]
        i = rng.choice(left)
        pool.counts[i] -= 1
        out.append(tile_of(i))
    return tuple(out)
