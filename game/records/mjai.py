"""The engine's events as mjai events: the JSON lines Mortal, mjai.app bots and mjai-reviewer
speak. The export writes a whole record's events (every hand open); an mjai seat hears one
seat's events (`events_for`), where the others' tiles are "?".

Tiles: 1m-9m, 1p-9p, 1s-9s, E S W N, P (white) F (green) C (red), a red five "5mr".
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from game.core.model.melds import Meld, MeldKind
from game.core.model.tiles import HONOUR, Tile, tile
from game.core.table.events import (
    Called,
    Dealt,
    Discarded,
    DrawnGame,
    Drew,
    Event,
    HandStarted,
    IndicatorRevealed,
    KongDeclared,
    MatchEnded,
    NorthExtracted,
    RiichiDeposited,
    Scored,
    Won,
)
from game.records.record import record_events
from game.records.tenhou6 import ExportError, win_deltas

FORMAT = "mjai"
UNKNOWN = "?"
HONOURS = "ESWNPFC"
WINDS = "ESWN"
REASONS = {"nine_terminals": "kyushukyuhai", "four_riichi": "suucha_riichi",
           "four_kans": "suukansansen", "four_winds": "sufuurenta", "triple_ron": "sanchaho"}

Message = dict[str, Any]


def pai(t: Tile | None) -> str:
    """The mjai name of a tile ("?" for one not shown)."""
    if t is None:
        return UNKNOWN
    if t.suit == HONOUR:
        return HONOURS[t.rank - 1]
    return f"{t.rank}{t.suit}" + ("r" if t.red else "")


def tile_of(name: str) -> Tile:
    """The tile an mjai name means (ValueError for anything else)."""
    if not isinstance(name, str):
        raise ValueError(f"not a tile: {name!r}")
    if len(name) == 1 and name in HONOURS:
        return tile(HONOUR, HONOURS.index(name) + 1)
    if len(name) in (2, 3) and name[0] in "123456789" and name[1] in "mps" and (
            len(name) == 2 or (name[2] == "r" and name[0] == "5")):
        return tile(name[1], int(name[0]), red=len(name) == 3)
    raise ValueError(f"not a tile: {name[:8]!r}")


def _consumed(meld: Meld, without: Tile | None) -> list[str]:
    own = list(meld.tiles)
    if without is not None:
        own.remove(without)
    return [pai(t) for t in own]


class MjaiWriter:
    """Turns events into mjai messages, keeping what mjai asks for later: a hand's start
    waits for its first dora indicator, wins wait for the payments, riichi is said before
    its discard (`said_reach` skips that for a seat that already said it)."""

    def __init__(self, players: int, names: Sequence[str] = (), seat: int | None = None,
                 red_fives: bool = True, stick: int = 1000):
        self.players, self.names, self.seat, self.red_fives = players, list(names), seat, red_fives
        self.stick = stick
        self.start: HandStarted | None = None
        self.tehais: list[list[str]] = [[] for _ in range(players)]
        self.started = False
        self.wins: list[Won] = []
        self.draw: DrawnGame | None = None
        self.said_reach: set[int] = set()
        self.scores: list[int] = []

    def header(self) -> Message:
        out: Message = {"type": "start_game", "names": self.names, "aka_flag": self.red_fives,
                        "kyoku_first": 0}
        if self.seat is not None:
            out["id"] = self.seat
        return out

    def convert(self, events: Iterable[Event]) -> list[Message]:
        out: list[Message] = []
        for e in events:
            out.extend(self.one(e))
        return out

    def one(self, e: Event) -> list[Message]:
        handler = getattr(self, "_" + type(e).__name__, None)
        return handler(e) if handler is not None else []

    # -- the deal -------------------------------------------------------------------------

    def _HandStarted(self, e: HandStarted) -> list[Message]:
        self.start, self.started = e, False
        self.tehais = [[] for _ in range(self.players)]
        self.wins, self.draw = [], None
        self.said_reach.clear()
        self.scores = list(e.scores)
        return []

    def _Dealt(self, e: Dealt) -> list[Message]:
        names = [pai(t) for t in e.tiles] if e.tiles is not None else [UNKNOWN] * e.count
        self.tehais[e.seat].extend(names)
        return []

    def _IndicatorRevealed(self, e: IndicatorRevealed) -> list[Message]:
        if self.started or self.start is None:
            return [{"type": "dora", "dora_marker": pai(e.tile)}]
        self.started = True
        s = self.start
        return [{"type": "start_kyoku", "bakaze": WINDS[s.round_wind % 4],
                 "dora_marker": pai(e.tile), "kyoku": s.dealer + 1, "honba": s.honba,
                 "kyotaku": s.pot // self.stick, "oya": s.dealer, "scores": list(s.scores),
                 "tehais": [list(h) for h in self.tehais]}]

    # -- the play -------------------------------------------------------------------------

    def _Drew(self, e: Drew) -> list[Message]:
        return [{"type": "tsumo", "actor": e.seat, "pai": pai(e.tile)}]

    def _Discarded(self, e: Discarded) -> list[Message]:
        out: list[Message] = []
        if e.riichi and e.seat not in self.said_reach:
            out.append({"type": "reach", "actor": e.seat})
        self.said_reach.discard(e.seat)
        out.append({"type": "dahai", "actor": e.seat, "pai": pai(e.tile),
                    "tsumogiri": e.tsumogiri})
        return out

    def _RiichiDeposited(self, e: RiichiDeposited) -> list[Message]:
        deltas = [0] * self.players
        deltas[e.seat] = -e.points
        self.scores[e.seat] -= e.points
        return [{"type": "reach_accepted", "actor": e.seat, "deltas": deltas,
                 "scores": list(self.scores)}]

    def _Called(self, e: Called) -> list[Message]:
        kind = {MeldKind.CHOW: "chi", MeldKind.PUNG: "pon", MeldKind.KONG: "daiminkan"}[
            e.meld.kind]
        return [{"type": kind, "actor": e.seat, "target": e.from_seat,
                 "pai": pai(e.meld.claimed), "consumed": _consumed(e.meld, e.meld.claimed)}]

    def _KongDeclared(self, e: KongDeclared) -> list[Message]:
        if e.meld is None:
            return []
        if e.kind == "closed":
            return [{"type": "ankan", "actor": e.seat, "consumed": _consumed(e.meld, None)}]
        added = e.meld.tiles[3]
        return [{"type": "kakan", "actor": e.seat, "pai": pai(added),
                 "consumed": [pai(t) for t in e.meld.tiles[:3]]}]

    def _NorthExtracted(self, e: NorthExtracted) -> list[Message]:
        return [{"type": "kita", "actor": e.seat, "pai": pai(e.tile)}]

    # -- the end --------------------------------------------------------------------------

    def _Won(self, e: Won) -> list[Message]:
        self.wins.append(e)
        return []

    def _DrawnGame(self, e: DrawnGame) -> list[Message]:
        self.draw = e
        return []

    def _Scored(self, e: Scored) -> list[Message]:
        self.scores = list(e.scores)
        out: list[Message] = []
        dealer = self.start.dealer if self.start is not None else 0
        if self.wins:
            for w, deltas in zip(self.wins, win_deltas(self.wins, e, dealer, self.players),
                                 strict=True):
                hora: Message = {"type": "hora", "actor": w.seat,
                                 "target": w.from_seat if w.from_seat is not None else w.seat,
                                 "pai": pai(w.tile), "deltas": deltas,
                                 "ura_markers": [pai(t) for t in w.ura_indicators]}
                out.append(hora)
            out[-1]["scores"] = list(e.scores)
        else:
            ryu: Message = {"type": "ryukyoku", "deltas": list(e.deltas),
                            "scores": list(e.scores)}
            if self.draw is not None:
                if self.draw.reason in REASONS:
                    ryu["reason"] = REASONS[self.draw.reason]
                else:
                    ryu["tenpais"] = [s in self.draw.tenpai for s in range(self.players)]
            out.append(ryu)
        out.append({"type": "end_kyoku"})
        self.wins, self.draw = [], None
        return out

    def _MatchEnded(self, e: MatchEnded) -> list[Message]:
        return [{"type": "end_game", "scores": list(e.scores)}]


def export_events(doc: Mapping[str, Any]) -> list[Message]:
    """A record as mjai messages, start_game to end_game (ExportError if its variant has
    no mjai form)."""
    game, events = record_events(doc)
    if FORMAT not in game.variant.log_formats:
        raise ExportError(f"{game.variant.title} matches have no mjai form "
                          "(Riichi and Sanma do)")
    names = [p.get("name", "") for p in doc.get("players", [])]
    writer = MjaiWriter(game.rules.players, names, red_fives=bool(game.tileset.reds),
                        stick=max(1, game.rules.riichi_cost))
    out = [writer.header(), *writer.convert(events)]
    if out[-1]["type"] != "end_game":  # a match left mid-hand: its finished hands only
        ends = [i for i, m in enumerate(out) if m["type"] == "end_kyoku"]
        if not ends:
            raise ExportError("the record has no finished hand")
        out = out[:ends[-1] + 1] + [{"type": "end_game", "scores": writer.scores}]
    return out
