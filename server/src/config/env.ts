import { z } from 'zod';
import { BRAND_IDS, ENVIRONMENTS } from '../../../brands/schema';
import { backendProfileSchema } from '../../../contract/backend-profile-schema';
import { modeFeatures } from './modes';

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

const IPV4_CIDR = /^(?:\d{1,3}\.){3}\d{1,3}(?:\/\d{1,2})?$/;
const IPV6_CIDR = /^[0-9a-f:]+(?:\/\d{1,3})?$/i;

/**
 * Which proxies' X-Forwarded-For to believe: none (empty or false), the number of proxies in front of the
 * server (1 behind one load balancer), or their addresses and ranges (10.0.0.0/8, 2001:db8::/32). `true` is
 * refused: it believes the left-most address, which the client writes.
 */
const trustProxy = z.string().transform((v, ctx): false | number | string => {
  const value = v.trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value.split(',').map((a) => a.trim());
  if (addresses.every((a) => IPV4_CIDR.test(a) || IPV6_CIDR.test(a))) return addresses.join(',');
  ctx.addIssue({
    code: 'custom',
    message:
      'the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8); ' +
      '"true" would believe any X-Forwarded-For',
  });
  return z.NEVER;
});

/** A provider's client id or secret: unset, or at least one character ('' counts as unset). */
const secret = z
  .string()
  .optional()
  .transform((v) => v || undefined);

const envSchema = z
  .object({
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
    TRUST_PROXY: trustProxy.default(false),
    CORS_ORIGINS: originList.default([]),
    /** The partner pages that may embed the brand (brands/operator.ts; checked with the brand's configuration). */
    EMBEDDING_ORIGINS: z.string().optional(),
    /** The API's base when the pages call it on another origin (brands/operator.ts): the CSP's connect-src names it. */
    API_BASE_URL: z.string().optional(),
    /**
     * The contract the API speaks and its pages call in, `spec` or `keyed` (contract/backend-profile.ts); unset, the
     * brand's `backendProfile` (brands/operator.ts).
     */
    BACKEND_PROFILE: backendProfileSchema.optional().or(z.literal('').transform(() => undefined)),
    /**
     * Prometheus metrics (GET /metrics) on a listener of their own at this port, on HOST; none when unset. Keep the
     * port off the public network: the API's own port never answers /metrics.
     */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional().or(z.literal('').transform(() => undefined)),
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(120),
    DIST_DIR: z.string().min(1).default('dist'),
    CHECKING_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
    /**
     * How hard the build's assets are compressed, once each: `best` (brotli 11, the smallest files) or `fast` (brotli
     * 5, a fortieth of the CPU: for servers whose pages never leave the machine, such as the end-to-end suite's).
     */
    ASSET_COMPRESSION: z.enum(['best', 'fast']).default('best'),
    /**
     * The key unsubscribe links are signed with (an HMAC per recipient), the same on every instance of the brand; at
     * least 32 characters. Required with APP_ENV=production; elsewhere a random one per process.
     */
    UNSUBSCRIBE_SECRET: z
      .string()
      .min(32, 'at least 32 characters, e.g. `openssl rand -base64 32`')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** `pretty`: one readable line per event (pino-pretty); `json`: one JSON object per line, for log collectors. */
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    /** Test-only inspection routes (`GET /api/test/leads`); refused with APP_ENV=production (config/modes.ts). */
    TEST_ROUTES: bool.default(false),
    /**
     * A configured open-banking provider's (brand.openBanking) client id and secret; the server does not start
     * without them. Never in the code: the stand-ins' in-code values serve development only.
     */
    TINK_CLIENT_ID: secret,
    TINK_SECRET: secret,
    PAYLANDS_CLIENT_ID: secret,
    PAYLANDS_SECRET: secret,
    INSTANTOR_CLIENT_ID: secret,
    INSTANTOR_SECRET: secret,
    /**
     * The key verification codes are kept under (an HMAC), the same on every instance of the brand; at least 32
     * characters (`openssl rand -base64 32`). Required with APP_ENV=production; elsewhere a random one per process.
     */
    VERIFICATION_SECRET: z
      .string()
      .min(32, 'at least 32 characters, e.g. `openssl rand -base64 32`')
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .refine((env) => env.VERIFICATION_SECRET !== undefined || env.APP_ENV !== 'production', {
    path: ['VERIFICATION_SECRET'],
    message:
      'required with APP_ENV=production: the key the mobile verification codes are kept under, the same on every ' +
      'instance (at least 32 characters, e.g. `openssl rand -base64 32`)',
  })
  .refine((env) => !env.TEST_ROUTES || modeFeatures(env.APP_ENV).testRoutesAllowed, {
    path: ['TEST_ROUTES'],
    message: 'the test-only routes answer stored personal data to anyone: never with APP_ENV=production',
  })
  .refine((env) => env.UNSUBSCRIBE_SECRET !== undefined || env.APP_ENV !== 'production', {
    path: ['UNSUBSCRIBE_SECRET'],
    message:
      'required with APP_ENV=production: the key unsubscribe links are signed with, the same on every instance ' +
      '(at least 32 characters, e.g. `openssl rand -base64 32`)',
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
