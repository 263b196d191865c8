import { BRAND_IDS } from '../brands/schema';
import { toBcp47 } from '../web/src/lib/locale';
import { axeViolations, BASE, brandConfig, brandUrl, expect, openFramed, test, text } from './fixtures';

for (const id of BRAND_IDS) {
  test.describe(`${id} shell`, () => {
    test('index renders in the brand language with its title, favicon, header and footer', async ({ page }) => {
      const brand = brandConfig(id);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      const title = `${text(id, 'common', 'loan>heading')} - ${brand.page.title || brand.displayName}`;
      const response = await page.goto(`${brandUrl(id)}${BASE}/`);
      // The build-time HTML names the screen already, before any script has run.
      expect(await response!.text()).toContain(`<title>${title}</title>`);
      await expect(page.getByRole('heading', { level: 1, name: text(id, 'common', 'loan>heading') })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', toBcp47(brand.locale));
      await expect(page).toHaveTitle(title);
      const icon = await page.locator('link[rel="icon"]').getAttribute('href');
      expect(icon).toBeTruthy();
      expect((await page.request.get(new URL(icon!, page.url()).toString())).status()).toBe(200);
      await expect(page.getByRole('banner').getByRole('link', { name: text(id, 'common', 'shell>home') })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(`${brand.footerText} - ${new Date().getFullYear()}`);
      await expect(page.getByRole('button', { name: text(id, 'common', 'loan>continue') })).toBeEnabled();
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('an unknown path shows the not-found page', async ({ page }) => {
      await page.goto(`${brandUrl(id)}${BASE}/no-such-page`);
      await expect(page.getByRole('heading', { level: 1, name: text(id, 'common', 'notFound>heading') })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${brandUrl(id)}${BASE}/404`);
      await expect(page.getByRole('heading', { level: 1, name: text(id, 'common', 'notFound>heading') })).toBeVisible();
    });

    test('in a frame the header and footer are hidden', async ({ page }) => {
      await openFramed(page, brandUrl(id));
      const frame = page.frameLocator('iframe');
      await expect(frame.getByRole('heading', { level: 1, name: text(id, 'common', 'loan>heading') })).toBeVisible();
      await expect(frame.getByRole('banner')).toHaveCount(0);
      await expect(frame.getByRole('contentinfo')).toHaveCount(0);
    });
  });
}
