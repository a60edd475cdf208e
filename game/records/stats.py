"""Statistics kept from the records of finished matches: per variant, for the player and for
each opponent level, matches, ranks, hands won, dealt in, called, riichi and the points
moved; and the player's recent matches, for the rank chart.

The statistics file carries `schema`, the form of these figures. Its first form (matches,
firsts, rank sum, points sum and best hand per variant, and no `schema`) is kept in those
same keys, so a file reads in a build of either form; the figures added here count from the
first match recorded with them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

SCHEMA = 2
RECENT = 200  # matches kept for the rank chart (the file's schema: game.store)
YOU = "you"
POINTS = ("points_sum", "win_points", "deal_in_points")
COUNTS = ("matches", "rank_sum", "hands", "wins", "tsumo", "deal_ins", "called_hands",
          "riichi")


def new_tally() -> dict[str, Any]:
    return {**{k: 0 for k in COUNTS + POINTS}, "ranks": [0, 0, 0, 0]}


def counts_seat(summary: Mapping[str, Any], seat: int) -> bool:
    """Whether a record's summary holds this seat's figures whole (a hand-edited record
    named a fifth seat of a four-seat match: its figures are left out, never misread)."""
    ranks, scores, seats = (summary.get(k) or [] for k in ("ranks", "scores", "seats"))
    return type(seat) is int and 0 <= seat < min(len(ranks), len(scores), len(seats)) \
        and type(ranks[seat]) is int and 1 <= ranks[seat] <= 4


def add_seat(tally: dict[str, Any], summary: Mapping[str, Any], seat: int) -> None:
    """One seat of one finished match into a tally."""
    rank = summary["ranks"][seat]
    figures = summary["seats"][seat]
    tally["matches"] += 1
    tally["rank_sum"] += rank
    tally["ranks"][rank - 1] += 1
    tally["points_sum"] += summary["scores"][seat]
    tally["hands"] += summary["hands"]
    for key in ("wins", "tsumo", "deal_ins", "called_hands", "riichi", "win_points",
                "deal_in_points"):
        tally[key] += figures.get(key, 0)


def player_best(summary: Mapping[str, Any], me: int) -> Mapping[str, Any] | None:
    """The player's own best win of a match (a record written before each seat's best was
    kept has only the match's best, which counts when it is the player's)."""
    bests = summary.get("best_hands")
    if isinstance(bests, list) and me < len(bests):
        return bests[me] if isinstance(bests[me], Mapping) else None
    best = summary.get("best_hand")
    return best if isinstance(best, Mapping) and best.get("seat") == me else None


def add_figures(per: dict[str, Any], summary: Mapping[str, Any], me: int) -> dict[str, Any]:
    """The player's seat of one finished match into a variant's figures (or the Superpower
    matches'): matches, firsts, rank and points sums, the best hand, the tally."""
    for key in ("matches", "firsts", "rank_sum", "points_sum"):
        per.setdefault(key, 0)
    rank, points = summary["ranks"][me], summary["scores"][me]
    per["matches"] += 1
    per["firsts"] += rank == 1
    per["rank_sum"] += rank
    per["points_sum"] += points
    best = player_best(summary, me)
    if best and best.get("points", 0) > per.get("best_hand", {}).get("points", 0):
        per["best_hand"] = {"points": best["points"], "name": best.get("name", ""),
                            "hand": best.get("hand", ""),
                            **({"total": best["total"]} if best.get("total") else {})}
    add_seat(per.setdefault(YOU, new_tally()), summary, me)
    return per


def add_match(stats: dict[str, Any], doc: Mapping[str, Any]) -> dict[str, Any]:
    """A finished match played at this table into the statistics (changed in place): the
    player's seat (and the first form's figures), each AI seat under its level, the recent
    list. A record with no player, or not finished, changes nothing."""
    summary, me = doc.get("summary") or {}, doc.get("me")
    if me is None or doc.get("status") != "finished" or not summary.get("ranks") \
            or not counts_seat(summary, me):
        return stats
    stats["schema"] = max(SCHEMA, int(stats.get("schema", SCHEMA)))
    per = add_figures(stats.setdefault("variants", {}).setdefault(doc["variant"], {}),
                      summary, me)
    if (doc.get("options") or {}).get("superpowers"):  # also over every Superpower match
        add_figures(stats.setdefault("superpowers", {}), summary, me)
    rank, points = summary["ranks"][me], summary["scores"][me]
    levels = per.setdefault("levels", {})
    for seat, player in enumerate(doc.get("players", [])):
        if seat != me and player.get("kind") == "ai" and player.get("level") \
                and counts_seat(summary, seat):
            add_seat(levels.setdefault(player["level"], new_tally()), summary, seat)
    recent = stats.setdefault("recent", [])
    recent.append({"record": doc["id"], "variant": doc["variant"], "rank": rank,
                   "points": points, "players": len(summary["ranks"]),
                   "started": doc.get("started", "")})
    del recent[:-RECENT]
    return stats


def total(tallies: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """Several tallies added up (a player's figures over every variant)."""
    out = new_tally()
    for t in tallies:
        for key in COUNTS + POINTS:
            out[key] += t.get(key, 0)
        for i, n in enumerate(t.get("ranks", [])[:4]):
            out["ranks"][i] += n
    return out


def rates(t: Mapping[str, Any]) -> dict[str, float | None]:
    """A tally read as players read it: average rank, and per hand played the share won,
    dealt in, called and riichi; the average win and deal-in (None where nothing counts)."""
    hands, wins, deal_ins = t.get("hands", 0), t.get("wins", 0), t.get("deal_ins", 0)

    def part(n: float, of: float) -> float | None:
        return n / of if of else None

    return {"average_rank": part(t.get("rank_sum", 0), t.get("matches", 0)),
            "won": part(wins, hands), "dealt_in": part(deal_ins, hands),
            "called": part(t.get("called_hands", 0), hands),
            "riichi": part(t.get("riichi", 0), hands),
            "average_win": part(t.get("win_points", 0), wins),
            "average_deal_in": part(t.get("deal_in_points", 0), deal_ins)}
