import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer in front of several API replicas, as nginx runs in production: each request goes to the
 * next upstream in turn, with the forwarding headers a proxy adds. Every answer names the upstream that
 * served it in `x-served-by` (its index), so a test can show which replica did what.
 */
export interface RoundRobinProxy {
  url: string;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    const target = new URL(req.url ?? '/', upstreams[index]);
    const clientAddress = req.socket.remoteAddress ?? '';
    const forwardedFor = req.headers['x-forwarded-for'];
    const upstream = http.request(
      target,
      {
        method: req.method,
        headers: {
          ...req.headers,
          host: target.host,
          'x-forwarded-for': forwardedFor ? `${String(forwardedFor)}, ${clientAddress}` : clientAddress,
          'x-forwarded-proto': 'http',
        },
        timeout: 30_000,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(index) });
        answer.pipe(res);
      },
    );
    upstream.on('timeout', () => upstream.destroy(new Error('upstream timeout')));
    upstream.on('error', () => {
      if (res.headersSent) res.destroy();
      else res.writeHead(502, { 'x-served-by': String(index) }).end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
