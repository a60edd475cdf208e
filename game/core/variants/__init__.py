"""The six rule systems, by id."""

from __future__ import annotations

from game.core.variants.base import Variant
from game.core.variants.chinese.classical import CLASSICAL
from game.core.variants.chinese.hkos import HKOS
from game.core.variants.riichi.sanma import SANMA
from game.core.variants.riichi.space import SPACE
from game.core.variants.riichi.variant import RIICHI
from game.core.variants.uzje.variant import UZJE_VARIANT as UZJE

VARIANTS: dict[str, Variant] = {v.id: v for v in (RIICHI, SANMA, SPACE, HKOS, CLASSICAL, UZJE)}


class UnknownVariant(ValueError):
    pass


def get_variant(variant_id: str) -> Variant:
    try:
        return VARIANTS[variant_id]
    except KeyError:
        known = ", ".join(VARIANTS)
        raise UnknownVariant(f"unknown variant {variant_id!r} (known: {known})") from None
