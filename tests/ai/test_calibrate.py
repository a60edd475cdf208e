"""The calibration command writes the tables the game ships, no more and no fewer."""

import json
from importlib import resources

from game.ai.calibrate import Tally, play, summary
from game.ai.chances import CALIBRATION_FILE


def test_a_measured_entry_has_the_shipped_entrys_tables():
    # A table the shipped file lacks would change the opponents the next time anyone
    # re-measures (a win value by kind of hand once made strong decline paying pungs).
    shipped = json.loads(resources.files("game").joinpath("data", CALIBRATION_FILE)
                         .read_text("utf-8"))
    tally = Tally()
    play("riichi", 11, tally)
    measured = summary(tally)
    assert set(measured) == set(shipped["riichi"])
    assert tally.wins and measured["typical_win"] > 0
