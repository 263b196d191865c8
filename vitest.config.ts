import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{web,contract,brands,server,scripts,bench}/**/*.test.{ts,tsx}'],
    exclude: ['node_modules', 'dist', 'data'],
    // DOM tests opt in per file with `// @vitest-environment happy-dom`.
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
