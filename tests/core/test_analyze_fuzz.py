"""Seeded sweeps of `python -m game analyze` requests (ANALYZE.md): every legal request of
every variant is answered, every bad one is refused with a message naming its part.

Requests are built from a wall of the variant's physical tiles, so every copy count is legal:
declared melds of every kind the grammar has (pungs, kongs open and concealed, chows, Space's
wrapped and honour runs, Ùzje's ariths, gems and powers), concealed hands of every size, wins
of standard and special shapes, flags, winds, indicators, Norths set aside and bonus tiles."""

from __future__ import annotations

import copy
import json
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from game.analysis import RequestError, answer
from game.core.model.tiles import NORTH, wind_tile
from game.core.variants import get_variant

ROOT = Path(__file__).resolve().parents[2]
VARIANTS = ["riichi", "sanma", "space", "hkos", "classical", "uzje"]
FLAGS = ["riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan",
         "tenhou", "chiihou", "first_draw", "last_tile", "last_discard", "replacement",
         "rob_kong", "original_call", "kong_upon_kong", "heavens_blessing", "earths_blessing"]
INDICATED = ("riichi", "sanma", "space")  # the variants with dora
COMPRESSED = {"E": "H", "W": "H", "S": "V", "N": "V"}


class Wall:
    """The physical tiles not yet used by a request being built."""

    def __init__(self, rng: random.Random, ts) -> None:
        self.rng, self.ts = rng, ts
        self.left = Counter(t for t in ts.physical_tiles() if t in ts.index)

    def take(self, kinds) -> list | None:
        """One physical tile of each kind index (repeats allowed), or None if short."""
        need = Counter(kinds)
        have = Counter()
        for t, n in self.left.items():
            have[self.ts.index[t]] += n
        if any(have[k] < n for k, n in need.items()):
            return None
        out = []
        for k in kinds:
            t = self.rng.choice([t for t, n in self.left.items() if n and self.ts.index[t] == k])
            self.left[t] -= 1
            out.append(t)
        return out

    def sample(self, n: int) -> list:
        pool = sorted((t for t, c in self.left.items() for _ in range(c)),
                      key=lambda t: (self.ts.order[t], t.red))
        out = self.rng.sample(pool, min(n, len(pool)))
        for t in out:
            self.left[t] -= 1
        return out


def random_options(rng, variant) -> dict:
    out = {}
    for o in variant.options:
        if rng.random() < 0.5 and (o.choices or isinstance(o.default, bool)):
            out[o.name] = rng.choice(o.choices) if o.choices else rng.random() < 0.5
    return out


def first_fit(rng, wall, choices, tries=30) -> list:
    for _ in range(tries):
        got = wall.take(rng.choice(choices))
        if got:
            return got
    return []


def declared_melds(rng, grammar, wall, runs_called: bool = True) -> list[dict]:
    ts, melds = grammar.tileset, []
    kongs = [(k,) * 4 for k in range(len(ts.kinds))]
    # where no run is ever called (Sanma) none can be shown: only sets of alike tiles
    groups = [t.indices for t in grammar.templates
              if runs_called or len(set(t.indices)) == 1]
    for _ in range(rng.choice([0, 0, 1, 2, 3, 4])):
        is_kong = rng.random() < 0.25
        tiles = first_fit(rng, wall, kongs if is_kong else groups)
        if tiles:
            rng.shuffle(tiles)
            melds.append({"tiles": ts.format(tiles), "open": not is_kong or rng.random() < 0.5})
    return melds


def special_shape(rng, grammar, wall) -> list:
    forms = [tuple(o.required) + tuple(rng.choice(o.required) for _ in range(o.extra))
             for o in grammar.orphans] + list(grammar.long_straights)
    if grammar.seven_pairs:
        forms.append(tuple(k for k in rng.sample(range(len(grammar.kinds)), 7) for _ in "12"))
    return (wall.take(rng.choice(forms)) or []) if forms else []


def winning_shape(rng, grammar, wall, groups: int) -> list:
    templates = [t.indices for t in grammar.templates]
    hand = [t for _ in range(groups) for t in first_fit(rng, wall, templates)]
    return hand + first_fit(rng, wall, [(k, k) for k in range(len(grammar.kinds))])


def legal_request(rng, variant_id: str, win: bool) -> dict:
    v = get_variant(variant_id)
    options = random_options(rng, v)
    resolved = v.resolve(options)
    grammar = v.grammar(resolved)
    ts = grammar.tileset
    wall = Wall(rng, ts)
    melds = declared_melds(rng, grammar, wall, v.play_rules(resolved).chow_from != "none")
    room = 14 - 3 * len(melds)
    hand = []
    if win and not melds and rng.random() < 0.3:
        hand = special_shape(rng, grammar, wall)
    elif win and rng.random() < 0.6:
        hand = winning_shape(rng, grammar, wall, 4 - len(melds))
    size = room if win else rng.choice([n for n in range(1, room + 1) if n % 3])
    hand = rng.sample(hand, min(size, len(hand)))
    hand += wall.sample(size - len(hand))
    rng.shuffle(hand)
    request = {"variant": variant_id, "options": options, "hand": ts.format(hand),
               "melds": melds}
    if ts.bonus:
        request["bonus"] = ts.format(rng.sample(ts.bonus, rng.randint(0, min(4, len(ts.bonus)))))
    if win:
        request.update(win_parts(rng, v, resolved, wall, hand))
    return request


def win_parts(rng, v, resolved, wall, hand) -> dict:
    ts = v.grammar(resolved).tileset
    seats = "ESWN"[:v.players_for(resolved)]
    seat = rng.choice(seats)
    win = {"tile": ts.format([rng.choice(hand)]), "by": rng.choice(["ron", "tsumo"]),
           "flags": rng.sample(FLAGS, rng.randint(0, 4))}
    if win["by"] == "ron" and rng.random() < 0.5:
        win["from"] = rng.choice([s for s in seats if s != seat])
    out = {"win": win, "seat_wind": seat, "round_wind": rng.choice("ESWN")}
    if v.id == "uzje":  # H serves East and West, V South and North
        for key in ("seat_wind", "round_wind"):
            if rng.random() < 0.3:
                out[key] = COMPRESSED[out[key]]
    if v.id in INDICATED:
        dora = wall.sample(rng.randint(0, 5))
        out["dora_indicators"] = ts.format(dora)
        out["ura_indicators"] = ts.format(wall.sample(rng.randint(0, len(dora))))
    if v.id == "sanma":
        out["north_extracted"] = rng.randint(0, wall.left[wind_tile(NORTH)])
    return out


# ---------------------------------------------------------------------------------------------
# Legal requests are answered


def check_analysis(request: dict, got: dict) -> None:
    if "waits" in got:
        assert (got["shanten"] == 0) == bool(got["waits"]), (request, got)
    else:
        best = min(d["shanten"] for d in got["discards"])
        assert best == max(got["shanten"], 0) == got["discards"][0]["shanten"], (request, got)


def check_score(request: dict, got: dict) -> None:
    score = got["score"]
    shape = answer({k: v for k, v in request.items() if k != "win"})
    complete = shape["shanten"] == -1
    assert not score["valid"] or complete, (request, got)
    assert not complete or score.get("reason") != "not a winning shape", (request, got)
    if score["valid"]:
        assert score["points"] > 0 and sum(score["payments"].values()) == 0, (request, got)
    else:
        assert score["reason"], (request, got)


def sweep(rng: random.Random, variant: str, count: int) -> None:
    """`count` legal requests, with and without win in turn: each answered and sound."""
    for n in range(count):
        request = legal_request(rng, variant, win=n % 2 == 1)
        got = answer(request)
        assert "error" not in got, (request, got)
        (check_score if "win" in request else check_analysis)(request, got)


@pytest.mark.parametrize("variant", VARIANTS)
def test_any_legal_request_is_answered(variant):
    sweep(random.Random(f"legal-{variant}"), variant, 120)


@pytest.mark.heavy
@pytest.mark.parametrize("variant", VARIANTS)
def test_many_legal_requests_are_answered(variant):
    sweep(random.Random(f"legal-heavy-{variant}"), variant, 3000)


def test_the_command_answers_a_batch_of_legal_requests_with_status_0():
    rng = random.Random("legal-cli")
    batch = [legal_request(rng, v, win=n % 2 == 1) for v in VARIANTS for n in range(10)]
    done = subprocess.run([sys.executable, "-m", "game", "analyze"], input=json.dumps(batch),
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    answers = json.loads(done.stdout)
    assert done.returncode == 0 and done.stderr == ""
    assert len(answers) == len(batch) and not [a for a in answers if "error" in a]


# ---------------------------------------------------------------------------------------------
# Bad requests are refused, naming the part


def fifth_copy(rng, request, ts):
    tiles = ts.parse(request["hand"])
    kind = rng.choice(tiles).plain
    request["hand"] = ts.format(tiles + [kind] * ts.copies)
    return r"hold \d+ of"


def fifth_copy_shown(rng, request, ts):
    kind = rng.choice(ts.parse(request["hand"])).plain
    held = [t.plain for t in ts.parse(request["hand"])]
    held += [t.plain for m in request["melds"] for t in ts.parse(m["tiles"])]
    request["dora_indicators"] = ts.format([kind] * (ts.copies + 1 - held.count(kind)))
    request["ura_indicators"] = ""
    return r"hold \d+ of"


def bad_tile_text(rng, request, ts):
    if request["melds"] and rng.random() < 0.3:
        n = rng.randrange(len(request["melds"]))
        request["melds"][n]["tiles"] += rng.choice("!?²#~")
        return f"melds[{n}].tiles: bad tile text"
    key = rng.choice(["hand", "dora_indicators", "bonus"])
    text = request.get(key) or ""
    at = rng.randint(0, len(text))
    request[key] = text[:at] + rng.choice("!?²#~") + text[at:]
    return key


def not_a_meld(rng, request, ts):
    request["melds"] = [*request["melds"][:3], {"tiles": rng.choice(["1m5p9s", "1s2s4p"])
                                                if ts.notation.name == "mpsz" else "1t5s9m"}]
    return f"melds[{len(request['melds']) - 1}]"


def wrong_type(rng, request, ts):
    key, value = rng.choice([("hand", 5), ("melds", "x"), ("options", []), ("win", [1]),
                             ("seat_wind", [1]), ("dora_indicators", 3), ("bonus", 2),
                             ("north_extracted", "2"), ("variant", 1), ("melds", 0),
                             ("bonus", False), ("round_wind", "X"),
                             ("options", {"red_fives": True} if ts.reds else {"nope": 1})])
    request[key] = value
    return key


def unknown_option(rng, request, ts):
    request["options"] = {**request["options"], rng.choice(["nope", "Red_fives"]): 1}
    return "unknown option"


def winning_tile_not_held(rng, request, ts):
    held = {t.plain for t in ts.parse(request["hand"])}
    request["win"]["tile"] = ts.format([rng.choice([k for k in ts.kinds if k not in held])])
    return "not in the hand"


def discarder_no_seat(rng, request, ts):
    request["win"]["from"] = rng.choice(["X", 1, "1z", ["E"]])
    return "win.from"


def one_tile_short(rng, request, ts):
    request["hand"] = ts.format(ts.parse(request["hand"])[1:])
    return "14"


SPOILERS = [fifth_copy, fifth_copy_shown, bad_tile_text, not_a_meld, wrong_type,
            unknown_option]
WIN_SPOILERS = [winning_tile_not_held, one_tile_short, discarder_no_seat]


@pytest.mark.parametrize("variant", VARIANTS)
def test_bad_requests_are_refused_naming_the_part(variant):
    rng = random.Random(f"bad-{variant}")
    for n in range(150):
        win = n % 2 == 1
        request = legal_request(rng, variant, win)
        v = get_variant(variant)
        ts = v.grammar(v.resolve(request["options"])).tileset
        spoil = rng.choice(SPOILERS + (WIN_SPOILERS if win else []))
        bad = copy.deepcopy(request)
        words = spoil(rng, bad, ts)
        with pytest.raises(RequestError, match=words.replace("[", r"\[")):
            answer(bad)
