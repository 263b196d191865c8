import { createServer } from 'node:net';

/**
 * A loopback port free when asked (for tests and benches that start their own servers). Only free at that moment:
 * a server started at once may take it, so callers check that the answer on it is their own server's.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}
