"""Notes on an analyze request that is readable but describes no win a table could see: a flag
no rule knows, a replacement tile with no kong to give one, a robbed kong whose tiles the
winner holds too, an earthly win off a discard that was not East's, more plain fives than
the set has. The win is scored as asked (ANALYZE.md: flags a variant lacks are ignored, and
outside checkers send such situations), and the answer says what does not add up."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from game.core.model.melds import Meld, MeldKind
from game.core.model.tiles import Tile, TileSet
from game.core.variants.win_common import REPLACEMENT_FLAGS, ROB_FLAGS

# ANALYZE.md's flag names, and the one the engine adds for Classical's thirteenth win.
KNOWN_FLAGS = frozenset((
    "riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan", "tenhou",
    "chiihou", "first_draw", "last_tile", "last_discard", "replacement", "rob_kong",
    "original_call", "kong_upon_kong", "heavens_blessing", "earths_blessing",
    "thirteenth_mah_jong"))


def flag_notes(flags: frozenset[str], hand: Sequence[Tile], melds: Sequence[Meld],
               win_tile: Tile, by: str, discarder: str | None, dead_wall_bonus: bool,
               north: int) -> list[str]:
    """What the flags claim that these tiles and seats cannot have had. `dead_wall_bonus`:
    a bonus tile was held and the rules replace bonus tiles from the dead wall."""
    notes = [f"win.flags: {f!r} is no flag of the analyze contract; ignored"
             for f in sorted(flags - KNOWN_FLAGS)]
    kongs = sum(m.kind is MeldKind.KONG for m in melds)
    dead_wall = set(flags) & set(REPLACEMENT_FLAGS)
    if by == "tsumo" and dead_wall and not (kongs or north or dead_wall_bonus):
        notes.append("win.flags: a replacement tile, but no kong shown to give one; scored "
                     "as asked")
    robbed = set(flags) & set(ROB_FLAGS)
    held = sum(t.plain is win_tile.plain for t in [*hand, *(t for m in melds for t in m.tiles)])
    if by == "ron" and robbed and held > 1:
        notes.append(f"win.flags: {min(robbed)}: the hand holds {held} of the robbed kong's "
                     "tile; scored as asked")
    if by == "ron" and "earths_blessing" in flags and discarder not in (None, "E"):
        notes.append(f"win.flags: earths_blessing is off East's first discard, not "
                     f"{discarder}'s; scored as asked")
    return notes


def plain_notes(ts: TileSet, hand: Sequence[Tile], melds: Sequence[Meld]) -> list[str]:
    """Kinds held in more plain copies than the set has beside its red ones (a kong of fives
    holds the red five where the options use one)."""
    tiles = [*hand, *(t for m in melds for t in m.tiles)]
    out = []
    for kind, n in Counter(t for t in tiles if not t.red).items():
        reds = sum(r.plain is kind for r in ts.reds)
        if reds and n > ts.copies - reds:
            text = ts.format([kind])
            out.append(f"hand: {n} plain {text}, but the set has {ts.copies - reds} and a red "
                       f"0{text[-1]}; scored as written")
    return out
