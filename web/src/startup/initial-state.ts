/** Step 9 of start-up (behaviour §4): the state the store starts from, and what of it is written back. */
import { isRecord } from '../../../contract/merge';
import { parseLeadApplication } from '../lead/lead-application-storage';
import { initialLeadApplicationState } from '../lead/lead-application-slice';
import { isDynamicPagesState, restoreDynamicPages } from '../form/dynamic-pages-storage';
import { parseUiColors } from '../lib/ui-colors-storage';
import { STORAGE_KEYS } from '../lib/storage-keys';
import type { Application } from './application';
import type { InitialState, PlanBuilder } from './startup-plan';

/**
 * The stored session state read once, field by field (none when the application expired), with the application
 * start-up decided; the dynamic pages
 * only while the session has a lead; the shell's colours likewise. What is not used is removed, so that a reload after
 * the next lead is created cannot pick it up.
 */
export function planInitialState(
  plan: PlanBuilder,
  { sessionState, expired }: { sessionState: Record<string, unknown> | null; expired: boolean },
  application: Application,
): InitialState {
  // An expired application starts over: no progress, result or errors of the one that was.
  const restored = expired ? initialLeadApplicationState : parseLeadApplication(sessionState);
  const leadApplication = { ...restored, applicationData: application };
  plan.writeJson('session', STORAGE_KEYS.leadApplication, leadApplication);

  const hasLead = typeof application.id === 'string';
  const pages = plan.readJson('session', STORAGE_KEYS.dynamicPages, isDynamicPagesState);
  if (pages && !hasLead) plan.remove('session', STORAGE_KEYS.dynamicPages);

  // A lender's colours belong to its screen of this session's lead: none without one.
  const stored = plan.readJson('session', STORAGE_KEYS.uiColors, isRecord);
  const uiColors = hasLead ? parseUiColors(stored) : null;
  if (stored && !uiColors) plan.remove('session', STORAGE_KEYS.uiColors);

  return { leadApplication, dynamicPages: restoreDynamicPages(pages, hasLead), uiColors };
}
