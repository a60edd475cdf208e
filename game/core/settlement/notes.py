"""A settlement's notes in words, as the table's result and the replay both say them: a
cannon let off, the riichi sticks and the honba the winner takes (read from the payments,
never worked out again)."""

from __future__ import annotations

from collections.abc import Callable

from game.core.settlement import Reason, Settlement


def says(who: str, verb: str) -> str:
    """A verb agreeing with its subject: "You take", "Heron takes"."""
    return f"{who} {verb}" if who == "You" else f"{who} {verb}s"


def settlement_notes(paid: Settlement, label: Callable[[int], str]) -> list[str]:
    """What a result says besides the hand and each seat's change."""
    out = []
    if paid.cannon is not None:
        out.append(f"{label(paid.cannon)} let off a cannon")
    for p in paid.payments:
        if p.reason is Reason.STICKS:
            count = paid.sticks
            out.append(f"{says(label(p.payee), 'take')} {count} riichi "
                       f"stick{'s' if count != 1 else ''} (+{p.amount:,})")
    honba = [p for p in paid.payments if p.reason is Reason.HONBA]
    if honba:
        who = label(honba[0].payee)
        out.append(f"{says(who, 'take')} {paid.honba} honba "
                   f"(+{sum(p.amount for p in honba):,})")
    return out
