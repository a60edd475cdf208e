"""The monkey (tests/ui/monkey.py) on every screen and variant: a short seeded run in the quick
suite, a long one marked heavy. A failure names its seed and the inputs before it; run one
seed again with `python tests/ui/monkey.py SEED EVENTS`."""

import pytest
from monkey import Monkey

from game.ui.app import SCREENS


@pytest.mark.parametrize("seed", [1, 2])
def test_a_short_monkey_run_crashes_nothing(tmp_path, seed):
    monkey = Monkey(seed, tmp_path)
    monkey.run(500)
    assert monkey.apps >= 2 and len(monkey.screens & set(SCREENS)) >= 3
    assert not list(tmp_path.rglob("*.log"))  # no crash log either


@pytest.mark.heavy
@pytest.mark.parametrize("seed", range(100, 116))
def test_a_long_monkey_run_crashes_nothing(tmp_path, seed):
    monkey = Monkey(seed, tmp_path)
    monkey.run(6000)
    assert set(SCREENS) <= monkey.screens and "table hand_end" in monkey.screens
    assert not list(tmp_path.rglob("*.log"))
