"""Duplicate self-play: the same seed deals the same walls whatever is played, intervals are
clustered by wall sequence, and the command reports the figures the ladder is measured by."""

from __future__ import annotations

import json
import math

import pytest

from game.ai.duplicate import duplicate, play_wall_set
from game.ai.levels import make_ai
from game.ai.stats import cluster_mean, cluster_ratio
from game.commands.selfplay import run
from game.core.engine import Game
from game.core.table.events import HandStarted
from game.core.table.state import Phase

EAST = {"length": "east"}


def walls_dealt(variant: str, seed: int, level: str, hands: int) -> list[tuple[str, ...]]:
    """The walls of a match's first hands as dealt, with `level` in every seat."""
    game = Game(variant, EAST if variant == "riichi" else None, seed)
    ais = {s: make_ai(level, variant, game.options, s) for s in range(game.rules.players)}
    out: list[tuple[str, ...]] = []
    while game.phase != Phase.MATCH_END and len(out) < hands:
        seat = game.waiting_on()[0]
        events = game.apply(ais[seat].choose(game.view(seat), game.legal_actions(seat)))
        if any(isinstance(e, HandStarted) for e in events):
            wall = game.state.wall
            assert wall is not None
            out.append((game.tileset.format(wall.live), game.tileset.format(wall.dead)))
    return out


@pytest.mark.parametrize("variant", ["riichi", "hkos"])
def test_one_seed_is_one_wall_sequence_whatever_the_players_do(variant):
    weak = walls_dealt(variant, 5, "beginner", 3)
    strong = walls_dealt(variant, 5, "strong", 3)
    assert len(weak) == len(strong) == 3
    assert weak == strong
    assert walls_dealt(variant, 6, "beginner", 1) != weak[:1]


def test_cluster_mean_interval_on_a_known_sample():
    est = cluster_mean([[1, 2], [3, 4], [5, 6]])
    # cluster means 1.5 3.5 5.5: mean 3.5, sd 2, standard error 2 / sqrt(3)
    half = 1.959964 * 2 / math.sqrt(3)
    assert est.value == pytest.approx(3.5)
    assert est.ci == pytest.approx([3.5 - half, 3.5 + half])


def test_cluster_ratio_interval_on_a_known_sample():
    est = cluster_ratio([1, 2, 3], [10, 10, 20])
    # R = 6/40; residuals -0.5, 0.5, 0: se = sqrt(3/2 * 0.5) / 40
    half = 1.959964 * math.sqrt(1.5 * 0.5) / 40
    assert est.value == pytest.approx(0.15)
    assert est.ci == pytest.approx([0.15 - half, 0.15 + half])


def test_a_wall_set_rotates_the_challenger_through_every_seat():
    ws = play_wall_set(("riichi", EAST, 3, "beginner", "baseline", None, None))
    assert len(ws.challenger) == len(ws.reference) == 4
    ranks = sorted(s.rank for s in ws.reference)
    assert ranks == [1, 2, 3, 4]
    assert all(s.hands >= 4 for s in ws.challenger)


def test_duplicate_reports_clustered_figures_and_the_paired_difference():
    out = duplicate("riichi", 8, 3, EAST, "beginner", "baseline")
    assert out["wall_sequences"] == 2 and out["matches"] == 8
    for key in ("average_rank", "win_rate", "deal_in_rate", "call_rate", "riichi_rate",
                "first_rate", "last_rate", "average_points", "drawn_rate",
                "paired_rank_difference"):
        assert isinstance(out[key], float)
        low, high = out[f"{key}_ci"]
        assert low <= out[key] <= high
    # Every reference match ranks its seats 1-4, so its seats average 2.5: the paired
    # difference is the challenger's average rank less 2.5.
    assert out["paired_rank_difference"] == pytest.approx(out["average_rank"] - 2.5)
    assert out["reference"]["average_rank"] == pytest.approx(2.5)


def test_one_level_in_every_seat_plays_each_wall_sequence_once():
    out = duplicate("riichi", 3, 5, EAST, "casual", "casual")
    assert out["wall_sequences"] == out["matches"] == out["matches_played"] == 3
    assert out["paired_rank_difference"] == 0 and out["average_rank"] == pytest.approx(2.5)
    assert 0 <= out["drawn_rate"] <= 1


def test_duplicate_in_two_worker_processes_gives_the_same_figures():
    one = duplicate("riichi", 8, 7, EAST, "casual", "beginner", jobs=1)
    two = duplicate("riichi", 8, 7, EAST, "casual", "beginner", jobs=2)
    for key in ("seconds", "matches_per_s"):
        one.pop(key), two.pop(key)
    assert one == two


def test_selfplay_duplicate_json(capsys):
    assert run(["--variant", "sanma", "--games", "3", "--seed", "4", "--duplicate",
                "--level", "casual", "--against", "beginner", "--json",
                "--option", 'length="east"']) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["level"] == "casual" and out["against"] == "beginner"
    assert out["players"] == 3 and out["matches"] == 3
    assert len(out["average_rank_ci"]) == 2 and "paired_rank_difference_ci" in out
