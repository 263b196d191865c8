import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { bearer } from '../../../contract/lead-key';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { buildApp } from '../app';
import type { AppOptions } from '../app-options';
import type { Database } from '../db/database';
import { openFromTarball, openMigrated } from './db-template';
import { resetDb } from './reset-db';

/** Empties every table requests write, between tests. */
export { resetDb };

/** A temporary dist root with `files` (paths relative to dist/<brand>/). Returns the root and a remover. */
export function makeDist(
  brand: string,
  files: Record<string, string>,
): { distDir: string; remove: () => void } {
  const distDir = mkdtempSync(join(tmpdir(), 'server-dist-'));
  for (const [rel, content] of Object.entries(files)) {
    const file = join(distDir, brand, rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return { distDir, remove: () => rmSync(distDir, { recursive: true, force: true }) };
}

/**
 * One migrated in-memory database for a whole test file: a copy of the one the run's global set-up migrated
 * (./db-template), or, when a file runs without that set-up, a new database migrated here.
 */
export function openTestDb(): Promise<Database> {
  return openMigrated(inject('migratedDbTarball'));
}

/** One in-memory database with no migration applied, for tests of a migration itself. */
export function openEmptyTestDb(): Promise<Database> {
  return openFromTarball(inject('emptyDbTarball'));
}

/** The lead key of the browser most tests play, and another browser's. */
export const TEST_LEAD_KEY = 'test-lead-key-000000000000000000000000000000'.slice(0, 43);
export const OTHER_LEAD_KEY = 'other-browser-key-00000000000000000000000000'.slice(0, 43);

/** `app`, with every injected request carrying `key` (TEST_LEAD_KEY) unless it sets its own Authorization. */
export function asOwner(app: FastifyInstance, key = TEST_LEAD_KEY): Pick<FastifyInstance, 'inject'> {
  const inject = (opts: InjectOptions | string) => {
    const options = typeof opts === 'string' ? { url: opts } : opts;
    return app.inject({ ...options, headers: { authorization: bearer(key), ...options.headers } });
  };
  return { inject } as Pick<FastifyInstance, 'inject'>;
}

export async function buildTestApp(
  db: Database,
  overrides: Partial<AppOptions> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    brand: 'vn-1',
    distDir: join(tmpdir(), 'no-dist-here'),
    database: { kind: 'external', db },
    rateLimit: { max: 10_000 },
    checkingMs: 0,
    // The demo's mode, whose triggers and stand-ins most tests reach screens by (config/modes.ts); a test of what
    // staging or production serve says so.
    appEnv: 'development',
    deliverCode: recordCode,
    ...overrides,
    // A busy test machine is no overloaded server: the loop's delay sheds nothing unless a test asks for it. 0
    // turns the check off; any bound would not do: a sample taken after the loop ran no timer for a whole interval
    // (a database opened and a request answered in one run of promises) reads as an infinite delay.
    loadShedding: { maxEventLoopDelayMs: 0, ...overrides.loadShedding },
  });
  await app.ready();
  return app;
}

/**
 * The usual set-up of a test file: one migrated database and one app built on it (with `overrides`) for the
 * whole file, every table emptied before each test, both closed at the end. Registers the vitest hooks, so
 * call it at the top of the file; read the app and the database through the accessors, in tests and hooks.
 */
export function useTestApp(overrides: Partial<AppOptions> = {}): {
  app: () => FastifyInstance;
  db: () => Database;
  /** The app as the browser holding TEST_LEAD_KEY calls it: every request carries that key. */
  owner: () => Pick<FastifyInstance, 'inject'>;
} {
  let db: Database | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    db = await openTestDb();
    app = await buildTestApp(db, overrides);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useTestApp: read app() and db() inside tests and hooks');
    return value;
  };
  beforeEach(() => resetDb(ready(db)));
  return { app: () => ready(app), db: () => ready(db), owner: () => asOwner(ready(app)) };
}

/** Rows in a table, for "nothing stored" checks. */
export async function countRows(db: Database, table: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row?.n ?? 0;
}

/** A clock tests move by hand. */
export function testClock(start = '2026-03-02T10:00:00.000Z') {
  let time = new Date(start).getTime();
  return {
    now: () => new Date(time),
    advance: (ms: number) => {
      time += ms;
    },
  };
}

/** Every table a request could write. */
const WRITTEN_TABLES = [
  'leads',
  'lead_events',
  'idempotency_keys',
  'unsubscribes',
  'affiliate_events',
  'outbox',
  'consent_records',
];

/** `tableCounts` when a request stored nothing. */
export const NOTHING_STORED: Readonly<Record<string, number>> = Object.fromEntries(WRITTEN_TABLES.map((t) => [t, 0]));

/** Row counts of every table a request could write, for "nothing stored" checks. */
export async function tableCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of WRITTEN_TABLES) counts[table] = await countRows(db, table);
  return counts;
}

/** The codes the test apps sent, by lead: the tests' stand-in for an SMS gateway (AppOptions.deliverCode). */
const deliveredCodes = new Map<string, string>();
const recordCode = (leadId: string, code: string) => void deliveredCodes.set(leadId, code);

/** The last verification code a test app sent the lead (in any environment; production keeps none in its outbox). */
export function sentCode(_db: Database, leadId: string): Promise<string> {
  const code = deliveredCodes.get(leadId);
  if (code === undefined) return Promise.reject(new Error(`no code was sent to lead ${leadId}`));
  return Promise.resolve(code);
}

/** A valid lead for vn-1 with every first-page data point. */
export function vnLead(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    product: 'vn-1-cash',
    amount: 1_000_000,
    period: 73,
    generalPolicies: true,
    personalDetails: { firstName: 'An', lastName: 'Nguyen', dateOfBirth: '1990-05-17' },
    contactDetails: { email: 'an.nguyen@example.com', phoneNumber: '0912345678', marketingConsents: false },
    ...overrides,
  };
}
