"""The scene stack: screens pushed, popped and replaced, with enter/exit and pause/resume hooks.

Input goes to the top scene only (a modal notice is a scene pushed on top). Drawing starts at the
highest opaque scene, so a translucent scene on top shows the one beneath it. Each scene owns an
`Animator`; the app asks `busy` to decide whether it may sleep until the next input.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.ui.theme import Metrics
from game.ui.tween import Animator

if TYPE_CHECKING:
    from game.ui.app import App


class Scene:
    """One screen. Override what you need; every hook has a do-nothing default."""

    opaque = True  # False: the scene below is drawn first (overlays, dialogs)
    name = "scene"
    m: Metrics  # sizes for the window as it is now

    def __init__(self, app: App):
        self.app = app
        self.anim = Animator(app.settings.speed)
        self.m = Metrics(*app.size)

    # life cycle -------------------------------------------------------------------------
    def enter(self) -> None:
        """Pushed onto the stack (or replaced another): layout is done, build animations."""

    def exit(self) -> None:
        """Popped or replaced: release what it holds."""

    def pause(self) -> None:
        """Another scene went on top of this one."""

    def resume(self) -> None:
        """Back on top: settings may have changed."""
        self.anim.speed = self.app.settings.speed

    # per frame --------------------------------------------------------------------------
    def layout(self, m: Metrics) -> None:
        """Place everything for this window size (called before enter and on every resize)."""

    def handle(self, event: pygame.event.Event) -> None:
        """One input event (only the top scene gets them)."""

    def update(self, dt: float) -> None:
        """One fixed step of `dt` seconds."""
        self.anim.update(dt)

    def draw(self, surf: pygame.Surface) -> None:
        """Draw the whole scene (or, when not opaque, its overlay)."""

    @property
    def busy(self) -> bool:
        """True while something moves, so the app keeps stepping instead of sleeping."""
        return self.anim.busy

    @property
    def ticking(self) -> bool:
        """True when the scene changes with time while idle (a blinking caret): redraw at 2 Hz."""
        return False

    def acts_at_once(self, event) -> bool:
        """True for a key or click that does its own work even while something animates,
        instead of skipping the animation (the table's switches)."""
        return False

    def skip(self) -> bool:
        """A click or key while animating: jump to the end. True if there was anything to skip."""
        if self.anim.busy:
            self.anim.skip()
            return True
        return False


class SceneStack:
    """push / pop / replace with the hooks called in a fixed order."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> Scene:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.layout(scene.m)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def close(self) -> None:
        """The window closes: every scene exits, the top first (none resumes)."""
        while self.scenes:
            self.scenes.pop().exit()

    def replace(self, scene: Scene) -> Scene:
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.layout(scene.m)
        scene.enter()
        return scene

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the highest opaque one up."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]

    def resize(self, size: tuple[int, int]) -> None:
        for scene in self.scenes:
            scene.m = Metrics(*size)
            scene.layout(scene.m)

    def find(self, cls: type[Any]) -> Scene | None:
        return next((s for s in reversed(self.scenes) if isinstance(s, cls)), None)


def back_to_title(app: App) -> None:
    """Close every screen above the title (the new-game screen a table was started from)."""
    while app.stack.top is not None and app.stack.top.name != "title" \
            and len(app.stack.scenes) > 1:
        app.pop()
