"""The rules page's scoring elements: one for every row of every variant's scoring table (the
scorer's own), each with a line of what it asks and an example hand that, scored by the game,
carries that element at the value listed."""

from __future__ import annotations

import pytest

from game.core.model.sheet import Element
from game.core.variants import VARIANTS
from game.core.variants.chinese import hkos_tables
from game.learn.catalogue import carries, entries, score, summary, value_text
from game.learn.rules_text import sections

# Options under which rows come and go or change their values.
OPTIONS = [(v, {}) for v in VARIANTS] + [
    ("space", {"seven_pairs": True, "open_kokushi_han": 2}),
    ("sanma", {"red_fives": 0}),
    ("hkos", {"max_faan": 13, "min_faan": 0}),
    ("classical", {"limit": 0, "plum_blossom": False, "mah_jong_base": 10}),
    ("uzje", {"flowers": False}),
]


@pytest.mark.parametrize(("variant", "options"), OPTIONS,
                         ids=[f"{v}-{o}" for v, o in OPTIONS])
def test_every_element_has_words_and_an_example_that_makes_it(variant, options):
    listed = entries(variant, options)
    assert len(listed) > 30
    for entry in listed:
        assert entry.about, f"{variant}: {entry.title} says nothing"
        assert entry.example is not None, f"{variant}: {entry.title} has no example"
        sheet = score(variant, entry.example, options)
        assert sheet["valid"], f"{variant}: the example of {entry.title}: {sheet.get('reason')}"
        assert carries(entry, sheet), (f"{variant}: the example of {entry.title} scores "
                                       f"{[(e['name'], e['value']) for e in sheet['elements']]}")


def test_a_sheet_in_a_line_counts_one_double_as_one():
    sheets = [score("classical", e.example) for e in entries("classical")]
    one = [s for s in sheets if s["total"].get("doubles") == 1]
    assert one and all(" 1 double ·" in summary(s) for s in one)
    assert all("1 doubles" not in summary(s) for s in sheets)


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_an_elements_value_reads_one_double_and_one_point_as_one(variant):
    values = {value_text(e.row) for e in entries(variant)}
    assert not any(v.startswith(("1 doubles", "1 points")) for v in values), values
    if variant == "classical":  # its table has rows worth one double, and others worth more
        assert "1 double each" in values and "2 doubles" in values


def test_titles_are_unique_within_a_variant():
    for v in VARIANTS:
        titles = [e.title for e in entries(v)]
        assert len(titles) == len(set(titles)), v


def test_options_change_the_list():
    def titles(v, o):
        return {e.title for e in entries(v, o)}

    assert "Chiitoitsu" not in titles("space", {})
    assert "Chiitoitsu" in titles("space", {"seven_pairs": True})
    assert "Nukidora" in titles("sanma", {}) and "Nukidora" not in titles("riichi", {})
    assert "Sanshoku doujun" not in titles("sanma", {})  # no 2m-8m to match a run with
    assert "Red fives" not in titles("riichi", {"red_fives": 0})
    assert not {"Flower", "No flowers"} & titles("uzje", {"flowers": False})
    limited = titles("classical", {})
    unlimited = titles("classical", {"limit": 0})
    assert "All Honours" in limited and "All Honours" not in unlimited
    assert "All honours" in unlimited and "All honours" not in limited
    assert "Gathering Plum Blossom from the Roof" not in titles("classical",
                                                                {"plum_blossom": False})
    maxed = {e.title: e.row.value for e in entries("hkos", {"max_faan": 13})}
    assert maxed["Thirteen orphans"] == 13 and maxed["Full flush"] == 6


def test_a_changed_table_row_changes_the_page_and_the_scorer_alike(monkeypatch):
    """The page reads the same table the scorer scores with."""
    monkeypatch.setitem(hkos_tables.TABLE, "Full flush", (7, 5, "Suits", ""))
    row = next(e for e in entries("hkos") if e.title == "Full flush")
    assert row.row.value == 7
    sheet = score("hkos", row.example)
    assert {"name": "Full flush", "value": 7, "unit": "faan"} in sheet["elements"]


def test_carries_checks_name_unit_and_value():
    entry = next(e for e in entries("riichi") if e.title == "Chinitsu")
    assert carries(entry, {"elements": [{"name": "Chinitsu", "value": 6, "unit": "han"}]})
    assert carries(entry, {"elements": [{"name": "Chinitsu", "value": 5, "unit": "han"}]})
    assert not carries(entry, {"elements": [{"name": "Chinitsu", "value": 4, "unit": "han"}]})
    assert not carries(entry, {"elements": [{"name": "Honitsu", "value": 6, "unit": "han"}]})
    dora = next(e for e in entries("riichi") if e.title == "Dora")
    assert carries(dora, {"elements": [{"name": "Dora", "value": 3, "unit": "han"}]})
    gem = next(e for e in entries("uzje") if e.title == "Flower")
    assert gem.row.matches(Element("Flower h", 0.2, "fan"))
    assert not gem.row.matches(Element("Seat flower h", 0.6, "fan"))


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_the_rules_text_covers_the_parts_a_player_needs(variant):
    titles = [s.title for s in sections(variant)]
    for needed in ("The tiles", "Melds and a winning hand", "Turns and calls",
                   "Winning and the minimum", "Points and payments", "How a match ends"):
        assert needed in titles
    assert all(s.lines for s in sections(variant))


def test_options_show_in_the_rules_text_where_they_decide_a_rule():
    def lines(v, o):
        return [(line.text, line.option) for s in sections(v, o) for line in s.lines]

    assert ("A hand needs at least 1 faan to win.", "Min faan: 1") in lines("hkos",
                                                                          {"min_faan": 1})
    text = " ".join(t for t, _ in lines("classical", {"limit": 500}))
    assert "at most 500" in text
    east = lines("riichi", {"length": "east"})
    assert any("plays East as" in t and o == "Length: East" for t, o in east)


@pytest.mark.parametrize("variant, words", [("riichi", ("pon", "kan")),
                                            ("classical", ("chow",)), ("hkos", ("chow",))])
def test_the_rules_text_names_melds_in_the_families_own_words(variant, words):
    """Classical's page called a pung 'pon' and a kong 'kan', Riichi's words (a tester)."""
    melds = next(s for s in sections(variant) if s.title == "Melds and a winning hand")
    text = " ".join(line.text for line in melds.lines)
    assert all(f"({w})" in text or f"(a {w})" in text for w in words)
    others = {"pon", "kan"} - set(words)
    assert not any(f"({w})" in text for w in others)


def page(variant, options=None) -> str:
    return " ".join(line.text for s in sections(variant, options) for line in s.lines)


def test_the_rules_pages_say_what_a_reviewer_found_them_missing_or_getting_wrong():
    """A review against the rule documents: each sentence here was wrong or missing."""
    uzje = page("uzje")
    assert "four alike count as two pairs" in uzje and "Seven different pairs" not in uzje
    assert "but Zero" in uzje and "fourteen orphans" in uzje  # Zero is apart from both
    assert "A run, a gem or a power may be called only from the player before you" in uzje
    sanma = page("sanma")
    assert "then a run" not in sanma  # no run is called in Sanma
    assert "100 from each payer to a self-draw" in sanma  # 200 a counter, not 300
    riichi = page("riichi")
    assert "after riichi, passing a win bars it for the rest of the hand" in riichi
    assert "a draw of your own still to come" in riichi
    assert "fall below zero" in riichi  # the match plays on at exactly 0
    assert "they still settle their differences" in page("classical")  # the default
    assert "to one another" in page("classical", {"cannon_pays": "all"})
    assert "never go out" in page("classical")  # an Original Call is not checked


def test_the_rules_pages_say_what_a_second_reviewer_found_wrong():
    """Sanma has no runs to call and no 2 to 8 of characters; "the dealer keeps the deal
    after a win" read as anyone's win."""
    sanma = page("sanma")
    assert "other end of the run" not in sanma and "you may not discard the tile" in sanma
    assert "characters only 1 and 9" in sanma and "numbered 1 to 9: characters" not in sanma
    assert "other end of the run" in page("riichi")
    assert "numbered 1 to 9: characters" in page("riichi")
    for variant in ("classical", "uzje", "riichi"):
        assert "keeps the deal after winning" in page(variant)
        assert "after a win" not in page(variant).split("keeps the deal")[1][:20]


def test_hong_kongs_points_table_reads_as_the_seed_gives_it():
    """It read "0+ -> 1, 1+ -> 2 ...", arrows and all (a tester)."""
    hk = page("hkos")
    assert "->" not in hk
    assert ("0 faan 1 point, 1 faan 2, 2 faan 4, 3 faan 8, 4\u20136 faan 16, 7\u20139 faan "
            "32, 10\u201312 faan 64, 13 or more faan 128") in hk


def test_spaces_open_kokushi_is_listed_with_seven_pairs_off_as_by_default():
    """The row went with chiitoitsu's, which Space leaves out by default."""
    titles = [e.row.title for e in entries("space", {})]
    assert "Open kokushi" in titles and "Chiitoitsu" not in titles
    assert "Chiitoitsu" in [e.row.title for e in entries("space", {"seven_pairs": True})]


def test_the_riichi_pages_name_the_abortive_draws_and_who_pays_for_a_fed_yakuman():
    """The pages left out the abortive draws and pao (a reviewer)."""
    riichi = page("riichi")
    assert "four players in riichi" in riichi and "nine different terminals" in riichi
    assert "last set of daisangen or daisuushii is liable" in riichi
    assert "liable" not in page("riichi", {"pao": "off"})
    assert "four players in riichi" not in page("sanma")  # three cannot be four
    assert "drawn at once" not in page("hkos")


def test_spaces_page_names_each_honour_wait_as_the_engine_reads_it():
    """A tester met a closed-wait fu on a South-North wait and found no word of it: the page
    says each honour partial's waits, and the engine's waits are those."""
    from game.analysis import answer

    text = page("space")
    cases = {"12z": ("neighbouring winds", "two-sided", {"3z", "4z"}),
             "13z": ("opposite winds", "closed", {"2z", "4z"}),
             "56z": ("two dragons wait on the", "two-sided", {"7z"})}
    for partial, (words, shape, waits) in cases.items():
        assert words in text and shape in text
        got = answer({"variant": "space", "hand": "123m456m789m55p" + partial})["waits"]
        assert {w["tile"] for w in got} == waits
        assert all(shape in w["shapes"] for w in got)
    assert "four different winds wait on any wind" in text
    four = answer({"variant": "space", "hand": "123m456m789p1234z"})["waits"]
    assert {w["tile"] for w in four} == {"1z", "2z", "3z", "4z"}


def test_classicals_page_says_what_makes_a_discard_dangerous():
    """The cannon line spoke of a 'dangerous hand' the page never defined (a tester): it
    says classical.md's test, with the option's wall length, or none when it is off."""
    text = page("classical")
    assert "three or more exposed sets all of one suit" in text
    assert "down to 10 tiles, any tile not yet seen" in text
    assert "not yet seen" not in page("classical", {"cannon_late_wall": 0})
