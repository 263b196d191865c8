/**
 * A plain static host for the cross-origin tests: serves a static build's public/ folder as Netlify does, from its
 * own `_headers` (a later matching rule overrides an earlier one) and `_redirects` (a rule applies only where no
 * file answers; `/about` is answered by about.html). Not the product's server: nothing of server/src.
 */
import { readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

type Rule = { from: RegExp; to: string; status: number };
type HeaderRule = { for: RegExp; headers: Record<string, string> };

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

const pattern = (path: string) =>
  new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);

/** `_headers` as Netlify reads it: a path line, then `Name: value` lines; a line without a colon is skipped. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('/')) rules.push({ for: pattern(line), headers: {} });
    else if (line.includes(':') && rules.length) {
      const at = line.indexOf(':');
      rules.at(-1)!.headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

/** The headers of a path: every matching rule, a later one overriding an earlier one. */
export const headersFor = (rules: readonly HeaderRule[], path: string): Record<string, string> =>
  Object.assign({}, ...rules.filter((r) => r.for.test(path)).map((r) => r.headers)) as Record<string, string>;

export function parseRedirects(text: string): Rule[] {
  return text
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter((parts) => parts.length === 3 && parts[0]!.startsWith('/'))
    .map(([from, to, status]) => ({ from: pattern(from!), to: to!, status: Number(status) }));
}

/** The file that answers a path: itself, `<path>.html`, or `<path>/index.html`; never outside the root. */
function fileFor(root: string, path: string): string | undefined {
  const rel = normalize(decodeURIComponent(path));
  if (rel.split(/[\\/]/).includes('..')) return undefined;
  for (const candidate of [rel, `${rel}.html`, join(rel, 'index.html')]) {
    const file = join(root, candidate);
    if (statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
  }
  return undefined;
}

/** Serves `root` (a static build's public/ folder) on 127.0.0.1:`port`. */
export function serveStatic(root: string, port: number): Promise<Server> {
  const headerRules = parseHeaders(readFileSync(join(root, '_headers'), 'utf8'));
  const redirects = parseRedirects(readFileSync(join(root, '_redirects'), 'utf8'));
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://static').pathname;
    const headers = headersFor(headerRules, path);
    let file = fileFor(root, path);
    let status = 200;
    const rule = file ? undefined : redirects.find((r) => r.from.test(path));
    if (rule && rule.status >= 300 && rule.status < 400) {
      res.writeHead(rule.status, { location: rule.to }).end();
      return;
    }
    if (rule) [file, status] = [fileFor(root, rule.to), rule.status];
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    res.writeHead(status, { ...headers, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
