"""The statistics screen's other pages: charts (your rank over recent matches, how often you
placed where, the scores of your last match hand by hand) and the figures of play beside
each opponent level (ranks, hands won, dealt in, called, riichi, average win and deal-in)."""

from __future__ import annotations

from functools import cache
from typing import Any

import pygame

from game.ai.levels import BASELINE, LEVELS, OLD_LEVELS
from game.records.stats import YOU, rates, total
from game.ui import charts
from game.ui import theme as t
from game.ui.table_draw import number

ALL = ""
RECENT_SHOWN = 50
LEVEL_ORDER = (*LEVELS, BASELINE)
LEVEL_COLUMNS = (("Who", 0.0), ("Matches", 0.2), ("Avg rank", 0.29), ("1st / 2nd / 3rd / 4th",
                 0.47), ("Won", 0.56), ("Dealt in", 0.65), ("Called", 0.73), ("Riichi", 0.81),
                 ("Avg win", 0.9), ("Avg deal-in", 1.0))


@cache  # read by every frame of the charts page
def most_players(variant: str) -> int:
    """The places a match can end in: the variant's players (all variants: four)."""
    if variant == ALL:
        return 4
    from game.core.variants import get_variant

    v = get_variant(variant)
    return v.players_for(v.resolve({}))


@cache
def declares_riichi(variant: str) -> bool:
    """Whether the variant's hands may declare riichi (a variant no longer known: no)."""
    from game.core.variants import VARIANTS

    v = VARIANTS.get(variant)
    return v is not None and bool(v.play_rules(v.resolve({})).riichi)


def tallies(stats: dict[str, Any], variant: str) -> dict[str, dict[str, Any]]:
    """The player's figures and each level's, of one variant or (ALL) of every variant; each
    with `riichi_hands`, the hands played where riichi can be declared (its share's base)."""
    per = stats.get("variants", {})
    chosen = [(declares_riichi(vid), v) for vid, v in per.items() if variant in (ALL, vid)]
    named = [(YOU, riichi, v.get(YOU, {})) for riichi, v in chosen]
    named += [(OLD_LEVELS.get(lv, lv), riichi, tally) for riichi, v in chosen
              for lv, tally in v.get("levels", {}).items()]  # an old name with its new
    out = {}
    for who in sorted({who for who, _, _ in named} | {YOU}, key=lambda lv: (
            lv != YOU, LEVEL_ORDER.index(lv) if lv in LEVEL_ORDER else 99, lv)):
        out[who] = total(tally for name, _, tally in named if name == who)
        out[who]["riichi_hands"] = sum(tally.get("hands", 0) for name, riichi, tally in named
                                       if name == who and riichi)
    return out


def riichi_share(tally: dict[str, Any]) -> str:
    """Riichi per hand of the variants that have it; "—" where none was played."""
    hands = tally.get("riichi_hands", 0)
    return share(tally.get("riichi", 0) / hands if hands else None)


def share(x: float | None) -> str:
    return "—" if x is None else f"{100 * x:.0f}%"


def amount(x: float | None) -> str:
    return "—" if x is None else number(round(x))  # as the table writes it: –3,900


def rank_split(tally: dict[str, Any]) -> str:
    ranks = tally.get("ranks", [0, 0, 0, 0])
    n = sum(ranks)
    if not n:
        return "—"
    return " / ".join(f"{100 * c / n:.0f}" for c in ranks[:4]) + " %"


def draw_levels(scene, surf: pygame.Surface, box: pygame.Rect) -> None:
    """One row for you and one for each opponent level, over the chosen variant."""
    m = scene.m
    t.panel(surf, box, m.px(1.2))
    x0, w = box.x + m.px(2.5), box.w - m.px(5)
    y = scene.draw_column_title(surf, "You and each opponent level", x0, box.y + m.px(1.5))
    xs = [x0 + round(f * w) for _, f in LEVEL_COLUMNS]
    for i, (label, _) in enumerate(LEVEL_COLUMNS):
        if i == 0:
            t.blit_text(surf, label, m.small, t.TEXT_DIM, True, topleft=(xs[0], y))
        else:
            t.blit_text(surf, label, t.fit(label, m.small, xs[i] - xs[i - 1] - m.px(1), True),
                        t.TEXT_DIM, True, topright=(xs[i], y))
    y += round(m.small * 1.5)
    pygame.draw.line(surf, t.PANEL_LINE, (x0, y), (x0 + w, y))
    rows = tallies(scene.stats, scene.variant)
    row_h = round(m.body * 1.9)
    for n, (who, tally) in enumerate(rows.items()):
        ry = y + m.px(0.6) + n * row_h
        if ry + row_h > box.bottom:
            break
        played = tally.get("matches", 0)
        r = rates(tally)
        name = "You" if who == YOU else who.capitalize()
        colour = t.TEXT if played else t.TEXT_DIM
        cells = (str(played), "—" if r["average_rank"] is None else f"{r['average_rank']:.2f}",
                 rank_split(tally), share(r["won"]), share(r["dealt_in"]), share(r["called"]),
                 riichi_share(tally), amount(r["average_win"]), amount(r["average_deal_in"]))
        t.blit_text(surf, name, m.body, t.GOLD if who == YOU else colour, True,
                    topleft=(xs[0], ry))
        for i, text in enumerate(cells, start=1):
            t.blit_text(surf, text, t.fit(text, m.body, xs[i] - xs[i - 1] - m.px(1)), colour,
                        topright=(xs[i], ry))
    if not rows[YOU].get("matches") and len(rows) == 1:
        t.blit_text(surf, "No match counted here yet: finish one and its figures appear.",
                    m.body, t.TEXT_DIM, topleft=(x0, y + m.px(1.6) + row_h))  # under You's
    t.blit_text(surf, "Won, dealt in, called and riichi: the share of hands played (riichi: "
                "where it can be declared). Avg win and "
                "deal-in: points moved by each.", m.small, t.TEXT_DIM,
                bottomleft=(x0, box.bottom - m.px(1.2)))


def draw_charts(scene, surf: pygame.Surface, left: pygame.Rect, right: pygame.Rect,
                bottom: pygame.Rect) -> None:
    """Your rank match by match, how often you placed where, and your last match's scores."""
    m = scene.m
    recent = [r for r in scene.stats.get("recent", [])
              if scene.variant in (ALL, r.get("variant"))][-RECENT_SHOWN:]
    t.panel(surf, left, m.px(1.2))
    x = left.x + m.px(2)
    title = "Your rank match by match" if not recent else "Your rank, last match" \
        if len(recent) == 1 else f"Your rank, last {len(recent)} matches"
    y = scene.draw_column_title(surf, title, x, left.y + m.px(1.5))
    if recent:
        area = pygame.Rect(x, y, left.w - m.px(4), left.bottom - y - m.px(1.5))
        charts.line_chart(surf, m, area, [[r["rank"] for r in recent]], lo=1,
                          hi=max(r.get("players", 4) for r in recent), inverted=True,
                          y_text=lambda v: {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}.get(
                              round(v), ""))
    else:
        t.blit_text(surf, "Finish a match and your rank shows here.", m.body, t.TEXT_DIM,
                    topleft=(x, y + m.px(1)))
    t.panel(surf, right, m.px(1.2))
    x = right.x + m.px(2)
    y = scene.draw_column_title(surf, "How often you placed", x, right.y + m.px(1.5))
    ranks = tallies(scene.stats, scene.variant)[YOU]["ranks"]
    if sum(ranks):
        n = sum(ranks)
        shown = ranks[:most_players(scene.variant)] if not ranks[3] else ranks
        charts.bar_chart(surf, m, pygame.Rect(x, y, right.w - m.px(4), right.bottom - y
                                              - m.px(1)), shown, ["1st", "2nd", "3rd", "4th"]
                         [:len(shown)], lambda v: f"{100 * v / n:.0f}%")
    else:
        t.blit_text(surf, "No ranks counted yet.", m.body, t.TEXT_DIM, topleft=(x, y + m.px(1)))
    t.panel(surf, bottom, m.px(1.2))
    x = bottom.x + m.px(2)
    last = scene.last_match()
    title = "Your last match, scores hand by hand"
    if last is not None:  # a match left unfinished says so (the Summary counts none yet)
        if not last.get("finished", True):
            title = "Your latest match, not finished, scores hand by hand"
        title += f" · {last['title']} · {last['started']}"
    y = scene.draw_column_title(surf, title, x, bottom.y + m.px(1.5))
    if last is None:
        t.blit_text(surf, "Reading your records…" if scene.reading
                    else "No match of yours kept yet.", m.body, t.TEXT_DIM,
                    topleft=(x, y + m.px(1)))
        return
    curve = last["curve"]
    series = [[row[s] for row in curve] for s in range(len(curve[0]))]
    charts.line_chart(surf, m, pygame.Rect(x, y, bottom.w - m.px(4), bottom.bottom - y
                                           - m.px(1)), series, labels=last["names"],
                      x_labels=["start"] + [str(i) for i in range(1, len(curve))],
                      y_text=lambda v: f"{v:,.0f}")
