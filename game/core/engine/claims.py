"""What a seat may do in its turn and in claim and rob-kong windows, and why a refusal."""

from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING

from game.core.hands.shapes import is_complete, waiting_kinds
from game.core.model.melds import Meld, MeldKind
from game.core.model.tiles import NORTH, Tile, tile
from game.core.table.actions import (
    AbortHand,
    Action,
    Chow,
    Continue,
    Discard,
    ExtractNorth,
    Kong,
    Pass,
    Pung,
    RevealBonus,
    Ron,
    Tsumo,
)
from game.core.table.events import Event, FuritenMarked
from game.core.table.state import Phase

if TYPE_CHECKING:
    from game.core.engine import Game


def _unique(tiles: list[Tile]) -> list[Tile]:
    seen: dict[Tile, None] = {}
    for t in tiles:
        seen.setdefault(t, None)
    return list(seen)


def furiten(game: Game, seat: int) -> bool:
    """Riichi furiten: passed a winning tile, or a wait is among the seat's own discards."""
    if not game.rules.furiten:
        return False
    s = game.state.seats[seat]
    if s.furiten_temp or s.furiten_perm:
        return True
    hand = [t for t in s.hand if not t.is_bonus]
    if len(hand) % 3 != 1:
        return False
    waits = set(waiting_kinds(game.grammar, hand, s.melds))
    return any(d.tile.plain in waits for d in s.discards)


def can_win(game: Game, seat: int, win_tile: Tile, by: str, discarder: int | None,
            flags: frozenset[str] = frozenset()) -> bool:
    from game.core.engine import match

    s = game.state.seats[seat]
    hand = [t for t in s.hand if not t.is_bonus]
    if by == "ron":
        hand = hand + [win_tile]
    elif len(hand) != len(s.hand):
        return False
    treasures = by == "tsumo" and bool(game.rules.bonus_win) and len(
        set(s.bonus)) >= game.rules.bonus_win
    if not treasures and not is_complete(game.grammar, hand, s.melds):
        return False
    sheet = match.sheet_for(game, seat, win_tile, by, discarder, flags)
    return bool(sheet.valid)


def act_options(game: Game, seat: int) -> list[Action]:
    st, rules = game.state, game.rules
    s = st.seats[seat]
    wall = st.wall
    assert wall is not None
    out: list[Action] = []
    drawn_turn = s.drawn is not None
    bonus = [t for t in s.hand if t.is_bonus]
    for t in _unique(bonus):
        out.append(RevealBonus(seat, t))
    if drawn_turn and not bonus and can_win(game, seat, s.drawn, "tsumo", None):  # type: ignore[arg-type]
        out.append(Tsumo(seat))
    playing = [t for t in s.hand if not t.is_bonus]
    if ("nine_terminals" in rules.abortive and drawn_turn and s.turns == 0
            and not st.calls_made and len({t.plain for t in playing
                                           if game.tileset.is_major(t)}) >= 9):
        out.append(AbortHand(seat))
    locked = s.riichi or s.original_call
    kong_room = len(st.kongs) < rules.max_kongs and wall.left > 0  # none on the last tile
    if drawn_turn and kong_room and not s.original_call and (
            s.from_wall or not rules.kong_only_after_wall_draw):
        out.extend(_own_kongs(game, seat, playing))
    if rules.north_extraction and drawn_turn and wall.left > 0:
        north = next((t for t in playing if t.plain is tile("z", NORTH)), None)
        if locked and s.drawn is not None and s.drawn.plain is not tile("z", NORTH):
            north = None  # after riichi only a drawn North may be set aside
        if north is not None:
            out.append(ExtractNorth(seat, north))
    if bonus:
        return out
    if locked and s.drawn is not None:
        out.append(Discard(seat, s.drawn))
        return out
    choices = [t for t in _unique(playing) if t.plain not in {k.plain for k in s.kuikae}]
    if not choices:
        choices = _unique(playing)
    out.extend(Discard(seat, t) for t in choices)
    if (rules.riichi and not s.riichi and all(not m.open for m in s.melds)
            and st.scores[seat] >= rules.riichi_cost and wall.left >= st.players):
        for t in choices:
            rest = list(playing)
            rest.remove(t)
            if waiting_kinds(game.grammar, rest, s.melds):
                out.append(Discard(seat, t, riichi=True))
    if rules.original_call and s.turns == 0:
        out.extend(Discard(seat, t, call=True) for t in choices)
    return out


def _own_kongs(game: Game, seat: int, playing: list[Tile]) -> list[Action]:
    s = game.state.seats[seat]
    out: list[Action] = []
    plains = [t.plain for t in playing]
    for k in _unique(plains):
        if plains.count(k) == 4:
            if s.riichi:
                if s.drawn is None or s.drawn.plain is not k:
                    continue
                before = list(playing)
                before.remove(s.drawn)
                after = [t for t in playing if t.plain is not k]
                kong = Meld(MeldKind.KONG, (k,) * 4, False, k.suit)
                if set(waiting_kinds(game.grammar, before, s.melds)) != set(
                        waiting_kinds(game.grammar, after, s.melds + [kong])) or not after:
                    continue
            out.append(Kong(seat, k, "closed"))
    if not s.riichi:
        for m in s.melds:
            if m.kind is MeldKind.PUNG:
                t = next((x for x in playing if x.plain is m.tiles[0].plain), None)
                if t is not None:
                    out.append(Kong(seat, t, "added"))
    return out


def open_claim_window(game: Game, discarder: int, t: Tile, events: list[Event]) -> None:
    st = game.state
    wall = st.wall
    assert wall is not None
    st.pending, st.answers = {}, {}
    n = st.players
    for k in range(1, n):
        o = (discarder + k) % n
        s = st.seats[o]
        options: list[Action] = []
        if can_win(game, o, t, "ron", discarder):
            if furiten(game, o):
                _mark_furiten(game, o, events)
            else:
                options.append(Ron(o))
        if not s.riichi and not s.original_call and wall.left > 0:
            options.extend(_calls(game, o, discarder, t))
        if options:
            st.pending[o] = tuple(options) + (Pass(o),)
    if st.pending:
        st.phase = Phase.CLAIM
    else:
        game.after_discard_passed(events)


def _calls(game: Game, seat: int, discarder: int, t: Tile) -> list[Action]:
    st, rules = game.state, game.rules
    s = st.seats[seat]
    hand = [x for x in s.hand if not x.is_bonus]
    same = [x for x in hand if x.plain is t.plain]
    out: list[Action] = []
    pairs = {tuple(sorted((a, b), key=id)) for i, a in enumerate(same) for b in same[i + 1:]}
    for a, b in sorted(pairs, key=lambda p: (p[0].red, p[1].red)):
        out.append(Pung(seat, (a, b)))
    if len(same) >= 3 and len(st.kongs) < rules.max_kongs:
        out.append(Kong(seat, t, "open"))
    left = seat == (discarder + 1) % st.players
    if rules.chow_from == "any" or (rules.chow_from == "left" and left):
        idx = game.tileset.index
        ti = idx[t]
        by_kind: dict[int, list[Tile]] = {}
        for x in hand:
            by_kind.setdefault(idx[x], [])
            if x not in by_kind[idx[x]]:
                by_kind[idx[x]].append(x)
        seen: set[tuple[Tile, Tile]] = set()
        for tpl in game.grammar.by_index.get(ti, ()):
            if tpl.kind is MeldKind.PUNG:
                continue
            others = list(tpl.indices)
            others.remove(ti)
            if others[0] == others[1]:
                if len([x for x in hand if idx[x] == others[0]]) < 2:
                    continue
            if not all(i in by_kind for i in others):
                continue
            for a, b in product(by_kind[others[0]], by_kind[others[1]]):
                key = (a, b) if id(a) <= id(b) else (b, a)
                if key not in seen:
                    seen.add(key)
                    out.append(Chow(seat, (a, b)))
    return out


def _mark_furiten(game: Game, seat: int, events: list[Event], permanent: bool = True) -> None:
    """`seat` let a winning tile go: furiten until its next draw, for good after riichi."""
    s = game.state.seats[seat]
    s.furiten_temp = True
    if permanent and s.riichi:
        s.furiten_perm = True
    events.append(FuritenMarked(seat, permanent and s.riichi))


def open_rob_window(game: Game, seat: int, t: Tile, kind: str, events: list[Event]) -> None:
    """After a kong (or a North set aside) the others may win on its tile, else replace."""
    st, rules = game.state, game.rules
    st.pending, st.answers = {}, {}
    flags = frozenset() if kind == "north" else frozenset({"chankan", "rob_kong"})
    if kind in ("added", "north") or (kind == "closed" and rules.rob_concealed_kong) or (
            kind == "open" and rules.rob_any_kong):
        for k in range(1, st.players):
            o = (seat + k) % st.players
            if not can_win(game, o, t, "ron", seat, flags):
                continue
            if kind == "closed" and not _orphans(game, o, t):
                continue
            if furiten(game, o):
                _mark_furiten(game, o, events, permanent=False)
                continue
            st.pending[o] = (Ron(o), Pass(o))
    if st.pending:
        st.kong_pending = (seat, t, kind)
        st.phase = Phase.ROB_KONG
    else:
        game.replacement_draw(seat, events)


def _orphans(game: Game, seat: int, t: Tile) -> bool:
    hand = [x.plain for x in game.state.seats[seat].hand if not x.is_bonus] + [t.plain]
    return all(game.tileset.is_major(x) for x in hand) and len(set(hand)) >= 12


def resolve(game: Game, events: list[Event]) -> None:
    """Everyone has answered the window: settle it by priority."""
    from game.core.engine import match
    from game.core.settlement import nearest

    st, rules = game.state, game.rules
    answers, pending = st.answers, st.pending
    st.pending, st.answers = {}, {}
    for o, opts in pending.items():
        if any(isinstance(a, Ron) for a in opts) and not isinstance(answers.get(o), Ron):
            _mark_furiten(game, o, events)
    rons = [o for o, a in answers.items() if isinstance(a, Ron)]
    if st.phase == Phase.ROB_KONG:
        assert st.kong_pending is not None
        seat, t, kind = st.kong_pending
        st.kong_pending = None
        if rons:
            winners = rons if rules.multi_ron else [nearest(rons, seat + 1, st.players)]
            flags = frozenset() if kind == "north" else frozenset({"chankan", "rob_kong"})
            match.win(game, winners, seat, t, events, flags)
        else:
            game.replacement_draw(seat, events)
        return
    assert st.last_discard is not None
    discarder, t = st.last_discard
    if rons:
        winners = rons if rules.multi_ron else [nearest(rons, discarder + 1, st.players)]
        match.win(game, winners, discarder, t, events)
        return
    game.deposit_riichi(events)
    big = [(o, a) for o, a in answers.items() if isinstance(a, Pung | Kong)]
    small = [(o, a) for o, a in answers.items() if isinstance(a, Chow)]
    chosen = big or small
    if chosen:
        o, a = min(chosen, key=lambda oa: (oa[0] - discarder) % st.players)
        game.claimed(o, a, events)
        return
    reason = match.abortive_after_discard(game)
    if reason:
        match.abortive_draw(game, reason, events)
        return
    game.next_turn(events)


def kuikae_tiles(game: Game, meld: Meld, t: Tile) -> tuple[Tile, ...]:
    """Kuikae: the called tile, and for a run called at one end, the tile beyond the other."""
    banned = [t.plain]
    if meld.kind is MeldKind.CHOW and t.is_number:
        ranks = sorted(x.rank for x in meld.tiles)
        if ranks == [ranks[0], ranks[0] + 1, ranks[0] + 2]:
            beyond = ranks[0] - 1 if t.rank == ranks[2] else (
                ranks[2] + 1 if t.rank == ranks[0] else 0)
            if 1 <= beyond <= game.tileset.ranks:
                banned.append(tile(t.suit, beyond))
    return tuple(banned)


def why_illegal(game: Game, action: Action) -> str:
    """The rule an illegal action breaks, in words."""
    st = game.state
    if not 0 <= action.seat < st.players:
        return f"there is no seat {action.seat}"
    if st.phase == Phase.MATCH_END:
        return "the match is over"
    if st.phase in (Phase.DEAL, Phase.HAND_END):
        return f"between hands ({st.phase.value}) the only action is Continue"
    if isinstance(action, Continue):
        return "the hand is in play: Continue is only between hands"
    if st.phase == Phase.ACT and action.seat != st.turn:
        return f"it is seat {st.turn}'s turn, not seat {action.seat}'s"
    if st.phase in (Phase.CLAIM, Phase.ROB_KONG):
        if action.seat not in st.pending:
            return "this seat has no claim to make now"
        if action.seat in st.answers:
            return "this seat has already answered"
        if not isinstance(action, Ron | Pass | Chow | Pung | Kong):
            return "in a claim window a seat may only claim the tile (Ron, Pung, Chow, Kong) " \
                   "or Pass"
        if isinstance(action, Ron):
            return "that tile does not complete a winning hand (or furiten / no yaku)"
        if st.phase == Phase.ROB_KONG:
            return "a kong can only be robbed to win: Ron or Pass"
        if isinstance(action, Chow):
            if game.rules.chow_from == "none":
                return "no chow in this variant"
            return "a chow needs two tiles of yours that make a run with the discard, " \
                   "and (here) a discard from the player on your left"
        if isinstance(action, Pung):
            return "a pung needs two tiles of yours matching the discard"
        if isinstance(action, Kong):
            return "an open kong needs three tiles of yours matching the discard"
        return "not a claim this seat can make on this discard"
    s = st.seats[action.seat]
    if isinstance(action, Pass | Ron | Chow | Pung):
        return "there is no discard to claim: it is your turn to play"
    if isinstance(action, Discard):
        if action.tile not in s.hand:
            return f"{action.tile.name} is not in your hand"
        if action.tile.is_bonus:
            return "a bonus tile is laid aside and replaced, never discarded"
        if any(t.is_bonus for t in s.hand):
            return "lay your bonus tiles aside before discarding"
        if s.riichi:
            return "after riichi the hand may not change: discard the drawn tile"
        if s.original_call:
            return "after an Original Call the hand may not change: discard the drawn tile"
        if action.tile.plain in {k.plain for k in s.kuikae}:
            return "kuikae: you may not discard the called tile or the other end of the run"
        if action.riichi:
            return "riichi needs a closed ready hand after this discard, enough points for " \
                   "the deposit and at least one more draw left"
        if action.call:
            return "an Original Call goes with your first discard only"
        return "that discard is not allowed now"
    if isinstance(action, Tsumo):
        return "the hand is not complete (or it scores no legal win: no yaku / minimum)"
    if isinstance(action, Kong):
        if game.rules.kong_only_after_wall_draw and not s.from_wall:
            return "a concealed or added kong only right after a draw from the wall"
        if s.riichi:
            return "after riichi a closed kan only with the drawn tile and if the waits stay"
        return "no such kong: four alike in hand, or a drawn tile onto an exposed pung"
    if isinstance(action, ExtractNorth):
        return "only a North in your hand, on your turn after a draw, may be set aside"
    if isinstance(action, RevealBonus):
        return "no such bonus tile in your hand"
    if isinstance(action, AbortHand):
        return "nine terminals needs nine different terminals and honours on the first draw"
    return "not legal now"
