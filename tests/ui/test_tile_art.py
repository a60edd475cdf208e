"""Tile art: every face of every variant renders, faces differ, glyphs exist, sprites cache."""

from __future__ import annotations

import hashlib
import itertools
import random

import pygame
import pytest
from PIL import Image, ImageChops, ImageFont

from game.art import faces as art
from game.art import font as tile_font
from game.art import states
from game.commands import tiles as tiles_command
from game.core.model.tiles import FLOWER, HONOUR, MAN, PIN, SEASON, SOU, WHITE, tile
from game.core.variants import VARIANTS
from game.ui import tile_sprites

SIZES = (24, 32, 48, 96)


def _digest(image: Image.Image) -> str:
    return hashlib.sha256(image.tobytes()).hexdigest()


def _values(option) -> tuple:
    if option.choices:
        return tuple(option.choices)
    if isinstance(option.default, bool):
        return (False, True)
    return (option.default,)


def _sampled_options(variant, count: int, seed: int) -> list[dict]:
    """Seeded random combinations of every option of the variant (all of them at once would
    be thousands for the Riichi family)."""
    rng = random.Random(seed)
    return [{o.name: rng.choice(_values(o)) for o in variant.options} for _ in range(count)]


def _every_variant_tile() -> set:
    """Every tile id of every variant, under sampled combinations of all its options and
    every combination of the options that change its tile set."""
    out = set()
    for variant in VARIANTS.values():
        varied = [o for o in variant.options if o.name in variant.tile_options]
        combos = [dict(zip([o.name for o in varied], values, strict=True))
                  for values in itertools.product(*(_values(o) for o in varied))]
        for given in combos + _sampled_options(variant, 40, 3):
            tileset = variant.tileset(variant.resolve(given))
            out.update(tileset.kinds, tileset.bonus, tileset.reds)
    return out


def test_only_the_tile_options_change_a_variants_tile_set():
    for variant in VARIANTS.values():
        assert set(variant.tile_options) <= {o.name for o in variant.options}
        for given in _sampled_options(variant, 60, 11):
            kept = {k: v for k, v in given.items() if k in variant.tile_options}
            full, tiles_only = (variant.tileset(variant.resolve(g)) for g in (given, kept))
            assert (full.kinds, full.bonus, full.reds, full.physical_tiles()) == (
                tiles_only.kinds, tiles_only.bonus, tiles_only.reds,
                tiles_only.physical_tiles()), (variant.id, given)


def test_all_faces_covers_every_tile_of_every_variant_and_option():
    faces = art.all_faces()
    wanted = _every_variant_tile()
    assert wanted <= set(faces)
    assert art.BACK in faces
    assert len(faces) == len(set(faces))
    # The Ùzje sets bring ranks 10-16 of all three suits, H, V and Zero.
    assert {tile(s, r) for s in (MAN, PIN, SOU) for r in range(10, 17)} <= set(faces)
    assert {tile(HONOUR, r) for r in range(10)} <= set(faces)
    assert {tile(s, 5, red=True) for s in (MAN, PIN, SOU)} <= set(faces)


@pytest.mark.parametrize(("width", "index"), [
    *((w, None) for w in SIZES), (24, "mpsz"), (32, "uzje"), (96, "mpsz"),
])
def test_faces_render_at_constant_size_and_are_all_different(width, index):
    faces = art.all_faces()
    size = art.sprite_size(width)
    assert size[0] == width and abs(size[1] / width - art.ASPECT) < 0.03
    digests = {}
    for face in faces:
        image = art.render(face, width, index=index)
        assert image.mode == "RGBA" and image.size == size, face
        digests.setdefault(_digest(image), []).append(face)
    clashes = [group for group in digests.values() if len(group) > 1]
    assert not clashes, f"identical faces at {width}px: {clashes}"


def test_corners_are_rounded_and_the_face_is_ivory():
    image = art.render(tile(PIN, 2), 64)
    w, h = image.size
    assert image.getpixel((0, 0))[3] == 0  # transparent outside the rounded corner
    r, g, b, a = image.getpixel((w // 2, h // 2))  # the gap between 2-circle's pips
    assert a == 255 and r > 235 and g > 230 and 200 < b < 245 and r > b


def _strong_red(image: Image.Image) -> int:
    data = image.tobytes()
    pixels = (data[i:i + 4] for i in range(0, len(data), 4))
    return sum(1 for r, g, b, a in pixels if a and r > 160 and g < 90 and b < 90)


@pytest.mark.parametrize("suit", [MAN, PIN, SOU])
def test_red_fives_are_visibly_red(suit):
    plain = art.render(tile(suit, 5), 48)
    red = art.render(tile(suit, 5, red=True), 48)
    assert _strong_red(red) > _strong_red(plain) + 40


def _missing(font: ImageFont.FreeTypeFont, ch: str) -> bool:
    """True when `ch` draws as the .notdef box (a private-use character surely does)."""
    notdef = font.getmask("\ue000")
    mask = font.getmask(ch)
    return mask.size == notdef.size and bytes(mask) == bytes(notdef)


def test_every_glyph_used_is_declared_and_in_the_font_subset(monkeypatch):
    used: list[str] = []
    real = tile_font.check_text

    def spy(text: str, allowed: str) -> str:
        used.append(text)
        return real(text, allowed)

    monkeypatch.setattr(tile_font, "check_text", spy)
    for face in art.all_faces():
        for index in (None, "mpsz", "uzje"):
            art.render(face, 32, index=index)
    drawn = set("".join(used))
    assert set("萬東南西北中發零梅蘭菊竹春夏秋冬十六") <= drawn
    assert drawn <= set(tile_font.SERIF_GLYPHS) | set(tile_font.SANS_GLYPHS)
    for glyphs, make in ((tile_font.SERIF_GLYPHS, tile_font.serif),
                         (tile_font.SANS_GLYPHS, tile_font.sans)):
        font = make(40)
        missing = [ch for ch in glyphs if _missing(font, ch)]
        assert not missing, f"not in {font.path}: {missing}"
    assert _missing(tile_font.serif(40), "猫")  # the probe does tell a missing glyph


def test_font_cmap_holds_the_declared_characters():
    ttlib = pytest.importorskip("fontTools.ttLib")
    for path, glyphs in ((tile_font.SERIF_FILE, tile_font.SERIF_GLYPHS),
                         (tile_font.SANS_FILE, tile_font.SANS_GLYPHS)):
        cmap = ttlib.TTFont(str(path))["cmap"].getBestCmap()
        assert {ord(ch) for ch in glyphs} <= set(cmap), path
        assert path.stat().st_size < 200_000
    assert (tile_font.FONT_DIR / "OFL.txt").read_text().count("SIL OPEN FONT LICENSE") == 1


def test_text_outside_the_subset_is_refused():
    with pytest.raises(tile_font.MissingGlyph):
        tile_font.check_text("東猫", tile_font.SERIF_GLYPHS)


def test_index_text():
    assert art.index_text(tile(PIN, 5, red=True)) == "5p"
    assert art.index_text(tile(PIN, 12), "uzje") == "12t"
    assert art.index_text(tile(HONOUR, WHITE), "uzje") == "P"
    assert art.index_text(tile(HONOUR, WHITE)) == "Wh"
    assert art.index_text(tile(FLOWER, 3)) == "3f"
    assert art.index_text(tile(SEASON, 2), "uzje") == "i"
    assert art.index_text(tile(FLOWER, 1), "uzje") == "o"
    assert art.index_text(tile(HONOUR, 0), "uzje") == "Z"
    assert art.index_text(tile(MAN, 16), "uzje") == "16m"
    assert art.index_text(art.BACK) == ""


def test_index_changes_the_face_and_the_back_has_none():
    t = tile(SOU, 7)
    assert _digest(art.render(t, 32)) != _digest(art.render(t, 32, index="mpsz"))
    assert _digest(art.render(art.BACK, 32)) == _digest(art.render(art.BACK, 32, index="mpsz"))


def test_widths_outside_the_range_are_refused():
    with pytest.raises(ValueError):
        art.render(tile(MAN, 1), art.MIN_WIDTH - 1)


def test_states_differ_and_keep_their_size():
    base = art.render(tile(MAN, 3), 48)
    seen = {_digest(base)}
    for state in states.STATES:
        out = states.with_state(base, state)
        expected = base.size[::-1] if state == states.SIDEWAYS else base.size
        assert out.size == expected, state
        seen.add(_digest(out))
    assert len(seen) == len(states.STATES) + 1
    dimmed = states.with_state(base, states.DIMMED)
    brightness = lambda im: sum(im.convert("L").tobytes())  # noqa: E731
    assert brightness(dimmed) < brightness(base) * 0.8
    sideways = states.with_state(base, states.SIDEWAYS)
    assert ImageChops.difference(sideways.transpose(Image.Transpose.ROTATE_270), base).getbbox() \
        is None
    with pytest.raises(ValueError):
        states.with_state(base, "glowing")


def test_several_states_at_once_turn_together():
    base = art.render(tile(PIN, 7), 48)
    both = states.with_states(base, [states.SIDEWAYS, states.LAST])
    marked = states.with_state(base, states.LAST).transpose(Image.Transpose.ROTATE_90)
    assert _digest(both) == _digest(marked)
    with pytest.raises(ValueError):
        states.with_states(base, ["dimmed", "glowing"])


def test_sprites_turn_to_face_a_seat(tmp_path):
    sprites = tile_sprites.TileSprites(32, cache_dir=None, faces=[tile(MAN, 4)])
    w, h = art.sprite_size(32)
    assert sprites.get(tile(MAN, 4), turns=1).get_size() == (h, w)
    assert sprites.get(tile(MAN, 4), turns=2).get_size() == (w, h)
    upside_down = sprites.get(tile(MAN, 4), turns=2)
    upright = sprites.get(tile(MAN, 4))
    points = [(x, y) for x in range(0, w, 3) for y in range(0, h, 3)]
    assert all(upside_down.get_at((x, y)) == upright.get_at((w - 1 - x, h - 1 - y))
               for x, y in points)
    assert any(upside_down.get_at(p) != upright.get_at(p) for p in points)
    assert sprites.get(tile(MAN, 4), ("last", "dimmed")) is sprites.get(
        tile(MAN, 4), ["dimmed", "last"])


def test_sprites_are_surfaces_of_the_sprite_size_and_cached(tmp_path):
    faces = [tile(MAN, 1), tile(PIN, 16), art.BACK]
    sprites = tile_sprites.TileSprites(32, cache_dir=tmp_path, faces=faces)
    assert not sprites.loaded_from_disk
    surface = sprites.get(tile(PIN, 16))
    assert isinstance(surface, pygame.Surface)
    assert surface.get_size() == art.sprite_size(32)
    assert sprites.get(tile(PIN, 16)) is surface
    assert sprites.get(tile(PIN, 16), states.SIDEWAYS).get_size() == art.sprite_size(32)[::-1]
    # Pixels survive the trip from Pillow to pygame.
    image = art.render(tile(PIN, 16), 32)
    x, y = 16, 20
    assert tuple(surface.get_at((x, y))) == image.getpixel((x, y))
    # A second set of the same size reads the sheet written by the first, pixel for pixel.
    again = tile_sprites.TileSprites(32, cache_dir=tmp_path, faces=faces)
    assert again.loaded_from_disk
    for face in faces:
        assert _digest(again.image(face)) == _digest(sprites.image(face))


def test_a_broken_or_unwritable_cache_never_crashes(tmp_path):
    faces = [tile(SOU, 1), art.BACK]
    first = tile_sprites.TileSprites(24, cache_dir=tmp_path, faces=faces)
    for path in tmp_path.iterdir():
        path.write_bytes(b"not a png")
    broken = tile_sprites.TileSprites(24, cache_dir=tmp_path, faces=faces)
    assert not broken.loaded_from_disk
    assert _digest(broken.image(tile(SOU, 1))) == _digest(first.image(tile(SOU, 1)))
    blocker = tmp_path / "file"
    blocker.write_text("a file where a folder should be")
    unwritable = tile_sprites.TileSprites(24, cache_dir=blocker / "cache", faces=faces)
    assert unwritable.get(art.BACK).get_size() == art.sprite_size(24)


def test_sheets_of_older_art_are_removed_from_the_cache(tmp_path):
    stale = tmp_path / "tiles-0000000000000000-abcd1234-32-plain.png"
    stale.write_bytes(b"old art")
    other = tmp_path / "notes.txt"
    other.write_text("not ours")
    tile_sprites.TileSprites(32, cache_dir=tmp_path, faces=[tile(MAN, 2)])
    names = sorted(p.name for p in tmp_path.iterdir())
    assert not stale.exists() and other.exists()
    assert len(names) == 2 and names[1].startswith(f"tiles-{tile_sprites.art_digest()}-")


def test_sprites_convert_when_a_display_is_set():
    pygame.display.init()
    try:
        pygame.display.set_mode((64, 64))
        sprites = tile_sprites.TileSprites(32, cache_dir=None, faces=[tile(MAN, 9)])
        surface = sprites.get(tile(MAN, 9))
        assert surface.get_flags() & pygame.SRCALPHA
        assert surface.get_bitsize() == 32
    finally:
        pygame.display.quit()


def test_tiles_command_writes_a_sheet(tmp_path, capsys):
    out = tmp_path / "uzje.png"
    assert tiles_command.run(["--sheet", str(out), "--variant", "uzje", "--size", "24"]) == 0
    with Image.open(out) as sheet:
        w, h = art.sprite_size(24)
        assert sheet.width > 16 * w and sheet.height > 6 * h
    assert "wrote" in capsys.readouterr().out


@pytest.mark.parametrize("argv", [
    [],
    ["--sheet", "x.png", "--variant", "mahjongg"],
    ["--sheet", "x.png", "--size", "8"],
    ["--sheet", "x.png", "--size", "big"],
    ["--sheet", "x.txt"],
    ["--sheet", "/nonexistent-dir/x.png"],
])
def test_tiles_command_bad_arguments_exit_2_with_a_message(argv, capsys):
    assert tiles_command.run(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("python -m game tiles:") and "Traceback" not in err


def test_tiles_command_says_a_parent_of_the_sheet_is_a_file(tmp_path, capsys):
    a_file = tmp_path / "notes"
    a_file.write_text("not a folder")
    assert tiles_command.run(["--sheet", str(a_file / "x.png"), "--variant", "uzje"]) == 2
    err = capsys.readouterr().err
    assert f"{a_file} is a file, not a folder" in err and err.count("\n") == 1


def test_bench_section_reports_render_time():
    from game.benchmarks import tiles as bench

    result = bench.run(quick=True)
    assert bench.SECTION == "tiles"
    assert result["tiles_faces"] == len(art.all_faces())
    assert 0 < result["tiles_render_ms"] <= result["tiles_render_ms_p99"]
