"""Every install layout finds the game's files, a missing one is logged once, and with no
display the game says so and stops while the headless commands keep working."""

import json
import os
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pytest

import game
from game import assets

ROOT = Path(__file__).resolve().parents[2]
WHERE = "import game.assets as a; print(a.PACKAGE)"


def _run(*argv, **kw) -> subprocess.CompletedProcess:
    out = subprocess.run([str(a) for a in argv], capture_output=True, text=True, timeout=300,
                         **kw)
    assert out.returncode == 0, out.stdout + out.stderr
    return out


def _relative_assets() -> list[Path]:
    return [p.relative_to(assets.PACKAGE) for p in assets.expected()]


def _assert_complete(package: Path, under: Path) -> None:
    assert package.is_relative_to(under), f"{package} is not the installed copy in {under}"
    assert [p for p in _relative_assets() if not (package / p).is_file()] == []


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    _run(sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", out, ROOT)
    (found,) = out.glob("sparrow_mahjong-*.whl")
    return found


def test_the_checkout_has_every_asset_and_the_readers_use_these_folders():
    from game.art import font
    from game.ui import audio, theme

    assert assets.missing() == []
    assert theme.FONT_DIR == assets.UI_FONT_DIR and font.FONT_DIR == assets.TILE_FONT_DIR
    assert audio.SOUND_DIR == assets.SOUND_DIR


def test_the_wheel_carries_every_asset_and_the_licences(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {f"game/{p.as_posix()}" for p in _relative_assets()} <= names
    licences = {n.split("/licenses/", 1)[1] for n in names if "/licenses/" in n}
    assert {"LICENSE", "game/ui/fonts/OFL.txt", "game/art/fonts/OFL.txt",
            "game/sounds/LICENSE"} <= licences
    assert f"sparrow_mahjong-{game.__version__}-" in wheel.name


def test_a_wheel_in_a_fresh_venv_finds_every_asset(wheel, tmp_path):
    venv = tmp_path / "venv"
    _run(sys.executable, "-m", "venv", "--without-pip", venv)
    python = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    _run(sys.executable, "-m", "pip", "--python", python, "install", "-q", "--no-deps", wheel)
    _assert_complete(Path(_run(python, "-c", WHERE, cwd=tmp_path).stdout.strip()), venv)


def test_pip_install_target_finds_every_asset(wheel, tmp_path):
    target = tmp_path / "target"
    _run(sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", target, wheel)
    env = dict(os.environ, PYTHONPATH=str(target))
    _assert_complete(Path(_run(sys.executable, "-c", WHERE, cwd=tmp_path, env=env)
                          .stdout.strip()), target)
    smoke = _run(sys.executable, "-m", "game", "smoke", "--only", "files",
                 cwd=tmp_path, env=env)  # the game's own check, from the installed copy
    assert "ok    files" in smoke.stdout


def test_pip_install_user_finds_every_asset(wheel, tmp_path):
    """--user needs the base interpreter (a venv refuses it); PYTHONUSERBASE keeps it here."""
    base = getattr(sys, "_base_executable", sys.executable)
    env = dict(os.environ, PYTHONUSERBASE=str(tmp_path / "user"), PIP_USER="1")
    env.pop("PYTHONPATH", None)
    _run(base, "-m", "pip", "install", "-q", "--no-deps", "--user",
         "--no-warn-script-location", wheel, env=env)
    del env["PIP_USER"]
    _assert_complete(Path(_run(base, "-c", WHERE, cwd=tmp_path, env=env).stdout.strip()),
                     tmp_path / "user")


def test_a_missing_asset_is_logged_once(tmp_path, caplog):
    gone = [tmp_path / "a.wav", tmp_path / "b.ttf"]
    with caplog.at_level("WARNING", logger="game"):
        assert assets.report_missing(gone) == gone
        assert assets.report_missing(gone) == gone
        assert assets.report_missing(gone[:1]) == gone[:1]
    assert len(caplog.records) == 1
    assert "a.wav" in caplog.records[0].getMessage() and "b.ttf" in caplog.records[0].getMessage()


def _no_display_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    return env


def _children_cpu() -> float:
    import resource

    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def test_no_display_says_so_in_one_line_and_stops_quickly(tmp_path):
    # Work is counted in the child's CPU seconds (a shared machine stretches wall time);
    # the wall-clock bound still catches waiting for a display that never comes.
    start, cpu = time.monotonic(), _children_cpu()
    out = subprocess.run([sys.executable, "-m", "game", "--profile", tmp_path],
                         capture_output=True, text=True, timeout=30, env=_no_display_env())
    took, cpu = time.monotonic() - start, _children_cpu() - cpu
    assert out.returncode == 3, out.stdout + out.stderr
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and "no display" in lines[0], out.stderr
    assert cpu < 3.0 and took < 15.0


def test_headless_commands_work_without_a_display():
    request = {"variant": "riichi", "hand": "123456789m234p5s"}
    out = subprocess.run([sys.executable, "-m", "game", "analyze"], input=json.dumps(request),
                         capture_output=True, text=True, timeout=60, env=_no_display_env())
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["shanten"] == 0


def test_the_window_class_is_the_menu_entrys(tmp_path):
    from game.ui.app import App, make_store

    App(make_store(tmp_path), (800, 450))
    desktop = (ROOT / "packaging" / "sparrow-mahjong.desktop").read_text()
    assert f"StartupWMClass={os.environ['SDL_VIDEO_X11_WMCLASS']}\n" in desktop
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == assets.APP_ID
