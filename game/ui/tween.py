"""Tweens and timelines: named easings, delays, sequence and parallel groups, callbacks, skip.

Everything here is pure Python and steps by `update(dt)`, so it is tested without a display.

    anim = Animator(speed="normal")
    anim.add(Sequence(
        Tween(sprite, 0.25, "out_cubic", x=400, y=120),   # fly
        Call(audio.play, "discard"),                    # then a sound
        Parallel(Tween(sprite, 0.1, angle=90), Wait(0.2)),
    ))
    anim.update(dt)      # every fixed step
    anim.skip()          # a click or key: everything jumps to its end, callbacks fire in order
    anim.busy            # the table asks the engine for the next step only when this is False

A new Tween on the same target and property replaces the running one (as in Pygame Zero).
Targets are objects (attributes) or dicts (keys); values are numbers or tuples of numbers.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import Any

Easing = Callable[[float], float]


def _out_bounce(t: float) -> float:
    if t < 1 / 2.75:
        return 7.5625 * t * t
    if t < 2 / 2.75:
        t -= 1.5 / 2.75
        return 7.5625 * t * t + 0.75
    if t < 2.5 / 2.75:
        t -= 2.25 / 2.75
        return 7.5625 * t * t + 0.9375
    t -= 2.625 / 2.75
    return 7.5625 * t * t + 0.984375


def _out_elastic(t: float) -> float:
    if t in (0.0, 1.0):
        return t
    return 2 ** (-10 * t) * math.sin((t - 0.075) * (2 * math.pi) / 0.3) + 1


def _out_back(t: float, s: float = 1.70158) -> float:
    t -= 1
    return t * t * ((s + 1) * t + s) + 1


EASINGS: dict[str, Easing] = {
    "linear": lambda t: t,
    # Pygame Zero's names
    "accelerate": lambda t: t * t,
    "decelerate": lambda t: 1 - (1 - t) * (1 - t),
    "accel_decel": lambda t: t * t * (3 - 2 * t),
    "in_elastic": lambda t: 1 - _out_elastic(1 - t),
    "out_elastic": _out_elastic,
    "in_out_elastic": lambda t: (
        (1 - _out_elastic(1 - 2 * t)) / 2 if t < 0.5 else (1 + _out_elastic(2 * t - 1)) / 2
    ),
    "bounce_end": _out_bounce,
    "bounce_start": lambda t: 1 - _out_bounce(1 - t),
    "bounce_start_end": lambda t: (
        (1 - _out_bounce(1 - 2 * t)) / 2 if t < 0.5 else (1 + _out_bounce(2 * t - 1)) / 2
    ),
    # the usual curves for tiles: quick start, soft landing
    "out_quad": lambda t: 1 - (1 - t) ** 2,
    "in_out_quad": lambda t: 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2,
    "out_cubic": lambda t: 1 - (1 - t) ** 3,
    "in_out_cubic": lambda t: 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2,
    "out_back": _out_back,
}

# Animation speed setting -> time multiplier; "instant" finishes every animation at once.
SPEEDS: dict[str, float] = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": math.inf}


def easing(name: str | Easing) -> Easing:
    if callable(name):
        return name
    try:
        return EASINGS[name]
    except KeyError:
        raise ValueError(f"unknown easing {name!r} (known: {', '.join(EASINGS)})") from None


def lerp(a: Any, b: Any, f: float) -> Any:
    """Interpolate numbers or equal-length tuples of numbers."""
    if isinstance(a, tuple | list):
        return type(a)(x + (y - x) * f for x, y in zip(a, b, strict=True))
    return a + (b - a) * f


class Anim:
    """Something that runs for a while; `update` returns the unused part of dt (0: running)."""

    done = False

    def update(self, dt: float) -> float:
        raise NotImplementedError

    def finish(self) -> None:
        """Jump to the end: final values set, callbacks fired."""
        while not self.done:
            self.update(math.inf)

    def drop(self, target: Any, names: Iterable[str]) -> None:
        """Stop animating these properties of `target` (a newer tween took them over)."""

    @property
    def remaining(self) -> float:
        """Seconds left at speed 1 (for tests and for pacing the table)."""
        return 0.0


class Wait(Anim):
    """A pause of `seconds`."""

    def __init__(self, seconds: float):
        self.left = max(0.0, seconds)
        self.done = self.left == 0

    def update(self, dt: float) -> float:
        if self.done:
            return dt
        if dt < self.left:
            self.left -= dt
            return 0.0
        spare = dt - self.left
        self.left = 0.0
        self.done = True
        return spare

    @property
    def remaining(self) -> float:
        return self.left


class Call(Anim):
    """Call fn(*args) once, when reached; takes no time."""

    def __init__(self, fn: Callable[..., Any], *args: Any):
        self.fn, self.args = fn, args

    def update(self, dt: float) -> float:
        if not self.done:
            self.done = True
            self.fn(*self.args)
        return dt


class Tween(Anim):
    """Move properties of `target` to the given end values over `duration` seconds.

    Start values are read when the tween starts (after its delay), so a tween placed late in a
    sequence starts from wherever the earlier steps left the target.
    """

    def __init__(self, target: Any, duration: float, ease: str | Easing = "linear", *,
                 delay: float = 0.0, on_done: Callable[[], Any] | None = None, **props: Any):
        if not props:
            raise ValueError("a tween needs at least one property to animate")
        self.target = target
        self.duration = max(0.0, duration)
        self.ease = easing(ease)
        self.delay = max(0.0, delay)
        self.on_done = on_done
        self.end = dict(props)
        self.start: dict[str, Any] | None = None
        self.t = 0.0

    def _get(self, name: str) -> Any:
        if isinstance(self.target, dict):
            return self.target[name]
        return getattr(self.target, name)

    def _set(self, name: str, value: Any) -> None:
        if isinstance(self.target, dict):
            self.target[name] = value
        else:
            setattr(self.target, name, value)

    def update(self, dt: float) -> float:
        if self.done:
            return dt
        if self.delay > 0:
            if dt < self.delay:
                self.delay -= dt
                return 0.0
            dt -= self.delay
            self.delay = 0.0
        if self.start is None:
            self.start = {name: self._get(name) for name in self.end}
        spare = 0.0
        self.t += dt
        if self.t >= self.duration:
            spare = self.t - self.duration if dt != math.inf else math.inf
            self.t = self.duration
        f = self.ease(self.t / self.duration) if self.duration else 1.0
        for name, end in self.end.items():
            self._set(name, end if self.t >= self.duration else lerp(self.start[name], end, f))
        if self.t >= self.duration:
            self.done = True
            if self.on_done is not None:
                self.on_done()
            return spare
        return 0.0

    def drop(self, target: Any, names: Iterable[str]) -> None:
        if target is self.target:
            for name in names:
                self.end.pop(name, None)
            if not self.end:
                self.done = True  # silently: the newer tween owns every property now

    @property
    def remaining(self) -> float:
        return 0.0 if self.done else self.delay + self.duration - self.t


class _Group(Anim):
    steps: list[Anim]

    def drop(self, target: Any, names: Iterable[str]) -> None:
        names = tuple(names)
        for step in self.steps:
            if not step.done:
                step.drop(target, names)


class Sequence(_Group):
    """Run steps one after another; leftover time flows into the next step."""

    def __init__(self, *steps: Anim, on_done: Callable[[], Any] | None = None):
        self.steps = list(steps)
        self.i = 0
        self.on_done = on_done
        self.done = not self.steps and on_done is None

    def update(self, dt: float) -> float:
        while self.i < len(self.steps) and not self.done:
            dt = self.steps[self.i].update(dt)
            if not self.steps[self.i].done:
                return 0.0
            self.i += 1
        if not self.done:
            self.done = True
            if self.on_done is not None:
                self.on_done()
        return dt

    @property
    def remaining(self) -> float:
        return sum(step.remaining for step in self.steps[self.i:])


class Parallel(_Group):
    """Run steps together; done when the last one is."""

    def __init__(self, *steps: Anim, on_done: Callable[[], Any] | None = None):
        self.steps = list(steps)
        self.on_done = on_done

    def update(self, dt: float) -> float:
        if self.done:
            return dt
        spare = dt
        for step in self.steps:
            if not step.done:
                spare = min(spare, step.update(dt))
        if all(step.done for step in self.steps):
            self.done = True
            if self.on_done is not None:
                self.on_done()
            return spare
        return 0.0

    @property
    def remaining(self) -> float:
        return max((step.remaining for step in self.steps), default=0.0)


def _tweens_of(anim: Anim) -> Iterable[Tween]:
    if isinstance(anim, Tween):
        yield anim
    for step in getattr(anim, "steps", ()):
        yield from _tweens_of(step)


class Animator:
    """The running animations of one scene, stepped together at the speed setting."""

    def __init__(self, speed: str = "normal"):
        self.running: list[Anim] = []
        self.speed = speed

    @property
    def speed(self) -> str:
        return self._speed

    @speed.setter
    def speed(self, name: str) -> None:
        if name not in SPEEDS:
            raise ValueError(f"unknown speed {name!r} (known: {', '.join(SPEEDS)})")
        self._speed = name

    def add(self, anim: Anim) -> Anim:
        """Start `anim`; its tweens take their properties over from any running tween."""
        for tween in _tweens_of(anim):
            for other in self.running:
                other.drop(tween.target, tuple(tween.end))
        self.running = [a for a in self.running if not a.done]
        self.running.append(anim)
        if SPEEDS[self._speed] == math.inf:
            self.skip()
        return anim

    def tween(self, target: Any, duration: float, ease: str | Easing = "linear",
              **kwargs: Any) -> Tween:
        """Shorthand: add and return a single Tween."""
        return self.add(Tween(target, duration, ease, **kwargs))  # type: ignore[return-value]

    def update(self, dt: float) -> None:
        factor = SPEEDS[self._speed]
        step = math.inf if factor == math.inf else dt * factor
        # Callbacks may add animations; those start on the next update.
        for anim in list(self.running):
            anim.update(step)
        self.running = [a for a in self.running if not a.done]

    def skip(self) -> None:
        """Finish everything now, in order, including animations added by callbacks."""
        while self.running:
            anim = self.running.pop(0)
            anim.finish()

    def cancel(self) -> None:
        """Drop everything where it stands (no final values, no callbacks)."""
        self.running.clear()

    @property
    def busy(self) -> bool:
        return any(not a.done for a in self.running)
