"""The guided first hand of each variant: a fixed deal (a stacked wall), the player's moves one
prompt at a time, opponents who only pass and throw what they draw, then a few cards on what is
special in the variant. The table plays it; a test plays every one to its win.

A step's `do` names the one action the prompt asks for: "discard 9m", "riichi 3s", "pon",
"chow", "kong", "tsumo", "ron", "north", "bonus 1f"; "" asks only to read on (Enter)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core.engine import Game
from game.core.table.actions import (
    Action,
    Chow,
    Continue,
    Discard,
    ExtractNorth,
    Kong,
    Pass,
    Pung,
    RevealBonus,
    Ron,
    Tsumo,
)
from game.core.table.state import Phase, View
from game.core.table.wall import stacked_wall

ME = 0


@dataclass(frozen=True)
class Step:
    say: str  # the prompt
    do: str = ""  # the action it asks for ("" : read on)
    tiles: str = ""  # tiles drawn beside it (a feature card)


@dataclass(frozen=True)
class Guide:
    """One variant's guided hand: the deal, the prompts in play, the cards after the win."""

    variant: str
    hands: tuple[str, ...]  # what each seat is dealt (game.core.table.wall.stacked_wall)
    draws: str  # the live wall's next tiles, in drawing order
    steps: tuple[Step, ...]
    features: tuple[Step, ...]
    dead: str = ""
    tail: str = ""  # the live wall's last tiles, from its end (replacements from there)
    options: dict[str, Any] = field(default_factory=dict)

    def game(self) -> Game:
        """The hand as the engine plays it, on its fixed wall."""
        probe = Game(self.variant, self.options, 1)
        wall = stacked_wall(probe.tileset, probe.rules, list(self.hands), self.draws,
                            self.dead, self.tail)
        return Game(self.variant, self.options, 1, stacked=[wall])


def matches(do: str, action: Action, fmt) -> bool:
    """Whether `action` is the one a step's `do` asks for (`fmt` writes a tile as text)."""
    word, _, tile = do.partition(" ")
    tile_of = getattr(action, "tile", None)
    same = not tile or (tile_of is not None and fmt([tile_of]) == tile)
    kinds = {"discard": Discard, "riichi": Discard, "call": Discard, "pon": Pung,
             "chow": Chow, "kong": Kong, "tsumo": Tsumo, "ron": Ron, "north": ExtractNorth,
             "bonus": RevealBonus}
    kind = kinds.get(word)
    if kind is None or not isinstance(action, kind) or not same:
        return False
    if isinstance(action, Discard):
        return action.riichi == (word == "riichi") and action.call == (word == "call")
    return True


def expected(do: str, legal: Sequence[Action], fmt) -> Action | None:
    """The legal action a step asks for, or None when it asks for none of them."""
    return next((a for a in legal if matches(do, a, fmt)), None)


def is_claim_step(do: str) -> bool:
    return do.split(" ")[0] in ("pon", "chow", "kong", "ron")


class Opponent:
    """A guided hand's opponent: it never wins and never calls; it throws the tile it drew
    (or, after nothing was drawn, its first tile), and sets bonus tiles and Norths aside as
    the rules ask."""

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        for kind in (Continue, RevealBonus):
            found = next((a for a in legal if isinstance(a, kind)), None)
            if found is not None:
                return found
        passing = next((a for a in legal if isinstance(a, Pass)), None)
        if passing is not None:
            return passing
        plain = [a for a in legal if isinstance(a, Discard) and not a.riichi and not a.call]
        if plain:
            return next((a for a in plain if a.tile == view.drawn), plain[0])
        return legal[0]


def waiting_for_me(game: Game) -> bool:
    """Whether the game waits on the player (not in the deal, which goes by itself)."""
    return game.phase not in (Phase.DEAL, Phase.HAND_END, Phase.MATCH_END) \
        and ME in game.waiting_on()


# ---------------------------------------------------------------------------------------------
# The guides


RIICHI = Guide(
    "riichi", ("234p567p34s55z88s9m",), "4z7s5z9p1z2z7m8p3z6m5s",
    (Step("You are East, the dealer, with your tiles along the bottom; the one standing apart "
          "on the right is the tile you just drew. A hand wins with four melds and a pair. "
          "The North does nothing for this hand: discard it (click it twice, or Enter).",
          "discard 4z"),
     Step("West threw a White dragon, and you hold two: call Pon. The three become an open "
          "meld, and a dragon pon is a yaku, which every Riichi win needs.", "pon"),
     Step("After a call you discard without drawing. Throw the lone 9 of characters.",
          "discard 9m"),
     Step("You drew the 7 of characters. Your 3-4 of bamboo waits on a 2 or a 5: you are "
          "ready (tenpai). Keep it and discard the 7m.", "discard 7m"),
     Step("The 5 of bamboo completes your hand: declare Tsumo, a win on your own draw.",
          "tsumo"),
     Step("The score sheet: your yaku and dora in han, the fu of the hand's shape, then who "
          "pays what. Read it, then press Enter.")),
    (Step("Riichi: with a closed ready hand and 1,000 points you may declare riichi as you "
          "discard. It is a yaku, your hand may no longer change, and ura dora may add to it.",
          tiles="234p567p345s22m5s"),
     Step("Dora: the tile after each indicator in its suit (or honour order) is worth a han for "
          "each copy you hold. A 4 indicates the 5.", tiles="4m5m"),
     Step("Furiten: you cannot win on a discard while one of your waits lies in your own "
          "discards. A self-drawn win is still allowed.")))

SANMA = Guide(
    "sanma", ("234p567p34s55z88s9m",), "6z7s5z1z2z4z9p7p5s", (
        Step("Three-player Riichi: no 2 to 8 of characters, no North seat. You are East: "
             "discard the green dragon you just drew.", "discard 6z"),
        Step("West threw a White dragon: call Pon (there are no runs to call in Sanma).", "pon"),
        Step("Discard the lone 9 of characters.", "discard 9m"),
        Step("You drew a North. Set it aside: it counts as a dora, and you draw a replacement "
             "from the dead wall. Press North.", "north"),
        Step("Your replacement tile: discard it.", "discard 1p"),
        Step("The 5 of bamboo completes your hand: Tsumo!", "tsumo"),
        Step("The score sheet: the North you set aside counts as Nukidora. Read it, then press "
             "Enter.")),
    (Step("Only 1m and 9m remain of characters, so hands lean on circles, bamboo and honours.",
          tiles="19m"),
     Step("On a self-drawn win the missing fourth player's share is simply not paid (an "
          "option can split it between the two others)."),
     Step("Every North you set aside is a dora; if the indicator points to North, each is "
          "worth two.", tiles="4z")), dead="1p")

SPACE = Guide(
    "space", ("123p789p91s12z99m5m",), "6s3z4p1z5p2s", (
        Step("Space mahjong is Riichi where numbers wrap around and honours make runs. Discard "
             "the lone 5 of characters.", "discard 5m"),
        Step("South threw West. East-South-West is a run here, and runs may be called from "
             "anyone: call Chii.", "chow"),
        Step("Discard the 6 of bamboo. Your 9-1 of bamboo is a two-sided wait: on 8 or on 2.",
             "discard 6s"),
        Step("The 2 of bamboo makes 9-1-2, a wrapped run: Tsumo!", "tsumo"),
        Step("Every group holds a terminal or an honour (9-1-2 and East-South-West count): "
             "that is chanta. Read the sheet, then press Enter.")),
    (Step("Wrapped runs: 8-9-1 and 9-1-2. There are no edge waits: 1-2 waits on 3 and on 9.",
          tiles="891s912s"),
     Step("Any three different winds are a run, and so are the three dragons. Honour runs "
          "give no yakuhai and no fu.", tiles="124z567z"),
     Step("Seven pairs do not win by default, and kokushi with called honour runs is a "
          "smaller yaku.")), dead="")

HKOS = Guide(
    "hkos", ("123456p78p55z11z9m",), "1f5z2s3z4s9p", (
        Step("Hong Kong Old Style. You drew a flower: it was set aside at once and you drew a "
             "replacement from the dead wall. Flower 1 is East's: it scores. Discard the 3 of "
             "bamboo.", "discard 3s"),
        Step("South threw a White dragon: call Pung.", "pon"),
        Step("Discard the lone 9 of characters. 7-8 of circles waits on 6 or 9.", "discard 9m"),
        Step("The 9 of circles completes 1-9 of circles: win with Tsumo.", "tsumo"),
        Step("Faan: one suit with honours, the straight, the dragon pung and your flower; a "
             "win needs 3. Read the sheet, then press Enter.")),
    (Step("Flowers and seasons are set aside as they come; the one numbered like your seat "
          "scores, and full sets score more.", tiles="1234f1234g"),
     Step("A hand needs at least 3 faan by default. Faan turn into points by a table: 3 faan "
          "are 8 points, 4 to 6 are 16."),
     Step("The player who threw the winning tile pays double; on a self-draw everyone pays "
          "double.")), dead="3s")

CLASSICAL = Guide(
    "classical", ("123p456m78s55z11z9m3s",), "5z2p3z4p1f6p7p2m9s", (
        Step("Classical Chinese. East takes fourteen tiles and discards first: throw the 3 of "
             "bamboo.", "discard 3s"),
        Step("South threw a White dragon: call Pung.", "pon"),
        Step("Discard the 9 of characters: 7-8 of bamboo waits on 6 or 9.", "discard 9m"),
        Step("You drew a flower. Declare it (Flower) to set it aside: it scores, and its "
             "replacement comes from the end of the wall.", "bonus 1f"),
        Step("Discard the replacement, the 8 of circles.", "discard 8p"),
        Step("The 9 of bamboo completes the hand: declare Mah Jong (Tsumo).", "tsumo"),
        Step("Points for sets, pairs and flowers, doubled for each double, up to the limit. "
             "Every hand is scored, the losers' too. Press Enter.")),
    (Step("Original Call: if your first discard leaves you ready, declare it with that "
          "discard. Your hand may not change after, and going out earns a double."),
     Step("Losers pay one another the difference of their scores, and every payment to or "
          "from East is doubled."),
     Step("Letting off a cannon: throwing the tile that completes a dangerous hand when you "
          "had a safe one makes you pay everyone's debt.")), tail="8p")

UZJE = Guide(
    "uzje", ("369s124m5xmZZCCE",), "NC1s2s3sem", (
        Step("Ùzje: suits run 1 to 16 (x is 10, a-f 11-16). Discard the North you drew.",
             "discard N"),
        Step("South threw the red arrow C: call Pung.", "pon"),
        Step("Discard East. Your 5-10 of mans (5x) waits on 15 (e), or on Zero as rank 0.",
             "discard E"),
        Step("The 15 of mans makes 5-10-15, an arith (equal steps of 5): Tsumo!", "tsumo"),
        Step("Fan in steps of 0.2: the arrow trip, the gem 1-2-4, self-drawn, no flowers. A "
             "win must pass 2.5 fan. Read the sheet, then press Enter.")),
    (Step("Ariths: three of a suit with equal steps (3-6-9). Gems: a whole ratio (1-2-4). "
          "Powers: squares 1-4-9 or cubes 0-1-8.", tiles="369s124m149s"),
     Step("Zero is an honour and rank 0 of any suit at once: ZZZ is a trip, 0-1-2 a run.",
          tiles="ZZZ"),
     Step("One shared discard pile lies sorted in the middle; the newest discard stands apart "
          "until someone claims it or draws.")))

GUIDES: dict[str, Guide] = {g.variant: g for g in (RIICHI, SANMA, SPACE, HKOS, CLASSICAL,
                                                   UZJE)}


def guide(variant_id: str) -> Guide | None:
    return GUIDES.get(variant_id)
