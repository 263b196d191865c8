import { brand, numberFormats } from 'virtual:brand';
import { firstScreenResources } from 'virtual:first-screen-strings';
import 'virtual:brand-theme.css';
import './styles/index.css';
import { createI18n } from './i18n/i18n';
import { installNumberFormats } from './lib/format';
import { showStartFailure } from './app/start-failure';

// The page formats its numbers with the patterns read at build time: no Intl object at load (lib/number-pattern.ts).
installNumberFormats(numberFormats);
const container = document.getElementById('finceptiv-root');
if (!container) throw new Error('Root container "#finceptiv-root" not found in the DOM.');
const i18n = createI18n({ lng: brand.locale, bundled: firstScreenResources });

/** The browser's task scheduler, where it has one (`scheduler.yield`: Chromium). */
const browserScheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
/**
 * A task boundary: start-up runs as several short tasks, not one long one, so the page answers input between
 * them. `scheduler.yield` resumes ahead of other queued work; elsewhere a zero-delay timer ends the task.
 */
const nextTask = (): Promise<void> =>
  browserScheduler?.yield ? browserScheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The page's script comes in three parts, each started in a task of its own: this entry (strings and number
 * formats), React's DOM renderer (framework.ts), then the app (start.tsx). All three are fetched at once.
 */
const run = async (): Promise<void> => {
  await nextTask();
  const framework = await import('./framework');
  await nextTask();
  const { start } = await import('./start');
  await nextTask();
  await start({ container, i18n, framework, nextTask });
};

run().catch((error: unknown) => showStartFailure(container, (key) => i18n.t(key), error));
