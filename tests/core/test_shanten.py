"""Shanten, ukeire and discards on hands worked out by hand, in every variant."""

import pytest

from game.core.model.melds import Meld, MeldKind
from game.core.shanten import discards, shanten, ukeire
from game.core.variants import get_variant


def grammar(variant, **options):
    v = get_variant(variant)
    return v.grammar(v.resolve(options))


def counts(g, text):
    return g.tileset.counts(g.tileset.parse(text))


def sh(variant, text, melds=0, **options):
    g = grammar(variant, **options)
    return shanten(g, counts(g, text), melds)


def run(g, text, open=True):
    tiles = tuple(g.tileset.parse(text))
    template = g.template_for(tiles)
    assert template is not None, text
    kind = MeldKind.PUNG if len(set(tiles)) == 1 else MeldKind.CHOW
    return Meld(kind, tiles, open=open, suit=tiles[-1].suit, step=template.step)


@pytest.mark.parametrize("variant, hand, expected", [
    # Riichi: standard form, seven different pairs, thirteen orphans.
    ("riichi", "123m456p789s11122z", -1),
    ("riichi", "123m456p789s1112z", 0),
    ("riichi", "123m456p789s1234z", 2),  # four lone winds: no honour runs here
    ("riichi", "891m456p789s1112z", 1),  # 8-9-1 is no chow outside Space
    ("riichi", "1122m3344p5566s7z", 0),  # seven pairs, waiting on 7z
    ("riichi", "1111m2233p4455s66z", 1),  # four alike are one pair in Riichi
    ("riichi", "19m19p19s1234567z", 0),  # thirteen-sided orphans
    ("riichi", "19m19p19s123456z5m", 1),
    ("riichi", "1111m234p567s777z", 1),  # the pair would need a fifth 1m
    ("riichi", "1m", 0),
    ("riichi", "12m", 0),  # two tiles need only a pair
    ("riichi", "11m", -1),
    ("riichi", "1234m", 0),
    # Sanma: only 1m and 9m in characters.
    ("sanma", "11m99m123p456s789s", 0),
    ("sanma", "19m123p456s789s11z", 1),
    # Space: wraps and honour runs; seven pairs only with the option.
    ("space", "123m456p789s1234z", 0),  # 1234z waits on every wind
    ("space", "891m456p789s1112z", 0),
    ("space", "912m456p789s55567z", -1),
    ("space", "1122m3344p5566s7z", 3),  # no seven pairs by default
    # HKOS counts seven pairs; Classical does not.
    ("hkos", "1122m3344p5566s7z", 0),
    ("classical", "1122m3344p5566s7z", 3),
    ("classical", "19m19p19s1234567z", 0),
])
def test_worked_hands(variant, hand, expected):
    assert sh(variant, hand) == expected


def test_space_seven_pairs_option():
    assert sh("space", "1122m3344p5566s7z", seven_pairs=True) == 0


@pytest.mark.parametrize("hand, expected, options", [
    ("369xcfs5xet147mEE", -1, {"all_tongs": True}),  # ariths of steps 3, 5, 3
    ("012s345s678m9xamEE", -1, {}),  # Zero as rank 0 of socks
    ("ZZZ123s456s789sEE", -1, {}),  # Zero as an honour trip
    ("014s149s248m36bmZZ", -1, {}),  # powers 0-1-4, 1-4-9; gems 2-4-8, 3-6-12; Zero pair
    ("012s012m345s678mCC", -1, {}),  # Zero as rank 0 of two suits at once
    ("ZZZ7ds7dm345s678mC", 0, {}),  # 7-14 only completes with Zero: 0-7-14 twice, ZZ
])
def test_uzje_worked_hands(hand, expected, options):
    assert sh("uzje", hand, **options) == expected


@pytest.mark.parametrize("hand, expected, options", [
    ("11112233s4455mEE", -1, {}),  # four alike are two pairs in Ùzje
    ("1122334455667s", 0, {}),
    ("1ft1fs1fmESWNCFPP", -1, {}),  # thirteen orphans
    ("1ft1fs1fmESWNCFP", 0, {}),
    ("1ft1fs1fmZESWNCFP", -1, {}),  # fourteen orphans
    ("1ft1fs1fmHHVVCFPC", -1, {"compressed_winds": True}),
    ("1ft1fs1fmZHHVVCFP", -1, {"compressed_winds": True}),
    ("1ft1fs1fmZHVVCFP", 0, {"compressed_winds": True}),
    ("123456789xabcds", -1, {}),  # long straight 1-14
    ("3456789xabcdefs", -1, {}),  # long straight 3-16
    ("123456789xabcs", 0, {}),
])
def test_uzje_special_forms(hand, expected, options):
    assert sh("uzje", hand, **options) == expected


def test_long_straight_with_declared_runs():
    g = grammar("uzje")
    declared = [run(g, "123s"), run(g, "789s")]
    assert shanten(g, counts(g, "456xabcds"), declared) == -1
    assert shanten(g, counts(g, "456xabcs"), declared) == 0
    # A declared run of step 2 keeps the straight out of reach: 1-14 would be complete, the
    # standard form is only ready.
    assert shanten(g, counts(g, "246789xabcds"), [run(g, "135s")]) == 0
    assert shanten(g, counts(g, "456789xabcds"), [run(g, "123s")]) == -1


def test_space_orphans_with_called_honour_run():
    g = grammar("space")
    declared = [run(g, "123z")]
    assert shanten(g, counts(g, "19m19p19s4567z"), declared) == 0
    assert shanten(g, counts(g, "19m19p19s45677z"), declared) == -1


def test_declared_melds_lower_the_need():
    g = grammar("riichi")
    assert shanten(g, counts(g, "456p789s11z"), 2) == -1
    assert shanten(g, counts(g, "456p789s1z"), [run(g, "123m"), run(g, "555z")]) == 0
    # Seven pairs and orphans need a concealed hand.
    assert shanten(g, counts(g, "1122m3344p55s6z"), 1) > 0


def test_bad_hands_are_refused():
    g = grammar("riichi")
    with pytest.raises(ValueError):
        shanten(g, counts(g, "123m456p789s123z"))  # 12 tiles
    with pytest.raises(ValueError):
        shanten(g, counts(g, "123m456p789s1112z"), 1)  # 13 concealed + a meld
    with pytest.raises(ValueError):
        shanten(g, [0] * 33)


def test_ukeire_of_a_ready_hand():
    g = grammar("riichi")
    c = counts(g, "123m456p789s23s11z")
    s, tiles = ukeire(g, c)
    assert s == 0
    names = {g.tileset.format([g.kinds[k]]): left for k, left in tiles}
    assert names == {"1s": 4, "4s": 4}
    seen = [0] * len(c)
    seen[g.tileset.index[g.tileset.parse("4s")[0]]] = 3
    _, tiles = ukeire(g, c, seen=seen)
    assert {g.tileset.format([g.kinds[k]]): left for k, left in tiles} == {"1s": 4, "4s": 1}


def test_declared_tiles_are_gone():
    g = grammar("riichi")
    # The pair would need a fifth East: the three declared ones are the hand's too.
    assert shanten(g, counts(g, "456p789s1z"), [run(g, "111z"), run(g, "123m")]) == 1
    assert shanten(g, counts(g, "456p789s1z"), 2) == 0
    c = counts(g, "456p789s2z")
    s, tiles = ukeire(g, c, [run(g, "111z"), run(g, "123m")])
    assert s == 0
    assert tiles == [(g.tileset.index[g.tileset.parse("2z")[0]], 3)]
    c = counts(g, "456p789s3m")
    _, tiles = ukeire(g, c, [run(g, "111z"), run(g, "123m")])
    assert tiles == [(g.tileset.index[g.tileset.parse("3m")[0]], 2)]


def test_ukeire_wants_three_k_plus_one():
    g = grammar("riichi")
    with pytest.raises(ValueError):
        ukeire(g, counts(g, "123m456p789s11122z"))


def test_discards_best_first():
    g = grammar("riichi")
    c = counts(g, "123m456p789s23s117z")
    out = discards(g, c)
    first = out[0]
    assert g.kinds[first[0]] == g.tileset.parse("7z")[0]
    assert first[1:] == (0, 8)
    assert out == sorted(out, key=lambda x: (x[1], -x[2], x[0]))
    assert len(out) == len({k for k, n in enumerate(c) if n})


def test_uzje_ukeire_and_discards_agree_with_shanten():
    g = grammar("uzje", all_tongs=True)
    c = counts(g, "369xcfs5xet147mE")
    s, tiles = ukeire(g, c)
    assert s == 0
    assert {g.kinds[k] for k, _ in tiles} == set(g.tileset.parse("E"))
    c2 = counts(g, "369xcfs5xet147mEP")
    best = discards(g, c2)[:2]
    assert [(g.kinds[k], s, u) for k, s, u in best] == [
        (g.tileset.parse("E")[0], 0, 3), (g.tileset.parse("P")[0], 0, 3)]


def test_cold_caches_give_the_same_answers():
    from game.core.shanten import clear_caches

    g = grammar("riichi")
    hands = ["123m456p789s1112z", "1122m3344p5566s7z", "19m19p19s1234567z"]
    before = [shanten(g, counts(g, h)) for h in hands]
    clear_caches()
    assert [shanten(g, counts(g, h)) for h in hands] == before
    c = counts(g, "123m456p789s23s11z")
    clear_caches()
    assert ukeire(g, c)[0] == 0


@pytest.mark.parametrize("variant", ["riichi", "space"])
def test_declared_red_five_after_an_engine_built_without_red_fives(variant, monkeypatch):
    # Grammars that differ only in red fives share one engine. Built first for red_fives=0,
    # it used to fail on a declared red five (KeyError: 0p) instead of counting a five.
    import game.core.shanten as sh_module

    plain, red = grammar(variant, red_fives=0), grammar(variant, red_fives=1)
    monkeypatch.setattr(sh_module, "_ENGINES", {})
    for g in (plain, red):
        monkeypatch.setattr(g.derived, "shanten_engine", None)
        monkeypatch.setattr(g.derived, "shanten0", None)
    plain_melds = [run(plain, t) for t in ("555p", "234m", "789s")]
    assert shanten(plain, counts(plain, "6z"), plain_melds) == 0
    melds = [run(red, t) for t in ("505p", "234m", "789s")]
    assert sh_module.engine_for(red) is sh_module.engine_for(plain)
    assert shanten(red, counts(red, "6z"), melds) == 0
    melds = [run(red, t) for t in ("406p", "234m", "789s")]
    s, tiles = ukeire(red, counts(red, "5p"), melds)  # the red five in the meld is a five
    assert s == 0 and tiles == [(red.tileset.index[red.tileset.parse("5p")[0]], 2)]
