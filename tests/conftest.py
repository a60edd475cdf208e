"""Test-wide set-up: headless SDL drivers before anything imports pygame."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def pytest_terminal_summary(terminalreporter):
    """The soak's totals by variant (tests/core/test_engine_soak.py), from the parts that
    passed in this run (with pytest-xdist, from every worker)."""
    totals: dict[str, dict[str, int]] = {}
    for report in terminalreporter.stats.get("passed", []):
        for name, value in getattr(report, "user_properties", ()):
            if name == "soak":
                row = totals.setdefault(value["variant"], {"parts": 0, "matches": 0,
                                                           "hands": 0, "events": 0})
                row["parts"] += 1
                for key in ("matches", "hands", "events"):
                    row[key] += value[key]
    if totals:
        terminalreporter.section("soak totals")
        for variant, row in sorted(totals.items()):
            terminalreporter.write_line(
                f"{variant:10} {row['matches']:6} matches {row['hands']:8} hands "
                f"{row['events']:10} events ({row['parts']} parts)")
