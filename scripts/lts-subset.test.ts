import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LTS_SUBSET } from '../vitest.lts-subset';

const ROOT = join(import.meta.dirname, '..');

/** The files an entry names: a path, `{a,b}` alternatives, or a `*` in the file name. */
function filesOf(entry: string): string[] {
  const braces = /\{([^}]*)\}/.exec(entry);
  if (braces) return braces[1]!.split(',').flatMap((alt) => filesOf(entry.replace(braces[0], alt)));
  if (!entry.includes('*')) return existsSync(join(ROOT, entry)) ? [entry] : [];
  const dir = dirname(entry);
  const name = new RegExp(
    `^${entry
      .slice(dir.length + 1)
      .replaceAll('.', '\\.')
      .replaceAll('*', '[^/]*')}$`,
  );
  return existsSync(join(ROOT, dir)) ? readdirSync(join(ROOT, dir)).filter((f) => name.test(f)) : [];
}

describe('the Node LTS subset (vitest.lts-subset.ts)', () => {
  it.each(LTS_SUBSET)('%s names test files that exist', (entry) => {
    expect(filesOf(entry).length, `${entry}: moved or renamed?`).toBeGreaterThan(0);
  });

  it('finds nothing for a file that is not there', () => {
    expect(filesOf('web/src/nowhere.test.ts')).toEqual([]);
    expect(filesOf('server/src/{nowhere,nor-here}.test.ts')).toEqual([]);
  });
});
