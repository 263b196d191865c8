import type { Queryable } from './database';

export interface ConsentRecord {
  screen: string;
  consentId: string;
  version: number;
  given: boolean;
  recordedAt: string;
}

/** Records each answer of a consents screen, given or refused, with the version of the text and the time. */
export async function insertConsentRecords(
  db: Queryable,
  leadId: string,
  screen: string,
  answers: readonly { id: string; version: number; given: boolean }[],
  now: Date,
): Promise<void> {
  for (const answer of answers)
    await db.query(
      `INSERT INTO consent_records (lead_id, screen, consent_id, version, given, recorded_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [leadId, screen, answer.id, answer.version, answer.given, now],
    );
}

/** The consent answers recorded for a lead, oldest first. */
export async function consentRecordsOf(db: Queryable, leadId: string): Promise<ConsentRecord[]> {
  const rows = await db.query<{
    screen: string;
    consent_id: string;
    version: number;
    given: boolean;
    recorded_at: Date | string;
  }>(
    'SELECT screen, consent_id, version, given, recorded_at FROM consent_records WHERE lead_id = $1 ORDER BY id',
    [leadId],
  );
  return rows.map((r) => ({
    screen: r.screen,
    consentId: r.consent_id,
    version: r.version,
    given: r.given,
    recordedAt: new Date(r.recorded_at).toISOString(),
  }));
}
