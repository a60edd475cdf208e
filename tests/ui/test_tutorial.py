"""The guided first hand at the real table: every variant's fixed deal plays to its win by doing
what each card asks (and nothing else is taken), the cards after it lead out; it saves nothing,
is offered once when a variant is first started, and Esc leaves it at any time."""

import re

import pygame
import pytest
from ui_drive import key, settle

from game.core.hands.shapes import waits
from game.core.table.actions import Discard, Pass
from game.core.table.events import Won
from game.core.table.state import Phase
from game.core.variants import VARIANTS
from game.learn.tutorial import ME, expected
from game.ui import new_game
from game.ui import table_draw as td
from game.ui import theme as t
from game.ui.app import open_screen
from game.ui.dialog import Dialog
from game.ui.new_game import NewGame, offer_guide
from game.ui.table import Table
from game.ui.table_result import fitted
from game.ui.title import Title
from game.ui.tutorial import Tutorial


def run(app, scene, frames=4000):
    """Frames until the card asks the player for something (or reading); True if it does."""
    for _ in range(frames):
        scene.anim.skip()
        app.frame()
        c = scene.current
        if scene.reading or (c is not None and c.do and not scene.anim.busy
                             and ME in scene.game.waiting_on()
                             and expected(c.do, scene.game.legal_actions(ME),
                                          scene.tileset.format)):
            return True
    return False


def check_waits_said(scene, said: str) -> None:
    """A card that says what the hand waits on names every rank it waits on, and no other
    (Hong Kong's named 6 or 9 of a hand that waits on 3 as well)."""
    found = re.search(r"waits? on ([^.:;]*)", said)
    if found is None:
        return
    view = scene.game.view(ME)
    hand = [x for x in view.hand if not x.is_bonus]
    got = {w.tile.rank for w in waits(scene.grammar, hand, [m for m in view.me.melds if m])}
    assert {int(n) for n in re.findall(r"\d+", found.group(1))} == got, (said, got)


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_following_the_cards_wins_the_hand_and_leads_out(instant_app, variant):
    app = instant_app
    open_screen(app, "tutorial", variant)
    scene = app.stack.top
    assert isinstance(scene, Tutorial)
    while not scene.reading:
        assert run(app, scene), f"stuck at card {scene.step}: {scene.current}"
        if scene.reading:
            break
        legal = scene.game.legal_actions(ME)
        action = expected(scene.current.do, legal, scene.tileset.format)
        label = scene.button_asked(scene.current.do.partition(" ")[0])
        if label is not None:  # the card names the button it outlines, as the button says it
            assert label in [b.label for b in scene.buttons if b.visible]
            assert label in scene.current.say, f"card {scene.step} does not say {label}"
        before, said = scene.step, scene.current.say
        assert scene.apply(action)
        assert scene.step == before + 1
        check_waits_said(scene, said)
    assert scene.game.phase == Phase.HAND_END
    assert scene.last_win is not None and scene.last_win.seat == ME
    assert not app.store.has_autosave()  # a guided hand is never saved nor recorded
    assert not list((app.store.data_dir / "records").glob("*"))
    cards = len(scene.steps) - scene.step
    for _ in range(cards):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0))
        app.frame()
    assert not isinstance(app.stack.top, Tutorial)
    # what next: a match of this variant (a tester was left where the guide began with no
    # word of it)
    assert app.stack.top.title == f"Your guided {scene.variant.title} hand is won"
    others = {2: "two", 3: "three"}[scene.game.rules.players - 1]  # (Sanma said three)
    assert f"against {others} computer opponents" in app.stack.top.lines[0]
    key(app, pygame.K_p)  # "Play a match": a match of this variant, at once
    table = app.stack.top
    assert isinstance(table, Table) and not isinstance(table, Tutorial)
    assert table.variant.id == variant


def test_only_the_move_the_card_asks_for_is_taken(instant_app):
    app = instant_app
    open_screen(app, "tutorial", "riichi")
    scene = app.stack.top
    assert run(app, scene)
    other = next(a for a in scene.game.legal_actions(ME)
                 if isinstance(a, Discard) and scene.tileset.format([a.tile]) != "4z")
    assert not scene.apply(other) and scene.step == 0
    assert scene.toast and "discard the North" in scene.toast[0]  # words, not "4z"


def test_the_call_the_card_asks_for_cannot_be_skipped(instant_app):
    """A tester pressed Skip where the card asked for Pon: play went on, the Pon was gone,
    and the card asked for it still, refusing every discard, until the player left."""
    app = instant_app
    open_screen(app, "tutorial", "riichi")
    scene = app.stack.top
    assert run(app, scene)
    scene.apply(expected(scene.current.do, scene.game.legal_actions(ME), scene.tileset.format))
    assert run(app, scene) and scene.current.do == "pon"
    legal = scene.game.legal_actions(ME)
    skip = next(a for a in legal if isinstance(a, Pass))
    assert not scene.apply(skip) and scene.game.legal_actions(ME) == legal
    assert scene.toast and "press Pon" in scene.toast[0]
    assert scene.apply(expected("pon", legal, scene.tileset.format)) and scene.step == 2


def test_the_switches_that_play_for_you_show_off_and_stay_off_in_the_guide(instant_app):
    """A tester's No calls and Auto-discard showed On during the guided hand (kept from a
    match), while step 2 asked for a pon: they do not act there, so they show Off, and
    pressing one says why instead of changing the setting."""
    from game.ui import table_toggles as tg

    app = instant_app
    app.settings.skip_calls = app.settings.auto_discard_drawn = True
    open_screen(app, "tutorial", "riichi")
    scene = app.stack.top
    assert run(app, scene)
    drawn = {}
    monkey = pytest.MonkeyPatch()
    monkey.setattr(tg, "draw_switches",
                   lambda table, surf, states, origin: drawn.setdefault("states", states))
    try:
        scene.toggles_image = None
        app.draw()
    finally:
        monkey.undo()
    on = dict(zip((name for name, *_ in tg.TOGGLES), drawn["states"], strict=True))
    assert not on["skip_calls"] and not on["auto_discard_drawn"]
    key(app, pygame.K_F3)
    assert app.settings.skip_calls and scene.toast and "guided hand" in scene.toast[0]


def test_the_card_waits_for_the_deal(instant_app, monkeypatch):
    """Hong Kong's card said "Discard the 3 of bamboo" over a hand of eight tiles still
    being dealt, the 3 of bamboo not yet among them (a tester)."""
    app = instant_app
    app.settings.speed = "normal"
    open_screen(app, "tutorial", "hkos")
    scene = app.stack.top
    cards = []
    monkeypatch.setattr(scene, "draw_card", lambda surf: cards.append(scene.stage.dealt))
    for _ in range(5):  # the deal begins a frame or two in
        app.frame()
        if scene.stage.dealt is not None:
            break
    cards.clear()
    app.draw()
    assert scene.stage.dealt is not None and cards == []  # dealing: no card yet
    scene.anim.skip()
    app.frame()
    app.draw()
    assert scene.stage.dealt is None and cards and set(cards) == {None}  # dealt: the card


def test_escape_leaves_at_any_time(instant_app):
    app = instant_app
    open_screen(app, "tutorial", "hkos")
    assert run(app, app.stack.top)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.frame()
    assert isinstance(app.stack.top, Title)


def started_from_new_game(app, monkeypatch, variant: str) -> NewGame:
    """Title, then New game with `variant` chosen and Start pressed, the guide's offer as the
    game makes it (the other tests skip it)."""
    monkeypatch.setattr(new_game, "offer_guide", offer_guide)
    app.push(Title(app))
    game = app.push(NewGame(app))
    game.choose(variant)
    game.start()
    return game


def test_it_is_offered_once_the_first_time_a_variant_is_started(instant_app, monkeypatch):
    app = instant_app
    game = started_from_new_game(app, monkeypatch, "sanma")
    offer = app.stack.top
    assert "Sanma" in offer.title and "sanma" in app.settings.tutorials_offered
    offer.buttons[0].activate()  # Guided first hand
    assert isinstance(app.stack.top, Tutorial) and app.stack.top.guide.variant == "sanma"
    app.stack.top.quit_guide()
    assert app.stack.top is game
    game.start()  # offered already: the table starts
    assert type(app.stack.top).__name__ == "Table"
    saved = app.store.load_settings()
    assert "sanma" in saved.tutorials_offered


def test_a_saved_game_is_asked_about_before_the_guide_is_offered(instant_app, monkeypatch):
    """The replace question comes first: the offer's first choice (where a double click
    lands) must not be the one that throws a saved game away."""
    from test_store import a_saved_game

    from game.ui.notice import Ask

    app = instant_app
    app.store.save_autosave(a_saved_game())
    game = started_from_new_game(app, monkeypatch, "space")
    ask = app.stack.top
    assert isinstance(ask, Ask) and "space" not in app.settings.tutorials_offered
    ask.ok.activate()  # Keep it: nothing offered, nothing replaced
    assert app.stack.top is game and app.store.has_autosave()
    game.start()
    app.stack.top.yes.activate()  # Start new game: now the guide is offered
    assert "Space" in app.stack.top.title and "space" in app.settings.tutorials_offered
    app.stack.top.buttons[1].activate()  # Play now
    assert type(app.stack.top).__name__ == "Table"


def test_the_offer_of_the_longest_named_variant_fits_its_box(instant_app):
    from game.ui import dialog

    app = instant_app
    app.push(Title(app))
    longest = max(VARIANTS.values(), key=lambda v: len(v.title))
    assert offer_guide(app, longest.id, lambda: None)
    offer = app.stack.top
    app.frame()
    size = dialog.title_size(offer.m, offer.box, offer.title)
    assert longest.title in offer.title
    assert t.font(size, True).size(offer.title)[0] <= offer.box.w - offer.m.px(4)


def test_the_win_shows_the_score_sheet_elements(instant_app):
    app = instant_app
    open_screen(app, "tutorial", "hkos")
    scene = app.stack.top
    while not scene.reading:
        assert run(app, scene)
        if scene.reading:
            break
        scene.apply(expected(scene.current.do, scene.game.legal_actions(ME),
                             scene.tileset.format))
    assert isinstance(scene.last_win, Won)
    names = {e.name for e in scene.last_win.sheet.elements}
    assert {"Half flush", "Dragon pung", "Flower of your seat"} <= names


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("variant", list(VARIANTS))
def test_the_card_leaves_the_side_seats_and_the_discards_in_view(tmp_path, variant, size):
    """Across the top in play, the card hid the side seats' names and scores on a large
    window (and Classical's long title on a small one); it must clear them, and reach no
    lower than the across seat's first discards."""
    from game.ui.app import App, make_store

    app = App(make_store(tmp_path), size)
    app.settings.speed = "instant"
    open_screen(app, "tutorial", variant)
    scene = app.stack.top
    cards = 0
    while not scene.result_shown() and run(app, scene):
        app.dirty = True
        app.frame()
        card, lay = scene.card_rect, scene.lay
        assert card is not None and scene.side_plates, "the table draws its side seats"
        for place, plate in scene.side_plates.items():
            assert not card.colliderect(plate), f"card {scene.step} hides the {place} seat"
        title = td.title_rect(scene.m, scene.variant.title)
        assert not card.colliderect(title), f"card {scene.step} hides the variant's title"
        row = lay.centre.top if lay.pile else lay.pond_origin("top")[1] - lay.h(lay.pond_w)
        assert card.bottom <= row, f"card {scene.step} hides the across seat's discards"
        # over the across seat's plate, nothing of it shows through the card
        spot = (card.x + scene.m.px(3), card.bottom - scene.m.px(1))
        assert tuple(pygame.display.get_surface().get_at(spot))[:3] == (6, 30, 22)
        cards += 1
        if scene.reading:
            break
        assert scene.apply(expected(scene.current.do, scene.game.legal_actions(ME),
                                    scene.tileset.format))
    assert cards >= 3
    # Beside the result, down the left side: under the left seat's plate, over no toggles.
    assert run(app, scene) and scene.result_shown()
    app.dirty = True
    app.frame()
    card = scene.card_rect
    assert not card.colliderect(scene.side_plates["left"]), "the card hides the left seat"
    assert not card.colliderect(scene.side_rows["left"]), "the card hides the left hand"
    assert not card.colliderect(fitted(scene).box), "the card hides the result"
    assert card.bottom < scene.toggles_rect.top
    heading = f"Guided hand · {scene.step + 1} of {len(scene.steps)}"
    size = t.fit(heading, scene.m.small, card.w - scene.m.px(4), True)
    assert size >= scene.m.px(1.7), "the card's heading is cut to fit"
    # every card after it goes under the plate too: its buttons side by side, or wider
    # over the left hand, if need be (a tester saw the riichi card hide Heron's name)
    plate = scene.side_plates["left"]
    while scene.reading and scene.step < len(scene.steps) - 1:
        scene.read_on()
        app.dirty = True
        app.frame()
        card, buttons = scene.card_rect, (scene.next_button.rect, scene.leave_button.rect)
        assert not card.colliderect(plate), f"card {scene.step} hides the left seat"
        assert not card.colliderect(fitted(scene).box), f"card {scene.step} hides the result"
        assert card.bottom < scene.toggles_rect.top and card.left >= 0
        assert all(card.contains(b) for b in buttons) and not buttons[0].colliderect(buttons[1])
    pygame.display.quit()


def test_a_dialogs_lines_are_even_with_no_word_left_alone(instant_app):
    """The guided hand's offer ended in "time." alone on its line under three full ones."""
    from game.ui import theme as t
    from game.ui.dialog import Dialog

    app = instant_app
    app.push(Title(app))
    assert offer_guide(app, "classical", lambda: None)
    dialog = app.stack.top
    assert isinstance(dialog, Dialog)
    app.frame()
    m = dialog.m
    width = dialog.box.w - m.px(8)
    text = dialog.lines[0]
    assert len(t.wrap_even(text, m.body, width)) == len(t.wrap(text, m.body, width))
    for line in dialog.wrapped:
        assert t.font(m.body).size(line)[0] <= width
        assert len(line.split()) > 1, dialog.wrapped


def test_the_guided_hand_plays_against_the_names_the_player_chose(instant_app):
    app = instant_app
    app.settings.extra["new_game"] = {"opponents": [{"name": "Kestrel"}, {"name": ""},
                                                    {"name": "Heron"}]}
    app.push(Title(app))
    scene = app.push(Tutorial(app, "riichi"))
    assert list(scene.names[1:]) == ["Kestrel", "Finch", "Heron"]  # a blank name: the usual


def test_enter_starts_on_the_tile_the_card_asks_for(instant_app):
    """The table's keys start from the drawn tile; in the guided hand a tester pressed Enter
    on it where the card asked for the lone 9 of characters. Enter throws the tile asked
    for at once (UI.md: Enter discards; another tester pressed it twice in Classical's)."""
    app = instant_app
    open_screen(app, "tutorial", "riichi")
    scene = app.stack.top
    for _ in range(2):  # the North thrown, the Pon called
        assert run(app, scene)
        scene.apply(expected(scene.current.do, scene.game.legal_actions(ME),
                             scene.tileset.format))
    assert run(app, scene) and scene.current.do == "discard 9m"
    assert scene.tileset.format([scene.hand_tiles()[-1]]) != "9m"  # the last tile is not it
    nine = scene.tileset.parse("9m")[0]
    key(app, pygame.K_RETURN)
    settle(app)
    assert scene.step == 3 and scene.game.state.seats[ME].discards[-1].tile == nine


def test_the_title_opens_the_guided_hand_of_the_variant_last_chosen(instant_app):
    """A tester found the guided hand only offered at a first start, or behind Rules."""
    app = instant_app
    app.push(Title(app))
    key(app, pygame.K_h)
    assert isinstance(app.stack.top, Tutorial) and app.stack.top.guide.variant == "riichi"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.frame()
    assert isinstance(app.stack.top, Title)
    from game.ui.recent import note_variant

    note_variant(app, "hkos")  # chosen on New Game, or on any screen (game.ui.recent)
    key(app, pygame.K_h)
    assert app.stack.top.guide.variant == "hkos"


def test_the_guides_end_offers_no_match_over_a_match_in_play(instant_app):
    """Opened from the rules over a paused match, the guide's end may not start another."""
    from game.ui.rules import RulesScreen

    app = instant_app
    app.push(Title(app))
    app.push(RulesScreen(app, "riichi"))
    guide_ = app.push(Tutorial(app, "riichi"))
    guide_.step = len(guide_.steps) - 1
    guide_.finish()
    assert isinstance(app.stack.top, Dialog)
    assert [b.label for b in app.stack.top.buttons] == ["OK"]
    # it promised a match its only button could not start (a tester): it says where
    assert "from New Game on the title" in app.stack.top.lines[0]
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, RulesScreen)


def test_enter_presses_the_call_the_card_asks_for_and_nothing_else_is_armed(instant_app):
    """Testers: Enter went to Skip while the asked Pung was outlined in gold; Original Call,
    armed by its key on a card asking for a discard, refused that discard unexplained; and
    a call's timer counted down in the guide."""
    app = instant_app
    open_screen(app, "tutorial", "hkos")
    scene = app.stack.top
    assert scene.claim_seconds == 0
    assert run(app, scene)
    scene.apply(expected(scene.current.do, scene.game.legal_actions(ME), scene.tileset.format))
    assert run(app, scene) and scene.current.do == "pon"
    assert scene.buttons[scene.prompt_choice()].label == "Pung"
    before = scene.step
    key(app, pygame.K_RETURN)
    assert scene.step == before + 1  # the Pung called
    scene.toggle_call()  # Original Call, on a card asking for a discard
    assert not scene.call_mode and scene.toast and "Follow the card" in scene.toast[0]


def test_a_cards_example_melds_are_never_cut_between_two_rows(instant_app):
    """A tester saw Ùzje's power 1-4-9 cut after the 1 in a narrow card: the examples wrap
    between melds (apart at spaces in a step's tiles), a meld cut only if no row holds it."""
    from game.core.variants.lessons import Step

    open_screen(instant_app, "tutorial", "uzje")
    scene = instant_app.stack.top
    step = Step("Ariths, gems and powers", tiles="369s 124m 149s")
    w = 10
    assert scene.group_gap < w
    rows = scene.tile_rows(step, w, 7 * w)  # room for seven tiles a row: 3 + 3, then 3
    assert [[len(g) for g in row] for row in rows] == [[3, 3], [3]]
    assert [scene.tileset.format(g) for row in rows for g in row] == ["369s", "124m", "149s"]
    long = scene.tile_rows(Step("A hand", tiles="123456789m"), w, 4 * w)
    assert [len(row[0]) for row in long] == [4, 4, 1]  # longer than a row: cut


@pytest.mark.parametrize("beneath", ["title", "new"])
def test_play_a_match_at_the_guides_end_starts_that_variants_match(instant_app, beneath):
    """"Play a match" only chose the variant on New game, and the player pressed Start again,
    puzzled (a tester)."""
    from game.ui.new_game import NewGame
    from game.ui.table import Table

    app = instant_app
    app.push(Title(app))
    if beneath == "new":
        app.push(NewGame(app))
    guide_ = app.push(Tutorial(app, "space"))
    guide_.step = len(guide_.steps) - 1
    guide_.finish()
    assert [b.label for b in app.stack.top.buttons][0] == "Play a match"
    key(app, pygame.K_p)
    table = app.stack.top
    assert isinstance(table, Table) and table.variant.id == "space"
    assert not isinstance(table, Tutorial)
