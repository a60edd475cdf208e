"""Hand shapes: decomposition of complete hands, completeness and waits."""
