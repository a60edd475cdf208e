"""The special forms of a hand, read by the shape search: seven pairs (with Ùzje's Zero in
each of its roles), the orphans hands and the long straight, and the tiles completing them."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product

from game.core.model.grammar import Grammar, Orphans

HAND_SIZE = 14  # four melds and a pair; a kong counts as one meld

Decomp = tuple[int, ...]  # sorted group ids


class SpecialForms:
    """The special forms of a grammar; Search builds what they read."""

    grammar: Grammar
    hub: int | None  # the kind that plays in several suits (Ùzje's Zero), if any
    hub_pairs: tuple[int, ...]  # group ids of the hub's pair in each of its roles
    pair_gid: list[int]  # the group id of each kind's pair
    orphan_needs: list[tuple[Orphans, list[int], list[int]]]  # form, copies, kinds

    def seven_pairs(self, counts: Sequence[int]) -> list[Decomp]:
        """Each way to read the hand as seven pairs (several only when Zero's role varies)."""
        g = self.grammar
        if not g.seven_pairs or sum(counts) != HAND_SIZE:
            return []
        allowed = (0, 2, 4) if g.seven_pairs_allow_quads else (0, 2)
        if any(c not in allowed for c in counts):
            return []
        fixed: list[int] = []
        hub_pairs = 0
        for i, c in enumerate(counts):
            if i == self.hub:
                hub_pairs = c // 2
            else:
                fixed.extend([self.pair_gid[i]] * (c // 2))
        if not hub_pairs:
            return [tuple(sorted(fixed))]
        return sorted({tuple(sorted(fixed + list(roles)))
                       for roles in product(self.hub_pairs, repeat=hub_pairs)})

    def orphans(self, full: Sequence[int]) -> list[str]:
        """The orphans forms these counts (the whole hand) make."""
        out = []
        for o, need, kinds in self.orphan_needs:
            if any(c and not need[i] for i, c in enumerate(full)):
                continue
            extra = [full[i] - need[i] for i in kinds]
            if min(extra) < 0 or sum(extra) != o.extra:
                continue
            out.append(str(o.name))
        return out

    def long_straight(self, full: Sequence[int]) -> bool:
        return any(sum(full) == len(run) and all(full[i] == 1 for i in run)
                   for run in self.grammar.long_straights)

    def special_waits(self, counts: Sequence[int], full: Sequence[int] | None,
                      pairs_allowed: bool) -> list[int]:
        """Kinds completing a special form: `counts` concealed, `full` with the declared melds
        that may stand in an orphans hand or long straight (None: none may)."""
        out: set[int] = set()
        if pairs_allowed and self.grammar.seven_pairs:
            odd = [i for i, c in enumerate(counts) if c % 2]
            if len(odd) == 1 and self.seven_pairs(_plus(counts, odd[0])):
                out.add(odd[0])
        if full is not None:
            held = {i for i, c in enumerate(full) if c}
            for o in self.grammar.orphans:
                if held <= set(o.required):
                    out.update(k for k in set(o.required) if self.orphans(_plus(full, k)))
            for run in self.grammar.long_straights:
                if held <= set(run) and max(full) <= 1:
                    out.update(k for k in run if not full[k] and self.long_straight(
                        _plus(full, k)))
        return sorted(out)


def _plus(counts: Sequence[int], k: int) -> list[int]:
    out = list(counts)
    out[k] += 1
    return out
