/**
 * Make sure Debian's Chromium is at /usr/bin/chromium (Playwright and Lighthouse use it; no browser download
 * works here). When it is missing: `apt-get update && apt-get install -y chromium` (CI machines are fresh and
 * we run as root). Exits non-zero with a clear message when that is not possible.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags that run Chromium as root here: no sandbox, no GPU, and none of its background calls to a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function run(command: string, args: readonly string[]): void {
  console.error(`ensure-chromium: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: ['ignore', process.stderr, process.stderr], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.error) throw new Error(`could not run ${command}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

export function ensureChromium(): string {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  console.error(`ensure-chromium: ${CHROMIUM_PATH} is missing; installing Debian's chromium`);
  if (process.platform !== 'linux' || !existsSync('/usr/bin/apt-get')) {
    throw new Error(`${CHROMIUM_PATH} is missing and there is no apt-get here: install Chromium at ${CHROMIUM_PATH} yourself`);
  }
  if (process.getuid?.() !== 0) {
    throw new Error(`${CHROMIUM_PATH} is missing: run as root, or run \`sudo apt-get update && sudo apt-get install -y chromium\``);
  }
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', 'chromium']);
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get installed chromium but ${CHROMIUM_PATH} is still missing`);
  return CHROMIUM_PATH;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.error(`ensure-chromium: ${ensureChromium()} is present`);
  } catch (error) {
    console.error(`ensure-chromium: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
