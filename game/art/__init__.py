"""Tile art drawn in code with Pillow: faces, pips, states and the glyph font subset."""
