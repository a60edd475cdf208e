"""An outside mjai bot in a seat: a small scripted bot of our own (mjai_bot.py) plays through
`legal_actions`, riichi said the mjai way; a crash, a time-out, a malformed or an illegal
answer is reported with the event it answered and the baseline AI plays on."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from game.ai.baseline import BaselineAI
from game.cli import main
from game.core.engine import Game
from game.core.table.events import Discarded, NorthExtracted
from game.core.table.state import Phase
from game.records.mjai_seat import MjaiSeat
from game.records.selfplay_extras import parse_seat

BOT = Path(__file__).with_name("mjai_bot.py")


def command(mode: str = "play") -> str:
    return f'"{sys.executable}" "{BOT}" {mode}'


def play(variant: str, mode: str, seed: int = 5, seat: int = 1, timeout: float = 5.0,
         stop_after: int | None = None):
    """Play with the bot in `seat`; the game, the seat and the bot's own events."""
    game = Game(variant, None, seed)
    bot = MjaiSeat(command(mode), seat, game, timeout=timeout)
    base = BaselineAI(variant, game.options)
    mine = []
    actions = 0
    try:
        while game.phase != Phase.MATCH_END and (stop_after is None or actions < stop_after):
            s = game.waiting_on()[0]
            player = bot if s == seat else base
            events = game.apply(player.choose(game.view(s), game.legal_actions(s)))
            actions += 1
            mine += [e for e in events if getattr(e, "seat", None) == seat]
            bot.observe(events)
    finally:
        bot.close()
    return game, bot, mine


@pytest.mark.parametrize("variant", ["riichi", "sanma"])
def test_a_scripted_bot_plays_a_whole_match_in_its_seat(variant):
    game, bot, mine = play(variant, "play")
    assert game.phase == Phase.MATCH_END and not bot.failed and bot.reports == []
    assert bot.answered > 50  # it was asked at every turn and every call it could make
    declared = [e for e in mine if isinstance(e, Discarded) and e.riichi]
    assert declared  # riichi: "reach", the reach event back, then its discard
    if variant == "sanma":
        assert any(isinstance(e, NorthExtracted) for e in mine)
    assert bot.proc is None  # ended with the match


@pytest.mark.parametrize(("mode", "why"), [
    ("crash:5", "ended without answering (exit code 3)"),
    ("sleep:5", "gave no answer within 1 s"),
    ("garbage:4", "not JSON: 'hello there'"),
    ("deep:4", "nests deeper than any action"),
    ("illegal:6", "an action that is not legal now"),
])
def test_a_failing_bot_is_reported_and_the_baseline_plays_on(mode, why):
    game, bot, mine = play("riichi", mode, timeout=1.0, stop_after=300)
    assert bot.failed and len(bot.reports) == 1
    report = bot.reports[0]
    assert why in report and "seat 1 (mjai:" in report
    assert 'answering {"type": "tsumo", "actor": 1' in report  # the event it answered
    assert "the baseline AI plays the seat from here" in report
    assert sum(isinstance(e, Discarded) for e in mine) > 10  # the seat went on playing
    assert bot.proc is None


def test_a_bot_that_cannot_start_is_reported():
    game = Game("riichi", None, 1)
    bot = MjaiSeat("/no/such/bot --x", 2, game)
    assert bot.failed and "could not be started" in bot.reports[0]
    legal = game.legal_actions(0)
    assert bot.choose(game.view(0), legal) in legal


def test_the_seat_argument():
    assert parse_seat("1=mjai:mortal --x 1", 4) == (1, "mortal --x 1")
    for bad in ("1=mortal", "5=mjai:x", "x=mjai:y", "1=mjai:"):
        with pytest.raises(ValueError):
            parse_seat(bad, 4)
    with pytest.raises(ValueError):
        MjaiSeat(command(), 1, Game("hkos"))


def test_selfplay_seats_a_bot_and_keeps_the_records(tmp_path, capsys):
    code = main(["selfplay", "--variant", "sanma", "--games", "2", "--seed", "4", "--records",
                 str(tmp_path), "--seat", f"2=mjai:{command()}", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["games"] == 2 and "reports" not in out
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 2
    doc = json.loads(files[0].read_text(encoding="utf-8"))["data"]
    assert doc["players"][2] == {"kind": "mjai", "name": "mjai mjai_bot.py"}
    assert doc["status"] == "finished" and doc["me"] is None
    assert any(e["e"] == "MatchEnded" for e in doc["events"])


def test_selfplay_reports_a_failing_bot(tmp_path, capsys):
    code = main(["selfplay", "--variant", "riichi", "--games", "1", "--seed", "2", "--seat",
                 f"0=mjai:{command('crash:3')}", "--json"])
    captured = capsys.readouterr()
    out = json.loads(captured.out)
    assert code == 0 and len(out["reports"]) == 1 and "seat 0" in captured.err
    assert out["seats"][0]["average_rank"] >= 1  # the match was played to its end


def test_the_records_replay_the_match_the_bot_played(tmp_path):
    main(["selfplay", "--variant", "riichi", "--games", "1", "--seed", "6", "--records",
          str(tmp_path), "--seat", f"1=mjai:{command()}"])
    doc = json.loads(next(tmp_path.glob("*.json")).read_text(encoding="utf-8"))["data"]
    again = Game.from_log({"variant": "riichi", "options": doc["options"],
                           "seed": doc["seed"], "actions": doc["actions"]})
    assert again.phase == Phase.MATCH_END
    wins = [e for e in doc["events"] if e["e"] == "Won"]
    assert len(wins) == sum(s["wins"] for s in doc["summary"]["seats"])
