/**
 * The load generator of `npm run bench:api`: autocannon in a worker thread of its own (so that, with PGlite,
 * it does not share the event loop of the servers it drives), one slice at a time, keeping each slice's
 * whole latency histogram. A measurement's latency percentiles are then read from its slices' histograms
 * added together (autocannon's own aggregation), every answer of the measurement counted once, instead of
 * from one slice's percentiles.
 */
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';

/** One slice as autocannon reports it before aggregation (`skipAggregateResult`). */
export interface Slice {
  /** The latency histogram of the 2xx answers, as autocannon encodes it. */
  readonly latencies: string;
  readonly totalCompletedRequests: number;
  readonly errors: number;
  readonly non2xx: number;
  /** Seconds. */
  readonly duration: number;
}

/** The part of autocannon's aggregated result the benchmark reads. */
interface Aggregated {
  readonly latency: { readonly p50: number; readonly p99: number; readonly totalCount: number };
}

/** autocannon's `aggregateResult`, which its type declarations leave out. */
const { aggregateResult } = autocannon as unknown as {
  aggregateResult: (results: Slice[], opts: { url: string }) => Aggregated;
};

/**
 * Latency percentiles (ms) over every 2xx answer of `slices` (all of them driving `url`) together, and how
 * many answers they count.
 */
export function pooledLatency(
  url: string,
  slices: readonly Slice[],
): { p50: number; p99: number; answers: number } {
  const { latency } = aggregateResult([...slices], { url });
  return { p50: latency.p50, p99: latency.p99, answers: latency.totalCount };
}

/** Answers per second in one slice. */
export const rateOf = (slice: Slice) => slice.totalCompletedRequests / slice.duration;

export interface LoadDriver {
  /** Drives `url` with `connections` connections for `duration` seconds. */
  drive(url: string, connections: number, duration: number): Promise<Slice>;
  close(): Promise<void>;
}

/** Starts the worker thread; one slice runs at a time. */
export function startLoadDriver(): LoadDriver {
  // The worker is TypeScript, loaded through tsx whether or not this process was.
  const worker = new Worker(new URL('./load-worker.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
  });
  let pending: { resolve: (slice: Slice) => void; reject: (error: Error) => void } | undefined;
  const fail = (error: Error) => {
    pending?.reject(error);
    pending = undefined;
  };
  worker.on('message', (message: { slice: Slice } | { error: string }) => {
    if ('error' in message) return fail(new Error(message.error));
    pending?.resolve(message.slice);
    pending = undefined;
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the load generator's worker stopped (exit code ${code})`)));
  return {
    drive(url, connections, duration) {
      if (pending) return Promise.reject(new Error('one slice at a time'));
      return new Promise<Slice>((resolve, reject) => {
        pending = { resolve, reject };
        worker.postMessage({ url, connections, duration });
      });
    },
    async close() {
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}
