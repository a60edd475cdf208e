"""Classical scoring of a win and of the losers' hands: points, doubles, limit (seed 004)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from itertools import product
from typing import Any

from game.core.hands import shapes as core_shapes
from game.core.model.grammar import Grammar
from game.core.model.melds import Form, Meld, MeldKind, Reading, WaitShape
from game.core.model.sheet import Element, ScoreSheet, WinSituation
from game.core.model.tiles import MPSZ, Tile
from game.core.variants.chinese.classical_limits import HandFacts, flag, limit_hands
from game.core.variants.chinese.classical_points import (
    DOUBLES,
    LIMIT,
    POINTS,
    bonus_doubles,
    bonus_elements,
    double,
    hand_value,
    honour_doubles,
    is_major,
    is_terminal,
    pair_element,
    pair_points,
    set_element,
    total,
)
from game.core.variants.chinese.classical_settlement import hand_payments

# In a game without a limit (option limit 0) a limit hand is still paid this much.
UNLIMITED_LIMIT_HAND = 1000
# M 115(b-d): points for how the hand went out (Mah Jong itself is the option mah_jong_base).
MOVE_POINTS = {"Winning from the wall": 2, "Filling the only place": 2,
               "Fishing the eyes, minor pair": 2, "Fishing the eyes, major pair": 4}
# M 117(h-l): the doubles of the winning move, by the flag that says the win happened so.
WINNING_MOVE_DOUBLES = (
    ("replacement", "Winning with a loose tile"),
    ("last_tile", "Winning from the bottom of the sea"),
    ("last_discard", "Catching a fish from the bottom of the sea"),
    ("rob_kong", "Robbing a kong"),
    ("original_call", "Completing Original Call"),
)

ReadingsFn = Callable[[Grammar, Sequence[Tile], Sequence[Meld]], list[Reading]]
PlacementsFn = Callable[[Reading, Tile], list[tuple[Meld, WaitShape]]]
WaitsFn = Callable[[Grammar, Sequence[Tile], Sequence[Meld]], list[Tile]]


@dataclass(frozen=True, slots=True)
class Shapes:
    """The hand-shape functions scoring needs (game.core.hands.shapes, or stand-ins in tests)."""

    readings: ReadingsFn
    placements: PlacementsFn
    waits: WaitsFn


def _wait_tiles(grammar: Grammar, concealed: Sequence[Tile], melds: Sequence[Meld]) -> list[Tile]:
    return [w.tile for w in core_shapes.waits(grammar, concealed, melds, ())]


_DEFAULT_SHAPES = Shapes(core_shapes.readings, core_shapes.win_placements, _wait_tiles)


def default_shapes() -> Shapes:
    """The rules core's decomposer, wait finder and win placements (game.core.hands.shapes)."""
    return _DEFAULT_SHAPES


def limit_of(options: Mapping[str, Any]) -> int:
    return int(options.get("limit", 1000))


def limit_hand_value(options: Mapping[str, Any]) -> int:
    return limit_of(options) or UNLIMITED_LIMIT_HAND


# ---------------------------------------------------------------------------------------------
# The winner


@dataclass(frozen=True, slots=True)
class _Scored:
    """One reading with one placement of the winning tile, scored."""

    elements: tuple[Element, ...]
    points: int
    doubles: int
    limits: tuple[str, ...]
    value: int
    reading: str

    @property
    def key(self) -> tuple[int, int, int]:
        raw = self.points * 2**self.doubles
        return (self.value, 1 if self.limits else 0, raw)


def _exposed_by_claim(
    reading: Reading, declared: int, placed: Meld, shape: WaitShape, by_discard: bool
) -> tuple[Meld, ...]:
    """The sets as they count: a pung completed by a claimed discard scores as exposed."""
    groups = list(reading.groups)
    if by_discard and placed.is_triplet and shape is not WaitShape.SINGLE:
        for i in range(declared, len(groups)):
            if groups[i] == placed:
                groups[i] = replace(placed, open=True)
                break
    return tuple(g for g in groups if g.kind is not MeldKind.PAIR)


def _is_concealed(situation: WinSituation, shape: WaitShape | None, options: Mapping[str, Any]
                  ) -> bool:
    """classical.md: nothing exposed before Mah Jong. Option "but_the_pair": a discard may
    complete only the pair (the 1920s book the seed mentions)."""
    if any(m.open for m in situation.melds):
        return False
    if options.get("concealed_hand", "until_mah_jong") == "but_the_pair" and not situation.tsumo:
        return shape is WaitShape.SINGLE
    return True


def only_place(situation: WinSituation, grammar: Grammar, shapes: Shapes) -> bool:
    """M 115(c): the hand before the win could be completed by one denomination only.

    A denomination whose four copies are all in sight (the winner's own tiles and melds, and
    the tiles `visible` on the table) is not available.
    """
    before = list(situation.hand)
    before.remove(situation.win_tile)
    seen = Counter(t.plain for t in before)
    for m in situation.melds:
        seen.update(t.plain for t in m.tiles)
    seen.update(t.plain for t in situation.visible)
    waits = {t.plain for t in shapes.waits(grammar, before, situation.melds)}
    available = [t for t in waits if seen[t] < 4]
    return available == [situation.win_tile.plain]


def _winning_move(
    situation: WinSituation, shape: WaitShape, pair: Tile | None, only: bool,
    options: Mapping[str, Any],
) -> list[Element]:
    """M 115: Mah Jong, winning from the wall, filling the only place, fishing the eyes."""
    out = [Element("Mah Jong", int(options.get("mah_jong_base", 20)), POINTS)]
    if situation.tsumo:  # a loose tile is from the wall too (classical.md)
        out.append(Element("Winning from the wall", MOVE_POINTS["Winning from the wall"], POINTS))
    if only:
        out.append(Element("Filling the only place", MOVE_POINTS["Filling the only place"],
                           POINTS))
    if shape is WaitShape.SINGLE and pair is not None:
        # For a discard the seed wants it claimed for the pair; the best claim is assumed.
        eyes = f"Fishing the eyes, {'major' if is_major(pair) else 'minor'} pair"
        out.append(Element("Fishing the eyes", MOVE_POINTS[eyes], POINTS))
    return out


def _winner_doubles(
    situation: WinSituation, facts: HandFacts, no_score: bool, options: Mapping[str, Any]
) -> list[Element]:
    """M 117: the doubles only the winning hand scores."""
    names: list[str] = []
    if no_score:
        names.append("No score hand")
    if facts.form is Form.STANDARD and not facts.chows:
        names.append("No chows")
    if facts.concealed:
        names.append("Concealed hand")
    honour_set = any(f.is_honour for f in facts.triplet_faces)
    if facts.one_suit_only:
        names.append("One suit only")
    elif len(facts.suits) == 1 and honour_set:
        names.append("One suit with honours")
    all_honours = all(t.is_honour for t in facts.tiles)
    all_terminals = all(is_terminal(t) for t in facts.tiles)
    if not limit_of(options) and all_honours:
        names.append("All honours")
    elif not limit_of(options) and all_terminals:
        names.append("All terminals")
    elif not (all_honours or all_terminals) and all(is_major(t) for t in facts.tiles):
        names.append("All majors")
    for flag_name, name in WINNING_MOVE_DOUBLES:
        if flag(situation, flag_name):
            names.append(name)
    return [double(name) for name in names]


def _reading_text(groups: Sequence[Meld], pair: Tile | None, tiles: Sequence[Tile]) -> str:
    if not groups and pair is None:
        return MPSZ.format(tiles)
    parts = [("(" if g.open else "") + MPSZ.format(g.tiles) + (")" if g.open else "")
             for g in groups]
    if pair is not None:
        parts.append(MPSZ.format([pair, pair]))
    return " ".join(parts)


def _score_one(
    situation: WinSituation, reading: Reading, placed: Meld | None, shape: WaitShape,
    only: bool, options: Mapping[str, Any],
) -> _Scored:
    tiles = tuple(t.plain for t in situation.hand) + tuple(
        t.plain for m in situation.melds for t in m.tiles)
    pair = reading.pair.first.plain if reading.pair is not None else None
    if reading.form is Form.STANDARD and placed is not None:
        sets = _exposed_by_claim(reading, len(situation.melds), placed, shape, not situation.tsumo)
    else:
        sets = ()
    facts = HandFacts(reading.form, sets, pair, tiles, _is_concealed(situation, shape, options))
    text = _reading_text(sets, pair, tiles)
    limits = limit_hands(situation, facts, options)
    if limits:
        elements = tuple(Element(name, 1, LIMIT) for name in limits)
        value = limit_hand_value(options)
        return _Scored(elements, 0, 0, tuple(limits), value, text)
    seat, prevailing = situation.seat_wind, situation.round_wind
    points: list[Element] = [e for e in map(set_element, sets) if e is not None]
    if pair is not None and (pe := pair_element(pair, seat, prevailing)) is not None:
        points.append(pe)
    points += bonus_elements(situation.bonus)
    move = _winning_move(situation, shape, pair, only, options)
    points += move
    no_score = (
        facts.form is Form.STANDARD and facts.chows == 4 and pair is not None
        and not pair_points(pair, seat, prevailing)
        and (options.get("no_score_extras", True) or len(move) == 1)
    )
    doubles = bonus_doubles(situation.bonus, seat)
    doubles += honour_doubles(sets, [pair] if pair is not None else [], seat, prevailing)
    doubles += _winner_doubles(situation, facts, no_score, options)
    p, d = total(points, POINTS), total(doubles, DOUBLES)
    value = hand_value(p, d, limit_of(options))
    return _Scored(tuple(points + doubles), p, d, (), value, text)


def score_win(
    situation: WinSituation, options: Mapping[str, Any], grammar: Grammar, shapes: Shapes
) -> ScoreSheet:
    """The winner's score sheet: the best of every reading and every placement of the win tile.

    Total {"points", "doubles"} (points before doubling) or {"limit": 1}; `points` is the hand
    score after the limit; payments are each loser paying it (doubled to or from East).
    """
    if situation.win_tile not in situation.hand:
        return ScoreSheet.refused("the winning tile is not in the hand")
    readings = [
        r for r in shapes.readings(grammar, situation.hand, situation.melds)
        if r.form is not Form.STANDARD or len(r.melds) == 4  # four sets and a pair (M 28)
    ]
    if not readings:
        return ScoreSheet.refused("not a winning shape")
    only = only_place(situation, grammar, shapes)
    best: _Scored | None = None
    for reading in readings:
        placements: list[tuple[Meld | None, WaitShape]] = [(None, WaitShape.SPECIAL)]
        if reading.form is Form.STANDARD:
            placements = list(shapes.placements(reading, situation.win_tile))
        for placed, shape in placements:
            scored = _score_one(situation, reading, placed, shape, only, options)
            if best is None or scored.key > best.key:
                best = scored
    if best is None:
        return ScoreSheet.refused("not a winning shape")
    sheet = ScoreSheet(valid=True, elements=list(best.elements), points=best.value)
    if best.limits:
        sheet.total = {"limit": 1}
        sheet.limit_name = ", ".join(best.limits)
    else:
        sheet.total = {"points": best.points, "doubles": best.doubles}
    sheet.payments = hand_payments(situation.seat_wind, best.value)
    sheet.detail = {"reading": best.reading}
    return sheet


# ---------------------------------------------------------------------------------------------
# The losers


def score_loser(
    tiles: Sequence[Tile], melds: Sequence[Meld], seat_wind: str, round_wind: str,
    bonus: Sequence[Tile], options: Mapping[str, Any],
) -> ScoreSheet:
    """A losing hand's score: its sets, pairs (several may score), bonus tiles, and the doubles
    that apply to all hands, with its concealed tiles declared in the way best for it.

    Chows score nothing and no all-hands double asks for one, so the choice is, for each
    denomination held two or more times, a concealed pung, a pair, or nothing.
    """
    counts = Counter(t.plain for t in tiles)
    kinds = sorted((t for t, n in counts.items() if n >= 2), key=lambda t: (t.suit, t.rank))
    choices = [("pung", "pair", "") if counts[t] >= 3 else ("pair", "") for t in kinds]
    best: tuple[int, int, list[Element]] | None = None
    for combo in product(*choices):
        sets = list(melds)
        pairs: list[Tile] = []
        for t, how in zip(kinds, combo, strict=True):
            if how == "pung":
                sets.append(Meld(MeldKind.PUNG, (t, t, t), open=False, suit=t.suit))
            elif how == "pair":
                pairs.append(t)
        elements = [e for e in map(set_element, sets) if e is not None]
        elements += [e for p in pairs if (e := pair_element(p, seat_wind, round_wind))]
        elements += bonus_elements(bonus)
        elements += bonus_doubles(bonus, seat_wind)
        elements += honour_doubles(sets, pairs, seat_wind, round_wind)
        p, d = total(elements, POINTS), total(elements, DOUBLES)
        value = hand_value(p, d, limit_of(options))
        if best is None or (value, p) > (best[0], best[1]):
            best = (value, p, elements)
    assert best is not None  # product() of no choices still yields one empty combination
    value, _, elements = best
    return ScoreSheet(
        valid=True, elements=elements, points=value,
        total={"points": total(elements, POINTS), "doubles": total(elements, DOUBLES)},
    )
