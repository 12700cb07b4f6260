// Small statistics helpers of the API benchmark: percentiles of one run, medians across runs.

/**
 * The given percentiles (0 < p <= 100) of the values, by the nearest-rank method: for each p, the
 * smallest value such that at least p % of the values are at most it. Nulls when there are no values.
 */
export function percentiles(values, ps) {
  const sorted = Float64Array.from(values).sort();
  return ps.map((p) => {
    if (sorted.length === 0) return null;
    const rank = Math.ceil((p / 100) * sorted.length);
    return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
  });
}

/** The median of the numbers, ignoring nulls (a figure a run could not give). Null for none. */
export function median(values) {
  const present = values.filter((value) => value !== null && value !== undefined).sort((a, b) => a - b);
  if (present.length === 0) return null;
  const middle = Math.floor(present.length / 2);
  return present.length % 2 === 1 ? present[middle] : (present[middle - 1] + present[middle]) / 2;
}
