"""The hand analyzer: build a hand from a palette or tile text, and see through analysis.answer its
shanten, waits, best discards or, for a win, the whole score sheet."""

from __future__ import annotations

import json
import random
from functools import cache
from typing import Any

import pygame

from game.analysis import answer
from game.core.hands.shapes import waits
from game.core.model.tiles import Tile, TileTextError
from game.core.variants import VARIANTS
from game.learn.hands import complete_hand
from game.ui import analyzer_view as av
from game.ui import analyzer_win as aw
from game.ui import hand_row
from game.ui import table_melds as tm
from game.ui import theme as t
from game.ui import tile_board as tb
from game.ui.analyzer_view import WideField, win_choice, win_name
from game.ui.form import Form
from game.ui.recent import note_variant, recent_variant
from game.ui.variant_row import variant_row
from game.ui.widgets import Button, Choice

WINS = ("none", "ron", "tsumo")
WINDS = ("E", "S", "W", "N")
WIND_NAMES = {"E": "East", "S": "South", "W": "West", "N": "North"}


@cache  # the same one each time; asked again for the placeholder as the hand is typed
def sample_hand(variant_id: str) -> str:
    """A ready hand of the variant to start from (the same one each time)."""
    variant = VARIANTS[variant_id]
    if variant.example_hand:  # the screen opens on a hand worth reading
        return variant.example_hand
    ts = variant.tileset(variant.resolve({}))
    hand = complete_hand(variant_id, random.Random(7))
    return ts.format(ts.sort(hand[:-1]))


@cache
def winning_example(variant_id: str) -> tuple[str, str]:
    """The example hand with a tile it waits on added, and that tile: what a win is scored
    on (a ready hand alone is a tile short of one)."""
    variant = VARIANTS[variant_id]
    options = variant.resolve({})
    ts, grammar = variant.tileset(options), variant.grammar(options)
    tiles = ts.parse(sample_hand(variant_id))
    found = waits(grammar, tiles)
    if not found:
        return sample_hand(variant_id), ""
    win = found[0].tile
    return ts.format([*tiles, win]), ts.format([win])


class Analyzer(tb.WorkerScene):
    name = "analyzer"
    heading = "Hand analyzer"
    subtitle = "Click tiles or type tile text · the analysis follows every change"

    def __init__(self, app, variant: str | None = None, hand: str | None = None):
        super().__init__(app)
        variant = variant or recent_variant(app)
        self.variant_id = variant
        self.values: dict[str, Any] = {
            "hand": sample_hand(variant) if hand is None else hand, "melds": "", "win": "none",
            "win_tile": "", "seat": "E", "round": "E", "extra": "", "declared": "",
            "ura": "", "when": "", "north": 0}
        self.typed: dict[str, dict[str, Any]] = {}  # each variant's hand as the player left it
        self.last_typed: dict[str, Any] | None = None  # the newest of them
        self.win_picked = False  # the winning tile chosen, not the hand's last tile
        self.result: dict[str, Any] | None = None
        self.problem = ""  # bad tile text, named by field and position
        self.problem_at: tuple[str, int] | None = None  # (field, character) to point at
        self.palette: list[tuple[Tile, pygame.Rect]] = []
        self.hand_rects: list[tuple[int, pygame.Rect]] = []
        self.hover: pygame.Rect | None = None
        v = self.values
        self.variant_row = variant_row(lambda: self.variant_id, self.choose)
        self.hand_field = WideField("Hand", "", lambda: v["hand"],
                                    lambda s: self.set("hand", s), max_len=48,
                                    placeholder="e.g. 234567m234p3455s")
        if hand is None:
            self.hand_field.select_all()  # the example: typing replaces it
        self.melds_field = WideField("Melds", "", lambda: v["melds"],
                                     lambda s: self.set("melds", s), max_len=40,
                                     placeholder="777z 1111p*  (* concealed)")
        self.win_row = Choice("Win", "", WINS, lambda: v["win"], lambda s: self.set("win", s),
                              lambda s: win_name(self.variant, s))
        self.win_tile_row = Choice("Winning tile", "", [""], lambda: v["win_tile"],
                                   lambda s: self.set("win_tile", s), lambda s: s or "—")
        self.seat_row = Choice("Seat wind", "", WINDS, lambda: v["seat"],
                               lambda s: self.set("seat", s), WIND_NAMES.get)
        self.round_row = Choice("Round wind", "", WINDS, lambda: v["round"],
                                lambda s: self.set("round", s), WIND_NAMES.get)
        self.extra_field = WideField("Dora indicators", "", lambda: v["extra"],
                                     lambda s: self.set("extra", s), max_len=20)
        # how the win came about: each choice is the flags the engine would send (ura, ippatsu
        # and the first draw were out of a learner's reach: a tester)
        self.declared_row = Choice("Declared", "", [""], lambda: v["declared"],
                                   lambda s: self.set("declared", s), aw.DECLARED_NAMES.get)
        self.ura_field = WideField("Ura", "", lambda: v["ura"],
                                   lambda s: self.set("ura", s), max_len=20,
                                   placeholder="indicators under the dora's")
        self.when_row = Choice("When", "", aw.WHENS, lambda: v["when"],
                               lambda s: self.set("when", s),
                               lambda s: aw.when_name(s, self.values["win"] == "ron"))
        # Sanma's Norths set aside, each a dora (a learner could not check nukidora: a tester)
        self.north_row = Choice("Norths set aside", "", (0, 1, 2, 3, 4), lambda: v["north"],
                                lambda n: self.set("north", n), str)
        self.clear = Button("Clear", self.clear_hand, hint="Del")
        self.back_button = Button("Back", self.back, hint="Esc")
        self.rows = [self.variant_row, self.hand_field, self.melds_field, self.win_row,
                     self.win_tile_row, self.seat_row, self.round_row, self.extra_field,
                     self.declared_row, self.ura_field, self.when_row, self.north_row]
        self.form = Form([*self.rows, self.clear, self.back_button], focus=1)
        self.refresh()

    # the inputs -------------------------------------------------------------------------
    @property
    def variant(self):
        return VARIANTS[self.variant_id]

    @property
    def rules(self):
        return self.variant.play_rules(self.variant.resolve({}))

    @property
    def tileset(self):
        return self.variant.tileset(self.variant.resolve({}))

    def choose(self, variant_id: str) -> None:
        """Another variant. The player's own hand goes with it where its tiles read there
        (the same hand under other rules), else the hand last typed in that variant comes
        back, else its example (a tester lost a typed hand going to Sanma and back)."""
        left, v = self.variant_id, self.values
        own = {k: v[k] for k in ("hand", "melds", "extra", "win_tile")}
        # the example with its winning tile added (Ron, Tsumo) is no hand of the player's: a
        # tester found it carried into Riichi as one
        if own["hand"] not in (sample_hand(left), winning_example(left)[0]):
            self.typed[left] = self.last_typed = own
        self.variant_id = variant_id
        note_variant(self.app, variant_id)
        mine = self.last_typed
        if mine is not None and self._reads(mine["hand"], *self.meld_words(mine["melds"])):
            # the player's last hand, where its tiles read here, even past a variant where
            # they did not (Space, Sanma, Riichi): dora and bonus tiles mean another thing
            v.update(mine, extra="", win_tile="")
        elif variant_id in self.typed:
            v.update(self.typed[variant_id])
        else:
            v.update(hand=sample_hand(variant_id), melds="", extra="", win_tile="")
            self._example_for_the_win()
            self.hand_field.select_all()  # the example, not the player's: typing replaces it
        self.app.audio.play("click")
        self.refresh()
        self.layout(self.m)

    def _reads(self, *texts: str) -> bool:
        """Whether each text reads as tiles of this variant (a concealed meld's * aside)."""
        try:
            for text in texts:
                self.tileset.parse(text.rstrip("*"))
        except TileTextError:
            return False
        return True

    def set(self, name: str, value: Any) -> None:
        self.values[name] = value
        if name == "win_tile":
            self.win_picked = True
        if name == "win":
            self._example_for_the_win()
        self.refresh()

    def _example_for_the_win(self) -> None:
        """While a win is scored, the example hand holds its winning tile (a tester found
        every variant's example refused as a tile short under Ron)."""
        v = self.values
        if v["win"] != "none" and v["hand"] == sample_hand(self.variant_id):
            v["hand"], v["win_tile"] = winning_example(self.variant_id)

    def clear_hand(self) -> None:
        self.values.update(hand="", melds="", win_tile="")
        self.form.set_focus(self.hand_field)
        self.refresh()

    def add_tile(self, tile_: Tile) -> None:
        """A palette click: the tile goes to the end of the hand text (nothing is guessed when
        the text is already bad: the tile is appended all the same); a flower or season goes
        to the bonus tiles, or leaves them when already there (one of each exists)."""
        if tile_ in self.tileset.bonus:
            held = self.bonus_held()
            bonus = [b for b in held if b is not tile_] + ([] if tile_ in held else [tile_])
            self.values["extra"] = self.tileset.format(self.tileset.sort(bonus))
        else:
            self.values["hand"] = (self.values["hand"] + self.tileset.format([tile_]))[:48]
        self.app.audio.play("click")
        self.refresh()

    def remove_tile(self, index: int) -> None:
        tiles = self.parse("hand")
        if tiles is not None and 0 <= index < len(tiles):
            del tiles[index]
            self.values["hand"] = self.tileset.format(tiles)
            self.app.audio.play("click")
            self.refresh()

    def parse(self, name: str, text: str | None = None) -> list[Tile] | None:
        """The tiles of one field, or None with `problem` naming the character and the reason."""
        whole = text is None
        text = self.values[name] if text is None else text
        try:
            return self.tileset.parse(text)
        except TileTextError as exc:
            extra = "Bonus tiles" if self.tileset.bonus else "Dora indicators"
            label = {"hand": "Hand", "melds": "Melds", "extra": extra,
                     "ura": "Ura indicators"}[name]
            self.problem = (f"{label}, character {exc.position + 1} "
                            f"('{exc.text[exc.position:exc.position + 1]}'): {exc.reason}")
            self.problem_at = (name, exc.position) if whole else None
            return None

    def meld_words(self, text: str | None = None) -> list[str]:
        """The Melds field's melds (or `text`'s), apart at spaces or commas (a concealed one
        ends in *)."""
        return (self.values["melds"] if text is None else text).replace(",", " ").split()

    def meld_list(self) -> list[dict[str, Any]] | None:
        out = []
        for word in self.meld_words():
            concealed = word.endswith("*")
            tiles = self.parse("melds", word.rstrip("*"))
            if tiles is None:
                return None
            out.append({"tiles": self.tileset.format(tiles), "open": not concealed})
        return out

    def request(self) -> dict[str, Any] | None:
        """The analysis request for the current inputs, or None while some text is bad."""
        v, ts = self.values, self.tileset
        self.problem, self.problem_at = "", None
        if self.hand_field.cut:  # a long paste: say so, not what its cut end looks like
            self.problem = (f"Hand: at most {self.hand_field.max_len} characters; what came "
                            "after was left out")
            return None
        hand = self.parse("hand")
        melds = self.meld_list() if hand is not None else None
        extra = self.parse("extra") if melds is not None else None
        ura = self.parse("ura") if extra is not None and self.ura_field.visible else []
        if hand is None or melds is None or extra is None or ura is None:
            return None
        kinds = list(dict.fromkeys(ts.format([x]) for x in hand))
        self.win_tile_row.values = kinds or [""]
        # the hand's last tile wins unless another was chosen: typed last, it was the
        # drawn tile to a tester, and a tile typed earlier stayed the winning one
        if v["win_tile"] not in kinds or not self.win_picked:
            v["win_tile"] = ts.format(hand[-1:]) if hand else ""
            self.win_picked = False
        req: dict[str, Any] = {"variant": self.variant_id, "hand": v["hand"], "melds": melds,
                               "seat_wind": v["seat"], "round_wind": v["round"]}
        key = "bonus" if ts.bonus else "dora_indicators"
        req[key] = v["extra"]
        if self.rules.north_extraction and v["north"]:
            req["north_extracted"] = v["north"]
        if v["win"] != "none" and hand:
            ron = v["win"] == "ron"
            flags = aw.win_flags(v["declared"], v["when"], ron, v["seat"] == "E")
            req["win"] = {"tile": v["win_tile"], "by": v["win"], "flags": flags}
            if ron and v["when"] == "first" and v["seat"] != "E":
                req["win"]["from"] = "E"  # an earthly win is off the dealer's first discard
            if self.ura_field.visible and v["ura"]:
                req["ura_indicators"] = v["ura"]
        return req

    def refresh(self) -> None:
        scoring = self.values["win"] != "none"
        bonus = bool(self.tileset.bonus)
        honours = [k for k in self.tileset.kinds if k.is_honour] or list(self.tileset.kinds)
        self.hand_field.placeholder = f"e.g. {sample_hand(self.variant_id)}"  # its own tiles
        self.melds_field.placeholder = (f"{self.tileset.format(honours[-1:] * 3)} "
                                        f"{self.tileset.format(honours[:1] * 4)}*  (* concealed)")
        self.extra_field.label = "Bonus" if bonus else "Indicators"
        self.extra_field.placeholder = "flowers, seasons held" if bonus else "indicators, e.g. 4s"
        for w in (self.win_tile_row, self.seat_row, self.round_row, self.when_row):
            w.visible = scoring
        rules = self.rules
        self.declared_row.values = list(aw.declared_values(rules.riichi, rules.original_call))
        if self.values["declared"] not in self.declared_row.values:
            self.values["declared"] = ""
        self.declared_row.label = "Riichi" if rules.riichi else "Original Call"
        self.declared_row.visible = scoring and len(self.declared_row.values) > 1
        self.ura_field.visible = self.declared_row.visible and "riichi" in self.values["declared"]
        self.north_row.visible = scoring and self.rules.north_extraction
        seats = self.variant.players_for(self.variant.resolve({}))
        self.seat_row.values = list(WINDS[:seats])
        if self.values["seat"] not in self.seat_row.values:
            self.values["seat"] = "E"
        if hasattr(self, "left"):
            self.place_rows(self.m)
        req = self.request()
        if req is None or not req["hand"]:
            self.worker.drop()  # an answer still coming is for another hand
            self.result = None if req is None else {"empty": True}
            return
        self.worker.submit(json.dumps(req, sort_keys=True), answer, req)

    # input --------------------------------------------------------------------------------
    def handle(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for tile_, rect in self.palette:
                if rect.collidepoint(event.pos):
                    self.add_tile(tile_)
                    return
            for i, rect in self.hand_rects:
                if rect.collidepoint(event.pos):
                    self.remove_tile(i)
                    return
        if event.type == pygame.MOUSEMOTION:
            spots = [r for _, r in self.palette] + [r for _, r in self.hand_rects]
            self.hover = next((r for r in spots if r.collidepoint(event.pos)), None)
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_DELETE
                and self.form.focused is not self.hand_field
                and self.form.focused is not self.melds_field):
            self.clear_hand()
            return
        super().handle(event)

    def delivered(self, result: Any) -> None:
        self.result = result

    # layout --------------------------------------------------------------------------------
    def layout(self, m) -> None:
        self.split(m, 62)
        self.place_rows(m)
        self.hand_box = pygame.Rect(self.right.x, self.right.y, self.right.w, m.px(14))
        pal_h = m.px(31)
        self.pal_box = pygame.Rect(self.right.x, self.right.bottom - pal_h, self.right.w, pal_h)
        self.res_box = pygame.Rect(self.right.x, self.hand_box.bottom + m.px(1.5), self.right.w,
                                   self.pal_box.y - self.hand_box.bottom - m.px(3))
        ts = self.tileset
        rows = tb.palette_rows(ts.kinds, ts.reds) + ([list(ts.bonus)] if ts.bonus else [])
        area = pygame.Rect(self.pal_box.x + m.px(1.5), self.pal_box.y + m.px(5),
                           self.pal_box.w - m.px(3), self.pal_box.h - m.px(6.5))
        self.pal_w, self.palette = tb.layout_rows(rows, area, m.px(5.2))
        self.hand_w = min(m.px(6.2), (self.hand_box.w - m.px(6)) * 10 // 165)
        self.res_w = m.px(6)
        index = self.res_index = hand_row.corner_index(self.app.settings.colour_blind, ts)
        kinds = list(ts.kinds) + list(ts.reds) + list(ts.bonus)
        self.sp_pal = tb.sprite_set(self.pal_w, index, kinds)
        self.sp_hand = tb.sprite_set(self.hand_w, index, kinds)
        self.sp_res = tb.sprite_set(self.res_w, index, kinds)

    def place_rows(self, m) -> None:
        """The visible rows one under another (scoring rows show only for a win)."""
        shown = sum(w.visible for w in self.rows)  # as many as fit above Clear and Back
        row_h = min(m.px(6.1), (self.left.h - m.px(8)) // max(shown, 1))
        y = self.left.y + m.px(1)
        for w in self.rows:
            if not w.visible:
                w.rect = pygame.Rect(0, 0, 0, 0)
                continue
            w.rect = pygame.Rect(self.left.x + m.px(0.4), y, self.left.w - m.px(0.8),
                                 row_h - m.px(0.5))
            y += row_h
        bw = (self.left.w - m.px(3)) // 2
        self.clear.rect = pygame.Rect(self.left.x, self.left.bottom - m.px(5.6), bw, m.px(5.6))
        self.back_button.rect = self.clear.rect.move(bw + m.px(3), 0)

    # drawing --------------------------------------------------------------------------------
    def background_key(self) -> object:
        return self.variant_id, tuple(w.visible for w in self.rows)

    def draw_background(self, surf) -> None:
        m = self.m
        self.draw_frame(surf)
        for box in (self.left, self.hand_box, self.res_box, self.pal_box):
            t.panel(surf, box, m.px(1.2))
        self.draw_column_title(surf, "Tiles · click to add", self.pal_box.x + m.px(2),
                               self.pal_box.y + m.px(1.2))
        for tile_, rect in self.palette:
            surf.blit(self.sp_pal.get(tile_), rect)

    def draw(self, surf) -> None:
        m = self.m
        self.blit_background(surf)
        self.form.draw(surf, m)
        self.point_at_problem(surf)
        if not self.win_tile_row.visible:
            self.draw_help(surf)
        self.draw_hand(surf)
        self.draw_result(surf)
        self.mark_bonus_held(surf)
        if self.hover is not None:
            tb.hover_mark(surf, self.hover, m)

    def bonus_held(self) -> list[Tile]:
        """The flowers and seasons typed in the Bonus field (none while its text is bad)."""
        try:
            return [b for b in self.tileset.parse(self.values["extra"]) if b in self.tileset.bonus]
        except TileTextError:
            return []

    def mark_bonus_held(self, surf) -> None:
        """The flowers and seasons in the Bonus field, ringed in the palette."""
        held = set(self.bonus_held())
        for tile_, rect in self.palette:
            if tile_ in held:
                pygame.draw.rect(surf, t.GOLD, rect.inflate(6, 6), 3, border_radius=4)

    def draw_hand(self, surf) -> None:
        m, box = self.m, self.hand_box
        y = self.draw_column_title(surf, "Your hand · click a tile to take it out",
                                   box.x + m.px(2), box.y + m.px(1.2))
        self.hand_rects = []
        if self.problem:
            self.warning(surf, self.problem, box.x + m.px(2), y + m.px(1.8), box.w - m.px(4))
            return
        tiles = self.tileset.parse(self.values["hand"])
        order = sorted(range(len(tiles)), key=lambda i: (self.tileset.order[tiles[i]],
                                                        not tiles[i].red))
        grammar = self.variant.grammar(self.variant.resolve({}))  # Space's runs: 8-9-1
        words = self.meld_words()
        melds = [tm.run_order(grammar, self.tileset.parse(w.rstrip("*"))) for w in words]
        total = len(tiles) + sum(len(x) + 0.45 for x in melds)
        w = min(self.hand_w, int((box.w - m.px(4)) / max(total, 1)))
        x = box.x + m.px(2)
        rects = tb.row_rects(len(tiles), w, x, y + m.px(0.6))
        win = self.values["win_tile"] if self.values["win"] != "none" else None
        marked = False
        for rect, i in zip(rects, order, strict=True):
            state = None
            if win and not marked and self.tileset.format([tiles[i]]) == win:
                state, marked = "highlighted", True
            img = self.sp_hand.get(tiles[i], state) if w == self.hand_w else \
                tb.sprite_set(w).get(tiles[i], state)
            surf.blit(img, rect)
            self.hand_rects.append((i, rect))
        x = rects[-1].right if rects else x
        small = tb.sprite_set(round(w * 0.8))
        for word, meld in zip(words, melds, strict=True):
            x += round(w * 0.45)
            for j, tile_ in enumerate(meld):
                # a concealed kong shows its ends face down, as the table lays it (a tester
                # saw 1111p* drawn as an open kong)
                hidden = word.endswith("*") and j in (0, len(meld) - 1)
                img = small.back() if hidden else small.get(tile_)
                surf.blit(img, img.get_rect(bottomleft=(x, y + m.px(0.6) + tb.tile_h(w))))
                x += img.get_width()
        if not tiles:
            t.blit_text(surf, "Click tiles below, or type a hand like "
                        + sample_hand(self.variant_id), m.body, t.TEXT_DIM,
                        midleft=(box.x + m.px(2), box.centery + m.px(1)))

    def draw_help(self, surf) -> None:
        """How tile text is written, in the room the scoring rows leave while analysing."""
        m = self.m
        ts = self.tileset
        x, y = self.left.x + m.px(2), self.extra_field.rect.bottom + m.px(3)
        y = self.draw_column_title(surf, "Writing tiles", x, y)
        lines = [f"Ranks, then the suit's letter: {ts.format(ts.kinds[:3])} …",
                 "This set: " + "  ".join(ts.format(row) for row in tb.palette_rows(ts.kinds)),
                 "Melds are separated by spaces; * marks a concealed kong.",
                 f"Choose {win_choice(self.variant)} to score a complete hand."]
        width = self.left.w - m.px(4)
        for line in lines:
            for part in t.wrap(line, m.small, width):
                t.blit_text(surf, part, m.small, t.TEXT_DIM, topleft=(x, y))
                y += round(m.small * 1.35)
            y += m.px(0.6)

    def point_at_problem(self, surf) -> None:
        """A gold mark under the bad character in its field (when the text is not scrolled)."""
        if not self.problem or self.problem_at is None:
            return
        m = self.m
        name, pos = self.problem_at
        field = {"hand": self.hand_field, "ura": self.ura_field}.get(name, self.extra_field)
        text = self.values[name]
        box = field.control_rect(m)
        f = t.font(m.body, True)
        if f.size(text)[0] > box.w - m.px(3.2) or not field.visible:
            return
        x0 = box.x + m.px(1.2) + f.size(text[:pos])[0]
        x1 = box.x + m.px(1.2) + f.size(text[:pos + 1])[0]
        pygame.draw.rect(surf, t.GOLD, (x0, box.bottom - m.px(0.9), max(2, x1 - x0),
                                        max(2, m.px(0.4))))

    def warning(self, surf, text: str, x: int, y: int, width: int) -> None:
        """A problem in what was typed: a marked panel, in words (never colour alone)."""
        lines = t.wrap(text, m_body := self.m.small, width - self.m.px(6))
        h = len(lines) * round(m_body * 1.4) + self.m.px(2)
        box = pygame.Rect(x, y - self.m.px(1), width, h)
        t.panel(surf, box, self.m.px(0.8), (120, 40, 20, 120), t.GOLD)
        badge = pygame.Rect(0, 0, self.m.px(3), self.m.px(3))
        badge.topleft = (x + self.m.px(1.2), y)
        pygame.draw.ellipse(surf, t.GOLD, badge)
        t.blit_text(surf, "!", self.m.small, t.TEXT_DARK, True, center=badge.center)
        for i, line in enumerate(lines):
            t.blit_text(surf, line, m_body, t.TEXT,
                        topleft=(badge.right + self.m.px(1.2), y + i * round(m_body * 1.4)))

    def draw_result(self, surf) -> None:
        av.draw_result(self, surf)


SCREEN = Analyzer
