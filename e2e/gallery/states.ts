import type { APIRequestContext, Page } from '@playwright/test';
import type { BrandId } from '../../brands/schema';
import { RESEND_COOLDOWN_SECONDS } from '../../contract/mobile-verification';
import { brandUrl, expect, text } from '../fixtures';
import { JPEG } from '../sample-pictures';
import type { Shooter } from './shots';

const screens = (brand: BrandId, key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), text(brand, 'screens', key));

type State = (page: Page, brand: BrandId, shooter: Shooter, lead: { id: string }, request: APIRequestContext) => Promise<void>;

/**
 * The states of a screen after checking that its arrival does not show, pictured after it: a new verification code
 * sent once the wait is over (issue row 2: the box emptied, "sent" where the eye is), the ID's front side chosen and
 * kept (row 12: the file named beside its field). Keyed by route; the page holds the screen, opened from its link.
 */
export const LATER_STATES: Readonly<Record<string, State>> = {
  '/mobile-verification': async (page, brand, shooter, lead, request) => {
    const resend = page.getByRole('button', { name: screens(brand, 'mobile>resend') });
    // The wait between codes is over on the server (a demo-only route) and on the page's clock (installed before
    // the screen opened).
    const res = await request.post(`${brandUrl(brand)}/api/test/code-sent-earlier`, {
      data: { leadId: lead.id, seconds: RESEND_COOLDOWN_SECONDS },
    });
    expect(res.status()).toBe(204);
    await page.clock.fastForward(RESEND_COOLDOWN_SECONDS * 1000);
    await expect(resend).not.toHaveAttribute('aria-disabled');
    await resend.click();
    await shooter.shoot('/mobile-verification, a new code sent', page.getByText(screens(brand, 'mobile>sent')));
  },
  '/id-upload': async (page, brand, shooter) => {
    await page
      .getByLabel(screens(brand, 'idUpload>sides>front'), { exact: true })
      .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: JPEG });
    await shooter.shoot(
      '/id-upload, the front side chosen and kept',
      page.getByText(screens(brand, 'idUpload>uploaded', { name: 'front.jpg' })),
    );
  },
};
