import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../testing/helpers';

const { app, db } = useTestApp();

describe('liveness and readiness', () => {
  it('/readyz proves a write: a database that refuses writes is not ready, while the process stays alive', async () => {
    expect((await app().inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
    await db().exec('SET default_transaction_read_only = on');
    try {
      const ready = await app().inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', requestId: ready.headers['x-request-id'] });
      expect((await app().inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await db().exec('SET default_transaction_read_only = off');
    }
  });
});

describe('request time limit', () => {
  it('drops a request whose body trickles in slower than the limit', async () => {
    const slow = await buildTestApp(db(), { requestTimeoutMs: 500 });
    try {
      await slow.listen({ port: 0, host: '127.0.0.1' });
      const { port } = slow.server.address() as AddressInfo;
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      // The server may reset the connection when a byte arrives after it gave up: the answer is what counts, and
      // the socket closes either way.
      socket.on('error', () => undefined);
      socket.write(
        'POST /api/v2/lead HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      );
      // One more byte now and then, never the whole body: the server gives up on its own.
      const drip = setInterval(() => socket.write(' '), 100);
      socket.on('end', () => clearInterval(drip));
      await closed;
      clearInterval(drip);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await slow.close();
    }
  });
});
