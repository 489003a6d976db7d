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
  if (shares.length === 0) return undefined;
  shares.sort((a, b) => a - b);
  const middle = shares.length / 2;
  return Number.isInteger(middle) ? (shares[middle - 1]! + shares[middle]!) / 2 : shares[Math.floor(middle)]!;
}
