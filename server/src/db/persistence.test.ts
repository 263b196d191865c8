import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { asOwner, vnLead } from '../testing/helpers';
import { thisProcess } from './data-dir-holder';
import { DataDirLockedError } from './data-dir-lock';
import { DataDirError, openPglite } from './pglite';

const dataDir = mkdtempSync(join(tmpdir(), 'server-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const options = () => ({
  brand: 'vn-1',
  distDir: 'no-dist',
  database: { kind: 'pglite' as const, dataDir },
  checkingMs: 0,
});

describe('the embedded database keeps its data on disk', () => {
  it('reads back a lead written before a restart', async () => {
    const first = await buildApp(options());
    const created = await asOwner(first).inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: vnLead({ submit: true }),
      headers: { 'idempotency-key': 'restart-1' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    await first.close();

    const second = await buildApp(options());
    try {
      const status = await asOwner(second).inject({ url: `/api/lead/status/${id}` });
      expect(status.statusCode).toBe(200);
      expect(status.json()).toMatchObject({ id, route: '/accepted', application: { status: 'accepted' } });
      const replay = await asOwner(second).inject({
        method: 'POST',
        url: '/api/v2/lead',
        payload: vnLead({ submit: true }),
        headers: { 'idempotency-key': 'restart-1' },
      });
      expect(replay.body).toBe(created.body);
      const rows = await second.db.query<{ name: string }>('SELECT name FROM schema_migrations');
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await second.close();
    }
  }, 30_000);
});

describe('the data directory has one server at a time', () => {
  it('a second server on it refuses to start, naming the directory; it starts once the first is gone', async () => {
    const first = await openPglite(dataDir);
    try {
      await expect(openPglite(dataDir)).rejects.toThrow(DataDirLockedError);
      await expect(openPglite(dataDir)).rejects.toThrow(dataDir);
    } finally {
      await first.close();
    }
    const second = await openPglite(dataDir);
    await second.close();
  });

  it('takes over the lock of a server that was killed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'server-data-stale-'));
    try {
      // No process has this id on Linux (pid_max is at most 2^22).
      writeFileSync(join(dir, 'server.lock'), JSON.stringify({ ...thisProcess(), pid: 2 ** 23 }));
      const db = await openPglite(dir);
      await db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a damaged directory stops the start with the reason and the remedy, and leaves no lock behind', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'server-data-damaged-'));
    try {
      writeFileSync(join(dir, 'PG_VERSION'), 'garbage\n');
      mkdirSync(join(dir, 'global'));
      writeFileSync(join(dir, 'global', 'pg_control'), 'xx');
      const opening = openPglite(dir);
      await expect(opening).rejects.toThrow(DataDirError);
      await expect(opening).rejects.toThrow(new RegExp(`${dir}.*move the directory away`));
      expect(existsSync(join(dir, 'server.lock'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
