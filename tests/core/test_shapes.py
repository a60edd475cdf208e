"""Melds, readings, waits and win placements: the seeds' examples, properties over all six
variants against a naive reference search, and Riichi waits against the `mahjong` package."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import shanten as sh
from game.core.hands import shapes
from game.core.model.grammar import Grammar
from game.core.model.melds import Form, MeldKind, WaitShape
from game.core.variants import VARIANTS, get_variant

TWO, CLOSED, EDGE = WaitShape.TWO_SIDED, WaitShape.CLOSED, WaitShape.EDGE
PAIR, SINGLE, SPECIAL = WaitShape.PAIR, WaitShape.SINGLE, WaitShape.SPECIAL


def grammar(variant: str, **options) -> Grammar:
    v = get_variant(variant)
    return v.grammar(v.resolve(options))


def parse(g: Grammar, text: str):
    return g.tileset.parse(text)


def melds_of(g: Grammar, texts, open_=True):
    return [shapes.parse_meld(g, parse(g, t), open_) for t in texts]


def waits_of(variant: str, hand: str, melds=(), **options) -> dict[str, tuple]:
    g = grammar(variant, **options)
    found = shapes.waits(g, parse(g, hand), melds_of(g, melds))
    return {g.tileset.format([w.tile]): w.shapes for w in found}


def wait_tiles(variant: str, hand: str, melds=(), **options) -> str:
    g = grammar(variant, **options)
    found = shapes.waits(g, parse(g, hand), melds_of(g, melds))
    return g.tileset.format([w.tile for w in found])


# ---------------------------------------------------------------------------------------------
# Seed examples


def test_space_adjacent_winds_wait_two_sided_on_the_other_two():
    assert waits_of("space", "234m456p55678s12z") == {"3z": (TWO,), "4z": (TWO,)}


def test_space_opposite_winds_are_a_closed_wait_on_both_others():
    assert waits_of("space", "234m456p55678s13z") == {"2z": (CLOSED,), "4z": (CLOSED,)}


@pytest.mark.parametrize("dragons, wanted", [("56z", "7z"), ("57z", "6z"), ("67z", "5z")])
def test_space_two_dragons_wait_on_the_third_either_way(dragons, wanted):
    assert waits_of("space", f"234m456p55678s{dragons}") == {wanted: (TWO, CLOSED)}


def test_space_four_winds_wait_on_any_wind():
    assert wait_tiles("space", "234m456p555s1234z") == "1234z"


def test_space_rotated_nine_gates_waits_on_all_nine():
    assert wait_tiles("space", "4445678912333p") == "123456789p"
    assert wait_tiles("riichi", "4445678912333p") == "347p"  # no wrap: the seed says 3 4 7


@pytest.mark.parametrize(
    "partial, waits",
    [
        ("12", {"3": (TWO,), "9": (TWO,)}),
        ("89", {"7": (TWO,), "1": (TWO,)}),
        ("19", {"8": (TWO,), "2": (TWO,)}),
        ("29", {"1": (CLOSED,)}),
        ("18", {"9": (CLOSED,)}),
    ],
)
def test_space_wrapping_waits_have_no_edge(partial, waits):
    found = waits_of("space", f"456p678s11777z{partial}m")
    assert found == {f"{r}m": s for r, s in waits.items()}


def test_riichi_edge_closed_and_two_sided():
    base = "456p678s11777z"
    assert waits_of("riichi", f"{base}12m") == {"3m": (EDGE,)}
    assert waits_of("riichi", f"{base}89m") == {"7m": (EDGE,)}
    assert waits_of("riichi", f"{base}13m") == {"2m": (CLOSED,)}
    assert waits_of("riichi", f"{base}34m") == {"2m": (TWO,), "5m": (TWO,)}
    assert waits_of("riichi", "456p678s777z111m7m") == {"7m": (SINGLE,)}
    assert waits_of("riichi", "456p678s777z3355m") == {"3m": (PAIR,), "5m": (PAIR,)}


def test_nine_gates_and_nobetan():
    assert wait_tiles("riichi", "1112345678999p") == "123456789p"
    assert waits_of("riichi", "111m222p333s5678m") == {"5m": (SINGLE,), "8m": (SINGLE,)}


def test_analyze_example_waits():
    assert waits_of("riichi", "234567m234p3455s") == {"2s": (TWO,), "5s": (TWO, SINGLE)}
    assert waits_of("uzje", "39s22567mEEECCC") == {"1s": (EDGE,), "6s": (CLOSED,), "es": (EDGE,)}


def test_uzje_zero_waits_as_rank_zero_and_is_written_z():
    assert waits_of("uzje", "12s22567mEEECCC") == {"3s": (TWO,), "4s": (EDGE,), "Z": (TWO,)}


@pytest.mark.parametrize("text, options, step", [("369s", {}, 3), ("5xet", {"all_tongs": True}, 5),
                                                  ("xcfs", {}, 3), ("0s12s", {}, 1)])
def test_uzje_ariths(text, options, step):
    g = grammar("uzje", **options)
    meld = shapes.parse_meld(g, parse(g, text), True)
    assert (meld.kind, meld.step, meld.open) == (MeldKind.CHOW, step, True)


@pytest.mark.parametrize("text, kind", [("124s", MeldKind.GEM), ("48fm", MeldKind.GEM),
                                        ("149s", MeldKind.POWER), ("0s18s", MeldKind.POWER),
                                        ("Z14m", MeldKind.POWER), ("ZZZ", MeldKind.PUNG),
                                        ("EEEE", MeldKind.KONG)])
def test_uzje_gems_powers_and_alike(text, kind):
    g = grammar("uzje")
    assert shapes.parse_meld(g, parse(g, text), False).kind is kind


@pytest.mark.parametrize(
    "variant, text, laid",
    [("space", "189m", "891m"), ("space", "129p", "912p"), ("space", "134z", "134z"),
     ("riichi", "243s", "234s"), ("riichi", "505m", "505m")],
)
def test_parse_meld_lays_runs_out(variant, text, laid):
    g = grammar(variant)
    assert g.tileset.format(shapes.parse_meld(g, parse(g, text), True).tiles) == laid


@pytest.mark.parametrize(
    "variant, text, why",
    [("riichi", "891m", "not a meld"), ("riichi", "123z", "not a meld"),
     ("riichi", "1123m", "kong"), ("riichi", "12m", "3 tiles"), ("uzje", "Z25s", "not a meld"),
     ("uzje", "Z1fs", "not a meld")],
)
def test_parse_meld_refuses_with_a_reason(variant, text, why):
    g = grammar(variant)
    with pytest.raises(ValueError, match=why):
        shapes.parse_meld(g, parse(g, text), True)


def test_thirteen_and_fourteen_orphans():
    g = grammar("riichi")
    (r,) = shapes.readings(g, parse(g, "19m19p19s12345677z"))
    assert r.form is Form.THIRTEEN_ORPHANS
    assert len(waits_of("riichi", "19m19p19s1234567z")) == 13
    assert wait_tiles("riichi", "19m19p19s1234566z") == "7z"
    u = grammar("uzje")
    forms = {r.form for r in shapes.readings(u, parse(u, "1ft1fs1fmZESWNCFP"))}
    assert forms == {Form.FOURTEEN_ORPHANS}
    forms = {r.form for r in shapes.readings(u, parse(u, "1ft1fs1fmEESWNCFP"))}
    assert forms == {Form.THIRTEEN_ORPHANS}
    found = waits_of("uzje", "1ft1fs1fmESWNCFP")
    assert len(found) == 14 and found["Z"] == (SPECIAL,)


def test_compressed_winds_orphans_use_h_h_v_v():
    g = grammar("uzje", compressed_winds=True)
    forms = {r.form for r in shapes.readings(g, parse(g, "1ft1fs1fmHHVVCFPP"))}
    assert forms == {Form.THIRTEEN_ORPHANS}
    assert {r.form for r in shapes.readings(g, parse(g, "1ft1fs1fmZHHVVCFP"))} == {
        Form.FOURTEEN_ORPHANS}
    assert not shapes.is_complete(g, parse(g, "1ft1fs1fmZHVVCFPP"))
    assert wait_tiles("uzje", "1ft1fs1fmHVVCFPP", compressed_winds=True) == "H"


def test_space_open_kokushi_reads_with_called_honour_sequences():
    g = grammar("space")
    melds = melds_of(g, ["124z", "567z"])
    (r,) = shapes.readings(g, parse(g, "119m19p19s3z"), melds)
    assert r.form is Form.THIRTEEN_ORPHANS and r.groups == tuple(melds)
    assert shapes.win_placements(r, parse(g, "1m")[0]) == []
    assert len(shapes.waits(g, parse(g, "19m19p19s3z"), melds)) == 13
    r = grammar("riichi")  # no honour runs: no open orphans
    assert not shapes.is_complete(r, parse(r, "119m19p19s3z"), melds_of(r, ["111z", "555z"]))


@pytest.mark.parametrize("hand", ["123456789xabcds", "23456789xabcdem", "3456789xabcdefs"])
def test_uzje_long_straights(hand):
    g = grammar("uzje")
    forms = {r.form for r in shapes.readings(g, parse(g, hand))}
    assert Form.LONG_STRAIGHT in forms


def test_uzje_long_straight_partly_open_only_with_step_one_runs():
    g = grammar("uzje")
    found = waits_of("uzje", "56789xabcds", ["234s"])
    assert SPECIAL in found["1s"] and SPECIAL in found["es"]
    reading = shapes.readings(g, parse(g, "156789xabcds"), melds_of(g, ["234s"]))
    assert [r.form for r in reading] == [Form.LONG_STRAIGHT]
    melds = melds_of(g, ["123s", "567s", "9acs"])  # a d = 2 run called: no long straight
    assert not shapes.is_complete(g, parse(g, "48xbds"), melds)
    melds = melds_of(g, ["123s", "456s", "789s", "xabs"])  # all four melds called
    assert not any(r.form is Form.LONG_STRAIGHT
                   for r in shapes.readings(g, parse(g, "cds"), melds))
    assert not shapes.is_complete(g, parse(g, "123456789xabcs"))  # one short


def test_seven_pairs_per_variant():
    r = grammar("riichi")
    assert [x.form for x in shapes.readings(r, parse(r, "1133m2255p6699s77z"))] == [
        Form.SEVEN_PAIRS]
    assert not shapes.is_complete(r, parse(r, "1111m2255p669s77z"))  # four alike: not two pairs
    s = grammar("space")
    assert not shapes.is_complete(s, parse(s, "1133m2255p6699s77z"))  # option off by default
    assert shapes.is_complete(grammar("space", seven_pairs=True), parse(s, "1133m2255p6699s77z"))
    u = grammar("uzje")
    assert shapes.is_complete(u, parse(u, "1111s3355m99mEECC"))  # Ùzje: four alike = two pairs
    assert not shapes.is_complete(grammar("classical"), parse(r, "1133m2255p6699s77z"))


def test_ryanpeikou_reads_both_ways():
    g = grammar("riichi")
    forms = Counter(r.form for r in shapes.readings(g, parse(g, "223344m223344p55s")))
    assert forms == {Form.STANDARD: 1, Form.SEVEN_PAIRS: 1}


def test_every_decomposition_is_listed():
    g = grammar("riichi")
    got = {tuple(g.tileset.format(m.tiles) for m in r.groups) + (g.tileset.format(r.pair.tiles),)
           for r in shapes.readings(g, parse(g, "111222333m456p77s"))}
    assert got == {("111m", "222m", "333m", "456p", "77s"), ("123m", "123m", "123m", "456p", "77s")}


def test_zero_plays_every_role():
    g = grammar("uzje")
    suits = {r.groups[-1].suit for r in shapes.readings(g, parse(g, "123s456s789mCCZZZ"))}
    assert suits == {"z", "s", "m"}
    rs = shapes.readings(g, parse(g, "Z12s345s678sEEECC"))
    assert ("s", (0, 1, 2)) in {(r.groups[0].suit, tuple(t.rank for t in r.groups[0].tiles))
                                for r in rs}


def test_readings_keep_red_fives_and_declared_melds_first():
    g = grammar("riichi")
    melds = melds_of(g, ["777z"]) + melds_of(g, ["1111p"], open_=False)
    hand = parse(g, "234567m3405s")
    for r in shapes.readings(g, hand, melds):
        assert r.groups[:2] == tuple(melds)
        held = [t for m in r.groups[2:] for t in m.tiles] + list(r.pair.tiles)
        assert Counter(held) == Counter(hand)


def test_win_placements():
    g = grammar("riichi")
    (r,) = shapes.readings(g, parse(g, "234567m234p34555s"))
    got = {(g.tileset.format(m.tiles), s) for m, s in shapes.win_placements(r, parse(g, "5s")[0])}
    assert got == {("345s", TWO), ("55s", SINGLE)}
    (r,) = shapes.readings(g, parse(g, "123m456p789s11z555m"), melds_of(g, []))
    got = {(g.tileset.format(m.tiles), s) for m, s in shapes.win_placements(r, parse(g, "5m")[0])}
    assert got == {("555m", PAIR)}
    s = grammar("space")
    (r,) = shapes.readings(s, parse(s, "234m456p55678s567z"))
    assert [x for _, x in shapes.win_placements(r, parse(s, "7z")[0])] == [TWO, CLOSED]
    (r,) = shapes.readings(s, parse(s, "234m456p55678s123z"))  # E S W
    assert [x for _, x in shapes.win_placements(r, parse(s, "2z")[0])] == [CLOSED]  # E-W held
    assert [x for _, x in shapes.win_placements(r, parse(s, "3z")[0])] == [TWO]  # E-S held
    (r,) = shapes.readings(s, parse(s, "234m456p55678s124z"))  # E S N
    assert [x for _, x in shapes.win_placements(r, parse(s, "2z")[0])] == [TWO]  # N-E held
    assert [x for _, x in shapes.win_placements(r, parse(s, "1z")[0])] == [CLOSED]  # S-N held


def test_karaten_tile_is_listed_with_none_left():
    g = grammar("riichi")
    kong = melds_of(g, ["2222m"], open_=False)
    found = shapes.waits(g, parse(g, "13m456p789s11z"), kong)
    assert [(w.tile, w.left, w.shapes) for w in found] == [(parse(g, "2m")[0], 0, (CLOSED,))]


def test_left_counts_melds_and_seen():
    g = grammar("riichi")
    found = shapes.waits(g, parse(g, "2345m"), melds_of(g, ["111z", "555z", "666z"]),
                         seen=parse(g, "2m2m"))
    assert [(g.tileset.format([w.tile]), w.left) for w in found] == [("2m", 1), ("5m", 3)]


# ---------------------------------------------------------------------------------------------
# A naive reference: lowest tile first over every template containing it, for the properties


_REF_GROUPS: dict[int, dict[int, list[list[tuple[int, int]]]]] = {}


def _ref_groups(g: Grammar) -> dict[int, list[list[tuple[int, int]]]]:
    """Each template's needs, filed under its lowest kind index (the lowest tile held must be
    the lowest of the group that takes it)."""
    found = _REF_GROUPS.get(id(g))
    if found is None:
        found = {}
        for t in g.templates:
            found.setdefault(min(t.indices), []).append(sorted(Counter(t.indices).items()))
        _REF_GROUPS[id(g)] = found
    return found


def _ref_standard(g: Grammar, counts: list[int], pair: bool, memo: dict) -> bool:
    key = (tuple(counts), pair)
    if key in memo:
        return memo[key]
    i = next((k for k, c in enumerate(counts) if c), -1)
    ok = pair if i < 0 else False
    if i >= 0 and not pair and counts[i] >= 2:
        counts[i] -= 2
        ok = _ref_standard(g, counts, True, memo)
        counts[i] += 2
    for need in _ref_groups(g).get(i, ()) if i >= 0 and not ok else ():
        if all(counts[k] >= n for k, n in need):
            for k, n in need:
                counts[k] -= n
            ok = _ref_standard(g, counts, pair, memo)
            for k, n in need:
                counts[k] += n
            if ok:
                break
    memo[key] = ok
    return ok


def ref_complete(g: Grammar, concealed, melds) -> bool:
    ts = g.tileset
    counts = ts.counts(concealed)
    if len(concealed) % 3 == 2 and _ref_standard(g, list(counts), False, {}):
        return True
    if len(concealed) + 3 * len(melds) != 14:
        return False
    full = ts.counts(list(concealed) + [t for m in melds for t in m.tiles])
    if not melds and g.seven_pairs:
        ok = (0, 2, 4) if g.seven_pairs_allow_quads else (0, 2)
        if all(c in ok for c in counts):
            return True
    if all(m.kind is MeldKind.CHOW for m in melds):
        for o in g.orphans:
            want = Counter(o.required)
            diff = [full[i] - want[i] for i in range(len(full))]
            if min(diff) >= 0 and sum(diff) == o.extra and all(
                    not d or want[i] for i, d in enumerate(diff)):
                return True
    if len(melds) < 4 and all(m.kind is MeldKind.CHOW and m.step == 1 for m in melds):
        for run in g.long_straights:
            if all(full[i] == 1 for i in run):
                return True
    return False


ALL_GRAMMARS = [
    ("riichi", {}), ("sanma", {}), ("space", {}), ("space", {"seven_pairs": True}), ("hkos", {}),
    ("classical", {}), ("uzje", {}), ("uzje", {"all_tongs": True}),
    ("uzje", {"compressed_winds": True, "rational_gems": True}),
]


def random_complete(g: Grammar, rng: random.Random, declared: int, kongs: bool = True):
    """A random complete hand of the standard form: (concealed tiles, declared melds)."""
    ts = g.tileset
    while True:
        left = [ts.copies] * len(ts.kinds)
        groups = []
        for _ in range(4):
            t = rng.choice(g.templates)
            if kongs and rng.random() < 0.1:
                i = rng.randrange(len(ts.kinds))
                t = type(t)(MeldKind.KONG, (i,) * 4, ts.kinds[i].suit)
            groups.append(t.indices)
        pair = rng.randrange(len(ts.kinds))
        for ind in groups + [(pair, pair)]:
            for i in ind:
                left[i] -= 1
        if min(left) < 0:
            continue
        melds = []
        concealed = []
        for k, ind in enumerate(groups):
            tiles = [ts.kinds[i] for i in ind]
            if k < declared or len(ind) == 4:
                melds.append(shapes.parse_meld(g, tiles, len(ind) != 4 or rng.random() < 0.5))
            else:
                concealed.extend(tiles)
        concealed.extend([ts.kinds[pair]] * 2)
        rng.shuffle(concealed)
        return concealed, melds


def random_special(g: Grammar, rng: random.Random):
    """A random complete special-form hand (seven pairs, orphans, long straight), or None."""
    ts = g.tileset
    forms = []
    if g.seven_pairs:
        forms.append("pairs")
    forms += ["orphans"] * bool(g.orphans) + ["straight"] * bool(g.long_straights)
    if not forms:
        return None
    form = rng.choice(forms)
    if form == "pairs":
        kinds = rng.sample(range(len(ts.kinds)), 7)
        return [ts.kinds[i] for i in kinds for _ in range(2)]
    if form == "orphans":
        o = rng.choice(g.orphans)
        extra = [rng.choice(o.required)] if o.extra else []
        return [ts.kinds[i] for i in list(o.required) + extra]
    run = rng.choice(g.long_straights)
    return [ts.kinds[i] for i in run]


@pytest.mark.parametrize("variant, options", ALL_GRAMMARS)
def test_properties_over_random_hands(variant, options):
    g = grammar(variant, **options)
    rng = random.Random(f"{variant}{options}")
    shanten = sh if variant != "uzje" else None  # Ùzje's: the heavy test
    for n in range(100 if variant == "uzje" else 250):  # Ùzje's reference search is slow
        special = random_special(g, rng) if n % 5 == 4 else None
        concealed, melds = (special, []) if special else random_complete(g, rng, n % 4)
        found = shapes.readings(g, concealed, melds)
        assert found, (concealed, melds)
        if shanten is not None and n < 20:  # kept few: the shanten layer has its own tests
            assert shanten.shanten(g, g.tileset.counts(concealed), melds) == -1
        assert shapes.is_complete(g, concealed, melds)
        everything = Counter(list(concealed) + [t for m in melds for t in m.tiles])
        for r in found:
            assert r.groups[: len(melds)] == tuple(melds)
            assert Counter(r.tiles) == everything
            if r.form in (Form.STANDARD, Form.SEVEN_PAIRS):
                parts = [t for m in r.groups for t in m.tiles]
                parts += list(r.pair.tiles) if r.pair else []
                assert Counter(parts) == everything
                for m in r.groups[len(melds):]:
                    assert m.kind is MeldKind.PAIR or shapes.parse_meld(g, m.tiles, False).kind \
                        in (m.kind, MeldKind.PUNG)
        # remove one concealed tile: a ready hand whose waits are exactly the completing tiles
        drop = rng.randrange(len(concealed))
        ready = concealed[:drop] + concealed[drop + 1:]
        waits = {w.tile: w for w in shapes.waits(g, ready, melds)}
        assert concealed[drop].plain in waits
        if shanten is not None and n < 20:
            assert shanten.shanten(g, g.tileset.counts(ready), melds) == 0
        for k in g.kinds:
            assert (k in waits) == ref_complete(g, ready + [k], melds), (ready, melds, k)
        for k, w in waits.items():
            assert w.shapes
            for r in shapes.readings(g, ready + [k], melds):
                for _m, shape in shapes.win_placements(r, k):
                    assert shape in w.shapes


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(range(len(ALL_GRAMMARS))), st.data())
def test_random_tiles_complete_exactly_when_the_reference_says(which, data):
    variant, options = ALL_GRAMMARS[which]
    g = grammar(variant, **options)
    pool = g.tileset.physical_tiles()
    pool = [t for t in pool if not t.is_bonus]
    # bias towards one suit so complete hands are not too rare
    suit = data.draw(st.sampled_from(sorted({t.suit for t in pool})))
    # the suit's tiles and the honours, each physical tile once (suit 'z' is both)
    near = [t for t in pool if t.suit in (suit, "z")]
    hand = data.draw(st.lists(st.sampled_from(range(len(near))), min_size=14, max_size=14,
                              unique=True))
    tiles = [near[i] for i in hand]
    assert shapes.is_complete(g, tiles) == ref_complete(g, tiles, [])
    assert bool(shapes.readings(g, tiles)) == shapes.is_complete(g, tiles)


FAST_SHANTEN = [i for i, (v, _) in enumerate(ALL_GRAMMARS) if v != "uzje"]
UZJE = [i for i, (v, _) in enumerate(ALL_GRAMMARS) if v == "uzje"]


def check_shanten_against_readings(which: int, seed: int, complete: bool) -> None:
    shanten = sh
    variant, options = ALL_GRAMMARS[which]
    g = grammar(variant, **options)
    rng = random.Random(seed)
    if complete:
        tiles, melds = random_complete(g, rng, seed % 3)
    else:  # one suit and honours: near-complete hands are common
        pool = [t for t in g.tileset.physical_tiles() if not t.is_bonus]
        suit = rng.choice(sorted({t.suit for t in pool}))
        tiles, melds = rng.sample([t for t in pool if t.suit in (suit, "z")], 14), []
    value = shanten.shanten(g, g.tileset.counts(tiles), melds)
    assert (value == -1) == bool(shapes.readings(g, tiles, melds)), g.tileset.format(tiles)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(FAST_SHANTEN), st.integers(0, 2**32), st.booleans())
def test_shanten_is_minus_one_exactly_when_readings_exist(which, seed, complete):
    check_shanten_against_readings(which, seed, complete)


@pytest.mark.heavy
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(UZJE), st.integers(0, 2**32), st.booleans())
def test_uzje_shanten_is_minus_one_exactly_when_readings_exist(which, seed, complete):
    check_shanten_against_readings(which, seed, complete)


# ---------------------------------------------------------------------------------------------
# The `mahjong` package as an oracle for Riichi waits


ORPHANS_34 = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


def _oracle_candidates(counts: list[int]) -> set[int]:
    """Tiles that could complete a Riichi hand: a held honour, a number within two ranks of a
    held one of its suit (a chow spans three), or a terminal/honour (thirteen orphans)."""
    out = set(ORPHANS_34)
    for k, c in enumerate(counts):
        if c and k < 27:
            out.update(j for j in range(k - 2, k + 3) if j // 9 == k // 9 and 0 <= j)
    return out


def test_riichi_waits_agree_with_the_mahjong_package():
    from mahjong.agari import Agari

    g = grammar("riichi", red_fives=0)
    rng = random.Random(20261122)
    agree = hands = 0
    for n in range(10_000):  # closed hands, and one in three with 1-3 melds declared
        special = random_special(g, rng) if n % 10 == 9 else None
        concealed, melds = (special, []) if special else random_complete(
            g, rng, n % 10 if n % 10 < 4 else 0, kongs=n % 10 < 4)
        del concealed[rng.randrange(len(concealed))]
        counts = g.tileset.counts(concealed)
        held = g.tileset.counts(concealed + [t for m in melds for t in m.tiles])
        ours = {g.tileset.index[w.tile] for w in shapes.waits(g, concealed, melds)
                if held[g.tileset.index[w.tile]] < 4}
        theirs = set()
        for k in _oracle_candidates(counts):
            if held[k] < 4:
                counts[k] += 1
                if Agari.is_agari(counts):  # the concealed part alone: any number of melds
                    theirs.add(k)
                counts[k] -= 1
        hands += 1
        agree += ours == theirs
        assert ours == theirs, g.tileset.format(g.tileset.sort(concealed))
    assert hands == agree == 10_000


def test_every_variant_has_a_grammar():
    for v in VARIANTS.values():
        assert v.grammar(v.resolve({})).templates


def test_space_seed_hands_read():
    g = grammar("space")
    # chanta: 912m 891p 11s 56z + called 124z, ron 7z
    melds = melds_of(g, ["124z"])
    (r,) = shapes.readings(g, parse(g, "912m891p11s567z"), melds)
    assert [g.tileset.format(m.tiles) for m in r.groups] == ["124z", "912m", "891p", "567z"]
    # honroutou-nomi: 99m 111p 11s 234z + called 999p, waiting 9m and 1s
    assert wait_tiles("space", "99m111p11s234z", ["999p"]) == "9m1s"
    # open kokushi: 19m19p119s + called 234z and 567z, waiting 1z
    assert wait_tiles("space", "19m19p119s", ["234z", "657z"]) == "1z"


def test_win_placements_of_a_reading_built_by_hand_needs_the_grammar():
    from game.core.model.melds import Reading

    g = grammar("space")
    built = shapes.readings(g, parse(g, "123m456p789s11z123z"))[0]
    plain = Reading(built.form, built.groups, built.pair, built.tiles)
    with pytest.raises(ValueError, match="grammar"):
        shapes.win_placements(plain, parse(g, "3m")[0])
    assert [s for _, s in shapes.win_placements(plain, parse(g, "3m")[0], g)] == [TWO]
    riichi = grammar("riichi")
    assert [s for _, s in shapes.win_placements(plain, parse(g, "3m")[0], riichi)] == [EDGE]


def test_uzje_gem_and_power_wait_shapes():
    # 2-4 of socks: 1 (gem 1-2-4) or 8 (gem 2-4-8), and 3 closed / 6 (arith 2-4-6) edge side
    found = waits_of("uzje", "24s22567mEEECCC")
    assert found["1s"] == (TWO,) and found["8s"] == (TWO,) and found["3s"] == (CLOSED,)
    # 1-4: Zero (power 0-1-4) or 9 (power 1-4-9); 7 (arith 1-4-7) edge; 16 (gem 1-4-16) edge
    found = waits_of("uzje", "14s22567mEEECCC")
    assert found["Z"] == (TWO,) and found["9s"] == (TWO,) and found["fs"] == (EDGE,)
