"""A reader of tenhou.net/6 JSON written from the format as tenhou and mjai-reviewer document
it (not from our writer): per hand and seat, the dealt tiles, what was taken and what was
given. The test side of the Sanma export, which the independent reader (jansou) does not
read: it has no North extraction ("f44") and counts the seats from `name`.

Tile codes: 11-19 characters, 21-29 circles, 31-39 bamboo, 41-47 E S W N white green red,
51/52/53 red fives; 60 a discard of the tile just drawn. Calls: "c" chi (the called tile
first), "p" pon and "m" open kan with the letter's place saying whom from (before the first
tile: the left; the second: across; the last: the right), "a" closed kan, "k" added kan (its
letter where the pon's was, the added tile after it), "r" riichi, "f" a North set aside.
"""

from __future__ import annotations

from dataclasses import dataclass, field

SUITS = {1: "m", 2: "p", 3: "s", 4: "z"}


def mpsz(code: int) -> str:
    if code in (51, 52, 53):
        return f"0{'mps'[code - 51]}"
    return f"{code % 10}{SUITS[code // 10]}"


def codes(text: str) -> tuple[str, list[str], int]:
    """The letter of a call string, its tiles (mpsz) and the letter's place among them."""
    letter, tiles, at, i = "", [], 0, 0
    while i < len(text):
        if text[i].isalpha():
            letter, at = text[i], len(tiles)
            i += 1
        else:
            tiles.append(mpsz(int(text[i:i + 2])))
            i += 2
    return letter, tiles, at


@dataclass
class Seat:
    dealt: list[str] = field(default_factory=list)
    draws: list[str] = field(default_factory=list)  # tiles drawn, in order
    discards: list[tuple[str, bool, bool]] = field(default_factory=list)  # tile, drawn, riichi
    calls: list[tuple[str, str, str]] = field(default_factory=list)  # kind, tiles, whence
    norths: int = 0


@dataclass
class Hand:
    round: int
    honba: int
    sticks: int
    scores: list[int]
    dora: list[str]
    ura: list[str]
    seats: list[Seat]
    result: list


def read(doc: dict) -> list[Hand]:
    players = sum(1 for name in doc["name"] if name) or 4
    out = []
    for h in doc["log"]:
        seats = []
        for s in range(4):
            dealt, takes, gives = h[4 + 3 * s: 7 + 3 * s]
            seat = Seat(sorted(mpsz(c) for c in dealt))
            for take in takes:
                if isinstance(take, int):
                    seat.draws.append(mpsz(take))
                else:
                    letter, tiles, at = codes(take)
                    kind = {"c": "chi", "p": "pon", "m": "minkan"}[letter]
                    whence = "left" if letter == "c" or at == 0 else (
                        "across" if at == 1 and players == 4 else "right")
                    seat.calls.append((kind, "".join(sorted(tiles)), whence))
            for i, give in enumerate(gives):
                # takes and gives run in step: a 60 gives back the tile taken at its place
                last = mpsz(takes[i]) if i < len(takes) and isinstance(takes[i], int) else None
                if isinstance(give, int):
                    if give == 0:
                        continue  # the open kan's empty discard slot
                    seat.discards.append((last if give == 60 else mpsz(give), give == 60,
                                          False))
                elif give[0] == "r":
                    code = int(give[1:])
                    seat.discards.append((last if code == 60 else mpsz(code), code == 60, True))
                elif give[0] == "f":
                    seat.norths += 1
                else:
                    letter, tiles, at = codes(give)
                    kind = {"a": "ankan", "k": "kakan"}[letter]
                    seat.calls.append((kind, "".join(sorted(tiles)), "own"))
            seats.append(seat)
        info = h[0]
        out.append(Hand(info[0], info[1], info[2], h[1], [mpsz(c) for c in h[2]],
                        [mpsz(c) for c in h[3]], seats[:players], h[-1]))
    return out
