"""The screens the title opens by name, each imported where it is named (no module names built
from strings), so a bundler collects them all and start-up imports none of them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Screen = Callable[..., Any]  # a scene class: Screen(app, **options)


def _analyzer() -> Screen:
    from game.ui.analyzer import Analyzer

    return Analyzer


def _practice() -> Screen:
    from game.ui.practice import Practice

    return Practice


def _records() -> Screen:
    from game.ui.records import Records

    return Records


def _replay() -> Screen:
    from game.ui.replay import ReplayScreen

    return ReplayScreen


def _rules() -> Screen:
    from game.ui.rules import RulesScreen

    return RulesScreen


def _tutorial() -> Screen:
    from game.ui.tutorial import Tutorial

    return Tutorial


def _stats() -> Screen:
    from game.ui.stats import Stats

    return Stats


SCREENS: dict[str, Callable[[], Screen]] = {
    "analyzer": _analyzer,
    "practice": _practice,
    "records": _records,
    "replay": _replay,
    "rules": _rules,
    "stats": _stats,
    "tutorial": _tutorial,
}


def screen(name: str) -> Screen:
    """The scene class of a screen the title opens by name (KeyError for another name)."""
    return SCREENS[name]()
