"""The prompt's choices: chi shapes as tile groups with number keys, the claim timer running
out into a Skip, and the badge saying why a complete hand may not win."""

from types import SimpleNamespace

import pygame
import pytest

from game.core.model.tiles import tile
from game.core.table.actions import Chow, Pass, Pung, Ron
from game.core.table.state import Phase
from game.ui import table_prompt as tp
from game.ui.table import ME, Table


@pytest.fixture
def app(instant_app):
    return instant_app


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


def test_every_call_and_declaration_button_shows_its_key(app, monkeypatch):
    """The nine-terminals button alone had no key (a tester, in Sanma)."""
    from game.core.table.actions import AbortHand, Discard, ExtractNorth, RevealBonus, Tsumo

    table = table_for(app, "riichi")
    five = tile("m", 5)
    legal = [Discard(ME, five), Discard(ME, five, riichi=True), Tsumo(ME),
             ExtractNorth(ME, tile("z", 4)),
             RevealBonus(ME, five), AbortHand(ME)]
    monkeypatch.setattr(table, "legal", lambda: legal)
    buttons = tp.prompt(table)
    assert "Nine terminals" in [b.label for b in buttons]
    assert all(b.hint and b.hotkey for b in buttons), [(b.label, b.hint) for b in buttons]
    assert len({b.hotkey for b in buttons}) == len(buttons)


def test_a_rarer_button_is_told_of_the_first_time_it_shows_in_a_match(app, monkeypatch):
    """A tester met Nine terminals, North and Original Call with nothing saying what they
    do: each is told once a match, in a notice over the hand."""
    from game.core.table.actions import AbortHand, Discard, ExtractNorth

    table = table_for(app, "riichi")
    five = tile("m", 5)
    offered = [Discard(ME, five), AbortHand(ME)]
    monkeypatch.setattr(table, "legal", lambda: offered)
    tp.prompt(table)
    assert table.toast is not None and table.toast[0].startswith("Nine terminals (T):")
    table.toast = None
    tp.prompt(table)
    assert table.toast is None  # once a match
    offered[1:] = [ExtractNorth(ME, tile("z", 4)), AbortHand(ME)]
    tp.prompt(table)
    assert table.toast[0].startswith("North (N):")
    assert all(len(words) <= 90 for words in tp.RARE.values())  # one line over the hand


def test_a_chi_from_a_seat_not_on_the_left_is_told_once(app, monkeypatch):
    """Space lets a chi be called from any seat: a Riichi player, meeting one offered by the
    right seat, was not told why."""
    from game.core.table.actions import Chow, Pass

    table = table_for(app, "space")
    table.game.state.last_discard = (1, tile("m", 3))  # the right seat's
    table.moves += 1  # the view is read again
    monkeypatch.setattr(table, "legal", lambda: [Chow(ME, (tile("m", 4), tile("m", 5))),
                                                 Pass(ME)])
    tp.prompt(table)
    assert table.toast[0] == tp.RARE["Chi from any seat"]
    table.toast = None
    table.game.state.last_discard = (3, tile("m", 3))  # the left seat's: nothing to tell
    table.moves += 1
    table.explained.clear()
    tp.prompt(table)
    assert table.toast is None


def test_rows_of_choices_above_the_first_keep_clear_of_the_right_seats_tiles(app):
    """Six Ùzje ariths need two rows on a 1280x720 window; the upper row ended at the
    window's edge and covered the right seat's flowers. Every row above the first now ends
    left of where that seat's hand, melds and set-aside tiles can reach."""
    from game.core.model.melds import Meld, MeldKind
    from game.ui import table_draw as td

    table = table_for(app, "uzje")
    lay = table.lay
    t5 = tile("m", 5)
    kong = Meld(MeldKind.KONG, (t5,) * 4, open=True, suit="m", claimed=t5, source=0,
                added=True)
    flowers = tuple(tile("f", r) for r in range(1, 5))
    seat = SimpleNamespace(melds=(kong,), bonus=flowers, north=0, hand_count=9, power=None)
    drawn = pygame.Surface((lay.m.w, lay.m.h), pygame.SRCALPHA)
    td.draw_opponent(drawn, lay, table.sprites_at(lay.back_w), table.sprites_at(lay.pond_w),
                     "right", seat)
    reach = td.side_reach(lay)
    assert drawn.get_bounding_rect().left >= reach  # the seat's tiles lie right of it

    hand = tuple(tile("s", r) for r in range(1, 10))
    table.legal = lambda: [*(Chow(ME, hand[i:i + 3]) for i in range(6)),
                           Pung(ME, (hand[0], hand[0])), Pass(ME)]
    table.last_seen = None
    table.refresh_prompt()
    first_row = max(b.rect.bottom for b in table.buttons)
    upper = [b.rect for b in table.buttons if b.rect.bottom < first_row]
    assert upper and all(r.right <= reach for r in upper)


@pytest.mark.parametrize("count", [5, 6, 9])
def test_wrapped_choices_read_in_order_and_the_upper_row_is_not_a_lone_first(app, count):
    """Five Ùzje ariths at 1280x720 wrapped as choice 1 alone at the right of the upper row
    and 2 to 5 below it: the rows now share the choices out, in reading order (left to
    right, top to bottom), with Pung and Skip last on the lower row."""
    table = table_for(app, "uzje")
    hand = tuple(tile("s", r) for r in range(1, 13))
    table.legal = lambda: [*(Chow(ME, hand[i:i + 3]) for i in range(count)),
                           Pung(ME, (hand[0], hand[0])), Pass(ME)]
    table.last_seen = None
    table.refresh_prompt()
    shapes = [b for b in table.buttons if isinstance(b, tp.ShapeButton)]
    rows: dict[int, list] = {}
    for b in table.buttons:
        rows.setdefault(b.rect.bottom, []).append(b)
    assert len(rows) >= 2, "the choices wrap at this size"
    ordered = [b for _, row in sorted(rows.items()) for b in sorted(row, key=lambda b: b.rect.x)]
    assert ordered == table.buttons  # reading order is the choices' order
    upper, lower = (rows[k] for k in sorted(rows)[-2:])
    lower_choices = [b for b in lower if b in shapes]
    assert len(upper) >= len(lower_choices) >= 1
    assert [b.label for b in lower if b not in shapes] == [table.buttons[-2].label, "Skip"]


def test_each_uzje_choice_is_named_by_the_meld_it_makes(app, monkeypatch):
    """A tester was offered 4-8-16, a gem, under the caption "Arith": the caption names the
    kinds the choices make, and a lone gem says "Gem"."""
    table = table_for(app, "uzje")
    four = tile("s", 4)
    arith, gem = Chow(ME, (tile("s", 6), tile("s", 8))), Chow(ME, (tile("s", 8), tile("s", 16)))
    assert [tp.shape_word(table, c, four) for c in (arith, gem)] == ["Arith", "Gem"]
    monkeypatch.setattr(type(table), "view", property(lambda self: SimpleNamespace(
        last_discard=(3, four), seat=ME)))
    monkeypatch.setattr(table, "legal", lambda: [arith, gem, Pass(ME)])
    first = tp.prompt(table)[0]
    assert first.caption == "Arith / Gem"
    monkeypatch.setattr(table, "legal", lambda: [gem, Pass(ME)])
    assert tp.prompt(table)[0].word == "Gem"


def test_uzjes_power_meld_is_named_apart_from_the_superpowers(app):
    """In an Ùzje superpower match "power" named both the squares meld and the seats'
    powers (a tester): the call names the meld as a meld."""
    table = table_for(app, "uzje")
    nine = tile("s", 9)
    power = Chow(ME, (tile("s", 1), tile("s", 4)))
    assert tp.shape_word(table, power, nine) == "Power Meld"


def test_a_claim_window_is_answered_by_the_arrows_and_enter(app, monkeypatch):
    """Enter did nothing in a claim window (a tester took the hint's outline on Skip for the
    keyboard's focus): Left and Right now choose among its buttons, Skip first, and Enter or
    Space presses the one chosen; a win offered is chosen first instead."""
    table = table_for(app, "riichi")
    t3, t4 = tile("m", 3), tile("m", 4)
    legal = [Chow(ME, (t3, t4)), Pung(ME, (t4, t4)), Pass(ME)]
    monkeypatch.setattr(table, "legal", lambda: legal)
    applied = []
    monkeypatch.setattr(table, "apply", applied.append)
    table.last_seen = None
    table.refresh_prompt()
    acts = [b.acts for b in table.buttons]
    assert acts[table.prompt_choice()] == Pass(ME)
    press = lambda k: table.key(SimpleNamespace(key=k, mod=0))  # noqa: E731
    press(pygame.K_LEFT)
    assert acts[table.prompt_choice()] == Pung(ME, (t4, t4))
    press(pygame.K_RETURN)
    assert applied == [Pung(ME, (t4, t4))]
    press(pygame.K_RIGHT)
    press(pygame.K_SPACE)
    assert applied[-1] == Pass(ME)
    win = Ron(ME)
    legal[:] = [win, Pass(ME)]
    table.last_seen = None
    table.refresh_prompt()
    press(pygame.K_RETURN)
    assert applied[-1] == win


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


def stub(hand, drawn=None, discard=None, furiten=False, legal=(), why="no yaku"):
    """A table whose engine says `why` a win on the tile would not count."""
    view = SimpleNamespace(hand=tuple(hand), drawn=drawn, seat=0, furiten=furiten,
                           last_discard=(1, discard) if discard else None)
    asked = []

    def refusal(seat, tile_, by, without=None):
        asked.append((tile_, by))
        return why

    game = SimpleNamespace(phase=Phase.CLAIM if discard else Phase.ACT, win_refusal=refusal)
    return SimpleNamespace(view=view, legal=lambda: list(legal), game=game, asked=asked)


def test_a_refused_win_says_why_in_the_engines_words():
    from game.ui import table_aids as ta

    m5, m6 = tile("m", 5), tile("m", 6)
    ron = stub([m5], discard=m6, legal=[Pass(0)])
    assert ta.refusal(ron) == "no yaku" and ron.asked == [(m6, "ron")]
    assert ta.refusal(stub([m5], discard=m6, legal=[Pass(0)], why="below the minimum")) \
        == "below the minimum"
    assert ta.refusal(stub([m5], discard=m6, legal=[Pass(0)], furiten=True)) == "furiten"
    assert ta.refusal(stub([m5], discard=m6, legal=[Pass(0)], why="not complete")) == ""
    assert ta.refusal(stub([m5], discard=m6, legal=[Pass(0), Ron(0)])) == ""  # it may win
    tsumo = stub([m5, m6], drawn=m6, legal=[Pass(0)])
    assert ta.refusal(tsumo) == "no yaku" and tsumo.asked == [(m6, "tsumo")]


def drawn_text(monkeypatch, table, surf):
    """The strings and tiles the result draws."""
    from game.ui import table_result as tr

    texts, tiles = [], []
    real_text, real_get = tr.t.blit_text, table.pond_sprites.get

    def text(surf, s, *a, **k):
        texts.append(s)
        return real_text(surf, s, *a, **k)

    def get(face, *a, **k):
        tiles.append(face)
        return real_get(face, *a, **k)

    monkeypatch.setattr(tr.t, "blit_text", text)
    monkeypatch.setattr(table.pond_sprites, "get", get)
    tr.draw_result(table, surf)
    monkeypatch.undo()
    return texts, tiles


def with_meld_and_flower(table, seat, meld, flower=None):
    """The table's View with a declared meld (and a bonus tile) for `seat`."""
    from dataclasses import replace

    view = table.view
    seats = list(view.seats)
    seats[seat] = replace(seats[seat], melds=(meld,), bonus=(flower,) if flower else ())
    table._view = (table.moves, replace(view, seats=tuple(seats)))


@pytest.mark.parametrize("variant", ["riichi", "hkos"])
def test_a_drawn_game_shows_every_whole_hand_and_the_noten_payments(app, monkeypatch, variant):
    from game.core.model.melds import Meld, MeldKind
    from game.core.table.events import DrawnGame, Scored

    table = table_for(app, variant)
    for _ in range(5):
        app.frame()
    t7 = tile("p", 7)
    pung = Meld(MeldKind.PUNG, (t7, t7, t7), open=True, suit="p", claimed=t7, source=0)
    flower = table.tileset.bonus[0] if table.tileset.bonus else None
    with_meld_and_flower(table, 1, pung, flower)
    hands = tuple(tuple(table.tileset.sort(table.view.hand))[:n] for n in (13, 10, 13, 13))
    table.animate([DrawnGame("exhaustive", (0, 2), hands),
                   Scored((1500, -1500, 1500, -1500), (26500, 23500, 26500, 23500))])
    app.settings.speed = "normal"
    assert [sh.tiles for sh in table.draw_hands] == list(hands)
    assert table.draw_hands[1].melds == (pung,) and table.revealed[3] == hands[3]
    assert table.draw_hands[1].bonus == ((flower,) if flower else ())
    texts, tiles = drawn_text(monkeypatch, table, app.surface)
    wren = table.seat_label(1)
    riichi = variant == "riichi"  # tenpai decides payments and the deal there, not in hkos
    assert ("You  tenpai" in texts and f"{wren}  noten" in texts) == riichi
    assert any("tenpai" in x or "noten" in x for x in texts) == riichi
    assert tiles.count(t7) >= 3  # the declared pung is shown with the concealed tiles
    assert flower is None or flower in tiles
    assert "Noten payments" in texts
    assert ["26,500", "23,500", "26,500", "23,500"] == [x for x in texts if "," in x and
                                                        x[0].isdigit()]
    assert texts.count("+1,500") == 2 and texts.count("\u20131,500") == 2
    table.stage.count = 0.0  # the scores count from where they stood before the hand
    texts, _ = drawn_text(monkeypatch, table, app.surface)
    assert texts.count("25,000") == 4


def test_a_win_shows_its_points_and_each_seat_counting_to_its_new_score(app, monkeypatch):
    from game.core.model.sheet import ScoreSheet
    from game.core.table.events import Scored, Won

    table = table_for(app, "riichi")
    hand = tuple(tile("m", r) for r in (1, 2, 3)) + (tile("p", 5),) * 2
    sheet = ScoreSheet(True, points=8000)
    table.animate([Won(3, "ron", tile("m", 3), 2, hand, (), sheet),
                   Scored((0, 0, -8000, 8000), (25000, 25000, 17000, 33000))])
    assert table.settle.before == (25000, 25000, 25000, 25000)
    table.stage.count = 0.5
    texts, tiles = drawn_text(monkeypatch, table, app.surface)
    # the seats count; the hand's value is whole from the start
    assert "8,000 points" in texts and "21,000" in texts and "29,000" in texts
    assert "Payments" in texts and "+8,000" in texts and "\u20138,000" in texts
    assert texts.count("\u00b10") == 2
    table.stage.count = 1.0
    texts, _ = drawn_text(monkeypatch, table, app.surface)
    assert "8,000 points" in texts and "17,000" in texts and "33,000" in texts
    assert texts[0] == f"{table.seat_label(3)} won on a discard from {table.seat_label(2)}"


def test_the_match_result_names_the_best_hand(app):
    from game.core.model.tiles import tile
    from game.core.table.events import MatchEnded, Won
    from game.ui import table_result as tr
    from game.ui.table_events import keep_best

    table = table_for(app, "riichi")
    # a tester read "Three matching chows 2 faan, 16 points" as the value of a 4-faan hand:
    # the hand's total and points come first, its biggest line after
    sheet = {"total": {"faan": 4}, "points": 16, "elements": [
        {"name": "Three matching chows", "value": 2, "unit": "faan"},
        {"name": "Self-draw", "value": 1, "unit": "faan"},
        {"name": "No bonus tiles", "value": 1, "unit": "faan"}]}
    keep_best(table, Won(2, "tsumo", tile("m", 1), None, (), (), sheet), ())
    table.match_over = MatchEnded((30000, 20000, 25000, 25000), (1, 4, 2, 3))
    lines = tr.match_lines(table)
    assert lines[1] == "1.  You  30,000"
    assert lines[-2] == (f"Best hand: {table.seat_label(2)}, 4 faan, 16 points · "
                         "Three matching chows 2 faan")
    assert lines[-1] == "Played by Sparrow's standard rules"  # the rules the game was played by
    table.match_over = MatchEnded((-1200, 20000, 25000, 25000), (4, 3, 1, 2),
                                  "a player is below zero")
    assert tr.match_lines(table)[-3] == "4.  You  \u20131,200"
    # why it ended early is said (a tester's Sanma ended at East 3 unexplained)
    assert tr.match_lines(table)[0] == "The match is over: you went below zero"
    # the sticks left on the table, which the engine gave to first place, are said
    table.match_over = MatchEnded((-1200, 20000, 26000, 25000), (4, 3, 1, 2),
                                  extra={"pot": (2, 1000)})
    assert f"Sticks left on the table, 1,000, go to {table.seat_label(2)}" in \
        tr.match_lines(table)


def test_a_superpower_matchs_end_says_it_was_one(app):
    """The end of a Superpower match read "Played by Sparrow's rules with Length: East
    only", as if it were an ordinary one (Records said "· Superpowers")."""
    from game.core.table.events import MatchEnded
    from game.ui import table_result as tr

    table = app.push(Table(app, config={"variant": "riichi", "seed": 3, "options": {
        "superpowers": True}, "opponents": [{"name": n} for n in "ABC"]}))
    table.match_over = MatchEnded((30000, 20000, 25000, 25000), (1, 4, 2, 3))
    assert tr.match_lines(table)[-1] == "Played by Sparrow's standard rules · Superpowers"


def test_a_finished_match_is_recorded_in_the_statistics(app):
    from game.core.table.events import MatchEnded, Scored, Won

    table = table_for(app, "riichi")
    tile_ = table.tileset.parse("1m")[0]
    sheet = {"valid": True, "points": 12000, "limit": "haneman", "elements": []}
    table.keeper.add([Won(ME, "tsumo", tile_, None, (tile_,), (), sheet),
                      Scored((12000, -4000, -4000, -4000), (37000, 21000, 21000, 21000)),
                      MatchEnded((42000, 20000, 18000, 20000), (1, 2, 4, 3))])
    per = app.store.load_stats()["variants"]["riichi"]
    assert (per["matches"], per["firsts"], per["points_sum"]) == (1, 1, 42000)
    assert per["best_hand"]["name"] == "Haneman"
    assert per["you"]["wins"] == 1 and per["levels"]["normal"]["matches"] == 3
    table.keeper.flush()
    assert table.keeper.shelf.listing()[0]["status"] == "finished"


def test_a_demo_match_played_by_the_ai_is_not_recorded(app):
    from game.core.table.events import MatchEnded

    config = {"variant": "riichi", "seed": 3, "autoplay": True,
              "opponents": [{"name": n} for n in "ABC"]}
    table = app.push(Table(app, config=config))
    table.keeper.add([MatchEnded((42000, 20000, 18000, 20000), (1, 2, 4, 3))])
    assert "riichi" not in app.store.load_stats().get("variants", {})


def test_each_opponent_plays_at_its_chosen_level(app):
    from game.ai.levels import BeginnerAI, ExpertAI, StrongAI

    # "easy" is how saves from before the five levels name the beginner.
    config = {"variant": "riichi", "seed": 3,
              "opponents": [{"name": "A", "level": "easy"}, {"name": "B", "level": "strong"},
                            {"name": "C", "level": "expert", "personality": "cautious"}]}
    table = app.push(Table(app, config=config))
    assert [type(table.ais[s]).__name__ for s in (1, 2, 3)] == [
        BeginnerAI.__name__, StrongAI.__name__, ExpertAI.__name__]
    assert table.ais[3].weights.push < 1 and table.ais[3].deadline


def test_the_hand_result_shows_dora_and_ura_indicators_as_tiles(app):
    from game.core.table.events import Won
    from game.ui import table_result as tr

    table = table_for(app, "riichi")
    hand = tuple(tile("m", r) for r in (1, 2, 3)) + (tile("p", 5),) * 2
    won = Won(0, "tsumo", tile("m", 3), None, hand, (), None,
              (tile("s", 4),), (tile("z", 1),))
    assert tr.indicator_rows(won) == [("Dora indicators", (tile("s", 4),)),
                                      ("Ura indicators", (tile("z", 1),))]
    assert tr.indicator_rows(Won(0, "tsumo", tile("m", 3), None, hand, (), None)) == []
    # a Hidden Star (Superpowers) is the winner's own indicator after the table's: named so
    starred = Won(0, "tsumo", tile("m", 3), None, hand, (), None, (tile("s", 4), tile("p", 2)))
    assert tr.indicator_rows(starred, 1) == [("Dora indicators", (tile("s", 4),)),
                                             ("Hidden Star", (tile("p", 2),))]
    table.last_win, table.win_hand = won, (tr.SeatHand(hand), tile("m", 3))
    table.result = ["You won on self-draw"]

    def light_pixels(rows) -> int:
        """Light pixels across the middle of the drawn row (tile faces are ivory)."""
        app.surface.fill((0, 0, 0))
        y = tr.draw_indicators(table, app.surface, rows, 640, 300)
        mid = 300 + (y - 300) // 2
        return sum(app.surface.get_at((x, mid))[0] > 200 for x in range(1280))

    names_only = light_pixels([("Dora indicators", ()), ("Ura indicators", ())])
    assert light_pixels(tr.indicator_rows(won)) - names_only >= table.lay.pond_w  # the tiles
    tr.draw_result(table, app.surface)


def test_the_optional_claim_timer_follows_the_setting_unless_the_rules_set_one(app):
    from game.ui.table import CLAIM_TIMER_SECONDS

    assert table_for(app, "riichi").claim_seconds == 0  # off by default
    app.settings.claim_timer = True
    assert table_for(app, "riichi").claim_seconds == CLAIM_TIMER_SECONDS
    assert table_for(app, "classical").claim_seconds == 15  # classical's own claim_seconds


def test_uzje_melds_stay_upright_and_riichi_turns_the_claimed_tile(app):
    from game.core.model.melds import Meld, MeldKind
    from game.ui import table_draw as td

    assert table_for(app, "uzje").lay.upright_melds
    riichi = table_for(app, "riichi")
    assert not riichi.lay.upright_melds
    t5 = tile("m", 5)
    called = Meld(MeldKind.PUNG, (t5, t5, t5), open=True, suit="m", claimed=t5, source=3)
    seat = SimpleNamespace(melds=(called,), bonus=(), north=0)
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


def test_an_uzje_meld_lies_in_the_order_it_runs(app):
    """An arith claimed on its 6 was laid 6-2-10 (the claimed tile first, as Riichi lays it
    sideways on its giver's side); upright, that place tells nothing and reads worse."""
    from game.core.model.melds import Meld, MeldKind
    from game.ui import table_draw as td

    two, six, ten = tile("s", 2), tile("s", 6), tile("s", 10)
    arith = Meld(MeldKind.CHOW, (six, two, ten), open=True, suit="s", claimed=six, source=3)
    faces = td.lay_faces(table_for(app, "uzje").lay, arith, 4)
    assert [f[0] for f in faces] == [two, six, ten] and not any(f[1] for f in faces)
    riichi = td.lay_faces(table_for(app, "riichi").lay, Meld(
        MeldKind.CHOW, (tile("s", 3), tile("s", 2), tile("s", 4)), open=True, suit="s",
        claimed=tile("s", 3), source=3), 4)
    assert riichi[0] == (tile("s", 3), True, False)  # Riichi: sideways on the giver's side


def test_uzje_opponents_lay_their_melds_left_of_the_hand(app):
    from game.core.model.melds import Meld, MeldKind
    from game.ui import table_draw as td

    t5 = tile("m", 5)
    called = Meld(MeldKind.PUNG, (t5, t5, t5), open=True, suit="m", claimed=t5, source=3)
    seat = SimpleNamespace(melds=(called,), bonus=(), north=0, hand_count=10)
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
    from game.core.table.actions import Discard

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


@pytest.mark.parametrize("hand, warned", [("123m456p789s11z23s5z", False),
                                          ("159m258p369s1234z5z", True)])
def test_original_call_warns_when_no_discard_leaves_the_hand_ready(app, monkeypatch, hand,
                                                                   warned):
    """The rules do not check the call; a tester read the button as saying the hand was
    ready, 3 steps away."""
    from dataclasses import replace

    from game.core.table.actions import Discard

    table = table_for(app, "classical")
    tiles = table.tileset.parse(hand)
    legal = [Discard(ME, tiles[0]), Discard(ME, tiles[0], call=True)]
    monkeypatch.setattr(table, "legal", lambda: legal)
    monkeypatch.setattr(Table, "view", property(lambda self: replace(
        self.game.view(ME), hand=tuple(tiles))))
    [button] = [b for b in tp.prompt(table) if b.label == "Original Call"]
    table.toast = None
    button.activate()
    assert table.call_mode
    assert (table.toast is not None and "never win" in table.toast[0]) == warned


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


@pytest.mark.parametrize("variant", ["riichi", "sanma", "space", "hkos", "classical", "uzje"])
def test_the_table_reads_the_variants_rules_not_its_name(app, monkeypatch, variant):
    from game.ui import table_draw as td

    app.settings.colour_blind = True
    table = table_for(app, variant)
    rules = table.variant.play_rules(table.game.options)
    assert table.lay.pile == rules.shared_discards == (variant == "uzje")
    assert table.hand_sprites.index == ("uzje" if variant == "uzje" else "mpsz")
    riichi_family = variant in ("riichi", "sanma", "space")
    drawn = []
    real = td.t.blit_text

    def text(surf, s, *a, **k):
        drawn.append(s)
        return real(surf, s, *a, **k)

    monkeypatch.setattr(td.t, "blit_text", text)
    table.draw_table(app.surface, table.view, None)
    assert any(s.endswith("tiles left") for s in drawn)
    assert any(s.startswith("honba") for s in drawn) == riichi_family  # sticks only there
    # a repeated hand says so: by the honba count where sticks count, else in words
    drawn.clear()
    from dataclasses import replace

    table.draw_table(app.surface, replace(table.view, repeat=2), None)
    assert ("dealer again \u00d72" in drawn) != riichi_family
    drawn.clear()
    from dataclasses import replace

    table.draw_table(app.surface, replace(table.view, wall_left=1), None)
    assert "1 tile left" in drawn


def test_the_centre_panels_lines_clear_the_seats_labels(app):
    from game.ui import table_centre as tc
    from game.ui import table_stage as ts

    for size in ((1280, 720), (1920, 1080)):
        app.size = size
        app.stack.resize(size)
        table = table_for(app, "riichi")
        for _ in range(5):
            app.frame()  # dealt: the dora indicator is up
        view = table.view
        panel = ts.panel_rect(table.ring, table.m)
        _, rows, w = ts.indicator_size(table, view, panel)
        top, bottom = tc.centre_room(table.m, panel)
        used = rows * (table.lay.h(w) + 2) + table.m.px(0.6) + tc.centre_text_h(
            table.m, panel, True)
        assert rows >= 1 and used <= bottom - top


def test_the_furiten_badge_sits_beside_the_waits_and_the_aids_leave_a_result_alone(app,
                                                                                   monkeypatch):
    from dataclasses import replace

    class Recorder(pygame.Surface):
        def blit(self, img, dest, *a, **k):
            rect = img.get_rect(topleft=dest[:2]) if not isinstance(dest, pygame.Rect) else dest
            self.rects.append(pygame.Rect(rect))
            return super().blit(img, dest, *a, **k)

    table = table_for(app, "riichi")
    for _ in range(5):
        app.frame()
    from game.ui import table_aids as ta

    waits = tuple(ta.Chip(tile(*k), 2) for k in (("m", 5), ("p", 3), ("s", 9)))
    monkeypatch.setattr(ta, "shown_chips", lambda table: ("Waits", waits))
    table.shown = replace(table.view, furiten=True)
    badges = []
    monkeypatch.setattr(ta, "draw_badge", lambda surf, m, words, **a:
                        badges.append(a) or pygame.Rect(0, 0, 1, 1))
    surf = Recorder((1280, 720))
    surf.rects = []
    ta.draw_aids(table, surf, 300, 600)
    (name, pos), = badges[0].items()
    assert name == "bottomleft" and pos[0] > max(r.right for r in surf.rects)  # right of waits
    monkeypatch.setattr(table.game.state, "phase", Phase.HAND_END)
    surf.rects, badges[:] = [], []
    ta.draw_aids(table, surf, 300, 600)
    assert not surf.rects and not badges  # a hand's result: no waits, no furiten badge


def test_sheet_units_read_with_their_values():
    from game.ui import table_result as tr

    assert [tr.unit(1, "doubles"), tr.unit(2, "doubles"), tr.unit(1, "points"),
            tr.unit(1, "han"), tr.unit(1.4, "fan")] == ["double", "doubles", "point", "han", "fan"]


def test_a_prompt_button_is_wide_enough_for_its_label_beside_its_hotkey(app):
    from game.ui import theme as t
    from game.ui.widgets import Button

    table = table_for(app, "riichi")
    m, least = table.m, table.m.px(19)
    wide = Button("Continue", lambda: None, pygame.K_RETURN, "Enter", primary=True)
    label = t.font(m.px(3.0), True).size("Continue")[0]
    hint = t.font(m.small, True).size("Enter")[0]
    assert tp.button_width(wide, m, least) >= label + 2 * hint  # the label keeps its size
    assert tp.button_width(Button("Pon", lambda: None, None, "P"), m, least) == least


def test_a_double_ron_names_the_other_winner_on_the_result(app):
    from game.core.model.sheet import ScoreSheet
    from game.core.table.events import Scored, Won

    table = table_for(app, "riichi")
    hand = tuple(tile("m", r) for r in (1, 2, 3)) + (tile("p", 5),) * 2
    table.animate([Won(1, "ron", tile("m", 3), 0, hand, (), ScoreSheet(True, points=3900)),
                   Won(3, "ron", tile("m", 3), 0, hand, (), ScoreSheet(True, points=8000)),
                   Scored((-11900, 3900, 0, 8000), (13100, 28900, 25000, 33000))])
    label = table.seat_label
    assert table.result[:2] == [f"{label(3)} won on a discard from You",
                                f"{label(1)} won on it too: 3,900 points"]
    assert table.last_win.seat == 3 and table.settle.deltas[1] == 3900


def shapes_of(table):
    return [b for b in table.buttons if isinstance(b, tp.ShapeButton)]


def test_the_chi_choices_say_their_word_and_show_their_runs_in_order(app, monkeypatch):
    from dataclasses import replace

    table = table_for(app, "space")
    m1, m8, m9 = tile("m", 1), tile("m", 8), tile("m", 9)
    view = replace(table.view, last_discard=(3, m1))
    table._view = (table.moves, view)
    monkeypatch.setattr(table, "legal", lambda: [Chow(ME, (m8, m9)), Pass(ME)])
    (shape,) = [b for b in tp.prompt(table) if isinstance(b, tp.ShapeButton)]
    assert shape.word == "Chi" and shape.hint == "C" and shape.tiles == (m8, m9, m1)
    monkeypatch.setattr(table, "legal", lambda: [Chow(ME, (m8, m9)), Chow(ME, (tile("m", 2),
                                                                             m9)), Pass(ME)])
    shapes = [b for b in tp.prompt(table) if isinstance(b, tp.ShapeButton)]
    assert [b.word for b in shapes] == ["", ""] and shapes[1].tiles == (m9, m1, tile("m", 2))
    # several choices: a caption left of the first names the group (they were bare tiles)
    assert [b.caption for b in shapes] == ["Chi", ""]
    table.buttons = tp.prompt(table)
    tp.layout_prompt(table)
    first = shapes_of(table)[0]
    assert first.caption_shown and table.prompt_left <= first.rect.x - first.caption_width(
        table.m)
    assert [b.hint for b in shapes] == ["1", "2"]


@pytest.mark.parametrize("variant", ["riichi", "uzje"])
def test_tile_choices_are_large_enough_to_read_at_720p(app, variant):
    table = table_for(app, variant)
    assert table.shape_sprites.width >= 30
    b = tp.ShapeButton((tile("s", 1),) * 3, None, table.shape_sprites, None, None, "1")
    assert tp.button_height(b, table.m) >= table.lay.h(table.shape_sprites.width)


def test_uzje_tiles_carry_their_corner_numbers_by_default(app):
    assert not app.settings.colour_blind
    assert table_for(app, "uzje").hand_sprites.index == "uzje"  # 10-16 told apart
    assert table_for(app, "riichi").hand_sprites.index is None


def test_flowers_are_laid_aside_without_asking_unless_the_player_wants_the_key(app):
    from game.core.table.actions import Discard, RevealBonus

    table = table_for(app, "classical")
    flower = tile("f", 2)
    legal = [RevealBonus(ME, flower), Discard(ME, tile("m", 1))]
    assert table.automatic(legal) == legal[0]
    app.settings.declare_bonus = True
    assert table.automatic(legal) is None
    assert "Flower" in [b.label for b in (monkeypatch_prompt(table, legal))]


def monkeypatch_prompt(table, legal):
    real = table.legal
    table.legal = lambda: legal
    try:
        return tp.prompt(table)
    finally:
        table.legal = real


def test_a_call_that_loses_to_a_higher_one_says_so(app):
    from game.core.model.melds import Meld, MeldKind
    from game.core.table.events import Called

    table = table_for(app, "riichi")
    t3 = tile("m", 3)
    table.my_claim = Chow(ME, (tile("m", 4), tile("m", 5)))
    pung = Meld(MeldKind.PUNG, (t3, t3, t3), True, "m", 0, t3, 2)
    table.animate([Called(2, pung, 3)])
    assert table.toast[0] == f"Your chi lost to {table.seat_label(2)}'s pon"
    assert table.my_claim is None
    table.toast = None
    table.my_claim = Pung(ME, (t3, t3))
    table.animate([Called(ME, pung, 3)])
    assert table.toast is None or "lost" not in table.toast[0]  # its own call was taken


def test_with_uma_the_match_result_gives_each_players_result_with_uma_and_oka(app):
    from game.core.table.events import MatchEnded
    from game.ui import table_result as tr

    table = table_for(app, "riichi")
    table.match_over = MatchEnded((40000, 30000, 20000, 10000), (1, 2, 3, 4), "",
                                  {"final": (45.0, 5.0, -15.0, -35.0)})
    lines = tr.match_lines(table)
    assert lines[1] == "1.  You  40,000  (+45.0)" and lines[4].endswith("10,000  (\u201335.0)")


def test_a_wins_word_flashes_by_its_seat_before_the_result_box_opens(app, monkeypatch):
    """The result box would cover the top seat's "Ron": it opens once the word has shown."""
    from game.core.model.sheet import ScoreSheet
    from game.core.table.events import Won
    from game.ui import table_result as tr

    table = table_for(app, "riichi")
    hand = tuple(tile("m", r) for r in (1, 2, 3)) + (tile("p", 5),) * 2
    table.game.state.phase = Phase.HAND_END
    table.animate([Won(2, "ron", tile("m", 3), 0, hand, (), ScoreSheet(True, points=3900))])
    assert [f["word"] for f in table.stage.flashes] == ["Ron"]
    drawn = []
    real = tr.draw_result
    monkeypatch.setattr(tr, "draw_result", lambda *a: (drawn.append(1), real(*a))[1])
    app.draw()
    assert not drawn and table.result_shown()  # Continue is offered meanwhile
    for _ in range(200):
        table.update(1 / 60)
        if not table.stage.flashes:
            break
    app.draw()
    assert drawn


def test_escape_during_an_animation_opens_the_pause_menu_at_once(tmp_path):
    """A key while tiles move skips the animation; Escape also opens the menu (it was
    swallowed by the skip, and a player pressing it during the deal got no menu)."""
    from game.ui.app import App, make_store
    from game.ui.table_pause import PauseMenu

    app = App(make_store(tmp_path), (1280, 720))  # animations at their normal speed
    table = table_for(app, "riichi")
    for _ in range(50):
        app.frame()
        if table.anim.busy:
            break
    assert table.anim.busy and app.stack.top is table  # the deal is moving
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.frame()
    assert isinstance(app.stack.top, PauseMenu)


def test_play_again_deals_a_new_match_of_the_same_rules_and_opponents(app):
    from game.core.table.events import MatchEnded
    from game.ui.tutorial import Tutorial

    config = {"variant": "hkos", "seed": 3, "options": {"rounds": 1},
              "opponents": [{"name": n, "level": "strong"} for n in "ABC"]}
    table = app.push(Table(app, config=config))
    table.match_over = MatchEnded((600, 500, 400, 500), (1, 2, 4, 2))
    table.buttons = []
    table.refresh_prompt()
    assert [b.label for b in table.buttons] == ["Play again", "Back to title"]
    depth = len(app.stack.scenes)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a"))
    app.frame()
    again = app.stack.top
    assert isinstance(again, Table) and again is not table and len(app.stack.scenes) == depth
    assert again.config["variant"] == "hkos" and again.config["options"] == {"rounds": 1}
    assert again.config["opponents"] == config["opponents"]
    assert again.game.state.seed != 3 and again.match_over is None
    # its own record, started now (it kept the last match's start time and showed it)
    assert again.config["record"] != table.config["record"]
    assert again.config["started"] > table.config["started"]
    assert not Tutorial.replayable  # the guided hand's end leads to its cards instead



def test_after_original_call_the_drawn_tile_goes_as_after_riichi(app):
    """Original Call locks the hand as riichi does, but every turn after it waited for a
    click on the one tile that could go (a tester): Auto-discard after riichi throws it."""
    from game.core.table.actions import Discard
    from game.core.table.state import DiscardRecord
    from game.ui.table_toggles import automatic

    drawn, first = tile("s", 3), tile("m", 9)
    settings = SimpleNamespace(auto_win=False, skip_calls=False, declare_bonus=False,
                               auto_discard_drawn=False, auto_discard_riichi=True)
    me = SimpleNamespace(riichi=False, discards=(DiscardRecord(first, call=True),))
    table = SimpleNamespace(app=SimpleNamespace(settings=settings),
                            view=SimpleNamespace(drawn=drawn, me=me))
    assert automatic(table, [Discard(ME, drawn)]) == Discard(ME, drawn)
    me.discards = (DiscardRecord(first),)  # no call: the player throws it
    assert automatic(table, [Discard(ME, drawn)]) is None


def test_the_original_call_discard_lies_sideways(app):
    """The table did not show which discard declared Original Call."""
    from game.core.table.state import DiscardRecord
    from game.ui import table_draw as td

    table = table_for(app, "classical")
    lay = table.lay
    seat = SimpleNamespace(discards=(DiscardRecord(tile("m", 9), call=True),
                                     DiscardRecord(tile("s", 3))))
    asked = []

    class Sprites:
        def get(self, face, state=None, turns=0):
            asked.append(state)
            return pygame.Surface((10, 14))

    td.draw_pond(pygame.Surface((1280, 720)), lay, Sprites(), "bottom", seat, False)
    assert asked == ["sideways", None]


def test_auto_discard_throws_the_draw_though_a_kong_is_offered(app):
    """With Auto-discard on, a Hong Kong hand stopped at a fourth tile drawn: the kong's
    button alone showed, with nothing to say a discard would pass it (a tester). The switch
    throws the draw, as it says; a win offered still waits, and so does a kong after
    riichi with only that switch on."""
    from game.core.table.actions import Discard, Kong, Tsumo
    from game.core.table.state import DiscardRecord
    from game.ui.table_toggles import automatic

    drawn = tile("m", 2)
    settings = SimpleNamespace(auto_win=False, skip_calls=False, declare_bonus=False,
                               auto_discard_drawn=True, auto_discard_riichi=True)
    me = SimpleNamespace(riichi=False, discards=(DiscardRecord(tile("s", 9)),))
    table = SimpleNamespace(app=SimpleNamespace(settings=settings),
                            view=SimpleNamespace(drawn=drawn, me=me))
    legal = [Discard(ME, drawn), Discard(ME, tile("s", 3)), Kong(ME, drawn, "closed")]
    assert automatic(table, legal) == Discard(ME, drawn)
    assert automatic(table, [*legal, Tsumo(ME)]) is None
    settings.auto_discard_drawn, me.riichi = False, True
    assert automatic(table, [Discard(ME, drawn), Kong(ME, drawn, "closed")]) is None


def test_two_pon_choices_show_their_tiles_and_each_has_a_key(app, monkeypatch):
    """With a red five and a plain pair, two Pon buttons looked alike and one had no key
    (a tester)."""
    table = table_for(app, "riichi")
    five, red = tile("m", 5), tile("m", 5, red=True)
    legal = [Pung(ME, (five, five)), Pung(ME, (red, five)), Pass(ME)]
    monkeypatch.setattr(table, "legal", lambda: legal)
    buttons = tp.prompt(table)
    pons = [b for b in buttons if b.label == "Pon"]
    assert len(pons) == 2 and all(isinstance(b, tp.ShapeButton) for b in pons)
    assert pons[0].tiles[:2] != pons[1].tiles[:2]  # the red five shows on one of them
    assert all(b.hint and b.hotkey for b in buttons), [(b.label, b.hint) for b in buttons]
    assert len({b.hotkey for b in buttons}) == len(buttons)
    for b in buttons:
        b.rect = pygame.Rect(0, 0, 240, 60)
        b.draw(app.surface, table.m, False)
    applied = []
    monkeypatch.setattr(table, "apply", applied.append)
    pons[1].activate()
    assert applied == [legal[1]]
