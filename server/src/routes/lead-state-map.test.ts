import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_STATE_MAP } from '../../../contract/progress';
import { DEFAULT_STATE_MAP_ENTRIES } from '../../../contract/state-map';
import { answerInStateMap } from '../decision/states';
import { buildTestApp, openTestDb, testClock, useTestApp, vnLead } from '../testing/helpers';

/** A deployment's map (decision 0039): every state of the product's map plus 100, listed in reverse. */
const dir = mkdtempSync(join(tmpdir(), 'api-state-map-'));
const write = (name: string, entries: unknown) => {
  writeFileSync(join(dir, name), JSON.stringify(entries));
  return join(dir, name);
};
const renumbered = write('renumbered.json', [...DEFAULT_STATE_MAP_ENTRIES].reverse().map((e) => ({ ...e, state: e.state + 100 })));
const deployed = (route: string) => DEFAULT_STATE_MAP.stateForRoute(route)! + 100;

const clock = testClock();
const { owner, db } = useTestApp({ now: clock.now, checkingMs: 1500, brandOverride: { stateMap: renumbered } });
// Test files may share a worker's modules: the next file's answers are in the product's numbers again.
afterAll(() => answerInStateMap(DEFAULT_STATE_MAP_ENTRIES));

describe("the reference API with a brand's state map", () => {
  it("answers every state in the map's numbers, keeping the product's own in its database", async () => {
    const created = await owner().inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: vnLead({ contactDetails: { email: 'renumbered@example.com', phoneNumber: '0912345678' }, submit: true }),
    });
    expect(created.statusCode).toBe(201);
    const { id, state, route } = created.json<{ id: string; state: number; route: string }>();
    expect([state, route]).toEqual([deployed('/checking'), '/checking']);
    clock.advance(2000);
    const decided = (await owner().inject({ url: `/api/lead/status/${id}` })).json<{ state: number; route: string }>();
    expect([decided.state, decided.route]).toEqual([deployed('/accepted'), '/accepted']);
    const [stored] = await db().query<{ state: number }>('SELECT state FROM leads WHERE id = $1', [id]);
    expect(stored?.state).toBe(DEFAULT_STATE_MAP.stateForRoute('/accepted'));
  });

  it('refuses to start with a map that lacks a screen it moves applications to, or names a route the product does not have', async () => {
    const database = await openTestDb();
    try {
      const lacking = write('lacking.json', DEFAULT_STATE_MAP_ENTRIES.filter((e) => e.route !== '/smava'));
      await expect(buildTestApp(database, { brandOverride: { stateMap: lacking } })).rejects.toThrow(
        'The reference API shows every screen the product has; its state map lacks /smava',
      );
      const unknown = write('unknown.json', DEFAULT_STATE_MAP_ENTRIES.map((e) => (e.route === '/smava' ? { ...e, route: '/nope' } : e)));
      await expect(buildTestApp(database, { brandOverride: { stateMap: unknown } })).rejects.toThrow(
        /the state map .*unknown\.json is not valid:\n {2}\[\d+\.route\] "\/nope" is no route the product has/,
      );
    } finally {
      await database.close();
    }
  });
});
