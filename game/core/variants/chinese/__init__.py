"""The Chinese family: Hong Kong Old Style (faan) and Classical (points and doubles)."""
