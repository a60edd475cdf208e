"""The bench's AI section reports each variant's and level's median and p99 decision time."""

from game.ai.levels import LEVELS
from game.benchmarks import ai as bench_ai
from game.core.variants import VARIANTS


def test_the_ai_section_reports_medians_beside_p99(monkeypatch):
    times = [ms / 1000 for ms in range(1, 101)]  # 1 ms .. 100 ms
    monkeypatch.setattr(bench_ai, "decision_times", lambda *a, **k: times)
    monkeypatch.setattr(bench_ai, "play_match", lambda *a, **k: None)
    got = bench_ai.run(quick=True)
    for median, p99 in ((got["ai_decision_ms_median"], got["ai_decision_ms_p99"]),
                        *((got["ai_level_decision_ms_median"][lv],
                           got["ai_level_decision_ms_p99"][lv]) for lv in LEVELS)):
        assert set(median) == set(p99) == set(VARIANTS)
        assert all(median[v] == 50.5 for v in VARIANTS)
        assert all(99 <= p99[v] <= 100 for v in VARIANTS)


def test_decision_times_are_one_per_decision_and_positive():
    got = bench_ai.decision_times("riichi", 12, level="casual")
    assert len(got) == 12 and all(t >= 0 for t in got) and sum(got) > 0
