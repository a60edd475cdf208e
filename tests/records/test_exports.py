"""The exports read back by readers that are not ours: tenhou.net/6 JSON and mjai by jansou
(a test-only dependency that parses both, replays every hand through its own rules engine
and scores every win), and Sanma's tenhou.net/6 by a reader written from the format's
documentation (tenhou_reader.py; jansou does not read Sanma's North extraction there).
Each checks that the hands dealt, the draws, discards, calls and the scores agree with the
record's own events."""

from __future__ import annotations

import json

import jansou.io.mjai as jansou_mjai
import jansou.io.tenhou_json as jansou_tenhou
import pytest
from jansou.core.hand import MeldType
from jansou.core.notation import dump_mpsz
from jansou.io.paifu import Agari, Call, Draw, Kita
from jansou.io.paifu import Discard as JDiscard
from jansou.io.replay import replay_paifu
from jansou.validation.check import check_paifu
from records_helpers import document_of, record
from tenhou_reader import read

from game.core.engine import Game
from game.core.model.melds import MeldKind
from game.core.model.tiles import format_mpsz
from game.core.table.actions import Continue, Discard, Kong, Pass, Pung, Ron
from game.core.table.events import (
    Called,
    Dealt,
    Discarded,
    Drew,
    HandStarted,
    KongDeclared,
    NorthExtracted,
    Scored,
    Won,
)
from game.core.table.state import Phase
from game.core.table.wall import stacked_wall
from game.records import mjai, tenhou6
from game.records.record import record_events, sheet_of
from game.records.tenhou6 import ExportError

# Seeds whose matches hold the rarer events (found by scanning; the kongs need KongHappy):
# 7 double ron, 15 four riichi, 20 four winds, 5 nine terminals; with kongs: 1 closed, added
# and open kongs with kan dora and a double ron; sanma 16 four kans, 2 nine terminals.
RIICHI = [(7, False), (15, False), (20, False), (5, False), (1, True), (4, True)]
SANMA = [(2, False), (7, False), (16, True), (8, True)]


def one(t) -> str:
    return format_mpsz([t])


def hands_of(doc: dict) -> list[dict]:
    """Each finished hand of a record, seat by seat, as the readers see it."""
    game, events = record_events(doc)
    n = game.rules.players
    out: list[dict] = []
    hand: dict = {}
    for e in events:
        if isinstance(e, HandStarted):
            hand = {"start": e, "wins": [], "seats": [
                {"dealt": [], "draws": [], "discards": [], "calls": [], "norths": 0}
                for _ in range(n)]}
        elif not hand:
            continue
        elif isinstance(e, Dealt):
            hand["seats"][e.seat]["dealt"] += [one(t) for t in e.tiles]
        elif isinstance(e, Drew):
            hand["seats"][e.seat]["draws"].append(one(e.tile))
        elif isinstance(e, Discarded):
            hand["seats"][e.seat]["discards"].append((one(e.tile), e.tsumogiri, e.riichi))
        elif isinstance(e, Called | KongDeclared):
            meld = e.meld
            kind = {"chow": "chi", "pung": "pon", "kong": "minkan"}[meld.kind.value] \
                if isinstance(e, Called) else {"closed": "ankan", "added": "kakan"}[e.kind]
            whence = "own" if isinstance(e, KongDeclared) else (
                "left" if meld.source == n - 1 else "right" if meld.source == 1 else "across")
            hand["seats"][e.seat]["calls"].append(
                (kind, "".join(sorted(one(t) for t in meld.tiles)), whence))
        elif isinstance(e, NorthExtracted):
            hand["seats"][e.seat]["norths"] += 1
        elif isinstance(e, Won):
            hand["wins"].append(e)
        elif isinstance(e, Scored):
            hand["deltas"] = list(e.deltas)
            out.append(hand)
            hand = {}
    for h in out:
        for s in h["seats"]:
            s["dealt"].sort()
    return out


def features(doc: dict) -> set[str]:
    """Which of the export's hard cases a record holds."""
    _, events = record_events(doc)
    out = set()
    for e in events:
        if isinstance(e, KongDeclared):
            out.add(f"{e.kind} kong")
        elif isinstance(e, Called) and e.meld.kind is MeldKind.KONG:
            out.add("open kong")
        elif isinstance(e, Discarded) and e.riichi:
            out.add("riichi")
        elif isinstance(e, Won):
            out.add("win")
            if e.ura_indicators:
                out.add("ura dora")
            if len(e.dora_indicators) > 1:
                out.add("kan dora")
            if any(t.red for t in e.hand):
                out.add("red five")
        elif isinstance(e, NorthExtracted):
            out.add("north")
    hands = hands_of(doc)
    if any(len(h["wins"]) > 1 for h in hands):
        out.add("double ron")
    return out


def test_the_chosen_seeds_hold_every_hard_case():
    seen = set()
    for seed, kongs in RIICHI:
        seen |= features(record("riichi", seed, kongs))
    assert {"closed kong", "added kong", "open kong", "riichi", "ura dora", "kan dora",
            "red five", "double ron"} <= seen
    seen = set()
    for seed, kongs in SANMA:
        seen |= features(record("sanma", seed, kongs))
    assert {"north", "closed kong", "added kong", "open kong", "riichi"} <= seen


# -- tenhou.net/6 ---------------------------------------------------------------------------

def jansou_seat(round_log, seat: int) -> dict:
    out = {"dealt": sorted(dump_mpsz([t]) for t in round_log.hands[seat]), "draws": [],
           "discards": [], "calls": [], "norths": 0}
    for e in round_log.events:
        if getattr(e, "seat", None) != seat:
            continue
        if isinstance(e, Draw):
            out["draws"].append(dump_mpsz([e.tile]))
        elif isinstance(e, JDiscard):
            out["discards"].append((dump_mpsz([e.tile]), e.tsumogiri, e.riichi))
        elif isinstance(e, Call):
            m = e.meld
            kind = {MeldType.CHII: "chi", MeldType.PON: "pon", MeldType.DAIMINKAN: "minkan",
                    MeldType.ANKAN: "ankan", MeldType.SHOUMINKAN: "kakan"}[m.type]
            tiles = "".join(sorted(dump_mpsz([t]) for t in m.tiles))
            out["calls"].append((kind, tiles))
        elif isinstance(e, Kita):
            out["norths"] += 1
    return out


def check_against_jansou(doc: dict, paifu, score_check: bool) -> None:
    ours = hands_of(doc)
    assert len(paifu.rounds) == len(ours)
    for r, h in zip(paifu.rounds, ours, strict=True):
        start = h["start"]
        assert list(r.scores)[:len(start.scores)] == list(start.scores)
        assert (r.dealer, r.honba) == (start.dealer, start.honba)
        for seat, mine in enumerate(h["seats"]):
            theirs = jansou_seat(r, seat)
            assert theirs["dealt"] == mine["dealt"]
            assert theirs["draws"] == mine["draws"]
            assert theirs["discards"] == mine["discards"]
            assert theirs["calls"] == [c[:2] for c in mine["calls"]]
            assert theirs["norths"] == mine["norths"]
        if h["wins"]:
            assert isinstance(r.outcome, tuple)
            assert [(a.winner, a.from_seat) for a in r.outcome] == [
                (w.seat, w.from_seat if w.from_seat is not None else w.seat) for w in h["wins"]]
            summed = [sum(a.deltas[s] for a in r.outcome) for s in range(len(h["deltas"]))]
            assert summed == h["deltas"]
        else:
            assert not isinstance(r.outcome, tuple)
            assert list(r.outcome.deltas or [0] * len(h["deltas"]))[:len(h["deltas"])] == \
                h["deltas"]
    assert sum(1 for _ in replay_paifu(paifu)) > 0  # jansou's engine accepts every move
    if score_check:  # its scorer values each win as ours did (Riichi: the same rules)
        assert all(v.passed for v in check_paifu(paifu)), [
            v.detail for v in check_paifu(paifu) if not v.passed]


@pytest.mark.parametrize(("seed", "kongs"), RIICHI)
def test_tenhou6_reads_back_in_jansou(seed, kongs):
    doc = record("riichi", seed, kongs)
    text = json.dumps(tenhou6.export(doc), ensure_ascii=False)
    paifu = jansou_tenhou.parse_tenhou_json(json.loads(text))
    check_against_jansou(doc, paifu, score_check=True)


@pytest.mark.parametrize(("seed", "kongs"), RIICHI[:3] + SANMA)
def test_tenhou6_matches_the_documented_format(seed, kongs):
    variant = "sanma" if (seed, kongs) in SANMA else "riichi"
    doc = record(variant, seed, kongs)
    exported = tenhou6.export(doc)
    read_back = read(json.loads(json.dumps(exported, ensure_ascii=False)))
    ours = hands_of(doc)
    assert len(read_back) == len(ours)
    assert len(exported["name"]) == 4 and exported["name"][:1] == ["You"]
    for theirs, h in zip(read_back, ours, strict=True):
        start = h["start"]
        assert theirs.round == start.round_wind * 4 + start.dealer
        assert (theirs.honba, theirs.sticks) == (start.honba, start.pot // 1000)
        assert theirs.scores[:len(start.scores)] == list(start.scores)
        for t, mine in zip(theirs.seats, h["seats"], strict=True):
            assert (t.dealt, t.draws, t.discards, t.calls, t.norths) == (
                mine["dealt"], mine["draws"], mine["discards"], mine["calls"],
                mine["norths"])
        if h["wins"]:
            assert theirs.result[0] == "和了"
            paid = [theirs.result[i] for i in range(1, len(theirs.result), 2)]
            assert [sum(p[s] for p in paid) for s in range(len(h["deltas"]))] == h["deltas"]
            for detail, w in zip(theirs.result[2::2], h["wins"], strict=True):
                assert detail[0] == w.seat and detail[3].endswith(("点", "点∀"))
        else:
            assert theirs.result[0] in ("流局", "全員聴牌", "全員不聴", "九種九牌", "四家立直",
                                        "四槓散了", "四風連打")


def test_tenhou6_names_the_abortive_draws_and_marks_riichi():
    doc = record("riichi", 20)  # four winds
    results = [h[-1][0] for h in tenhou6.export(doc)["log"]]
    assert "四風連打" in results
    doc = record("riichi", 15)  # four riichi
    log = tenhou6.export(doc)["log"]
    assert "四家立直" in [h[-1][0] for h in log]
    gives = [g for h in log for s in range(4) for g in h[6 + 3 * s]]
    assert any(isinstance(g, str) and g.startswith("r") for g in gives)


def test_tenhou6_red_fives_and_rule_line():
    doc = record("riichi", 7)
    out = tenhou6.export(doc)
    assert out["rule"]["aka"] == 1 and "赤" in out["rule"]["disp"] and "南" in out["rule"]["disp"]
    codes = [c for h in out["log"] for s in range(4) for c in h[4 + 3 * s]]
    assert any(c in (51, 52, 53) for c in codes)
    sanma = tenhou6.export(record("sanma", 2))
    assert sanma["rule"]["disp"].startswith("三") and sanma["name"][3] == ""
    assert all(h[13] == h[14] == h[15] == [] for h in sanma["log"])


# -- mjai -----------------------------------------------------------------------------------

@pytest.mark.parametrize(("variant", "seed", "kongs"),
                         [("riichi", s, k) for s, k in RIICHI] + [("sanma", s, k)
                                                                  for s, k in SANMA])
def test_mjai_reads_back_in_jansou(variant, seed, kongs):
    doc = record(variant, seed, kongs)
    messages = mjai.export_events(doc)
    text = "\n".join(json.dumps(m, ensure_ascii=False) for m in messages) + "\n"
    paifu = jansou_mjai.parse_mjai(text)
    check_against_jansou(doc, paifu, score_check=variant == "riichi")
    assert list(paifu.final_scores) == doc["summary"]["scores"]
    assert messages[0]["type"] == "start_game" and messages[-1]["type"] == "end_game"


def test_mjai_tiles_and_riichi_order():
    doc = record("riichi", 15)
    messages = mjai.export_events(doc)
    names = {m.get("pai") for m in messages if "pai" in m}
    assert names <= {f"{r}{s}" for r in range(1, 10) for s in "mps"} | set("ESWNPFC") | {
        "5mr", "5pr", "5sr"}
    for i, m in enumerate(messages):
        if m["type"] == "reach":  # riichi: said, then the discard, then accepted or won on
            assert messages[i + 1]["type"] == "dahai"
            assert messages[i + 1]["actor"] == m["actor"]
            assert messages[i + 2]["type"] in ("reach_accepted", "hora", "ryukyoku")


def robbed_kong_record() -> dict:
    """A hand won by robbing an added kong (chankan), from a stacked wall."""
    hands = ["3p9s9s9s", "33p1z", "12p456m789m123s55z"]
    probe = Game("riichi")
    wall = stacked_wall(probe.tileset, probe.rules, hands, "2z6z7z1s3p", "")
    game = Game("riichi", None, 1, stacked=[wall])
    one_ = lambda text: game.tileset.parse(text)[0]  # noqa: E731
    events = game.apply(Continue(0))
    events += game.apply(Discard(0, one_("3p")))
    for seat in game.waiting_on():
        if seat != 1:
            events += game.apply(Pass(seat))
    events += game.apply(next(a for a in game.legal_actions(1) if isinstance(a, Pung)))
    events += game.apply(Discard(1, one_("1z")))
    while game.state.turn != 1 or game.state.seats[1].drawn is None:
        while game.phase in (Phase.CLAIM, Phase.ROB_KONG):
            events += game.apply(Pass(game.waiting_on()[0]))
        if game.state.turn == 1 and game.state.seats[1].drawn is not None:
            break
        seat = game.state.turn
        events += game.apply(Discard(seat, game.state.seats[seat].drawn))
    events += game.apply(Kong(1, one_("3p"), "added"))
    events += game.apply(Ron(2))
    return document_of(game, events)


def test_a_robbed_kong_exports_in_both_forms():
    doc = robbed_kong_record()
    paifu = jansou_tenhou.parse_tenhou_json(tenhou6.export(doc))
    assert [(a.winner, a.from_seat) for a in paifu.rounds[0].outcome] == [(2, 1)]
    check_against_jansou(doc, paifu, score_check=True)
    text = "\n".join(json.dumps(m) for m in mjai.export_events(doc)) + "\n"
    check_against_jansou(doc, jansou_mjai.parse_mjai(text), score_check=True)
    assert isinstance(paifu.rounds[0].outcome[0], Agari)


def test_other_variants_have_no_tenhou_or_mjai_form():
    for variant in ("space", "hkos", "classical", "uzje"):
        game = Game(variant, None, 3)
        doc = document_of(game, game.apply(Continue(0)))
        with pytest.raises(ExportError):
            tenhou6.export(doc)
        with pytest.raises(ExportError):
            mjai.export_events(doc)


def test_a_double_ron_lists_each_win_with_what_the_settlement_paid_it():
    doc = record("riichi", 7)
    _, events = record_events(doc)
    batches, wins = [], []
    for e in events:
        if isinstance(e, Won):
            wins.append(e)
        elif isinstance(e, Scored):
            if len(wins) > 1:
                batches.append((wins, e))
            wins = []
    assert batches
    doubles = [h[-1] for h in tenhou6.export(doc)["log"] if len(h[-1]) > 3]
    for (won, scored), result in zip(batches, doubles, strict=True):
        for w, paid in zip(won, result[1::2], strict=True):
            mine = [p for p in scored.settlement.payments if p.payee == w.seat]
            assert paid[w.seat] == sum(p.amount for p in mine)
            assert sum(paid) == sum(p.amount for p in mine if p.payer is None)  # sticks


@pytest.mark.parametrize(("seed", "kongs"), RIICHI[:3] + SANMA)
def test_tenhou6_yaku_lines_add_up_to_the_hand_and_name_dora_once(seed, kongs):
    """A tester's outside reader added a kokushi up to 1 han, and met 'ドラ(1飜)' twice after
    a kan: a yakuman reads 役満, and dora (and ura) are one line each, as tenhou writes."""
    variant = "sanma" if (seed, kongs) in SANMA else "riichi"
    doc = record(variant, seed, kongs)
    sheets = [sheet_of(e) for e in record_events(doc)[1] if isinstance(e, Won)]
    details = [d for h in tenhou6.export(doc)["log"] if h[-1][0] == "和了" for d in h[-1][2::2]]
    assert len(details) == len(sheets) and sheets
    for detail, sheet in zip(details, sheets, strict=True):
        lines = detail[4:]
        names = [line.split("(")[0] for line in lines]
        assert len(names) == len(set(names)), lines
        if "han" in sheet["total"]:
            assert sum(int(line.split("(")[1].removesuffix("飜)")) for line in lines) == \
                sheet["total"]["han"]


def test_tenhou6_writes_a_yakuman_as_yakuman():
    from game.records.tenhou6 import merged_dora, yaku_text

    assert yaku_text({"name": "Kokushi", "unit": "limit", "value": 1}, "東", "東") == \
        "国士無双(役満)"
    merged = merged_dora([{"name": "Dora", "value": 1, "unit": "han"},
                          {"name": "Kan dora", "value": 2, "unit": "han"},
                          {"name": "Ura dora", "value": 1, "unit": "han"}])
    assert [(m["name"], m["value"]) for m in merged] == [("Dora", 3), ("Ura dora", 1)]
