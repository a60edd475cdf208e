"""The prompt's choices: chi shapes as tile groups with number keys, the claim timer running
out into a Skip, and the badge saying why a complete hand may not win."""

from types import SimpleNamespace

import pygame
import pytest

from game.core.actions import Chow, Pass, Pung
from game.core.state import Phase
from game.core.tiles import tile
from game.ui import table_prompt as tp
from game.ui.app import App, make_store
from game.ui.table import ME, Table


@pytest.fixture
def app(tmp_path):
    a = App(make_store(tmp_path), (1280, 720))
    a.settings.speed = "instant"
    yield a
    pygame.display.quit()


def table_for(app, variant, seed=3):
    config = {"variant": variant, "seed": seed, "opponents": [{"name": n} for n in "ABC"]}
    return app.push(Table(app, config=config))


def test_several_chi_shapes_are_tile_groups_with_number_keys(app, monkeypatch):
    table = table_for(app, "riichi")
    t3, t4, t6, t7 = (tile("m", r) for r in (3, 4, 6, 7))
    legal = [Chow(ME, (t3, t4)), Chow(ME, (t4, t6)), Chow(ME, (t6, t7)), Pung(ME, (t4, t4)),
             Pass(ME)]
    monkeypatch.setattr(table, "legal", lambda: legal)
    buttons = tp.prompt(table)
    shapes = [b for b in buttons if isinstance(b, tp.ShapeButton)]
    assert [b.tiles for b in shapes] == [(t3, t4), (t4, t6), (t6, t7)]
    assert [b.hint for b in shapes] == ["1", "2", "3"]
    assert [b.label for b in buttons if not isinstance(b, tp.ShapeButton)] == ["Pon", "Skip"]
    for b in buttons:
        b.rect = pygame.Rect(0, 0, 200, 60)
        b.draw(app.surface, table.m, False)  # drawn as tiles, no error
    applied = []
    monkeypatch.setattr(table, "apply", applied.append)
    shapes[1].activate()
    assert applied == [legal[1]]


def test_the_claim_timer_lets_the_call_lapse(app):
    app.settings.skip_calls = False
    app.settings.auto_win = False
    table = table_for(app, "classical", seed=5)
    assert table.claim_seconds == 15  # classical's rule for a human
    for _ in range(3000):
        app.frame()
        legal = table.game.legal_actions(ME)
        if table.game.phase == Phase.CLAIM and ME in table.game.waiting_on() \
                and len(legal) > 1 and not table.busy or table.claim_left is not None:
            break
        if ME in table.game.waiting_on() and not table.busy:
            from test_table import act
            act(app, table)
    else:
        pytest.skip("no claim offered to the player in this game")
    moves = table.moves
    for _ in range(int(14 * 60)):
        table.update(1 / 60)
    assert table.moves == moves and table.claim_left is not None and table.claim_left < 1.1
    for _ in range(2 * 60):
        table.update(1 / 60)
    assert table.moves > moves  # skipped when the time ran out


def stub(hand, drawn=None, discard=None, furiten=False, legal=(), waits=()):
    view = SimpleNamespace(hand=tuple(hand), drawn=drawn, seat=0, furiten=furiten,
                           last_discard=(1, discard) if discard else None)
    return SimpleNamespace(view=view, legal=lambda: list(legal), waits_of=lambda h: waits,
                           game=SimpleNamespace(phase=Phase.CLAIM if discard else Phase.ACT),
                           minimum_word=lambda: "no yaku")


def test_a_refused_win_says_why():
    m5, m6 = tile("m", 5), tile("m", 6)
    assert tp.refusal(stub([m5], discard=m6, legal=[Pass(0)], waits=(m6,))) == "no yaku"
    assert tp.refusal(stub([m5], discard=m6, legal=[Pass(0)], waits=(m6,),
                           furiten=True)) == "furiten"
    assert tp.refusal(stub([m5], discard=m6, legal=[Pass(0)], waits=(m5,))) == ""
    assert tp.refusal(stub([m5, m6], drawn=m6, legal=[Pass(0)], waits=(m6,))) == "no yaku"


def test_a_drawn_game_shows_every_hand_tenpai_and_the_noten_payments(app):
    from game.core.events import DrawnGame, Scored
    from game.ui import table_result as tr

    table = table_for(app, "riichi")
    for _ in range(5):
        app.frame()
    hands = tuple(tuple(table.tileset.sort(table.view.hand))[:13] for _ in range(4))
    table.animate([DrawnGame("exhaustive", (0, 2), hands),
                   Scored((1500, -1500, 1500, -1500), (26500, 23500, 26500, 23500))])
    assert table.draw_hands == hands and table.revealed[3] == hands[3]
    assert any("tenpai" in line and "noten" in line for line in table.result)
    assert table.result[-2].startswith("Noten payments: You +1500")
    names = [table.seat_label(s) for s in range(4)]
    assert table.result[-1] == "Scores: " + "  ".join(
        f"{n} {v}" for n, v in zip(names, (26500, 23500, 26500, 23500), strict=True))
    tr.draw_result(table, app.surface)  # every seat's hand, face up


def test_the_match_result_names_the_best_hand(app):
    from game.core.events import MatchEnded
    from game.ui import table_result as tr

    table = table_for(app, "riichi")
    table.best = (8000, "Finch", "Riichi 1 han")
    table.match_over = MatchEnded((30000, 20000, 25000, 25000), (1, 4, 2, 3))
    lines = tr.match_lines(table)
    assert lines[1] == "1.  You  30000"
    assert lines[-1] == "Best hand: Finch, Riichi 1 han, 8000 points"


def test_a_finished_match_is_recorded_in_the_statistics(app):
    from game.core.events import MatchEnded

    table = table_for(app, "riichi")
    table.best = (12000, table.seat_label(ME), "Haneman")
    table.animate([MatchEnded((42000, 20000, 18000, 20000), (1, 2, 4, 3))])
    per = app.store.load_stats()["variants"]["riichi"]
    assert (per["matches"], per["firsts"], per["points_sum"]) == (1, 1, 42000)
    assert per["best_hand"]["name"] == "Haneman"


def test_a_demo_match_played_by_the_ai_is_not_recorded(app):
    from game.core.events import MatchEnded

    config = {"variant": "riichi", "seed": 3, "autoplay": True,
              "opponents": [{"name": n} for n in "ABC"]}
    table = app.push(Table(app, config=config))
    table.animate([MatchEnded((42000, 20000, 18000, 20000), (1, 2, 4, 3))])
    assert "riichi" not in app.store.load_stats().get("variants", {})


def test_each_opponent_plays_at_its_chosen_level(app):
    from game.ai.levels import EasyAI, StrongAI

    config = {"variant": "riichi", "seed": 3,
              "opponents": [{"name": "A", "level": "easy"}, {"name": "B", "level": "strong"},
                            {"name": "C", "level": "normal"}]}
    table = app.push(Table(app, config=config))
    assert [type(table.ais[s]).__name__ for s in (1, 2, 3)] == [
        EasyAI.__name__, StrongAI.__name__, "BaselineAI"]


def test_a_win_result_names_the_winner_once_then_the_payments(app):
    from game.core.events import Scored
    from game.ui import table_result as tr

    table = table_for(app, "riichi")
    table.last_win = object()  # a win is on screen: its heading already says who won
    lines = tr.payments(table, Scored((0, 0, -1000, 1000), (25000, 25000, 24000, 26000),
                                      ("N wins",)))
    assert lines == [f"{table.seat_label(2)} -1000  {table.seat_label(3)} +1000",
                     f"Scores: You 25000  {table.seat_label(1)} 25000  "
                     f"{table.seat_label(2)} 24000  {table.seat_label(3)} 26000"]


def test_the_hand_result_shows_dora_and_ura_indicators_as_tiles(app):
    from game.core.events import Won
    from game.ui import table_result as tr

    table = table_for(app, "riichi")
    hand = tuple(tile("m", r) for r in (1, 2, 3)) + (tile("p", 5),) * 2
    won = Won(0, "tsumo", tile("m", 3), None, hand, (), None,
              (tile("s", 4),), (tile("z", 1),))
    assert tr.indicator_rows(won) == [("Dora", (tile("s", 4),)), ("Ura dora", (tile("z", 1),))]
    assert tr.indicator_rows(Won(0, "tsumo", tile("m", 3), None, hand, (), None)) == []
    table.last_win, table.win_hand = won, (hand, (), tile("m", 3))
    table.result = ["You won on self-draw"]

    def light_pixels(rows) -> int:
        """Light pixels across the middle of the drawn row (tile faces are ivory)."""
        app.surface.fill((0, 0, 0))
        y = tr.draw_indicators(table, app.surface, rows, 640, 300)
        mid = 300 + (y - 300) // 2
        return sum(app.surface.get_at((x, mid))[0] > 200 for x in range(1280))

    names_only = light_pixels([("Dora", ()), ("Ura dora", ())])
    assert light_pixels(tr.indicator_rows(won)) - names_only >= table.lay.pond_w  # the tiles
    tr.draw_result(table, app.surface)


def test_the_optional_claim_timer_follows_the_setting_unless_the_rules_set_one(app):
    from game.ui.table import CLAIM_TIMER_SECONDS

    assert table_for(app, "riichi").claim_seconds == 0  # off by default
    app.settings.claim_timer = True
    assert table_for(app, "riichi").claim_seconds == CLAIM_TIMER_SECONDS
    assert table_for(app, "classical").claim_seconds == 15  # classical's own claim_seconds


def test_uzje_melds_stay_upright_and_riichi_turns_the_claimed_tile(app):
    from game.core.melds import Meld, MeldKind
    from game.ui import table_draw as td

    assert table_for(app, "uzje").lay.upright_melds
    riichi = table_for(app, "riichi")
    assert not riichi.lay.upright_melds
    t5 = tile("m", 5)
    called = Meld(MeldKind.PUNG, (t5, t5, t5), open=True, suit="m", claimed=t5, source=3)
    seat = SimpleNamespace(melds=(called,), bonus=())
    asked = []

    class Ponds:
        def get(self, face, states=None, turns=0):
            asked.append(states)
            return pygame.Surface((4, 4))

        def back(self, turns=0):
            return pygame.Surface((4, 4))

    for lay, want in ((riichi.lay, [["sideways"], None, None]),
                      (table_for(app, "uzje").lay, [None, None, None])):
        asked.clear()
        td.draw_melds(app.surface, lay, Ponds(), "bottom", (0, 0), 0, seat, 40)
        assert asked == want


def test_uzje_opponents_lay_their_melds_left_of_the_hand(app):
    from game.core.melds import Meld, MeldKind
    from game.ui import table_draw as td

    t5 = tile("m", 5)
    called = Meld(MeldKind.PUNG, (t5, t5, t5), open=True, suit="m", claimed=t5, source=3)
    seat = SimpleNamespace(melds=(called,), bonus=(), hand_count=10)
    order = []

    class Sprites:
        def get(self, face, states=None, turns=0):
            order.append("meld")
            return pygame.Surface((4, 4))

        def back(self, turns=0):
            order.append("hand")
            return pygame.Surface((4, 4))

    for variant, first in (("uzje", "meld"), ("riichi", "hand")):
        order.clear()
        lay = table_for(app, variant).lay
        td.draw_opponent(app.surface, lay, Sprites(), Sprites(), "top", seat)
        assert order[0] == first and order.count("meld") == 3 and order.count("hand") == 10


def test_original_call_is_a_button_and_marks_the_next_discard(app, monkeypatch):
    from game.core.actions import Discard

    table = table_for(app, "classical")
    t = tile("s", 3)
    legal = [Discard(ME, t), Discard(ME, t, call=True)]
    monkeypatch.setattr(table, "legal", lambda: legal)
    labels = [b.label for b in tp.prompt(table)]
    assert "Original Call" in labels
    assert table.discard_for(t) == Discard(ME, t)
    table.toggle_call()
    assert "Cancel Original Call" in [b.label for b in tp.prompt(table)]
    assert table.discard_for(t) == Discard(ME, t, call=True)
    monkeypatch.setattr(table, "legal", lambda: [Discard(ME, t)])
    assert "Original Call" not in [b.label for b in tp.prompt(table)]


def test_with_auto_sort_off_the_player_arranges_the_hand_and_it_stays(app):
    app.settings.auto_sort = False
    table = table_for(app, "riichi")
    for _ in range(40):
        if len(table.hand_tiles()) >= 13:
            break
        app.frame()
    before = table.hand_tiles()
    n = len(before) - (1 if table.view.drawn is not None else 0)
    table.selected = 0
    table.key(SimpleNamespace(key=pygame.K_RIGHT, mod=pygame.KMOD_SHIFT))
    after = table.hand_tiles()
    assert after[:2] == [before[1], before[0]] and after[2:n] == before[2:n]
    assert table.selected == 1
    assert table.hand_tiles() == after  # the arrangement holds from one frame to the next
    table.key(SimpleNamespace(key=pygame.K_LEFT, mod=pygame.KMOD_SHIFT))
    assert table.hand_tiles() == before
