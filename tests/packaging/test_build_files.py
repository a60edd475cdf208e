"""The build's own files: the Linux menu installer, the icons, the spec's file list, the CI
workflow's steps, and the build script's archive naming and budgets."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from game import __version__, assets

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def _fake_build(folder: Path) -> Path:
    """A build folder as build.py leaves it on Linux, with a stand-in program."""
    folder.mkdir(parents=True)
    program = folder / "sparrow-mahjong"
    program.write_text("#!/bin/sh\necho played\n")
    program.chmod(0o755)
    for name in ("install-linux.sh", "sparrow-mahjong.desktop"):
        shutil.copy2(PACKAGING / name, folder / name)
    shutil.copytree(assets.ICON_DIR, folder / "_internal" / "game" / "icons")
    return folder


def _script(name: str):
    """A packaging script loaded as a module under a name nothing else uses."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(f"packaging_{name}", PACKAGING / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.skipif(sys.platform == "win32", reason="a shell script for Linux")
# a space in the path; and & or | (which sed's replacement read: a tester's "Games & Co"
# folder got a menu entry that ran nothing, and "a|b" stopped the script half-way)
@pytest.mark.parametrize("folder", ["un packed", "Games & Co", "a|b"])
def test_install_linux_writes_an_absolute_exec_and_icons_then_uninstall_removes_them(tmp_path,
                                                                                     folder):
    build = _fake_build(tmp_path / folder / "sparrow-mahjong")
    data = tmp_path / "data"
    env = dict(os.environ, XDG_DATA_HOME=str(data), HOME=str(tmp_path))
    out = subprocess.run(["sh", str(build / "install-linux.sh")], env=env, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    entry = (data / "applications" / "sparrow-mahjong.desktop").read_text()
    assert f'Exec="{build / "sparrow-mahjong"}"\n' in entry
    assert entry.count("Exec=") == 1 and not list((data / "applications").glob("*.tmp"))
    assert "StartupWMClass=sparrow-mahjong\n" in entry and "Icon=sparrow-mahjong\n" in entry
    for size in assets.ICON_SIZES:
        icon = data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "sparrow-mahjong.png"
        assert Image.open(icon).size == (size, size)
    out = subprocess.run(["sh", str(build / "install-linux.sh"), "--uninstall"], env=env,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    left = [p for p in data.rglob("*") if p.is_file() and "sparrow" in p.name]
    assert left == []


def test_install_linux_refuses_to_run_outside_a_build(tmp_path):
    shutil.copy2(PACKAGING / "install-linux.sh", tmp_path / "install-linux.sh")
    out = subprocess.run(["sh", str(tmp_path / "install-linux.sh")], capture_output=True,
                         text=True, timeout=60, env=dict(os.environ, XDG_DATA_HOME=str(tmp_path)))
    assert out.returncode == 1 and "unpacked build folder" in out.stderr
    assert not (tmp_path / "applications").exists()


def test_icons_exist_at_every_size_and_the_small_ones_are_not_mostly_empty():
    for size in assets.ICON_SIZES:
        image = Image.open(assets.icon_png(size)).convert("RGBA")
        assert image.size == (size, size)
        opaque = sum(1 for a in image.getchannel("A").tobytes() if a > 200)
        assert opaque > size * size * 0.55, size  # a tile that fills its square, legible
    ico = Image.open(PACKAGING / "icons" / "sparrow-mahjong.ico")
    assert {(16, 16), (32, 32), (48, 48), (256, 256)} <= set(ico.info["sizes"])
    icns = Image.open(PACKAGING / "icons" / "sparrow-mahjong.icns")
    assert icns.format == "ICNS" and (512, 512, 1) in icns.info["sizes"]


def test_the_icons_are_what_the_icon_script_draws_now():
    """Committed icons match the tile art: a change to the back's art needs a rerun."""
    make_icons = _script("make_icons")
    for size in (16, 32, 256):
        drawn = make_icons.icon(size)
        committed = Image.open(assets.icon_png(size)).convert("RGBA")
        assert drawn.tobytes() == committed.tobytes(), size


def test_the_desktop_file_is_valid_enough_for_a_menu():
    lines = (PACKAGING / "sparrow-mahjong.desktop").read_text().splitlines()
    assert lines[0] == "[Desktop Entry]"
    keys = dict(line.split("=", 1) for line in lines[1:] if "=" in line)
    assert keys["Type"] == "Application" and keys["Terminal"] == "false"
    assert keys["StartupWMClass"] == keys["Icon"] == assets.APP_ID
    assert keys["Categories"].endswith(";")


def test_the_desktop_file_passes_the_validator_where_one_is_installed():
    """desktop-file-validate of Debian 12 and Ubuntu 22.04 (0.26) rejects Version=1.5, the
    spec's newest, as unknown (a tester): the entry names 1.4, whose keys are all it uses."""
    import shutil
    import subprocess

    validator = shutil.which("desktop-file-validate")
    if validator is None:
        pytest.skip("desktop-file-validate is not installed")
    done = subprocess.run([validator, str(PACKAGING / "sparrow-mahjong.desktop")],
                          capture_output=True, text=True)
    assert done.returncode == 0 and "error" not in done.stdout, done.stdout


def test_the_ci_workflow_runs_the_local_build_command_on_three_systems():
    workflow = (ROOT / ".github" / "workflows" / "build.yml").read_text()
    for runner in ("ubuntu-latest", "windows-latest", "macos-latest"):
        assert runner in workflow
    runs = [line.split("run:", 1)[1].strip() for line in workflow.splitlines()
            if line.strip().startswith("run:")]
    assert runs == ['python -m pip install -e ".[package]"', "python packaging/build.py --smoke"]
    assert "packaging/build.py --smoke" in (ROOT / ".ci" / "run").read_text()


def test_the_build_gathers_every_licence_text_the_notice_names(tmp_path, monkeypatch):
    build = _script("build")
    monkeypatch.setattr(build, "docs_dir", lambda: tmp_path)
    monkeypatch.setattr(build, "SYSTEM", "linux")
    build.add_licences()
    named = build.named_licences()
    assert {"LGPL-2.1.txt", "zlib.txt", "Python.txt", "pillow-LICENSE", "OFL-ui-fonts.txt",
            "sounds.txt"} <= named
    assert sorted(n for n in named if not (tmp_path / "licenses" / n).is_file()) == []
    assert (tmp_path / "LICENSE.txt").read_text().startswith("MIT License")
    assert "pygame-ce" in (tmp_path / "THIRD-PARTY-NOTICES.txt").read_text()
    assert f'version = "{__version__}"' not in (ROOT / "pyproject.toml").read_text()


def test_archives_are_named_with_the_version_and_system(tmp_path, monkeypatch):
    build = _script("build")
    monkeypatch.setattr(build, "DIST", tmp_path)
    monkeypatch.setattr(build, "SYSTEM", "linux")
    folder = _fake_build(tmp_path / "sparrow-mahjong")
    (folder / "link").symlink_to("sparrow-mahjong")
    (archive,) = build.archive()
    assert archive.name.startswith(f"sparrow-mahjong-{__version__}-linux-")
    assert archive.name.endswith(".tar.gz")
    import tarfile

    with tarfile.open(archive) as tar:
        assert tar.getmember("sparrow-mahjong/link").issym()
        assert tar.getmember("sparrow-mahjong/install-linux.sh").mode & 0o111


# Each shared library pygame-ce's Linux wheel carries, by its file's name, and the name the
# notice gives its project (a tester found alsa-lib, brotli and PortMidi unnamed, and the
# texts of the libraries' own licences missing).
PYGAME_LIBS = {"libFLAC": "FLAC", "libSDL2": "SDL2", "libSDL2_image": "SDL2_image",
               "libSDL2_mixer": "SDL2_mixer", "libSDL2_ttf": "SDL2_ttf",
               "libasound": "alsa-lib", "libbrotlicommon": "brotli", "libbrotlidec": "brotli",
               "libfluidsynth": "FluidSynth", "libfreetype": "FreeType",
               "libharfbuzz": "HarfBuzz", "libjpeg": "libjpeg-turbo", "libmpg123": "mpg123",
               "libogg": "libogg", "libopus": "libopus", "libopusfile": "opusfile",
               "libpng16": "libpng", "libportmidi": "PortMidi", "libsharpyuv": "sharpyuv",
               "libsndfile": "libsndfile", "libtiff": "libtiff", "libvorbis": "libvorbis",
               "libvorbisenc": "libvorbis", "libvorbisfile": "libvorbis",
               "libwavpack": "WavPack", "libwebp": "libwebp", "libwebpdemux": "libwebp",
               "libxmp": "libxmp"}


def test_the_notice_names_every_library_pygame_ce_carries():
    import re
    from importlib import metadata

    libs = {Path(str(f)).name for f in metadata.distribution("pygame-ce").files or ()
            if ".libs/" in str(f).replace("\\", "/")}
    if not libs:
        pytest.skip("this system's pygame-ce wheel carries no separate libraries")
    stems = {re.sub(r"(-\d+)?(-[0-9a-f]{8})?(\.\d+)*\.so.*$", "", name) for name in libs}
    unknown = sorted(stems - set(PYGAME_LIBS))
    assert not unknown, f"libraries the notice was not checked for: {unknown}"
    notice = (ROOT / "packaging" / "THIRD-PARTY-NOTICES.txt").read_text(encoding="utf-8")
    assert sorted({PYGAME_LIBS[s] for s in stems if PYGAME_LIBS[s] not in notice}) == []
