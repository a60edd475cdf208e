"""What Riichi, Sanma and Space give learners: a line in our own words on each scoring element
(the values come from the scorer's tables, not from here) and each variant's guided first hand."""

from __future__ import annotations

from game.core.variants.lessons import Guide, Step

RIICHI_NOTES = tuple({
    "Double riichi": "Riichi declared with your very first discard, before any call.",
    "Riichi": "Declare ready with a closed hand and 1,000 points; then the hand may not change.",
    "Ippatsu": "Win within one go-around after your riichi, with no call in between.",
    "Menzen tsumo": "Win on your own draw with a closed hand.",
    "Pinfu": "Closed, four runs, a pair that scores no fu, and a two-sided wait.",
    "Tanyao": "Only simples: no 1s, 9s or honours anywhere in the hand.",
    "Iipeikou": "Two identical runs in the same suit, closed hand.",
    "Ryanpeikou": "Two different pairs of identical runs, closed hand.",
    "Haitei": "Win on the last tile drawn from the wall.",
    "Houtei": "Win on the last discard of the hand.",
    "Rinshan kaihou": "Win on the replacement tile drawn after a kan.",
    "Chankan": "Win on the tile another player adds to a pon to make a kan.",
    "Chiitoitsu": "Seven different pairs; always closed, always 25 fu.",
    "Open kokushi": "Space: the thirteen terminals and honours with honour runs called.",
    "Chanta": "Every group and the pair holds a terminal or an honour, with a run somewhere.",
    "Junchan": "Every group and the pair holds a 1 or a 9; no honours at all.",
    "Ittsuu": "1-2-3, 4-5-6 and 7-8-9 of one suit.",
    "Sanshoku doujun": "The same run in all three suits.",
    "Sanshoku doukou": "A pon or kan of the same number in all three suits.",
    "Toitoi": "Four pons or kans and a pair: no runs.",
    "Sanankou": "Three pons or kans made without calling (a pon finished by ron is open).",
    "Sankantsu": "Three kans, open or closed.",
    "Shousangen": "Two dragon pons and a pair of the third dragon.",
    "Honroutou": "Only terminals and honours.",
    "Honitsu": "One suit with honours.",
    "Chinitsu": "One suit only, no honours.",
    "Yakuhai (seat wind)": "A pon or kan of your own seat's wind.",
    "Yakuhai (round wind)": "A pon or kan of the round's wind.",
    "Yakuhai (white dragon)": "A pon or kan of white dragons.",
    "Yakuhai (green dragon)": "A pon or kan of green dragons.",
    "Yakuhai (red dragon)": "A pon or kan of red dragons.",
    "Tenhou": "The dealer's dealt hand is already complete.",
    "Chiihou": "A non-dealer wins on the first draw, before any call.",
    "Suuankou": "Four pons or kans all made without calling.",
    "Suuankou tanki": "Four concealed pons waiting on the pair: worth double.",
    "Daisangen": "Pons of all three dragons.",
    "Daisuushii": "Pons of all four winds: worth double.",
    "Shousuushii": "Pons of three winds and a pair of the fourth.",
    "Tsuuiisou": "Only honours.",
    "Ryuuiisou": "Only green tiles: 2, 3, 4, 6 and 8 of bamboo and the green dragon.",
    "Chinroutou": "Only 1s and 9s.",
    "Chuuren poutou": "Nine gates: 1112345678999 of one suit plus one more, closed.",
    "Junsei chuuren": "Nine gates waiting on all nine tiles of its suit: worth double.",
    "Suukantsu": "Four kans.",
    "Kokushi": "One of each terminal and honour plus a match to one of them.",
    "Kokushi 13-sided": "Kokushi waiting on all thirteen: worth double.",
    "Dora": "Each tile that follows the dora indicator in its suit or honour order.",
    "Kan dora": "Each dora shown by an indicator turned after a kan.",
    "Red fives": "Each red five in the hand.",
    "Ura dora": "For a riichi winner: each tile indicated by the tile under an indicator.",
    "Kan ura dora": "For a riichi winner: ura dora under the indicators turned by kans.",
    "Nukidora": "Sanma: each North set aside counts as a dora.",
}.items())


RIICHI_GUIDE = Guide(
    ("234p567p34s55z88s9m",), "4z7s5z9p1z2z7m8p3z6m5s",
    (Step("You are East, the dealer, with your tiles along the bottom; the one standing apart "
          "on the right is the tile you just drew. A hand wins with four melds and a pair. "
          "The North does nothing for this hand: discard it (click it twice, or choose it "
          "with the arrow keys and press Enter).",
          "discard 4z"),
     Step("West threw a White dragon, and you hold two: call Pon. The three become an open "
          "meld, and a dragon pon is a yaku, which every Riichi win needs.", "pon"),
     Step("After a call you discard without drawing. Throw the lone 9 of characters.",
          "discard 9m"),
     Step("You drew the 7 of characters. Your 3-4 of bamboo waits on a 2 or a 5: you are "
          "ready (tenpai). Keep it and discard the 7 of characters.", "discard 7m"),
     Step("The 5 of bamboo completes your hand: declare Tsumo, a win on your own draw.",
          "tsumo"),
     Step("The score sheet: your yaku and dora in han, the fu of the hand's shape, then who "
          "pays what. Read it, then press Enter.")),
    (Step("Riichi: with a closed ready hand and 1,000 points you may declare riichi as you "
          "discard. It is a yaku, your hand may no longer change, and ura dora may add to it.",
          tiles="234p 567p 345s 22m 56s"),
     Step("Dora: the tile after each indicator in its suit (or honour order) is worth a han for "
          "each copy you hold. A 4 indicates the 5.", tiles="4m 5m"),
     Step("Furiten: you cannot win on a discard while one of your waits lies in your own "
          "discards. A self-drawn win is still allowed.")))


SANMA_GUIDE = Guide(
    ("234p567p34s55z88s9m",), "6z7s5z1z2z4z9p7p5s", (
        Step("Three-player Riichi: no 2 to 8 of characters, no North seat. You are East: "
             "discard the green dragon you just drew.", "discard 6z"),
        Step("West threw a White dragon: call Pon (there are no runs to call in Sanma).", "pon"),
        Step("Discard the lone 9 of characters.", "discard 9m"),
        Step("You drew a North. Set it aside: it counts as a dora, and you draw a replacement "
             "from the dead wall. Press North.", "north"),
        Step("Your replacement tile, the 1 of circles: discard it.", "discard 1p"),
        Step("The 5 of bamboo completes your hand: Tsumo!", "tsumo"),
        Step("The score sheet: the North you set aside counts as Nukidora. Read it, then press "
             "Enter.")),
    (Step("Only the 1 and 9 of characters remain, so hands lean on circles, bamboo and "
          "honours.",
          tiles="19m"),
     Step("On a self-drawn win the missing fourth player's share is simply not paid (an "
          "option can split it between the two others)."),
     Step("Every North you set aside is a dora; if the indicator points to North, each is "
          "worth two.", tiles="4z")), dead="1p")


SPACE_GUIDE = Guide(
    ("123p789p91s12z99m5m",), "6s3z4p1z5p2s", (
        Step("Space mahjong is Riichi where numbers wrap around and honours make runs. Discard "
             "the lone 5 of characters.", "discard 5m"),
        Step("South threw West. East-South-West is a run here, and runs may be called from "
             "anyone: call Chi.", "chow"),
        Step("Discard the 6 of bamboo. Your 9-1 of bamboo is a two-sided wait: on 8 or on 2.",
             "discard 6s"),
        Step("The 2 of bamboo makes 9-1-2, a wrapped run: Tsumo!", "tsumo"),
        Step("Every group holds a terminal or an honour (9-1-2 and East-South-West count): "
             "that is chanta. Read the sheet, then press Enter.")),
    (Step("Wrapped runs: 8-9-1 and 9-1-2. There are no edge waits: 1-2 waits on 3 and on 9.",
          tiles="891s 912s"),
     Step("Any three different winds are a run, and so are the three dragons. Honour runs "
          "give no yakuhai and no fu.", tiles="124z 567z"),
     Step("Seven pairs do not win by default, and kokushi with called honour runs is a "
          "smaller yaku.")), dead="")
