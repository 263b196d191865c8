import { describe, expect, it } from 'vitest';
import { signature } from '../providers/credentials';
import { reportHash } from '../providers/instantor';
import { buildTestApp, useTestApp } from '../testing/helpers';
import { modeLine } from './modes';

const { db } = useTestApp();
const INSTANTOR = { openBanking: { instantor: 'https://frame.instantor.example' } };

describe('start-up in each mode', () => {
  it.each(['production', 'development'] as const)(
    '%s refuses to start when a configured provider has no secret in the environment',
    async (appEnv) => {
      const start = buildTestApp(db(), {
        appEnv,
        brandOverride: { openBanking: { tink: 'https://link.tink.example', ...INSTANTOR.openBanking } },
        providerSecrets: { instantor: { clientId: 'brand-at-instantor' } },
      });
      await expect(start).rejects.toThrow(
        /tink \(brand\.openBanking\.tink = https:\/\/link\.tink\.example\): set TINK_CLIENT_ID and TINK_SECRET\n.*instantor .*: set INSTANTOR_SECRET$/,
      );
    },
  );

  it("checks a configured Instantor's reports with its secret from the environment, never the in-code key", async () => {
    const app = await buildTestApp(db(), {
      appEnv: 'development',
      brandOverride: INSTANTOR,
      providerSecrets: { instantor: { clientId: 'brand-at-instantor', secret: 'from-the-environment' } },
    });
    try {
      const payload = Buffer.from(
        JSON.stringify({ processStatus: 'ok', userParam: 'no-such-state' }),
      ).toString('base64');
      const report = (source: string, hash: string) =>
        app.inject({
          method: 'POST',
          url: '/api/open-banking/instantor/callback',
          payload: { msg_id: 'm1', source, payload, hash },
        });
      expect((await report('finceptiv-vn-1', reportHash('vn-1', payload))).statusCode).toBe(400);
      expect((await report('brand-at-instantor', reportHash('vn-1', payload))).statusCode).toBe(400);
      // Signed as agreed: past the signature, to the hand-off look-up (none open for this state).
      const signed = await report('brand-at-instantor', signature('from-the-environment', payload));
      expect(signed.statusCode).toBe(422);
    } finally {
      await app.close();
    }
  });

  it('refuses the test-only routes in production', async () => {
    await expect(buildTestApp(db(), { appEnv: 'production', testRoutes: true })).rejects.toThrow(/never/);
  });

  it.each([
    [
      'development',
      'development mode: demo triggers (accept+, goto-<screen>+ addresses), stand-in providers (/provider/), verification code 000000, API docs at /api/docs',
    ],
    ['staging', 'staging mode: no demo triggers, no stand-in providers, no fixed code, no /api/docs'],
    ['production', 'production mode: no demo triggers, no stand-in providers, no fixed code, no /api/docs'],
  ] as const)('says the mode in the first log line: %s', async (appEnv, line) => {
    expect(modeLine(appEnv)).toBe(line);
    const lines: string[] = [];
    const app = await buildTestApp(db(), {
      appEnv,
      logger: { level: 'info', stream: { write: (l: string) => void lines.push(l) } },
    });
    await app.close();
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: line, appEnv });
  });
});
