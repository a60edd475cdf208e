"""A Riichi or Sanma record as tenhou.net/6 JSON: the log form the tenhou viewer, mjai-reviewer
and NAGA read (docs/records.md says what each field holds).

Each hand is one array: [round, honba, sticks], the scores, the dora and ura indicators, then
per seat its 13 dealt tiles, what it took (draws as tile codes, calls as strings) and what it
gave (discards, 60 for the tile just drawn, riichi "r..", kongs, "f44" for a North set
aside), and last the result: "和了" with each win's payments and score text, or the draw.
Sanma keeps four seats with the fourth empty, as tenhou writes it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.model.melds import Meld, MeldKind
from game.core.model.tiles import Tile
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
    NorthExtracted,
    Scored,
    Won,
)
from game.records.record import record_events, sheet_of

FORMAT = "tenhou6"
TSUMOGIRI = 60
CALLED_AWAY = 0  # the discard slot of an open kong, which discards nothing
AGARI = "和了"
EXHAUSTIVE, ALL_TENPAI, ALL_NOTEN = "流局", "全員聴牌", "全員不聴"
ABORTIVE = {"nine_terminals": "九種九牌", "four_riichi": "四家立直", "four_kans": "四槓散了",
            "four_winds": "四風連打", "triple_ron": "三家和了"}
NAGASHI = "流し満貫"  # an exhaustive draw paid as nagashi mangan (the deltas follow)
WINDS_JA = "東南西北"
LIMITS = {"mangan": "満貫", "haneman": "跳満", "baiman": "倍満", "sanbaiman": "三倍満"}
YAKU_JA = {
    "Menzen tsumo": "門前清自摸和", "Riichi": "立直", "Ippatsu": "一発", "Chankan": "槍槓",
    "Rinshan kaihou": "嶺上開花", "Haitei": "海底摸月", "Houtei": "河底撈魚", "Pinfu": "平和",
    "Tanyao": "断幺九", "Iipeikou": "一盃口", "Yakuhai (white dragon)": "役牌 白",
    "Yakuhai (green dragon)": "役牌 發", "Yakuhai (red dragon)": "役牌 中",
    "Double riichi": "両立直", "Chiitoitsu": "七対子", "Chanta": "混全帯幺九",
    "Ittsuu": "一気通貫", "Sanshoku doujun": "三色同順", "Sanshoku doukou": "三色同刻",
    "Sankantsu": "三槓子", "Toitoi": "対々和", "Sanankou": "三暗刻", "Shousangen": "小三元",
    "Honroutou": "混老頭", "Ryanpeikou": "二盃口", "Junchan": "純全帯幺九", "Honitsu": "混一色",
    "Chinitsu": "清一色", "Daisangen": "大三元", "Suuankou": "四暗刻",
    "Suuankou tanki": "四暗刻単騎", "Tsuuiisou": "字一色", "Ryuuiisou": "緑一色",
    "Chinroutou": "清老頭", "Chuuren poutou": "九蓮宝燈", "Junsei chuuren": "純正九蓮宝燈",
    "Kokushi": "国士無双", "Daisuushii": "大四喜", "Shousuushii": "小四喜",
    "Suukantsu": "四槓子", "Tenhou": "天和", "Chiihou": "地和", "Dora": "ドラ",
    "Kan dora": "ドラ", "Ura dora": "裏ドラ", "Kan ura dora": "裏ドラ", "Red fives": "赤ドラ",
    "Nukidora": "抜きドラ",
}
_SUIT_BASE = {"m": 10, "p": 20, "s": 30, "z": 40}
_RED_CODE = {"m": 51, "p": 52, "s": 53}


class ExportError(ValueError):
    """A record this format cannot hold (another variant, or no hand played)."""


def tile_code(t: Tile) -> int:
    """tenhou's number of a tile: 11-19 characters, 21-29 circles, 31-39 bamboo, 41-47 East
    South West North White Green Red, 51-53 the red fives."""
    return _RED_CODE[t.suit] if t.red else _SUIT_BASE[t.suit] + t.rank


def _string(letter: str, tiles: Sequence[Tile], at: int) -> str:
    """A call string: the tile codes with `letter` before the tile at `at`."""
    codes = [f"{tile_code(t):02d}" for t in tiles]
    return "".join(codes[:at]) + letter + "".join(codes[at:])


def _own(meld: Meld) -> list[Tile]:
    own = list(meld.tiles)
    if meld.claimed is not None:
        own.remove(meld.claimed)
    return own


def _position(seat: int, source: int, players: int) -> int:
    """Where the caller's tiles put the called one: 0 from the left (kamicha), 1 from across,
    2 from the right; `source` is the discarder relative to the caller (1 next, ...)."""
    if source == players - 1:
        return 0
    return 1 if players == 4 and source == 2 else 2


def call_string(meld: Meld, players: int) -> str:
    """A claimed meld as the caller's take: "c" chi, "p" pon, "m" open kong."""
    assert meld.claimed is not None and meld.source is not None
    own = _own(meld)
    if meld.kind is MeldKind.CHOW:
        return _string("c", [meld.claimed, *own], 0)
    at = _position(0, meld.source, players)
    if meld.kind is MeldKind.KONG and at == 2:
        at = 3  # an open kong from the right: the claimed tile after all three
    letter = "m" if meld.kind is MeldKind.KONG else "p"
    return _string(letter, [*own[:at], meld.claimed, *own[at:]], at)


def kong_string(kind: str, meld: Meld, players: int) -> str:
    """A kong made in the turn, as the seat's discard: "a" closed, "k" added to a pon."""
    if kind == "closed":
        return _string("a", meld.tiles, 3)
    pon = Meld(MeldKind.PUNG, meld.tiles[:3], True, meld.suit, 0, meld.claimed, meld.source)
    own = _own(pon)
    at = _position(0, meld.source or players - 1, players)
    return _string("k", [*own[:at], meld.tiles[3], meld.claimed or meld.tiles[0], *own[at:]], at)


class _Hand:
    """One hand's array, filled event by event."""

    def __init__(self, start: HandStarted, players: int, stick: int):
        self.players = players
        self.start = start
        self.info = [start.round_wind * 4 + start.dealer, start.honba, start.pot // stick]
        self.dora: list[int] = []
        self.ura: list[int] = []
        self.dealt: list[list[Tile]] = [[] for _ in range(players)]
        self.takes: list[list[Any]] = [[] for _ in range(players)]
        self.gives: list[list[Any]] = [[] for _ in range(players)]
        self.wins: list[Won] = []
        self.draw: DrawnGame | None = None
        self.result: list[Any] = []

    def add(self, e: Event, tileset) -> None:
        if isinstance(e, Dealt) and e.tiles:
            self.dealt[e.seat].extend(e.tiles)
        elif isinstance(e, IndicatorRevealed):
            self.dora.append(tile_code(e.tile))
        elif isinstance(e, Drew) and e.tile is not None:
            self.takes[e.seat].append(tile_code(e.tile))
        elif isinstance(e, Discarded):
            code = TSUMOGIRI if e.tsumogiri else tile_code(e.tile)
            self.gives[e.seat].append(f"r{code}" if e.riichi else code)
        elif isinstance(e, Called):
            self.takes[e.seat].append(call_string(e.meld, self.players))
            if e.meld.kind is MeldKind.KONG:
                self.gives[e.seat].append(CALLED_AWAY)
        elif isinstance(e, KongDeclared) and e.meld is not None:
            self.gives[e.seat].append(kong_string(e.kind, e.meld, self.players))
        elif isinstance(e, NorthExtracted):
            self.gives[e.seat].append(f"f{tile_code(e.tile)}")
        elif isinstance(e, Won):
            self.wins.append(e)
            if e.dora_indicators:
                self.dora = [tile_code(t) for t in e.dora_indicators]
            if e.ura_indicators and not self.ura:
                self.ura = [tile_code(t) for t in e.ura_indicators]
        elif isinstance(e, DrawnGame):
            self.draw = e
        elif isinstance(e, Scored):
            self.result = self._result(e)

    def _result(self, scored: Scored) -> list[Any]:
        deltas = list(scored.deltas)
        if self.wins:
            out: list[Any] = [AGARI]
            for w, paid in zip(self.wins, win_deltas(self.wins, scored, self.start.dealer,
                                                     self.players), strict=True):
                out += [_four(paid), self._detail(w)]
            return out
        draw = self.draw
        if draw is not None and draw.reason in ABORTIVE:
            return [ABORTIVE[draw.reason]]
        if draw is not None and draw.reason == "nagashi_mangan":
            return [NAGASHI, _four(deltas)]
        if draw is not None and len(draw.tenpai) in (0, self.players):
            return [ALL_TENPAI if draw.tenpai else ALL_NOTEN]
        return [EXHAUSTIVE, _four(deltas)]

    def _detail(self, w: Won) -> list[Any]:
        sheet = sheet_of(w)
        wind = (w.seat - self.start.dealer) % self.players
        who = w.seat
        source = w.from_seat if w.from_seat is not None else who
        yaku = [yaku_text(el, WINDS_JA[wind], WINDS_JA[self.start.round_wind % 4])
                for el in merged_dora(sheet.get("elements", ())) if el.get("value")]
        return [who, source, who, score_text(sheet, w.by == "tsumo", wind == 0), *yaku]

    def array(self) -> list[Any]:
        out: list[Any] = [self.info, _four(list(self.start.scores)), self.dora, self.ura]
        for seat in range(4):
            if seat < self.players:
                hand = sorted(self.dealt[seat], key=_sort_key)
                out += [[tile_code(t) for t in hand], self.takes[seat], self.gives[seat]]
            else:
                out += [[], [], []]
        out.append(self.result)
        return out


def _sort_key(t: Tile) -> tuple[int, int]:
    return (_SUIT_BASE[t.suit], t.rank)


def _four(values: list[int]) -> list[int]:
    return (list(values) + [0, 0, 0, 0])[:4]


def win_deltas(wins: Sequence[Won], scored: Scored, dealer: int,
               players: int) -> list[list[int]]:
    """Each win's own payments (a double ron lists them apart): the settlement's payments
    to that winner, its hand, honba, riichi sticks and a liable player's share. (Without a
    settlement, each sheet's payments, the rest with the win that took it.)"""
    total = list(scored.deltas)
    payments = getattr(scored.settlement, "payments", ())
    out = []
    for w in wins:
        paid = [0] * players
        if payments:
            for p in payments:
                if p.payee == w.seat:
                    if p.payer is not None:
                        paid[p.payer] -= p.amount
                    paid[p.payee] += p.amount
        else:
            seat_of = {"ESWN"[i]: (dealer + i) % players for i in range(players)}
            for wind, amount in sheet_of(w).get("payments", {}).items():
                paid[seat_of[wind]] += int(amount)
        out.append(paid)
    rest = [t - sum(p[i] for p in out) for i, t in enumerate(total)]
    if any(rest):
        taker = next((k for k, w in enumerate(wins) if rest[w.seat] > 0), 0)
        out[taker] = [a + b for a, b in zip(out[taker], rest, strict=True)]
    return out


def score_text(sheet: Mapping[str, Any], tsumo: bool, dealer: bool) -> str:
    """tenhou's line of a win's value: "30符1飜1000点", "満貫2000-4000点", "40符2飜1300点∀"
    (a dealer's tsumo: each pays that)."""
    total = sheet.get("total", {})
    limit = str(sheet.get("limit", ""))
    head = LIMITS.get(limit) or ("役満" if "yakuman" in limit else
                                 f"{total.get('fu', 0)}符{total.get('han', 0)}飜")
    pays = sorted({-int(v) for v in sheet.get("payments", {}).values() if v < 0})
    if not tsumo or not pays:
        return f"{head}{sheet.get('points', 0)}点"
    if dealer or len(pays) == 1:
        return f"{head}{pays[-1]}点∀"
    return f"{head}{pays[0]}-{pays[-1]}点"


def yaku_text(element: Mapping[str, Any], seat_wind: str, round_wind: str) -> str:
    name = str(element.get("name", ""))
    if name == "Yakuhai (seat wind)":
        ja = f"自風 {seat_wind}"
    elif name == "Yakuhai (round wind)":
        ja = f"場風 {round_wind}"
    else:
        ja = YAKU_JA.get(name, name)
    # the engine counts a yakuman as a limit of 1 (2 for a double): tenhou writes 役満
    if element.get("unit") in ("yakuman", "limit"):
        return f"{ja}(役満)"
    return f"{ja}({element.get('value')}飜)"


def merged_dora(elements: Any) -> list[dict[str, Any]]:
    """The sheet's lines with dora and kan dora (and ura and kan ura) as one line each, as
    tenhou writes them: 'ドラ(2飜)', not 'ドラ(1飜)' twice (a tester)."""
    out: list[dict[str, Any]] = []
    at: dict[str, int] = {}
    for el in elements:
        ja = YAKU_JA.get(str(el.get("name", "")), "")
        if ja in ("ドラ", "裏ドラ") and ja in at:
            line = out[at[ja]]
            line["value"] = line.get("value", 0) + el.get("value", 0)
            continue
        if ja in ("ドラ", "裏ドラ"):
            at[ja] = len(out)
        out.append(dict(el))
    return out


def rule_text(players: int, east_only: bool, kuitan: bool, reds: bool) -> str:
    """tenhou's rule line: 三 three players, 般 the ordinary table, 東/南 the length, 喰
    open tanyao, 赤 red fives."""
    return ("三" if players == 3 else "") + "般" + ("東" if east_only else "南") + (
        "喰" if kuitan else "") + ("赤" if reds else "")


def export(doc: Mapping[str, Any]) -> dict[str, Any]:
    """The tenhou.net/6 JSON object of a record (ExportError if its variant has none)."""
    game, events = record_events(doc)
    if FORMAT not in game.variant.log_formats:
        raise ExportError(f"{game.variant.title} matches have no tenhou.net/6 form "
                          "(Riichi and Sanma do)")
    players = game.rules.players
    stick = max(1, game.rules.riichi_cost)
    hands: list[_Hand] = []
    for e in events:
        if isinstance(e, HandStarted):
            hands.append(_Hand(e, players, stick))
        elif hands:
            hands[-1].add(e, game.tileset)
    hands = [h for h in hands if h.result]
    if not hands:
        raise ExportError("the record has no finished hand")
    reds = bool(game.tileset.reds)
    names = [p.get("name", "") for p in doc.get("players", [])]
    options = game.options
    rule: dict[str, Any] = {"disp": rule_text(players, options.get("length") == "east",
                                              options.get("kuitan", True), reds),
                            "aka": int(reds)}
    if reds:  # how many red fives of each suit (the red-five options choose)
        rule.update({f"aka5{i}": sum(r.suit == suit for r in game.tileset.reds)
                     for i, suit in enumerate("mps", 1)})
    return {"title": ["Sparrow Mahjong", doc.get("started", "")],
            "name": (names + ["", "", "", ""])[:4], "rule": rule,
            "log": [h.array() for h in hands]}
