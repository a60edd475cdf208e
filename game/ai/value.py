"""What a hand can be worth, for the AI: its waits as the variant's scorer judges them, and
whether an open hand still has a way to score, both from the seat's view only.

Nothing here asks which variant is played. Waits are scored by the variant's own `score` on
a WinSituation built from the view. Which broad plans pay enough (an honour pung, a flush,
all pungs, all simples, their pairs) is learnt by scoring a few made-up complete hands of
each plan under the seat's own winds and bonus tiles, so a rule's minimum value or yaku
requirement shows up as data.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from game.ai.waits import MEMO, AskedMemo
from game.core.model.grammar import Grammar
from game.core.model.melds import Meld
from game.core.model.sheet import SEAT_WINDS, ScoreSheet, WinSituation
from game.core.model.tiles import DRAGONS, HONOUR, NUMBER_SUITS, WINDS, Tile, tile
from game.core.shanten import ukeire
from game.core.table.state import View

TSUMO_ONLY = 0.3  # a wait that wins only by self-draw counts this much of one that also rons
UNKNOWN = 0.5  # a wait left unscored once a decision's scorer budget is spent
SCORE_BUDGET = 10  # scorer questions per decision, to keep each decision within ~20 ms


def scoring_honours(view: View) -> frozenset[Tile]:
    """Honours whose pung scores in most rule sets: dragons, the seat and the round wind."""
    seat = tile(HONOUR, WINDS[view.me.wind % 4])
    prevailing = tile(HONOUR, WINDS[view.round_wind % 4])
    return frozenset({seat, prevailing, *(tile(HONOUR, d) for d in DRAGONS)})


class HandValue:
    """Wait scoring and plan checks for one variant under fixed options."""

    def __init__(self, variant: Any, options: Mapping[str, Any], grammar: Any,
                 tileset: Any, shanten: Callable[[Any, Sequence[int], int], int]) -> None:
        self.shanten = shanten  # the AI's own shanten, so both always agree
        self.variant = variant
        self.options = options
        self.grammar = grammar
        self.tileset = tileset
        self.rules = variant.play_rules(options)
        self.index = tileset.index
        self.kinds = tileset.kinds
        self._plans: dict[tuple, tuple[frozenset[str], ...] | None] = {}
        self.sheets: AskedMemo[bool] = AskedMemo(SCORE_BUDGET)  # new_decision at each one

    # --- scoring a finished hand from the view -------------------------------------------
    def situation(self, view: View, hand: Sequence[Tile], win_tile: Tile, by: str,
                  melds: Sequence[Meld], flags: frozenset[str] = frozenset(),
                  discarder: int | None = None, cached: bool = False) -> WinSituation:
        """The win as the engine would score it. `cached`: leave out the table's visible
        tiles, which few scorers read, so the same ready hand is scored once per hand."""
        if by == "ron" and discarder is None:
            discarder = (view.seat + 1) % view.players
        return WinSituation(
            hand=tuple(hand), melds=tuple(melds), win_tile=win_tile, by=by,
            seat_wind=SEAT_WINDS[view.me.wind % 4], round_wind=SEAT_WINDS[view.round_wind % 4],
            flags=flags, dora_indicators=tuple(view.dora_indicators), bonus=tuple(view.me.bonus),
            north_extracted=view.me.north,
            discarder=SEAT_WINDS[view.seats[discarder].wind % 4] if discarder is not None
            else None,
            visible=() if cached else tuple(view.visible_tiles()), players=view.players,
        )

    def sheet(self, sit: WinSituation) -> ScoreSheet:
        try:
            return self.variant.score(sit, self.options)
        except (ValueError, KeyError, IndexError):  # a shape the scorer cannot read
            return ScoreSheet.refused("unreadable")

    def new_decision(self) -> None:
        self.sheets.new_decision()

    def wins(self, sit: WinSituation) -> bool | None:
        """Whether the scorer accepts this win; remembered, since a ready hand is asked
        about again every turn it waits. None once this decision's budget is spent."""
        return self.sheets.answer(sit, lambda s: self.sheet(s).valid)

    def wait_worth(self, view: View, concealed: Sequence[Tile], melds: Sequence[Meld],
                   seen: Sequence[int], riichi: bool = False) -> tuple[float, int]:
        """(weighted live copies of the waits that win legally, waits by shape) for a ready
        hand of 3k+1 concealed tiles."""
        counts = self.tileset.counts(concealed)
        flags = frozenset({"riichi"}) if riichi or view.me.riichi else frozenset()
        worth, shape_waits = 0.0, 0
        # A ready hand's waits are the draws that lower its shanten: one ukeire, not a
        # shanten per candidate tile.
        ready, draws = ukeire(self.grammar, counts, len(melds))
        if ready != 0:
            return worth, shape_waits
        for k in sorted(k for k, _ in draws):
            kind = self.kinds[k]
            shape_waits += 1
            left = max(0, 4 - counts[k] - seen[k])
            if not left:
                continue
            hand = [*concealed, kind]
            hand.sort(key=self.index.__getitem__)
            ron = self.wins(self.situation(view, hand, kind, "ron", melds, flags, cached=True))
            if ron:
                worth += left
                continue
            tsumo = None if ron is None else self.wins(
                self.situation(view, hand, kind, "tsumo", melds, flags, cached=True))
            if tsumo:
                worth += TSUMO_ONLY * left
            elif tsumo is None:
                worth += UNKNOWN * left
        return worth, shape_waits

    # --- plans for hands not ready yet ----------------------------------------------------
    def sufficient_plans(self, view: View, closed: bool) -> tuple[frozenset[str], ...] | None:
        """The sets of plans that together make a legal win by discard, learnt by scoring
        made-up hands; None when the probes tell nothing (every one or none wins)."""
        key = (view.me.wind % 4, view.round_wind % 4, tuple(view.me.bonus), closed,
               view.me.riichi, tuple(view.dora_indicators), view.me.north)  # all it reads
        if key not in self._plans:
            if len(self._plans) > MEMO:
                self._plans.clear()
            self._plans[key] = self._probe(view, closed)
        return self._plans[key]

    def _probe(self, view: View, closed: bool) -> tuple[frozenset[str], ...] | None:
        probes = probe_hands(self.tileset, scoring_honours(view))
        if not probes:
            return None
        flags = frozenset({"riichi"}) if closed and self.rules.riichi else frozenset()
        won: dict[frozenset[str], bool] = {}
        for plans, melds, pair in probes:
            hand = [t for m in melds for t in m] + [pair, pair]
            groups: list[Meld] = []
            if not closed:  # two called melds, as an open hand usually has
                groups = [_open_meld(self.grammar, m) for m in melds[:2]]
                hand = [t for m in melds[2:] for t in m] + [pair, pair]
            sit = self.situation(view, hand, pair, "ron", groups, flags, cached=True)
            won[plans] = self.sheet(sit).valid
        if all(won.values()) or not any(won.values()):
            return None
        return tuple(p for p, ok in won.items() if ok and p)

    def plan_distance(self, view: View, counts: Sequence[int], melds: Sequence[Meld],
                      closed: bool) -> int:
        """How many tiles stand between the hand and the nearest plan set that pays (0: on
        a paying plan already; large when no plan can be reached)."""
        plans = self.sufficient_plans(view, closed)
        if plans is None:
            return 0
        dist = plan_distances(self.kinds, counts, melds, scoring_honours(view))
        return min((sum(dist[p] for p in s) for s in plans), default=FAR)


FAR = 99


def _open_meld(grammar: Grammar, tiles: Sequence[Tile]) -> Meld:
    """A meld called from the left, laid out as the engine lays one."""
    return grammar.claimed_meld(tiles[1:], tiles[0], 3)


def plan_distances(kinds: Sequence[Tile], counts: Sequence[int], melds: Sequence[Meld],
                   honours: frozenset[Tile]) -> dict[str, int]:
    """For each plan, a rough count of tiles to change to be on it."""
    melded = [m for m in melds if m is not None]
    out: dict[str, int] = {}
    # honour: pungs of scoring honours, declared or from a pair or single in hand.
    cost = {h: 3 for h in honours}
    for m in melded:
        if m.is_triplet and m.tiles[0].plain in honours:
            cost[m.tiles[0].plain] = 0
    for i, n in enumerate(counts):
        if n and kinds[i] in cost and cost[kinds[i]]:
            cost[kinds[i]] = max(0, 3 - n)
    cheapest = sorted(cost.values()) + [FAR, FAR]
    out["honour"] = cheapest[0]
    out["honour2"] = cheapest[0] + cheapest[1]
    # flush: tiles outside the best suit (honours allowed); melds off it rule the suit out.
    flush = FAR
    for suit in NUMBER_SUITS:
        if any(t.suit not in (suit, HONOUR) for m in melded for t in m.tiles):
            continue
        off = sum(n for i, n in enumerate(counts) if kinds[i].suit not in (suit, HONOUR))
        flush = min(flush, off)
    out["flush"] = flush
    # pungs: every meld a triplet; pairs in hand become pungs.
    if any(not m.is_triplet for m in melded):
        out["pungs"] = FAR
    else:
        need = 5 - len(melded)
        groups = sum(1 for n in counts if n >= 2)
        out["pungs"] = max(0, need - groups) * 2
    # simples: no terminal or honour anywhere.
    if any(not _simple(t) for m in melded for t in m.tiles):
        out["simples"] = FAR
    else:
        out["simples"] = sum(n for i, n in enumerate(counts) if not _simple(kinds[i]))
    return out


def _simple(t: Tile) -> bool:
    return t.suit in NUMBER_SUITS and 1 < t.rank < 9


@lru_cache(maxsize=64)
def _suits(tileset: Any) -> tuple[str, ...]:
    """Number suits with ranks 1-9 all present, most first."""
    have = set(tileset.kinds)
    return tuple(s for s in NUMBER_SUITS if all(tile(s, r) in have for r in range(1, 10)))


def probe_hands(tileset: Any, honours: frozenset[Tile]) -> list[tuple[frozenset[str],
                                                                      list[list[Tile]], Tile]]:
    """Made-up complete hands, one per plan set: (plans, four melds, pair tile). The first
    meld is the one shown as called when the probe is open. Empty when the tile set lacks
    the plain 1-9 suits and dragons these hands are written in."""
    suits = _suits(tileset)
    have = set(tileset.kinds)
    if not suits:
        return []
    x = suits[0]
    y = suits[1] if len(suits) > 1 else x
    w = suits[2] if len(suits) > 2 else y
    dragons = [d for d in sorted(honours, key=lambda t: t.rank) if d in have and d.is_dragon]
    plain_honour = next((t for t in tileset.kinds if t.is_honour and t.rank in WINDS
                         and t not in honours), None)
    if len(dragons) < 2 or plain_honour is None:
        return []

    def run(s: str, r: int) -> list[Tile]:
        return [tile(s, r), tile(s, r + 1), tile(s, r + 2)]

    def pung(t: Tile) -> list[Tile]:
        return [t, t, t]

    h1, h2 = dragons[0], dragons[1]
    n = tile
    table: list[tuple[tuple[str, ...], list[list[Tile]], Tile]] = [
        ((), [run(x, 1), run(y, 4), run(w, 7), run(x, 5)], n(y, 9)),
        (("honour",), [pung(h1), run(x, 1), run(y, 4), run(w, 7)], n(x, 5)),
        (("honour2",), [pung(h1), pung(h2), run(x, 1), run(y, 4)], n(w, 9)),
        (("flush",), [run(x, 1), run(x, 3), run(x, 6), pung(n(x, 9))], plain_honour),
        (("flush", "honour"), [pung(h1), run(x, 1), run(x, 3), run(x, 6)], n(x, 9)),
        (("flush", "pungs"), [pung(n(x, 1)), pung(n(x, 4)), pung(n(x, 8)), pung(n(x, 6))],
         plain_honour),
        (("pungs",), [pung(n(x, 1)), pung(n(y, 5)), pung(n(w, 7)), pung(n(x, 8))], n(y, 2)),
        (("pungs", "honour"), [pung(h1), pung(n(x, 1)), pung(n(y, 5)), pung(n(w, 7))],
         n(x, 8)),
        (("simples",), [run(x, 2), run(y, 3), run(w, 5), run(x, 6)], n(y, 5)),
        (("simples", "pungs"), [pung(n(x, 2)), pung(n(y, 5)), pung(n(w, 7)), pung(n(x, 8))],
         n(y, 3)),
    ]
    out = []
    for plans, melds, pair in table:
        tiles = [t for m in melds for t in m] + [pair, pair]
        if all(t in have for t in tiles) and all(tiles.count(t) <= 4 for t in set(tiles)):
            out.append((frozenset(plans), melds, pair))
    return out

