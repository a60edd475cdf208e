"""The new-game screen: the variant, its rules (a preset first, then the options in groups,
defaults shown, one line of why each: game.ui.new_game_rules), the opponents with names and
levels, an optional seed; and handing the choice to the table."""

from __future__ import annotations

import logging
from typing import Any

import pygame

from game.ai.levels import DEFAULT_LEVEL, LEVEL_TITLES, LEVELS, level_name
from game.ai.personality import PERSONALITIES
from game.core.model.powers import POWER_OPTIONS
from game.core.variants import VARIANTS
from game.records.keeper import keep_saved_record
from game.ui import theme as t
from game.ui.form import Form
from game.ui.menu import MenuScene
from game.ui.new_game_rules import RulesColumn
from game.ui.notice import Ask, Notice
from game.ui.opponent_text import opponent_line
from game.ui.recent import note_variant
from game.ui.scrollbar import ScrollBar
from game.ui.table_draw import place_of
from game.ui.widgets import Button, Choice, RadioCard, TextField

log = logging.getLogger(__name__)
NAMES = ("Wren", "Finch", "Heron")
STYLES = ("aggressive", "cautious", "call-happy")  # each seat's style until one is chosen
ROWS = 3  # an opponent's rows: name, level, style
SEAT_LABEL = {"right": "Right", "top": "Across", "left": "Left"}


def start_table(app, config: dict[str, Any] | None = None,
                saved: dict[str, Any] | None = None) -> None:
    """Open the table for a new game (config) or a saved one."""
    from game.ui.table import Table

    try:
        table = Table(app, config=config, saved=saved)
    except Exception as exc:  # noqa: BLE001 - a save this build cannot replay, whatever fails
        if saved is None:
            raise
        log.warning("the saved game does not replay: %r", exc)
        kept = app.store.set_aside_autosave("does not replay with this version of the game")
        app.notify("The saved game could not be resumed", [
            *kept, "Choose New game to start another."])
        return
    app.push(table)


def still_known(variant, given: dict[str, Any]) -> dict[str, Any]:
    """Every option's value: the saved ones this build still takes, the others (an option
    renamed or a value dropped since) at their defaults. The Superpower options every
    variant takes count too."""
    known = {o.name: o for o in (*variant.options, *POWER_OPTIONS)}
    kept = {}
    for name, value in given.items():
        try:
            kept[name] = known[name].check(value)
        except (KeyError, ValueError):
            continue
    try:
        return variant.resolve(kept)
    except ValueError:
        return variant.resolve()


SEED_DIGITS = 12  # what the Seed field takes; a longer one would not fit a saved game


def seed_text(s: object) -> bool:
    """Seed text: ASCII digits only (str.isdigit also takes "²" and other digits int() refuses),
    no more than the field takes (a settings file may hold any text)."""
    return isinstance(s, str) and s.isascii() and s.isdigit() and len(s) <= SEED_DIGITS


def offer_guide(app, variant_id: str, play) -> bool:
    """The first time a variant is chosen to play, offer its guided first hand (once); True
    when the offer is shown (then `play` starts the game if the player declines)."""
    from game.learn.tutorial import guide
    from game.ui.dialog import Dialog
    from game.ui.tutorial import Tutorial, mark_offered, offered

    if offered(app, variant_id) or guide(variant_id) is None:
        return False
    mark_offered(app, variant_id)
    title = VARIANTS[variant_id].title

    def guided() -> None:
        app.pop()
        app.push(Tutorial(app, variant_id))

    def now() -> None:
        app.pop()
        play()

    app.push(Dialog(app, f"New to {title}?", [
        "A guided first hand on a fixed deal shows you a draw, a discard, a call, the win "
        "and its score, then what is special in these rules. Esc leaves it at any time.",
        "It stays one click away on the rules screen."],
        [Button("Guided first hand", guided, pygame.K_g, "G", primary=True),
         Button("Play now", now, pygame.K_p, "P")], back=app.pop))
    return True


def note_lines(note: str, size: int, room: int) -> tuple[int, list[str]]:
    """The note in two lines: smaller type where that fits it, else cut with an ellipsis
    (at 1024x576 an opponent's description stopped mid-sentence: a tester)."""
    smallest = round(size * 0.8)
    while len(t.wrap(note, size, room)) > 2 and size > smallest:
        size -= 1
    lines = list(t.wrap(note, size, room))
    if len(lines) > 2:  # the rest is wider than the room: clip cuts it with "…"
        lines = [lines[0], t.clip(" ".join(lines[1:]), size, room)]
    return size, lines


class NewGame(RulesColumn, MenuScene):
    name = "new"
    heading = "New game"
    subtitle = "Pick the rules and who you play against"

    def __init__(self, app):
        super().__init__(app)
        last = app.settings.extra.get("new_game")
        last = last if isinstance(last, dict) else {}
        vid = last.get("variant")
        self.variant_id = vid if vid in VARIANTS else next(iter(VARIANTS))
        kept = last.get("options") if isinstance(last.get("options"), dict) else {}
        self.options: dict[str, dict[str, Any]] = {}
        for v in VARIANTS.values():
            given = kept.get(v.id) if isinstance(kept.get(v.id), dict) else {}
            self.options[v.id] = still_known(v, given)
        opps = last.get("opponents") if isinstance(last.get("opponents"), list) else []
        self.opponents = [{"name": NAMES[i], "level": DEFAULT_LEVEL,
                           "personality": STYLES[i]} for i in range(3)]
        for i, o in enumerate(opps[:3]):
            if isinstance(o, dict):
                if isinstance(o.get("name"), str) and o["name"].strip():
                    self.opponents[i]["name"] = o["name"][:16]
                # settings from before the five levels name easy/normal/strong
                self.opponents[i]["level"] = level_name(o.get("level"))
                if o.get("personality") in PERSONALITIES:
                    self.opponents[i]["personality"] = o["personality"]
        self.seed = last.get("seed") if seed_text(last.get("seed")) else ""
        # the option group shown for each variant (its first, see rebuild)
        kept_groups = last.get("groups") if isinstance(last.get("groups"), dict) else {}
        self.groups_shown = {v: g for v, g in kept_groups.items() if isinstance(g, str)}
        self.group = self.groups_shown.get(self.variant_id, self.groups()[0])
        self.cards = [RadioCard(v.title, v.blurb or f"{v.players} players",
                                lambda vid=v.id: vid == self.variant_id,
                                lambda vid=v.id: self.choose(vid))
                      for v in VARIANTS.values()]
        self.opp_widgets = []  # ROWS a seat: its name (labelled by where it sits), level, style
        for o in self.opponents:
            self.opp_widgets.append(TextField(
                "", "", lambda o=o: o["name"], lambda s, o=o: o.__setitem__("name", s),
                lambda c: c.isalnum() or c in " -'", 14, "name"))
            self.opp_widgets.append(Choice(
                "Level", "", LEVELS, lambda o=o: o["level"],
                lambda s, o=o: o.__setitem__("level", s), LEVEL_TITLES.get))
            self.opp_widgets.append(Choice(
                "Style", "", tuple(PERSONALITIES), lambda o=o: o["personality"],
                lambda s, o=o: o.__setitem__("personality", s),
                lambda name: PERSONALITIES[name].title))
        self.seed_field = TextField("Seed", "Same seed, same deal. Empty: random",
                                    lambda: self.seed, self._set_seed, seed_text, SEED_DIGITS,
                                    "random")
        self.rule_scroll = 0  # first rule row shown when they do not all fit
        self.rules_fit = 99
        self.rules_bar = ScrollBar()
        self.back_button = Button("Back", self.back, hint="Esc")
        # Ctrl+Enter from anywhere on the screen (Enter alone acts on the focused row)
        self.start_button = Button("Start game", self.start, hint="Ctrl+Enter", primary=True)
        self.rules_button = Button("Rules", self.rules, pygame.K_F1, "F1")
        self.rebuild()
        # Focus starts on the chosen variant, so Enter keeps it rather than picking the first.
        self.form.set_focus(self._card_of(self.variant_id))

    # state ----------------------------------------------------------------------------
    @property
    def variant(self):
        return VARIANTS[self.variant_id]

    def _card_of(self, variant_id: str) -> RadioCard:
        return self.cards[list(VARIANTS).index(variant_id)]

    def _set_seed(self, s: str) -> None:
        self.seed = s

    def players(self) -> int:
        return self.variant.players_for(self.options[self.variant_id])

    def choose(self, variant_id: str) -> None:
        if variant_id != self.variant_id:
            self.app.audio.play("click")
            self.variant_id = variant_id
            self.rule_scroll = 0
            self.group = self.groups_shown.get(variant_id, self.groups()[0])
            focus = self.form.focused
            was = {id(self.preset_widget): "preset", id(self.tabs): "tabs"}.get(id(focus))
            self.rebuild()
            # the preset and the tabs are made anew for the variant; other widgets stay, but
            # a variant's card hands the focus to the chosen one
            focus = self.preset_widget if was == "preset" else self.tabs if was else focus
            if focus in self.cards:
                focus = self._card_of(variant_id)
            if focus in self.form.widgets:
                self.form.set_focus(focus)

    def play_variant(self, variant_id: str) -> None:
        """Back from its guided hand, "Play a match": that variant's match starts under the
        rules last chosen for it (it only chose the variant, and a tester pressed Start
        again, puzzled)."""
        self.choose(variant_id)
        self.start()

    def _set_option(self, name: str, value: Any) -> None:
        self.options[self.variant_id][name] = value
        self.app.audio.play("click")
        self.refresh_preset()
        self.update_opponents()

    def rebuild(self) -> None:
        """The rule widgets follow the chosen variant and option group."""
        self.rule_rows()
        self.form = Form([*self.cards, self.preset_widget, self.tabs, *self.rule_widgets,
                          *self.opp_widgets, self.seed_field, self.rules_button,
                          self.back_button, self.start_button], self.form.focus)
        self.update_opponents()
        self.layout(self.m)

    def update_opponents(self) -> None:
        players = self.players()
        for i, w in enumerate(self.opp_widgets):
            w.visible = i // ROWS < players - 1
            if i % ROWS == 0 and w.visible:  # the seat's place, as the table shows it
                w.label = SEAT_LABEL[place_of(i // ROWS + 1, 0, players)]
        self.layout(self.m)

    def config(self) -> dict[str, Any]:
        """What the table needs to start a game."""
        n = self.players() - 1
        return {"variant": self.variant_id, "options": dict(self.options[self.variant_id]),
                "opponents": [dict(o) for o in self.opponents[:n]],
                "seed": int(self.seed) if seed_text(self.seed) else None}

    def remember(self) -> None:
        note_variant(self.app, self.variant_id)
        self.app.settings.extra["new_game"] = {
            "variant": self.variant_id, "options": self.options, "groups": self.groups_shown,
            "opponents": self.opponents, "seed": self.seed}

    def start(self) -> None:
        """Start the table; a saved game is never replaced unasked. A damaged one is set aside
        first (kept, and said so); a good one is replaced only if the player says so. That
        question comes before the guided hand's offer, so a double click on the offer's first
        choice cannot land on "Start new game"."""
        self.app.audio.play("click")
        config = self.config()
        self.remember()
        self.app.store.save_settings(self.app.settings)
        go = lambda: self.begin(config)  # noqa: E731
        store = self.app.store
        if not store.has_autosave():
            go()
            return
        saved = store.load_autosave()
        if saved is None:  # damaged: moved aside, with the notice saying where it is kept
            self.app.push(Notice(self.app, "Your saved game was damaged",
                                 [*store.take_notices(), "A new game starts now."], go))
            return
        known = VARIANTS.get(saved["config"]["variant"])
        what = f"a {known.title} game" if known else "a game"

        def replace() -> None:
            keep_saved_record(store, saved)  # its record, as far as the save went
            go()

        self.app.push(Ask(self.app, "Replace your saved game?", [
            f"You have {what} in progress. A new game takes its place, and the game in "
            "progress cannot be continued afterwards."], "Start new game", replace, "Keep it"))

    def begin(self, config: dict[str, Any]) -> None:
        """The first game of a variant offers its guided hand first."""
        def go() -> None:
            # a seed deals one match: kept, the next New Game dealt the same walls again
            # unasked; forgotten only now, as "Keep it" or the guide may come first
            if self.seed:
                self.seed = ""
                self.remember()
                self.app.store.save_settings(self.app.settings)
            start_table(self.app, config=config)

        if not offer_guide(self.app, self.variant_id, go):
            go()

    def back(self) -> None:
        self.remember()
        super().back()

    def rules(self) -> None:
        """The rules of the chosen variant under the options chosen here."""
        from game.ui.rules import RulesScreen

        self.app.audio.play("click")
        self.remember()
        self.app.push(RulesScreen(self.app, self.variant_id, self.options[self.variant_id]))

    # layout and drawing ---------------------------------------------------------------
    def layout(self, m) -> None:
        if not hasattr(self, "rule_widgets"):
            return
        margin, gap = m.px(6), m.px(3)
        inner = m.w - 2 * margin - 2 * gap
        first, second = round(inner * 0.30), round(inner * 0.40)
        widths = (first, second, inner - first - second)
        xs = (margin, margin + widths[0] + gap, margin + widths[0] + widths[1] + 2 * gap)
        top = self.content_top() + m.px(4)
        self.panel_bottom = m.h - m.px(12.5)
        bottom = self.panel_bottom - m.px(1.2)  # the panels' inner edge
        card_h = min(m.px(8.6), (bottom - top) // len(self.cards))
        for i, c in enumerate(self.cards):
            c.rect = pygame.Rect(xs[0], top + i * card_h, widths[0], card_h - m.px(0.9))
        self.layout_rules(m, xs[1], widths[1], top, bottom)
        y = self.content_top() + m.px(4)
        for i, w in enumerate(self.opp_widgets):
            h = m.px(5.6) if i % ROWS == 0 else m.px(4.8)
            w.rect = pygame.Rect(xs[2], y, widths[2], h - m.px(0.4))
            if w.visible:
                y += h + (m.px(1.2) if i % ROWS == ROWS - 1 else 0)
        self.seed_field.rect = pygame.Rect(xs[2], y + m.px(1), widths[2], m.px(7.8))
        col_top = self.content_top() + m.px(4)
        self.cols = [pygame.Rect(x, col_top, w, 0) for x, w in zip(xs, widths, strict=True)]
        bh = m.px(6)
        start = self.start_button  # wide enough for its label and "Ctrl+Enter" at full size
        wide = t.font(m.px(3.0), True).size(start.label)[0] + \
            t.font(m.small, True).size(start.hint)[0] + m.px(7)
        start.rect = pygame.Rect(0, 0, max(m.px(26), wide), bh)
        self.start_button.rect.bottomright = (m.w - margin, m.h - m.px(5.5))
        self.back_button.rect = pygame.Rect(0, 0, m.px(20), bh)
        self.back_button.rect.midright = (self.start_button.rect.x - m.px(2),
                                          self.start_button.rect.centery)
        self.rules_button.rect = self.back_button.rect.move(-self.back_button.rect.w - m.px(2), 0)

    def handle(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos  # the preset's whole text shows under the mouse too
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and event.mod & pygame.KMOD_CTRL:
            self.start()
            return
        if self.scrolled(event):
            return
        before = self.form.focused
        tab = event.type == pygame.KEYDOWN and event.key == pygame.K_TAB
        if tab and before in self.cards:  # Tab leaves the variants, as it leaves a radio
            # group (it chose each variant in turn on its way to their rules: a tester)
            self.form.move_out(self.cards, -1 if event.mod & pygame.KMOD_SHIFT else 1)
            self.follow_focus(event)
            return
        super().handle(event)
        self.follow_focus(event)
        # arrows among the variants choose as they go, as a radio group does: a tester moved
        # down to Sanma, pressed Ctrl+Enter and started Riichi
        focused = self.form.focused
        if tab and focused in self.cards:  # into the group: on the variant chosen
            self.form.set_focus(self.cards[list(VARIANTS).index(self.variant_id)])
        elif event.type == pygame.KEYDOWN and before in self.cards and focused in self.cards \
                and focused is not before:
            self.choose(list(VARIANTS)[self.cards.index(focused)])

    def draw(self, surf) -> None:
        super().draw(surf)
        self.rules_bar.draw(surf)
        self.draw_rules_title(surf)
        preset = self.preset_widget
        pointer = getattr(self, "pointer", None)
        if self.form.focused is preset or (pointer is not None
                                           and preset.rect.collidepoint(pointer)):
            preset.draw_whole(surf, self.m)
        self.draw_note(surf, pointer)

    def draw_note(self, surf, pointer) -> None:
        """Under the columns: the opponent whose row has the focus or the mouse, its level
        and style in words; else how many play."""
        m = self.m
        rows = self.opp_widgets
        on = next((i for i, w in enumerate(rows) if pointer is not None
                   and w.rect.collidepoint(pointer)), None)
        if on is None and self.form.focused in rows:
            on = rows.index(self.form.focused)
        players = self.players()
        note = opponent_line(self.opponents[on // ROWS]) if on is not None else \
            f"{players} players: you and {players - 1} computer opponents"
        room = self.rules_button.rect.x - m.px(8)
        size, lines = note_lines(note, m.small, room)
        step = t.font(size).get_linesize()
        y = self.start_button.rect.centery - step * len(lines) // 2
        for line in lines:
            t.blit_text(surf, line, size, t.TEXT_DIM, topleft=(m.px(6), y))
            y += step

    def background_key(self) -> object:
        return (self.variant_id, self.players(), self.panel_bottom, self.group)

    def draw_background(self, surf) -> None:
        m = self.m
        self.draw_frame(surf)
        titles = ("Variant", "", "Opponents")  # (the rules' title is drawn with the list)
        bottom = self.panel_bottom - m.px(1.2)
        for col, label in zip(self.cols, titles, strict=True):
            box = pygame.Rect(col.x - m.px(1.2), col.y - m.px(4.2), col.w + m.px(2.4),
                              bottom - col.y + m.px(5.4))
            t.panel(surf, box, m.px(1.2))
            if label:
                self.draw_column_title(surf, label, col.x + m.px(1.6), col.y - m.px(3))
        if not self.rule_widgets:
            t.blit_text(surf, "No options: these rules are played one way.", m.small,
                        t.TEXT_DIM, topleft=(self.cols[1].x + m.px(1.6), self.cols[1].y))
