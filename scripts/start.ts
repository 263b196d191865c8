/**
 * `npm start`, the demo: builds BRAND (default vn-1) when its build is missing or stale, and the server
 * (dist/server), then serves the brand with the reference lead API and its embedded database at
 * http://127.0.0.1:${PORT:-3000}/application-frontend/, in development mode unless APP_ENV says otherwise: the demo
 * triggers, the stand-in providers, the code 000000 and /api/docs (server/src/config/modes.ts). The server's first
 * log line names the mode.
 */
import { spawn } from 'node:child_process';
import { inputsHash, isFresh } from './build-stamp';
import { buildBrand } from './build-brand';
import { buildServer, SERVER_ENTRY } from './build-server';

const brand = process.env.BRAND ?? 'vn-1';
// The demo: the build's environment layer and the server's mode (the container's default is production).
process.env.APP_ENV ??= 'development';
if (isFresh(brand, inputsHash())) console.error(`dist/${brand} is up to date`);
else await buildBrand(brand);

await buildServer();

const server = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
  stdio: 'inherit',
  // A person runs npm start: readable log lines unless LOG_FORMAT says otherwise.
  env: { LOG_FORMAT: 'pretty', ...process.env, BRAND: brand },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
