"""The pause menu Esc opens over the table: resume, the settings, the rules of this variant
under this game's options, or leave (the game is kept: Continue on the title resumes it). The
table stands still while the menu is open."""

from __future__ import annotations

import pygame

from game.ui.dialog import Dialog
from game.ui.scene import back_to_title
from game.ui.widgets import Button


class PauseMenu(Dialog):
    name = "pause"

    def __init__(self, app, table):
        self.table = table
        buttons = [
            Button("Resume", self.close, pygame.K_ESCAPE, "Esc", primary=True),
            Button("Settings", self.settings, pygame.K_s, "S"),
            Button(f"Rules of {table.variant.title}", self.rules, pygame.K_r, "R"),
            Button("Leave the table", self.leave, pygame.K_l, "L"),
        ]
        super().__init__(app, "Paused", [
            "Your game is saved after every move.",
            "Leave keeps it: Continue on the title resumes it."], buttons, self.close)

    def settings(self) -> None:
        from game.ui.settings_screen import SettingsScreen

        self.app.audio.play("click")
        self.app.pop()
        self.app.push(SettingsScreen(self.app))

    def rules(self) -> None:
        """The rules of the variant at the table, under this game's options."""
        from game.ui.rules import RulesScreen

        self.app.audio.play("click")
        self.app.pop()
        self.app.push(RulesScreen(self.app, self.table.variant.id, self.table.game.options))

    def leave(self) -> None:
        self.app.audio.play("click")
        self.app.store.flush()
        back_to_title(self.app)
