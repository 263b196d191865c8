/**
 * Reading a brand build's Vite manifest (`dist/<id>/.vite/manifest.json`): which files a chunk pulls in. Used by
 * the build: what a build-time rendered page starts loading after its first paint. The first screens' chunks
 * are named by scripts/first-screen-chunks.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type ManifestChunk = { file: string; name?: string; imports?: string[]; dynamicImports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

export const readManifest = (distDir: string): Manifest =>
  JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** A manifest entry and every entry it imports statically, transitively (manifest keys). */
export function staticClosure(manifest: Manifest, key: string | undefined, seen = new Set<string>()): Set<string> {
  const chunk = key === undefined ? undefined : manifest[key];
  if (!chunk || seen.has(key!)) return seen;
  seen.add(key!);
  for (const k of chunk.imports ?? []) staticClosure(manifest, k, seen);
  return seen;
}

/** The chunks of the first screens: React's DOM renderer, the app's start, the loan screen's page, and the flow's first step's. */
export const FRAMEWORK_CHUNK = 'framework';
export const START_CHUNK = 'start';
export const APPLICATION_PAGE_CHUNK = 'application-page';
export const STEP_PAGE_CHUNK = 'step-page';

/** The manifest key of the chunk called `name`. */
export const chunkKey = (manifest: Manifest, name: string): string | undefined =>
  Object.keys(manifest).find((k) => manifest[k]!.name === name);

/** The files (`assets/...`) of chunk `name` and what it imports, beyond what the chunks `loaded` bring. */
export function filesAdded(manifest: Manifest, name: string, loaded: readonly string[]): string[] {
  const already = new Set(loaded.flatMap((n) => [...staticClosure(manifest, chunkKey(manifest, n))]));
  return [...staticClosure(manifest, chunkKey(manifest, name))].filter((k) => !already.has(k)).map((k) => manifest[k]!.file);
}

/** The files the flow's step page adds to the loan screen's code. */
export const stepPageFiles = (manifest: Manifest): string[] => filesAdded(manifest, STEP_PAGE_CHUNK, [APPLICATION_PAGE_CHUNK]);
