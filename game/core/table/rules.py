"""The procedure of play of a variant as data: walls, deal, claims, kongs, riichi, match flow."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.core.model.melds import Meld
from game.core.model.tiles import Tile
from game.core.settlement import HandOutcome, Settlement


@dataclass(frozen=True)
class PlayRules:
    """Everything the engine needs to run a variant's hands and matches, as plain values.

    Each variant module builds one from its options (`Variant.play_rules`); the engine reads
    these fields and never asks which variant it runs.
    """

    players: int = 4
    hand_size: int = 13
    # The deal: each seat in turn takes `deal[i]` tiles, round by round (riichi 4-4-4-1).
    deal: tuple[int, ...] = (4, 4, 4, 1)
    dealer_extra: bool = False  # the dealer takes a 14th tile in the deal (classical)
    dice: int = 2  # dice thrown to break the wall
    # Dead wall: how many tiles, how many of them are replacement tiles (the rest hold the
    # indicators), whether it is kept at size from the live wall after each replacement.
    dead_wall: int = 14
    replacement_tiles: int = 4
    replenish: bool = True
    indicators: bool = False  # dora indicators (and ura) in the dead wall
    # Indicator pairs a hand may turn up (dora and four kan dora). Those the dead wall has no
    # room for beside its replacement tiles (sanma: 8 leave room for 3) lie on the tiles it
    # takes from the live wall's end as it is replenished, where its indicator row goes on.
    indicator_pairs: int = 0
    bonus_from_live: bool = False  # bonus tiles are replaced from the live wall (classical)
    bonus_auto: bool = True  # bonus tiles are revealed at once; False: by an action (classical)
    turn_up_per_exposed_kong: bool = False  # Ùzje: each exposed quad turns a dead-wall tile up
    hide_concealed_kongs: bool = False  # Ùzje: others see four backs until the hand ends
    shared_discards: bool = False  # Ùzje: one sorted pile
    chow_from: str = "left"  # "left", "any" or "none"
    multi_ron: bool = False  # several players may win on one discard (riichi)
    riichi: bool = False
    riichi_cost: int = 1000
    kuikae: bool = False  # forbid discarding the called tile or the other end of the run
    furiten: bool = False
    furiten_riichi: bool = True  # riichi may be declared on a wait among one's own discards
    karaten_riichi: bool = True  # riichi may be declared on waits one holds all copies of
    atozuke: bool = True  # False: a win needs every wait of the hand to be a legal win too
    north_extraction: bool = False  # sanma: set a North aside and draw a replacement
    original_call: bool = False  # classical: declared with the first discard
    kong_only_after_wall_draw: bool = False  # classical: concealed/added kong right after a draw
    # Which forms may rob a concealed kong ("thirteen_orphans"); "" for none.
    rob_concealed_kong: str = ""
    # nine_terminals four_riichi four_kans four_winds, and triple_ron (three rons abort)
    abortive: frozenset[str] = frozenset()
    noten_total: int = 0  # exhaustive draw: noten players pay this in total to the tenpai ones
    max_kongs: int = 4  # a fifth kong is never legal (riichi: four kongs by several abort)
    # Match flow.
    start_points: int = 25000
    target: int = 30000  # riichi family: the extension ends when someone reaches it
    winds: int = 2  # prevailing winds played (East-South = 2)
    extension: bool = False  # riichi: one more wind when the leader is under target
    tobi: bool = False  # the match ends when someone is below 0
    # The last dealer in first place at the target ends the match by a win ("win") or also
    # by tenpai at a draw ("win_or_tenpai"); "": never (riichi).
    agari_yame: str = ""
    bankrupt_at_zero: bool = False  # hkos: ends when someone has no points left
    dealer_keeps_on_win: bool = True
    dealer_keeps_on_draw: str = "tenpai"  # "always", "tenpai" or "never"
    honba: int = 0  # riichi: 300 per counter on a win
    uma: tuple[int, ...] = ()  # riichi option: uma by rank (thousands) and oka to the first
    oka: bool = True  # with uma: first place takes (target - start) from each; else none
    # Kan dora: "late_open" a closed kong's indicator at once, an open or added one's after
    # its discard; "now" every one at once; "" none. `kan_ura`: their ura indicators count.
    kan_dora: str = "late_open"
    kan_ura: bool = True
    # Pao: the groups whose last set makes its feeder liable (dragons winds kans).
    pao: frozenset[str] = frozenset({"dragons", "winds"})
    bonus_win: int = 0  # hkos: holding this many different bonus tiles wins at once
    rob_any_kong: bool = False  # classical: the others may win on any kong, open ones too
    # The variant's settlement of a won hand: every payment, with the honba and riichi sticks
    # where the variant has them (None: each winner is paid its sheet's payments).
    settle: Callable[[HandOutcome], Settlement] | None = field(default=None, compare=False)
    # Nagashi mangan (riichi option): the settlement of the seats that made it at an
    # exhaustive draw (seats, dealer, players), in place of the noten payments.
    settle_nagashi: Callable[[tuple[int, ...], int, int], Settlement] | None = field(
        default=None, compare=False)
    # Letting off a cannon (classical): whether discarding `tile` is dangerous against a
    # winner showing these melds (None: never), and the live-wall size at or below which a
    # discard not yet seen is dangerous too (0: never). The engine judges the safe choice.
    dangerous: Callable[[tuple[Meld, ...], Tile], bool] | None = field(
        default=None, compare=False)
    cannon_late_wall: int = 0
    notes: tuple[str, ...] = field(default=())

    @property
    def hand_with_draw(self) -> int:
        return self.hand_size + 1
