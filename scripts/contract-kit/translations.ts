import { NAMESPACES } from '../../contract/i18n-namespaces';
import type { Report } from './client';

/**
 * The translation files (behaviour §7 `/locales/{lng}/{ns}.json`): served with the built brand by its site, not
 * by the lead API, so checked only when the site is named.
 */
export async function translations(report: Report, site: string | undefined, locale: string): Promise<void> {
  if (!site) {
    report.skip(
      'GET /application-frontend/locales/{lng}/{ns}.json',
      "translations are the site's, not the backend's: name it with --site to check them",
    );
    return;
  }
  for (const ns of NAMESPACES) {
    const path = `/application-frontend/locales/${locale}/${ns}.json`;
    const res = await fetch(new URL(path, site));
    const body: unknown = res.ok ? await res.json().catch(() => undefined) : undefined;
    if (typeof body === 'object' && body !== null) report.pass(`GET ${path} (translations)`, `${res.status}`);
    else report.fail(`GET ${path} (translations)`, `status ${res.status}, the page needs a JSON object`);
  }
}
