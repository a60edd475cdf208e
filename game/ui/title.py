"""The title screen: the game's name over a fan of tiles, and Continue / New game, Practice /
Rules / Analyzer / Statistics, Settings / Quit (Continue only when there is an autosave)."""

from __future__ import annotations

import pygame

import game
from game.ui import theme as t
from game.ui.form import Form
from game.ui.menu import MenuScene
from game.ui.tween import Parallel, Tween
from game.ui.widgets import Button

TAGLINE = "Riichi · Sanma · Space · Hong Kong · Classical · Ùzje"
VERSION = game.__version__


def _deco_tile(kind: str, w: int, h: int) -> pygame.Surface:
    """A decorative tile for the title fan, drawn with plain shapes (not the game's tile art)."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, w // 9)
    face = t.ivory_block(surf, surf.get_rect(), radius, t.IVORY_HI, (64, 130, 96), depth=h // 9)
    inner = face.inflate(-w // 6, -w // 6)
    blue, green, red = (34, 78, 150), (30, 120, 70), (190, 40, 40)
    if kind == "dot1":
        c, r = inner.center, inner.w // 2
        for i, colour in enumerate((green, blue, red, t.IVORY_HI, red)):
            pygame.draw.circle(surf, colour, c, max(1, r - i * r // 5))
    elif kind == "dot5":
        r = inner.w // 6
        for fx, fy, colour in ((0.25, 0.22, blue), (0.75, 0.22, green), (0.5, 0.5, red),
                               (0.25, 0.78, green), (0.75, 0.78, blue)):
            p = (inner.x + round(fx * inner.w), inner.y + round(fy * inner.h))
            pygame.draw.circle(surf, colour, p, r)
            pygame.draw.circle(surf, t.IVORY_HI, p, max(1, r // 3))
    elif kind == "red":  # the red dragon's shape: a box with a stroke through it
        lw = max(2, w // 9)
        box = pygame.Rect(0, 0, inner.w * 3 // 4, inner.h * 2 // 5)
        box.center = inner.center
        pygame.draw.rect(surf, red, box, lw, border_radius=lw // 2)
        pygame.draw.line(surf, red, (inner.centerx, inner.y + lw), (inner.centerx,
                                                                     inner.bottom - lw), lw)
    elif kind == "bam2":
        for fy in (0.28, 0.72):
            stick = pygame.Rect(0, 0, inner.w // 4, inner.h * 2 // 5)
            stick.center = (inner.centerx, inner.y + round(fy * inner.h))
            pygame.draw.rect(surf, green, stick, border_radius=stick.w // 2)
            pygame.draw.line(surf, t.IVORY_HI, (stick.x + 2, stick.centery),
                             (stick.right - 3, stick.centery), max(1, w // 30))
    elif kind == "white":
        lw = max(2, w // 14)
        pygame.draw.rect(surf, blue, inner.inflate(-w // 10, -w // 30), lw,
                         border_radius=lw)
    return surf


def saved_game_line(saved: dict | None) -> str:
    """What Continue resumes, as the table wrote it: "Riichi · East 2 · 24,300 points" (nothing
    for a save from before it did); for one that does not read, that it does not (Continue
    then says why and sets it aside: a tester met the fault only after choosing it)."""
    if saved is None:
        return "The saved game does not read"
    return str(saved.get("table", {}).get("summary", ""))


class Title(MenuScene):
    name = "title"

    def __init__(self, app):
        super().__init__(app)
        self.fx = {"tiles": 0.0, "name": 0.0, **{f"b{i}": 0.0 for i in range(10)}}
        self.buttons: list[Button] = []
        self.fan: list[tuple[pygame.Surface, tuple[int, int], float]] = []
        self.build()

    def build(self) -> None:
        buttons = []
        if self.app.store.has_autosave():
            resume = Button("Continue", self.continue_game, pygame.K_c, "C")
            resume.detail = saved_game_line(self.app.store.peek_autosave())
            buttons.append(resume)
        buttons.append(Button("New game", self.new_game, pygame.K_n, "N"))
        extras = [Button("Practice", lambda: self.open("practice"), pygame.K_p, "P"),
                  Button("Rules", lambda: self.open("rules"), pygame.K_r, "R"),
                  Button("Analyzer", lambda: self.open("analyzer"), pygame.K_a, "A"),
                  Button("Records", lambda: self.open("records"), pygame.K_e, "E"),
                  Button("Statistics", lambda: self.open("stats"), pygame.K_t, "T")]
        last = [Button("How to play", self.how_to_play, pygame.K_h, "H"),
                Button("Settings", self.settings, pygame.K_s, "S"),
                Button("Quit", self.app.quit, pygame.K_q, "Q")]
        self.rows = [[b] for b in buttons] + [extras, last]  # rows of the layout
        self.buttons = buttons + extras + last
        self.form = Form(self.buttons)

    def enter(self) -> None:
        self.anim.add(Parallel(
            Tween(self.fx, 0.7, "out_back", tiles=1.0),
            Tween(self.fx, 0.6, "out_cubic", delay=0.15, name=1.0),
            *(Tween(self.fx, 0.45, "out_cubic", delay=0.35 + 0.07 * i, on_done=None,
                    **{f"b{i}": 1.0})
              for i in range(len(self.buttons)))))

    def resume(self) -> None:
        super().resume()
        focused = self.form.focused
        self.build()  # an autosave may have appeared or gone
        self.layout(self.m)
        for i, b in enumerate(self.buttons):
            self.fx[f"b{i}"] = 1.0
            if focused is not None and b.label == focused.label:
                self.form.set_focus(b)
        if self.buttons[0].label == "Continue":
            self.form.set_focus(self.buttons[0])  # a game is saved: going on is the default

    # actions --------------------------------------------------------------------------
    def new_game(self) -> None:
        from game.ui.new_game import NewGame

        self.app.audio.play("click")
        self.app.push(NewGame(self.app))

    def play_variant(self, variant: str) -> None:
        """After its guided hand, "Play a match": `variant`'s match starts from New game (so
        that leaving it comes back there, as after any match begun on New game)."""
        from game.ui.new_game import NewGame

        self.app.push(NewGame(self.app)).play_variant(variant)

    def open(self, name: str) -> None:
        """Practice, Rules, Analyzer or Statistics."""
        from game.ui.screens import screen

        self.app.audio.play("click")
        self.app.push(screen(name)(self.app))

    def how_to_play(self) -> None:
        """The guided first hand of the variant last chosen (a tester found it only offered
        at a first start, or behind Rules)."""
        from game.ui.recent import recent_variant
        from game.ui.screens import screen

        self.app.audio.play("click")
        self.app.push(screen("tutorial")(self.app, variant=recent_variant(self.app)))

    def settings(self) -> None:
        from game.ui.settings_screen import SettingsScreen

        self.app.audio.play("click")
        self.app.push(SettingsScreen(self.app))

    def continue_game(self) -> None:
        from game.ui.new_game import start_table

        self.app.audio.play("click")
        saved = self.app.store.load_autosave()
        if saved is None:
            self.app.notify("Nothing to continue", self.app.store.take_notices() or
                            ["The saved game could not be read."])
            self.resume()
            return
        start_table(self.app, saved=saved)

    def back(self) -> None:
        quit_button = self.buttons[-1]
        if self.form.focused is quit_button:
            self.app.quit()
        else:
            self.form.set_focus(quit_button)

    # layout and drawing ---------------------------------------------------------------
    def layout(self, m) -> None:
        width, bh, gap = m.px(64), m.px(6.6), m.px(1.7)
        top = m.h // 2 + m.px(7)
        sizes: list[int] = []
        for r, row in enumerate(self.rows):
            wide = width if len(row) < 4 else m.px(92)  # five side by side need more room
            each = (wide - gap * (len(row) - 1)) // len(row)
            x = m.w // 2 - wide // 2
            for b in row:
                b.rect = pygame.Rect(x, top + r * (bh + gap), each, bh)
                x += each + gap
            # one text size for the row: the largest at which every label fits beside its key
            room = each - m.px(5.5)
            sizes.append(min(t.fit(o.label, m.px(3.0), room, True) for o in row))
            for b in row:
                b.text_size = sizes[-1]
        # and one for the two rows of smaller buttons, which read as one block (a tester saw
        # Practice ... Statistics smaller than How to play, Settings and Quit under them)
        small = min(sizes[-2:])
        for row in self.rows[-2:]:
            for b in row:
                b.text_size = small
        tw, th = m.px(7.2), m.px(9.6)
        kinds = ("dot1", "bam2", "red", "dot5", "white")
        self.fan = []
        for i, kind in enumerate(kinds):
            k = i - 2
            angle = -k * 7.0
            img = pygame.transform.rotozoom(_deco_tile(kind, tw, th), angle, 1.0)
            x = m.w // 2 + k * round(tw * 1.05)
            y = m.px(14) + round(abs(k) ** 1.6 * m.px(1.1))
            self.fan.append((img, (x, y), angle))
        self.base = {b: b.rect.copy() for b in self.buttons}

    def draw(self, surf) -> None:
        m = self.m
        surf.blit(t.felt((m.w, m.h)), (0, 0))
        f = self.fx
        drop = (1 - f["tiles"]) * m.px(24)
        for i, (img, (x, y), _angle) in enumerate(self.fan):
            lag = max(0.0, min(1.0, f["tiles"] * 1.25 - i * 0.06))
            rect = img.get_rect(center=(x, round(y - drop * (1 + i * 0.15))))
            if lag > 0:
                shadow_rect = rect.inflate(-m.px(1.2), -m.px(1.2)).move(0, m.px(1))
                t.shadow(surf, shadow_rect, m.px(1), m.px(1.4), 70)
                surf.blit(img, rect)
        rise = round((1 - f["name"]) * m.px(3))
        name_y = m.px(25) + rise
        title = t.text("Sparrow", m.title, t.TEXT, True)
        if f["name"] > 0:
            title_rect = title.get_rect(midtop=(m.w // 2, name_y))
            t.blit_text(surf, "Sparrow", m.title, t.TEXT, True, shadow=True,
                        midtop=title_rect.midtop)
            self._spaced(surf, "MAHJONG", m.px(4.2), t.GOLD,
                         (m.w // 2, title_rect.bottom - m.px(1.6)))
            t.blit_text(surf, TAGLINE, m.small, t.TEXT_DIM,
                        midtop=(m.w // 2, title_rect.bottom + m.px(5.2)))
        for i, b in enumerate(self.buttons):
            off = round((1 - f.get(f"b{i}", 1.0)) * m.px(10))
            b.rect = self.base[b].move(0, off)
        focused = self.form.focused
        for i, b in enumerate(self.buttons):
            if f.get(f"b{i}", 1.0) > 0.02:
                b.draw(surf, m, b is focused)
        t.blit_text(surf, f"v{VERSION}", m.small, (120, 150, 134),
                    bottomright=(m.w - m.px(2), m.h - m.px(1.6)))
        t.key_hints(surf, m, ((("up", "down"), "move"), (("Enter",), "choose")),
                    midleft=(m.px(2.4), m.h - m.px(2.6)))

    @staticmethod
    def _spaced(surf, s: str, size: int, colour, midtop) -> None:
        """Letter-spaced capitals under the name."""
        imgs = [t.text(c, size, colour, True) for c in s]
        gap = round(size * 0.55)
        total = sum(i.get_width() for i in imgs) + gap * (len(imgs) - 1)
        x = midtop[0] - total // 2
        line_y = midtop[1] + imgs[0].get_height() // 2
        rule = max(2, size // 14)
        span = round(size * 2.2)
        pygame.draw.line(surf, colour, (x - span - gap, line_y), (x - gap, line_y), rule)
        pygame.draw.line(surf, colour, (x + total + gap, line_y), (x + total + gap + span,
                                                                   line_y), rule)
        for img in imgs:
            surf.blit(img, (x, midtop[1]))
            x += img.get_width() + gap
