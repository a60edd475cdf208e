"""Tile identities, the tile set of each variant, and both text notations (mpsz and Ùzje)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

# Suits. Number suits use the mpsz letters internally for every variant: Ùzje's tongs are
# circles ('p'), socks bamboo ('s'), mans characters ('m').
MAN, PIN, SOU = "m", "p", "s"
NUMBER_SUITS = (MAN, PIN, SOU)
HONOUR = "z"
FLOWER, SEASON = "f", "g"
BONUS_SUITS = (FLOWER, SEASON)

# Honour ranks. 1-7 are the mpsz 1z..7z; 8 and 9 are Ùzje's compressed winds; 0 is Zero.
ZERO, EAST, SOUTH, WEST, NORTH, WHITE, GREEN, RED, HORIZONTAL, VERTICAL = range(10)
WINDS = (EAST, SOUTH, WEST, NORTH)
DRAGONS = (WHITE, GREEN, RED)
COMPRESSED_WINDS = (HORIZONTAL, VERTICAL)
HONOUR_NAMES = {
    ZERO: "Zero", EAST: "East", SOUTH: "South", WEST: "West", NORTH: "North",
    WHITE: "White", GREEN: "Green", RED: "Red", HORIZONTAL: "Horizontal", VERTICAL: "Vertical",
}
SUIT_NAMES = {MAN: "Characters", PIN: "Circles", SOU: "Bamboo"}
FLOWER_NAMES = ("Plum", "Orchid", "Chrysanthemum", "Bamboo")
SEASON_NAMES = ("Spring", "Summer", "Autumn", "Winter")


@dataclass(frozen=True, slots=True, order=False)
class Tile:
    """One tile face. Interned: build tiles with `tile()`, so equal tiles are the same object."""

    suit: str
    rank: int
    red: bool = False

    def __new__(cls, suit: str, rank: int, red: bool = False) -> Tile:
        # Interned however it is made (directly, by `dataclasses.replace`, copy or pickle):
        # the engine and the AI may compare tiles by identity, so a second object for the same
        # face would let a game drift from its own log.
        found = _INTERNED.get((suit, rank, red))
        if found is None:  # setdefault: two threads making a new face still share one object
            found = _INTERNED.setdefault((suit, rank, red), object.__new__(cls))
        return found

    def __reduce__(self) -> tuple[object, tuple[str, int, bool]]:
        return tile, (self.suit, self.rank, self.red)

    def __copy__(self) -> Tile:
        return self

    def __deepcopy__(self, memo: object) -> Tile:
        return self

    @property
    def is_number(self) -> bool:
        return self.suit in NUMBER_SUITS

    @property
    def is_honour(self) -> bool:
        return self.suit == HONOUR

    @property
    def is_bonus(self) -> bool:
        return self.suit in BONUS_SUITS

    @property
    def is_zero(self) -> bool:
        return self.suit == HONOUR and self.rank == ZERO

    @property
    def is_wind(self) -> bool:
        return self.suit == HONOUR and self.rank in (*WINDS, *COMPRESSED_WINDS)

    @property
    def is_dragon(self) -> bool:
        return self.suit == HONOUR and self.rank in DRAGONS

    @property
    def plain(self) -> Tile:
        """The same tile without the red-five mark: what shapes and melds compare."""
        return tile(self.suit, self.rank) if self.red else self

    @property
    def name(self) -> str:
        if self.suit == HONOUR:
            return HONOUR_NAMES[self.rank]
        if self.suit == FLOWER:
            return f"Flower {self.rank} ({FLOWER_NAMES[self.rank - 1]})"
        if self.suit == SEASON:
            return f"Season {self.rank} ({SEASON_NAMES[self.rank - 1]})"
        red = "red " if self.red else ""
        return f"{red}{self.rank} {SUIT_NAMES[self.suit]}"

    def __repr__(self) -> str:
        # mpsz where the tile has an mpsz name; Ùzje-only tiles (ranks 10-16, Zero, H, V) by name
        try:
            return f"Tile({format_mpsz([self])})"
        except ValueError:
            return f"Tile({self.name!r})"


_INTERNED: dict[tuple[str, int, bool], Tile] = {}


def tile(suit: str, rank: int, red: bool = False) -> Tile:
    """The interned tile of this suit and rank (red: a red five)."""
    found = _INTERNED.get((suit, rank, red))
    return found if found is not None else Tile(suit, rank, red)


def wind_tile(rank: int) -> Tile:
    return tile(HONOUR, rank)


# ---------------------------------------------------------------------------------------------
# Errors


class TileTextError(ValueError):
    """Bad tile text: says where and why. Nothing is guessed. `position` is 0-based; the
    message counts characters from 1, as the game's screens do."""

    def __init__(self, text: str, position: int, reason: str) -> None:
        self.text, self.position, self.reason = text, position, reason
        super().__init__(f"bad tile text {text!r} at character {position + 1}: {reason}")


# ---------------------------------------------------------------------------------------------
# Notations


class Notation:
    """Parses and formats tile text for one family of variants."""

    name = ""
    suit_names: dict[str, str] = SUIT_NAMES  # what this family calls its number suits

    def tile_name(self, t: Tile) -> str:
        """The tile in words, with this family's suit names (`7 of Circles`, `16 of Tongs`)."""
        if t.is_number and t.suit in self.suit_names:
            return f"{'red ' if t.red else ''}{t.rank} of {self.suit_names[t.suit]}"
        return t.name

    def parse(self, text: str) -> list[Tile]:
        return [t for t, _ in self.parse_positions(text)]

    def parse_positions(self, text: str) -> list[tuple[Tile, int]]:
        """Each tile with the position of the character that names it."""
        raise NotImplementedError

    def format(self, tiles: Iterable[Tile]) -> str:
        raise NotImplementedError

    def format_one(self, t: Tile) -> str:
        return self.format([t])


class MpszNotation(Notation):
    """The common "mpsz" notation: `123m456p789s1234567z`, `0m` a red five, `1f`/`1g` bonus."""

    name = "mpsz"
    _SUITS = {"m": MAN, "p": PIN, "s": SOU, "z": HONOUR, "f": FLOWER, "g": SEASON}
    _LIMITS = {MAN: 9, PIN: 9, SOU: 9, HONOUR: 7, FLOWER: 4, SEASON: 4}

    def parse_positions(self, text: str) -> list[tuple[Tile, int]]:
        tiles: list[tuple[Tile, int]] = []
        pending: list[tuple[int, int]] = []  # (digit, position) waiting for their suit letter
        for pos, ch in enumerate(text):
            if "0" <= ch <= "9":  # ASCII only: str.isdigit() also takes "²" and "１"
                pending.append((int(ch), pos))
            elif ch in self._SUITS:
                if not pending:
                    raise TileTextError(text, pos, f"suit letter {ch!r} has no digits before it")
                tiles.extend(self._make(text, self._SUITS[ch], ch, pending))
                pending = []
            elif ch.isspace():
                raise TileTextError(text, pos, "spaces are not allowed in tile text")
            else:
                reason = f"{ch!r} is not a digit or a suit letter (m p s z f g)"
                raise TileTextError(text, pos, reason)
        if pending:
            raise TileTextError(text, pending[-1][1], "digits at the end have no suit letter")
        return tiles

    def _make(
        self, text: str, suit: str, letter: str, pending: list[tuple[int, int]]
    ) -> list[tuple[Tile, int]]:
        out = []
        for digit, pos in pending:
            if digit == 0:
                if suit not in NUMBER_SUITS:
                    reason = f"0 (a red five) needs m, p or s, not {letter!r}"
                    raise TileTextError(text, pos, reason)
                out.append((tile(suit, 5, red=True), pos))
            elif digit > self._LIMITS[suit]:
                limit = self._LIMITS[suit]
                raise TileTextError(text, pos, f"{digit}{letter} does not exist (1-{limit})")
            else:
                out.append((tile(suit, digit), pos))
        return out

    def format(self, tiles: Iterable[Tile]) -> str:
        parts: list[str] = []
        run_suit = None
        for t in tiles:
            if t.suit not in self._LIMITS or t.rank > self._LIMITS[t.suit] or t.rank < 1:
                raise ValueError(f"{t.name} cannot be written in mpsz notation")
            if run_suit is not None and t.suit != run_suit:
                parts.append(run_suit)
            run_suit = t.suit
            parts.append("0" if t.red else str(t.rank))
        if run_suit is not None:
            parts.append(run_suit)
        return "".join(parts)


_UZJE_RANKS = "123456789xabcdef"
_UZJE_SUITS = {"t": PIN, "s": SOU, "m": MAN}
_UZJE_SUIT_LETTER = {PIN: "t", SOU: "s", MAN: "m"}
_UZJE_HONOURS = {"Z": ZERO, "E": EAST, "S": SOUTH, "W": WEST, "N": NORTH,
                 "H": HORIZONTAL, "V": VERTICAL, "C": RED, "F": GREEN, "P": WHITE}
_UZJE_HONOUR_LETTER = {rank: letter for letter, rank in _UZJE_HONOURS.items()}
_UZJE_BONUS = {"h": (SEASON, 1), "i": (SEASON, 2), "j": (SEASON, 3), "k": (SEASON, 4),
               "o": (FLOWER, 1), "p": (FLOWER, 2), "q": (FLOWER, 3), "r": (FLOWER, 4)}
_UZJE_BONUS_LETTER = {tile(s, r): letter for letter, (s, r) in _UZJE_BONUS.items()}


class UzjeNotation(Notation):
    """Seed 002's ASCII notation: ranks `1-9 x a-f`, suits `t s m` shared by a run (`9xas`),
    `Z` Zero (`0t/0s/0m` accepted on input), winds `E S W N H V`, arrows `C F P`, flowers
    `h i j k o p q r`."""

    name = "uzje"
    suit_names = {PIN: "Tongs", SOU: "Socks", MAN: "Mans"}

    def parse_positions(self, text: str) -> list[tuple[Tile, int]]:
        tiles: list[tuple[Tile, int]] = []
        pending: list[tuple[str, int]] = []
        for pos, ch in enumerate(text):
            if ch in _UZJE_RANKS or ch == "0":
                pending.append((ch, pos))
                continue
            if ch in _UZJE_SUITS:
                if not pending:
                    raise TileTextError(text, pos, f"suit letter {ch!r} has no ranks before it")
                for rank_ch, rpos in pending:
                    if rank_ch == "0":  # Zero played as rank 0 of this suit
                        tiles.append((tile(HONOUR, ZERO), rpos))
                    else:
                        rank = _UZJE_RANKS.index(rank_ch) + 1
                        tiles.append((tile(_UZJE_SUITS[ch], rank), rpos))
                pending = []
                continue
            if pending:
                raise TileTextError(
                    text, pending[-1][1], f"ranks before {ch!r} have no suit letter (t s m)"
                )
            if ch in _UZJE_HONOURS:
                tiles.append((tile(HONOUR, _UZJE_HONOURS[ch]), pos))
            elif ch in _UZJE_BONUS:
                tiles.append((tile(*_UZJE_BONUS[ch]), pos))
            elif ch.isspace():
                raise TileTextError(text, pos, "spaces are not allowed in tile text")
            else:
                raise TileTextError(text, pos, f"{ch!r} is not an Ùzje tile character")
        if pending:
            reason = "ranks at the end have no suit letter (t s m)"
            raise TileTextError(text, pending[-1][1], reason)
        return tiles

    def format(self, tiles: Iterable[Tile]) -> str:
        parts: list[str] = []
        run_suit: str | None = None
        for t in tiles:
            if t.suit in NUMBER_SUITS and 1 <= t.rank <= 16 and not t.red:
                if run_suit is not None and t.suit != run_suit:
                    parts.append(_UZJE_SUIT_LETTER[run_suit])
                run_suit = t.suit
                parts.append(_UZJE_RANKS[t.rank - 1])
                continue
            if run_suit is not None:
                parts.append(_UZJE_SUIT_LETTER[run_suit])
                run_suit = None
            if t.suit == HONOUR and t.rank in _UZJE_HONOUR_LETTER:
                parts.append(_UZJE_HONOUR_LETTER[t.rank])
            elif t in _UZJE_BONUS_LETTER:
                parts.append(_UZJE_BONUS_LETTER[t])
            else:
                raise ValueError(f"{t.name} cannot be written in Ùzje notation")
        if run_suit is not None:
            parts.append(_UZJE_SUIT_LETTER[run_suit])
        return "".join(parts)


MPSZ = MpszNotation()
UZJE = UzjeNotation()


def format_mpsz(tiles: Iterable[Tile]) -> str:
    return MPSZ.format(tiles)


# ---------------------------------------------------------------------------------------------
# Tile sets


@dataclass(frozen=True)
class TileSet:
    """The tiles one variant plays with, under its options.

    `kinds` are the distinct playing tiles (red fives folded into their plain five) in the
    variant's canonical sort order; a count vector of a hand is indexed like `kinds`.
    """

    name: str
    kinds: tuple[Tile, ...]
    bonus: tuple[Tile, ...]
    notation: Notation
    ranks: int = 9  # highest rank of a number suit
    reds: tuple[Tile, ...] = ()  # red fives, each replacing one plain copy
    copies: int = 4
    index: dict[Tile, int] = field(init=False, repr=False, compare=False)
    order: dict[Tile, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        index = {t: i for i, t in enumerate(self.kinds)}
        for red in self.reds:
            index[red] = index[red.plain]
        order = dict(index)
        for i, b in enumerate(self.bonus):
            order[b] = len(self.kinds) + i
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "order", order)

    @property
    def size(self) -> int:
        """How many physical tiles the set has."""
        return len(self.kinds) * self.copies + len(self.bonus)

    def physical_tiles(self) -> list[Tile]:
        """Every physical tile once, in canonical order (red fives replace one plain five)."""
        out: list[Tile] = []
        for k in self.kinds:
            reds = [r for r in self.reds if r.plain is k]
            out.extend(reds)
            out.extend([k] * (self.copies - len(reds)))
        out.extend(self.bonus)
        return out

    def is_terminal(self, t: Tile) -> bool:
        """1 and the top rank of a suit; Zero is a terminal too (Ùzje)."""
        return (t.suit in NUMBER_SUITS and t.rank in (1, self.ranks)) or t.is_zero

    def is_simple(self, t: Tile) -> bool:
        return t.suit in NUMBER_SUITS and 1 < t.rank < self.ranks

    def is_major(self, t: Tile) -> bool:
        """Terminal or honour ("yaochuu")."""
        return t.suit == HONOUR or self.is_terminal(t)

    def sort(self, tiles: Iterable[Tile]) -> list[Tile]:
        order = self.order
        return sorted(tiles, key=lambda t: (order[t], not t.red))

    def parse(self, text: str) -> list[Tile]:
        """Parse tile text and check every tile belongs to this set."""
        tiles = self.notation.parse_positions(text)
        for t, pos in tiles:
            if t not in self.order:
                raise TileTextError(text, pos, f"the {self.tile_name(t)} is not a tile of "
                                    f"{self.name}")  # in this set's words (tongs, not circles)
        return [t for t, _ in tiles]

    def format(self, tiles: Iterable[Tile]) -> str:
        return self.notation.format(tiles)

    def tile_name(self, t: Tile) -> str:
        """The tile in words, as this set's family names it."""
        return self.notation.tile_name(t)

    def counts(self, tiles: Iterable[Tile]) -> list[int]:
        """The count vector of playing tiles (bonus tiles are not counted)."""
        c = [0] * len(self.kinds)
        index = self.index
        for t in tiles:
            c[index[t]] += 1
        return c

    def from_counts(self, counts: Sequence[int]) -> list[Tile]:
        return [k for k, n in zip(self.kinds, counts, strict=True) for _ in range(n)]


def number_kinds(suit: str, ranks: Iterable[int]) -> list[Tile]:
    return [tile(suit, r) for r in ranks]


def honour_kinds(ranks: Iterable[int]) -> list[Tile]:
    return [tile(HONOUR, r) for r in ranks]


FLOWERS = tuple(tile(FLOWER, r) for r in range(1, 5))
SEASONS = tuple(tile(SEASON, r) for r in range(1, 5))
RED_FIVES = tuple(tile(s, 5, red=True) for s in NUMBER_SUITS)
NORTH_TILE = tile(HONOUR, NORTH)  # Sanma sets it aside for a bonus and a replacement draw
