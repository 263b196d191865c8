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

  it('the project has no import cycles', () => {
    const graph = importGraph(ROOT, ['web/src', 'contract', 'brands', 'server/src', 'scripts']);
    expect(graph.size).toBeGreaterThan(100);
    expect(findCycles(graph)).toEqual([]);
  });
});
