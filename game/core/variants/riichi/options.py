"""Every rule option seed 003 states for Riichi and Sanma, each defaulting to the seed's value
(rules/riichi.md); Space takes the Riichi ones (seed 000 is Riichi with wrap-around)."""

from __future__ import annotations

from game.core.model.options import Option

# The hands that may count as a double yakuman, each its own option (the name of its limit).
DOUBLE_YAKUMAN = {"double_suuankou_tanki": "Suuankou tanki",
                  "double_junsei_chuuren": "Junsei chuuren",
                  "double_kokushi_13": "Kokushi 13-sided", "double_daisuushii": "Daisuushii"}
DOUBLE_YAKUMAN_TEXT = {"double_suuankou_tanki": "Suuankou won on its pair",
                       "double_junsei_chuuren": "Chuuren waiting on nine tiles",
                       "double_kokushi_13": "Kokushi waiting on thirteen",
                       "double_daisuushii": "Daisuushii"}


def _length(players: int) -> tuple[Option, ...]:
    four = players == 4
    return (
        Option("length", "east_south", "East-only or East-South game", ("east", "east_south"),
               "length"),
        Option("start_points", 25000 if four else 35000, "Points each player starts with",
               (20000, 25000, 30000, 35000) if four else (30000, 35000, 40000), "length"),
        Option("target", 30000 if four else 40000,
               "Points first place needs to end the game; the oka is counted from it",
               (25000, 30000, 35000, 40000) if four else (35000, 40000, 45000), "length"),
        Option("extension", True, "Proceed to the next wind when first place is under the "
               "target; it ends once someone reaches it (one wind at most)", (), "length"),
        Option("tobi", "below_zero", "The game ends when a player is below 0, at 0 or "
               "never", ("below_zero", "at_zero", "off"), "length"),
        Option("agari_yame", "off", "The last dealer in first place at the target ends the "
               "game by winning (or also by tenpai at a draw)",
               ("off", "win", "win_or_tenpai"), "length"),
        Option("uma", False, "Final results in thousands with uma (and oka, if on) added; "
               "off: the final points as they stand", (), "length"),
        Option("uma_spread", "15/5" if four else "15/0",
               "Uma of first/second place (the others lose the same)",
               ("15/5", "20/10", "30/10") if four else ("15/0", "20/0"), "length",
               needs="uma"),
        Option("oka", True, "With uma on: first place takes (target - start) from every "
               "player; off: results count from the start points", (), "length",
               needs="uma"),
    )


def _yaku(players: int) -> tuple[Option, ...]:
    return (
        Option("kuitan", True, "Tanyao counts in an open hand too", (), "yaku"),
        Option("atozuke", True, "A hand may win on a wait that alone gives it its yaku "
               "(off: every wait must give one)", (), "yaku"),
        Option("red_fives", 1, "Red fives per suit, each one dora", (0, 1, 2, 3, 4), "yaku"),
        Option("red_suits", "mps" if players == 4 else "ps", "The suits that have red fives",
               ("mps", "mp", "ms", "ps", "m", "p", "s") if players == 4 else ("ps", "p", "s"),
               "yaku", needs="red_fives"),
        Option("min_han", 1, "Han of yaku a win needs (dora not counted)", (1, 2), "yaku"),
        Option("kiriage", False, "Round 4 han 30 fu and 3 han 60 fu up to mangan", (), "yaku"),
        Option("kazoe", True, "Counted yakuman: 13 han or more is a yakuman (off: sanbaiman)",
               (), "yaku"),
        Option("multiple_yakuman", True, "Several yakuman in one hand add up", (), "yaku"),
        *(Option(name, True, f"{what}: two yakuman (off: one)", (), "yaku")
          for name, what in DOUBLE_YAKUMAN_TEXT.items()),
    )


def _payments(players: int) -> tuple[Option, ...]:
    return (
        Option("noten_total", 3000, "What the noten players pay the tenpai ones at a draw",
               (0, 3000) if players == 4 else (0, 2000, 3000), "payments"),
        Option("pao", "dragons_winds", "Who fed the last set of these yakuman pays for it",
               ("dragons_winds", "dragons_winds_kans", "off"), "payments"),
        Option("pao_ron", "split", "On ron the liable player splits the hand with the "
               "discarder, or pays it alone", ("split", "liable"), "payments"),
    )


def _draws(players: int) -> tuple[Option, ...]:
    out = [
        Option("renchan_on_draw", "tenpai", "At an exhaustive draw the dealer keeps the deal "
               "when tenpai, always or never", ("tenpai", "always", "never"), "draws"),
        Option("nagashi_mangan", False, "Only terminals and honours discarded, none of "
               "them called: paid a mangan at a draw", (), "draws"),
        Option("nine_terminals", True, "Abortive draw: nine different terminals and honours "
               "on the first draw (the player may declare it)", (), "draws"),
    ]
    if players == 4:
        out += [Option("four_riichi", True, "Abortive draw: all four players in riichi", (),
                       "draws"),
                Option("four_winds", True, "Abortive draw: the same wind discarded by all four "
                       "on the first go-around", (), "draws")]
    out.append(Option("four_kans", True, "Abortive draw: four kans by more than one player, "
                      "unless the next discard is won", (), "draws"))
    return tuple(out)


def _play(players: int) -> tuple[Option, ...]:
    return (
        Option("kuikae", False, "Swap-calling: on, the called tile or the other end of its "
               "run may be discarded right after the call", (), "play"),
        Option("multiple_ron", "triple" if players == 4 else "double",
               "Who wins when several players ron one discard. Triple: all of them; double: "
               "two, and three rons are a draw; head bump: only the nearest in turn"
               if players == 4 else "Who wins when both others ron one discard. Double: "
               "both; head bump: only the nearest in turn",
               ("triple", "double", "head_bump") if players == 4 else ("double", "head_bump"),
               "play"),
        Option("furiten_riichi", True, "Riichi may be declared while furiten", (), "play"),
        Option("karaten_riichi", True, "Riichi may be declared on waits you hold all four of",
               (), "play"),
        Option("rob_kokushi", True, "Kokushi may rob a concealed kan by ron", (), "play"),
        Option("kan_dora", True, "Each kan turns up one more dora indicator", (), "play"),
        Option("kan_ura", True, "Ura dora under the kan dora indicators count too", (), "play"),
        Option("kan_dora_timing", "closed_now", "Closed kan's indicator at once, an open or "
               "added kan's after its discard; or every one at once",
               ("closed_now", "now"), "play"),
    )


def riichi_options(players: int) -> tuple[Option, ...]:
    """Every option of four-player Riichi (4) or of Sanma (3), in their groups."""
    return (*_length(players), *_yaku(players), *_payments(players), *_draws(players),
            *_play(players))


SANMA_ONLY = (
    Option("tsumo_loss", True, "On tsumo the missing fourth player's share is not paid", (),
           "payments"),
    Option("north_extraction", True, "North may be set aside for a replacement tile "
           "(off: North is an ordinary wind)", (), "play"),
    Option("north_dora", True, "Each North set aside counts one dora", (), "play"),
    Option("dead_wall", 14, "Dead wall of 8 replacement tiles and the indicators: 14 tiles "
           "(the indicators go on over tiles it takes from the live wall) or 18", (14, 18),
           "play"),
)
