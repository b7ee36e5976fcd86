/** The p-th percentile of ascending samples: the sample at floor(p% of the count), the last at most. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
