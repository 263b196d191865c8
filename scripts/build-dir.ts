import { join, resolve } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

/** Where a brand's build goes: `<BUILD_DIR or dist>/<brand>`, a relative BUILD_DIR taken from the repository root. */
export function brandBuildDir(id: string): string {
  return join(resolve(ROOT, process.env.BUILD_DIR ?? 'dist'), id);
}
