import { randomBytes } from 'node:crypto';
import { keyFromBytes } from '../../../contract/lead-key';
import { findLinkForUpdate, insertLink, useLink } from '../db/link-queries';
import { findLead, insertLeadEvent } from '../db/lead-queries';
import { readLead } from './lead-progress';
import { hashSecret } from './lead-key';
import type { LeadDeps, Result } from './lead-service';
import type { LeadRecord } from '../db/lead-queries';

/** How long a continue link can be opened: three days, the span of a reminder email series. */
export const CONTINUE_LINK_TTL_MS = 72 * 60 * 60 * 1000;

const NOT_FOUND = { ok: false, status: 404, message: 'This link is not valid' } as const;

/**
 * A continue link for an email or a message, asked for by the lead's own browser: a single-use token that
 * expires. Only its hash is stored; the token is answered once, here.
 */
export async function issueLink(
  deps: LeadDeps,
  leadId: string,
  urlType: string,
): Promise<Result<{ token: string; expiresAt: Date }>> {
  const lead = await findLead(deps.db, deps.brand.id, leadId, deps.access);
  if (!lead) return { ok: false, status: 404, message: 'Lead not found' };
  const token = keyFromBytes(randomBytes(32));
  const expiresAt = new Date(deps.now.getTime() + CONTINUE_LINK_TTL_MS);
  await insertLink(deps.db, { tokenHash: hashSecret(token), leadId, urlType, expiresAt }, deps.now);
  return { ok: true, value: { token, expiresAt } };
}

/**
 * Opens a continue link of the `spec` profile, which carries the lead id (behaviour §7 `/v3/lead/url/{id}/…`): any
 * request that names the id gets the lead, as that backend answers; the visit is recorded with the link's query.
 */
export async function openLeadLink(
  deps: LeadDeps,
  leadId: string,
  visit: Record<string, string | undefined>,
): Promise<Result<LeadRecord>> {
  const lead = await readLead(deps, leadId);
  if (!lead) return NOT_FOUND;
  await insertLeadEvent(
    deps.db,
    {
      leadId: lead.id,
      kind: 'opened-link',
      fromState: lead.state,
      toState: lead.state,
      status: lead.status,
      detail: { urlType: visit.urlType ?? 'continue', ...visit },
    },
    deps.now,
  );
  return { ok: true, value: lead };
}

/**
 * Opens a continue link in the browser whose key the request carries: an unused, unexpired token gives that
 * browser access to the lead and is used up; the same browser may open it again, no other can. The visit is
 * recorded with the link's query. Answers the lead as it stands.
 */
export async function redeemLink(
  deps: LeadDeps,
  token: string,
  visit: Record<string, string | undefined>,
): Promise<Result<LeadRecord>> {
  const keyHash = deps.access === 'internal' ? null : deps.access.keyHash;
  if (keyHash === null) return { ok: false, status: 401, message: 'A link is opened with a lead key' };
  const tokenHash = hashSecret(token);
  const opened = await deps.db.transaction(async (tx): Promise<Result<string>> => {
    const link = await findLinkForUpdate(tx, deps.brand.id, tokenHash);
    if (!link || link.expiresAt <= deps.now) return NOT_FOUND;
    if (link.usedBy !== null && link.usedBy !== keyHash)
      return { ok: false, status: 410, message: 'This link has been used' };
    if (link.usedBy === null) await useLink(tx, { tokenHash, leadId: link.leadId, keyHash }, deps.now);
    const lead = await findLead(tx, deps.brand.id, link.leadId, 'internal');
    if (!lead) return NOT_FOUND;
    await insertLeadEvent(
      tx,
      {
        leadId: lead.id,
        kind: 'opened-link',
        fromState: lead.state,
        toState: lead.state,
        status: lead.status,
        detail: { urlType: link.urlType, ...visit },
      },
      deps.now,
    );
    return { ok: true, value: lead.id };
  });
  if (!opened.ok) return opened;
  const record = await readLead(deps, opened.value);
  return record ? { ok: true, value: record } : NOT_FOUND;
}
