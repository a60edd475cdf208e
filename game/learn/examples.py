"""An example hand for every row of every variant's scoring table, written as analyze requests
(docs/ANALYZE.md) so the rules page draws them and a test scores each one. Each variant holds
its own (`Variant.element_examples`); this is where the learning screens ask for them."""

from __future__ import annotations

from game.core.variants import get_variant
from game.core.variants.lessons import Example


def example(variant_id: str, title: str) -> Example | None:
    """The example hand of a scoring row, or None where there is none."""
    return get_variant(variant_id).element_examples.get(title)
