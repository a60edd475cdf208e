"""What Ùzje gives learners: a line in our own words on each scoring element (the values come
from the scorer's table, not from here) and its guided first hand."""

from __future__ import annotations

from game.core.variants.lessons import Guide, Step

UZJE_NOTES = tuple({
    "Self-drawn": "The winning tile came from the wall.",
    "Concealed hand": "Nothing exposed before the win (concealed quads allowed).",
    "Win on a replacement tile": "Win on the tile drawn after a quad.",
    "Rob a quad": "Win on the tile another player adds to an exposed trip.",
    "Last tile of the wall": "Win on the last tile of the wall.",
    "Last discard": "Win on the last discard.",
    "Dealt a winning hand": "The dealer's dealt hand is complete.",
    "Win on the first draw before any claim": "Complete on your first draw, before any claim.",
    "Flower": "Each flower you hold.",
    "Seat flower": "More for the flower numbered like your seat.",
    "Full set of seasons": "All four seasons h i j k.",
    "Full set of gentlemen": "All four gentlemen o p q r.",
    "All eight flowers": "Every flower.",
    "No flowers": "You hold no flower (when playing with them).",
    "Arrow trip": "Each trip or quad of an arrow.",
    "Seat-wind trip": "A trip of your seat's wind (H serves East and West, V South and North).",
    "Round-wind trip": "A trip of the round's wind.",
    "Zero trip": "A trip of Zero played as an honour.",
    "Gem": "Each gem: three ranks of a suit in a whole ratio, like 1-2-4 or 3-6-12.",
    "Power meld": "Each power: successive squares (0-1-4, 1-4-9, 4-9-16) or the cubes 0-1-8.",
    "All melds are ariths": "Four ariths and a pair that is not a scoring pair.",
    "Three ariths of the same difference": "At least three ariths with one common step.",
    "All trips/quads": "Four trips or quads.",
    "Three concealed trips": "Three trips made without claiming.",
    "Four concealed trips": "Four trips made without claiming.",
    "Three quads": "Three quads.",
    "Four quads": "Four quads.",
    "Half flush": "One number suit plus honours.",
    "Tong half flush": "The terminal tongs with honours.",
    "Full flush": "One suit only.",
    "Little three arrows": "Two arrow trips and a pair of the third arrow.",
    "Big three arrows": "Trips of all three arrows.",
    "Little four winds": "Three wind trips and a pair of the fourth.",
    "Big four winds": "Trips of all four winds.",
    "Only terminals, Zero and honours": "Only 1s, 16s, Zero, winds and arrows.",
    "Only terminals": "Only 1s, 16s and Zero.",
    "Only honours": "Only honours.",
    "Seven pairs": "Seven pairs, concealed.",
    "Long straight": "Fourteen ranks in a row of one suit: 1 to 14, 2 to 15 or 3 to 16.",
    "Thirteen orphans": "Each terminal, wind and arrow, plus a match to one of them.",
    "Fourteen orphans": "The thirteen orphans and Zero, all different.",
    "Limit": "A total of 13 fan is one limit; every 3 more, one more (at most four).",
}.items())


UZJE_GUIDE = Guide(
    ("369s124m5xmZZCCE",), "NC1s2s3sem", (
        Step("Ùzje: suits run 1 to 16; a tile's corner gives its rank and suit (15m is 15 of "
             "mans). Discard the North you drew.",
             "discard N"),
        Step("South threw the red arrow C, and you hold two: call Trip (Ùzje's pung).", "pon"),
        Step("Discard East: you are ready. The hand waits on 15m, on Zero as rank 0, on 9s, "
             "1m, 2m or 4m, but not all pay: 1m and 4m leave it short of the 2.5 fan it must "
             "pass, and the others pass it only self-drawn.", "discard E"),
        Step("The 15 of mans makes 5-10-15, an arith (equal steps of 5): declare your Win.",
             "tsumo"),
        Step("Fan in steps of 0.2: the arrow trip, the gem 1-2-4, self-drawn, no flowers. A "
             "win must pass 2.5 fan. Read the sheet, then press Enter.")),
    (Step("Ariths: three of a suit with equal steps (3-6-9). Gems: a whole ratio (1-2-4). "
          "Powers: squares 1-4-9 or cubes 0-1-8.", tiles="369s 124m 149s"),
     Step("Zero is an honour and rank 0 of any suit at once: ZZZ is a trip, 0-1-2 an arith.",
          tiles="ZZZ"),
     Step("One shared discard pile lies sorted below the centre; the newest discard lies in "
          "the centre until someone claims it or draws.")))
