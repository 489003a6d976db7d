import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** The kernel's clock ticks per second, the unit of /proc/<pid>/stat's times (100 nearly everywhere). */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

/**
 * The processor time in a /proc/<pid>/stat line, user and system, all the process's threads, in clock ticks;
 * undefined when the line is not one.
 */
export function ticksOfStat(stat: string): number | undefined {
  // The command name, in parentheses, may hold spaces and parentheses of its own: the fields start after
  // the last ')', with the 3rd (state); utime and stime are the 14th and 15th.
  const close = stat.lastIndexOf(')');
  if (close < 0) return undefined;
  const fields = stat.slice(close + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? ticks : undefined;
}

/** Processor time process `pid` has used so far, user and system, all its threads, in seconds. */
export function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  const ticks = ticksOfStat(stat);
  return ticks === undefined ? undefined : ticks / CLOCK_TICKS;
}

/** The ids of the processes whose command name (`/proc/<pid>/comm`) is `name`; none without /proc. */
export function processesNamed(name: string): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const found: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trimEnd() === name) found.push(Number(entry));
    } catch {
      // Ended while the list was read.
    }
  }
  return found;
}

/** The processor time each of a group of processes had used when read, in seconds, by process id. */
export type CpuReading = ReadonlyMap<number, number>;

/** The processor time of each of `pids` that is still there, in seconds. */
export function readCpu(pids: Iterable<number>): CpuReading {
  const reading = new Map<number, number>();
  for (const pid of pids) {
    const seconds = cpuSeconds(pid);
    if (seconds !== undefined) reading.set(pid, seconds);
  }
  return reading;
}

/**
 * The processor time a group of processes used between two readings, in seconds: a process that started in
 * between counts whole; one that ended in between is not counted (its last figures are gone with it).
 */
export function cpuBetween(before: CpuReading, after: CpuReading): number {
  let seconds = 0;
  for (const [pid, now] of after) seconds += now - (before.get(pid) ?? 0);
  return seconds;
}
