"""The yaku and yakuman tables as the rules page lists them, from the values `yaku`
scores with."""

from __future__ import annotations

from game.core.model.sheet import ScoringRow
from game.core.variants.riichi.yaku import (
    BLESSINGS,
    HAN,
    ORDER,
    SITUATIONAL,
    YAKUHAI,
    YAKUHAI_HAN,
    YAKUMAN,
)

# Yakuman only a closed hand can make (kokushi is Space's open kokushi when called).
_CLOSED_YAKUMAN = frozenset(("Suuankou", "Suuankou tanki", "Chuuren poutou",
                             "Junsei chuuren", "Kokushi", "Kokushi 13-sided"))


def yaku_rows(seven_pairs: bool = True, open_kokushi_han: int = 0, kuitan: bool = True,
              double: frozenset[str] | None = None) -> tuple[ScoringRow, ...]:
    """The yaku and yakuman tables as the rules page lists them: the situational yaku, the
    yaku of the hand (sheet order), yakuhai, then yakuman. `seven_pairs` False leaves out
    chiitoitsu, `open_kokushi_han` adds Space's open kokushi, `kuitan` False makes tanyao
    closed only, `double` names the hands that count twice (None: every one that may)."""
    rows: list[ScoringRow] = []
    for name in sorted(HAN, key=ORDER.__getitem__):
        closed, opened = HAN[name]
        if name == "Tanyao" and not kuitan:
            opened = 0
        group = "Situational yaku" if name in SITUATIONAL else "Yaku"
        if name != "Chiitoitsu" or seven_pairs:
            rows.append(ScoringRow(name, "han", closed, opened or None, group))
        if name == "Chiitoitsu" and open_kokushi_han:  # its place, with or without chiitoitsu
            # (Space plays without seven pairs by default: the row went with chiitoitsu's)
            rows.append(ScoringRow("Open kokushi", "han", open_kokushi_han,
                                   open_kokushi_han, "Yaku"))
    rows += [ScoringRow(name, "han", YAKUHAI_HAN, YAKUHAI_HAN, "Yakuhai") for name in YAKUHAI]
    for name, n in (*BLESSINGS.items(), *YAKUMAN.items()):
        n = n if double is None or name in double else 1
        closed_only = name in BLESSINGS or name in _CLOSED_YAKUMAN
        rows.append(ScoringRow(name, "limit", n, None if closed_only else n, "Yakuman",
                               limit=True))
    return tuple(rows)
