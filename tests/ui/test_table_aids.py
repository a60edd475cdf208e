"""The learner's aids over the hand: the waits while ready with the copies not yet seen and a
wait that cannot win marked before its tile comes; the waits after the tile under the mouse is
discarded; all from the engine's answers."""

import pygame
import pytest
from test_table_play import table_for

from game.core.table.state import Phase
from game.ui import table_aids as ta
from game.ui.table import ME


def holding(app, variant: str, hand: str):
    """A dealt table whose player holds `hand` (the engine's state and the table's view)."""
    table = table_for(app, variant)
    for _ in range(5):
        app.frame()
    seat = table.game.state.seats[ME]
    seat.hand, seat.drawn = table.tileset.parse(hand), None
    table.game._legal_cache.clear()
    table.moves += 1  # the view and the aids are found again
    return table


def test_a_ready_hand_shows_each_wait_with_its_copies_left_and_how_it_may_win(instant_app):
    table = holding(instant_app, "riichi", "13m456p789s234s11z")
    label, found = ta.shown_chips(table)
    two = table.tileset.parse("2m")[0]
    seen = ta.unseen_by_me(table.view).count(two)
    assert label == "Waits" and found == (ta.Chip(two, 4 - seen, "no yaku", ""),)
    assert not found[0].dead and ta.legend(found) == "underlined: self-draw only"
    table.draw(instant_app.surface)  # drawn with its marks, no error


def test_a_wait_that_cannot_win_is_crossed_out_before_it_comes(instant_app):
    from game.core.model.melds import Meld, MeldKind

    table = holding(instant_app, "riichi", "13m456p234s11z")
    nine = table.tileset.parse("9p")[0]
    pung = Meld(MeldKind.PUNG, (nine,) * 3, True, "p", 0, nine, 2)
    table.game.state.seats[ME].melds = [pung]  # open: no self-draw yaku either
    table.moves += 1
    (chip,) = ta.shown_chips(table)[1]
    assert chip.dead and ta.legend((chip,)) == "crossed: no yaku"
    table.draw(instant_app.surface)


def test_hovering_a_tile_shows_the_waits_after_discarding_it(instant_app):
    table = holding(instant_app, "riichi", "13m456p789s234s11z5m")
    tiles = table.hand_tiles()
    five = table.tileset.parse("5m")[0]
    table.hover = tiles.index(five)
    label, found = ta.shown_chips(table)
    assert label == "Without 5m" and [c.tile for c in found] == table.tileset.parse("2m")
    table.hover = tiles.index(table.tileset.parse("4p")[0])
    assert ta.shown_chips(table) == ("", ())  # not ready after that discard
    table.hover = None
    assert ta.shown_chips(table) == ("", ())
    instant_app.settings.show_waits = False
    table.hover = tiles.index(five)
    assert ta.shown_chips(table) == ("", ())  # the aid is off


def test_the_waits_after_a_riichi_discard_count_riichi_as_a_yaku(instant_app):
    """Choosing the riichi discard, the waits said the 2m wins by self-draw only; riichi,
    declared with that discard, is a yaku, and the player won on it by ron."""
    table = holding(instant_app, "riichi", "13m456p789s234s11z5m")
    table.game.state.scores[ME] = 25_000
    table.hover = table.hand_tiles().index(table.tileset.parse("5m")[0])
    two = table.tileset.parse("2m")[0]
    assert [(c.tile, c.ron) for c in ta.shown_chips(table)[1]] == [(two, "no yaku")]
    table.riichi_mode = True
    (chip,) = ta.shown_chips(table)[1]
    assert (chip.tile, chip.ron, chip.tsumo) == (two, "", "")
    assert ta.legend((chip,)) == ""


def test_the_furiten_badge_says_why(instant_app):
    """The badge said only that no win on a discard was allowed: a wait among the player's
    own discards is named, else it was a winning tile let pass."""
    from game.core.table.state import DiscardRecord

    table = holding(instant_app, "riichi", "13m456p789s234s11z")
    assert ta.furiten_words(table) == "Furiten: you passed a winning tile, so no win on a discard"
    table.game.state.seats[ME].discards.append(DiscardRecord(table.tileset.parse("2m")[0]))
    table.moves += 1
    assert ta.furiten_words(table) == "Furiten: 2m is in your discards, so no win on a discard"


def test_the_waits_after_a_discard_count_the_discarded_tile_as_seen(instant_app):
    """Holding 3-4s and a drawn 5s, 'Without 5s' showed 5s with 4 copies left: the 5s
    thrown would lie in the player's own discards."""
    table = holding(instant_app, "riichi", "234567p34s88s555z5s")
    tiles = table.hand_tiles()
    five = table.tileset.parse("5s")[0]
    table.hover = tiles.index(five)
    label, found = ta.shown_chips(table)
    assert label == "Without 5s"
    left = {table.tileset.format([c.tile]): c.left for c in found}
    seen = ta.unseen_by_me(table.view)
    assert left == {"2s": 4 - seen.count(table.tileset.parse("2s")[0]),
                    "5s": 3 - seen.count(five)}


def test_no_aids_over_a_result(instant_app, monkeypatch):
    table = holding(instant_app, "riichi", "13m456p789s234s11z")
    monkeypatch.setattr(table.game.state, "phase", Phase.HAND_END)
    assert ta.shown_chips(table) == ("", ())


def test_the_hovered_tile_is_written_as_its_corner_reads(instant_app):
    # Ùzje's notation writes 15 mans as "em"; the tile's corner and the label say "15m"
    table = holding(instant_app, "uzje", "123s456s789sCCCZem")
    tiles = table.hand_tiles()
    table.hover = tiles.index(table.tileset.parse("em")[0])
    label, found = ta.shown_chips(table)
    assert label == "Without 15m" and found


@pytest.mark.parametrize("size", [(1280, 720), (1280, 760), (1920, 1080)])
def test_uzje_waits_beside_a_call_prompt_stay_below_the_shared_pile(tmp_path, monkeypatch,
                                                                     size):
    """Offered an arith with three melds down and a wait below the minimum, the waits'
    legend went up over the prompt's buttons, onto the pile's lowest row, where neither could
    be read."""
    from game.core.model.melds import Meld, MeldKind
    from game.core.table.actions import Chow, Pass
    from game.ui import table_pile as tpile
    from game.ui.app import App, make_store

    app = App(make_store(tmp_path), size)
    app.settings.speed = "instant"
    try:
        table = holding(app, "uzje", "347xs")  # three melds down: the hand's row starts late
        table.game.state.seats[ME].melds = [Meld(MeldKind.PUNG, (k,) * 3, True, k.suit, 0, k, 1)
                                            for k in table.tileset.parse("6m9m5s")]
        table.game._legal_cache.clear()
        table.moves += 1
        t3, t4, _, t10 = table.tileset.parse("347xs")
        dead = ta.Chip(t3, 3, "below minimum 2.5 fan", "below minimum 2.5 fan")
        monkeypatch.setattr(ta, "shown_chips", lambda table: ("Waits", (dead,)))
        monkeypatch.setattr(table, "legal", lambda: [Chow(ME, (t4, t10)), Pass(ME)])
        table.last_seen = None
        table.draw(app.surface)
        assert [b.label for b in table.buttons][-1] == "Skip"
        place = tpile.pile_layout(table.lay, table.tileset.kinds)
        pile = place.slots[0].unionall(list(place.slots))
        assert table.aids_rect is not None
        assert not table.aids_rect.colliderect(pile), (table.aids_rect, pile)
        assert all(not table.aids_rect.colliderect(b.rect) for b in table.buttons)
    finally:
        pygame.display.quit()


def drawn_holding(tmp_path, size, variant: str, hand: str):
    """A window of `size` whose table, drawn once, has the player holding `hand`."""
    import pygame

    from game.ui.app import App, make_store

    app = App(make_store(tmp_path), size)
    app.settings.speed = "instant"
    table = holding(app, variant, hand)
    surf = pygame.Surface((table.m.w, table.m.h))
    table.draw(surf)
    return table, surf


def test_uzjes_waits_beside_a_call_go_left_of_it_at_the_piles_size_not_over_the_pile(
        tmp_path):
    """Ùzje's waits beside a call's buttons rose over the shared pile's lowest row at
    1920x1080 (a tester): where the pile's smaller tiles fit left of the buttons, they
    are used there instead."""
    import pygame

    from game.ui.widgets import Button

    try:
        table, surf = drawn_holding(tmp_path, (1920, 1080), "uzje", "129xas12359ccmZ")
        m = table.m
        _, found = ta.shown_chips(table)
        assert len(found) >= 5  # a wide strip of waits
        start = table.hand_rects[0][0].x
        # the buttons begin where the waits fit at the pile's size, not at the prompt's
        between = (table.shape_sprites.width + table.pile_sprites.width) // 2
        x = start + m.px(12) + len(found) * (between + m.px(1.4))
        table.buttons = [Button(w, lambda: None) for w in ("Arith", "Arith", "Skip")]
        for i, b in enumerate(table.buttons):
            b.rect = pygame.Rect(x + i * m.px(26), table.hand_top() - m.px(8), m.px(25),
                                 m.px(6))
        table.prompt_left = x
        ta.draw_aids(table, surf, start, table.hand_top())
        aids = table.aids_rect
        assert aids is not None and aids.right <= x
        assert aids.top >= min(b.rect.top for b in table.buttons) - m.px(12)  # not raised
    finally:
        pygame.display.quit()


def test_uzjes_waits_give_way_to_the_pile_where_no_room_is_left_of_a_wide_prompt(tmp_path):
    """Three ariths, Win and Skip at 1280x720 leave the waits no room left of the buttons;
    raised above them they hid the shared pile's lowest rows (a tester). They wait for the
    prompt to go instead."""
    import pygame

    from game.ui import table_pile as tpile
    from game.ui.widgets import Button

    try:
        table, surf = drawn_holding(tmp_path, (1280, 720), "uzje", "129xas12359ccmZ")
        m = table.m
        assert len(ta.shown_chips(table)[1]) >= 5
        start = table.hand_rects[0][0].x
        x = start + m.px(4)
        table.buttons = [Button(w, lambda: None) for w in ("Arith", "Arith", "Arith", "Win",
                                                          "Skip")]
        for i, b in enumerate(table.buttons):
            b.rect = pygame.Rect(x + i * m.px(24), table.hand_top() - m.px(8), m.px(23),
                                 m.px(6))
        table.prompt_left = x
        ta.draw_aids(table, surf, start, table.hand_top())
        band = tpile.pile_layout(table.lay, table.tileset.kinds).band
        assert table.aids_rect is None or not table.aids_rect.colliderect(band)
    finally:
        pygame.display.quit()


def test_with_riichi_armed_a_dimmed_tile_is_not_chosen_and_the_player_is_told(instant_app):
    """UI.md: after the button only discards that keep tenpai are selectable; a tester's
    click lifted a dimmed tile, and the next click did nothing, unexplained."""
    table = holding(instant_app, "riichi", "13m456p789s234s11z5m")
    table.game.state.scores[ME] = 25_000
    assert any(getattr(a, "riichi", False) for a in table.legal())
    tiles = table.hand_tiles()
    table.riichi_mode = True
    four = tiles.index(table.tileset.parse("4p")[0])
    table.pick(four, tiles[four])
    assert table.selected is None and table.toast and "bright" in table.toast[0]
    five = tiles.index(table.tileset.parse("5m")[0])
    table.pick(five, tiles[five])
    assert table.selected == five


def test_after_riichi_the_waits_row_shows_the_locked_waits_not_another_discards(instant_app):
    table = holding(instant_app, "riichi", "13m456p789s234s11z")
    seat = table.game.state.seats[ME]
    seat.riichi = True
    drawn = table.tileset.parse("9p")[0]
    seat.hand.append(drawn)
    seat.drawn = drawn
    table.game._legal_cache.clear()
    table.moves += 1
    table.hover = table.hand_tiles().index(table.tileset.parse("4p")[0])
    label, found = ta.shown_chips(table)
    assert label == "Waits" and [c.tile for c in found] == table.tileset.parse("2m")


def test_a_tile_kuikae_keeps_in_the_hand_is_refused_with_the_reason(instant_app):
    """After a chi, a click on the tile kuikae bans only lifted it, unexplained (a tester)."""
    table = holding(instant_app, "riichi", "13m456p789s234s11z5m")
    seat = table.game.state.seats[ME]
    seat.kuikae = tuple(table.tileset.parse("5m"))
    table.game._legal_cache.clear()
    table.moves += 1
    tiles = table.hand_tiles()
    five = tiles.index(table.tileset.parse("5m")[0])
    table.pick(five, tiles[five])
    assert table.selected is None and table.toast and "Kuikae" in table.toast[0]
    one = tiles.index(table.tileset.parse("1m")[0])
    table.pick(one, tiles[one])
    assert table.selected == one  # a tile that may go is chosen as before
