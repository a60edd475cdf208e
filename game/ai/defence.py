"""Defence for the AI: who threatens to win, and how likely each tile is to deal into them.

Everything is read from the seat's view. A threat is a seat that has declared riichi, or
one whose exposed melds show it is near a win (three or more melds, two late in the hand,
or an obvious flush or honour hand). A tile's danger against a threat counts the ways the
threat could be waiting on it, from the copies of the tiles around it that are still unseen:

- genbutsu: a tile the threat discarded itself, or let go after its riichi, cannot win
  where furiten applies (elsewhere it is only unlikely);
- suji: a two-sided wait on 1-4 also wins on 4; if the threat discarded 4, 1 is safe from it;
- kabe (no-chance): a wait needing tiles whose copies are all seen cannot exist, so the
  count of unseen copies takes care of walls and of honours with three copies seen;
- a flush threat wins only in its suit and honours; an honour hand makes honours worse.

Danger is a rough chance of dealing in, scaled so a fresh middle tile against a riichi is
about one in seven; it is meant for ordering tiles and for push/fold thresholds.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from game.core.engine.cannon import cannon_danger, late_in_wall
from game.core.model.grammar import Grammar
from game.core.model.melds import Meld
from game.core.model.tiles import HONOUR, NUMBER_SUITS, Tile
from game.core.table.rules import PlayRules
from game.core.table.state import SeatView, View

# Ways of waiting on a tile, by how often hands end up waiting that way.
RYANMEN = 1.0  # per pair of unseen tiles making a two-sided wait on it
KANCHAN = 0.35  # closed wait (46 on 5) and edge wait (12 on 3), per pair
SHANPON = 3.0  # per pair of unseen copies of the tile itself
TANKI = 1.0  # per unseen copy (pair wait)
SCALE = 330.0  # ways to chance: a fresh 5 against a riichi is about 0.15
NOT_FURITEN = 0.3  # genbutsu / suji where discarding a tile does not forbid winning on it
HONOUR_HAND = 2.0  # honours against a threat showing dragon or honour pungs
LATE_TURN = 9  # from this turn on a two-meld open hand counts as a threat


@dataclass(frozen=True)
class Threat:
    """A seat that may be ready, and what its table shows."""

    seat: int
    ready: float  # how likely it is ready: 1 for a riichi
    riichi: bool
    genbutsu: frozenset[Tile]  # tiles it cannot (or hardly) win on
    flush: str | None  # the one number suit its open melds are in, if it goes for a flush
    honours: bool  # shows honour pungs: honours are worth more to it

    @property
    def weak(self) -> bool:
        """Seldom ready yet: worth a safer tile among equal ones, never a fold."""
        return self.ready <= WEAK_TWO


def turn_of(view: View, rules: PlayRules, size: int) -> int:
    """Turns played this hand, from the wall: each player has drawn about this many tiles."""
    live = size - rules.players * rules.hand_size - rules.dead_wall
    return max(0, (live - view.wall_left) // max(1, rules.players))


def _passed_after_riichi(view: View, threat: SeatView) -> set[Tile]:
    """Tiles others discarded after this seat's riichi that it let go. Each other seat has
    discarded about as often since as the threat itself; counting that many of their latest
    discards errs on the safe side unless calls skipped their turns."""
    at = next((i for i, d in enumerate(threat.discards) if d.riichi), None)
    if at is None:
        return set()
    since = len(threat.discards) - 1 - at
    out: set[Tile] = set()
    for s in view.seats:
        if s.seat != threat.seat and since:
            out.update(d.tile.plain for d in s.discards[-since:])
    return out


def _meld_suits(melds: Iterable[Meld | None]) -> set[str]:
    return {m.tiles[0].suit for m in melds if m is not None and m.tiles}


WEAK_ONE = 0.1  # how often an open hand of one meld is ready (a weak threat)
WEAK_TWO = 0.2  # ... of two melds early in the hand (more, or later, is a threat)


def pressing(threats: Iterable[Threat]) -> bool:
    """Whether any threat is more than weak: one worth sorting by danger or folding for."""
    return any(not t.weak for t in threats)


def find_threats(view: View, rules: PlayRules, size: int, weak: bool = False) -> list[Threat]:
    """Every other seat that is, or shows it may be, ready to win (`weak`: also open hands
    that are seldom ready yet, so that a choice between equal discards may favour safety)."""
    turn = turn_of(view, rules, size)
    out = []
    for s in view.seats:
        if s.seat == view.seat:
            continue
        melds = [m for m in s.melds if m is not None and m.open]
        suits = _meld_suits(melds)
        numbers = suits & set(NUMBER_SUITS)
        flush = next(iter(numbers)) if len(numbers) == 1 and len(melds) >= 2 else None
        honour_pungs = sum(m.tiles[0].suit == HONOUR for m in melds)
        dragon = any(m.tiles[0].is_dragon for m in melds)
        honours = honour_pungs >= 2 or (dragon and len(melds) >= 2)
        if s.riichi:
            ready = 1.0
        elif len(melds) >= 4:
            ready = 1.0
        elif len(melds) == 3:
            ready = min(0.9, 0.5 + 0.04 * turn)
        elif len(melds) == 2 and (turn >= LATE_TURN or flush or honours):
            ready = 0.35 if turn >= LATE_TURN else 0.25
        elif weak and melds:
            ready = WEAK_TWO if len(melds) == 2 else WEAK_ONE
        else:
            continue
        safe = {d.tile.plain for d in s.discards}
        if s.riichi:
            safe |= _passed_after_riichi(view, s)
        out.append(Threat(s.seat, ready, s.riichi, frozenset(safe), flush, honours))
    return out


def liable_kinds(view: View, rules: PlayRules) -> frozenset[Tile]:
    """The kinds in the hand that would let off a cannon if they dealt in (Classical: the
    feeder then pays the other losers' debts to the winner too): dangerous against some other
    seat, by its exposed sets (`rules.dangerous`) or, late in the wall, as a kind not yet
    seen, while the hand holds a tile that is not. Empty where the rules know no cannon."""
    late = late_in_wall(rules, view.wall_left)
    if rules.dangerous is None and not late:
        return frozenset()
    hand = {t.plain for t in view.hand if not t.is_bonus}
    seen = {t.plain for t in view.visible_tiles()} if late else set()
    out: set[Tile] = set()
    for s in view.seats:
        if s.seat == view.seat:
            continue
        exposed = tuple(m for m in s.melds if m is not None)
        bad = {t for t in hand if cannon_danger(rules, exposed, t, late, seen)}
        if bad != hand:  # with no safe tile at all, no discard is a cannon
            out |= bad
    return frozenset(out)


def liability(rules: PlayRules) -> float:
    """The share of what a win brings that a cannon adds to the feeder's cost: the other
    losers' debts to the winner, which it pays for them."""
    return max(0, rules.players - 2) / max(1, rules.players - 1)


class DangerTable:
    """Danger of each tile kind against the threats, from the copies this seat has not seen.

    The ways of waiting come from the variant's own meld grammar: every run template that
    holds the tile leaves a two-tile partial that waits on it (a chow's 23 on 1 and 4, a
    Space wrap's 9-1 on 8 and 2, three winds' two on either other wind, an Ùzje arith's
    partials on every rank that completes them). A partial with two or more waits is
    two-sided (suji can clear it where furiten applies); one with a single wait is a closed
    or edge wait. `grammar` None reads plain chows (1-9 runs) from the tile ranks."""

    def __init__(self, view: View, rules: PlayRules, kinds: Sequence[Tile],
                 unseen: Sequence[int], threats: Sequence[Threat],
                 grammar: Grammar | None = None, scale: float = SCALE) -> None:
        self.rules = rules
        self.threats = threats
        self.scale = scale
        self.unseen_by_index = list(unseen)
        self.unseen = {k: unseen[i] for i, k in enumerate(kinds)}
        self.index = {k: i for i, k in enumerate(kinds)}
        self.partials = partials_of(grammar) if grammar is not None else _chow_partials(kinds)

    def against(self, t: Tile, threat: Threat) -> float:
        """The chance-like danger of discarding `t` into this one threat."""
        return threat.ready * min(0.6, self.ways(t, threat) / self.scale)

    def ways(self, t: Tile, threat: Threat) -> float:
        """How many ways (weighted pairs of unseen tiles) the threat may wait on `t`."""
        t = t.plain
        kill = 0.0 if self.rules.furiten else NOT_FURITEN
        if t in threat.genbutsu and kill == 0.0:
            return 0.0
        if threat.flush and t.is_number and t.suit != threat.flush:
            return 0.0
        u = self.unseen.get(t, 0)
        ways = SHANPON * u * (u - 1) / 2 + TANKI * u
        if t.is_honour and threat.honours:
            ways *= HONOUR_HAND
        ways += self._run_ways(t, threat, kill)
        if t in threat.genbutsu:
            ways *= kill
        return ways

    def _run_ways(self, t: Tile, threat: Threat, kill: float) -> float:
        i = self.index.get(t)
        if i is None:
            return 0.0
        u = self.unseen_by_index
        kinds = list(self.unseen)
        ways = 0.0
        for a, b, others in self.partials[i]:
            pairs = u[a] * (u[b] - 1 if a == b else u[b])
            if not pairs:
                continue
            if not others:
                ways += KANCHAN * pairs
                continue
            suji = any(kinds[o] in threat.genbutsu for o in others)
            ways += RYANMEN * pairs * (kill if suji else 1.0)
        return ways

    def danger(self, t: Tile) -> float:
        """Danger against every threat at once (any of them may win on it)."""
        return sum(self.against(t, th) for th in self.threats)


# kind -> ((partial kind a, partial kind b, the partial's other waits), ...)
Partials = tuple[tuple[tuple[int, int, tuple[int, ...]], ...], ...]
_PARTIALS: dict[int, tuple[Grammar, Partials]] = {}


def partials_of(grammar: Grammar) -> Partials:
    """For each kind, the two-tile partials of the grammar's runs that wait on it, with the
    partial's other waits (built once per grammar)."""
    found = _PARTIALS.get(id(grammar))
    if found is not None and found[0] is grammar:
        return found[1]
    out = _partials([tuple(sorted(t.indices)) for t in grammar.runs], len(grammar.kinds))
    _PARTIALS[id(grammar)] = (grammar, out)
    return out


def _chow_partials(kinds: Sequence[Tile]) -> Partials:
    index = {(k.suit, k.rank): i for i, k in enumerate(kinds) if k.is_number}
    runs = []
    for (s, r), i in index.items():
        nxt = [index.get((s, r + 1)), index.get((s, r + 2))]
        if nxt[0] is not None and nxt[1] is not None:
            runs.append((i, nxt[0], nxt[1]))
    return _partials(runs, len(kinds))


def _partials(runs: Sequence[tuple[int, ...]], n: int) -> Partials:
    waits: dict[tuple[int, int], set[int]] = {}
    for run in runs:
        for j in range(3):
            rest = run[:j] + run[j + 1:]
            waits.setdefault((rest[0], rest[1]), set()).add(run[j])
    by_kind: list[list[tuple[int, int, tuple[int, ...]]]] = [[] for _ in range(n)]
    for (a, b), ws in waits.items():
        for w in ws:
            by_kind[w].append((a, b, tuple(sorted(ws - {w}))))
    return tuple(tuple(x) for x in by_kind)
