"""The tile model: tiles and their notations, melds, grammars, options and score-sheet types."""
