import { describe, expect, it } from 'vitest';
import { listMigrations } from '../db/migrate';
import { asOwner, countRows, openEmptyTestDb, OTHER_LEAD_KEY, useTestApp, vnLead } from '../testing/helpers';

const { app, db, owner } = useTestApp();

const reference = { attribute: 'aff-42', subId: 's1', transactionId: 'tx-9' };

async function newLead(as = owner()): Promise<string> {
  const created = await as.inject({ method: 'POST', url: '/api/v2/lead', payload: vnLead() });
  expect(created.statusCode).toBe(201);
  return created.json<{ id: string }>().id;
}

const eventOf = (leadId: string, event: string) => ({
  product: 'vn-1-cash',
  event,
  leadId,
  sessionId: '3f0c0d4e-8a7b-4c1d-9e2f-0a1b2c3d4e5f',
  affiliateReferenceParams: reference,
});

describe('affiliate events of a lead are recorded once', () => {
  it('a repeat of the same event (another tab, a retry) is answered 202 alike and stores nothing more', async () => {
    const leadId = await newLead();
    const post = (event: string) =>
      owner().inject({ method: 'POST', url: '/api/affiliate/event', payload: eventOf(leadId, event) });
    const answers = await Promise.all([post('lead'), post('lead'), post('lead')]);
    expect(answers.map((a) => [a.statusCode, a.json<unknown>()])).toEqual(
      Array.from({ length: 3 }, () => [202, { status: 'accepted' }]),
    );
    expect((await post('registration-complete')).statusCode).toBe(202);
    expect((await post('lead')).statusCode).toBe(202);
    const rows = await db().query<{ event: string; lead_id: string }>(
      'SELECT event, lead_id FROM affiliate_events ORDER BY id',
    );
    expect(rows).toEqual([
      { event: 'lead', lead_id: leadId },
      { event: 'registration-complete', lead_id: leadId },
    ]);
  });

  it('another lead has its own events', async () => {
    const first = await newLead();
    const second = await newLead(asOwner(app(), OTHER_LEAD_KEY));
    await owner().inject({ method: 'POST', url: '/api/affiliate/event', payload: eventOf(first, 'lead') });
    await asOwner(app(), OTHER_LEAD_KEY).inject({
      method: 'POST',
      url: '/api/affiliate/event',
      payload: eventOf(second, 'lead'),
    });
    expect(await countRows(db(), 'affiliate_events')).toBe(2);
  });
});

describe('an affiliate event is a conversion of a lead, with ids only', () => {
  const post = (payload: object, as: Pick<ReturnType<typeof app>, 'inject'> = owner()) =>
    as.inject({ method: 'POST', url: '/api/affiliate/event', payload });

  it('needs a lead and its key: no lead is 400, no key 401, and repeats without a lead store nothing', async () => {
    const leadId = await newLead();
    const { leadId: _none, ...withoutLead } = eventOf(leadId, 'lead');
    for (let i = 0; i < 2; i++) {
      expect((await post(withoutLead)).statusCode).toBe(400);
      expect((await post(withoutLead, app())).statusCode).toBe(400);
    }
    expect((await post(eventOf(leadId, 'lead'), app())).statusCode).toBe(401);
    expect(await countRows(db(), 'affiliate_events')).toBe(0);
  });

  it.each([
    ['an address as the affiliate', { attribute: 'ana.perez@gmail.com' }],
    ['an encoded address as the sub-id', { subId: 'ana.perez%40gmail.com' }],
    ['a phone number as the transaction', { transactionId: '+34600123456' }],
    ['a name with spaces', { subId: 'Ana Pérez' }],
    ['markup', { attribute: '<svg/onload=alert(1)>' }],
    ['a path', { transactionId: '../../etc/passwd' }],
    ['an unknown field', { email: 'ana@example.com' }],
  ])('refuses %s in the reference with 400, storing nothing', async (_name, fields) => {
    const leadId = await newLead();
    const payload = { ...eventOf(leadId, 'lead'), affiliateReferenceParams: { ...reference, ...fields } };
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(await countRows(db(), 'affiliate_events')).toBe(0);
  });

  it('takes only the events of decision 0019, and ids of their shape in the lead and session fields', async () => {
    const leadId = await newLead();
    for (const payload of [
      eventOf(leadId, 'landing'),
      eventOf(leadId, 'ana-perez-gmail-com'),
      { ...eventOf(leadId, 'lead'), sessionId: 'ana.perez@gmail.com' },
      { ...eventOf(leadId, 'lead'), leadId: 'ana.perez@gmail.com' },
    ])
      expect((await post(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    expect(await countRows(db(), 'affiliate_events')).toBe(0);
    expect((await post(eventOf(leadId, 'rejected'))).statusCode).toBe(202);
  });
});

describe('migration 004', () => {
  it('keeps the first of each duplicate recorded before it, then refuses duplicates', async () => {
    const fresh = await openEmptyTestDb();
    try {
      const migrations = listMigrations();
      const at = migrations.findIndex((m) => m.name.startsWith('004-'));
      for (const m of migrations.slice(0, at)) await fresh.exec(m.sql);
      const insert = (event: string, lead: string | null) =>
        fresh.query(
          `INSERT INTO affiliate_events (brand, product, lead_id, event, payload) VALUES ('vn-1', 'p', $1, $2, '{}')`,
          [lead, event],
        );
      const lead = '7d3f2a10-4b5c-4d6e-8f90-a1b2c3d4e5f6';
      for (const [event, id] of [
        ['lead', lead],
        ['lead', lead],
        ['accepted', lead],
        ['landing', null],
        ['landing', null],
      ] as const)
        await insert(event, id);
      await fresh.exec(migrations[at]!.sql);
      const rows = await fresh.query<{ id: number; event: string }>(
        'SELECT id, event FROM affiliate_events ORDER BY id',
      );
      expect(rows).toEqual([
        { id: 1, event: 'lead' },
        { id: 3, event: 'accepted' },
        { id: 4, event: 'landing' },
        { id: 5, event: 'landing' },
      ]);
      await expect(insert('lead', lead)).rejects.toThrow();
    } finally {
      await fresh.close();
    }
  });
});
