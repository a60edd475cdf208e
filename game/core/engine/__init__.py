"""The engine: the turn-phase state machine that sequences play, and its pure decisions."""

from game.core.engine.game import Game, load_game, save_game

__all__ = ["Game", "load_game", "save_game"]
