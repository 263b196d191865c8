import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { operatorLayer } from './brands/operator';
import { resolveBrand } from './brands/resolve';
import type { Environment } from './brands/schema';
import { brandBuildDir } from './scripts/build-dir';
import { firstScreenChunks } from './scripts/first-screen-chunks';
import { posthogExtensions } from './scripts/posthog-extensions';
import { BASE_PATH, brandPlugin } from './scripts/vite-brand-plugin';

// One build per brand: BRAND picks it (default vn-1), APP_ENV the environment layer (default production), and the
// deployment's operator settings (EMBEDDING_ORIGINS, brands/operator.ts) come last.
export default defineConfig(() => {
  const brand = resolveBrand(
    process.env.BRAND ?? 'vn-1',
    (process.env.APP_ENV ?? 'production') as Environment,
    operatorLayer(process.env),
  );
  return {
    root: 'web',
    base: BASE_PATH,
    // Locales are copied per brand by the brand plugin; nothing else lives in public/.
    publicDir: false as const,
    plugins: [react(), brandPlugin(brand), firstScreenChunks('web', brand.flow), posthogExtensions()],
    build: {
      outDir: brandBuildDir(brand.id),
      emptyOutDir: true,
      target: 'es2022',
      manifest: true,
      sourcemap: process.env.SOURCEMAP === '1',
      reportCompressedSize: false,
    },
  };
});
