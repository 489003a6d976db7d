import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cpuBetween, cpuSeconds, processesNamed, readCpu, ticksOfStat } from './process-time.js';

describe('ticksOfStat', () => {
  it('adds user and system time, past a command name holding spaces and parentheses', () => {
    const stat = '4242 (node (api) x) S 1 4242 4242 0 -1 4194560 2188 0 0 0 1905 434 0 0 20 0 11 0 995';
    expect(ticksOfStat(stat)).toBe(1905 + 434);
  });

  it('is undefined for a line that is not a process status', () => {
    expect(ticksOfStat('')).toBeUndefined();
    expect(ticksOfStat('4242 (node) S 1')).toBeUndefined();
  });
});

describe.runIf(existsSync('/proc/self/stat'))('cpuSeconds', () => {
  it('grows while the process works', () => {
    const before = cpuSeconds(process.pid)!;
    const until = Date.now() + 150;
    let spun = 0;
    while (Date.now() < until) spun += 1;
    expect(spun).toBeGreaterThan(0);
    expect(cpuSeconds(process.pid)!).toBeGreaterThan(before);
  });

  it('is undefined for no process, or one that is not there', () => {
    expect(cpuSeconds(undefined)).toBeUndefined();
    expect(cpuSeconds(2 ** 22 + 1)).toBeUndefined();
  });
});

describe('cpuBetween', () => {
  it('adds what each process used, a process that started in between whole and one that ended not at all', () => {
    const before = new Map([
      [10, 1.5],
      [11, 2],
      [12, 4],
    ]);
    const after = new Map([
      [10, 1.75],
      [11, 2.5],
      [13, 0.25],
    ]);
    expect(cpuBetween(before, after)).toBeCloseTo(0.25 + 0.5 + 0.25);
  });
});

describe.runIf(existsSync('/proc/self/comm'))('processesNamed and readCpu', () => {
  it('finds this process by its command name and reads its processor time', () => {
    const name = readFileSync('/proc/self/comm', 'utf8').trimEnd();
    expect(processesNamed(name)).toContain(process.pid);
    const reading = readCpu([process.pid, 2 ** 22 + 1]);
    expect([...reading.keys()]).toEqual([process.pid]);
    expect(reading.get(process.pid)).toBeGreaterThan(0);
  });

  it('finds nothing under a name no process has', () => {
    expect(processesNamed('no-such-command-name')).toEqual([]);
  });
});
