import { z } from 'zod';
import { BRAND_IDS, ENVIRONMENTS } from '../../../brands/schema';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A comma-separated list; blanks dropped. */
const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

const origin = z.string().refine((v) => {
  try {
    const u = new URL(v);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.origin === v;
  } catch {
    return false;
  }
}, 'an origin such as https://partner.example (scheme and host, no path, no trailing slash)');

const originList = list.pipe(z.array(origin));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  BRAND: z.enum(BRAND_IDS).default('vn-1'),
  APP_ENV: z.enum(ENVIRONMENTS).default('production'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('data'),
  TRUST_PROXY: bool.default(false),
  CORS_ORIGINS: originList.default([]),
  THIRD_PARTY_ORIGINS: originList.default([]),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(120),
  DIST_DIR: z.string().min(1).default('dist'),
  CHECKING_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Test-only inspection routes (`GET /api/test/leads`); never set in production. */
  TEST_ROUTES: bool.default(false),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

/** Parses the environment once; throws one error listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '(env)');
    return `${name}=${JSON.stringify(source[name] ?? '')}: ${issue.message}`;
  });
  throw new EnvError(problems);
}
