/**
 * `npm run contract:verify -- --api <base URL> [--profile spec|keyed] [--brand <id>] [--origin <site origin>]
 * [--demo-triggers] [--site <URL>] [--poll-timeout <ms>]`: the contract kit (docs/backend.md). Prints one line a
 * check and the count; exits 0 when every check holds, 1 when any fails, 2 on a wrong command line.
 */
import { parseArgs } from 'node:util';
import { isBackendProfile } from '../../contract/backend-profile';
import { isBrandId } from '../../brands/resolve';
import { formatReport } from './client';
import { runKit, type KitOptions } from './run';

const USAGE =
  'usage: npm run contract:verify -- --api <base URL, e.g. http://localhost:3000/api> [--profile spec|keyed] ' +
  "[--brand <id>] [--origin <the site's origin>] [--demo-triggers] [--site <URL>] [--poll-timeout <ms>]";

/** The options of a command line, or the reason it is wrong. */
export function kitOptions(argv: readonly string[]): KitOptions | string {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      api: { type: 'string' },
      profile: { type: 'string', default: 'keyed' },
      brand: { type: 'string', default: 'vn-1' },
      origin: { type: 'string', default: 'http://localhost:5173' },
      'demo-triggers': { type: 'boolean', default: false },
      site: { type: 'string' },
      'poll-timeout': { type: 'string', default: '30000' },
    },
    strict: true,
  });
  if (!values.api) return 'name the backend with --api';
  if (!isBackendProfile(values.profile)) return `--profile is spec or keyed, not ${values.profile}`;
  if (!isBrandId(values.brand)) return `no brand ${values.brand}`;
  const pollTimeoutMs = Number(values['poll-timeout']);
  if (!Number.isFinite(pollTimeoutMs) || pollTimeoutMs < 0)
    return '--poll-timeout is a number of milliseconds';
  return {
    api: values.api,
    profile: values.profile,
    brand: values.brand,
    origin: new URL(values.origin).origin,
    demoTriggers: values['demo-triggers'],
    ...(values.site ? { site: values.site } : {}),
    pollTimeoutMs,
  };
}

async function main(): Promise<number> {
  let options: KitOptions | string;
  try {
    options = kitOptions(process.argv.slice(2));
  } catch (error) {
    options = error instanceof Error ? error.message : String(error);
  }
  if (typeof options === 'string') {
    console.error(`${options}\n${USAGE}`);
    return 2;
  }
  const report = await runKit(options);
  console.log(formatReport(report));
  return report.failures > 0 ? 1 : 0;
}

process.exitCode = await main();
