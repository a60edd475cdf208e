"""Test helpers: Riichi-family wins written in tile notation, scored by a variant."""

from __future__ import annotations

from typing import Any

from game.core.model.melds import Meld, MeldKind
from game.core.model.sheet import ScoreSheet, WinSituation
from game.core.model.tiles import MPSZ
from game.core.variants import get_variant


def meld(text: str, is_open: bool = True) -> Meld:
    """A declared meld from tile text: four alike a kong, three alike a pung, else a run."""
    tiles = tuple(MPSZ.parse(text))
    alike = len({t.plain for t in tiles}) == 1
    kind = (MeldKind.KONG if len(tiles) == 4 else MeldKind.PUNG) if alike else MeldKind.CHOW
    step = 1 if kind is MeldKind.CHOW and tiles[0].suit != "z" else 0
    return Meld(kind, tiles, is_open, tiles[0].suit, step)


def situation(hand: str, win: str, melds: tuple[str, ...] = (), by: str = "ron",
              seat: str = "S", round_wind: str = "E", flags: tuple[str, ...] = (),
              dora: str = "", ura: str = "", north: int = 0, discarder: str | None = None,
              closed_kongs: tuple[str, ...] = (), players: int = 4) -> WinSituation:
    """`hand` is the concealed tiles before the win; `win` the winning tile (added to it)."""
    win_tile = MPSZ.parse(win)[0]
    tiles = tuple(MPSZ.parse(hand)) + (win_tile,)
    declared = tuple(meld(m) for m in melds) + tuple(meld(k, False) for k in closed_kongs)
    return WinSituation(tiles, declared, win_tile, by, seat, round_wind, frozenset(flags),
                        tuple(MPSZ.parse(dora)) if dora else (),
                        tuple(MPSZ.parse(ura)) if ura else (), (), north, discarder,
                        players=players)


def score(variant: str, hand: str, win: str, options: dict[str, Any] | None = None,
          **kw: Any) -> ScoreSheet:
    v = get_variant(variant)
    if variant == "sanma":
        kw.setdefault("players", 3)
    return v.score(situation(hand, win, **kw), v.resolve(options or {}))


def names(sheet: ScoreSheet) -> dict[str, float]:
    return {e.name: e.value for e in sheet.elements}
