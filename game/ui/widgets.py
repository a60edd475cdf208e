"""Menu widgets (button, toggle, choice, slider, text field, radio card); game.ui.form gives
them one focus, so every screen works the same with the keyboard and with the mouse.

Keys: Up/Down or Tab move the focus; Left/Right change a value (or move between buttons);
Enter or Space activates; a button's hotkey activates it from anywhere on its screen.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.ui import theme as t
from game.ui.theme import Metrics


class Widget:
    def __init__(self, label: str = "", explain: str = ""):
        self.label, self.explain = label, explain
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.visible = True  # False: not part of this screen now (not drawn, no focus)
        self.offscreen = False  # True: scrolled out of its list (keeps its place in the focus)

    @property
    def focusable(self) -> bool:
        """Whether the focus may rest here (a button with nothing to act on says no)."""
        return True

    def draw(self, surf: pygame.Surface, m: Metrics, focused: bool) -> None: ...

    def activate(self) -> None: ...

    def adjust(self, step: int) -> bool:
        """Left/Right: change the value; False when there is nothing to change here."""
        return False

    def click(self, pos: tuple[int, int]) -> None:
        self.activate()

    def drag(self, pos: tuple[int, int]) -> None: ...

    def grabs(self, pos: tuple[int, int]) -> bool:
        """Whether a press at `pos` holds this widget for dragging (a slider's track)."""
        return False

    def key(self, event: pygame.event.Event) -> bool:
        """Keys a widget keeps for itself (a text field's Backspace); True if consumed."""
        return False

    def text_input(self, s: str) -> bool:
        return False


GREYED_FACE, GREYED_EDGE, GREYED_INK = (150, 160, 148), (104, 118, 106), (70, 84, 74)


SELECTION = (40, 96, 150)  # behind selected text in a field
DETAIL_INK = (98, 88, 64)  # a button's second line: readable on ivory, quieter than its label


class Button(Widget):
    """A button; `enabled`, if given, says when it has something to act on (otherwise it is
    drawn greyed, and neither takes the focus nor answers its key or a click)."""

    def __init__(self, label: str, action: Callable[[], Any], hotkey: int | None = None,
                 hint: str = "", primary: bool = False,
                 enabled: Callable[[], bool] | None = None):
        super().__init__(label)
        self.action, self.hotkey, self.hint, self.primary = action, hotkey, hint, primary
        self.enabled = enabled
        self.text_size: int | None = None  # a size set for a row of buttons to share
        self.detail = ""  # a second, smaller line under the label (what Continue resumes)
        self.acts: Any = None  # the engine action it applies, if one (the hint outlines it)

    @property
    def available(self) -> bool:
        return self.enabled is None or bool(self.enabled())

    @property
    def focusable(self) -> bool:
        return self.available

    def activate(self) -> None:
        self.action()

    def draw(self, surf, m, focused):
        r = self.rect.move(0, -m.px(0.35) if focused else 0)
        radius = m.px(1.1)
        t.shadow(surf, self.rect, radius, m.px(0.9 if focused else 0.6))
        face, edge = (t.GOLD, t.GOLD_DARK) if self.primary else (t.IVORY, t.IVORY_EDGE)
        if focused and not self.primary:
            face = t.IVORY_HI
        ink = t.TEXT_DARK
        if not self.available:
            face, edge, ink = GREYED_FACE, GREYED_EDGE, GREYED_INK
        fr = t.ivory_block(surf, r, radius, face, edge)
        if focused:
            pygame.draw.rect(surf, t.GOLD if not self.primary else t.TEXT, r.inflate(
                m.px(0.7), m.px(0.7)), width=max(2, m.px(0.3)), border_radius=radius + m.px(0.3))
        size = self.text_size or (m.px(3.0) if r.h > m.px(6) else m.body)
        left, right = fr.x + m.px(1.2), fr.right - m.px(1.2)
        if self.hint:
            hr = t.blit_text(surf, self.hint, m.small, (120, 110, 84), True,
                             midright=(fr.right - m.px(1.6), fr.centery))
            if t.font(size, True).size(self.label)[0] > 2 * (hr.x - m.px(1) - fr.centerx):
                right = hr.x - m.px(1)  # too tight to centre on the button: centre on the rest
                left = fr.x + m.px(1.2)
            else:
                left, right = fr.x, fr.right
        size = t.fit(self.label, size, right - left, True)
        if not self.detail:
            t.blit_text(surf, self.label, size, ink, True,
                        center=((left + right) // 2, fr.centery))
            return
        cx = (left + right) // 2
        room = right - left if not self.hint else min(right - left, 2 * (hr.x - m.px(1) - cx))
        small = t.fit(self.detail, m.small, room)
        label_h, tuck = t.font(size, True).get_height(), m.px(0.8)  # fonts pad above and below
        top = fr.centery - (label_h + t.font(small).get_height() - tuck) // 2
        t.blit_text(surf, self.label, size, ink, True, midtop=(cx, top))
        t.blit_text(surf, self.detail, small, DETAIL_INK if self.available else ink,
                    midtop=(cx, top + label_h - tuck))


class _Row(Widget):
    """A labelled setting: the label with its control on the right, the explanation beneath.

    A click on the control changes the value; one on the explanation only gives the row the
    focus (reading it must not change the rules). `tag`, if set, returns a small
    (text, colour) shown after the label (e.g. "default").
    """

    tag: Callable[[], Any] | None = None
    option: str | None = None  # the rule option the row sets, if it sets one
    MAX_EXPLAIN_LINES = 3  # past these, the explanation ends in "…"
    control = pygame.Rect(0, 0, 0, 0)  # where the control was last drawn
    tag_rect: pygame.Rect | None = None  # where the tag was last drawn (None: not shown)

    def click(self, pos) -> None:
        if self.value_area().collidepoint(pos):
            self.activate()

    def value_area(self) -> pygame.Rect:
        """Where a click changes the value: the control and the row's margin around it, above
        the explanation."""
        c = self.control
        bottom = c.bottom if self.explain else self.rect.bottom
        return pygame.Rect(c.x, self.rect.y, self.rect.right - c.x, bottom - self.rect.y)

    def on_explanation(self, pos) -> bool:
        """Whether `pos` is on the explanation beneath the label and control."""
        return bool(self.explain) and pos[1] >= self.control.bottom

    def control_width(self, m: Metrics) -> int:
        return min(m.px(24), self.rect.w // 2)

    def control_rect(self, m: Metrics) -> pygame.Rect:
        w = self.control_width(m)
        h = m.px(3.9)
        y = self.rect.y + m.px(0.5) if self.explain else self.rect.centery - h // 2
        return pygame.Rect(self.rect.right - w - m.px(1.2), y, w, h)

    def explain_lines(self, m: Metrics, width: int | None = None) -> tuple[str, ...]:
        """The explanation wrapped to the row's width (or `width`)."""
        if not self.explain:
            return ()
        if width is None:
            width = self.rect.w - m.px(2.8)
        return t.wrap(self.explain, m.small, width)

    @staticmethod
    def height(m: Metrics, lines: int) -> int:
        """A row's height with `lines` lines of explanation (one or more)."""
        return m.px(8.4) + round(t.font(m.small).get_linesize() * (max(1, lines) - 1))

    def draw(self, surf, m, focused):
        x = self.rect.x + m.px(1.6)
        ctl = self.control = self.control_rect(m)
        if focused:  # the frame holds the explanation too (a tight column's rows are short)
            step = t.font(m.small).get_linesize()
            shown = min(len(self.explain_lines(m)), self.explain_room(m))
            frame = self.rect.union(pygame.Rect(self.rect.x, ctl.bottom, 1, shown * step))
            t.panel(surf, frame, m.px(0.8), (255, 255, 255, 26), (236, 186, 84, 160))
            pygame.draw.rect(surf, t.GOLD, (frame.x, frame.y + m.px(0.8), m.px(0.5),
                                            frame.h - m.px(1.6)), border_radius=m.px(0.25))
        room = ctl.x - x - m.px(1)
        size = t.fit(self.label, m.body, room, True)
        img = self._tag_image(m, size, room)
        r = t.blit_text(surf, self.label, size, t.TEXT, True, midleft=(x, ctl.centery))
        self.tag_rect = None
        if img is not None and r.right + m.px(1.2) + img.get_width() <= x + room:
            self.tag_rect = surf.blit(img, img.get_rect(
                midleft=(r.right + m.px(1.2), r.centery + 1)))
        lines = self.explain_lines(m)
        step = t.font(m.small).get_linesize()
        room = self.explain_room(m)
        for i, line in enumerate(lines[:room]):
            more = i == room - 1 and len(lines) > room
            t.blit_text(surf, line + (" …" if more else ""), m.small, t.TEXT_DIM,
                        topleft=(x, ctl.bottom + i * step))
        self.draw_control(surf, m, ctl, focused)

    def explain_room(self, m: Metrics) -> int:
        """How many lines of explanation fit under the control (at least one)."""
        step = t.font(m.small).get_linesize()
        return max(1, (self.rect.bottom - self.control_rect(m).bottom) // step)

    def _tag_image(self, m: Metrics, size: int, room: int) -> pygame.Surface | None:
        """The tag's picture: its text, or its short text (a third item, if given) where the
        text does not fit beside the label."""
        tag = self.tag() if self.tag is not None else None
        if not tag:
            return None
        img = t.text(tag[0], m.px(1.9), tag[1], True)
        label = t.font(size, True).size(self.label)[0]
        if len(tag) > 2 and label + m.px(1.2) + img.get_width() > room:
            img = t.text(tag[2], m.px(1.9), tag[1], True)
        return img

    def draw_control(self, surf, m, r, focused): ...


class Toggle(_Row):
    def __init__(self, label: str, explain: str, get: Callable[[], bool],
                 set: Callable[[bool], Any]):
        super().__init__(label, explain)
        self.get, self.set = get, set

    def activate(self) -> None:
        self.set(not self.get())

    def click(self, pos) -> None:
        """The switch, or its label as a check box's label does; not the explanation."""
        if not self.on_explanation(pos):
            self.activate()

    def adjust(self, step: int) -> bool:
        self.set(step > 0)
        return True

    def control_width(self, m: Metrics) -> int:
        """The switch and its word (the rest of the row is the label's and its tag's)."""
        word = max(t.font(m.body, bold).size(w)[0] for w, bold in (("On", True), ("Off", False)))
        return min(round(m.px(3.4) * 1.9) + m.px(1.2) + word + m.px(0.4), self.rect.w // 2)

    def draw_control(self, surf, m, r, focused):
        on = self.get()
        h = m.px(3.4)
        pill = pygame.Rect(0, 0, round(h * 1.9), h)
        pill.midright = r.midright
        pygame.draw.rect(surf, t.ON if on else t.OFF, pill, border_radius=h // 2)
        knob = pygame.Rect(0, 0, h - m.px(0.6), h - m.px(0.6))
        knob.center = (pill.right - h // 2, pill.centery) if on else (pill.x + h // 2, pill.centery)
        pygame.draw.ellipse(surf, t.IVORY_HI, knob)
        # words as well as colour: readable without telling gold from green
        t.blit_text(surf, "On" if on else "Off", m.body, t.TEXT if on else t.TEXT_DIM, on,
                    midright=(pill.x - m.px(1.2), pill.centery))


class Choice(_Row):
    """One of several values; Left/Right or a click on an arrow steps through them."""

    def __init__(self, label: str, explain: str, values: Sequence[Any],
                 get: Callable[[], Any], set: Callable[[Any], Any],
                 show: Callable[[Any], str | None] = str,
                 brief: Callable[[Any], str | None] | None = None):
        super().__init__(label, explain)
        self.values, self.get, self.set, self.show = list(values), get, set, show
        self.brief = brief  # a shorter text for a value, for when its own would shrink
        self.box = pygame.Rect(0, 0, 0, 0)

    def shown(self, value: Any) -> str:
        """The value as the row shows it (a name table's `get` may not know it: its text)."""
        text = self.show(value)
        return str(value) if text is None else text

    def face(self, value: Any, size: int, width: int) -> tuple[str, int]:
        """The value's text and its size up to `size` in `width` pixels: its brief text
        when that is larger than the whole one shrunk to fit."""
        text = self.shown(value)
        fitted = t.fit(text, size, width, True)
        short = self.brief(value) if self.brief is not None and fitted < size else None
        if short and t.fit(short, size, width, True) > fitted:
            return short, t.fit(short, size, width, True)
        return text, fitted

    def adjust(self, step: int) -> bool:
        try:
            i = self.values.index(self.get())
        except ValueError:
            i = 0
        self.set(self.values[(i + step) % len(self.values)])
        return True

    def activate(self) -> None:
        self.adjust(+1)

    def click(self, pos) -> None:
        if self.value_area().collidepoint(pos):
            self.adjust(-1 if pos[0] < self.box.x + self.box.w // 3 else +1)

    def control_width(self, m: Metrics) -> int:
        """Wide enough for the longest value at full size, leaving the label its room."""
        key = (m.body, self.rect.w, self.label, id(self.values), len(self.values))
        if getattr(self, "_width", (None,))[0] != key:  # measured once per size
            f = t.font(m.body, True)
            widest = max((f.size(self.shown(v))[0] for v in self.values), default=0)
            room = self.rect.w - f.size(self.label)[0] - m.px(5)
            self._width = (key, max(min(m.px(24), self.rect.w // 2),
                                    min(widest + m.px(6.8), room)))
        return self._width[1]

    def draw_control(self, surf, m, r, focused):
        box = self.box = r.inflate(0, -m.px(0.4))
        t.panel(surf, box, m.px(2), (0, 0, 0, 70), (255, 255, 255, 40))
        colour = t.GOLD if focused else t.TEXT_DIM
        t.blit_text(surf, "‹", m.heading, colour, True, center=(box.x + m.px(2), box.centery - 2))
        t.blit_text(surf, "›", m.heading, colour, True, center=(box.right - m.px(2),
                                                                box.centery - 2))
        shown, size = self.face(self.get(), m.body, box.w - m.px(6.4))
        t.blit_text(surf, shown, size, t.TEXT, True, center=box.center)


class Slider(_Row):
    """A value from 0 to 1 in steps of 0.1, shown as a percentage."""

    def __init__(self, label: str, explain: str, get: Callable[[], float],
                 set: Callable[[float], Any]):
        super().__init__(label, explain)
        self.get, self.set = get, set
        self.track = pygame.Rect(0, 0, 0, 0)

    def adjust(self, step: int) -> bool:
        self.set(round(min(1.0, max(0.0, self.get() + 0.1 * step)), 2))
        return True

    def activate(self) -> None: ...

    def click(self, pos) -> None:
        if self.grabs(pos):
            self.drag(pos)

    def grabs(self, pos) -> bool:
        return self.value_area().collidepoint(pos)

    def drag(self, pos) -> None:
        if self.track.w:
            self.set(round(min(1.0, max(0.0, (pos[0] - self.track.x) / self.track.w)), 2))

    def draw_control(self, surf, m, r, focused):
        value = self.get()
        label_w = m.px(7)
        self.track = pygame.Rect(r.x + m.px(1), r.centery - m.px(0.5), r.w - label_w - m.px(1),
                                 m.px(1))
        pygame.draw.rect(surf, t.OFF, self.track, border_radius=self.track.h)
        fill = self.track.copy()
        fill.w = round(self.track.w * value)
        pygame.draw.rect(surf, t.GOLD, fill, border_radius=self.track.h)
        knob_r = m.px(1.5 if focused else 1.3)
        pygame.draw.circle(surf, t.IVORY_HI, (fill.right, self.track.centery), knob_r)
        t.blit_text(surf, f"{round(value * 100)}%", m.body, t.TEXT, True,
                    midright=(r.right, r.centery))


class TextField(_Row):
    """A short line of text (a name, a seed); typing goes here while it has the focus."""

    def __init__(self, label: str, explain: str, get: Callable[[], str],
                 set: Callable[[str], Any], allowed: Callable[[str], bool] = str.isprintable,
                 max_len: int = 16, placeholder: str = ""):
        super().__init__(label, explain)
        self.get, self.set, self.allowed = get, set, allowed
        self.max_len, self.placeholder = max_len, placeholder
        self.caret: int | None = None  # where typing goes; None: at the end
        self.selected = False  # the whole text is selected: typing or Backspace replaces it
        self.cut = False  # the last text typed or pasted did not all fit (max_len)

    def select_all(self) -> None:
        """Select the text (Ctrl+A; or text the game put there, which typing replaces)."""
        self.selected, self.caret = bool(self.get()), None

    def at(self) -> int:
        value = self.get()
        return len(value) if self.caret is None else min(self.caret, len(value))

    def key(self, event) -> bool:
        value, at, k = self.get(), self.at(), event.key
        self.cut = False
        if k == pygame.K_a and getattr(event, "mod", 0) & pygame.KMOD_CTRL:
            self.select_all()
            return True
        typed = getattr(event, "unicode", "")
        if self.selected and not (typed and typed.isprintable()):
            # (a printable key leaves the selection to its TEXTINPUT, which replaces it: a
            # real window sends the key first, and typing after the example added to it)
            self.selected = False
            if k in (pygame.K_BACKSPACE, pygame.K_DELETE):
                self.set("")
                return True
            if k in (pygame.K_LEFT, pygame.K_HOME):  # the caret to the selection's start
                self.caret = 0 if value else None
                return True
        if k == pygame.K_BACKSPACE:
            if at:
                self.set(value[:at - 1] + value[at:])
                self.caret = None if self.caret is None else at - 1
            return True
        if k == pygame.K_DELETE:  # the character after the caret; at the end, the line
            self.set(value[:at] + value[at + 1:] if at < len(value) else "")
            return True
        if value and k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
            # the caret moves in the text; an empty field lets arrows move the focus
            to = {pygame.K_LEFT: at - 1, pygame.K_RIGHT: at + 1, pygame.K_HOME: 0,
                  pygame.K_END: len(value)}[k]
            self.caret = None if to >= len(value) else max(0, to)
            return True
        # printable keys arrive as TEXTINPUT; keep them from acting as hotkeys or Space
        return bool(typed and typed.isprintable())

    def text_input(self, s: str) -> bool:
        s = "".join(c for c in s if self.allowed(c))
        if s and self.selected:  # typing replaces the selection
            self.selected, self.caret = False, None
            self.set("")
        if s:
            value, at = self.get(), self.at()
            room = max(0, self.max_len - len(value))
            s, self.cut = s[:room], len(s) > room
            self.set(value[:at] + s + value[at:])
            if self.caret is not None:
                self.caret = at + len(s)
        return True

    def draw_control(self, surf, m, r, focused):
        box = r.inflate(0, -m.px(0.4))
        t.panel(surf, box, m.px(0.6), (0, 0, 0, 90), t.GOLD if focused else (255, 255, 255, 60))
        value = self.get()
        shown, colour = (value, t.TEXT) if value else (self.placeholder, (150, 170, 158))
        if focused and self.selected and value:
            mark = pygame.Rect(0, 0, t.font(m.body, True).size(value)[0] + m.px(0.6),
                               box.h - m.px(1.2))
            mark.midleft = (box.x + m.px(0.9), box.centery)
            pygame.draw.rect(surf, SELECTION, mark, border_radius=m.px(0.4))
        tr = t.blit_text(surf, shown, m.body, colour, bool(value),
                         midleft=(box.x + m.px(1.2), box.centery))
        if focused and not self.selected and (pygame.time.get_ticks() // 500) % 2 == 0:
            before = t.font(m.body, True).size(value[:self.at()])[0]
            x = tr.x + before + 2 if value else box.x + m.px(1.2)
            pygame.draw.line(surf, t.GOLD, (x, box.y + m.px(0.8)), (x, box.bottom - m.px(0.8)), 2)


class RadioCard(Widget):
    """One of a group of exclusive choices shown as a card (the variants)."""

    def __init__(self, label: str, explain: str, selected: Callable[[], bool],
                 choose: Callable[[], Any]):
        super().__init__(label, explain)
        self.selected, self.choose = selected, choose

    def activate(self) -> None:
        self.choose()

    def draw(self, surf, m, focused):
        sel = self.selected()
        radius = m.px(0.9)
        if sel:
            t.ivory_block(surf, self.rect, radius, t.IVORY_HI if focused else t.IVORY,
                          t.IVORY_EDGE, depth=m.px(0.5))
        else:
            t.panel(surf, self.rect, radius, (255, 255, 255, 30 if focused else 14),
                    t.GOLD if focused else (255, 255, 255, 40))
        if focused:
            pygame.draw.rect(surf, t.GOLD, self.rect.inflate(m.px(0.5), m.px(0.5)),
                             width=max(2, m.px(0.3)), border_radius=radius)
        x = self.rect.x + m.px(1.6)
        fg, dim = (t.TEXT_DARK, (84, 96, 80)) if sel else (t.TEXT, t.TEXT_DIM)
        mark = pygame.Rect(0, 0, m.px(1.6), m.px(1.6))
        mark.midleft = (x, self.rect.centery - m.px(0.25))
        pygame.draw.ellipse(surf, fg, mark, 0 if sel else max(1, m.px(0.25)))
        x = mark.right + m.px(1.2)
        size = t.fit(self.label, m.body, self.rect.right - x - m.px(1), True)
        small = t.fit(self.explain, m.small, self.rect.right - x - m.px(1))
        if self.explain:
            t.blit_text(surf, self.label, size, fg, True,
                        bottomleft=(x, self.rect.centery + m.px(0.6)))
            t.blit_text(surf, self.explain, small, dim,
                        topleft=(x, self.rect.centery + m.px(0.2)))
        else:
            t.blit_text(surf, self.label, size, fg, True, midleft=(x, self.rect.centery))
