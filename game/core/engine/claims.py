"""What a seat may do in its turn and in claim and rob-kong windows, and how a window ends:
pure decisions over the state and the rules (the engine carries them out)."""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import product

from game.core.engine.hand_end import four_kans_pending
from game.core.engine.ruleset import Ruleset
from game.core.engine.wins import Scorer
from game.core.hands.shapes import waiting_kinds, waits
from game.core.model.melds import Meld, MeldKind
from game.core.model.tiles import NORTH_TILE, Tile
from game.core.table.actions import (
    AbortHand,
    Action,
    Chow,
    Discard,
    ExtractNorth,
    Kong,
    Pass,
    Pung,
    RevealBonus,
    Ron,
    Tsumo,
)
from game.core.table.state import GameState, Phase

ROB_FLAGS = frozenset({"chankan", "rob_kong"})  # a win on a kong's tile (not on a North)


def _red_last(t: Tile) -> tuple[str, int, bool]:
    return t.suit, t.rank, t.red


def _unique(tiles: list[Tile]) -> list[Tile]:
    return list(dict.fromkeys(tiles))


def furiten(st: GameState, rs: Ruleset, seat: int) -> bool:
    """Riichi furiten: passed a winning tile, or a wait is among the seat's own discards."""
    if not rs.rules.furiten:
        return False
    s = st.seats[seat]
    if s.furiten_temp or s.furiten_perm:
        return True
    hand = [t for t in s.hand if not t.is_bonus]
    if len(hand) % 3 != 1:
        return False
    waits = set(waiting_kinds(rs.grammar, hand, s.melds))
    return any(d.tile.plain in waits for d in s.discards)


# ------------------------------------------------------------------------------- the turn


def act_options(st: GameState, rs: Ruleset, scorer: Scorer, seat: int) -> list[Action]:
    """Everything the turn seat may do: lay a bonus tile aside, win, abort, kong, set a North
    aside, discard (with riichi or an Original Call)."""
    rules = rs.rules
    s = st.seats[seat]
    wall = st.wall
    assert wall is not None
    out: list[Action] = []
    bonus = [t for t in s.hand if t.is_bonus]
    out.extend(RevealBonus(seat, t) for t in _unique(bonus))
    if s.drawn is not None and not bonus and scorer.can_win(st, seat, s.drawn, "tsumo", None):
        out.append(Tsumo(seat))
    playing = [t for t in s.hand if not t.is_bonus]
    # a tile a power brought in (Second Wind, Undertow) ends the first draw's privileges
    if ("nine_terminals" in rules.abortive and s.drawn is not None and s.turns == 0
            and not st.calls_made and not s.traded and len({t.plain for t in playing
                                           if rs.tileset.is_major(t)}) >= 9):
        out.append(AbortHand(seat))
    locked = s.riichi or s.original_call
    kong_room = len(st.kongs) < rules.max_kongs and wall.left > 0  # none on the last tile
    if s.drawn is not None and kong_room and not s.original_call and (
            s.from_wall or not rules.kong_only_after_wall_draw):
        out.extend(_own_kongs(st, rs, seat, playing))
    if rules.north_extraction and s.drawn is not None and wall.left > 0:
        north = next((t for t in playing if t.plain is NORTH_TILE), None)
        if locked and s.drawn.plain is not NORTH_TILE:
            north = None  # after riichi only a drawn North may be set aside
        if north is not None:
            out.append(ExtractNorth(seat, north))
    if bonus:
        return out
    if locked and s.drawn is not None:
        out.append(Discard(seat, s.drawn))
        return out
    return out + _discards(st, rs, seat, playing)


def _discards(st: GameState, rs: Ruleset, seat: int, playing: list[Tile]) -> list[Action]:
    rules = rs.rules
    s = st.seats[seat]
    assert st.wall is not None
    # Kuikae is never lifted: a call that would leave nothing to discard is not offered.
    banned = {k.plain for k in s.kuikae}
    choices = [t for t in _unique(playing) if t.plain not in banned]
    out: list[Action] = [Discard(seat, t) for t in choices]
    if (rules.riichi and not s.riichi and all(not m.open for m in s.melds)
            and st.scores[seat] >= rules.riichi_cost and st.wall.left >= st.players):
        out.extend(Discard(seat, t, riichi=True) for t in choices
                   if _riichi_on(st, rs, seat, playing, t))
    if rules.original_call and s.turns == 0:
        out.extend(Discard(seat, t, call=True) for t in choices)
    return out


def _riichi_on(st: GameState, rs: Ruleset, seat: int, playing: list[Tile], t: Tile) -> bool:
    """Whether discarding `t` leaves a hand riichi may be declared on: ready, and, where the
    rules forbid them, neither furiten nor waiting only on tiles the seat holds all of."""
    s = st.seats[seat]
    rest = list(playing)
    rest.remove(t)
    if rs.rules.furiten_riichi and rs.rules.karaten_riichi:
        return bool(waiting_kinds(rs.grammar, rest, s.melds))
    found = waits(rs.grammar, rest, s.melds)
    if not found:
        return False
    thrown = {d.tile.plain for d in s.discards} | {t.plain}
    if not rs.rules.furiten_riichi and any(w.tile.plain in thrown for w in found):
        return False
    return rs.rules.karaten_riichi or any(w.left for w in found)


def _own_kongs(st: GameState, rs: Ruleset, seat: int, playing: list[Tile]) -> list[Action]:
    s = st.seats[seat]
    out: list[Action] = []
    plains = [t.plain for t in playing]
    for k in _unique(plains):
        if plains.count(k) != 4:
            continue
        if s.riichi and not _kong_keeps_waits(rs, s.drawn, k, playing, s.melds):
            continue
        out.append(Kong(seat, k, "closed"))
    if not s.riichi:
        for m in s.melds:
            if m.kind is MeldKind.PUNG:
                t = next((x for x in playing if x.plain is m.tiles[0].plain), None)
                if t is not None:
                    out.append(Kong(seat, t, "added"))
    return out


def _kong_keeps_waits(rs: Ruleset, drawn: Tile | None, k: Tile, playing: list[Tile],
                      melds: list[Meld]) -> bool:
    """After riichi a closed kong only of the drawn tile, and only if the waits stay."""
    if drawn is None or drawn.plain is not k:
        return False
    before = list(playing)
    before.remove(drawn)
    after = [t for t in playing if t.plain is not k]
    kong = Meld(MeldKind.KONG, (k,) * 4, False, k.suit)
    return bool(after) and set(waiting_kinds(rs.grammar, before, melds)) == set(
        waiting_kinds(rs.grammar, after, melds + [kong]))


# ------------------------------------------------------------------------------- windows


@dataclass(frozen=True)
class Window:
    """Who may answer a discard or a kong, and with what; and the seats that let a winning
    tile go while furiten (seat, for the rest of the hand)."""

    pending: dict[int, tuple[Action, ...]] = field(default_factory=dict)
    furiten: tuple[tuple[int, bool], ...] = ()


def claim_window(st: GameState, rs: Ruleset, scorer: Scorer, discarder: int, t: Tile) -> Window:
    """The others' answers to a discard: Ron (unless furiten), calls, Pass."""
    wall = st.wall
    assert wall is not None
    pending: dict[int, tuple[Action, ...]] = {}
    marks: list[tuple[int, bool]] = []
    for k in range(1, st.players):
        o = (discarder + k) % st.players
        s = st.seats[o]
        options: list[Action] = []
        if scorer.can_win(st, o, t, "ron", discarder):
            if furiten(st, rs, o):
                marks.append((o, s.riichi))
            else:
                options.append(Ron(o))
        # After four kans by several players only a win is offered: else the hand is drawn.
        if not s.riichi and not s.original_call and wall.left > 0 and not four_kans_pending(
                st, rs.rules):
            options.extend(_calls(st, rs, o, discarder, t))
        if options:
            pending[o] = (*options, Pass(o))
    return Window(pending, tuple(marks))


def _calls(st: GameState, rs: Ruleset, seat: int, discarder: int, t: Tile) -> list[Action]:
    hand = [x for x in st.seats[seat].hand if not x.is_bonus]
    same = [x for x in hand if x.plain is t.plain]
    out: list[Action] = []
    # Each pair of tiles once, the plain five before the red: never by where a tile sits in
    # memory, which differs from process to process.
    pairs = {tuple(sorted((a, b), key=_red_last)) for i, a in enumerate(same)
             for b in same[i + 1:]}
    for a, b in sorted(pairs, key=lambda p: (p[0].red, p[1].red)):
        if _leaves_a_discard(rs, hand, MeldKind.PUNG, (a, b), t):
            out.append(Pung(seat, (a, b)))
    if len(same) >= 3 and len(st.kongs) < rs.rules.max_kongs:
        out.append(Kong(seat, t, "open"))
    left = seat == (discarder + 1) % st.players
    if rs.rules.chow_from == "any" or (rs.rules.chow_from == "left" and left):
        out.extend(c for c in _chows(rs, seat, hand, t)
                   if _leaves_a_discard(rs, hand, MeldKind.CHOW, c.tiles, t))
    return out


def _leaves_a_discard(rs: Ruleset, hand: list[Tile], kind: MeldKind, own: tuple[Tile, ...],
                      t: Tile) -> bool:
    """Under kuikae, whether a tile kuikae does not ban stays in the hand after this call."""
    if not rs.rules.kuikae:
        return True
    banned = {k.plain for k in kuikae_tiles(rs, kind, own, t)}
    rest = list(hand)
    for x in own:
        rest.remove(x)
    return any(x.plain not in banned for x in rest)


def _chows(rs: Ruleset, seat: int, hand: list[Tile], t: Tile) -> list[Chow]:
    idx = rs.tileset.index
    ti = idx[t]
    by_kind: dict[int, list[Tile]] = {}
    for x in hand:
        kinds = by_kind.setdefault(idx[x], [])
        if x not in kinds:
            kinds.append(x)
    seen: set[tuple[Tile, Tile]] = set()
    out: list[Chow] = []
    for tpl in rs.grammar.by_index.get(ti, ()):
        if tpl.kind is MeldKind.PUNG:
            continue
        others = list(tpl.indices)
        others.remove(ti)
        if others[0] == others[1] and len([x for x in hand if idx[x] == others[0]]) < 2:
            continue
        if not all(i in by_kind for i in others):
            continue
        for a, b in product(by_kind[others[0]], by_kind[others[1]]):
            key = (a, b) if _red_last(a) <= _red_last(b) else (b, a)
            if key not in seen:
                seen.add(key)
                out.append(Chow(seat, (a, b)))
    return out


def rob_window(st: GameState, rs: Ruleset, scorer: Scorer, seat: int, t: Tile,
               kind: str) -> Window:
    """After a kong (or a North set aside) the others may win on its tile."""
    rules = rs.rules
    pending: dict[int, tuple[Action, ...]] = {}
    marks: list[tuple[int, bool]] = []
    flags = frozenset() if kind == "north" else ROB_FLAGS
    if kind in ("added", "north") or (kind == "closed" and rules.rob_concealed_kong) or (
            kind == "open" and rules.rob_any_kong):
        for k in range(1, st.players):
            o = (seat + k) % st.players
            if not scorer.can_win(st, o, t, "ron", seat, flags):
                continue
            if kind == "closed" and not _orphans(st, rs, o, t):
                continue
            if furiten(st, rs, o):
                marks.append((o, False))
                continue
            pending[o] = (Ron(o), Pass(o))
    return Window(pending, tuple(marks))


def _orphans(st: GameState, rs: Ruleset, seat: int, t: Tile) -> bool:
    hand = [x.plain for x in st.seats[seat].hand if not x.is_bonus] + [t.plain]
    return all(rs.tileset.is_major(x) for x in hand) and len(set(hand)) >= 12


# ------------------------------------------------------------------------------- resolving


@dataclass(frozen=True)
class Win:
    """Seats winning on another seat's tile (a discard, or a kong robbed)."""

    winners: tuple[int, ...]
    discarder: int
    tile: Tile
    flags: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Resolution:
    """How a window ended: the seats now furiten for letting a Ron go, and a win, a call,
    an abortive draw (three rons where the rules abort), or none of these (the discard
    passes, or the kong stands)."""

    furiten: tuple[tuple[int, bool], ...] = ()
    win: Win | None = None
    call: tuple[int, Action] | None = None
    abortive: str = ""


def nearest(seats: list[int], start: int, players: int) -> int:
    """Of `seats`, the first in turn order counting from `start` (inclusive)."""
    return min(seats, key=lambda s: (s - start) % players)


def resolve(st: GameState, rs: Ruleset) -> Resolution:
    """Everyone has answered the window: Ron first (the nearest, unless several may win on
    one discard), then a pung or kong before a chow, the nearest seat first."""
    answers = st.answers
    marks = tuple((o, st.seats[o].riichi) for o, opts in st.pending.items()
                  if any(isinstance(a, Ron) for a in opts) and not isinstance(answers.get(o), Ron))
    rons = [o for o, a in answers.items() if isinstance(a, Ron)]
    if st.phase == Phase.ROB_KONG:
        assert st.kong_pending is not None
        seat, t, kind = st.kong_pending
        if not rons:
            return Resolution(marks)
        winners = rons if rs.rules.multi_ron else [nearest(rons, seat + 1, st.players)]
        flags = frozenset() if kind == "north" else ROB_FLAGS
        return Resolution(marks, Win(tuple(winners), seat, t, flags))
    assert st.last_discard is not None
    discarder, t = st.last_discard
    if rons:
        if len(rons) >= 3 and "triple_ron" in rs.rules.abortive:
            return Resolution(marks, abortive="triple_ron")
        winners = rons if rs.rules.multi_ron else [nearest(rons, discarder + 1, st.players)]
        return Resolution(marks, Win(tuple(winners), discarder, t))
    big = [(o, a) for o, a in answers.items() if isinstance(a, Pung | Kong)]
    small = [(o, a) for o, a in answers.items() if isinstance(a, Chow)]
    chosen = big or small
    if not chosen:
        return Resolution(marks)
    return Resolution(marks, call=min(chosen, key=lambda oa: (oa[0] - discarder) % st.players))


def kuikae_tiles(rs: Ruleset, kind: MeldKind, own: tuple[Tile, ...], t: Tile
                 ) -> tuple[Tile, ...]:
    """Kuikae: the called tile, and for a run, every other tile the two own tiles waited on
    (the other end of a two-sided wait: 3-4 called with 5 bans 2; Space's 8-9 called with
    7 bans 1, as its grammar makes 8-9-1 a run)."""
    banned = [t.plain]
    if kind is MeldKind.CHOW:
        idx, kinds = rs.tileset.index, rs.tileset.kinds
        a, b = (idx[x] for x in own)
        for tpl in rs.grammar.by_index.get(a, ()):
            rest = list(tpl.indices)
            if tpl.kind is MeldKind.PUNG:
                continue
            rest.remove(a)
            if b not in rest:
                continue
            rest.remove(b)
            if rest[0] != idx[t] and kinds[rest[0]] not in banned:
                banned.append(kinds[rest[0]])
    return tuple(banned)
