"""What Hong Kong Old Style and Classical give learners: a line in our own words on each scoring
element (the values come from the scorers' tables, not from here) and each one's guided first
hand."""

from __future__ import annotations

from game.core.variants.lessons import Guide, Step

HKOS_NOTES = tuple({
    "Thirteen orphans": "One of each terminal and honour plus a match to one of them.",
    "Nine gates": "Closed, 1112345678999 of one suit waiting, winning on any of its tiles.",
    "Eight treasures": "All four flowers and all four seasons: wins at once, whatever the hand.",
    "Seven pairs": "Seven different pairs instead of four melds and a pair.",
    "Win with your first draw": "Complete on your first draw (East: as dealt), before any call.",
    "Last tile from the wall": "Win by drawing the last tile before the dead wall.",
    "Steal the last discard": "Win on the last discard of the hand.",
    "Any draw from the dead wall": "Win on a replacement tile after a kong or a bonus tile.",
    "Rob a small kong": "Win on the tile another player adds to an exposed pung.",
    "Self-draw from the wall": "A closed hand completed by your own draw from the wall.",
    "All four seasons": "You hold all four seasons.",
    "All four flowers": "You hold all four flowers.",
    "Flower of your seat": "The flower numbered like your seat (East 1, South 2, ...).",
    "Season of your seat": "The season numbered like your seat (East 1, South 2, ...).",
    "No bonus tiles": "You drew no flower and no season all hand.",
    "Full flush": "One suit only, no honours.",
    "Half flush": "One suit with honours.",
    "Pure straight": "1-2-3, 4-5-6 and 7-8-9 of one suit.",
    "Three matching chows": "The same chow in all three suits.",
    "Two pairs of matching chows": "Two different chows, each twice, closed hand.",
    "Two matching chows": "The same chow twice in one suit, closed hand.",
    "Four kongs": "Four kongs of any kind.",
    "Three kongs": "Three kongs of any kind.",
    "Four concealed pungs": "Four pungs or kongs made without claiming, none finished by a "
                            "discard.",
    "Four pungs": "Four pungs or kongs and a pair: no chows.",
    "Three concealed pungs": "Three pungs made without claiming a discard.",
    "Three pungs of the same number": "Pungs of one number in all three suits.",
    "Four wind pungs": "Pungs of all four winds.",
    "Three wind pungs + wind pair": "Pungs of three winds and a pair of the fourth.",
    "Three dragon pungs": "Pungs of all three dragons.",
    "Two dragon pungs + dragon pair": "Pungs of two dragons and a pair of the third.",
    "Only honours": "Winds and dragons only.",
    "Only terminals": "1s and 9s only.",
    "All simples": "No terminals and no honours.",
    "Dragon pung": "Each pung or kong of dragons.",
    "Prevalent wind pung": "A pung of the round's wind.",
    "Seat wind pung": "A pung of your own seat's wind.",
    "A terminal or honour in every meld and the pair":
        "Every meld and the pair holds a 1, a 9 or an honour, with at least one chow.",
    "Only terminals and honours": "1s, 9s, winds and dragons only.",
}.items())


CLASSICAL_NOTES = tuple({
    "Exposed pung of minor tiles": "A claimed or shown pung of 2s to 8s.",
    "Exposed pung of major tiles": "A shown pung of 1s, 9s, winds or dragons.",
    "Concealed pung of minor tiles": "A pung of 2s to 8s kept in the hand.",
    "Concealed pung of major tiles": "A pung of 1s, 9s or honours kept in the hand.",
    "Exposed kong of minor tiles": "A kong of 2s to 8s made with a claimed or added tile.",
    "Exposed kong of major tiles": "A kong of majors made with a claimed or added tile.",
    "Concealed kong of minor tiles": "A kong of 2s to 8s declared from the hand.",
    "Concealed kong of major tiles": "A kong of majors declared from the hand.",
    "Pair of dragons": "A pair of any dragon.",
    "Pair of own wind": "A pair of your seat's wind.",
    "Pair of prevailing wind": "A pair of the round's wind.",
    "Pair of own and prevailing wind": "A pair of the wind that is both yours and the round's.",
    "Bonus tile": "Each flower or season you hold.",
    "Mah Jong": "Going out: the winner's base.",
    "Winning from the wall": "The last tile was drawn, not claimed (a loose tile counts).",
    "Filling the only place": "Only one kind of tile could have completed the hand.",
    "Fishing the eyes, minor pair": "The last tile completed a pair of 2s to 8s.",
    "Fishing the eyes, major pair": "The last tile completed a pair of 1s, 9s or honours.",
    "Own flower and own season": "Both the flower and the season of your seat.",
    "All four flowers": "All four flowers.",
    "All four seasons": "All four seasons.",
    "Set of dragons": "Each pung or kong of dragons.",
    "Set of own wind": "A pung or kong of your seat's wind.",
    "Set of prevailing wind": "A pung or kong of the round's wind.",
    "Little Three Dragons": "Two dragon sets and a pair of the third dragon.",
    "Big Three Dragons": "Sets of all three dragons.",
    "Little Four Winds": "Three wind sets and a pair of the fourth wind.",
    "Big Four Winds": "Sets of all four winds (a winner's hand of it is a limit hand).",
    "Three concealed pungs": "Three pungs or kongs made without claiming.",
    "No score hand": "Four chows and a pair that scores nothing.",
    "No chows": "Four pungs or kongs.",
    "Concealed hand": "Nothing exposed before going out.",
    "One suit with honours": "One suit plus a set of honours.",
    "One suit only": "Every tile of one suit.",
    "All majors": "Only 1s, 9s and honours.",
    "All honours": "Only honours (doubles where there is no limit).",
    "All terminals": "Only 1s and 9s (doubles where there is no limit).",
    "Winning with a loose tile": "Going out on the replacement tile after a kong.",
    "Winning from the bottom of the sea": "Going out on the last tile of the wall.",
    "Catching a fish from the bottom of the sea": "Going out on the last discard.",
    "Robbing a kong": "Going out on the tile another player adds to a pung.",
    "Completing Original Call": "Going out after declaring Original Call with the first discard.",
    "Heaven's Blessing": "East's dealt hand is complete.",
    "Earth's Blessing": "Going out on East's first discard.",
    "Gathering Plum Blossom from the Roof": "Going out with the 5 of circles as a loose tile.",
    "Catching the Moon from the Bottom of the Sea":
        "Going out with the 1 of circles as the last tile (or last discard).",
    "Scratching a Carrying Pole": "Robbing a kong of 2 bamboo to go out.",
    "Kong upon Kong": "A kong, another kong from its loose tile, then out on the next loose tile.",
    "Four Kongs": "Four kongs.",
    "Thirteen Unique Wonders": "One of each major tile plus a match to one of them.",
    "Buried Treasure": "Concealed, with no chows.",
    "The Three Great Scholars": "Sets of all three dragons and no chows.",
    "Four Blessings o'er the Door": "Sets of all four winds and a pair.",
    "All Honours": "Only honours.",
    "Heads and Tails": "Only 1s and 9s.",
    "Imperial Jade": "Only green dragons and 2, 3, 4, 6, 8 of bamboo.",
    "Nine Gates": "Calling on 1112345678999 of one suit.",
    "Wriggling Snake": "1112345678999 of one suit plus a 2, 5 or 8 of it.",
    "Concealed Clear Suit": "One suit only, concealed.",
    "East's 13th consecutive Mah Jong": "East goes out for the thirteenth time in a row.",
}.items())


HKOS_GUIDE = Guide(
    ("123456p78p55z11z9m",), "1f5z2s3z4s9p", (
        Step("Hong Kong Old Style. You drew a flower: it was set aside at once and you drew a "
             "replacement from the dead wall. Flower 1 is East's: it scores. Discard the 3 of "
             "bamboo.", "discard 3s"),
        Step("South threw a White dragon: call Pung.", "pon"),
        Step("Discard the lone 9 of characters. 1 to 8 of circles, read three ways, then "
             "wait on 3, 6 or 9.", "discard 9m"),
        Step("The 9 of circles completes 1-9 of circles: declare Mah Jong, a win on your own "
             "draw.", "tsumo"),
        Step("Faan: one suit with honours, the straight, the dragon pung and your flower; a "
             "win needs 3. No faan for the self-draw: that counts only in a closed hand, and "
             "your pung opened it. Read the sheet, then press Enter.")),
    (Step("Flowers and seasons are set aside as they come; the one numbered like your seat "
          "scores, and full sets score more.", tiles="1234f 1234g"),
     Step("A hand needs at least 3 faan by default. Faan turn into points by a table: 3 faan "
          "are 8 points, 4 to 6 are 16."),
     Step("The player who threw the winning tile pays double and the others single; on a "
          "self-draw everyone pays double.")), dead="3s")


CLASSICAL_GUIDE = Guide(
    ("123p456m78s55z11z9m3s",), "5z2p3z4p1f6p7p2m9s", (
        Step("Classical Chinese. East takes fourteen tiles and discards first: throw the 3 of "
             "bamboo.", "discard 3s"),
        Step("South threw a White dragon: call Pung.", "pon"),
        Step("Discard the 9 of characters: 7-8 of bamboo waits on 6 or 9.", "discard 9m"),
        Step("You drew a flower. Declare it (Flower) to set it aside: it scores, and its "
             "replacement comes from the end of the wall.", "bonus 1f"),
        Step("Discard the replacement, the 8 of circles.", "discard 8p"),
        Step("The 9 of bamboo completes the hand: declare Mah Jong.", "tsumo"),
        Step("Points for sets, pairs and flowers, doubled for each double, up to the limit. "
             "Every hand is scored, the losers' too. Press Enter.")),
    (Step("Original Call: if your first discard leaves you ready, declare it with that "
          "discard. Your hand may not change after, and going out earns a double."),
     Step("Losers pay one another the difference of their scores, and every payment to or "
          "from East is doubled."),
     Step("Letting off a cannon: throwing the tile that completes a dangerous hand when you "
          "had a safe one makes you pay what the others owe the winner.")), tail="8p")
