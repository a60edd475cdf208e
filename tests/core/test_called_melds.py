"""Every meld the table lays from a claim is the meld the analyze contract reads in the same
tiles: kind, suit and step. The engine once laid an Ùzje gem claimed from the left as an
arith, so a win scored at the table lost the gem's 0.4 fan that `analyze` counted."""

from __future__ import annotations

from collections import Counter

import pytest

from game.ai.selfplay import play_match
from game.core.hands.shapes import parse_meld
from game.core.model.melds import MeldKind
from game.core.table.events import Called

SEEDS = {"riichi": (1,), "space": (1,), "hkos": (1,), "classical": (1,), "uzje": (1, 2, 3, 11)}


@pytest.mark.parametrize("variant", sorted(SEEDS))
def test_claimed_melds_read_as_analyze_reads_their_tiles(variant):
    kinds: Counter[MeldKind] = Counter()

    def check(game, events):
        for e in events:
            if isinstance(e, Called):
                read = parse_meld(game.grammar, e.meld.tiles, True)
                assert (e.meld.kind, e.meld.suit, e.meld.step) == (read.kind, read.suit,
                                                                   read.step), e.meld
                kinds[e.meld.kind] += 1

    for seed in SEEDS[variant]:
        play_match(variant, seed, check=check)
    assert kinds[MeldKind.CHOW] + kinds[MeldKind.PUNG] > 0
    if variant == "uzje":  # the claims that went wrong were met
        assert kinds[MeldKind.GEM] + kinds[MeldKind.POWER] > 0, kinds
