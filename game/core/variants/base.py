"""What every variant provides: its name, players and options, and the hooks the engine, the
analyzer, the opponents and the window ask (tiles, grammar, scoring, procedure of play).

They ask a `Variant` these questions and never which variant it is.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from game.core.model.grammar import Grammar
from game.core.model.options import Option, Preset, matching_preset, resolve
from game.core.model.powers import POWER_OPTIONS, named
from game.core.model.sheet import ScoreSheet, ScoringRow, WinSituation
from game.core.model.tiles import TileSet
from game.core.table.rules import PlayRules
from game.core.variants.lessons import Example, Guide
from game.core.variants.prose import Prose


@dataclass(frozen=True)
class Variant(ABC):
    """A rule system: data plus small hooks. Subclasses give the abstract ones."""

    id: str
    title: str
    players: int
    options: tuple[Option, ...]
    blurb: str = ""  # one line under its name where a player picks a variant
    # The variant's own word for each kind of call (chi pon kan riichi ron tsumo gem power).
    call_words: tuple[tuple[str, str], ...] = ()
    example_hand: str = ""  # a hand worth reading, in the variant's notation ("" : none)
    compressed_seats: bool = False  # seat winds may be written H (East, West) and V
    # Outside log formats its matches can be written in ("tenhou6", "mjai"): both know only
    # the standard Riichi tiles and table (game.records.tenhou6, game.records.mjai).
    log_formats: tuple[str, ...] = ()
    # The options that change which tiles are in the set; no other option may (a test holds
    # it), so every face a variant can show is found without trying every option at once.
    tile_options: tuple[str, ...] = ()
    # Rule sets players know by name, the seed's own first ("sparrow").
    presets: tuple[Preset, ...] = ()
    # For learners: a line in our own words on what each scoring element asks (by its title
    # in `scoring_table`), and a guided first hand (None: the window offers none).
    element_notes: tuple[tuple[str, str], ...] = ()
    guide: Guide | None = None
    # The parts of the rules page it writes itself (None: only what its data says), and an
    # example hand for rows of its scoring table, by title.
    prose: Prose | None = None
    element_examples: Mapping[str, Example] = field(default_factory=dict, hash=False,
                                                     compare=False)
    # A shorter name for a narrow place (a chooser) where the title would have to shrink;
    # "": the title is short enough (see `short`).
    short_title: str = ""
    # Sheet lines that add value without naming the hand (dora): a best hand is named by
    # another line ("Tanyao", not "Dora 2 han": a tester).
    bonus_elements: frozenset[str] = frozenset()

    @property
    def short(self) -> str:
        """The variant's name where room is short."""
        return self.short_title or self.title

    def call_word(self, kind: str) -> str | None:
        """The word a player says for a call kind ("pon" is "pung" in the Chinese games);
        None for a kind of call the variant does not have."""
        return dict(self.call_words).get(kind)

    def element_note(self, title: str) -> str:
        """What a scoring element asks, in a line ("" where nothing is written for it)."""
        return dict(self.element_notes).get(title, "")

    def resolve(self, given: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Every option's value: defaults, a preset named by `given["preset"]`, then the
        other given values (OptionError on a bad one). Every variant also takes the
        Superpower options (game.core.model.powers)."""
        values = resolve(self.options + POWER_OPTIONS, given, self.presets)
        named(values["powers"])
        return values

    def filled(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """`options` with every option it lacks at its default (no checks: `resolve` does)."""
        return {o.name: o.default for o in self.options} | dict(options)

    def preset_of(self, values: Mapping[str, Any]) -> Preset | None:
        """The preset whose rules these option values are, if any."""
        return matching_preset(self.options, self.presets, values)

    @abstractmethod
    def tileset(self, options: Mapping[str, Any]) -> TileSet:
        """The tiles of the set under these options (red fives, bonus tiles, ...)."""

    @abstractmethod
    def grammar(self, options: Mapping[str, Any]) -> Grammar:
        """Which tiles make melds and which special hands win, under these options."""

    @abstractmethod
    def score(self, situation: WinSituation, options: Mapping[str, Any]) -> ScoreSheet:
        """The explained score sheet of a win, or a refusal saying why it is no legal win."""

    def element_label(self, name: str) -> str:
        """A score-sheet element's name as a player reads it (the sheet and the analyze
        contract keep the scorer's name)."""
        return name

    @abstractmethod
    def scoring_table(self, options: Mapping[str, Any]) -> tuple[ScoringRow, ...]:
        """Every element `score` can put on a sheet under these options, read from the tables
        the scorer itself uses (the rules page lists them), in the order of the table."""

    def players_for(self, options: Mapping[str, Any]) -> int:
        return self.players

    def play_rules(self, options: Mapping[str, Any]) -> PlayRules:
        """The procedure of play under these options: walls, deal, claims, match flow."""
        return PlayRules(players=self.players_for(options))
