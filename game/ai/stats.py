"""Confidence intervals for duplicate self-play, clustered by wall sequence.

Matches on the same walls are not independent (one deal favours whoever sits where), so each
wall sequence is one cluster and the spread is measured between clusters. A per-match figure
(rank, points) is the mean of the cluster means; a per-hand rate (wins per hand) is a ratio
of cluster sums, whose standard error comes from the clusters' residuals (the usual
linearisation of a ratio estimator). Intervals are normal ones: mean ± 1.96 standard errors,
fair from about 30 clusters on; the figures reported here use a hundred or more.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

Z95 = 1.959964  # two-sided 95% quantile of the normal distribution


@dataclass(frozen=True)
class Estimate:
    """A figure with its 95% confidence interval."""

    value: float
    low: float
    high: float

    @property
    def ci(self) -> list[float]:
        return [self.low, self.high]


def _interval(value: float, se: float) -> Estimate:
    return Estimate(value, value - Z95 * se, value + Z95 * se)


def cluster_mean(values: Sequence[Sequence[float]]) -> Estimate:
    """The mean over clusters of each cluster's mean (clusters of equal weight).

    `values[i]` are the per-match figures of wall sequence i."""
    means = [sum(v) / len(v) for v in values if v]
    k = len(means)
    if not k:
        return Estimate(math.nan, math.nan, math.nan)
    mean = sum(means) / k
    if k < 2:
        return Estimate(mean, math.nan, math.nan)
    var = sum((m - mean) ** 2 for m in means) / (k - 1)
    return _interval(mean, math.sqrt(var / k))


def cluster_ratio(numerators: Sequence[float], denominators: Sequence[float]) -> Estimate:
    """Σ numerators / Σ denominators over clusters (e.g. wins / hands), with the standard
    error of a ratio of cluster totals: sqrt(k/(k-1) · Σ (n_i − R d_i)²) / Σ d_i."""
    k = len(numerators)
    total = sum(denominators)
    if not k or not total:
        return Estimate(math.nan, math.nan, math.nan)
    ratio = sum(numerators) / total
    if k < 2:
        return Estimate(ratio, math.nan, math.nan)
    resid = sum((n - ratio * d) ** 2 for n, d in zip(numerators, denominators, strict=True))
    return _interval(ratio, math.sqrt(k / (k - 1) * resid) / total)
