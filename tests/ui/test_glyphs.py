"""Every character a screen draws exists in the shipped fonts: no empty boxes (the arrows the
practice prompt once used were not in them). The strings are those the screens really draw,
recorded while each screen and every variant's table (a hand played to its result) is shown."""

import ast
from pathlib import Path

import pygame
import pytest
from ui_drive import settle

from game.core.variants import VARIANTS
from game.ui import practice
from game.ui import theme as t
from game.ui.app import SCREENS, App, make_store, open_screen
from game.ui.table import Table


def missing(s: str, bold: bool) -> set[str]:
    """The characters of `s` the font draws as its empty box."""
    font = t.font(20, bold)
    box = pygame.image.tobytes(font.render("\ue000", False, (255, 255, 255)), "RGB")
    return {c for c in set(s) - {" "}
            if pygame.image.tobytes(font.render(c, False, (255, 255, 255)), "RGB") == box}


@pytest.fixture
def drawn(monkeypatch):
    """(string, bold) of every text drawn while the test runs."""
    seen: set[tuple[str, bool]] = set()
    real = t.text

    def text(s, size, colour=t.TEXT, bold=False):
        seen.add((s, bool(bold)))
        return real(s, size, colour, bold)

    monkeypatch.setattr(t, "text", text)
    return seen


def test_the_missing_check_finds_an_empty_box():
    pygame.font.init()
    assert missing("\u2190 a", False) == {"\u2190"} and not missing("Ùzje – ‹›", True)


def test_every_character_every_screen_draws_is_in_the_fonts(tmp_path, drawn):
    a = App(make_store(tmp_path), (1280, 720))
    a.settings.speed = "instant"
    try:
        for name in SCREENS:
            open_screen(a, name, "riichi")
            settle(a)
            for drill in getattr(practice, "DRILLS", ()) if name == "practice" else ():
                a.stack.top.choose_drill(drill)  # each drill asks in its own words
                settle(a)
            while len(a.stack.scenes) > 1:
                a.pop()
        for variant in VARIANTS:
            config = {"variant": variant, "seed": 4, "autoplay": True,
                      "opponents": [{"name": n} for n in ("Wren", "Finch", "Heron")]}
            table = a.push(Table(a, config=config))
            for _ in range(4000):
                if table._thinking is not None:
                    table._thinking.result()
                table.anim.skip()
                table.update(1 / 60)
                if table.game.phase.name == "HAND_END" or table.moves % 25 == 0:
                    a.draw()
                if table.game.phase.name == "HAND_END":
                    break
            a.pop()
    finally:
        pygame.display.quit()
        pygame.font.init()
    bad = {}
    for s, bold in drawn:
        gone = missing(s, bold)
        if gone:
            bad[s] = gone
    pygame.font.quit()
    assert not bad


def test_the_tables_key_list_is_in_the_fonts():
    """Its first draft named the arrow keys by arrows the fonts do not have."""
    from game.ui.table_pause import KEYS

    pygame.font.init()
    t.font.cache_clear()  # fonts made before an earlier test quit pygame are dead
    assert not missing(" ".join(KEYS), False)


def test_wrap_keeps_words_joined_by_a_no_break_space_on_one_line():
    pygame.font.init()
    s = "Each button shows its key; 1\u00a0to\u00a05 choose among shapes."
    for width in range(80, 400, 7):
        lines = t.wrap(s, 16, width)
        assert any("1\u00a0to\u00a05" in line for line in lines), (width, lines)
        assert " ".join(lines).replace("\u00a0", " ") == s.replace("\u00a0", " ")


# Words a screen writes only in a moment a run through the screens may not reach (a notice
# after the player's own call read "choose a tile with ▯ ▯": a tester): every character of
# every string in the screens' code is checked too.
GAME = Path(__file__).resolve().parents[2] / "game"
WRITTEN = ("ui", "learn")  # the screens and what they say (tile faces are drawn, not written)


def characters() -> dict[str, set[str]]:
    """Each non-ASCII character of the string constants in WRITTEN's code, with its files."""
    found: dict[str, set[str]] = {}
    for folder in WRITTEN:
        for path in (GAME / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Constant) and isinstance(node.value, str):
                    for ch in node.value:
                        if ord(ch) > 127 and ch.isprintable():
                            found.setdefault(ch, set()).add(path.name)
    return found


@pytest.mark.parametrize("bold", [False, True])
def test_every_character_the_screens_write_has_a_glyph(bold):
    pygame.font.init()
    found = characters()
    assert "\u00b7" in found  # the scan reads the screens' words
    lacking = {ch: sorted(files) for ch, files in found.items() if missing(ch, bold)}
    assert not lacking, lacking
