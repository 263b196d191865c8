import type { LoanApplication } from '../../../contract/lead';
import type { LeadStatus } from '../../../contract/api-answers';
import type { Queryable } from './database';

export interface LeadRecord {
  id: string;
  brand: string;
  product: string;
  sessionId: string | null;
  data: LoanApplication;
  state: number;
  status: LeadStatus;
  outcome: unknown;
  decideAt: Date | null;
  submittedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

interface LeadRow {
  id: string;
  brand: string;
  product: string;
  session_id: string | null;
  data: LoanApplication;
  state: number;
  status: LeadStatus;
  outcome: unknown;
  decide_at: Date | string | null;
  submitted_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS =
  'id, brand, product, session_id, data, state, status, outcome, decide_at, submitted_at, created_at, updated_at';

const date = (v: Date | string): Date => (v instanceof Date ? v : new Date(v));
const maybeDate = (v: Date | string | null): Date | null => (v === null ? null : date(v));

function toRecord(row: LeadRow): LeadRecord {
  return {
    id: row.id,
    brand: row.brand,
    product: row.product,
    sessionId: row.session_id,
    data: row.data,
    state: row.state,
    status: row.status,
    outcome: row.outcome,
    decideAt: maybeDate(row.decide_at),
    submittedAt: maybeDate(row.submitted_at),
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
  };
}

export type NewLead = Omit<LeadRecord, 'createdAt' | 'updatedAt'> & { keyHash: string };

/**
 * Who asks for a lead by id: a browser with the hash of its lead key (null when it sent none: it gets
 * nothing), or `internal`, the server itself once it has checked access another way (a continue link).
 */
export type LeadAccess = { keyHash: string | null } | 'internal';

export type LeadChange = Pick<
  LeadRecord,
  'id' | 'sessionId' | 'data' | 'state' | 'status' | 'outcome' | 'decideAt' | 'submittedAt'
>;

/**
 * The values both writes set, in this order: id, session_id, data, state, status, outcome, decide_at,
 * submitted_at (data and outcome as JSON text, cast to jsonb in the SQL).
 */
function leadValues(lead: LeadChange): unknown[] {
  return [
    lead.id,
    lead.sessionId,
    JSON.stringify(lead.data),
    lead.state,
    lead.status,
    lead.outcome === null ? null : JSON.stringify(lead.outcome),
    lead.decideAt,
    lead.submittedAt,
  ];
}

/**
 * Stores a new lead, unless its browser session (same key) has an open lead already: then nothing is written
 * and the answer is undefined (the unique index makes this hold for concurrent creates too).
 */
export async function insertLead(db: Queryable, lead: NewLead, now: Date): Promise<LeadRecord | undefined> {
  const [row] = await db.query<LeadRow>(
    `INSERT INTO leads (id, session_id, data, state, status, outcome, decide_at, submitted_at,
       brand, product, created_at, updated_at, key_hashes)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6::jsonb, $7, $8, $9, $10, $11, $11, ARRAY[$12::text])
     ON CONFLICT (brand, session_id, (key_hashes[1]))
       WHERE status = 'in-progress' AND session_id IS NOT NULL DO NOTHING
     RETURNING ${COLUMNS}`,
    [...leadValues(lead), lead.brand, lead.product, now, lead.keyHash],
  );
  return row ? toRecord(row) : undefined;
}

/** The lead of this brand with this id, when `access` may see it; `forUpdate` locks the row until the transaction ends. */
export async function findLead(
  db: Queryable,
  brand: string,
  id: string,
  access: LeadAccess,
  forUpdate = false,
): Promise<LeadRecord | undefined> {
  const keyHash = access === 'internal' ? null : access.keyHash;
  if (access !== 'internal' && keyHash === null) return undefined;
  const [row] = await db.query<LeadRow>(
    `SELECT ${COLUMNS} FROM leads WHERE brand = $1 AND id = $2
     ${keyHash === null ? '' : 'AND $3 = ANY(key_hashes)'}${forUpdate ? ' FOR UPDATE' : ''}`,
    keyHash === null ? [brand, id] : [brand, id, keyHash],
  );
  return row ? toRecord(row) : undefined;
}

/** The lead a browser session (the same session id and key) is still filling in, if any. */
export async function findOpenLeadOfSession(
  db: Queryable,
  brand: string,
  sessionId: string,
  keyHash: string,
): Promise<LeadRecord | undefined> {
  const [row] = await db.query<LeadRow>(
    `SELECT ${COLUMNS} FROM leads WHERE brand = $1 AND session_id = $2 AND key_hashes[1] = $3
       AND status = 'in-progress'`,
    [brand, sessionId, keyHash],
  );
  return row ? toRecord(row) : undefined;
}

export async function saveLead(db: Queryable, lead: LeadChange, now: Date): Promise<LeadRecord> {
  const [row] = await db.query<LeadRow>(
    `UPDATE leads SET session_id = $2, data = $3::jsonb, state = $4, status = $5, outcome = $6::jsonb,
       decide_at = $7, submitted_at = $8, updated_at = $9
     WHERE id = $1
     RETURNING ${COLUMNS}`,
    [...leadValues(lead), now],
  );
  if (!row) throw new Error(`lead ${lead.id} vanished`);
  return toRecord(row);
}

export interface LeadEvent {
  leadId: string;
  kind:
    | 'created'
    | 'updated'
    | 'submitted'
    | 'decided'
    | 'continued'
    | 'skipped'
    | 'opened-link'
    | 'pages-submitted'
    | 'code-sent'
    | 'mobile-changed'
    | 'details-saved'
    | 'offer-updated'
    | 'offer-accepted'
    | 'offer-declined'
    | 'open-banking-started'
    | 'open-banking-returned'
    | 'open-banking-other-way';
  fromState: number | null;
  toState: number | null;
  status: string | null;
  detail?: Record<string, unknown>;
}

export async function insertLeadEvent(db: Queryable, event: LeadEvent, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO lead_events (lead_id, kind, from_state, to_state, status, detail, created_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
    [
      event.leadId,
      event.kind,
      event.fromState,
      event.toState,
      event.status,
      event.detail ? JSON.stringify(event.detail) : null,
      now,
    ],
  );
}

export async function listLeadEvents(
  db: Queryable,
  leadId: string,
): Promise<{ kind: string; toState: number | null; status: string | null }[]> {
  const rows = await db.query<{ kind: string; to_state: number | null; status: string | null }>(
    'SELECT kind, to_state, status FROM lead_events WHERE lead_id = $1 ORDER BY id',
    [leadId],
  );
  return rows.map((r) => ({ kind: r.kind, toState: r.to_state, status: r.status }));
}
