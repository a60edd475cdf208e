"""The five levels differ in what they know: calls that keep a yaku, kongs, the nine-terminals
draw, defence, and the explained evaluation the strong and expert levels choose by."""

from dataclasses import replace

import pytest

from game.ai import plans
from game.ai.baseline import BaselineAI
from game.ai.evaluate import DiscardOption, Evaluator
from game.ai.levels import (
    LEVELS,
    BeginnerAI,
    CasualAI,
    ExpertAI,
    NormalAI,
    StrongAI,
    level_name,
    make_ai,
)
from game.ai.personality import PERSONALITIES, personality
from game.core.engine import Game
from game.core.model.tiles import tile
from game.core.shanten import shanten
from game.core.table.actions import AbortHand, Chow, Continue, Discard, Kong, Pass, Pung
from game.core.table.state import DiscardRecord, Phase
from game.core.table.wall import stacked_wall


def stacked(variant: str, hands: list[str], draws: str = "") -> Game:
    probe = Game(variant)
    wall = stacked_wall(probe.tileset, probe.rules, hands, draws)
    game = Game(variant, seed=1, stacked=[wall])
    game.apply(Continue(0))
    return game


def choices(game: Game, seat: int = 0) -> dict[str, str]:
    view, legal = game.view(seat), game.legal_actions(seat)
    return {lv: type(make_ai(lv, game.variant.id, None).choose(view, legal)).__name__
            for lv in LEVELS}


def test_each_level_has_its_own_player_and_old_names_still_load():
    classes = [BeginnerAI, CasualAI, NormalAI, StrongAI, ExpertAI]
    assert [type(make_ai(lv, "riichi", None)) for lv in LEVELS] == classes
    assert level_name("easy") == "beginner" and level_name("strong") == "strong"
    assert level_name("normal") == "normal" and level_name("nonsense") == "normal"
    assert type(make_ai("easy", "riichi", None)) is BeginnerAI
    assert type(make_ai("baseline", "riichi", None)) is BaselineAI


def test_a_helpful_concealed_kong_is_declared_above_beginner():
    # 1111m 234p 567s 78s 55z: the fourth 1m is spare; after the kong the hand still waits
    # on 6-9s, and the kong brings a replacement draw.
    game = stacked("riichi", ["1111m234p567s78s5z"], draws="5z")
    assert any(isinstance(a, Kong) for a in game.legal_actions(0))
    picked = choices(game)
    assert picked["beginner"] == "Discard"
    assert all(picked[lv] == "Kong" for lv in LEVELS[1:])


def test_a_kong_that_breaks_the_shape_is_declined():
    # 1111m 2m: the 1s make 111m + 12m (or 11m + 112m); four as a kong leave 2m alone.
    game = stacked("riichi", ["1112m234p567s78s5z"], draws="1m")
    assert any(isinstance(a, Kong) for a in game.legal_actions(0))
    assert set(choices(game).values()) == {"Discard"}


def test_nine_terminals_is_taken_with_a_poor_hand_and_kept_near_thirteen_orphans():
    poor = stacked("riichi", ["19m19p19s123z2458m"], draws="5p")
    near = stacked("riichi", ["19m19p19s12345z28m"], draws="5p")
    assert AbortHand(0) in poor.legal_actions(0) and AbortHand(0) in near.legal_actions(0)
    assert set(choices(poor).values()) == {"AbortHand"}
    kept = choices(near)
    assert kept["beginner"] == "AbortHand"
    assert all(kept[lv] == "Discard" for lv in LEVELS[1:])


def test_beginner_makes_a_call_that_leaves_no_yaku_and_casual_refuses_it():
    # Dealer discards 5s; seat 1 (closed, a 11s pair) may chow 4-6s into a hand with no yaku
    # once open (the pair of terminals rules out all simples): the beginner counts shanten.
    game = stacked("riichi", ["1z", "11s234m567p46s78m9p"], draws="5s")
    game.apply(Discard(0, game.tileset.parse("5s")[0]))
    view, legal = game.view(1), game.legal_actions(1)
    chow = next(a for a in legal if isinstance(a, Chow))
    assert isinstance(BeginnerAI("riichi").choose(view, [chow, Pass(1)]), Chow)
    assert isinstance(CasualAI("riichi").choose(view, [chow, Pass(1)]), Pass)


def riichi_threat(view, safe):
    seats = list(view.seats)
    threat = (view.seat + 1) % view.players
    seats[threat] = replace(seats[threat], riichi=True,
                            discards=(DiscardRecord(safe.plain, riichi=True),))
    return replace(view, seats=tuple(seats))


@pytest.mark.parametrize("level", ["normal", "strong", "expert"])
def test_a_far_hand_folds_against_a_riichi_with_a_dangerous_tile(level):
    hand = "1m5m9m2p6p9p3s7s1z2z4z5z6z7z"  # many steps from ready
    game = stacked("riichi", [hand[:-2]], draws="7z")
    view, legal = game.view(0), [a for a in game.legal_actions(0) if isinstance(a, Discard)]
    safe = game.tileset.parse("9m")[0]  # a tile the calm hand keeps
    ai = make_ai(level, "riichi", None)
    calm = ai.choose(view, legal)
    assert calm.tile != safe
    folded = ai.choose(riichi_threat(view, safe), legal)
    assert folded.tile == safe


def test_the_evaluation_explains_every_discard():
    game = stacked("riichi", ["123m456p789s2278m"], draws="5z")
    view, legal = game.view(0), game.legal_actions(0)
    found = Evaluator("riichi").evaluate(view, legal)
    kinds = {a.tile.plain for a in legal if isinstance(a, Discard)}
    assert {o.tile.plain for o in found.options} == kinds
    assert all(isinstance(o, DiscardOption) for o in found.options)
    best = found.best
    # 5z is the only tile to cut: the hand stays ready on 6-9m with a yaku-less riichi.
    assert best.tile == game.tileset.parse("5z")[0] and best.shanten == 0 and best.riichi
    assert best.value > 0 and 0 < best.win_chance <= 1 and best.danger == 0
    assert found.option(game.tileset.parse("2m")[0]).shanten == 1
    assert not found.folding and found.threats == ()


def test_danger_is_read_against_a_riichi():
    game = stacked("riichi", ["123m456p789s2278m"], draws="5z")
    view, legal = game.view(0), game.legal_actions(0)
    safe = game.tileset.parse("5z")[0]
    found = Evaluator("riichi").evaluate(riichi_threat(view, safe), legal)
    assert len(found.threats) == 1
    assert found.option(safe).danger == 0
    assert found.option(game.tileset.parse("8m")[0]).danger > 0.02
    assert found.option(game.tileset.parse("8m")[0]).deal_in_cost > 0


def test_a_dora_dealt_in_costs_more_than_a_plain_tile():
    """A deal-in on a dora puts that dora in the winner's hand: its cost is raised by the
    han it adds (game.ai.evaluate.DEALT_DORA), a plain tile's is not."""
    from game.ai.evaluate import DEALT_DORA

    game = stacked("riichi", ["123m456p789s2278m"], draws="5z")
    view, legal = game.view(0), game.legal_actions(0)
    safe = game.tileset.parse("5z")[0]
    threat = riichi_threat(view, safe)
    seven = game.tileset.parse("7m")[0]
    plain = Evaluator("riichi").evaluate(threat, legal)
    dora = Evaluator("riichi").evaluate(replace(threat, dora_indicators=(
        game.tileset.parse("6m")[0],)), legal)  # 6m shows 7m as dora
    assert dora.option(seven).deal_in_cost == pytest.approx(
        plain.option(seven).deal_in_cost * (1 + DEALT_DORA))
    eight = game.tileset.parse("8m")[0]
    assert dora.option(eight).deal_in_cost == pytest.approx(plain.option(eight).deal_in_cost)


def test_personalities_shift_weights_only():
    assert personality(None).name == "steady" and personality("nope").name == "steady"
    aggressive, cautious = PERSONALITIES["aggressive"], PERSONALITIES["cautious"]
    assert aggressive.push > 1 > cautious.push
    assert PERSONALITIES["call-happy"].call < 1 < PERSONALITIES["greedy"].greed
    for name in PERSONALITIES:
        ai = make_ai("strong", "riichi", None, personality_name=name)
        assert type(ai) is StrongAI and ai.weights == PERSONALITIES[name].weights()


@pytest.mark.parametrize("variant", ["riichi", "hkos", "uzje"])
def test_every_level_plays_legally_and_the_same_way_twice(variant):
    def run() -> list[object]:
        game = Game(variant, None, 11)
        ais = {s: make_ai(LEVELS[s % len(LEVELS)], variant, None, s)
               for s in range(game.rules.players)}
        out = []
        for _ in range(500):
            if game.phase == Phase.MATCH_END:
                break
            seat = game.waiting_on()[0]
            legal = game.legal_actions(seat)
            action = ais[seat].choose(game.view(seat), legal)
            assert action in legal
            out.append(action)
            game.apply(action)
        return out

    assert run() == run()


def test_a_hand_ready_for_riichi_declares_at_every_level():
    game = stacked("riichi", ["123m456p789s2278m"], draws="5z")
    view, legal = game.view(0), game.legal_actions(0)
    for lv in LEVELS:
        action = make_ai(lv, "riichi", None).choose(view, legal)
        assert isinstance(action, Discard) and action.riichi, lv


def test_a_yaku_less_poor_wait_declares_riichi_by_what_a_riichi_win_is_measured_to_bring():
    # 22m 46m waits on 5m alone, two of them seen, 40 wall tiles left: quiet it wins only
    # by self-draw. Valued at its waits' ron points alone it stays quiet; valued by what
    # riichi wins are measured to bring over those (tsumo, ura, ippatsu) it declares.
    game = stacked("riichi", ["123m456p789s2246m"], draws="5z")
    view, legal = game.view(0), game.legal_actions(0)
    seats = list(view.seats)
    seats[2] = replace(seats[2], discards=(DiscardRecord(tile("m", 5)),) * 2)
    view = replace(view, wall_left=40, seats=tuple(seats))

    def declares(extra: float | None) -> bool:
        ai = make_ai("strong", "riichi", None)
        if extra is not None:
            ai.evaluator.offence.chances = replace(ai.evaluator.chances, riichi_extra=extra)
        action = ai.choose(view, legal)
        assert isinstance(action, Discard) and action.tile.plain is tile("z", 5)
        return action.riichi

    assert declares(None)  # the shipped measurement
    assert not declares(1.0)


@pytest.mark.parametrize("level", ["strong", "expert"])
def test_a_ready_hand_keeps_its_red_five_when_another_tile_waits_as_well(level):
    # 0m or 5p: either leaves a single wait on three live tiles, but the red five is a dora.
    game = stacked("riichi", ["123p456s789m555z0m"], draws="5p")
    view, legal = game.view(0), game.legal_actions(0)
    action = make_ai(level, "riichi", None).choose(view, legal)
    assert isinstance(action, Discard) and action.tile.plain is tile("p", 5)


def test_a_discarded_red_five_no_longer_counts_as_a_dora():
    game = stacked("riichi", ["123p2456s789m15z0m"], draws="5s")
    view, legal = game.view(0), game.legal_actions(0)
    found = Evaluator("riichi").evaluate(view, legal)
    red, plain = found.option(tile("m", 5)), found.option(tile("s", 5))
    assert red is not None and plain is not None and red.tile.red
    assert red.shanten == plain.shanten
    assert red.value < plain.value


def test_strong_calls_a_dragon_pung_that_brings_a_paying_hand_nearer():
    # 77z 234m 567p 13s 59m 1p: the red dragon pung makes a yaku and a step toward ready.
    game = stacked("riichi", ["1z", "77z234m567p13s59m1p"], draws="7z")
    game.apply(Discard(0, game.tileset.parse("7z")[0]))
    view, legal = game.view(1), game.legal_actions(1)
    pung = next(a for a in legal if isinstance(a, Pung))
    counts = StrongAI("riichi")._counts(view.hand)
    after = list(counts)
    after[game.tileset.index[game.tileset.parse("7z")[0]]] -= 2
    assert shanten(game.grammar, after, 1) < shanten(game.grammar, counts, 0)
    assert StrongAI("riichi").choose(view, legal) == pung


class ExpertReading(StrongAI):
    """The strong level reading threats as the expert does, without its look-ahead."""

    WEAK_THREATS = True


def test_an_expert_out_of_time_answers_with_the_strong_order():
    """The table gives the expert a deadline; past it the look-ahead stops and the strong
    evaluation stands, with the expert's reading of threats (placement aside: early hands
    of an East-South match)."""
    game = Game("riichi", None, 21)
    hurried = ExpertAI("riichi", None, deadline=1e-9)
    strong, expert = ExpertReading("riichi"), ExpertAI("riichi")
    looked = 0
    for _ in range(300):
        if game.phase == Phase.MATCH_END or game.view(0).round_wind > 0:
            break
        seat = game.waiting_on()[0]
        view, legal = game.view(seat), game.legal_actions(seat)
        action = hurried.choose(view, legal)
        assert action == strong.choose(view, legal)
        if game.phase == Phase.ACT and any(isinstance(a, Discard) for a in legal):
            expert.choose(view, legal)
            looked += any(o.lookahead is not None
                          for o in expert.evaluate(view, legal).options)
        game.apply(action)
    assert looked > 0  # given time, the expert does look ahead on these positions


def test_a_tile_nobody_can_win_on_never_scores_below_zero_against_a_riichi():
    """Folding stays open after any discard: a tile that cannot deal in scores at least
    nothing, however far the hand is, and a dangerous tile is pushed only for more."""
    hand = "1m5m9m2p6p9p3s7s1z2z4z5z6z7z"  # many steps from ready
    game = stacked("riichi", [hand[:-2]], draws="7z")
    view, legal = game.view(0), game.legal_actions(0)
    safe = game.tileset.parse("9m")[0]
    found = Evaluator("riichi").evaluate(riichi_threat(view, safe), legal)
    assert found.option(safe).danger == 0 and found.option(safe).score >= 0
    for o in found.options:
        assert o.score <= max(0.0, o.win_chance * o.value) - o.danger * o.deal_in_cost + 1e-6
    assert found.best.danger == 0


def test_strong_pungs_a_dragon_pair_in_hong_kong_toward_the_minimum():
    # 456m 567s 66z 66s 7s 5m 5p, no bonus tiles: the green dragon pung is a faan, and
    # with the 66s pair it points at all pungs; a quiet hand here has no way to 3 faan.
    game = stacked("hkos", ["6z3z", "456m567s66z66s7s5m5p"], draws="4z")
    game.apply(Discard(0, game.tileset.parse("6z")[0]))
    view, legal = game.view(1), game.legal_actions(1)
    pung = next(a for a in legal if isinstance(a, Pung))
    assert StrongAI("hkos").choose(view, legal) == pung


def test_what_a_plan_pays_does_not_depend_on_the_views_read_before(monkeypatch):
    """Plan worths are remembered per seat situation; the dora on the table are not part
    of it, so they must not be read into the worth (or the first view would decide)."""
    game = stacked("riichi", ["123m456p789s2278m"], draws="5z")
    plain = replace(game.view(0), dora_indicators=())
    with_dora = replace(plain, dora_indicators=tuple(game.tileset.parse("1m")))
    v = game.variant
    monkeypatch.setattr(plans, "_PLANNERS", {})
    first = plans.planner_for(v, v.resolve(None)).worth(plain, True)
    monkeypatch.setattr(plans, "_PLANNERS", {})
    planner = plans.planner_for(v, v.resolve(None))
    planner.worth(with_dora, True)
    assert planner.worth(plain, True) == first


@pytest.mark.parametrize("variant", ["uzje", "hkos"])
def test_a_ready_hand_whose_waits_do_not_pay_is_read_a_step_from_a_paying_wait(variant):
    """Its waits were scored and fall short (no yaku, below the minimum): it must not read
    as ready on a plan, or it would beat a paying wait with more tiles."""
    game = Game(variant, None, 5)
    normal = {s: make_ai("normal", variant, None, s) for s in range(game.rules.players)}
    strong = StrongAI(variant)
    unpaid = 0
    for _ in range(400):
        if game.phase == Phase.MATCH_END:
            break
        seat = game.waiting_on()[0]
        view, legal = game.view(seat), game.legal_actions(seat)
        if any(isinstance(a, Discard) for a in legal):
            found = strong.evaluate(view, [a for a in legal if isinstance(a, Discard)])
            for o in found.options:
                if o.shanten == 0 and o.plan not in ("wait", "unread"):  # unread: ordered last
                    unpaid += 1
                    assert o.plan_shanten >= 1, o
        game.apply(normal[seat].choose(view, legal))
    assert unpaid > 0  # the match met such hands


def calls_on_offers(level: str, names: tuple[str, ...]) -> tuple[int, dict[str, int]]:
    """The claim offers of two seeded matches of steady strong players, put to this level
    with each personality: (offers, calls made by each)."""
    offers, calls = 0, dict.fromkeys(names, 0)
    for seed in (100, 101):
        game = Game("riichi", {"length": "east"}, seed)
        players = {s: make_ai("strong", "riichi", game.options, s) for s in range(4)}
        judges = {p: make_ai(level, "riichi", game.options, 0, p) for p in calls}
        while game.phase != Phase.MATCH_END:
            seat = game.waiting_on()[0]
            view, legal = game.view(seat), game.legal_actions(seat)
            if any(isinstance(a, Pung | Chow) for a in legal):
                offers += 1
                for p, judge in judges.items():
                    calls[p] += isinstance(judge.choose(view, legal), Pung | Chow)
            game.apply(players[seat].choose(view, legal))
    return offers, calls


@pytest.mark.parametrize("level", ["strong", "expert"])
def test_a_call_happy_opponent_calls_more_than_a_steady_one(level):
    offers, calls = calls_on_offers(level, ("steady", "call-happy"))
    assert offers >= 50
    assert calls["call-happy"] > calls["steady"] * 1.2


@pytest.mark.parametrize("level", ["beginner", "casual", "normal"])
def test_a_cautious_opponent_opens_its_hand_less_than_a_steady_one(level):
    offers, calls = calls_on_offers(level, ("steady", "cautious", "call-happy"))
    assert calls["steady"] >= 10
    assert calls["cautious"] < calls["steady"] * 0.8
    assert calls["call-happy"] == calls["steady"]  # these levels call whenever it helps
