import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { operatorLayer } from '../brands/operator';
import { brandBuildDir } from './build-dir';

const ROOT = join(import.meta.dirname, '..');
const INPUTS = ['web', 'brands', 'contract', 'scripts/vite-brand-plugin.ts', 'scripts/prerender.ts', 'vite.config.ts', 'package-lock.json'];

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((n) => !n.endsWith('.test.ts') && !n.endsWith('.test.tsx'))
    .flatMap((n) => files(join(path, n)));
}

/** A hash of everything a brand build reads, so a stale build is rebuilt and a fresh one is not. */
export function inputsHash(): string {
  const hash = createHash('sha256');
  hash.update(process.env.APP_ENV ?? 'production');
  const operator = operatorLayer(process.env);
  hash.update(JSON.stringify(operator));
  // A deployment's state map outside the repository (STATE_MAP): its content is an input too.
  if (typeof operator.stateMap === 'string' && existsSync(operator.stateMap)) hash.update(readFileSync(operator.stateMap));
  for (const f of INPUTS.flatMap((p) => files(join(ROOT, p))).sort()) {
    hash.update(relative(ROOT, f));
    hash.update(readFileSync(f));
  }
  return hash.digest('hex');
}

const stampPath = (id: string) => join(brandBuildDir(id), '.build-stamp');

export function writeStamp(id: string, hash: string): void {
  writeFileSync(stampPath(id), hash);
}

export function isFresh(id: string, hash: string): boolean {
  return existsSync(stampPath(id)) && readFileSync(stampPath(id), 'utf8') === hash;
}
