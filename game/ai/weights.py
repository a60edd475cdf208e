"""How a level weighs what it knows: the weights personalities and placement shift."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Weights:
    """How a level weighs what it knows; personalities shift these, never the knowledge."""

    push: float = 1.0  # multiplies the danger a hand accepts (aggressive > 1, cautious < 1)
    greed: float = 1.0  # multiplies the value of big plans over the cheapest paying one
    call: float = 1.0  # multiplies what a call must gain to be made (call-happy < 1)
    riichi: float = 1.0  # readiness to declare riichi over staying quiet
