"""Build Sparrow Mahjong for this system with PyInstaller, the same command on all three:

    python -m pip install -e '.[package]'
    python packaging/build.py [--smoke] [--no-budgets]

Linux: dist/sparrow-mahjong/ (run ./sparrow-mahjong; ./install-linux.sh adds the menu entry)
  and dist/sparrow-mahjong-VERSION-linux-ARCH.tar.gz.
Windows: dist/sparrow-mahjong/sparrow-mahjong.exe (the game, no console window) beside
  sparrow-mahjong-cli.exe (the headless commands), and a .zip.
macOS: dist/Sparrow Mahjong.app, a .zip, and a .dmg where hdiutil exists.

Every build carries LICENSE, the fonts' and sounds' licences, THIRD-PARTY-NOTICES.txt and the
licence texts of what the bundle holds (licenses/). It ends with a report of the budgets:
bundle size on disk, archive size, and start to first drawn frame (warm, the median of five
runs after one); `--smoke` also runs `smoke` inside the bundle. Exit 0 only if all held.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # also for PyInstaller's analysis

from game import __version__, assets  # noqa: E402

PACKAGING = ROOT / "packaging"
DIST, WORK = ROOT / "dist", ROOT / "build" / "pyinstaller"
NAME, TITLE = assets.APP_ID, "Sparrow Mahjong"
MB = 1_000_000
BUDGETS = {"bundle_mb": 60.0, "archive_mb": 30.0, "first_frame_s": 1.0}
SYSTEM = {"linux": "linux", "win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform)


def app_path() -> Path:
    return DIST / f"{TITLE}.app" if SYSTEM == "macos" else DIST / NAME


def program(cli: bool = False) -> Path:
    """The built program; on Windows `cli` picks the console one for headless commands."""
    if SYSTEM == "macos":
        return app_path() / "Contents" / "MacOS" / NAME
    if SYSTEM == "windows":
        return app_path() / (f"{NAME}-cli.exe" if cli else f"{NAME}.exe")
    return app_path() / NAME


def docs_dir() -> Path:
    """Where the licences go: beside the program, or in the .app's Resources."""
    return app_path() / "Contents" / "Resources" if SYSTEM == "macos" else app_path()


def pyinstaller() -> None:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        sys.exit("PyInstaller is not installed: python -m pip install -e '.[package]'")
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
                    "--log-level", "WARN", "--distpath", str(DIST), "--workpath", str(WORK),
                    str(PACKAGING / "sparrow_mahjong.spec")], check=True)


def add_licences() -> None:
    """The project's licence, the notice, and the texts of every licence the notice names."""
    out = docs_dir()
    shutil.copy2(ROOT / "LICENSE", out / "LICENSE.txt")
    shutil.copy2(PACKAGING / "THIRD-PARTY-NOTICES.txt", out / "THIRD-PARTY-NOTICES.txt")
    texts = out / "licenses"
    shutil.copytree(PACKAGING / "licenses", texts, dirs_exist_ok=True)
    for folder in (assets.UI_FONT_DIR, assets.TILE_FONT_DIR):
        shutil.copy2(folder / "OFL.txt", texts / f"OFL-{folder.parent.name}-fonts.txt")
    shutil.copy2(assets.SOUND_DIR / "LICENSE", texts / "sounds.txt")
    copy_python_and_wheel_licences(texts)
    missing = [name for name in named_licences() if not (texts / name).is_file()]
    if missing:
        sys.exit(f"the notice names licence texts the build lacks: {', '.join(missing)}")
    if SYSTEM == "macos" and shutil.which("codesign"):  # the files added change the sealed
        subprocess.run(["codesign", "--force", "--deep", "--sign", "-", str(app_path())],
                       check=True)  # resources: sign the .app again (ad hoc, as PyInstaller)


def named_licences() -> set[str]:
    """The files under licenses/ that THIRD-PARTY-NOTICES.txt refers to."""
    words = (PACKAGING / "THIRD-PARTY-NOTICES.txt").read_text(encoding="utf-8").split()
    return {w.removeprefix("licenses/").rstrip(".,;)") for w in words
            if w.startswith("licenses/") and w != "licenses/"}


def copy_python_and_wheel_licences(texts: Path) -> None:
    python_licence = Path(sys.base_prefix) / "lib" / f"python{sys.version_info[0]}." \
        f"{sys.version_info[1]}" / "LICENSE.txt"
    for candidate in (python_licence, Path(sys.base_prefix) / "LICENSE.txt"):
        if candidate.is_file():
            shutil.copy2(candidate, texts / "Python.txt")
            break
    from importlib import metadata

    for dist in ("pillow", "platformdirs"):  # their wheels carry their own licence files
        for f in metadata.distribution(dist).files or ():
            if "licenses/" in str(f) or Path(str(f)).name.upper().startswith("LICENSE"):
                shutil.copy2(f.locate(), texts / f"{dist}-{Path(str(f)).name}")


def add_linux_menu_files() -> None:
    shutil.copy2(PACKAGING / f"{NAME}.desktop", app_path() / f"{NAME}.desktop")
    script = app_path() / "install-linux.sh"
    shutil.copy2(PACKAGING / "install-linux.sh", script)
    script.chmod(0o755)


def archive() -> list[Path]:
    machine = platform.machine().lower().replace("amd64", "x86_64")
    stem = DIST / f"{NAME}-{__version__}-{SYSTEM}-{machine}"
    made = []
    if SYSTEM == "linux":
        path = stem.with_name(stem.name + ".tar.gz")
        with tarfile.open(path, "w:gz", compresslevel=9) as tar:
            tar.add(app_path(), arcname=NAME)  # symlinks stay symlinks
        made.append(path)
    elif SYSTEM == "macos":
        path = stem.with_name(stem.name + ".zip")
        subprocess.run(["ditto", "-c", "-k", "--keepParent", str(app_path()), str(path)],
                       check=True)  # ditto keeps the .app's symlinks and signatures
        made.append(path)
        if shutil.which("hdiutil"):
            dmg = stem.with_name(stem.name + ".dmg")
            subprocess.run(["hdiutil", "create", "-volname", TITLE, "-srcfolder",
                            str(app_path()), "-ov", "-format", "UDZO", str(dmg)], check=True)
            made.append(dmg)
    else:
        made.append(Path(shutil.make_archive(str(stem), "zip", DIST, NAME)))
    return made


def size_on_disk(folder: Path) -> int:
    """Bytes of every file in the folder, symlinks counted as links (not their targets)."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if not p.is_dir() or p.is_symlink())


def first_frame_seconds(runs: int = 5) -> list[float]:
    """Start the program to its first drawn frame, with SDL's dummy drivers: one warm-up
    run (the files come into the disk cache, as on a second start), then `runs` timed."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    times = []
    with tempfile.TemporaryDirectory() as profile:
        for i in range(runs + 1):
            start = time.perf_counter()
            child = subprocess.Popen(
                [str(program(cli=True)), "play", "--startup-probe", "--frames", "1",
                 "--size", "1280x720", "--profile", profile],
                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
            assert child.stdout is not None
            seen = any(line.strip() == "first-frame" for line in child.stdout)
            elapsed = time.perf_counter() - start
            child.wait(timeout=60)
            if not seen:
                raise RuntimeError("the bundle exited before drawing a frame")
            if i:
                times.append(elapsed)
    return times


def smoke() -> bool:
    print(f"+ {program(cli=True)} smoke", flush=True)
    return subprocess.run([str(program(cli=True)), "smoke"]).returncode == 0


def report(archives: list[Path]) -> dict[str, object]:
    starts = first_frame_seconds()
    figures: dict[str, object] = {
        "version": __version__, "system": SYSTEM,
        "bundle": str(app_path().relative_to(ROOT)),
        "bundle_mb": round(size_on_disk(app_path()) / MB, 1),
        "archive": str(archives[0].relative_to(ROOT)),
        "archive_mb": round(archives[0].stat().st_size / MB, 1),
        "first_frame_s": round(statistics.median(starts), 3),
        "first_frame_s_runs": [round(s, 3) for s in starts],
    }
    over = [k for k, limit in BUDGETS.items() if float(figures[k]) > limit]  # type: ignore[arg-type]
    figures["over_budget"] = over
    (DIST / "build-report.json").write_text(json.dumps(figures, indent=1) + "\n")
    print(f"\n{TITLE} {__version__} for {SYSTEM}")
    print(f"  bundle        {figures['bundle_mb']:>6} MB on disk  (budget {BUDGETS['bundle_mb']})"
          f"  {figures['bundle']}")
    print(f"  archive       {figures['archive_mb']:>6} MB          (budget "
          f"{BUDGETS['archive_mb']})  {figures['archive']}")
    print(f"  first frame   {figures['first_frame_s']:>6} s warm     (budget "
          f"{BUDGETS['first_frame_s']})  median of {starts and len(starts)} runs")
    for extra in archives[1:]:
        print(f"  also          {extra.relative_to(ROOT)}")
    print("  budgets: " + ("all held" if not over else "OVER: " + ", ".join(over)))
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--smoke", action="store_true", help="run the smoke check in the build")
    parser.add_argument("--no-budgets", action="store_true",
                        help="report the budgets without failing on them")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    shutil.rmtree(app_path(), ignore_errors=True)
    pyinstaller()
    add_licences()
    if SYSTEM == "linux":
        add_linux_menu_files()
    archives = archive()
    ok = smoke() if args.smoke else True
    figures = report(archives)
    print(f"  built in {time.perf_counter() - start:.0f} s" + ("" if ok else "; SMOKE FAILED"))
    return 0 if ok and (args.no_budgets or not figures["over_budget"]) else 1


if __name__ == "__main__":
    sys.exit(main())
