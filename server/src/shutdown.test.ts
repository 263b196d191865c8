import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';

/** A GET on a fresh connection (no keep-alive pool): resolves with the status, rejects when refused. */
function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('graceful shutdown', () => {
  it('lets the requests in flight finish, refuses new connections, then closes the database', async () => {
    const app = await buildApp({
      brand: 'vn-1',
      distDir: join(tmpdir(), 'no-dist-here'),
      database: { kind: 'memory' },
    });
    const events: string[] = [];
    // A slow route that still needs the database at its end.
    app.get('/api/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      const [row] = await app.db.query<{ one: number }>('SELECT 1 AS one');
      events.push('slow answered');
      return { one: row?.one };
    });
    const close = app.db.close.bind(app.db);
    app.db.close = async () => {
      events.push('database closed');
      await close();
    };
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const slow = get(`${origin}/api/slow`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const closing = app.close();
    await expect(get(`${origin}/healthz`)).rejects.toThrow(/ECONNREFUSED/);
    expect(await slow).toBe(200);
    await closing;
    expect(events).toEqual(['slow answered', 'database closed']);
  }, 60_000);
});
