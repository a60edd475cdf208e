"""The pause menu Esc opens over the table: resume, the settings, the rules of this variant
under this game's options, the keys of the table (each coming back to the menu), or leave
(the game is kept: Continue on the title resumes it). The table stands still while the menu
is open."""

from __future__ import annotations

import pygame

from game.ui.dialog import Dialog
from game.ui.notice import Notice
from game.ui.scene import back_to_title
from game.ui.widgets import Button

# Every key of the table, for a player who would rather not use the mouse.
KEYS = (
    "Left and Right choose a tile, and Enter throws it; Enter alone chooses the drawn tile.",
    "D throws the drawn tile. With Auto-sort off, Shift with Left or Right moves the chosen "
    "tile.",
    "Each call, win and power button shows its key (C, P, K, W, R, N, S ...); "
    "1\u00a0to\u00a05 choose among several chi shapes. When a discard is offered to call, "
    "Left and Right choose a button and Enter presses it.",
    "F1\u00a0to\u00a0F5 flip the switches at the left; F on a result shows the fu (in "
    "Classical, the other hands); the mouse on a name says how that opponent plays.",
    "Enter continues after a hand; Esc opens the pause menu; ? shows these keys; F11 (or "
    "Alt+Enter) fills the screen.",
)


def show_keys(app) -> None:
    """The table's keys as a notice (from the menu, or ? at the table)."""
    app.audio.play("click")
    app.push(Notice(app, "Keys at the table", list(KEYS)))


def opponents_line(opponents: list) -> str:
    """Who plays at the table, at which level and in which style (chosen on New Game)."""
    from game.ai.levels import OLD_LEVELS

    said = []
    for o in opponents:
        level = OLD_LEVELS.get(o.get("level", "normal"), o.get("level", "normal"))
        style = o.get("personality")
        said.append(f"{o.get('name', '?')} ({level}" + (f", {style})" if style else ")"))
    return "Opponents: " + ", ".join(said) + "." if said else ""


class PauseMenu(Dialog):
    name = "pause"

    def __init__(self, app, table):
        self.table = table
        buttons = [
            Button("Resume", self.close, pygame.K_ESCAPE, "Esc", primary=True),
            Button("Settings", self.settings, pygame.K_s, "S"),
            Button(f"Rules of {table.variant.title}", self.rules, pygame.K_r, "R"),
            Button("Keys", self.keys, pygame.K_k, "K"),
            Button("Leave the table", self.leave, pygame.K_l, "L"),
        ]
        super().__init__(app, "Paused", [
            "Your game is saved after every move.",
            "Leave keeps it: Continue on the title resumes it.",
            opponents_line(table.config.get("opponents", []))], buttons, self.close)

    def settings(self) -> None:
        from game.ui.settings_screen import SettingsScreen

        self.app.audio.play("click")
        self.app.push(SettingsScreen(self.app))

    def rules(self) -> None:
        """The rules of the variant at the table, under this game's options."""
        from game.ui.rules import RulesScreen

        self.app.audio.play("click")
        self.app.push(RulesScreen(self.app, self.table.variant.id, self.table.game.options))

    def keys(self) -> None:
        """The table's keys, over the menu (OK goes back to it)."""
        show_keys(self.app)

    def resume(self) -> None:
        """Back from the settings, the rules or the keys to this menu, as a player expects (it
        went back to the table, and the next Esc, meant to resume, opened the menu again: a
        tester lost a key press); the table beneath shows what the settings changed. Enter then
        means Resume (on the button just used it opened the keys again, round and round: a
        tester)."""
        super().resume()
        self.form.set_focus(self.form.widgets[0])
        self.table.resume()

    def leave(self) -> None:
        self.app.audio.play("click")
        self.app.store.flush()
        back_to_title(self.app)
