import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pooledLatency, rateOf, startLoadDriver, type LoadDriver } from './load-driver.js';

// The benchmark's load generator against a server on loopback that answers every other request slowly.

let server: Server;
let url: string;
let driver: LoadDriver;

beforeAll(async () => {
  let count = 0;
  server = createServer((_request, response) => {
    count += 1;
    const answer = () => response.end('{}');
    if (count % 2 === 0) setTimeout(answer, 20);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  driver = startLoadDriver();
});

afterAll(async () => {
  await driver.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('the load driver', () => {
  it("counts every answer of a measurement's slices together in its latency", async () => {
    const slices = [await driver.drive(url, 4, 0.5), await driver.drive(url, 4, 0.5)];
    for (const slice of slices) {
      expect(slice.totalCompletedRequests).toBeGreaterThan(0);
      expect(slice.errors + slice.non2xx).toBe(0);
      expect(rateOf(slice)).toBeGreaterThan(0);
    }
    const latency = pooledLatency(url, slices);
    expect(latency.answers).toBe(slices[0]!.totalCompletedRequests + slices[1]!.totalCompletedRequests);
    // Half the answers take 20 ms: the median is a quick one at most, the 99th percentile a slow one.
    expect(latency.p99).toBeGreaterThanOrEqual(20);
    expect(latency.p50).toBeLessThanOrEqual(latency.p99);
  });

  it('reports a server that is not there as errors, not answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const gone = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const slice = await driver.drive(gone, 2, 0.3);
    expect(slice.totalCompletedRequests).toBe(0);
    expect(slice.errors).toBeGreaterThan(0);
  });
});
