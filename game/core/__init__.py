"""The rules of mahjong: pure Python in layers that import downward only (docs/architecture.md).

model < hands < shanten < settlement < table < variants < engine
"""
