import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SourceMapGenerator } from 'source-map-js';
import { sourceNamer } from './source-names';

const root = mkdtempSync(join(tmpdir(), 'source-names-'));
const assets = join(root, 'dist', 'es-1', 'assets');
afterAll(() => rmSync(root, { recursive: true, force: true }));

// start-abc.js: line 1, column 40 is `boot` of web/src/app/boot.ts line 24.
const map = new SourceMapGenerator({ file: 'start-abc.js' });
map.addMapping({
  generated: { line: 1, column: 40 },
  original: { line: 24, column: 0 },
  source: '../../../web/src/app/boot.ts',
  name: 'boot',
});
mkdirSync(assets, { recursive: true });
writeFileSync(join(assets, 'start-abc.js.map'), map.toString());

describe('naming a profiled function by its source', () => {
  it("reads the build's map: the original name, file from the repository's root and line", () => {
    const names = sourceNamer(assets, root);
    expect(names.name({ functionName: 'e', file: 'start-abc.js', line: 0, column: 40 })).toBe(
      'boot (web/src/app/boot.ts:24)',
    );
    expect(names.hasMaps).toBe(true);
  });

  it('keeps the built position of a file without a map (1-based line, as an editor shows it)', () => {
    const names = sourceNamer(assets, root);
    expect(names.name({ functionName: '', file: 'framework-x.js', line: 2, column: 7 })).toBe(
      '(anonymous) (framework-x.js:3:7)',
    );
    expect(sourceNamer(join(root, 'nowhere'), root).hasMaps).toBe(false);
  });
});
