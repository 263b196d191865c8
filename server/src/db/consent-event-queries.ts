import type { ConsentAction, ConsentEvent } from '../../../contract/tracking';
import type { Queryable } from './database';

/** A stored consent event as the test inspection reads it. */
export interface StoredConsentEvent {
  analytics: boolean;
  marketing: boolean;
  textVersion: string;
  action: ConsentAction;
  /** ISO time, by the database's clock. */
  recordedAt: string;
}

/** Records one cookie-consent choice of a session; the time is the database's (the column's default). */
export async function insertConsentEvent(db: Queryable, brand: string, event: ConsentEvent): Promise<void> {
  await db.query(
    `INSERT INTO consent_events (brand, session_id, analytics, marketing, text_version, action)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [brand, event.sessionId, event.analytics, event.marketing, event.textVersion, event.action],
  );
}

/** The consent events of a brand's session, oldest first. */
export async function consentEventsOf(
  db: Queryable,
  brand: string,
  sessionId: string,
): Promise<StoredConsentEvent[]> {
  const rows = await db.query<{
    analytics: boolean;
    marketing: boolean;
    text_version: string;
    action: ConsentAction;
    recorded_at: Date | string;
  }>(
    `SELECT analytics, marketing, text_version, action, recorded_at FROM consent_events
     WHERE brand = $1 AND session_id = $2 ORDER BY id`,
    [brand, sessionId],
  );
  return rows.map((r) => ({
    analytics: r.analytics,
    marketing: r.marketing,
    textVersion: r.text_version,
    action: r.action,
    recordedAt: new Date(r.recorded_at).toISOString(),
  }));
}
