"""The replay's hands carry the table's count of a dealer's repeated hands: in its names and
in the view at any hand jumped to, as the engine counted them while the match was played."""

from __future__ import annotations

import json
import re

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
        assert (", dealer again" in name) == (hand.repeat > 0) and ", honba" not in name
        # jumped to from elsewhere: the view is folded afresh from the hand's start
        replay.fold(0, 1)
        assert replay.view(hand.position + 1, 1).repeat == repeats[i]


def test_the_replays_sentences_name_honours_not_their_codes():
    """A tester read 'You discard 7z / Wren discards 4z' in a replay of Hong Kong, where the
    table shows the tiles: honours are named ('Red dragon', 'North'), numbers kept short."""
    doc, _ = played("hkos", 11)
    replay = Replay(doc)
    said = [line for p in range(1, replay.last + 1) for line in replay.said(p)]
    discards = [line for line in said if " discard" in line and "riichi" not in line]
    assert discards
    assert not any(line.rstrip().endswith("z") for line in discards), discards[:5]
    named = {"East", "South", "West", "North", "White dragon", "Green dragon", "Red dragon"}
    assert any(line.split(" ", 2)[-1] in named for line in discards)
    assert any(line[-1] in "mps" and line[-2].isdigit() for line in discards)
    calls = [line for line in said if " call" in line]
    assert not any("z" in line.split(" ", 3)[-1] for line in calls), calls[:5]
    wins = [line for line in said if " win" in line]
    assert any("your discard" in line for line in wins), wins  # not "You's discard"
    # the total and the points first, in their units (a line's faan read as the hand's)
    assert all(re.fullmatch(r"\d+ faan, [\d,]+ points?( · .+)?", line.split(": ", 1)[1])
               for line in wins), wins
    moved = [line for line in said if "; " in line and "+" in line]
    assert moved and all("-" not in line for line in moved), moved[:3]  # "–16", as the table


def test_a_superpower_matchs_replay_tells_the_powers_and_their_uses():
    """A tester's replay of a Superpower match said nothing of the powers: no tags, no
    uses in its log. Its first deal names each seat's power, and each use is a sentence."""
    from game.core.model.powers import title_of
    from game.core.table.events import PowerUsed

    box = []

    def check(game, events):
        if not box:
            box.append(Recorder(game, players(game.rules.players), 0, started=1.7e9))
        box[0].add(events)

    play_match("riichi", 5, {"superpowers": True, "length": "east"}, check=check)
    replay = Replay(json.loads(json.dumps(box[0].document())))
    said = [line for p in range(1, replay.last + 1) for line in replay.said(p)]
    dealt = [line for line in said if line.startswith("Powers: ")]
    assert len(dealt) == 1 and dealt[0].count(",") == replay.players - 1
    uses = [e for e in replay.events if isinstance(e, PowerUsed)]
    assert uses, "the baseline used no power in this match"
    told = [line for line in said if " use " in line or " uses " in line]
    assert len(told) == len(uses)
    assert all(title_of(e.power) in line for e, line in zip(uses, told, strict=True))


def test_the_replay_names_the_tiles_a_power_moved():
    """"You use Second Wind" said nothing of the tile put back or the one drawn (a tester);
    the replay shows every hand, so its log names them."""
    from game.core.table.events import TileRedrawn, TileTraded

    box = []

    def check(game, events):
        if not box:
            box.append(Recorder(game, players(game.rules.players), 0, started=1.7e9))
        box[0].add(events)

    play_match("riichi", 5, {"superpowers": True, "length": "east",
                             "powers": "second_wind,undertow,second_wind,undertow"}, check=check)
    replay = Replay(json.loads(json.dumps(box[0].document())))
    fmt = replay._tiles
    said = [line for p in range(1, replay.last + 1) for line in replay.said(p)]
    moved = [e for e in replay.events if isinstance(e, TileRedrawn | TileTraded)]
    assert any(isinstance(e, TileRedrawn) for e in moved)
    assert any(isinstance(e, TileTraded) for e in moved)
    for e in moved:
        old, new = (e.returned, e.tile) if isinstance(e, TileRedrawn) else (e.given, e.taken)
        assert any(fmt([old]) in line and fmt([new]) in line and replay.name(e.seat) in line
                   for line in said), e


def test_a_hands_payments_in_the_replay_name_the_sticks_and_honba_taken():
    # "Wren –2,000; Finch +3,000": the riichi stick Finch took was not said, so the line did
    # not add up. It says what the table's result says ("Finch takes 1 riichi stick").
    from game.core.settlement import Reason
    from game.core.table.events import Scored

    doc, _ = played("riichi", 7)
    replay = Replay(doc)
    told = 0
    for p in range(1, replay.last + 1):
        for e in replay.step_events(p):
            if not isinstance(e, Scored):
                continue
            line = replay._say(e)
            paid = e.settlement
            if any(x.reason is Reason.STICKS for x in paid.payments):
                n = paid.sticks
                assert f"takes {n} riichi stick" in line or f"take {n} riichi stick" in line
                told += 1
            if any(x.reason is Reason.HONBA for x in paid.payments):
                assert f"{paid.honba} honba" in line
    assert told, "no hand of this match paid riichi sticks"
