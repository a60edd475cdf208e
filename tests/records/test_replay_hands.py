"""The replay's hands carry the table's count of a dealer's repeated hands: in its names and
in the view at any hand jumped to, as the engine counted them while the match was played."""

from __future__ import annotations

import json

from records_helpers import players

from game.ai.selfplay import play_match
from game.core.engine import Game
from game.core.table.events import HandStarted
from game.records.record import Recorder
from game.records.replay import Replay


def played(variant: str, seed: int) -> tuple[dict, list[int]]:
    """A seeded AI match's record, and the engine's repeat count at each hand's start."""
    box: list[Recorder] = []
    repeats: list[int] = []

    def check(game: Game, events) -> None:
        if not box:
            box.append(Recorder(game, players(game.rules.players), 0, started=1.7e9))
        box[0].add(events)
        if any(isinstance(e, HandStarted) for e in events):
            repeats.append(game.view(0).repeat)

    play_match(variant, seed, check=check)
    return json.loads(json.dumps(box[0].document())), repeats


def test_repeated_hands_are_named_and_shown_as_the_engine_counted_them():
    doc, repeats = played("hkos", 11)  # Hong Kong deals again after every draw
    replay = Replay(doc)
    assert [h.repeat for h in replay.hands] == repeats and max(repeats) >= 1
    for i, hand in enumerate(replay.hands):
        name = hand.label(replay.players)
        assert (", repeat" in name) == (hand.repeat > 0) and ", honba" not in name
        # jumped to from elsewhere: the view is folded afresh from the hand's start
        replay.fold(0, 1)
        assert replay.view(hand.position + 1, 1).repeat == repeats[i]
