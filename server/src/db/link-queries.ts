import type { Queryable } from './database';

export interface LeadLink {
  leadId: string;
  urlType: string;
  expiresAt: Date;
  usedAt: Date | null;
  usedBy: string | null;
}

interface LinkRow {
  lead_id: string;
  url_type: string;
  expires_at: Date | string;
  used_at: Date | string | null;
  used_by: string | null;
}

const date = (v: Date | string): Date => (v instanceof Date ? v : new Date(v));

export async function insertLink(
  db: Queryable,
  link: { tokenHash: string; leadId: string; urlType: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO lead_links (token_hash, lead_id, url_type, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)',
    [link.tokenHash, link.leadId, link.urlType, link.expiresAt, now],
  );
}

/** The link of this brand with this token hash, locked until the transaction ends. */
export async function findLinkForUpdate(
  db: Queryable,
  brand: string,
  tokenHash: string,
): Promise<LeadLink | undefined> {
  const [row] = await db.query<LinkRow>(
    `SELECT k.lead_id, k.url_type, k.expires_at, k.used_at, k.used_by
       FROM lead_links k JOIN leads l ON l.id = k.lead_id
      WHERE k.token_hash = $1 AND l.brand = $2
      FOR UPDATE OF k`,
    [tokenHash, brand],
  );
  if (!row) return undefined;
  return {
    leadId: row.lead_id,
    urlType: row.url_type,
    expiresAt: date(row.expires_at),
    usedAt: row.used_at === null ? null : date(row.used_at),
    usedBy: row.used_by,
  };
}

/** Marks the link used by the browser with `keyHash` and gives that browser access to the lead. */
export async function useLink(
  db: Queryable,
  { tokenHash, leadId, keyHash }: { tokenHash: string; leadId: string; keyHash: string },
  now: Date,
): Promise<void> {
  await db.query('UPDATE lead_links SET used_at = $2, used_by = $3 WHERE token_hash = $1', [
    tokenHash,
    now,
    keyHash,
  ]);
  await db.query(
    `UPDATE leads SET key_hashes = array_append(key_hashes, $2::text)
      WHERE id = $1 AND NOT ($2::text = ANY(key_hashes))`,
    [leadId, keyHash],
  );
}
