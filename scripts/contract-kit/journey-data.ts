/**
 * The answers the kit's journeys send, page by page, from the brand's own data: its steps (brands/), the dynamic
 * form's first page (contract/dynamic-steps.ts), the catalogue's validators (contract/data-points) and the valid
 * answers per country the catalogue's tests use. Nothing comes from the reference API's code.
 */
import { randomUUID } from 'node:crypto';
import type { BrandConfig } from '../../brands/schema';
import type { KitBrowser, Report } from './client';
import { parseDataPoints, validationContext } from '../../contract/data-points';
import { INITIAL_DATA_POINTS } from '../../contract/dynamic-steps';
import { answersFor } from '../../contract/testing/data-point-answers';
import { LEAD_SOURCE, UI_TAG } from '../../contract/lead-origin';

/** An address the reference API's demo reads as "accepted after the policy consents" (its triggers). */
export const DEMO_CONSENTS_EMAIL = 'consents+contract-kit@example.com';
/** An ordinary address: the backend's own rules decide. */
export const PLAIN_EMAIL = 'contract.kit@example.com';

export interface Page {
  /** Where the page is in the journey (`/personal-details`, `initial-details`). */
  name: string;
  dataPoints: readonly string[];
}

/** The classic form's pages: the loan's amount and term with the first step (the create), then each step. */
export function classicPages(brand: Pick<BrandConfig, 'steps'>): Page[] {
  return brand.steps.map((step, i) => ({
    name: step.path,
    dataPoints: i === 0 ? ['amount', 'period', ...step.dataPoints] : step.dataPoints,
  }));
}

/** The dynamic form's first page; the backend names the later ones (`requestedDataPoints`). */
export const dynamicFirstPage: Page = { name: 'initial-details', dataPoints: INITIAL_DATA_POINTS };

export class JourneyAnswers {
  private readonly values: Record<string, unknown>;

  constructor(
    private readonly brand: BrandConfig,
    email: string,
  ) {
    this.values = {
      ...answersFor(brand.country),
      amount: String(brand.amount.min),
      period: String(brand.period.min),
      email,
    };
  }

  /** The page's answers, normalised and placed at their lead paths, as the web app sends them. */
  page(dataPoints: readonly string[]): Record<string, unknown> {
    return parseDataPoints(dataPoints, this.values, validationContext(this.brand, new Date())).lead;
  }

  /** The create's body: the first page's answers with the session and the UI's tag. */
  create(dataPoints: readonly string[]): Record<string, unknown> {
    return { ...this.page(dataPoints), sessionId: randomUUID(), leadSource: LEAD_SOURCE, tags: [UI_TAG] };
  }
}

/** What each part of the journey works with: the report it adds to, the browser it calls as, the brand, the answers. */
export interface JourneyContext {
  report: Report;
  browser: KitBrowser;
  brand: BrandConfig;
  answers: JourneyAnswers;
}
