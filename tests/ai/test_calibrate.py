"""The calibration command writes the tables the game ships, no more and no fewer."""

import json
from importlib import resources

from game.ai.calibrate import Tally, play, riichi_extra, summary
from game.ai.chances import CALIBRATION_FILE, chances_for


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


def test_riichi_wins_are_measured_against_their_waits_ron_points():
    # Tsumo, ura and ippatsu make a riichi win bring more than its waits score by ron:
    # the shipped ratio is what self-play shows, and every riichi variant has one.
    tally = Tally()
    for seed in range(8):
        play("riichi", 100 + seed, tally)
    assert len(tally.riichi) >= 20
    assert all(est > 0 and won > 0 for est, won in tally.riichi)
    assert riichi_extra(tally.riichi) > 1.2
    assert riichi_extra(tally.riichi[:19]) == 1.0  # too few wins to say
    shipped = json.loads(resources.files("game").joinpath("data", CALIBRATION_FILE)
                         .read_text("utf-8"))
    for variant in ("riichi", "sanma", "space"):
        assert shipped[variant]["riichi_extra"] > 1.2
        assert chances_for(variant).riichi_extra == shipped[variant]["riichi_extra"]
    assert chances_for("hkos").riichi_extra == 1.0  # no riichi, nothing measured
