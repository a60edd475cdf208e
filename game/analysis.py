"""Answers to `python -m game analyze` requests (ANALYZE.md): shanten, waits and discards of a
hand, or the score sheet of a win; pure, no I/O."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.analysis_notes import flag_notes, plain_notes
from game.core import shanten as sh
from game.core.hands import shapes
from game.core.model.grammar import Grammar
from game.core.model.melds import Meld, MeldKind
from game.core.model.options import OptionError
from game.core.model.sheet import SEAT_WINDS, WinSituation
from game.core.model.tiles import NORTH, Tile, TileSet, TileTextError, wind_tile
from game.core.variants import UnknownVariant, get_variant
from game.core.variants.base import Variant

# Ùzje's compressed wind tiles as seats and rounds: H serves East (and West), V South (and North).
COMPRESSED_SEATS = {"H": "E", "V": "S"}
# The dead wall shows one dora indicator and one more for each kong: five at most.
MAX_INDICATORS = 5


class RequestError(ValueError):
    """A request that cannot be read: the message says which part and why."""


def answer(request: Any) -> dict[str, Any]:
    """The answer to one request. RequestError if it cannot be read."""
    if not isinstance(request, Mapping):
        raise RequestError(f"a request is a JSON object, not {_json_type(request)}")
    variant = _variant(request)
    options = _options(variant, request)
    grammar = variant.grammar(options)
    held = _held(variant, options, grammar, request)
    size = len(held.hand) + 3 * len(held.melds)
    if size > shapes.HAND_SIZE:
        raise RequestError(f"hand and melds hold {size} tiles' worth (kongs count 3); "
                           f"a hand holds at most {shapes.HAND_SIZE}")
    if "win" in request and request["win"] is not None:
        return _score(variant, options, grammar, request, held)
    if len(held.hand) % 3 == 0:
        raise RequestError(f"hand: a hand has 3k+1 or 3k+2 concealed tiles (1-14), "
                           f"not {len(held.hand)}")
    return _analysis(grammar, held.hand, held.melds)


@dataclass(frozen=True, slots=True)
class _Held:
    """The tiles and winds a request names beside `win`: every part is read (and refused if
    bad) with or without `win`, and all the tiles together stay within the set's copies."""

    hand: list[Tile]
    melds: list[Meld]
    dora: list[Tile]
    ura: list[Tile]
    bonus: list[Tile]
    north: int
    seat: str
    seat_given: Any  # as written: a compressed H or V names two seats
    round_wind: str


def _held(variant: Variant, options: dict[str, Any], grammar: Grammar,
          request: Mapping[str, Any]) -> _Held:
    ts = grammar.tileset
    north = _get(request, "north_extracted", 0)
    if not isinstance(north, int) or isinstance(north, bool) or not 0 <= north <= 4:
        raise RequestError(f"north_extracted: a whole number 0-4, not {north!r}")
    seats = SEAT_WINDS[:variant.players_for(options)]
    compressed = variant.compressed_seats
    held = _Held(hand=_tiles(ts, request, "hand", required=True),
                 melds=_melds(grammar, _get(request, "melds", [])),
                 dora=_indicators(ts, request, "dora_indicators"),
                 ura=_indicators(ts, request, "ura_indicators"),
                 bonus=_bonus(ts, request), north=north,
                 seat=_wind(_get(request, "seat_wind", "E"), "seat_wind", seats, compressed),
                 seat_given=request.get("seat_wind"),
                 round_wind=_wind(_get(request, "round_wind", "E"), "round_wind", SEAT_WINDS,
                                  compressed))
    rules = variant.play_rules(options)
    if rules.chow_from == "none":  # a run is never declared concealed, so it was called
        for n, m in enumerate(held.melds):
            if m.kind is MeldKind.CHOW:
                raise RequestError(f"melds[{n}]: runs may not be called in {variant.title}, "
                                   "so no run can be shown")
    # Norths set aside are tiles too, where the rules extract them (sanma).
    aside = [wind_tile(NORTH)] * north if rules.north_extraction else []
    _check_copies(ts, held.hand, held.melds, held.dora + held.ura + aside)
    return held


# Exit statuses of `python -m game analyze` (ANALYZE.md): every request answered; some request
# unreadable; a failure of ours (a bug), which must not cost the other answers of a batch.
ANSWERED, INTERNAL_ERROR, UNREADABLE = 0, 1, 2


def answer_batch(payload: Any) -> tuple[Any, int]:
    """The answer to a request or an array of requests, and the command's exit status.

    A failing element of an array gets {"error": ...} in its place; the others are answered."""
    if not isinstance(payload, list):
        return _answer_guarded(payload)
    answers = [_answer_guarded(item) for item in payload]
    statuses = {status for _, status in answers}
    status = next((s for s in (INTERNAL_ERROR, UNREADABLE) if s in statuses), ANSWERED)
    return [got for got, _ in answers], status


def _answer_guarded(request: Any) -> tuple[dict[str, Any], int]:
    try:
        return answer(request), ANSWERED
    except RequestError as exc:
        return {"error": str(exc)}, UNREADABLE
    except Exception as exc:  # a bug of ours: say so in its place, keep the batch going
        return {"error": f"internal error: {type(exc).__name__}: {exc}"}, INTERNAL_ERROR


# ---------------------------------------------------------------------------------------------
# Without `win`


def _analysis(grammar: Grammar, hand: list[Tile], melds: list[Meld]) -> dict[str, Any]:
    ts = grammar.tileset
    counts = ts.counts(hand)
    value = sh.shanten(grammar, counts, melds)  # a ValueError here is ours, not the request's
    out: dict[str, Any] = {"shanten": value}
    if len(hand) % 3 == 1:
        found = shapes.waits(grammar, hand, melds) if value == 0 else []
        out["waits"] = [{"tile": ts.format([w.tile]), "left": w.left,
                         "shapes": [s.value for s in w.shapes]} for w in found]
    else:
        out["complete"] = value == -1
        out["discards"] = [
            {"tile": ts.format([grammar.kinds[k]]), "shanten": s, "ukeire": u}
            for k, s, u in sh.discards(grammar, counts, melds, pond=True)  # unseen tiles
        ]
    return out


# ---------------------------------------------------------------------------------------------
# With `win`


def _score(variant: Variant, options: dict[str, Any], grammar: Grammar,
           request: Mapping[str, Any], held: _Held) -> dict[str, Any]:
    ts = grammar.tileset
    hand, melds = held.hand, held.melds
    win = request["win"]
    if not isinstance(win, Mapping):
        raise RequestError(f"win: an object with tile, by and flags, not {_json_type(win)}")
    size = len(hand) + 3 * len(melds)
    if size != shapes.HAND_SIZE:
        raise RequestError(f"with win, hand (including the winning tile) and melds must hold "
                           f"{shapes.HAND_SIZE} tiles' worth (kongs count 3), not {size}")
    win_tile = _win_tile(ts, win, hand)
    by = _get(win, "by", "ron")
    if by not in ("ron", "tsumo"):
        raise RequestError(f"win.by: 'ron' or 'tsumo', not {by!r}")
    flags = _flags(_get(win, "flags", []))
    players = variant.players_for(options)
    seat, discarder = held.seat, None
    if by == "ron":
        seat, discarder = _ron_seats(variant, players, win, held)
    elif _get(win, "from", None) is not None:  # no discarder on a tsumo, but still a seat
        _wind(win["from"], "win.from", SEAT_WINDS[:players], variant.compressed_seats)
    situation = WinSituation(
        hand=tuple(hand), melds=tuple(melds), win_tile=win_tile, by=by, seat_wind=seat,
        round_wind=held.round_wind, flags=flags, dora_indicators=tuple(held.dora),
        ura_indicators=tuple(held.ura), bonus=tuple(held.bonus), north_extracted=held.north,
        discarder=discarder, players=players,
    )
    out: dict[str, Any] = {"score": variant.score(situation, options).as_json()}
    rules = variant.play_rules(options)
    notes = flag_notes(flags, hand, melds, win_tile, by, discarder,
                       bool(held.bonus) and not rules.bonus_from_live, held.north)
    notes += plain_notes(ts, hand, melds)
    if notes:
        out["notes"] = notes
    return out


def _ron_seats(variant: Variant, players: int, win: Mapping[str, Any], held: _Held
               ) -> tuple[str, str]:
    """The winner's seat and the discarder's. A compressed seat wind (H: East or West) is
    the one of its two seats that did not discard."""
    seats = SEAT_WINDS[:players]
    seat = held.seat
    default = seats[(seats.index(seat) - 1) % players]  # the seat before the winner
    discarder = _wind(_get(win, "from", default), "win.from", seats, variant.compressed_seats)
    if discarder == seat and held.seat_given in COMPRESSED_SEATS:
        other = SEAT_WINDS[SEAT_WINDS.index(seat) + 2]  # West for East, North for South
        seat = other if other in seats else seat
    if discarder == seat:
        raise RequestError(f"win.from: the discarder {discarder} cannot be the winner")
    return seat, discarder


def _win_tile(ts: TileSet, win: Mapping[str, Any], hand: list[Tile]) -> Tile:
    text = win.get("tile")
    if not isinstance(text, str):
        raise RequestError("win.tile: the winning tile as tile text, e.g. \"5s\"")
    tiles = _parse(ts, text, "win.tile")
    if len(tiles) != 1:
        raise RequestError(f"win.tile: one tile, not {len(tiles)}")
    (tile,) = tiles
    if tile in hand:
        return tile
    same = [t for t in hand if t.plain is tile.plain]
    if not same:
        raise RequestError(f"win.tile: {text} is not in the hand (the hand includes the "
                           f"winning tile)")
    return same[0]  # a plain five named for a red one held, or the other way round


def _flags(flags: Any) -> frozenset[str]:
    if not isinstance(flags, list) or not all(isinstance(f, str) for f in flags):
        raise RequestError("win.flags: a list of flag names")
    # ANALYZE.md: flags a variant does not know are ignored by it. Names beyond the contract's
    # list (e.g. classical's thirteenth_mah_jong) pass through to the variant, which decides.
    out = set(flags)
    if "double_riichi" in out:
        out.discard("riichi")  # double riichi stands instead of riichi
    return frozenset(out)


def _wind(value: Any, key: str, allowed: Sequence[str], compressed: bool) -> str:
    if compressed and isinstance(value, str):
        value = COMPRESSED_SEATS.get(value, value)
    if not isinstance(value, str) or value not in allowed:
        extra = " (or H, V)" if compressed else ""
        shown = repr(value) if isinstance(value, str) else _json_type(value)
        raise RequestError(f"{key}: one of {' '.join(allowed)}{extra}, not {shown}")
    return value


# ---------------------------------------------------------------------------------------------
# Reading the request


def _get(request: Mapping[str, Any], key: str, default: Any) -> Any:
    """A part of the request; null stands for a missing part, as everywhere in a request."""
    value = request.get(key)
    return default if value is None else value


def _variant(request: Mapping[str, Any]) -> Variant:
    name = request.get("variant")
    if not isinstance(name, str):
        raise RequestError("variant: required, one of riichi sanma space hkos classical uzje")
    try:
        return get_variant(name)
    except UnknownVariant as exc:
        raise RequestError(str(exc)) from None


def _options(variant: Variant, request: Mapping[str, Any]) -> dict[str, Any]:
    given = _get(request, "options", {})
    if not isinstance(given, Mapping):
        raise RequestError(f"options: an object of option names, not {_json_type(given)}")
    try:
        return variant.resolve(given)
    except OptionError as exc:
        raise RequestError(f"options: {exc}") from None


def _parse(ts: TileSet, text: str, key: str) -> list[Tile]:
    try:
        return ts.parse(text)
    except TileTextError as exc:
        raise RequestError(f"{key}: {exc}") from None


def _tiles(ts: TileSet, request: Mapping[str, Any], key: str, required: bool = False,
           where: str = "") -> list[Tile]:
    """The playing tiles of request[key]; messages name `where` (default: the key)."""
    where = where or key
    text = request.get(key)
    if text is None and not required:
        return []
    if not isinstance(text, str):  # missing, or not text: say which, then what is wanted
        got = "missing" if text is None else f"not text ({type(text).__name__})"
        raise RequestError(f"{where}: {got}; give tile text in {ts.notation.name} notation")
    tiles = _parse(ts, text, where)
    bonus = [t for t in tiles if t not in ts.index]
    if bonus:
        raise RequestError(f"{where}: {bonus[0].name} is a bonus tile; bonus tiles go in "
                           f"\"bonus\"")
    if required and not tiles:
        raise RequestError(f"{where}: no tiles")
    return tiles


def _indicators(ts: TileSet, request: Mapping[str, Any], key: str) -> list[Tile]:
    tiles = _tiles(ts, request, key)
    if len(tiles) > MAX_INDICATORS:
        raise RequestError(f"{key}: at most {MAX_INDICATORS} (one, and one more for each "
                           f"kong), not {len(tiles)}")
    return tiles


def _bonus(ts: TileSet, request: Mapping[str, Any]) -> list[Tile]:
    text = _get(request, "bonus", "")
    if not isinstance(text, str):
        raise RequestError("bonus: tile text of the flowers and seasons held")
    tiles = _parse(ts, text, "bonus")
    wrong = [t for t in tiles if t in ts.index]
    if wrong:
        raise RequestError(f"bonus: {wrong[0].name} is not a bonus tile")
    if len(set(tiles)) != len(tiles):
        raise RequestError("bonus: each bonus tile exists once")
    return tiles


def _melds(grammar: Grammar, given: Any) -> list[Meld]:
    if not isinstance(given, list):
        raise RequestError(f"melds: a list of {{\"tiles\", \"open\"}}, not {_json_type(given)}")
    if len(given) > shapes.MELDS:
        raise RequestError(f"melds: at most {shapes.MELDS}, not {len(given)}")
    out = []
    for n, item in enumerate(given):
        key = f"melds[{n}]"
        if isinstance(item, str):
            item = {"tiles": item}
        if not isinstance(item, Mapping) or not isinstance(item.get("tiles"), str):
            raise RequestError(f"{key}: an object with \"tiles\" (tile text) and \"open\"")
        is_open = _get(item, "open", True)
        if not isinstance(is_open, bool):
            raise RequestError(f"{key}.open: true or false, not {is_open!r}")
        tiles = _tiles(grammar.tileset, item, "tiles", required=True, where=f"{key}.tiles")
        try:
            meld = shapes.parse_meld(grammar, tiles, is_open)
        except ValueError as exc:
            raise RequestError(f"{key}: {exc}") from None
        if not is_open and len(tiles) != 4:
            raise RequestError(f"{key}: only a kong may be declared concealed (open: false)")
        out.append(meld)
    return out


def _check_copies(ts: TileSet, hand: list[Tile], melds: list[Meld], shown: list[Tile]
                  ) -> None:
    """Hand, melds and the tiles shown beside them (indicators, Norths set aside) are all
    physical tiles: no kind past the set's copies, no red five past the options' reds."""
    tiles = hand + [t for m in melds for t in m.tiles] + shown
    where = "hand, melds and indicators (and Norths set aside)" if shown else "hand and melds"
    for t, n in Counter(t.plain for t in tiles).items():
        if n > ts.copies:
            raise RequestError(f"{where} hold {n} of {ts.format([t])}; the set has "
                               f"{ts.copies}")
    for t, n in Counter(t for t in tiles if t.red).items():
        have = ts.reds.count(t)
        if n > have:
            raise RequestError(f"{where} hold {n} red {ts.format([t])}; the set has "
                               f"{have} under these options")


def _json_type(value: Any) -> str:
    names = {dict: "an object", list: "an array", str: "a string", bool: "a boolean",
             int: "a number", float: "a number", type(None): "null"}
    return names.get(type(value), type(value).__name__)

