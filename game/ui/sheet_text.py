"""How a scorer's limit names read on screen: capitalised as players say them ("Haneman",
"Kazoe yakuman"), and a fu detail in rows that add up. Element names read through their
variant (`Variant.element_label`)."""

from __future__ import annotations


def limit_text(name: str) -> str:
    """A limit's name as a heading: its first letter capital (the rest as the scorer says)."""
    return name[:1].upper() + name[1:]


def fu_rows(items: list[dict], most: int, total: int = 0) -> list[tuple[str, int]]:
    """The fu detail in at most `most` rows that still add up: like items as one ("Closed
    pung ×2"), the rounding up to the hand's `total` as a row of its own where one is left,
    and what does not fit as one last row ("Double wind pair, Single wait"; a tester added
    up four of six rows and found 36 of 52 fu, and could not see where 54 became 60)."""
    grouped: dict[str, list[int]] = {}
    for item in items:
        grouped.setdefault(str(item["name"]), []).append(int(item["fu"]))
    rows = [(name if len(fus) == 1 else f"{name} \u00d7{len(fus)}", sum(fus))
            for name, fus in grouped.items()]
    counted = sum(fu for _, fu in rows)
    if total > counted and len(rows) < most:  # where a row is left for it: the items first
        rows.append((f"Rounded up to {total}", total - counted))
    if len(rows) <= most:
        return rows
    kept, rest = rows[:most - 1], rows[most - 1:]
    return [*kept, (", ".join(name for name, _ in rest), sum(fu for _, fu in rest))]
