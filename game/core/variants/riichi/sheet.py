"""The score sheet of a Riichi-family win: the best candidate reading, its dora, points,
payments and the reading in tile notation.

Many small answers here repeat from hand to hand (points of a han and fu, an element, who
pays what), so they are kept in `Memo` tables and read back with one dictionary look-up.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core.model.melds import Reading
from game.core.model.sheet import Element, ScoreSheet, WinSituation
from game.core.model.tiles import MPSZ, Tile
from game.core.variants.riichi.points import base_points, ceil100, previous_seat, win_payments
from game.core.variants.riichi.readings import Split
from game.core.variants.riichi.tiles import DORA_OF, dora_kinds, tile_index
from game.core.variants.riichi.yaku import VALUE, Candidate, Facts, Group

Found = list[tuple[Candidate, Any]]  # each candidate with what shows its reading
# What shows a standard reading of the fast path: the declared melds' text (each followed by
# a space), the concealed tiles' split of each suit, and the pair.
Shown = tuple[str, tuple[Split, Split, Split, Split], Group]
RuleKey = tuple[bool, int, bool, bool]  # kiriage, players, tsumo_loss, kazoe: points depend on
_WAIT_RANK = {"two-sided": 0, "pair": 1, "closed": 2, "edge": 3, "single": 4, "special": 5}
MEMO_LIMIT = 20_000


class Memo(dict[Any, Any]):
    """A table that works out and keeps each answer the first time it is asked for."""

    def __init__(self, make: Callable[[Any], Any]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, key: Any) -> Any:
        if len(self) > MEMO_LIMIT:
            self.clear()
        value = self[key] = self.make(key)
        return value


def _points_of(key: tuple[int, int, int, bool, bool, RuleKey]) -> tuple[int, int, str]:
    han, fu, multiple, dealer, tsumo, (kiriage, players, tsumo_loss, kazoe) = key
    base, limit = base_points(han, fu, multiple, kiriage, kazoe)
    return hand_points(base, dealer, tsumo, players, tsumo_loss), base, limit


_POINTS = Memo(_points_of)  # (han, fu, yakuman, dealer, tsumo, RuleKey) -> points, base, limit
_PAYMENTS = Memo(lambda key: win_payments(*key))
# The dora lines by name, then by how many: "Dora 2 han" (one han for each tile).
DORA_NAMES = ("Dora", "Kan dora", "Red fives", "Ura dora", "Kan ura dora", "Nukidora")


def _lines_named(name: str) -> Memo:
    """A dora line of `name` for each count: "Dora 2 han"."""
    return Memo(lambda n: Element(name, n, "han"))


_DORA_LINES = {name: _lines_named(name) for name in DORA_NAMES}
# (suit, its counts) -> its tiles in tile notation: seven pairs or kokushi, shown as held
_SUIT_TEXT = Memo(lambda key: "".join(str(rank + 1) * c for rank, c in enumerate(key[1]))
                  + "mpsz"[key[0]] if any(key[1]) else "")


def best_sheet(situation: WinSituation, rules: RuleKey, f: Facts, found: Found, reds: int,
               north: int, man_wrap: bool, min_han: int = 1) -> ScoreSheet:
    """The sheet of the candidate best for the winner (`north`: Norths extracted, nukidora;
    `man_wrap`: sanma's 1m/9m dora wrap), or "no yaku" (or too few han of yaku for
    `min_han`)."""
    dealer = situation.seat_wind == "E"
    tsumo = f.tsumo
    # Dora count only towards han of yaku: looked at once a candidate has enough of them.
    dora: list[Element] | None = None
    dora_han = 0
    best: tuple[int, int, Candidate, Any, int, str] | None = None
    short = False  # a candidate with yaku, but fewer han of them than min_han
    for cand, shown in found:
        multiple = cand.multiple
        han = cand.han
        if not multiple:
            if han < min_han:
                short = short or han > 0
                continue
            if dora is None:
                dora = _dora(situation, f.counts, f.occasion.riichi, reds, north, man_wrap)
                dora_han = sum(map(VALUE, dora)) if dora else 0
            han += dora_han
        points, base, limit = _POINTS[han, cand.fu, multiple, dealer, tsumo, rules]
        if best is None or _better(points, han, cand, best[0], best[1], best[2]):
            best = (points, han, cand, shown, base, limit)
    if best is None:
        return ScoreSheet.refused(f"fewer than {min_han} han of yaku" if short else "no yaku")
    points, han, cand, shown, base, limit = best
    multiple, fu = cand.multiple, cand.fu
    if type(shown) is tuple:  # a standard reading of the fast path (Shown)
        prefix, (m, p, s, z), pair = shown
        text = "".join((prefix, m.text, p.text, s.text, z.text, pair.text))
    elif shown is None and not reds and not situation.melds:
        text = "".join([_SUIT_TEXT[0, f.counts[0:9]], _SUIT_TEXT[1, f.counts[9:18]],
                        _SUIT_TEXT[2, f.counts[18:27]], _SUIT_TEXT[3, f.counts[27:34]]])
    else:
        text = _reading_text(shown, situation.hand)
    detail: dict[str, Any] = {"reading": text, "wait": cand.wait}
    if multiple:
        elements = [*cand.yakuman]
        total: dict[str, Any] = {"yakuman": multiple}
    else:
        assert dora is not None  # looked at for every candidate of yaku
        elements = [*cand.yaku, *dora]  # yaku already in sheet order
        total = {"han": han, "fu": fu}
        detail["fu_items"] = list(map(dict.copy, cand.fu_items))
    # Who pays what for the hand alone (a fresh dict: the sheet's own).
    _, players, tsumo_loss, _ = rules
    discarder = None if tsumo else (situation.discarder
                                    or previous_seat(situation.seat_wind, players))
    payments = dict(_PAYMENTS[base, situation.seat_wind, tsumo, discarder, players, tsumo_loss])
    return ScoreSheet(True, "", elements, total, points, payments, limit, detail)


def _better(points: int, han: int, cand: Candidate, best_points: int, best_han: int,
            best: Candidate) -> bool:
    """Whether a candidate is better for the winner than the best so far; ties broken the
    same way whatever order readings come in."""
    key = (points, cand.multiple, han, cand.fu, -_WAIT_RANK[cand.wait])
    other = (best_points, best.multiple, best_han, best.fu, -_WAIT_RANK[best.wait])
    return key > other or (key == other and _names(cand) > _names(best))


def _names(cand: Candidate) -> list[tuple[str, float]]:
    return sorted((e.name, e.value) for e in (cand.yaku or cand.yakuman))


def _dora(situation: WinSituation, counts: Sequence[int], riichi: bool, reds: int, north: int,
          man_wrap: bool) -> list[Element]:
    """Each kind of dora the hand holds, as its line, leaving out the kinds worth nothing.

    The first indicator gives "Dora", later ones (turned by kongs) "Kan dora"; the same for
    ura. Extracted Norths (sanma) count as held tiles for the indicators too."""
    out: list[Element] = []
    indicators = situation.dora_indicators
    if len(indicators) == 1 and not north:  # the common case, inline
        try:
            value = counts[DORA_OF[man_wrap](id(indicators[0]))]
        except KeyError:  # a tile not seen before
            value = counts[dora_kinds(indicators, man_wrap)[0]]
        if value:
            out.append(_DORA_LINES["Dora"][value])
    elif indicators:
        _indicated(out, "Dora", "Kan dora", indicators, counts, man_wrap, north)
    if reds:
        out.append(_DORA_LINES["Red fives"][reds])
    if riichi and situation.ura_indicators:
        _indicated(out, "Ura dora", "Kan ura dora", situation.ura_indicators, counts, man_wrap,
                   north)
    if north:
        out.append(_DORA_LINES["Nukidora"][north])
    return out


def _indicated(out: list[Element], name: str, kan_name: str, indicators: Sequence[Tile],
               counts: Sequence[int], man_wrap: bool, north: int) -> None:
    """The dora of the first indicator as `name`, of the later ones together as `kan_name`."""
    try:
        first = DORA_OF[man_wrap](id(indicators[0]))
    except KeyError:  # a tile not seen before
        first = dora_kinds(indicators[:1], man_wrap)[0]
    value = counts[first] + (north if first == 30 else 0)
    if value:
        out.append(_DORA_LINES[name][value])
    if len(indicators) > 1:
        later = dora_kinds(indicators[1:], man_wrap)
        value = sum(counts[d] + (north if d == 30 else 0) for d in later)
        if value:
            out.append(_DORA_LINES[kan_name][value])


def _reading_text(shown: Reading | None, hand: Sequence[Tile]) -> str:
    """The groups of a public reading in tile notation, called melds marked with '; or,
    for seven pairs and orphans (None), the tiles as held."""
    if shown is None:
        return MPSZ.format(sorted(hand, key=tile_index))
    groups = list(shown.groups) + ([shown.pair] if shown.pair else [])
    return " ".join(MPSZ.format(g.tiles) + ("'" if g.open else "") for g in groups)


def hand_points(base: int, dealer: bool, tsumo: bool, players: int = 4,
                tsumo_loss: bool = True) -> int:
    """What the winner receives for the hand alone (the sum `win_payments` pays)."""
    if not tsumo:
        return ceil100(base * (6 if dealer else 4))
    if players == 4:
        return 3 * ceil100(2 * base) if dealer else ceil100(2 * base) + 2 * ceil100(base)
    if tsumo_loss:
        return 2 * ceil100(2 * base) if dealer else ceil100(2 * base) + ceil100(base)
    missing = (base if dealer else base / 2)
    return (2 * ceil100(2 * base + missing) if dealer
            else ceil100(2 * base + missing) + ceil100(base + missing))
