"""A small scripted mjai bot for the tests: it follows its own hand from the events, discards
toward the lowest shanten, declares riichi when ready and closed, and wins on its own draw.

    python mjai_bot.py [MODE]   MODE: play (default), crash:N, sleep:N, illegal:N, garbage:N,
                                deep:N
    (N: misbehave at the Nth answer instead of answering)
"""

from __future__ import annotations

import json
import sys
import time

from game.core.model.tiles import HONOUR, tile
from game.core.shanten import shanten
from game.core.variants import get_variant

HONOURS = "ESWNPFC"


def parse(name: str):
    if name in HONOURS:
        return tile(HONOUR, HONOURS.index(name) + 1)
    return tile(name[1], int(name[0]), red=name.endswith("r"))


class Bot:
    def __init__(self) -> None:
        self.me = 0
        self.hand: list[str] = []
        self.players = 4
        self.grammar = None
        self.riichi = False
        self.draws = 0
        self.score = 0
        self.after_reach = ""  # the discard chosen when riichi was declared

    def follow(self, e: dict) -> None:
        kind = e["type"]
        actor = e.get("actor")
        if kind == "start_game":
            self.me = e.get("id", 0)
        elif kind == "start_kyoku":
            self.players = len(e["tehais"])
            variant = get_variant("riichi" if self.players == 4 else "sanma")
            self.grammar = variant.grammar(variant.resolve({}))
            self.hand = list(e["tehais"][self.me])
            self.riichi, self.draws, self.score = False, 0, e["scores"][self.me]
        elif kind == "tsumo":
            self.draws += 1
            if actor == self.me:
                self.hand.append(e["pai"])
        elif actor == self.me and kind in ("dahai", "kakan", "kita"):
            self.hand.remove(e["pai"])
        elif actor == self.me and kind in ("chi", "pon", "daiminkan", "ankan"):
            for t in e["consumed"]:
                self.hand.remove(t)
        elif actor == self.me and kind == "reach_accepted":
            self.score -= 1000

    def shanten_of(self, names: list[str]) -> int:
        counts = self.grammar.tileset.counts(parse(n) for n in names)
        return shanten(self.grammar, counts)

    def act(self, events: list[dict]) -> dict:
        last = events[-1]
        if last["type"] == "reach" and last.get("actor") == self.me:
            self.riichi = True
            return {"type": "dahai", "actor": self.me, "pai": self.after_reach,
                    "tsumogiri": False}
        if last["type"] != "tsumo" or last.get("actor") != self.me:
            return {"type": "none"}
        drawn = last["pai"]
        if self.shanten_of(self.hand) == -1:
            return {"type": "hora", "actor": self.me, "target": self.me, "pai": drawn}
        if self.riichi:
            return {"type": "dahai", "actor": self.me, "pai": drawn, "tsumogiri": True}
        if self.players == 3 and "N" in self.hand:
            return {"type": "kita", "actor": self.me, "pai": "N"}
        best = min(dict.fromkeys(self.hand), key=lambda t: (
            self.shanten_of([x for i, x in enumerate(self.hand) if i != self.hand.index(t)]),
            t == drawn))
        rest = list(self.hand)
        rest.remove(best)
        if self.shanten_of(rest) == 0 and self.score >= 1000 and self.draws < 40:
            self.after_reach = best
            return {"type": "reach", "actor": self.me}
        return {"type": "dahai", "actor": self.me, "pai": best, "tsumogiri": best == drawn}


def main() -> int:
    mode, _, at = (sys.argv[1] if len(sys.argv) > 1 else "play").partition(":")
    at_answer = int(at or 0)
    bot = Bot()
    answers = 0
    for line in sys.stdin:
        events = json.loads(line)
        for e in events:
            bot.follow(e)
        answers += 1
        if answers == at_answer:
            if mode == "crash":
                print("the scripted bot stops here", file=sys.stderr, flush=True)
                return 3
            if mode == "sleep":
                time.sleep(60)
            if mode == "garbage":
                print("hello there", flush=True)
                continue
            if mode == "deep":  # valid JSON nested past what any reader recurses into
                print("[" * 100_000 + "]" * 100_000, flush=True)
                continue
            if mode == "illegal":
                print(json.dumps({"type": "dahai", "actor": bot.me, "pai": "C",
                                  "tsumogiri": False}) if "C" not in bot.hand else
                      json.dumps({"type": "dahai", "actor": bot.me, "pai": "E",
                                  "tsumogiri": False}), flush=True)
                continue
        print(json.dumps(bot.act(events)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
