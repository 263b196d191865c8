import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBrand } from '../scripts/build-brand';
import { BASE, expect, test, text } from './fixtures';
import { startServer } from './servers';

type Message = { origin: string; data: Record<string, unknown> };

/** Builds es-1 and starts its server as an operator would deploy it, with the given EMBEDDING_ORIGINS. */
async function deploy(embeddingOrigins: string) {
  const buildDir = mkdtempSync(join(tmpdir(), 'e2e-embedding-'));
  const saved = { BUILD_DIR: process.env.BUILD_DIR, EMBEDDING_ORIGINS: process.env.EMBEDDING_ORIGINS };
  Object.assign(process.env, { BUILD_DIR: buildDir, EMBEDDING_ORIGINS: embeddingOrigins });
  try {
    await buildBrand('es-1');
  } finally {
    for (const [key, value] of Object.entries(saved))
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
  }
  const server = await startServer('es-1', { DIST_DIR: buildDir, EMBEDDING_ORIGINS: embeddingOrigins });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(buildDir, { recursive: true, force: true });
    },
  };
}

// docs/decisions/0022: the partner pages that may embed a brand are the deployment's configuration
// (EMBEDDING_ORIGINS), read by the build (the page's allowlist) and the server (the CSP's frame-ancestors).
test('es-1 deployed with EMBEDDING_ORIGINS: the named partner page embeds it and receives its height, nothing else', async ({
  page,
}) => {
  test.setTimeout(180_000);
  let brandUrl = '';
  // The partner: a real page on another loopback port (a route fulfilled by the test would be a public page,
  // which the browser's local-network rules keep from framing a loopback one).
  const partner = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><title>Partner</title>
      <script>window.messages=[];addEventListener('message',(e)=>messages.push({origin:e.origin,data:e.data}))</script>
      <iframe title="Loan" src="${brandUrl}${BASE}/" style="width:360px;height:600px"></iframe>`);
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  const partnerOrigin = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
  const deployed = await deploy(partnerOrigin);
  brandUrl = deployed.url;
  try {
    const csp = (await page.request.get(`${brandUrl}${BASE}/`)).headers()['content-security-policy'] ?? '';
    expect(csp).toContain(`frame-ancestors 'self' ${partnerOrigin};`);
    await page.goto(`${partnerOrigin}/`);
    await expect(
      page
        .frameLocator('iframe')
        .getByRole('heading', { level: 1, name: text('es-1', 'common', 'loan>heading') }),
    ).toBeVisible();
    const messages = () => page.evaluate(() => (window as unknown as { messages: Message[] }).messages);
    await expect.poll(async () => (await messages()).length).toBeGreaterThan(0);
    for (const message of await messages()) {
      expect(message.origin).toBe(new URL(brandUrl).origin);
      expect(Object.keys(message.data).sort()).toEqual(['height', 'type']);
      expect(message.data.type).toBe('FORM_HEIGHT');
      expect(message.data.height).toBeGreaterThan(200);
    }
  } finally {
    await deployed.stop();
    partner.close();
  }
});
