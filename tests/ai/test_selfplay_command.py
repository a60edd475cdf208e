"""`python -m game selfplay`: whole AI matches and per-seat statistics, text and JSON."""

from __future__ import annotations

import json

from game.commands.selfplay import run


def test_selfplay_json(capsys):
    assert run(["--variant", "sanma", "--games", "1", "--seed", "2", "--json",
                "--option", "length=\"east\""]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 1 and len(out["seats"]) == 3
    assert abs(sum(s["average_rank"] for s in out["seats"]) - 6) < 1e-9
    assert out["hands"] >= 1 and out["hands_per_s"] > 0


def test_selfplay_text(capsys):
    assert run(["--variant", "uzje", "--games", "1", "--seed", "1"]) == 0
    assert "win%" in capsys.readouterr().out


def test_selfplay_level_seat_is_the_rotating_seat(capsys):
    assert run(["--variant", "riichi", "--games", "1", "--seed", "6", "--json", "--level",
                "strong", "--option", "length=\"east\""]) == 0
    out = json.loads(capsys.readouterr().out)
    seat = out["seats"][6 % 4]  # one match: the level's figures are seat 2's
    level = out["level"]
    assert level["level"] == "strong"
    for key in ("win_rate", "deal_in_rate", "average_rank", "average_points"):
        assert level[key] == seat[key]
