/**
 * The worker thread of bench/load-driver.ts: runs one autocannon slice per message and posts back its
 * result before aggregation, latency histogram included.
 */
import { parentPort } from 'node:worker_threads';
import autocannon from 'autocannon';

interface Order {
  readonly url: string;
  readonly connections: number;
  readonly duration: number;
}

const port = parentPort;
if (!port) throw new Error('bench/load-worker.ts runs as a worker thread');

port.on('message', ({ url, connections, duration }: Order) => {
  autocannon({ url, connections, duration, pipelining: 1, skipAggregateResult: true }).then(
    (slice) => port.postMessage({ slice }),
    (error: unknown) => port.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
});
