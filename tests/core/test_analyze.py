"""`python -m game analyze`: the worked examples of docs/ANALYZE.md, batches, and clear
refusals of bad requests."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.analysis import RequestError, answer, answer_batch
from game.core.model.sheet import ScoreSheet

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = Path(__file__).resolve().parents[1] / "data" / "analyze-examples.json"


def contains(big, small) -> bool:
    """Whether `big` has every key and value of `small` (lists element by element)."""
    if isinstance(small, dict):
        return isinstance(big, dict) and all(k in big and contains(big[k], v)
                                             for k, v in small.items())
    if isinstance(small, list):
        return (isinstance(big, list) and len(big) == len(small)
                and all(contains(b, s) for b, s in zip(big, small, strict=True)))
    return big == small


def examples():
    return json.loads(EXAMPLES.read_text(encoding="utf-8"))


def test_examples_without_win():
    for case in examples():
        if "win" not in case["request"]:
            assert contains(answer(case["request"]), case["answer"]), case


def test_examples_with_win_score_as_the_contract_shows():
    for case in examples():
        if "win" in case["request"]:
            got = answer(case["request"])
            assert contains(got, case["answer"]), (case, got)


def test_ready_hand_waits_with_left_and_shapes():
    got = answer({"variant": "riichi", "hand": "234567m234p3455s"})
    assert got["shanten"] == 0
    assert got["waits"] == [{"tile": "2s", "left": 4, "shapes": ["two-sided"]},
                            {"tile": "5s", "left": 2, "shapes": ["two-sided", "single"]}]


def test_left_counts_declared_melds_and_red_fives():
    got = answer({"variant": "riichi", "hand": "2340m",
                  "melds": [{"tiles": "555p", "open": True}, {"tiles": "777z", "open": True},
                            {"tiles": "1111z", "open": False}]})
    assert got["waits"] == [{"tile": "2m", "left": 3, "shapes": ["single"]},
                            {"tile": "5m", "left": 3, "shapes": ["single"]}]


def test_uzje_writes_zero_as_z():
    got = answer({"variant": "uzje", "hand": "12s22567mEEECCC"})
    assert [w["tile"] for w in got["waits"]] == ["3s", "4s", "Z"]
    got = answer({"variant": "uzje", "hand": "0s12s22567mEEECCC"})  # 0s accepted on input
    assert got["shanten"] == -1 and got["discards"][0]["tile"] in ("Z", "2m", "1s", "2s")
    assert all("0" not in d["tile"] for d in got["discards"])


def test_space_waits_from_the_seed():
    hand = "234m456p555s1234z"
    assert [w["tile"] for w in answer({"variant": "space", "hand": hand})["waits"]] == [
        "1z", "2z", "3z", "4z"]
    got = answer({"variant": "space", "hand": "4445678912333p"})
    assert "".join(w["tile"][0] for w in got["waits"]) == "123456789"


def test_discards_for_a_hand_one_over_size_best_first():
    got = answer({"variant": "riichi", "hand": "123m456p789s11z23m9p"})
    assert got["shanten"] == 0 and not got["complete"]
    first = got["discards"][0]
    assert first == {"tile": "9p", "shanten": 0, "ukeire": 7}
    keys = [(d["shanten"], -d["ukeire"]) for d in got["discards"]]
    assert keys == sorted(keys)


@pytest.mark.parametrize("variant, hand, pung, single", [
    ("riichi", "1p234m567m789s1z", "111p", "1p"),
    ("hkos", "1p234m567m789s1z", "111p", "1p"),
    ("uzje", "1t234m567m789sW", "111t", "1t"),
])
def test_discards_when_a_kinds_last_copy_is_held_beside_its_declared_pung(
        variant, hand, pung, single):
    # All four copies of the pung's kind are out: hand and melds. Drawing a fifth is no
    # option for ukeire, which used to fail with "more than four copies".
    got = answer({"variant": variant, "hand": hand, "melds": [{"tiles": pung, "open": True}]})
    assert "error" not in got and got["shanten"] == 0
    first = got["discards"][0]
    assert first["tile"] == single and first["shanten"] == 0
    if variant == "riichi":  # the single wait on 1z: its 3 other copies
        assert first["ukeire"] == 3


def test_not_ready_hand_has_no_waits():
    got = answer({"variant": "hkos", "hand": "159m159p159s1234z"})
    assert got["shanten"] > 0 and got["waits"] == []


@pytest.mark.parametrize(
    "request_, words",
    [
        ([1], "JSON object"),
        ({"hand": "1m"}, "variant"),
        ({"variant": "mahjong", "hand": "1m"}, "unknown variant"),
        ({"variant": "riichi", "options": {"nope": 1}, "hand": "1m"}, "unknown option"),
        ({"variant": "riichi", "options": {"kiriage": "yes"}, "hand": "1m"}, "kiriage"),
        ({"variant": "riichi", "hand": "123q"}, "character 4"),
        ({"variant": "riichi", "hand": "123m8z"}, "8z does not exist"),
        ({"variant": "riichi"}, "hand"),
        ({"variant": "sanma", "hand": "123m"}, "not a tile of sanma"),
        ({"variant": "riichi", "hand": "11111m"}, "5 of 1m"),
        ({"variant": "riichi", "hand": "00m"}, "red"),
        ({"variant": "hkos", "hand": "123m1f"}, "bonus"),
        ({"variant": "riichi", "hand": "123m456p789s112222z"}, "at most 14"),
        ({"variant": "riichi", "hand": "11m", "melds": [{"tiles": "124m"}]}, "melds[0]"),
        ({"variant": "riichi", "hand": "11m", "melds": [{"tiles": "123m", "open": False}]},
         "concealed"),
        ({"variant": "riichi", "hand": "123m"}, r"hand: .*3k\+1 or 3k\+2 .* not 3"),
        ({"variant": "riichi", "hand": "123m456p789s11z222z",
          "win": {"tile": "3z", "by": "ron"}}, "not in the hand"),
        ({"variant": "riichi", "hand": "123m456p789s11z222z",
          "win": {"tile": "2z", "by": "kan"}}, "win.by"),
        ({"variant": "riichi", "hand": "123m456p789s11z222z", "seat_wind": "X",
          "win": {"tile": "2z"}}, "seat_wind"),
        ({"variant": "riichi", "hand": "123m456p789s11z222z", "seat_wind": "S",
          "win": {"tile": "2z", "from": "S"}}, "cannot be the winner"),
        ({"variant": "sanma", "hand": "123p456p789s11z222z", "seat_wind": "N",
          "win": {"tile": "2z"}}, "seat_wind"),
        ({"variant": "riichi", "hand": "123m456p789s11z2z", "win": {"tile": "2z"}}, "14"),
        # Indicators and Norths set aside are physical tiles beside the hand and melds.
        ({"variant": "riichi", "hand": "1111m456p789s11z2z", "dora_indicators": "1m"},
         "5 of 1m"),
        ({"variant": "riichi", "hand": "0m", "melds": ["234m", "678p", "789s"],
          "ura_indicators": "0m"}, "2 red 0m"),
        ({"variant": "sanma", "hand": "4z", "melds": ["444z", "111p", "999s"],
          "north_extracted": 1}, "5 of 4z"),
        ({"variant": "riichi", "hand": "1m", "dora_indicators": "123456m"}, "at most 5"),
        ({"variant": "riichi", "hand": "1m", "dora_indicators": "1x"}, "dora_indicators"),
        ({"variant": "hkos", "hand": "1m", "bonus": "1f1f"}, "once"),
        # Parts of the wrong JSON type, even falsy ones (once read as missing), and a
        # boolean for a number option (once read as 1).
        ({"variant": "riichi", "options": [], "hand": "1m"}, "options: an object"),
        ({"variant": "riichi", "hand": "1m", "melds": 0}, "melds: a list"),
        ({"variant": "riichi", "hand": "1m", "melds": ""}, "melds: a list"),
        ({"variant": "hkos", "hand": "1m", "bonus": False}, "bonus: tile text"),
        ({"variant": "riichi", "options": {"red_fives": True}, "hand": "1m"}, "red_fives"),
        ({"variant": "hkos", "options": {"two_pairs_one_suit": 1}, "hand": "1m"}, "bool"),
        ({"variant": "riichi", "hand": "123m456p789s11z222z",
          "win": {"tile": "2z", "by": "tsumo", "from": "99m"}}, "win.from"),
        # A meld's tile text is named as the meld's (it once said only "tiles").
        ({"variant": "hkos", "hand": "1m", "melds": ["111m", {"tiles": "12x"}]},
         r"melds[1].tiles: bad tile text '12x' at character 3"),
        ({"variant": "hkos", "hand": "1m", "melds": [{"tiles": "1f1f1f"}]},
         r"melds[0].tiles: .* bonus tile"),
        ({"variant": "hkos", "hand": "1m", "melds": [{"tiles": ""}]}, r"melds[0].tiles: no"),
        # Winds are read with or without a win.
        ({"variant": "sanma", "hand": "1m", "seat_wind": "N"}, "seat_wind"),
        # A wind that is no string (once an internal error: unhashable list).
        ({"variant": "uzje", "hand": "555s33aaam", "melds": ["222s", "777m"], "seat_wind": [1],
          "win": {"tile": "3m"}}, "seat_wind: .* not an array"),
        ({"variant": "riichi", "hand": "123m456p789s11z222z", "round_wind": {"E": 1},
          "win": {"tile": "2z"}}, "round_wind: .* not an object"),
        ({"variant": "riichi", "hand": "123m456p789s11z222z",
          "win": {"tile": "2z", "from": ["S"]}}, "win.from: .* not an array"),
    ],
)
def test_unreadable_requests_say_why(request_, words):
    with pytest.raises(RequestError, match=words.replace("[", r"\[")):
        answer(request_)


def test_batch_answers_each_and_marks_the_bad_one_in_place():
    got, status = answer_batch([{"variant": "riichi", "hand": "234567m234p3455s"},
                                {"variant": "riichi", "hand": "9x"},
                                {"variant": "space", "hand": "234m456p55678s13z"}])
    assert status == 2
    assert got[0]["shanten"] == 0 and "error" in got[1] and got[2]["shanten"] == 0


def test_a_shanten_failure_is_ours_not_the_requests(monkeypatch):
    # Such a ValueError ("more than four copies", before 8c62cf2) was once passed off as a
    # bad request (status 2) and hid the bug.
    import game.core.shanten as sh

    def fails(grammar, counts, melds=0):
        raise ValueError("more than four copies")

    monkeypatch.setattr(sh, "shanten", fails)
    got, status = answer_batch({"variant": "riichi", "hand": "1m"})
    assert status == 1 and got["error"].startswith("internal error: ValueError")


def test_a_failure_of_ours_costs_only_its_own_answer_in_a_batch(monkeypatch):
    import game.analysis as analysis

    def fail_on_space(grammar, hand, melds):  # a stand-in for a bug in one variant
        if grammar.wrap:
            raise KeyError("boom")
        return real(grammar, hand, melds)

    real = analysis._analysis
    monkeypatch.setattr(analysis, "_analysis", fail_on_space)
    got, status = answer_batch([{"variant": "space", "hand": "234m456p55678s13z"},
                                {"variant": "riichi", "hand": "9x"},
                                {"variant": "riichi", "hand": "234567m234p3455s"}])
    assert status == 1 and "internal error: KeyError" in got[0]["error"]
    assert "error" in got[1] and got[2]["shanten"] == 0
    assert answer_batch({"variant": "riichi", "hand": "234567m234p3455s"})[1] == 0


def test_win_situation_defaults(monkeypatch):
    from game.core.variants import get_variant

    seen = {}

    def capture(self, situation, options):
        seen["s"] = situation
        return ScoreSheet.refused("only looking")

    monkeypatch.setattr(type(get_variant("uzje")), "score", capture)
    answer({"variant": "uzje", "hand": "555s33aaam", "melds": ["222s", "777m"],
            "seat_wind": "V", "round_wind": "H", "bonus": "hq",
            "win": {"tile": "3m", "by": "ron", "flags": ["double_riichi", "riichi"]}})
    s = seen["s"]
    assert (s.seat_wind, s.round_wind, s.discarder) == ("S", "E", "E")
    assert s.flags == frozenset({"double_riichi"}) and len(s.bonus) == 2
    assert s.win_tile in s.hand and len(s.hand) == 8 and len(s.melds) == 2


# ---------------------------------------------------------------------------------------------
# The command itself


def run_cli(*args: str, stdin: str = "") -> tuple[int, object]:
    done = subprocess.run([sys.executable, "-m", "game", "analyze", *args], input=stdin,
                          capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert "Traceback" not in done.stderr
    return done.returncode, json.loads(done.stdout)


def test_cli_answers_stdin_and_a_file(tmp_path):
    request = {"variant": "uzje", "hand": "39s22567mEEECCC"}
    code, got = run_cli(stdin=json.dumps(request))
    assert code == 0 and [w["tile"] for w in got["waits"]] == ["1s", "6s", "es"]
    path = tmp_path / "batch.json"
    path.write_text(json.dumps([request, {"variant": "riichi", "hand": "1m2"}]))
    code, got = run_cli(str(path))
    assert code == 2 and got[0]["shanten"] == 0 and "character 3" in got[1]["error"]


@pytest.mark.parametrize(
    "stdin, words",
    [("{bad", "bad JSON at line 1"),
     ('{"variant": "riichi", "hand": "12m3"}', "character 4"),
     ('{"variant": "x", "hand": "1m"}', "unknown variant"),
     ("[" * 100_000 + "]" * 100_000, "nested too deeply")],  # once a RecursionError traceback
)
def test_cli_refuses_unreadable_requests_with_status_2(stdin, words):
    code, got = run_cli(stdin=stdin)
    assert code == 2 and words in got["error"]


def test_cli_reads_utf8_with_a_byte_order_mark(tmp_path):
    request = '{"variant": "riichi", "hand": "234567m234p3455s"}'
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + request.encode())
    code, got = run_cli(str(path))
    assert code == 0 and got["shanten"] == 0
    code, got = run_cli(stdin="\ufeff" + request)
    assert code == 0 and got["shanten"] == 0


@pytest.mark.parametrize("args", [("--foo",), ("a.json", "b.json")])
def test_cli_refuses_unexpected_arguments_in_json(args):
    code, got = run_cli(*args)
    assert code == 2 and "unexpected arguments" in got["error"] and "usage" in got["error"]


def test_cli_missing_file():
    code, got = run_cli("/nonexistent/request.json")
    assert code == 2 and "cannot read" in got["error"]


def test_nulls_stand_for_missing_parts():
    got = answer({"variant": "riichi", "options": None, "hand": "1m", "melds": None,
                  "win": None, "dora_indicators": None})
    assert got["waits"] == [{"tile": "1m", "left": 3, "shapes": ["single"]}]


def test_null_open_is_an_open_meld():
    plain = {"variant": "riichi", "hand": "1m", "melds": [{"tiles": "111z"}] * 1}
    assert answer({**plain, "melds": [{"tiles": "111z", "open": None}]}) == answer(plain)


def test_nulls_stand_for_missing_parts_of_a_win():
    base = {"variant": "sanma", "hand": "123p456p789s11z222z", "seat_wind": "S",
            "win": {"tile": "2z"}}
    nulls = {**base, "round_wind": None, "north_extracted": None,
             "win": {"tile": "2z", "by": None, "flags": None, "from": None}}
    assert answer(nulls) == answer(base)
    assert answer(base)["score"]["payments"] == {"E": -answer(base)["score"]["points"],
                                                 "S": answer(base)["score"]["points"]}


def test_a_compressed_seat_wind_is_the_one_of_its_two_seats_that_did_not_discard():
    # ANALYZE.md: H serves East and West. Winning on East's discard, H can only be West.
    base = {"variant": "uzje", "hand": "555s33aaam", "melds": ["222s", "777m"],
            "win": {"tile": "3m", "by": "ron", "from": "E"}}
    west = answer({**base, "seat_wind": "W"})["score"]
    assert answer({**base, "seat_wind": "H"})["score"] == west
    assert west["payments"]["W"] > 0 > west["payments"]["E"]
    with pytest.raises(RequestError, match="cannot be the winner"):
        answer({**base, "seat_wind": "E"})


def test_a_whole_number_option_may_be_written_as_a_float():
    got = answer({"variant": "hkos", "options": {"min_faan": 3.0}, "hand": "123m456p789s11z234s",
                  "seat_wind": "S", "win": {"tile": "2s", "by": "ron"}})
    assert got["score"]["reason"] == "below minimum 3 faan"


def test_flags_a_variant_does_not_know_are_ignored():
    # ANALYZE.md: "Flags that do not exist in a variant are ignored by it."
    base = {"variant": "riichi", "hand": "123m456p789s11z222z", "seat_wind": "S",
            "win": {"tile": "2z", "by": "tsumo", "flags": []}}
    odd = {**base, "win": {**base["win"], "flags": ["original_call", "no_such_flag"]}}
    plain, with_odd = answer(base), answer(odd)
    assert with_odd["score"]["valid"] and with_odd["score"] == plain["score"]


@pytest.mark.parametrize("variant", ["riichi", "sanma", "space", "hkos", "classical", "uzje"])
def test_any_legal_hand_with_declared_pungs_and_kongs_is_answered(variant):
    # Seeded random hands beside 0-4 declared pungs and kongs, every copy count legal, one
    # tile over size or not: each gets an analysis, never an error.
    from game.core.variants import get_variant

    v = get_variant(variant)
    ts = v.grammar(v.resolve({})).tileset
    rng = random.Random(7)
    for _ in range(80):
        left = {k: ts.copies for k in ts.kinds if not k.is_bonus}
        melds = []
        for _ in range(rng.randint(0, 4)):
            k = rng.choice([k for k, n in left.items() if n >= 3])
            n = 4 if left[k] == 4 and rng.random() < 0.2 else 3
            left[k] -= n
            melds.append({"tiles": ts.format([k] * n), "open": n == 3 or rng.random() < 0.5})
        pool = [k for k, n in left.items() for _ in range(n)]
        hand = rng.sample(pool, 14 - 3 * len(melds) - rng.randint(0, 1))
        got = answer({"variant": variant, "hand": ts.format(hand), "melds": melds})
        assert "error" not in got, (ts.format(hand), melds, got)


@pytest.mark.parametrize("hand, said", [(None, "hand: missing;"), (5, "hand: not text (int);"),
                                        (["1m"], "hand: not text (list);")])
def test_a_hand_that_is_missing_or_not_text_is_said_to_be(hand, said):
    """A request without "hand" was answered 'hand: tile text in mpsz notation', which does
    not say the key is missing."""
    request = {"variant": "riichi"} if hand is None else {"variant": "riichi", "hand": hand}
    with pytest.raises(RequestError) as refused:
        answer(request)
    assert str(refused.value).startswith(said) and "mpsz notation" in str(refused.value)


def test_discards_count_unseen_tiles_the_one_thrown_not_among_them():
    """ANALYZE.md: ukeire is the number of unseen tiles that lower the shanten. After the
    1m of 11112345678999m, three 1m are held and one lies in the pond: none is unseen, and
    the nine-sided wait has 7 x 3 + 1 = 22 (the answer said 23)."""
    got = answer({"variant": "riichi", "hand": "11112345678999m"})
    ukeire = {d["tile"]: d["ukeire"] for d in got["discards"]}
    assert ukeire["1m"] == 22
    # thirteen orphans after the second 7z: twelve kinds three unseen each, 7z two
    got = answer({"variant": "riichi", "hand": "19m19p19s12345677z"})
    assert {d["tile"]: d["ukeire"] for d in got["discards"]}["7z"] == 12 * 3 + 2


def test_sanma_refuses_a_shown_run_it_could_never_have_called():
    """Sanma calls no runs (and declares none concealed): a tester's four shown melds with
    123p and 456s were scored as a 1,000-point hand."""
    request = {"variant": "sanma", "hand": "11m", "seat_wind": "S", "round_wind": "E",
               "melds": [{"tiles": "123p", "open": True}, {"tiles": "456s", "open": True},
                         {"tiles": "777z", "open": True}, {"tiles": "999p", "open": True}],
               "win": {"tile": "1m", "by": "ron"}}
    with pytest.raises(RequestError, match="runs may not be called"):
        answer(request)
    request["melds"][:2] = [{"tiles": "222p", "open": True}, {"tiles": "444s", "open": True}]
    assert "error" not in answer(request)  # pungs shown, as Sanma calls them
    riichi = {**request, "variant": "riichi", "melds": [{"tiles": "123p", "open": True}]}
    riichi["hand"] = "11m456s777z999p"
    assert "error" not in answer(riichi)  # where runs are called they may be shown
