"""The pause menu Esc opens over the table: resume, the settings, or leave (the game is kept:
Continue on the title resumes it). The table stands still while the menu is open."""

from __future__ import annotations

import pygame

from game.ui.dialog import Dialog
from game.ui.widgets import Button


class PauseMenu(Dialog):
    name = "pause"

    def __init__(self, app, table):
        self.table = table
        # The rules of this variant belong here, between Settings and Leave, once the game
        # has a rules screen to open.
        buttons = [
            Button("Resume", self.close, pygame.K_ESCAPE, "Esc", primary=True),
            Button("Settings", self.settings, pygame.K_s, "S"),
            Button("Leave the table", self.leave, pygame.K_l, "L"),
        ]
        super().__init__(app, "Paused", [
            f"{table.variant.title}: your game is saved after every move.",
            "Leave keeps it: Continue on the title screen resumes it."], buttons, self.close)

    def settings(self) -> None:
        from game.ui.settings_screen import SettingsScreen

        self.app.audio.play("click")
        self.app.pop()
        self.app.push(SettingsScreen(self.app))

    def leave(self) -> None:
        from game.ui.table import to_title

        self.app.audio.play("click")
        self.app.store.flush()
        to_title(self.app)
