import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph } from './import-graph';

const ROOT = join(import.meta.dirname, '..');

describe('import graph', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(findCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });

  it('counts type-only imports unless told not to', () => {
    const graph = importGraph(ROOT, ['web/src/app']);
    const values = importGraph(ROOT, ['web/src/app'], { types: false });
    expect(graph.get('web/src/app/routes.tsx')).toContain('web/src/app/store.ts');
    expect(values.get('web/src/app/routes.tsx')).not.toContain('web/src/app/store.ts');
  });

  it('the project has no import cycles, type-only imports included', () => {
    const graph = importGraph(ROOT, ['web/src', 'contract', 'brands', 'server/src', 'scripts']);
    expect(graph.size).toBeGreaterThan(100);
    expect(findCycles(graph)).toEqual([]);
  });
});
