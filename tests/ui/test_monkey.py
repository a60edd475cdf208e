"""The monkey (tests/ui/monkey.py) on every screen and variant: a short seeded run in the quick
suite, a long one marked heavy. A failure names its seed and the inputs before it; run one
seed again with `python tests/ui/monkey.py SEED EVENTS`."""

import pytest
from monkey import Monkey

from game.ui.app import SCREENS


@pytest.mark.parametrize("seed", [1, 2])
def test_a_short_monkey_run_crashes_nothing(tmp_path, seed):
    monkey = Monkey(seed, tmp_path)
    monkey.run(500)
    assert monkey.apps >= 2 and len(monkey.screens & set(SCREENS)) >= 3
    assert not list(tmp_path.rglob("*.log"))  # no crash log either


@pytest.mark.heavy
@pytest.mark.parametrize("seed", range(100, 116))
def test_a_long_monkey_run_crashes_nothing(tmp_path, seed):
    monkey = Monkey(seed, tmp_path)
    monkey.run(6000)
    assert set(SCREENS) <= monkey.screens and "table hand_end" in monkey.screens
    assert not list(tmp_path.rglob("*.log"))


def test_a_prompt_pressed_twice_in_one_frame_acts_once(tmp_path):
    """What the monkey found: a double click on Skip (or a call) reached the engine twice
    before the table rebuilt its prompt, and the second was refused with IllegalAction."""
    import pygame

    from game.core.table.actions import Pass
    from game.ui.app import App, make_store, open_screen

    a = App(make_store(tmp_path), (1280, 720))
    a.settings.speed = "instant"
    try:
        open_screen(a, "table", "riichi")
        table = a.stack.top
        for _ in range(20000):
            a.frame()
            skip = next((b for b in table.buttons if b.label == "Skip"), None)
            if skip is not None and not table.busy:
                break
            if 0 in table.game.waiting_on() and not table.busy:
                legal = table.game.legal_actions(0)
                table.apply(next(x for x in legal if not isinstance(x, Pass)))
        else:
            pytest.fail("no call was offered")
        before = len(table.game.state.log)
        skip.activate()
        skip.activate()  # the same button again, before any frame
        assert len(table.game.state.log) == before + 1
    finally:
        pygame.display.quit()


def draw_every_rules_page(a, variant, options):
    from game.ui.rules import RulesScreen

    screen = a.push(RulesScreen(a, variant.id, variant.resolve(options)))
    while True:  # every page, top to bottom
        screen.draw(a.surface)
        if screen.scroll >= screen.page.height - screen.view.h:
            break
        screen.scroll_by(screen.view.h)
    a.pop()


@pytest.fixture
def title_app(tmp_path):
    import pygame

    from game.ui.app import App, make_store, open_screen

    a = App(make_store(tmp_path), (1280, 720))
    open_screen(a, "title")
    yield a
    pygame.display.quit()


def test_the_rules_of_uzje_draw_under_compressed_winds(title_app):
    """What the monkey found: the rules drew Ùzje's examples with East and South under
    compressed winds, which have neither (TileTextError in the frame loop)."""
    from game.core.variants import VARIANTS

    draw_every_rules_page(title_app, VARIANTS["uzje"], {"compressed_winds": True})


@pytest.mark.heavy
def test_the_rules_draw_every_page_under_every_single_option(title_app):
    from game.core.variants import VARIANTS

    for v in VARIANTS.values():
        changes = [{}]  # the defaults, then each option's other values one at a time
        for o in v.options:
            others = o.choices or ((True, False) if isinstance(o.default, bool) else ())
            changes += [{o.name: value} for value in others if value != o.default]
        for change in changes:
            draw_every_rules_page(title_app, v, change)
