"""The analyzer screen driven by posted input: typed and clicked hands, bad text, a score sheet."""

import pygame
import pytest
from ui_drive import click, drawn_texts, key, settle, shoot, typed

from game.ui.analyzer import Analyzer, sample_hand
from game.ui.app import App, make_store, open_screen


@pytest.fixture
def app(tmp_path):
    a = App(make_store(tmp_path), (1280, 720))
    open_screen(a, "analyzer")
    settle(a)
    yield a
    pygame.display.quit()


def clear_and_type(a, text):
    scene = a.stack.top
    scene.form.set_focus(scene.clear)
    key(a, pygame.K_RETURN)  # Clear: the hand field gets the focus
    assert scene.form.focused is scene.hand_field
    typed(a, text)


def test_typed_hand_shows_shanten_and_waits(app):
    scene = app.stack.top
    assert isinstance(scene, Analyzer)
    clear_and_type(app, "234567m234p3455s")
    assert scene.values["hand"] == "234567m234p3455s"
    assert scene.result["shanten"] == 0
    assert [(w["tile"], w["left"]) for w in scene.result["waits"]] == [("2s", 4), ("5s", 2)]
    assert len(scene.hand_rects) == 13  # the hand is drawn tile by tile


def test_bad_text_names_the_position_and_backspace_fixes_it(app):
    scene = app.stack.top
    clear_and_type(app, "234567m234p3455")
    assert "character 15" in scene.problem and "Hand" in scene.problem
    assert scene.problem_at == ("hand", 14)  # the field marks that character
    assert scene.result is None
    key(app, pygame.K_BACKSPACE)
    typed(app, "5s")
    assert scene.problem == ""
    assert scene.result["shanten"] == 0


def test_palette_clicks_build_a_hand_and_list_discards(app):
    scene = app.stack.top
    clear_and_type(app, "")
    ts = scene.tileset
    for text in ("2m", "3m", "4m", "5m", "6m", "7m", "2p", "3p", "4p", "3s", "4s", "5s", "5s",
                 "6s"):
        (tile,) = ts.parse(text)
        rect = next(r for t, r in scene.palette if t is tile)
        click(app, rect.center)
    assert ts.sort(ts.parse(scene.values["hand"])) == ts.sort(ts.parse("234567m234p34556s"))
    assert scene.result["shanten"] == 0
    assert scene.result["discards"][0]["tile"] in ("5s", "6s")
    click(app, scene.hand_rects[0][1].center)  # a click on a hand tile takes it out
    assert len(ts.parse(scene.values["hand"])) == 13


def test_a_win_shows_the_score_sheet(app):
    scene = app.stack.top
    clear_and_type(app, "234567m234p34555s")
    scene.form.set_focus(scene.win_row)
    key(app, pygame.K_RIGHT)  # Ron
    assert scene.values["win"] == "ron"
    assert scene.win_tile_row.visible and scene.values["win_tile"] == "5s"
    scene.form.set_focus(scene.declared_row)
    key(app, pygame.K_RIGHT)
    assert scene.values["declared"] == "riichi"
    scene.form.set_focus(scene.extra_field)
    typed(app, "4s")
    sheet = scene.result["score"]
    assert sheet["valid"]
    names = [e["name"] for e in sheet["elements"]]
    assert "Riichi" in names and "Dora" in names
    assert sheet["total"] == {"han": 6, "fu": 30}


def test_the_when_row_says_what_it_means_for_the_win_chosen(app):
    """On a ron "Kong tile" silently meant robbing a kong (a tester): each timing is named
    for the kind of win chosen, and asks the engine for that."""
    scene = app.stack.top
    clear_and_type(app, "234567m234p34555s")
    scene.form.set_focus(scene.win_row)
    key(app, pygame.K_RIGHT)  # Ron
    names = [scene.when_row.shown(w) for w in scene.when_row.values]
    assert names[1:3] == ["Last discard", "Robbing a kong"]
    scene.values["when"] = "kong"
    assert "chankan" in scene.request()["win"]["flags"]
    scene.form.set_focus(scene.win_row)
    key(app, pygame.K_RIGHT)  # Tsumo
    assert scene.values["win"] == "tsumo"
    assert scene.when_row.shown("kong") == "Kong's replacement tile"
    assert scene.when_row.shown("last") == "Last tile of the wall"
    assert "rinshan" in scene.request()["win"]["flags"]


def test_ura_ippatsu_and_double_riichi_score_as_the_engine_scores_them(app):
    """A learner could not enter ura dora, ippatsu, double riichi or a first draw (a
    tester): each changes the sheet as the rules say (riichi.md: ippatsu 1 han, double
    riichi 2, ura dora 1 a tile, tenhou a yakuman for the dealer, chiihou for another)."""
    scene = app.stack.top
    clear_and_type(app, "234567m234p34555s")  # riichi + tsumo-less ron: 6s..; 30 fu base
    scene.set("win", "ron")
    assert not scene.ura_field.visible  # no riichi, no ura
    scene.set("declared", "riichi")
    settle(app)
    base = scene.result["score"]["total"]["han"]
    assert scene.ura_field.visible
    scene.set("ura", "4s")  # 5s under it: three held
    settle(app)
    assert scene.result["score"]["total"]["han"] == base + 3
    scene.set("declared", "double_riichi+ippatsu")
    settle(app)
    names = [e["name"] for e in scene.result["score"]["elements"]]
    assert "Double riichi" in names and "Ippatsu" in names and "Riichi" not in names
    assert scene.result["score"]["total"]["han"] == base + 3 + 2
    scene.set("declared", "")
    assert not scene.ura_field.visible and "ura_indicators" not in scene.request()
    scene.set("win", "tsumo")
    scene.set("when", "first")
    for seat, limit in (("E", "Tenhou"), ("S", "Chiihou")):
        scene.set("seat", seat)
        settle(app)
        names = [e["name"] for e in scene.result["score"]["elements"]]
        assert limit in names, (seat, names)


def test_classical_offers_original_call_not_riichi(app):
    scene = app.stack.top
    scene.choose("classical")
    scene.set("win", "tsumo")
    assert scene.declared_row.visible and scene.declared_row.label == "Original Call"
    assert scene.declared_row.values == ["", "original_call"]
    scene.set("declared", "original_call")
    assert "original_call" in scene.request()["win"]["flags"]
    assert not scene.ura_field.visible
    scene.choose("hkos")
    assert not scene.declared_row.visible and scene.values["declared"] == ""
    # Hong Kong's players say neither Ron nor Tsumo (a tester)
    assert [scene.win_row.shown(w) for w in ("ron", "tsumo")] == ["On a discard", "Self-drawn"]
    scene.choose("riichi")
    assert scene.win_row.shown("ron") == "Ron (on a discard)"


def test_a_concealed_kong_shows_its_ends_face_down(app, monkeypatch):
    """1111p* was drawn as four faces, as an open kong is (a tester)."""
    import game.ui.analyzer as analyzer_mod

    scene = app.stack.top
    backs = []

    class Sprites:
        def get(self, tile_, state=None):
            return pygame.Surface((10, 14))

        def back(self):
            backs.append(1)
            return pygame.Surface((10, 14))

    monkeypatch.setattr(analyzer_mod.tb, "sprite_set", lambda w: Sprites())
    for melds, hidden in (("1111p*", 2), ("1111p", 0), ("777z 1111p*", 2)):
        scene.values.update(hand="123456789m55s", melds=melds)
        backs.clear()
        scene.draw_hand(app.surface)
        assert len(backs) == hidden, melds


def test_sanmas_norths_set_aside_count_as_dora_and_the_rows_still_fit(app):
    """A learner could not enter Sanma's extracted Norths (the CLI took them): the row shows
    in Sanma when scoring, and every row stays above Clear and Back."""
    scene = app.stack.top
    assert not scene.north_row.visible
    scene.choose("sanma")
    scene.set("hand", "123p456p789s11z333s")
    scene.set("win", "ron")
    scene.set("declared", "riichi")
    assert scene.north_row.visible and "north_extracted" not in scene.request()
    scene.form.set_focus(scene.north_row)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert scene.request()["north_extracted"] == 2
    settle(app)
    names = {e["name"]: e for e in scene.result["score"]["elements"]}
    assert any("Nukidora" in n for n in names)
    rows = [w.rect for w in scene.rows if w.visible]
    assert all(r.bottom <= scene.clear.rect.top for r in rows)


def test_variant_change_and_escape(app):
    scene = app.stack.top
    scene.form.set_focus(scene.variant_row)
    key(app, pygame.K_RIGHT)
    assert scene.variant_id == "sanma"
    assert scene.result is not None and "shanten" in scene.result
    key(app, pygame.K_ESCAPE)
    assert not isinstance(app.stack.top, Analyzer)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_renders_at_both_sizes(tmp_path, size):
    a = App(make_store(tmp_path), size)
    try:
        open_screen(a, "analyzer")
        scene = a.stack.top
        settle(a)
        pygame.image.save(a.surface, tmp_path / f"analyzer-{size[0]}.png")
        scene.values["hand"] = "234567m234p34555s"
        scene.set("win", "tsumo")
        settle(a)
        assert "score" in scene.result
        shoot(a, tmp_path / f"analyzer-score-{size[0]}.png")
    finally:
        pygame.display.quit()


def test_melds_read_in_run_order_and_a_comma_parts_them_on_screen_too(app, monkeypatch):
    from game.ui import analyzer as an

    scene = app.stack.top
    scene.choose("space")
    scene.set("hand", "2345m")
    scene.set("melds", "189m,132z")  # a wrap-around run, an honour run (E W S), a comma
    assert scene.problem == ""
    drawn = []
    real = an.tb.sprite_set

    class Seen:
        def __init__(self, sprites):
            self.sprites, self.width = sprites, sprites.width

        def get(self, face, state=None):
            drawn.append((self.width, face))
            return self.sprites.get(face, state)

    monkeypatch.setattr(an.tb, "sprite_set", lambda w, index=None: Seen(real(w, index)))
    scene.draw_hand(app.surface)
    hand_w = scene.hand_rects[0][1].w
    ts = scene.tileset
    melds = [face for w, face in drawn if w == round(hand_w * 0.8)]
    assert ts.format(melds[:3]) == "891m" and ts.format(melds[3:]) == "123z"  # E-S-W


def test_arrows_home_and_end_move_the_caret_in_the_hand_not_the_focus(app):
    """Left once moved the focus up to the variant row, a second Left changed the variant
    and the typed hand was replaced; Home and End did nothing."""
    scene = app.stack.top
    clear_and_type(app, "23m")
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert scene.form.focused is scene.hand_field and scene.variant_id == "riichi"
    typed(app, "4")  # before the 3: at the caret
    assert scene.values["hand"] == "243m"
    key(app, pygame.K_HOME)
    typed(app, "1")
    key(app, pygame.K_END)
    typed(app, "5m")
    assert scene.values["hand"] == "1243m5m"
    key(app, pygame.K_LEFT)
    key(app, pygame.K_BACKSPACE)  # the tile before the caret
    key(app, pygame.K_DELETE)  # the tile after it
    assert scene.values["hand"] == "1243m"


def test_each_variant_s_empty_hand_shows_an_example_in_its_own_tiles(app):
    from game.core.variants import VARIANTS, get_variant

    scene = app.stack.top
    for variant in VARIANTS:
        scene.choose(variant)
        example = scene.hand_field.placeholder.removeprefix("e.g. ")
        v = get_variant(variant)
        assert v.tileset(v.resolve({})).parse(example), variant  # it reads as this variant's


def test_big_scores_are_written_with_thousands_separated():
    from game.ui.analyzer_view import fmt

    # the minus as the table writes it (the analyzer's payments said "-18,000")
    assert fmt(240000) == "240,000" and fmt(-80000, sign=True) == "\u201380,000"
    assert fmt(2.8) == "2.8" and fmt(3.0) == "3" and fmt(16000, sign=True) == "+16,000"


def test_the_example_hand_is_replaced_by_typing_not_added_to(app):
    """Changing the variant fills the hand with an example; typing after it made "27 tiles'
    worth" of example and typed tiles together."""
    scene = app.stack.top
    scene.choose("hkos")
    scene.form.set_focus(scene.hand_field)
    typed(app, "123m")
    assert scene.values["hand"] == "123m"
    typed(app, "4")  # the player's own text is added to
    assert scene.values["hand"] == "123m4"


def ctrl_a(app):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a,
                                         mod=pygame.KMOD_LCTRL, unicode="\x01"))
    app.frame()


def test_ctrl_a_selects_the_text_to_replace_or_delete_it(app):
    scene = app.stack.top
    clear_and_type(app, "234p")
    ctrl_a(app)
    typed(app, "5s")
    assert scene.values["hand"] == "5s"
    ctrl_a(app)
    key(app, pygame.K_BACKSPACE)
    assert scene.values["hand"] == ""
    typed(app, "67m")
    ctrl_a(app)
    key(app, pygame.K_LEFT)  # the caret to the start, the text kept
    typed(app, "5")
    assert scene.values["hand"] == "567m"


def test_a_typed_hand_goes_to_a_variant_that_reads_it_and_comes_back(app):
    """A tester typed a hand, looked at Sanma and came back to Riichi's example: the typed
    hand was lost. It now goes with the player where its tiles read (Hong Kong), comes back
    where they do not (Sanma has no 2m), and a variant's own typed hand is kept for it."""
    scene = app.stack.top
    clear_and_type(app, "2345678m99p")
    scene.choose("hkos")  # the same tiles: the same hand under Hong Kong's rules
    assert scene.values["hand"] == "2345678m99p"
    scene.choose("sanma")  # no 2m to 8m there: Sanma's example
    assert scene.values["hand"] == sample_hand("sanma")
    clear_and_type(app, "99m123p")
    scene.choose("space")  # Sanma's tiles read in Space too
    assert scene.values["hand"] == "99m123p"
    scene.choose("riichi")
    scene.choose("sanma")
    assert scene.values["hand"] == "99m123p"
    scene.variant_id = "riichi"
    scene.values["hand"] = "2345678m99p"
    scene.choose("sanma")  # 2m does not read there: Sanma's own typed hand comes back
    assert scene.values["hand"] == "99m123p"


def test_a_typed_hand_goes_on_past_a_variant_that_cannot_read_it(app):
    """A tester typed a Space hand, went through Sanma (no 5m there) to Riichi and met a
    hand never typed: the player's hand comes back wherever its tiles read."""
    scene = app.stack.top
    scene.choose("space")
    clear_and_type(app, "1155m3377p2266s44z")
    scene.choose("sanma")
    assert scene.values["hand"] == sample_hand("sanma")
    scene.choose("riichi")
    assert scene.values["hand"] == "1155m3377p2266s44z"


def test_the_example_with_its_winning_tile_is_not_taken_for_a_typed_hand(app):
    """Under Ron, Sanma's example holds its winning tile; going on to Riichi carried it
    there as if the player had typed it ("99m123345p233442s")."""
    from game.ui.analyzer import winning_example

    scene = app.stack.top
    scene.set("win", "ron")
    scene.choose("sanma")
    assert scene.values["hand"] == winning_example("sanma")[0]
    scene.choose("riichi")
    assert scene.values["hand"] == winning_example("riichi")[0]


@pytest.mark.parametrize("variant", ["riichi", "sanma", "space", "hkos", "classical", "uzje"])
def test_scoring_a_win_on_the_example_hand_adds_its_winning_tile(app, variant):
    """With Win on Ron, every variant's example was refused as a tile short of a win: the
    example now takes a tile it waits on, and the sheet is scored."""
    scene = app.stack.top
    scene.set("win", "ron")
    scene.choose(variant)
    settle(app)
    hand = scene.tileset.parse(scene.values["hand"])
    assert len(hand) == len(scene.tileset.parse(sample_hand(variant))) + 1
    assert scene.values["win_tile"] and not scene.problem
    assert scene.result is not None and "error" not in scene.result, scene.result


def test_a_paste_longer_than_the_hand_field_says_it_was_cut(app):
    """Pasting 123456789m forty times was cut at 48 characters and then read as 'digits at
    the end have no suit letter': it now says the hand holds at most 48 characters."""
    scene = app.stack.top
    clear_and_type(app, "123456789m" * 40)
    assert len(scene.values["hand"]) == scene.hand_field.max_len
    assert "at most 48 characters" in scene.problem and "suit letter" not in scene.problem
    key(app, pygame.K_BACKSPACE)  # editing on: the hand is read again
    assert "at most" not in scene.problem


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("variant, hand", [("riichi", "234567m234p34556s"),
                                           ("riichi", "1234789m1299p1s56z"),
                                           ("uzje", "139sxbccddeeef4m")])
def test_a_fourteen_tile_hands_discards_stay_inside_the_result_panel(tmp_path, monkeypatch,
                                                                      size, variant, hand):
    """A hand of 14 with two groups of discards ran its second group over the tile palette,
    and the line saying what the numbers mean ran off the panel's right edge."""
    from ui_drive import drawn_texts

    from game.ui import analyzer_view as av

    a = App(make_store(tmp_path), size)
    try:
        open_screen(a, "analyzer")
        settle(a)
        scene = a.stack.top
        scene.choose(variant)
        scene.set("hand", hand)
        settle(a)
        ends = []
        real = av.draw_discards
        monkeypatch.setattr(av, "draw_discards", lambda *args, **kw: (
            ends.append(real(*args, **kw)), ends[-1])[1])
        texts = drawn_texts(monkeypatch, av)
        a.dirty = True
        scene._bg = None
        av.draw_result(scene, a.surface)
        assert ends, "the discards were drawn"
        assert ends[-1] <= scene.res_box.bottom
        assert all(scene.res_box.contains(r) for r in texts.values())
    finally:
        pygame.display.quit()


def test_the_fu_detail_adds_up_whatever_room_it_has():
    """A tester added up the four fu rows shown of six (36 of 52 fu): like items are one row,
    and what does not fit is one last row, so the rows always add up to the detail."""
    from game.analysis import answer
    from game.ui.analyzer_view import fu_rows

    items = answer({"variant": "riichi", "hand": "999p111s999s11z", "melds": ["111p"],
                    "win": {"tile": "1z", "by": "ron"}, "seat_wind": "E",
                    "round_wind": "E"})["score"]["fu_items"]
    assert len(items) == 7
    whole = sum(i["fu"] for i in items)
    for most in range(1, 8):
        rows = fu_rows(items, most)
        assert len(rows) <= most and sum(fu for _, fu in rows) == whole
    assert ("Closed pung \u00d73", 24) in fu_rows(items, 7)
    assert fu_rows(items, 4)[-1] == ("Double wind pair, Single wait", 6)
    # the rounding up to the hand's fu where a row is left for it (54 became 60 unseen)
    assert fu_rows(items, 7, 60)[-1] == ("Rounded up to 60", 6)
    assert sum(fu for _, fu in fu_rows(items, 7, 60)) == 60
    assert fu_rows(items, 5, 60) == fu_rows(items, 5)  # no row left: the items first


def test_typing_over_the_selected_example_replaces_it_as_a_real_window_sends_keys(tmp_path):
    """A real window sends each key before its text: the key dropped the example's selection,
    so a tester's typed hand went after the example ("hold 27 tiles' worth")."""
    a = App(make_store(tmp_path), (1280, 720))
    try:
        open_screen(a, "analyzer")
        settle(a)
        scene = a.stack.top
        field = scene.hand_field
        assert scene.form.focused is field and field.selected  # the example, selected

        def press(char, k, mod=0):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=char))
            if char.isprintable():
                pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
            a.frame()

        press("1", pygame.K_1)
        press("m", pygame.K_m)
        assert scene.values["hand"] == "1m"
        press("\x01", pygame.K_a, pygame.KMOD_CTRL)  # Ctrl+A selects it again
        assert field.selected
        press("2", pygame.K_2)
        assert scene.values["hand"] == "2"
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 600)])
def test_a_thirteen_sided_wait_stays_inside_its_panel(tmp_path, monkeypatch, size):
    """A tester's thirteen orphans waiting on all thirteen ran its last tile and its count
    onto the palette's heading below: the waits take bare counts, then smaller tiles."""
    from game.ui import analyzer_view as av
    from game.ui import tile_board as tb

    a = App(make_store(tmp_path), size)
    try:
        open_screen(a, "analyzer")
        settle(a)
        scene = a.stack.top
        clear_and_type(a, "19m19p19s1234567z")
        assert len(scene.result["waits"]) == 13
        tiles, chips = [], []

        def chip(surf, m, text, at, colour):
            chips.append((text, at))

        monkeypatch.setattr(tb, "chip", chip)
        real = pygame.Surface.blit
        box = scene.res_box

        class Spy:
            def __getattr__(self, name):
                return getattr(a.surface, name)

            def blit(self, img, at, *rest):
                if isinstance(at, pygame.Rect) and at.top > box.top + scene.m.heading:
                    tiles.append(at)
                return real(a.surface, img, at, *rest)

        av.draw_result(scene, Spy())
        assert len(tiles) == 13 and len(chips) == 13
        assert all(box.contains(r) for r in tiles)
        assert all(box.collidepoint(at) for _, at in chips)
    finally:
        pygame.display.quit()


def test_the_winning_tile_is_the_one_typed_last_until_another_is_chosen(app):
    """A tester typed a whole hand, the drawn tile last, and the tile typed last before it
    stayed the winning one: the hand's last tile wins unless the player chose another."""
    scene = app.stack.top
    scene.set("win", "tsumo")
    clear_and_type(app, "123456789m11p")
    assert scene.values["win_tile"] == "1p"
    typed(app, "99s")
    assert scene.values["win_tile"] == "9s"
    scene.set("win_tile", "1p")  # chosen: it stays while the hand is changed
    typed(app, "")
    scene.refresh()
    assert scene.values["win_tile"] == "1p"


def test_every_element_of_a_long_sheet_is_drawn(app, monkeypatch):
    """A ten-han hand showed four of its seven elements, an ellipsis over the fourth (a
    tester): the elements run on into the right column, above the fu detail."""
    import game.ui.analyzer_view as view

    scene = app.stack.top
    clear_and_type(app, "234567m234p34552s")
    scene.set("win", "ron")
    scene.set("declared", "double_riichi+ippatsu")
    scene.set("ura", "4s")
    scene.set("when", "last")
    settle(app)
    names = [e["name"] for e in scene.result["score"]["elements"]]
    assert len(names) == 7
    drawn = drawn_texts(monkeypatch, view)
    scene.draw(app.surface)
    assert all(n in drawn for n in names), (names, drawn)
    assert any(s.endswith(" fu") for s in drawn) and "…" not in drawn


def test_flowers_in_the_palette_go_to_the_bonus_tiles_and_back(app):
    """Flowers and seasons could only be typed (a tester looked for them among the tiles): a
    click adds one to the Bonus field, a second click takes it away, and the hand is left
    as it was."""
    scene = app.stack.top
    scene.choose("hkos")
    scene.set("win", "tsumo")
    settle(app)
    hand = scene.values["hand"]
    ts = scene.tileset
    rects = {tile_: rect for tile_, rect in scene.palette}
    flower, season = ts.parse("1f")[0], ts.parse("3g")[0]
    assert flower in rects and season in rects
    click(app, rects[season].center)
    click(app, rects[flower].center)
    assert scene.values["extra"] == "1f3g" and scene.values["hand"] == hand
    settle(app)
    assert "Flower of your seat" in [e["name"] for e in scene.result["score"]["elements"]]
    click(app, rects[season].center)
    assert scene.values["extra"] == "1f"


def test_an_emptied_hand_is_not_answered_by_the_example_still_coming(app):
    """Opened from a replay's first position, the analyzer's empty hand showed the example
    hand's 'Ready (tenpai)': the example's answer arrived after the hand was emptied."""
    screen = Analyzer(app, "riichi")  # its example hand is asked about at once
    screen.values["hand"] = ""
    screen.refresh()
    screen.worker.wait()
    for _ in range(3):
        screen.update(0.016)
    assert screen.result == {"empty": True}
    screen.exit()


def test_a_win_no_table_could_see_is_scored_with_a_note_on_screen(app, monkeypatch):
    """A kong's replacement tile with no kong shown is scored as asked, and the sheet says
    what does not add up (a tester's rinshan on a hand without a kong)."""
    import game.ui.analyzer_view as av
    scene = app.stack.top
    clear_and_type(app, "234567m234p34555s")
    scene.set("win", "tsumo")
    scene.set("when", "kong")
    settle(app)
    assert "no kong" in scene.result["notes"][0]
    drawn = drawn_texts(monkeypatch, av)
    av.draw_result(scene, app.surface)
    note = next(k for k in drawn if k.startswith("Note:"))
    assert drawn[note].bottom <= scene.res_box.bottom
    assert any(k.startswith("Winning hand") for k in drawn)


def test_an_earthly_win_comes_off_the_dealers_discard(app):
    """Classical's Earth's Blessing is a win on East's first discard: the request says East
    discarded, whichever seat won (the seat before the winner was sent)."""
    scene = app.stack.top
    scene.choose("classical")
    clear_and_type(app, "123m456p789s34599s")
    scene.set("win", "ron")
    scene.set("seat", "W")
    scene.set("when", "first")
    assert scene.request()["win"]["from"] == "E"
    scene.set("when", "")
    assert "from" not in scene.request()["win"]


def test_the_indicator_field_says_it_holds_indicators(app):
    """A tester read "Dora 6m" from a replay's hand as the dora, where 6m was the indicator
    (the dora 7m): the field is named for what it holds, and so is a typo in it."""
    scene = app.stack.top
    scene.choose("riichi")
    assert scene.extra_field.label == "Indicators"
    scene.set("extra", "6x")
    assert scene.problem.startswith("Dora indicators, character 2")
    scene.choose("hkos")
    assert scene.extra_field.label == "Bonus"


@pytest.mark.parametrize("variant", ["uzje", "hkos", "riichi"])
def test_the_palette_lays_short_rows_side_by_side_for_larger_tiles(app, variant):
    """Ùzje's five rows of tiles were 21 pixels wide at 1280x720 in a panel with room to
    spare (a tester): short rows share a line, in order, and every tile stays inside."""
    from game.ui import tile_board as tb

    scene = app.stack.top
    scene.choose(variant)
    settle(app)
    ts = scene.tileset
    rows = tb.palette_rows(ts.kinds, ts.reds) + ([list(ts.bonus)] if ts.bonus else [])
    assert [t for t, _ in scene.palette] == [t for row in rows for t in row]  # in order
    assert all(scene.pal_box.contains(r) for _, r in scene.palette)
    lines = len({r.y for _, r in scene.palette})
    assert lines < len(rows) and scene.pal_w >= 28, (lines, scene.pal_w)
