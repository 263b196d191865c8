/**
 * Vitest's global set-up (vitest.config.ts): one in-memory database made once per run, its data directory written
 * as two tarballs, one before the migrations and one after. Each server test file loads a copy (openTestDb in
 * ./helpers) instead of running initdb, which is most of a new PGlite's start.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import type { Database } from '../db/database';
import { listMigrations, migrate } from '../db/migrate';
import { openPglite, pgliteDatabase } from '../db/pglite';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The tarball of a database with every migration applied; absent when the global set-up did not run. */
    migratedDbTarball?: string;
    /** The tarball of a database as initdb leaves it, no migration applied. */
    emptyDbTarball?: string;
  }
}

async function writeDump(pg: PGlite, file: string): Promise<void> {
  const tarball = await pg.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const empty = join(dir, 'empty.tar');
  const migrated = join(dir, 'migrated.tar');
  const pg = new PGlite();
  await pg.waitReady;
  const db = pgliteDatabase(pg);
  try {
    await writeDump(pg, empty);
    await migrate(db);
    await writeDump(pg, migrated);
  } finally {
    await db.close();
  }
  project.provide('emptyDbTarball', empty);
  project.provide('migratedDbTarball', migrated);
  return () => rmSync(dir, { recursive: true, force: true });
}

/** An in-memory database loaded from `tarball` (a dumped data directory); a new, empty one without it. */
export async function openFromTarball(tarball: string | undefined): Promise<Database> {
  if (!tarball) return openPglite();
  const pg = new PGlite({ loadDataDir: new Blob([readFileSync(tarball)]) });
  await pg.waitReady;
  return pgliteDatabase(pg);
}

/**
 * A migrated in-memory database: a copy of `tarball` (the migrated template), or a new one migrated here. A copy
 * is migrated only when it lacks a migration (one added while `vitest` watches): `migrate` with nothing to do still
 * takes about 0.1 s, its transactions, where reading what is recorded takes a few milliseconds.
 */
export async function openMigrated(tarball: string | undefined): Promise<Database> {
  const db = await openFromTarball(tarball);
  if (!tarball || !(await hasEveryMigration(db))) await migrate(db);
  return db;
}

async function hasEveryMigration(db: Database): Promise<boolean> {
  const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
  const recorded = new Set(rows.map((row) => row.name));
  return listMigrations().every(({ name }) => recorded.has(name));
}
