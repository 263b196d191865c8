/**
 * Reading a brand build's Vite manifest (`dist/<id>/.vite/manifest.json`): which files a module pulls in. Used by
 * the build: what a build-time rendered page starts loading after its first paint.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

export const readManifest = (distDir: string): Manifest =>
  JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** A manifest entry and every entry it imports statically, transitively (manifest keys). */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const k of chunk.imports ?? []) staticClosure(manifest, k, seen);
  return seen;
}

/** The application page: the first screen's code beyond the entry. */
export const APPLICATION_PAGE = 'src/form/application-page.tsx';
/** The step page of each flow: the code the build-time rendered first step loads with the page. */
export const STEP_PAGE: Record<'classic' | 'dynamic', string> = {
  classic: 'src/form/classic/step-page.tsx',
  dynamic: 'src/form/dynamic/dynamic-step-page.tsx',
};

/** The files (`assets/...`) the flow's step page adds to the loan screen's code. */
export function stepPageFiles(manifest: Manifest, flow: 'classic' | 'dynamic'): string[] {
  const firstScreen = staticClosure(manifest, APPLICATION_PAGE);
  return [...staticClosure(manifest, STEP_PAGE[flow])].filter((k) => !firstScreen.has(k)).map((k) => manifest[k]!.file);
}
