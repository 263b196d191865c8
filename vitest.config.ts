import { defineConfig } from 'vitest/config';

// Vitest 5's reporter prints failures with Map.groupBy (Node 21+); on Node 20 a failing test would be
// reported with no explanation. This gives Node 20 the standard method.
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value<K, T>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let i = 0;
      for (const item of items) {
        const k = key(item, i++);
        const group = groups.get(k);
        if (group) group.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}

export default defineConfig({
  // The build's virtual modules, for component tests in a DOM environment (whose imports Vite resolves strictly).
  resolve: { alias: { 'virtual:brand': `${import.meta.dirname}/web/src/testing/virtual-brand.ts` } },
  test: {
    include: ['{web,contract,brands,server,scripts,bench}/**/*.test.{ts,tsx}'],
    exclude: ['node_modules', 'dist', 'data'],
    // DOM tests opt in per file with `// @vitest-environment happy-dom`.
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
