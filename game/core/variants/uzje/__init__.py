"""Ùzje mahjong: its tiles, grammar, fan scoring and payments."""
