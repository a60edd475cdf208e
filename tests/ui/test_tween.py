"""Tweens and timelines stepped by hand: easing, delay, groups, callbacks, skip, speed."""

import math

import pytest

from game.ui.tween import (
    EASINGS,
    SPEEDS,
    Animator,
    Call,
    Parallel,
    Sequence,
    Tween,
    Wait,
    easing,
)


class Sprite:
    def __init__(self, x=0.0, y=0.0):
        self.x, self.y = x, y
        self.pos = (0.0, 0.0)


def step(anim, seconds, dt=1 / 60):
    for _ in range(round(seconds / dt)):
        anim.update(dt)


@pytest.mark.parametrize("name", sorted(EASINGS))
def test_every_easing_starts_at_0_and_ends_at_1(name):
    f = EASINGS[name]
    assert f(0.0) == pytest.approx(0.0, abs=1e-9)
    assert f(1.0) == pytest.approx(1.0, abs=1e-9)


def test_unknown_easing_and_speed_are_refused():
    with pytest.raises(ValueError, match="unknown easing"):
        easing("wobbly")
    with pytest.raises(ValueError, match="unknown speed"):
        Animator(speed="warp")


def test_linear_tween_moves_halfway_in_half_the_time_and_lands_exactly():
    s = Sprite()
    t = Tween(s, 1.0, x=100)
    t.update(0.5)
    assert s.x == pytest.approx(50)
    assert not t.done
    spare = t.update(0.75)
    assert t.done and s.x == 100 and spare == pytest.approx(0.25)


def test_easing_shapes_the_path():
    s = Sprite()
    Tween(s, 1.0, "accelerate", x=100).update(0.5)
    assert s.x == pytest.approx(25)


def test_tuples_and_dicts_are_interpolated():
    s = Sprite()
    d = {"alpha": 0}
    Tween(s, 1.0, pos=(10, 20)).update(0.5)
    Tween(d, 1.0, alpha=255).update(1.0)
    assert s.pos == pytest.approx((5, 10)) and d["alpha"] == 255


def test_delay_holds_the_start_and_start_values_are_read_late():
    s = Sprite()
    t = Tween(s, 1.0, delay=0.5, x=100)
    t.update(0.4)
    assert s.x == 0
    s.x = 50  # moved by something else before the tween starts
    t.update(0.1 + 0.5)
    assert s.x == pytest.approx(75)


def test_sequence_runs_in_order_and_carries_leftover_time():
    s = Sprite()
    log = []
    seq = Sequence(Tween(s, 0.5, x=10), Call(log.append, "mid"), Tween(s, 0.5, y=10),
                   on_done=lambda: log.append("end"))
    seq.update(0.75)  # 0.25 into the second tween
    assert s.x == 10 and s.y == pytest.approx(5) and log == ["mid"]
    seq.update(0.25)
    assert seq.done and log == ["mid", "end"]


def test_parallel_ends_with_its_longest_step():
    a, b = Sprite(), Sprite()
    done = []
    par = Parallel(Tween(a, 0.2, x=1), Tween(b, 1.0, x=1), on_done=lambda: done.append(1))
    step(par, 0.5)
    assert a.x == 1 and 0 < b.x < 1 and not par.done
    step(par, 0.5)
    assert par.done and done == [1]
    assert par.remaining == 0


def test_remaining_counts_delays_and_nested_groups():
    s = Sprite()
    seq = Sequence(Wait(0.25), Parallel(Tween(s, 0.5, x=1), Tween(s, 1.0, delay=0.5, y=1)))
    assert seq.remaining == pytest.approx(1.75)


def test_skip_lands_everything_and_fires_callbacks_in_order():
    s = Sprite()
    log = []
    anim = Animator()
    anim.add(Sequence(Tween(s, 1, x=5, on_done=lambda: log.append("a")), Wait(3),
                      Call(log.append, "b"), Tween(s, 1, y=7)))
    anim.update(0.1)
    anim.skip()
    assert (s.x, s.y) == (5, 7) and log == ["a", "b"] and not anim.busy


def test_skip_also_finishes_what_callbacks_start():
    s = Sprite()
    anim = Animator()
    anim.add(Sequence(Wait(1), Call(lambda: anim.add(Tween(s, 1, x=9)))))
    anim.skip()
    assert s.x == 9 and not anim.busy


def test_a_new_tween_on_the_same_property_replaces_the_old_one():
    s = Sprite()
    anim = Animator()
    old = anim.tween(s, 1.0, x=100, y=100)
    step(anim, 0.5)
    anim.tween(s, 1.0, x=0)
    step(anim, 1.0)
    assert s.x == pytest.approx(0)  # the old tween no longer pushes x
    assert s.y == pytest.approx(100)  # but still owned y to its end
    assert old.done


@pytest.mark.parametrize("speed,seconds", [("slow", 1 / 0.6), ("normal", 1.0), ("fast", 0.5)])
def test_speed_setting_scales_time(speed, seconds):
    s = Sprite()
    anim = Animator(speed)
    anim.tween(s, 1.0, x=1)
    step(anim, seconds - 0.05)
    assert anim.busy
    step(anim, 0.1)
    assert not anim.busy and s.x == 1


def test_instant_speed_finishes_on_add():
    s = Sprite()
    log = []
    anim = Animator("instant")
    anim.add(Sequence(Tween(s, 2, x=3), Call(log.append, 1)))
    assert s.x == 3 and log == [1] and not anim.busy
    assert SPEEDS["instant"] == math.inf


def test_callback_added_animation_runs_next_update_and_finished_ones_are_dropped():
    s = Sprite()
    anim = Animator()
    anim.add(Call(lambda: anim.tween(s, 0.5, x=1)))
    anim.update(0.0)
    assert anim.busy and len(anim.running) == 1
    step(anim, 0.6)
    assert s.x == 1 and anim.running == []


def test_cancel_freezes_where_it_stands():
    s = Sprite()
    anim = Animator()
    anim.tween(s, 1, x=10)
    anim.update(0.5)
    anim.cancel()
    anim.update(1)
    assert s.x == pytest.approx(5)


def test_tween_without_properties_is_an_error():
    with pytest.raises(ValueError):
        Tween(Sprite(), 1.0)
