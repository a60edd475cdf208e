"""Every pinned seeded match replays to its golden digests (scores, action log, event stream)."""

from __future__ import annotations

import json

import pytest

from tests.core.golden import GOLDEN, MATCHES, key, play

PINNED = json.loads(GOLDEN.read_text())


def test_every_pinned_match_has_a_golden_entry() -> None:
    assert sorted(PINNED) == sorted(key(*m) for m in MATCHES)


@pytest.mark.parametrize("match", MATCHES, ids=[key(*m) for m in MATCHES])
def test_a_seeded_match_replays_to_its_golden_digests(match) -> None:
    got = play(*match)
    want = PINNED[key(*match)]
    # Scores and the action log first: a change there is a change of play, not of reporting.
    assert (got["scores"], got["hands"], got["actions"]) == (
        want["scores"], want["hands"], want["actions"])
    assert got["events"] == want["events"]
