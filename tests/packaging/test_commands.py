"""The program's front door: every command listed and reachable by a name a bundler can see,
the version, the smoke run's verdict, and a windowed start with no console streams."""

import ast
import importlib
import os
import pkgutil
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import game
import game.benchmarks
import game.ui
from game.benchmarks import sections
from game.cli import COMMANDS, main
from game.commands import smoke
from game.ui.screens import SCREENS, screen

GAME = Path(game.__file__).parent


def test_help_lists_every_command_and_version_matches_the_installed_metadata(capsys):
    assert main(["--help"]) == 0
    text = capsys.readouterr().out
    for name in ["play", "analyze", "selfplay", "bench", "tiles", "export", "options", "smoke"]:
        assert f"\n  {name} " in text
    assert set(COMMANDS) == {"play", "analyze", "selfplay", "bench", "tiles", "export", "options",
                             "smoke"}
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"sparrow-mahjong {game.__version__}"
    assert metadata.version("sparrow-mahjong") == game.__version__
    assert main(["no-such-command"]) == 2
    assert "smoke" in capsys.readouterr().err


def test_no_module_is_imported_by_a_name_built_at_run_time():
    """A bundler collects what import statements name; a computed name is left out."""
    offenders = []
    for path in GAME.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr in ("import_module",
                                                                  "iter_modules"):
                offenders.append(f"{path.relative_to(GAME)}:{node.lineno}")
            if isinstance(node, ast.Name) and node.id == "__import__":
                offenders.append(f"{path.relative_to(GAME)}:{node.lineno}")
    assert offenders == []


def test_every_screen_module_is_in_the_title_registry():
    with_screen = {m.name for m in pkgutil.iter_modules(game.ui.__path__)
                   if "\nSCREEN = " in (GAME / "ui" / f"{m.name}.py").read_text("utf-8")}
    assert with_screen == set(SCREENS)
    for name in SCREENS:
        module = sys.modules[screen(name).__module__]
        assert module.SCREEN is screen(name)


def test_every_bench_module_is_a_named_section():
    on_disk = {m.name for m in pkgutil.iter_modules(game.benchmarks.__path__)
               if hasattr(importlib.import_module(f"game.benchmarks.{m.name}"), "SECTION")}
    assert len(on_disk) >= 5  # the samples module beside them is data, not a section
    assert {m.__name__.rsplit(".", 1)[1] for m in sections().values()} == on_disk
    assert list(sections()) == sorted(sections())


def test_smoke_runs_checks_and_fails_when_one_fails(capsys, monkeypatch):
    assert smoke.run(["--only", "screen title", "--only", "command analyze",
                      "--frames", "3"], main, tuple(COMMANDS)) == 0
    out = capsys.readouterr().out
    assert "ok    screen title" in out and "ok    command analyze" in out
    assert "2 of 2 checks ok, 0 failed" in out
    gone = GAME / "sounds" / "no-such-sound.wav"
    real = smoke.assets.expected
    monkeypatch.setattr(smoke.assets, "expected", lambda: [*real(), gone])
    assert smoke.run(["--only", "files"], main, tuple(COMMANDS)) == 1
    out = capsys.readouterr().out
    assert "FAIL  files" in out and "no-such-sound.wav" in out


def test_smoke_counts_a_logged_warning_as_a_failure(capsys, monkeypatch):
    def warns():
        smoke.logging.getLogger("game.ui").warning("something is off")
        return "done"

    monkeypatch.setattr(smoke.Smoke, "checks", lambda self: [("warning", warns)])
    assert smoke.run([], main, tuple(COMMANDS)) == 1
    assert "FAIL  warning" in capsys.readouterr().out


def test_a_windowed_start_without_console_streams_still_answers():
    """Windows starts a windowed program with sys.stdout and sys.stderr set to None."""
    code = ("import sys; sys.stdout = sys.stderr = None\n"
            "from game.cli import main\n"
            "raise SystemExit(main(['--version']) + main(['--help']) + main(['nope']) - 2)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60, env=dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1"))
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr


def test_in_the_built_program_each_commands_usage_names_it_by_its_own_name(capsys,
                                                                          monkeypatch):
    """The bundle's `play --help` said "usage: python -m game play": it has no python -m."""
    import contextlib

    monkeypatch.setattr(sys, "frozen", True, raising=False)
    for command in ["play", "analyze", "selfplay", "bench", "export", "options", "smoke"]:
        with contextlib.suppress(SystemExit):  # argparse's --help exits; main may catch it
            main([command, "--help"])
        usage = capsys.readouterr().out.splitlines()[0]
        assert usage.startswith(f"usage: sparrow-mahjong {command}"), usage
    assert "--profile DIR" in (main(["--help"]), capsys.readouterr().out)[1]
