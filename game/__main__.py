"""`python -m game`: play (the default), or a headless command (game.cli)."""

import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main())
