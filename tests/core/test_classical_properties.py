"""Classical scoring and settlement over generated hands: sheets add up, settlements sum to zero."""

from __future__ import annotations

from collections import Counter

from hypothesis import assume, given, settings
from hypothesis import strategies as st
from test_classical_scoring import lose, win

from game.core.model.tiles import MPSZ
from game.core.variants.chinese.classical_settlement import payments, settle

WINDS = ("E", "S", "W", "N")


SET = st.tuples(st.sampled_from(["chow", "pung", "kong"]), st.sampled_from("mpsz"),
                st.integers(1, 9), st.booleans())


@st.composite
def complete_hands(draw: st.DrawFn) -> tuple[str, str, str, str]:
    """Four sets and a pair, some exposed; returns (concealed, win tile, melds, by)."""
    sets = draw(st.lists(SET, min_size=4, max_size=4))
    pair = draw(st.tuples(st.sampled_from("mpsz"), st.integers(1, 9)))
    counts: Counter[tuple[str, int]] = Counter()
    concealed: list[str] = []
    melds: list[str] = []
    for kind, suit, rank, exposed in sets:
        if suit == "z":
            rank = (rank - 1) % 7 + 1
            kind = "pung" if kind == "chow" else kind
        if kind == "chow":
            rank = min(rank, 7)
            ranks = [rank, rank + 1, rank + 2]
        else:
            ranks = [rank] * (4 if kind == "kong" else 3)
        counts.update((suit, r) for r in ranks)
        text = "".join(map(str, ranks)) + suit
        if kind == "kong":  # a kong is always declared, open or concealed
            melds.append(text if exposed else "!" + text)
        elif exposed:
            melds.append(text)
        else:
            concealed.append(text)
    suit, rank = pair
    rank = (rank - 1) % 7 + 1 if suit == "z" else rank
    counts[(suit, rank)] += 2
    assume(max(counts.values()) <= 4)
    concealed.append(f"{rank}{rank}{suit}")
    hand = "".join(concealed)
    win_tile = draw(st.sampled_from(MPSZ.parse(hand)))
    by = draw(st.sampled_from(["ron", "tsumo"]))
    return hand, MPSZ.format([win_tile]), " ".join(melds), by


@settings(max_examples=150, deadline=None)
@given(complete_hands(), st.sampled_from(WINDS), st.sampled_from(WINDS),
       st.lists(st.sampled_from(["1f", "2f", "3f", "4f", "1g", "2g", "3g", "4g"]),
                unique=True, max_size=4))
def test_every_sheet_adds_up(hand, seat, prevailing, bonus):
    concealed, win_tile, melds, by = hand
    sheet = win(concealed, win_tile, melds, by, seat, prevailing, "".join(bonus))
    assert sheet.valid, sheet.reason
    assert 0 < sheet.points <= 1000
    if sheet.total == {"limit": 1}:
        assert sheet.points == 1000
    else:
        p = sum(e.value for e in sheet.elements if e.unit == "points")
        d = sum(e.value for e in sheet.elements if e.unit == "doubles")
        assert sheet.total == {"points": p, "doubles": d}
        assert sheet.points == min(p * 2**d, 1000)
        assert p >= 20  # at least the Mah Jong base
    assert sum(sheet.payments.values()) == 0 and sheet.payments[seat] == 3 * sheet.points + (
        sheet.points if seat != "E" else 3 * sheet.points)
    # the same tiles as a losing hand score too (a loser may declare them otherwise).
    loser = lose(concealed, melds, seat, prevailing, "".join(bonus))
    assert loser.valid and 0 <= loser.points <= 1000


@given(
    st.dictionaries(st.sampled_from(WINDS), st.integers(0, 1000), min_size=4, max_size=4),
    st.sampled_from(WINDS), st.sampled_from((None, *WINDS)), st.sampled_from(("winner", "all")),
)
def test_settlement_sums_to_zero(scores, winner, cannon, cannon_pays):
    if cannon == winner:
        cannon = None
    net = settle(scores, winner, cannon, cannon_pays)
    assert sum(net.values()) == 0
    paid_to_winner = sum(p.amount for p in payments(scores, winner, cannon, cannon_pays)
                         if p.payee == winner)
    expected = sum(scores[winner] * (2 if "E" in (s, winner) else 1) for s in WINDS if s != winner)
    assert paid_to_winner == expected
    if cannon is not None:
        payers = {p.payer for p in payments(scores, winner, cannon, cannon_pays)
                  if p.payee == winner}
        assert payers == {cannon}

