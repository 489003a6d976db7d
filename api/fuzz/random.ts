/**
 * A small seeded pseudo-random generator (mulberry32), so that a fuzz run is replayed exactly from its
 * seed. Not for anything secret.
 */
export class Random {
  private state: number;

  constructor(readonly seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A whole number in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Cannot pick from an empty list.');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One of `choices`, each as likely as its weight. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of choices) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return choices[choices.length - 1]![0];
  }

  /** A copy of `items` in random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = this.int(0, index);
      [copy[index], copy[other]] = [copy[other]!, copy[index]!];
    }
    return copy;
  }

  /** A string of `length` characters drawn from `alphabet`. */
  string(length: number, alphabet = 'abcdefghijklmnopqrstuvwxyz'): string {
    let text = '';
    for (let index = 0; index < length; index += 1)
      text += alphabet[Math.floor(this.next() * alphabet.length)];
    return text;
  }

  /** A UUID (version 4 layout) drawn from this generator. */
  uuid(): string {
    const hex = this.string(32, '0123456789abcdef');
    const variant = '89ab'[this.int(0, 3)]!;
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }
}

/** A seed from `--seed`, FUZZ_SEED or the clock, as an unsigned 32-bit number. */
export function parseSeed(text: string | undefined): number {
  if (text === undefined || text === '') return (Date.now() ^ (process.pid << 16)) >>> 0;
  const seed = Number(text);
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new Error(`The seed must be a whole number from 0 to 4294967295 (got "${text}").`);
  }
  return seed;
}
