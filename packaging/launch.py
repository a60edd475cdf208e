"""Entry script for packaged builds: start the game window (or a headless command)."""

import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main())
