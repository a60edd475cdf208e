"""The New Game screen's rules column: the preset, the option groups as tabs, and the chosen
group's options as a scrolled list of rows, each saying whether it is at its default."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.model.options import GROUPS, find_preset, preset_values
from game.core.variants import VARIANTS
from game.ui import theme as t
from game.ui.new_game_powers import power_rows
from game.ui.option_text import EXPLAIN, GROUP_TABS, option_label, option_value
from game.ui.scrollbar import last_scroll
from game.ui.widgets import Choice, Toggle, Widget

CUSTOM_RULES = "Your own rules: the options below differ from every preset."
WITH_POWERS = "With Superpowers (Other tab)."


CARD = (8, 36, 26, 255)  # the whole preset text's box: the panel's green, opaque


class PresetChoice(Choice):
    """The rule set: a preset's name, or "Custom" once an option differs from every one;
    from Custom the arrows step to the first or last preset."""

    cover_to = 0  # where the whole text's card reaches at least: below the tabs

    def adjust(self, step: int) -> bool:
        if self.get() in self.values:
            return super().adjust(step)
        self.set(self.values[0 if step > 0 else -1])
        return True

    def draw_whole(self, surf, m) -> None:
        """With the focus, the rule set's whole text, over the tabs below it where the row
        cuts it short (the row keeps the tabs still while presets change)."""
        lines = self.explain_lines(m)
        if len(lines) <= self.explain_room(m):
            return
        row = self.rect
        # down past the tabs it overlaps, so none shows half covered
        h = max(self.height(m, len(lines)) - m.px(0.6), self.cover_to - row.y)
        tall = pygame.Rect(row.x, row.y, row.w, h)
        t.shadow(surf, tall, m.px(0.8), m.px(0.6))
        t.panel(surf, tall, m.px(0.8), CARD, CARD)  # opaque: the tabs must not show through
        self.rect = tall
        try:
            self.draw(surf, m, True)
        finally:
            self.rect = row  # clicks and layout keep the row

    def control_width(self, m) -> int:
        """Room for the longest rule set's name clear of the arrows."""
        f = t.font(m.body, True)
        widest = max(f.size(self.shown(v))[0] for v in [*self.values, "custom"])
        return min(self.rect.w - f.size(self.label)[0] - m.px(5), widest + m.px(9))


class GroupTabs(Widget):
    """One row of tabs, one per option group; Left/Right or a click picks the group shown."""

    def __init__(self, groups: list[str], get, set):
        super().__init__("Rules group")
        self.groups, self.get, self.set = groups, get, set
        self.boxes: list[pygame.Rect] = []

    def adjust(self, step: int) -> bool:
        i = self.groups.index(self.get()) if self.get() in self.groups else 0
        self.set(self.groups[(i + step) % len(self.groups)])
        return True

    def activate(self) -> None:
        self.adjust(+1)

    def click(self, pos) -> None:
        for group, box in zip(self.groups, self.boxes, strict=False):
            if box.collidepoint(pos):
                self.set(group)

    def draw(self, surf, m, focused):
        n = max(1, len(self.groups))
        gap = m.px(0.6)
        w = (self.rect.w - gap * (n - 1)) // n
        size = min(t.fit(GROUP_TABS[g], m.small, w - m.px(1.6), True) for g in self.groups)
        self.boxes = []
        for i, group in enumerate(self.groups):
            box = pygame.Rect(self.rect.x + i * (w + gap), self.rect.y, w, self.rect.h)
            self.boxes.append(box)
            chosen = group == self.get()
            t.panel(surf, box, m.px(1), (236, 186, 84, 230) if chosen else (0, 0, 0, 70),
                    t.GOLD if chosen or focused else (255, 255, 255, 40))
            t.blit_text(surf, GROUP_TABS[group], size, t.TEXT_DARK if chosen else t.TEXT,
                        chosen, center=box.center)


class RulesColumn:
    """The rules column of the New Game screen (a part of it: the screen keeps the options
    chosen, the variant, the group shown and the form these rows are in)."""

    # What the column reads and calls of the screen it is part of (NewGame).
    app: Any
    m: t.Metrics
    form: Any
    cols: Any
    variant: Any
    variant_id: str
    options: dict[str, dict[str, Any]]
    groups_shown: dict[str, str]
    group: str
    tabs: GroupTabs
    rules_bar: Any
    preset_widget: Any
    layout: Any
    draw_column_title: Any
    rebuild: Any
    update_opponents: Any
    _set_option: Any

    def preset_name(self) -> str:
        found = self.variant.preset_of(self.options[self.variant_id])
        return found.name if found is not None else "custom"

    def _set_preset(self, name: str) -> None:
        v = self.variant
        chosen = find_preset(v.presets, name)
        self.options[v.id] = preset_values(v.options, chosen, self.options[v.id])
        self.app.audio.play("click")
        self.refresh_preset()
        self.update_opponents()

    def _preset_title(self, name: str) -> str:
        return next((p.title for p in self.variant.presets if p.name == name), "Custom")

    def refresh_preset(self) -> None:
        """The preset row's explanation follows the rules chosen."""
        name = self.preset_name()
        explain = next((p.summary for p in self.variant.presets if p.name == name), CUSTOM_RULES)
        # Presets cover the grouped rules; Superpowers is a match mode beside them, so the
        # line says so rather than read as if the whole match were at its defaults.
        if self.options[self.variant_id].get("superpowers"):
            explain = f"{WITH_POWERS} {explain}"  # first: a long preset text ends in "…"
        self.preset_widget.explain = explain

    def groups(self) -> list[str]:
        present = {o.group for o in self.variant.options} | {""}  # "": the Superpower rule
        return [g for g, _ in GROUPS if g in present]

    def _set_group(self, group: str) -> None:
        if group != self.group:
            self.app.audio.play("click")
            self.group = self.groups_shown[self.variant_id] = group
            self.rule_scroll = 0
            self.rebuild()
            self.form.set_focus(self.tabs)

    def rule_rows(self) -> None:
        """The preset, the group tabs and the chosen group's option rows, made anew for the
        variant and group chosen."""
        v = self.variant
        if self.group not in self.groups():
            self.group = self.groups()[0] if self.groups() else ""
        self.preset_widget = PresetChoice(
            "Preset", "", [p.name for p in v.presets], self.preset_name, self._set_preset,
            self._preset_title)
        self.refresh_preset()
        self.tabs = GroupTabs(self.groups(), lambda: self.group, self._set_group)
        self.rule_widgets = []
        for o in v.options:
            if o.group != self.group:
                continue
            get = lambda n=o.name: self.options[self.variant_id][n]
            put = lambda v, n=o.name: self._set_option(n, v)
            explain = EXPLAIN.get(o.name, o.explain)
            w: Toggle | Choice
            if isinstance(o.default, bool) and not o.choices:
                w = Toggle(option_label(o.name), explain, get, put)
            else:
                w = Choice(option_label(o.name), explain, o.choices or (o.default,), get, put,
                           option_value)
            w.tag = lambda n=o.name, d=o.default, needs=o.needs: self._tag(n, d, needs)
            w.option = o.name
            self.rule_widgets.append(w)
        if self.group == "":  # the Superpower rule (every variant's) is of no group
            self.rule_widgets.extend(power_rows(self))

    def _tag(self, name: str, default: Any, needs: str = ""
             ) -> tuple[str, tuple[int, int, int], str]:
        """"default", or the default's value (or "changed" where that does not fit); for an
        option that matters only with another on, while that one is off, that it is unused
        (a tester changed Red suits with no red fives and saw nothing say so)."""
        if needs and not self.options[self.variant_id].get(needs):
            return f"unused: {option_label(needs)} off", t.TEXT_DIM, "unused"
        if self.options[self.variant_id][name] == default:
            return "default", (150, 178, 162), "default"
        shown = "On" if default is True else "Off" if default is False else option_value(default)
        return f"default: {shown}", t.GOLD, "changed"

    def layout_rules(self, m, x: int, width: int, top: int, bottom: int) -> None:
        """The rules column, `width` wide at `x` from `top` to `bottom`: the preset, the
        group tabs, then as many of the group's options as fit from the first scrolled to."""
        # the preset as tall as the longest description of any variant's, so the tabs stay
        # put while presets or variants change
        pw = self.preset_widget
        texts = [CUSTOM_RULES, *(p.summary for v in VARIANTS.values() for p in v.presets)]
        if self.options[self.variant_id].get("superpowers"):
            texts = [f"{WITH_POWERS} {text}" for text in texts]
        lines = max(len(t.wrap(text, m.small, width - m.px(2.8))) for text in texts)
        preset_h = pw.height(m, min(pw.MAX_EXPLAIN_LINES, lines))
        pw.rect = pygame.Rect(x, top, width, preset_h - m.px(0.6))
        self.tabs.rect = pygame.Rect(x, top + preset_h + m.px(0.4), width, m.px(4.4))
        pw.cover_to = self.tabs.rect.bottom + m.px(0.6)  # its border clear of the tabs
        top = self.tabs.rect.bottom + m.px(1.4)
        # each rule as tall as its whole explanation (up to three lines)
        heights = [w.height(m, min(w.MAX_EXPLAIN_LINES, len(w.explain_lines(
            m, width - m.px(2.8))))) for w in self.rule_widgets]
        self.rule_scroll = max(0, min(self.rule_scroll, last_scroll(heights, bottom - top)))
        y, self.rules_fit = top, 0
        for i, (w, h) in enumerate(zip(self.rule_widgets, heights, strict=True)):
            shown = i >= self.rule_scroll and y + h <= bottom
            w.offscreen = not shown
            w.rect = pygame.Rect(x, y if shown else -10 * h, width, h - m.px(0.6))
            if shown:
                y += h
                self.rules_fit += 1
            elif i >= self.rule_scroll:
                y = bottom + 1  # the rows after one that did not fit stay hidden too
        self.rules_box = pygame.Rect(x, top, width, bottom - top)
        # the bar in the panel's margin right of the rows; the mouse takes the whole margin
        track = pygame.Rect(self.rules_box.right + m.px(0.2), top, m.px(0.8), bottom - top)
        zone = pygame.Rect(self.rules_box.right, top, m.px(1.2), bottom - top)
        self.rules_bar.place(track, zone, heights, self.rule_scroll, self.rules_fit)

    def scrolled(self, event) -> bool:
        """Whether `event` scrolled the option rows (by their bar or the wheel)."""
        first = self.rules_bar.handle(event, self.rules_fit)
        if first is not None:
            self.scroll_rules(first - self.rule_scroll)
            return True
        if event.type == pygame.MOUSEWHEEL and len(self.rule_widgets) > self.rules_fit:
            if self.rules_box.collidepoint(pygame.mouse.get_pos()):
                self.scroll_rules(-event.y)
            return True
        return False

    def follow_focus(self, event) -> None:
        """Keyboard focus brings its row into view (not the mouse's: a wheel notch comes as
        a button press too, which would scroll back to the row hovered before)."""
        focused = self.form.focused
        if event.type == pygame.KEYDOWN and focused in self.rule_widgets:
            i = self.rule_widgets.index(focused)
            if i < self.rule_scroll:
                self.scroll_rules(i - self.rule_scroll)
            while i >= self.rule_scroll + self.rules_fit and self.rules_fit:
                self.scroll_rules(1)

    def scroll_rules(self, rows: int) -> None:
        self.rule_scroll += rows
        self.layout(self.m)

    def hidden_rules(self) -> str:
        """How many option rows are out of view, above and below ("" when none are)."""
        above = self.rule_scroll
        below = max(0, len(self.rule_widgets) - self.rule_scroll - self.rules_fit)
        if above and below:
            return f"{above} above · {below} below"
        return f"{below} more below" if below else f"{above} more above" if above else ""

    def draw_rules_title(self, surf) -> None:
        """The rules column's title, and at its right how many options are out of view. It
        always names the variant short: the long name fitted on some tabs and not on others,
        and the heading changed from tab to tab (the card on the left has the full name)."""
        m, col = self.m, self.cols[1]
        x, right = col.x + m.px(1.6), self.rules_box.right - m.px(1.2)
        hidden = self.hidden_rules()
        room = right - x - (t.font(m.small, True).size(hidden)[0] + m.px(2) if hidden else 0)
        title = f"{self.variant.short} rules"
        below = self.draw_column_title(surf, title, x, col.y - m.px(3), room)
        if hidden:  # on the title's line
            t.blit_text(surf, hidden, m.small, t.GOLD, True,
                        bottomright=(right, below - m.px(0.8)))

