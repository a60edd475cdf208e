"""Engine events into timelines of tweens: the deal from the broken wall, draws, discards, the
riichi stick, calls, kongs with their replacement draws and indicators, flowers, the win.

`build` is pure (no display): it returns one `Sequence` that moves "flyers" (tiles in the air)
and, through `Call`s, changes a `Stage` that tells the table what to hold back from the View
until the tile lands. Skipping or the instant speed runs every step at once, so the Stage always
ends empty and the table shows the View as it is.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.core.table.events import (
    BonusReplaced,
    Called,
    Dealt,
    DiceThrown,
    Discarded,
    DrawnGame,
    Drew,
    HandStarted,
    IndicatorRevealed,
    KongDeclared,
    NorthExtracted,
    RiichiDeposited,
    Scored,
    TileTurnedUp,
    Won,
)
from game.ui.table_wall import WallRing
from game.ui.tween import Anim, Call, Parallel, Sequence, Tween, Wait

Point = tuple[float, float]

# seconds at speed 1
DEAL_STEP = 0.09
DRAW = 0.16
DISCARD = 0.2
CALL_FLY = 0.28
TURN = 0.18
KONG_PAUSE = 0.35
FLIP = 0.25
REVEAL = 0.6
COUNT = 0.9  # the scores counting to their new values
FLASH = 1.1  # a call's word by the seat that made it
MELD_WORDS = {"chow": "chi", "pung": "pon", "kong": "kan", "gem": "gem", "power": "power"}


@dataclass
class Stage:
    """What the table shows differently from the View while a timeline runs."""

    flyers: list[dict[str, Any]] = field(default_factory=list)
    dealt: dict[int, int] | None = None  # during the deal: tiles shown per seat
    front: int = -1  # tiles taken from the live wall as shown (-1: follow the View)
    repl: int = -1  # replacement tiles taken as shown (-1: follow the View)
    hide_drawn: set[int] = field(default_factory=set)  # seats whose new tile is in the air
    hide_melds: dict[int, int] = field(default_factory=dict)  # newest melds not formed yet
    hide_bonus: dict[int, int] = field(default_factory=dict)
    hide_discard: set[int] = field(default_factory=set)  # seats whose discard is in the air
    indicators: int = -1  # indicators shown (-1: all)
    stick: dict[str, Any] | None = None  # a riichi stick in the air
    glow: dict[str, Any] = field(default_factory=lambda: {"seat": None, "a": 0.0})
    # calls shown by the seat that made them: {"seat", "word", "left": seconds}; they fade on
    # their own time (the table counts them down) and never hold the game back
    flashes: list[dict[str, Any]] = field(default_factory=list)
    reveal: float = 1.0  # the result: 0 hidden .. 1 shown
    count: float = 1.0  # the result's scores: 0 as before the hand .. 1 as after
    result_age: float = 0.0  # seconds the result's box has been in view (0: not in view)

    def tick(self, dt: float, result_shown: bool) -> None:
        """The calls' words fade; the result's box, shown once they have, ages."""
        for f in self.flashes:
            f["left"] -= dt
        self.flashes[:] = [f for f in self.flashes if f["left"] > 0]
        self.result_age = self.result_age + dt if result_shown and not self.flashes else 0.0

    @property
    def idle(self) -> bool:
        return (not self.flyers and self.dealt is None and not self.hide_drawn
                and not self.hide_melds and not self.hide_bonus and not self.hide_discard
                and self.stick is None and self.indicators < 0)


class Geo:
    """Where things are for the timelines: supplied by the table (its layout and wall ring)."""

    def __init__(self, ring: WallRing, hand: Callable[[int], Point],
                 pond: Callable[[int], Point], meld: Callable[[int], Point],
                 bonus: Callable[[int], Point], centre: Point, turns: Callable[[int], int]):
        self.ring, self.hand, self.pond, self.meld, self.bonus = ring, hand, pond, meld, bonus
        self.centre, self.turns = centre, turns
        self.upright = False  # melds never turned sideways (Ùzje): a claimed tile stays upright
        self.stick: Callable[[int], Point] = lambda seat: centre  # where a riichi stick lies


class Sounds:
    """Sound cues; the table passes its audio, tests a recorder."""

    def __init__(self, play: Callable[[str], Any], say: Callable[[str | None], Any],
                 word: Callable[[str], str | None]):
        self.play, self.say, self.word = play, say, word


def _fly(stage: Stage, tile, start: Point, end: Point, secs: float, turns: int,
         ease: str = "out_cubic", angle: float | None = None, size: str = "pond") -> Anim:
    """A tile (None: its back) flies from `start` to `end`, leaving the Stage when it lands."""
    f: dict[str, Any] = {"tile": tile, "pos": start, "turns": turns, "angle": 0.0,
                         "size": size}
    props: dict[str, Any] = {"pos": end}
    if angle is not None:
        props["angle"] = angle
    return Sequence(Call(stage.flyers.append, f), Tween(f, secs, ease, **props),
                    Call(_remove, stage.flyers, f))


def _hide_result(stage: Stage) -> None:
    """A hand's end: its tiles and scores are shown by the tweens that follow."""
    stage.reveal, stage.count = 0.0, 0.0


def _remove(items: list, item) -> None:
    if item in items:
        items.remove(item)


def _set(d: dict | set, key, value=None) -> None:
    if isinstance(d, set):
        d.add(key)
    else:
        d[key] = value


def _unset(d: dict | set, key) -> None:
    d.discard(key) if isinstance(d, set) else d.pop(key, None)


class Builder:
    """Turns batches of events into timelines, keeping the planned wall counts between them."""

    def __init__(self, stage: Stage, geo: Geo, sounds: Sounds, me: int = 0):
        self.stage, self.geo, self.sounds, self.me = stage, geo, sounds, me
        self.front = -1  # as planned (ahead of the Stage while a timeline runs)
        self.repl = -1

    def sync(self, front: int, repl: int) -> None:
        """Start from the wall as the View shows it (a loaded game, a new layout)."""
        self.front = self.stage.front = front
        self.repl = self.stage.repl = repl

    def build(self, events) -> Sequence:
        steps: list[Anim] = []
        for e in events:
            steps += self.steps(e)
        if any(isinstance(e, HandStarted) for e in events):
            steps.append(Call(self._end_deal))
        return Sequence(*steps)

    # -- one event ----------------------------------------------------------------------
    def steps(self, e) -> list[Anim]:
        st, geo, snd = self.stage, self.geo, self.sounds
        if isinstance(e, HandStarted):
            self.front, self.repl = 0, 0
            return [Call(self._start_deal, e)]
        if isinstance(e, DiceThrown):
            return [Call(snd.play, "click"), Wait(0.25), Call(snd.play, "click"), Wait(0.2)]
        if isinstance(e, Dealt):
            return [self._deal(e)]
        if isinstance(e, IndicatorRevealed | TileTurnedUp):
            return [Call(self._show_indicator), Call(snd.play, "click"), Wait(FLIP)]
        if isinstance(e, Drew):
            return self._draw(e)
        if isinstance(e, BonusReplaced):
            return self._bonus(e.seat)
        if isinstance(e, NorthExtracted):
            return self._bonus(e.seat)
        if isinstance(e, Discarded):
            return (self._speak(e.seat, "riichi") if e.riichi else []) + [self._discard(e)]
        if isinstance(e, RiichiDeposited):
            stick = {"pos": geo.hand(e.seat), "seat": e.seat}
            return [Call(setattr, st, "stick", stick),
                    Tween(stick, 0.35, "out_cubic", pos=geo.stick(e.seat)),
                    Call(snd.play, "riichi_stick"), Call(setattr, st, "stick", None),
                    Wait(0.2)]
        if isinstance(e, Called):
            return self._call(e)
        if isinstance(e, KongDeclared):
            return [*self._speak(e.seat, "kan"), Call(_set, st.hide_melds, e.seat, 1),
                    Wait(KONG_PAUSE * 0.5), Call(_unset, st.hide_melds, e.seat),
                    self._glow(e.seat), Wait(KONG_PAUSE * 0.5)]
        if isinstance(e, Won):
            return [*self._speak(e.seat, e.by), Call(_hide_result, st),
                    Wait(0.35), Call(snd.play, "win"),
                    Tween(st, REVEAL, "out_cubic", reveal=1.0)]
        if isinstance(e, DrawnGame):
            return [Call(_hide_result, st), Wait(0.3),
                    Tween(st, REVEAL, "out_cubic", reveal=1.0)]
        if isinstance(e, Scored):  # after the hand is shown: the points and scores count
            return [Call(setattr, st, "count", 0.0), Wait(0.15),
                    Tween(st, COUNT, "out_quad", count=1.0)]
        return []

    def _start_deal(self, e: HandStarted) -> None:
        st = self.stage
        st.flyers.clear()
        st.dealt = {s: 0 for s in range(len(e.scores))}
        st.front, st.repl, st.indicators = 0, 0, 0
        st.hide_drawn.clear()
        st.flashes.clear()  # last hand's words (a key burst once carried them into this one)

    def _deal(self, e: Dealt) -> Anim:
        geo, st = self.geo, self.stage
        start = geo.ring.point(self.front + e.count // 2)
        self.front += e.count
        front = self.front

        def land() -> None:
            if st.dealt is not None:
                st.dealt[e.seat] = st.dealt.get(e.seat, 0) + e.count
            st.front = front

        tile = e.tiles[0] if e.tiles and e.seat == self.me else None
        return Sequence(Call(setattr, st, "front", front),
                        _fly(st, tile, start, geo.hand(e.seat), DEAL_STEP, geo.turns(e.seat),
                             size="back" if tile is None else "pond"),
                        Call(land))

    def _end_deal(self) -> None:
        self.stage.dealt = None
        self.stage.indicators = -1

    def _show_indicator(self) -> None:
        if self.stage.indicators >= 0:
            self.stage.indicators += 1

    def _draw(self, e: Drew) -> list[Anim]:
        geo, st, snd = self.geo, self.stage, self.sounds
        steps: list[Anim] = []
        if e.replacement:
            start = geo.ring.dead_point(max(self.repl, 0))
            self.repl = max(self.repl, 0) + 1
            repl = self.repl
            steps.append(Call(setattr, st, "repl", repl))
        else:
            start = geo.ring.point(max(self.front, 0))
            self.front = max(self.front, 0) + 1
            steps.append(Call(setattr, st, "front", self.front))
        tile = e.tile if e.seat == self.me else None
        steps += [Call(_set, st.hide_drawn, e.seat),
                  _fly(st, tile, start, geo.hand(e.seat), DRAW, geo.turns(e.seat),
                       size="back" if tile is None else "pond"),
                  Call(_unset, st.hide_drawn, e.seat)]
        if e.seat == self.me:
            steps += [Call(snd.play, "draw"), Call(snd.play, "turn")]
        return steps

    def _bonus(self, seat: int) -> list[Anim]:
        geo, st = self.geo, self.stage
        return [Call(_set, st.hide_bonus, seat, 1),
                _fly(st, None, geo.hand(seat), geo.bonus(seat), DRAW, geo.turns(seat)),
                Call(_unset, st.hide_bonus, seat), Call(self.sounds.play, "click"),
                Wait(0.1)]

    def _discard(self, e: Discarded) -> Anim:
        geo, st = self.geo, self.stage
        return Sequence(Call(_set, st.hide_discard, e.seat), Call(self.sounds.play, "discard"),
                        _fly(st, e.tile, geo.hand(e.seat), geo.pond(e.seat), DISCARD,
                             geo.turns(e.seat)),
                        Call(_unset, st.hide_discard, e.seat))

    def _call(self, e: Called) -> list[Anim]:
        """The claimed tile flies from the discarder's pond to the caller's melds, turning
        sideways on the way; then the meld shows, with a brief glow."""
        geo, st, snd = self.geo, self.stage, self.sounds
        kind = MELD_WORDS.get(e.meld.kind.value, "pon")
        tile = e.meld.claimed if e.meld.claimed is not None else e.meld.tiles[0]
        return [Call(snd.play, "call"), *self._speak(e.seat, kind),
                Call(_set, st.hide_melds, e.seat, 1),
                _fly(st, tile, geo.pond(e.from_seat), geo.meld(e.seat), CALL_FLY,
                     geo.turns(e.seat), angle=0.0 if geo.upright else 90.0),
                Call(_unset, st.hide_melds, e.seat), self._glow(e.seat), Wait(0.15)]

    def _speak(self, seat: int, kind: str) -> list[Anim]:
        """A call said aloud and shown as a flash of its word by the seat that made it."""
        word = self.sounds.word(kind)
        # Ùzje's power meld reads as a meld beside the superpowers' flashes of "power"
        shown = f"{word} meld" if word and kind == "power" else word
        return [Call(self.sounds.say, word), Call(self._flash, seat, shown)]

    def _flash(self, seat: int, word: str | None) -> None:
        if word:
            flashes = self.stage.flashes
            flashes[:] = [f for f in flashes if f["seat"] != seat]
            flashes.append({"seat": seat, "word": word.title(), "left": FLASH})

    def _glow(self, seat: int) -> Anim:
        g = self.stage.glow
        return Sequence(Call(g.update, {"seat": seat, "a": 1.0}),
                        Tween(g, TURN, "out_quad", a=0.0),
                        Call(g.update, {"seat": None, "a": 0.0}))


def duration(anim: Anim) -> float:
    """Seconds the timeline runs at speed 1."""
    return anim.remaining


__all__ = ["Builder", "Geo", "Parallel", "Sounds", "Stage", "duration"]
