"""What the table keeps of a match it left: the record as far as the match went, when it was
resumed and left at once, or when its save was replaced by a new game."""

from __future__ import annotations

from game.ai.baseline import BaselineAI
from game.core.engine import Game, load_game, save_game
from game.records.keeper import MatchKeeper, keep_saved_record
from game.records.shelf import Shelf
from game.store import Store

NAMES = ["You", "Wren", "Finch", "Heron"]


def store_in(tmp_path) -> Store:
    return Store(tmp_path / "config", tmp_path / "data", tmp_path / "log")


def played(variant: str, actions: int, store: Store) -> tuple[Game, dict]:
    """A match played by the AI in every seat for `actions` actions, kept by a MatchKeeper
    as the table keeps it (written at each deal and hand's end, not after each move)."""
    game = Game(variant, None, 5)
    config = {"variant": variant, "seed": 5, "opponents": [{"name": n} for n in NAMES[1:]]}
    keeper = MatchKeeper(store, game, config, NAMES, resumed=False)
    ai = BaselineAI(variant, game.options)
    for _ in range(actions):
        seat = game.waiting_on()[0]
        keeper.add(game.apply(ai.choose(game.view(seat), game.legal_actions(seat))))
    keeper.flush()
    return game, config


def kept_actions(store: Store, config: dict) -> int:
    shelf = Shelf(store)
    doc = shelf.load(shelf.file_of({"id": config["record"]}))
    assert doc is not None
    return len(doc["actions"])


def test_a_match_resumed_and_left_at_once_keeps_every_action(tmp_path):
    # A tester resumed a killed match and left at once: its record kept 1 action of 25.
    store = store_in(tmp_path)
    game, config = played("uzje", 25, store)
    assert kept_actions(store, config) < 25  # the record lagged behind the save
    resumed = load_game(save_game(game))
    keeper = MatchKeeper(store, resumed, config, NAMES, resumed=True)
    keeper.save()  # what leaving the table does
    keeper.flush()
    assert kept_actions(store, config) == 25


def test_a_save_replaced_by_a_new_game_keeps_its_moves_in_the_record(tmp_path):
    store = store_in(tmp_path)
    game, config = played("classical", 27, store)
    assert kept_actions(store, config) < 27
    keep_saved_record(store, {"config": config, "game": save_game(game)})
    assert kept_actions(store, config) == 27
    shelf = Shelf(store)
    doc = shelf.load(shelf.file_of({"id": config["record"]}))
    assert doc["status"] == "left" and len(doc["steps"]) == 27  # every action's events


def test_a_save_that_does_not_load_leaves_the_record_as_it_was(tmp_path):
    store = store_in(tmp_path)
    game, config = played("riichi", 10, store)
    before = kept_actions(store, config)
    data = save_game(game)
    data["actions"] = data["actions"][:3] + [{"type": "nonsense"}]
    keep_saved_record(store, {"config": config, "game": data})
    assert kept_actions(store, config) == before


def test_every_table_of_a_session_shares_one_record_writer(tmp_path):
    """Each table made a Shelf, and each Shelf a writer thread that never ended: 162 threads
    after 600 hands of leaving and continuing (a tester). One writer serves a store."""
    import threading

    store = store_in(tmp_path)
    played("riichi", 30, store)
    writers = [t for t in threading.enumerate() if t.name == "records"]
    for _ in range(5):
        game, config = played("riichi", 30, store)
        assert kept_actions(store, config) >= 1  # each table's record is still written
    assert [t for t in threading.enumerate() if t.name == "records"] == writers
