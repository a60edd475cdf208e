"""A game played under a preset or changed options saves, resumes and replays exactly: the
save comes back through the checked file reader to the same state and goes on the same,
and its record replays to the same events under the rules it names."""

from __future__ import annotations

import json

import pytest
from records_helpers import KongHappy, players

from game.core.engine import Game, load_game, save_game
from game.core.table.state import Phase
from game.core.variants import VARIANTS
from game.files import AUTOSAVE, RECORD
from game.records.events_json import events_json
from game.records.record import Recorder, replay_events
from game.store import Store

# Every preset but the seed's (its games are the golden ones), and rule sets no preset has.
RULE_SETS = [(v.id, {"preset": p.name}) for v in VARIANTS.values() for p in v.presets
             if p.name != "sparrow"] + [
    ("riichi", {"nagashi_mangan": True, "multiple_ron": "head_bump", "red_fives": 3,
                "red_suits": "p", "kan_dora_timing": "now", "renchan_on_draw": "always",
                "tobi": "at_zero", "kuitan": False, "min_han": 2, "length": "east"}),
    ("sanma", {"north_extraction": False, "dead_wall": 18, "tsumo_loss": False,
               "noten_total": 2000, "length": "east"}),
]


def _play(game: Game, ai: KongHappy, actions: int, rec: Recorder | None = None) -> list:
    """`actions` moves of the AI (it calls every kong it may, so kan rules come up)."""
    events = []
    for _ in range(actions):
        if game.phase == Phase.MATCH_END:
            break
        seat = game.waiting_on()[0]
        step = game.apply(ai.choose(game.view(seat), game.legal_actions(seat)))
        events += step
        if rec is not None:
            rec.add(step)
    return events


def _checked(store: Store, kind, data):
    """`data` written as a file of `kind` and read back through the schema check."""
    path = store.data_dir / f"{kind.kind}.json"
    assert store.write(kind, path, data)
    back = store.read(kind, path)
    assert back is not None and store.notices == [], store.notices
    return back


@pytest.mark.parametrize(("variant", "options"), RULE_SETS,
                         ids=[f"{v}-{o.get('preset', 'custom')}" for v, o in RULE_SETS])
def test_a_save_resumes_and_a_record_replays_under_its_rules(tmp_path, variant, options):
    store = Store(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=tmp_path / "l")
    game = Game(variant, options, seed=21)
    ai = KongHappy(variant, game.options)
    rec = Recorder(game, players(game.rules.players), 0, started=1.7e9)
    _play(game, ai, 160, rec)

    config = {"variant": variant, "options": options, "seed": 21}
    saved = _checked(store, AUTOSAVE, {"config": config, "game": save_game(game)})
    resumed = load_game(saved["game"])
    assert resumed.digest() == game.digest() and resumed.options == game.options
    # the same AI goes on in the uninterrupted game, a new one in the resumed: what it was
    # asked before the save must not change what it chooses after
    later = _play(game, ai, 80, rec)
    later_resumed = _play(resumed, KongHappy(variant, game.options), 80)
    assert events_json(later_resumed, game.tileset) == events_json(later, game.tileset)

    doc = _checked(store, RECORD, json.loads(json.dumps(rec.document())))
    assert doc["options"] == dict(game.options)
    replayed = replay_events({"variant": variant, "options": doc["options"],
                              "seed": doc["seed"], "actions": doc["actions"]})
    assert events_json(replayed, game.tileset) == doc["events"]
