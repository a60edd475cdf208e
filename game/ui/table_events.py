"""What the table keeps from a batch of engine events before it plays them: the result's
lines and hands, the seats' revealed hands, the wall's ring after the dice, the best win of
the match, and a player's claim that lost (the timeline itself is table_anim's)."""

from __future__ import annotations

from game.core.model.melds import MeldKind
from game.core.table.events import (
    Called,
    DiceThrown,
    DrawnGame,
    Event,
    HandsRevealed,
    HandStarted,
    MatchEnded,
    Scored,
    Won,
    events_for,
)
from game.core.table.state import Phase
from game.core.table.view_fold import ViewFold
from game.records.record import sheet_of, win_words
from game.ui import table_draw as td
from game.ui import table_powers as tpw
from game.ui import table_result as tr
from game.ui import table_stage as ts


def read(scene, events: list) -> None:
    """Keep what the result screens and the table read from `events` (the player's own)."""
    for e in events:
        if isinstance(e, Called | Won) and scene.my_claim is not None:
            scene.claim_lost(e)
        if isinstance(e, Called) and e.seat == td.ME and e.meld.kind is not MeldKind.KONG \
                and not getattr(scene, "told_call_discard", False) and not scene.autoplay:
            # a call leaves no drawn tile: once a table, how to choose the discard (a
            # tester's keys found no cue after a pon)
            scene.told_call_discard = True
            scene.notify("Your discard: choose a tile with the arrow keys and Enter, or click it",
                         3.0)
        if isinstance(e, DiceThrown):
            scene.break_at = e.break_at
            scene.ring = ts.make_ring(scene)
            assert scene.builder is not None  # made by layout, before any event
            scene.builder.geo.ring = scene.ring
        elif isinstance(e, HandStarted):
            scene.revealed = {}
        elif isinstance(e, Won):
            scene.revealed[e.seat] = e.hand
            others = [w for w in events if isinstance(w, Won) and w is not e]
            scene.result = tr.describe_win(scene, e, others)
            aside = td.aside_tiles(scene.view.seats[e.seat])  # bonus tiles, Norths
            scene.win_hand = (tr.SeatHand(e.hand, e.melds, aside,
                                          tr.reading_groups(scene.tileset, e)), e.tile)
            scene.last_win, scene.show_fu, scene.draw_hands = e, False, None
            keep_best(scene, e, scene.win_hand)
        elif isinstance(e, DrawnGame):
            scene.win_hand, scene.last_win = None, None
            scene.result = tr.describe_draw(scene, e)
            scene.draw_hands = tr.seat_hands(scene.view, e.hands) if e.hands else None
            scene.drawn_game = e
            scene.revealed = dict(enumerate(e.hands))
        elif isinstance(e, HandsRevealed):  # every hand face up (a winner's as it won)
            for seat, hand in enumerate(e.hands):
                scene.revealed.setdefault(seat, tuple(x for x in hand if not x.is_bonus))
        elif isinstance(e, Scored):
            scene.settle = tr.settlement_of(scene, e)
        elif isinstance(e, MatchEnded):
            scene.match_over = e
            scene.stage.result_age = 0.0  # the final standings read before Enter leaves them


def keep_best(scene, e: Won, hand: tuple) -> None:
    """`e` as the match's best win if it pays more than the best so far (`hand`: its tiles
    as the result shows them)."""
    best = (tr.points_of(e), scene.seat_label(e.seat),
            win_words(sheet_of(e), scene.game.variant.element_label,
                      scene.game.variant.bonus_elements))
    if scene.best is None or best[0] > scene.best[0]:
        scene.best, scene.best_win, scene.best_hand = best, e, hand


def recall_best(scene, events: list[Event]) -> None:
    """A resumed match's best win so far, from the events of its replay (the match's end
    named a later, smaller win after a Continue). Each winner's set-aside tiles are as its
    seat's view had them when it won."""
    game, seat = scene.game, scene.view.seat
    rules = game.rules
    fold = ViewFold(seat, rules.players, rules.start_points, rules, game.tileset, game.grammar)
    for e in events_for(events, seat):
        if isinstance(e, Won):
            aside = td.aside_tiles(fold.view().seats[e.seat])
            keep_best(scene, e, (tr.SeatHand(e.hand, e.melds, aside), e.tile))
        fold.apply(e)


# what a hand's end tells the result screen
END_EVENTS = (Won, DrawnGame, HandsRevealed, Scored)


def recall_result(scene, events: list[Event]) -> None:
    """A match resumed at a hand's end shows that hand's result again (it came back to an
    empty box): the player's events since the hand began, read as when they were played."""
    if scene.game.phase != Phase.HAND_END:
        return
    mine = list(events_for(events, scene.view.seat))
    start = max((i for i, e in enumerate(mine) if isinstance(e, HandStarted)), default=0)
    ended = [e for e in mine[start:] if isinstance(e, END_EVENTS)]
    read(scene, ended)
    for e in ended:  # and the powers used, as its line said (a tester saw it gone)
        if isinstance(e, Scored) and scene.result:
            scene.result = list(scene.result) + tpw.result_lines(scene, e)
