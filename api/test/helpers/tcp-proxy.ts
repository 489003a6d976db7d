import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL, so a test can make the database vanish (connections reset, new ones
 * refused), hang (connections open, nothing answers) and come back, the way a server restart or a network
 * fault looks to the API, without touching the real server other tests use.
 */
export interface TcpProxy {
  port: number;
  /** Drops every connection and refuses new ones, like a stopped server. */
  kill(): Promise<void>;
  /** Keeps connections open but stops forwarding in both directions, like a hung server. */
  hang(): void;
  /** Accepts and forwards again, like a server that has been restarted. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let hanging = false;

  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    if (hanging) return; // Accept, then say nothing.
    const upstream = net.connect(target);
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    client.on('data', (chunk) => {
      if (!hanging) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!hanging) client.write(chunk);
    });
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));

  const port = await listen(0);
  return {
    port,
    async kill() {
      const closed = stopListening();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    hang() {
      hanging = true;
    },
    async restore() {
      hanging = false;
      if (!server.listening) await listen(port);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await stopListening();
    },
  };
}
