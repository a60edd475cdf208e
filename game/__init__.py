"""Sparrow Mahjong: a desktop mahjong game in six rule systems against AI opponents, offline."""

__version__ = "0.1.0"  # the one place the version is written (pyproject reads it from here)
