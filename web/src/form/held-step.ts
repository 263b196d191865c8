/**
 * The flow's first step is rendered at build time (docs/decisions/0009-first-step-code-on-intent.md). Reading it
 * and typing into it need no script; its form code (step page, form engine, validation, lead API: about 64 KB
 * gzip) is only needed once someone uses it. So on a fresh visit that code is held back until a person shows
 * they are there (a touch, a pointer, a key, focus, a scroll), then it loads and takes over the page in place.
 * Answers typed meanwhile are read from the page when it takes over (`heldForm`), and a press of the button
 * meanwhile is carried out once it has (`stepTookOver`). A download that fails meanwhile (a tunnel, a dropped
 * connection) is tried again and the page says so; it never replaces the page, and what was typed, with an error.
 */

/** What counts as a person being there. Lighthouse and other page loaders send none of these. */
export const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;
/** Waits before the next download attempt of held code; the last repeats. The browser's `online` event cuts it short. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 10_000] as const;

type Hold = {
  path: string;
  form: HTMLFormElement | null;
  submitted: boolean;
  /** The text shown while the code cannot be downloaded. */
  offlineText: () => string;
  notice: HTMLElement | null;
  target: Window;
  stop: () => void;
};

let hold: Hold | null = null;
let wanted: Promise<void> = Promise.resolve();

/**
 * Holds the step code of the build-time rendered `path` until intent. Until the step has taken over, a submit
 * of its form is stopped before anything else sees it (no native submit, no half-hydrated handler) and
 * remembered.
 */
export function holdStepCode(root: HTMLElement, path: string, offlineText: () => string, target: Window = window): void {
  let release!: () => void;
  wanted = new Promise<void>((resolve) => (release = resolve));
  const options = { capture: true, passive: true } as const;
  const onIntent = () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, onIntent, options);
    release();
  };
  const form = root.querySelector<HTMLFormElement>('form.step-form');
  const onSubmit = (event: Event) => {
    if (!hold || !form || event.target !== form) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    hold.submitted = true;
    form.setAttribute('aria-busy', 'true');
    onIntent();
  };
  for (const type of INTENT_EVENTS) target.addEventListener(type, onIntent, options);
  target.addEventListener('submit', onSubmit, true);
  hold = {
    path,
    form,
    submitted: false,
    offlineText,
    notice: null,
    target,
    stop: () => {
      onIntent();
      target.removeEventListener('submit', onSubmit, true);
    },
  };
}

/** Resolves when the held step's code may load (at once when nothing is held). */
export const stepCodeWanted = (): Promise<void> => wanted;

/** Until the next attempt: the attempt's delay, or the moment the browser reports it is back online. */
function nextAttempt(attempt: number, target: Window): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      target.clearTimeout(timer);
      target.removeEventListener('online', done);
      resolve();
    };
    const timer = target.setTimeout(done, RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]);
    target.addEventListener('online', done);
  });
}

/** An alert above the held form (outside React until the step takes over; removed before it does). */
function showOffline(h: Hold): void {
  if (h.notice || !h.form) return;
  const notice = h.form.ownerDocument.createElement('p');
  notice.setAttribute('role', 'alert');
  notice.className = 'notice notice--error';
  notice.textContent = h.offlineText();
  h.form.before(notice);
  h.notice = notice;
}

/**
 * Loads a step page's code once it is wanted. While the step is the build-time page with answers in it, a failed
 * download is tried again (sooner when the browser is back online) instead of failing; otherwise a failure is
 * the caller's, as for any screen.
 */
export async function loadStepCode<T>(load: () => Promise<T>): Promise<T> {
  await wanted;
  for (let attempt = 0; ; attempt++) {
    try {
      const code = await load();
      hold?.notice?.remove();
      if (hold) hold.notice = null;
      return code;
    } catch (error) {
      const current = hold;
      if (!current?.form?.isConnected) throw error;
      showOffline(current);
      await nextAttempt(attempt, current.target);
    }
  }
}

/** The build-time rendered form of `path` while its code has not taken over; null otherwise. */
export function heldForm(path: string): HTMLFormElement | null {
  return hold?.path === path && hold.form?.isConnected ? hold.form : null;
}

/** The step page of `path` has mounted: nothing is held any more. True when its button was pressed meanwhile. */
export function stepTookOver(path: string): boolean {
  if (hold?.path !== path) return false;
  const { submitted, stop, form } = hold;
  hold = null;
  stop();
  form?.removeAttribute('aria-busy');
  return submitted;
}
