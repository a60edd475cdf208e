"""Ùzje's ranks 10-16 carry their numbers on every screen that draws its tiles at the default
settings; other variants' tiles carry corner marks only with the colour-blind aid."""

import pytest

from game.core.variants import get_variant
from game.ui.app import open_screen
from game.ui.hand_row import corner_index


def test_marks_where_a_suit_runs_past_nine_or_the_player_asks():
    riichi, uzje = get_variant("riichi").tileset({}), get_variant("uzje").tileset({})
    assert corner_index(False, riichi) is None
    assert corner_index(True, riichi) == riichi.notation.name
    assert corner_index(False, uzje) == uzje.notation.name


@pytest.mark.parametrize("screen,marks", [
    ("practice", lambda s: s.index),
    ("analyzer", lambda s: s.sp_pal.index),
    ("rules", lambda s: s.page.index),
])
def test_uzje_tiles_carry_their_numbers_on_every_screen(instant_app, screen, marks):
    assert not instant_app.settings.colour_blind
    open_screen(instant_app, screen, "uzje")
    instant_app.frame()
    assert marks(instant_app.stack.top) == get_variant("uzje").tileset({}).notation.name
