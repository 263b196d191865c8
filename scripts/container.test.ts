/**
 * The container files, checked without Docker (which these machines may not run): the Dockerfile builds a
 * non-root image with a health check and no secret; compose.yaml runs PostgreSQL and two API instances on it.
 * The same topology runs without containers in server/src/multi-instance.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const read = (name: string): string => readFileSync(join(ROOT, name), 'utf8');

type Yaml = string | Yaml[] | { [key: string]: Yaml };

/** A quoted YAML scalar: '...' (a quote doubled inside) or "..." (JSON escapes). */
function quoted(value: string): string {
  if (value.startsWith("'")) return value.slice(1, -1).replaceAll("''", "'");
  return JSON.parse(value) as string;
}

/** A flow sequence of scalars, `['CMD', "x, y"]`, on one line or several. */
function flowSequence(text: string): string[] {
  const inner = text
    .trim()
    .replace(/^\[/, '')
    .replace(/,?\s*\]$/, '');
  const items = inner.match(/'(?:[^']|'')*'|"(?:[^"\\]|\\.)*"|[^,\s][^,]*/g) ?? [];
  return items.map((item) => (/^['"]/.test(item) ? quoted(item) : item.trim()));
}

/**
 * The subset of YAML compose.yaml is written in: block maps and lists by indentation, `- scalar` items, flow
 * sequences of scalars (one line or several), `{}`, plain and quoted scalars, whole-line comments. Anything else
 * throws.
 */
function parseYaml(text: string): Yaml {
  const lines = text
    .split('\n')
    .map((raw) => ({ indent: raw.length - raw.trimStart().length, text: raw.trim() }))
    .filter((l) => l.text !== '' && !l.text.startsWith('#'));
  let at = 0;
  const scalar = (value: string): Yaml => {
    if (value === '{}') return {};
    if (value.startsWith('[')) return flowSequence(value);
    if (/^['"]/.test(value)) return quoted(value);
    if (/^[&*!|>]/.test(value)) throw new Error(`unsupported YAML: ${value}`);
    return value;
  };
  /** A value on the lines after its key: a flow sequence over several lines, or a nested block. */
  function nested(indent: number): Yaml {
    if (!lines[at]?.text.startsWith('[')) return block(lines[at]?.indent ?? indent + 1);
    let flow = '';
    while (lines[at] !== undefined && !flow.trimEnd().endsWith(']')) flow += ` ${lines[at++]!.text}`;
    return flowSequence(flow);
  }
  function block(indent: number): Yaml {
    const first = lines[at];
    if (first?.text.startsWith('- ')) {
      const list: Yaml[] = [];
      while (lines[at]?.indent === indent && lines[at]?.text.startsWith('- '))
        list.push(scalar(lines[at++]!.text.slice(2)));
      return list;
    }
    const map: Record<string, Yaml> = {};
    while (lines[at] !== undefined && lines[at]!.indent === indent) {
      const { text: line } = lines[at++]!;
      const match = /^([A-Za-z0-9_.-]+):(?: (.*))?$/.exec(line);
      if (!match) throw new Error(`unsupported YAML line: ${line}`);
      const [, key = '', value] = match;
      map[key] = value === undefined ? nested(indent) : scalar(value);
    }
    if (lines[at] !== undefined && lines[at]!.indent > indent)
      throw new Error(`bad indentation: ${lines[at]!.text}`);
    return map;
  }
  return block(0);
}

const obj = (value: Yaml | undefined): Record<string, Yaml> => {
  if (typeof value !== 'object' || Array.isArray(value))
    throw new Error(`expected a map, got ${JSON.stringify(value)}`);
  return value;
};

/** Docker's instructions of the last stage, as [instruction, arguments]. */
function finalStage(dockerfile: string): [string, string][] {
  const joined = dockerfile.replace(/\\\n\s*/g, ' ');
  const instructions = joined
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'))
    .map((l): [string, string] => [
      l.split(/\s+/, 1)[0]!.toUpperCase(),
      l.slice(l.split(/\s+/, 1)[0]!.length).trim(),
    ]);
  const lastFrom = instructions.map(([i]) => i).lastIndexOf('FROM');
  return instructions.slice(lastFrom);
}

const str = (value: Yaml | undefined): string => {
  if (typeof value !== 'string') throw new Error(`expected a string, got ${JSON.stringify(value)}`);
  return value;
};

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const stage = finalStage(dockerfile);
  const args = (name: string): string[] => stage.filter(([i]) => i === name).map(([, a]) => a);

  it('runs the server from a slim Node image as a user that is not root, with runtime dependencies only', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:20-bookworm-slim$/m);
    const users = args('USER');
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    expect(args('RUN').some((r) => r.includes('npm ci --omit=dev'))).toBe(true);
    expect(args('CMD').at(-1)).toContain('dist/server/main.mjs');
    expect(args('EXPOSE').join(' ')).toMatch(/\b3000\b/);
  });

  it('checks its health on /healthz', () => {
    const checks = args('HEALTHCHECK');
    expect(checks).toHaveLength(1);
    expect(checks[0]).toContain('/healthz');
  });

  it('bakes in no secret, and sends none to the build', () => {
    for (const [instruction, value] of stage.filter(([i]) => i === 'ENV' || i === 'ARG'))
      expect(value, `${instruction} ${value}`).not.toMatch(/PASSWORD|SECRET|TOKEN|DATABASE_URL|API_KEY/i);
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['.git', 'node_modules', '.env', 'data', 'dist']) expect(ignored).toContain(entry);
  });
});

describe('compose.yaml', () => {
  const compose = obj(parseYaml(read('compose.yaml')));
  const services = obj(compose.services);
  const apis = Object.entries(services).filter(([name]) => name.startsWith('api'));

  it('runs PostgreSQL with a health check and no password written down', () => {
    const postgres = obj(services.postgres);
    expect(str(postgres.image)).toMatch(/^postgres:/);
    expect(JSON.stringify(obj(postgres.healthcheck).test)).toContain('pg_isready');
    expect(str(obj(postgres.environment).POSTGRES_PASSWORD)).toMatch(/^\$\{POSTGRES_PASSWORD/);
  });

  it('is read as written (the parser handles its quoting)', () => {
    expect(obj(obj(services.postgres).healthcheck).test).toEqual([
      'CMD-SHELL',
      'pg_isready -U finceptiv -d finceptiv',
    ]);
    const apiTest = obj(obj(services['api-a']).healthcheck).test;
    expect(Array.isArray(apiTest) && apiTest.slice(0, 3)).toEqual(['CMD', 'node', '-e']);
    expect(flowSequence(`['a', "b, c", 'it''s', d ]`)).toEqual(['a', 'b, c', "it's", 'd']);
  });

  it('runs two API instances on it, each started once it is healthy and checked on /healthz', () => {
    expect(apis).toHaveLength(2);
    for (const [name, service] of apis) {
      const api = obj(service);
      const env = obj(api.environment);
      const url = new URL(str(env.DATABASE_URL).replace(/\$\{[^}]*\}/g, 'x'));
      expect(url.protocol, name).toBe('postgres:');
      expect(url.hostname, name).toBe('postgres');
      expect(obj(obj(api.depends_on).postgres).condition, name).toBe('service_healthy');
      expect(JSON.stringify(obj(api.healthcheck).test), name).toContain('/healthz');
      expect(env.APP_ENV, name).toBe('production');
      expect(str(env.VERIFICATION_SECRET), name).toMatch(/^\$\{VERIFICATION_SECRET:\?/);
      expect(str(env.UNSUBSCRIBE_SECRET), name).toMatch(/^\$\{UNSUBSCRIBE_SECRET:\?/);
      // The API is published on the host's loopback only (a load balancer in front); the metrics are not published.
      for (const port of api.ports as string[]) expect(port, name).toMatch(/^127\.0\.0\.1:/);
      expect(JSON.stringify(api.ports)).not.toContain('9464');
    }
  });
});
