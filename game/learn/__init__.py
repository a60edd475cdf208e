"""Learning the variants: the rules reference, its example hands, the drills and the guided first
hands, as data and pure functions the screens draw (nothing here imports the window)."""
