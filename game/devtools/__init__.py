"""Developer tools that build the game's packaged data; not used while the game runs."""
