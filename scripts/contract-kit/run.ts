/**
 * The contract kit: the calls the web app makes, in the order an application makes them, against any backend
 * (docs/backend.md). Each check is one line; a run fails when any line does.
 */
import { resolveBrand } from '../../brands/resolve';
import type { BackendProfile } from '../../contract/backend-profile';
import { KitBrowser, Report, type KitTarget } from './client';
import { apply } from './application';
import type { JourneyContext } from './journey-data';
import { consentsScreen, continueLink, pollStatus } from './after-submit';
import {
  DEMO_CONSENTS_EMAIL,
  JourneyAnswers,
  PLAIN_EMAIL,
  classicPages,
  dynamicFirstPage,
} from './journey-data';
import { affiliateEvent, keyRefusals, lookups, preflight } from './side-calls';
import { translations } from './translations';

export interface KitOptions {
  /** The backend base URL, `{host}{basePath}` (the reference API's is `http://localhost:3000/api`). */
  api: string;
  profile: BackendProfile;
  brand: string;
  /** The origin the page is served from; the backend must allow it (CORS). */
  origin: string;
  /** Use the reference API's demo triggers (an email address that steers to a consents screen after the offer). */
  demoTriggers: boolean;
  /** The site serving the built brand, for its translation files; none: not checked. */
  site?: string;
  pollTimeoutMs: number;
}

/** `http://h:3000/api` as the brand's `{host}` and `{basePath}` (the v3 lead path is at the host's root). */
function splitBase(api: string): { host: string; basePath: string } {
  const url = new URL(api);
  return { host: url.origin, basePath: url.pathname.replace(/\/$/, '') };
}

export async function runKit(options: KitOptions): Promise<Report> {
  const brand = resolveBrand(options.brand, 'development');
  const target: KitTarget = {
    ...splitBase(options.api),
    profile: options.profile,
    origin: options.origin,
    productId: brand.productId,
    ...(brand.api.leadPath ? { leadPath: brand.api.leadPath } : {}),
  };
  const report = new Report();
  const answers = new JourneyAnswers(brand, options.demoTriggers ? DEMO_CONSENTS_EMAIL : PLAIN_EMAIL);
  const ctx: JourneyContext = { report, browser: new KitBrowser(target), brand, answers };
  try {
    await journey(ctx, options);
  } catch (error) {
    report.fail('run', `stopped: ${error instanceof Error ? error.message : String(error)}`);
  }
  return report;
}

async function journey(ctx: JourneyContext, options: KitOptions): Promise<void> {
  await preflight(ctx);
  await lookups(ctx);
  const lead = await apply(ctx);
  if (!lead) {
    ctx.report.skip('after the submit', 'no lead to go on with: the calls after it were not made');
    return;
  }
  await affiliateEvent(ctx, lead.id);
  const firstPage = ctx.brand.flow === 'dynamic' ? dynamicFirstPage : classicPages(ctx.brand)[0];
  await keyRefusals(ctx, ctx.answers.create(firstPage?.dataPoints ?? []), lead.id);
  const decided = await pollStatus(ctx, lead.id, options.pollTimeoutMs);
  await continueLink(ctx, lead.id);
  if (decided) {
    const after = await consentsScreen(ctx, decided);
    if (after && after !== decided) await pollStatus(ctx, lead.id, options.pollTimeoutMs);
  }
  await translations(ctx.report, options.site, ctx.brand.locale);
}
