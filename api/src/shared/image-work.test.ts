import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { BUSY_RETRY_AFTER_S, ImageWorkBusyError, ImageWorkLimit } from './image-work.js';

/** A task that runs until released, recording when it started. */
function gated(started: number[], n: number) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const task = async () => {
    started.push(n);
    await gate;
    return n;
  };
  return { task, release: () => release() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ImageWorkLimit', () => {
  it('runs at most `concurrency` tasks at once, in order of arrival, and goes on after a failure', async () => {
    const limit = new ImageWorkLimit({ maxPixels: 100, concurrency: 2, queue: 10 });
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (n: number) => async () => {
      started.push(n);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (n === 2) throw new Error('encode failed');
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((n) => limit.run(task(n))));
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(limit.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses at once, without running it, a task that finds every place taken and the line full', async () => {
    const limit = new ImageWorkLimit({ maxPixels: 100, concurrency: 1, queue: 1 });
    const started: number[] = [];
    const first = gated(started, 1);
    const second = gated(started, 2);
    const running = limit.run(first.task);
    const waiting = limit.run(second.task);
    await settle();
    expect(limit.load).toEqual({ running: 1, waiting: 1 });

    let ran = false;
    const refused = limit.run(async () => {
      ran = true;
      return 3;
    });
    await expect(refused).rejects.toBeInstanceOf(ImageWorkBusyError);
    await refused.catch((error: unknown) => {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        statusCode: 503,
        code: 'BUSY',
        headers: { 'retry-after': String(BUSY_RETRY_AFTER_S) },
      });
    });
    expect(ran).toBe(false);

    first.release();
    second.release();
    expect(await Promise.all([running, waiting])).toEqual([1, 2]);
    expect(started).toEqual([1, 2]);
    expect(limit.load).toEqual({ running: 0, waiting: 0 });
    // Room again: the next task runs.
    expect(await limit.run(async () => 4)).toBe(4);
  });

  it('with no line at all, refuses whatever finds every place taken', async () => {
    const limit = new ImageWorkLimit({ maxPixels: 100, concurrency: 1, queue: 0 });
    const started: number[] = [];
    const first = gated(started, 1);
    const running = limit.run(first.task);
    await expect(limit.run(async () => 2)).rejects.toBeInstanceOf(ImageWorkBusyError);
    first.release();
    expect(await running).toBe(1);
  });

  it('lets background work wait however full the line is, in its turn', async () => {
    const limit = new ImageWorkLimit({ maxPixels: 100, concurrency: 1, queue: 0 });
    const started: number[] = [];
    const first = gated(started, 1);
    const running = limit.run(first.task);
    const background = limit.run(
      async () => {
        started.push(2);
        return 2;
      },
      { background: true },
    );
    await settle();
    expect(limit.load).toEqual({ running: 1, waiting: 1 });
    expect(started).toEqual([1]);
    first.release();
    expect(await Promise.all([running, background])).toEqual([1, 2]);
    expect(started).toEqual([1, 2]);
  });

  it('starts waiting work at once when its concurrency is raised, and keeps to a lowered one', async () => {
    const limit = new ImageWorkLimit({ maxPixels: 100, concurrency: 1, queue: 10 });
    const started: number[] = [];
    const tasks = [1, 2, 3, 4].map((n) => gated(started, n));
    const results = tasks.map(({ task }) => limit.run(task));
    await settle();
    expect(started).toEqual([1]);

    limit.configure({ concurrency: 3 });
    await settle();
    expect(started).toEqual([1, 2, 3]);
    expect(limit.load).toEqual({ running: 3, waiting: 1 });

    limit.configure({ concurrency: 1 });
    tasks[0]!.release();
    tasks[1]!.release();
    await settle();
    // Two finished, one still runs: at the lowered concurrency the fourth still waits.
    expect(started).toEqual([1, 2, 3]);
    tasks[2]!.release();
    await settle();
    expect(started).toEqual([1, 2, 3, 4]);
    tasks[3]!.release();
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4]);
    expect(limit.load).toEqual({ running: 0, waiting: 0 });
  });

  it('keeps a limit left unset and refuses limits that are not whole numbers in range', () => {
    const limit = new ImageWorkLimit({ maxPixels: 100, concurrency: 2, queue: 3 });
    limit.configure({ maxPixels: 50, concurrency: undefined });
    expect(limit.limits).toEqual({ maxPixels: 50, concurrency: 2, queue: 3 });
    expect(() => limit.configure({ concurrency: 0 })).toThrow(RangeError);
    expect(() => limit.configure({ queue: -1 })).toThrow(RangeError);
    expect(() => limit.configure({ maxPixels: 1.5 })).toThrow(RangeError);
    limit.configure({ queue: 0 });
    expect(limit.limits).toEqual({ maxPixels: 50, concurrency: 2, queue: 0 });
  });
});
