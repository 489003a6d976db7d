/**
 * The statistics the benchmarks report (bench:api here, bench:web in the tests workspace, which imports them
 * as `@party/api/bench/stats`).
 */

/** The middle value; with an even count, the mean of the two middle values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * A throughput as a share of a reference's, measured in the same rounds (slices that took turns): the median
 * of the rounds' shares, so that a burst of the machine's speed that falls on one slice does not decide
 * it. Rounds where the reference answered nothing are left out; undefined if that leaves none.
 */
export function pairedShare(rates: readonly number[], reference: readonly number[]): number | undefined {
  const shares = rates.flatMap((rate, round) => {
    const base = reference[round] ?? 0;
    return base > 0 ? [rate / base] : [];
  });
  return shares.length === 0 ? undefined : median(shares);
}
