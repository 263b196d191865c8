import type { Page, TestInfo } from '@playwright/test';

/**
 * After a failed test: whether the page still draws frames. A click that waits for its element "to be visible,
 * enabled and stable" and never logs "element is not stable" is waiting for an animation frame that never comes (a
 * moving element logs that line at every frame and is tried again); a layout shift never does that. This says
 * which it was, without a trace: the page's visibility, and whether an animation frame arrives within a second.
 */
export async function frameCheck(page: Page, testInfo: TestInfo): Promise<void> {
  if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
  const state = await Promise.race([
    page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const since = performance.now();
          const timer = setTimeout(() => resolve(`no animation frame in 1000 ms (${document.visibilityState})`), 1000);
          requestAnimationFrame(() => {
            clearTimeout(timer);
            resolve(`an animation frame after ${Math.round(performance.now() - since)} ms (${document.visibilityState})`);
          });
        }),
    ),
    new Promise<string>((resolve) => setTimeout(() => resolve('the page did not answer in 5 s'), 5000)),
  ]).catch((error: unknown) => `the page could not be asked: ${String(error)}`);
  await testInfo.attach('frame-check', { body: state, contentType: 'text/plain' });
  console.log(`frame check (${testInfo.title}): ${state}`);
}
