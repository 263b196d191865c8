/**
 * The flow's first step is rendered at build time (docs/decisions/0009-first-step-code-on-intent.md). Reading it
 * and typing into it need no script; its form code (step page, form engine, validation, lead API: about 64 KB
 * gzip) is only needed once someone uses it. So on a fresh visit that code is held back until a person shows
 * they are there (a touch, a pointer, a key, focus, a scroll), then it loads and takes over the page in place.
 * Answers typed meanwhile are read from the page when it takes over (`heldForm`), and a press of the button
 * meanwhile is carried out once it has (`stepTookOver`).
 */

/** What counts as a person being there. Lighthouse and other page loaders send none of these. */
export const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

type Hold = { path: string; form: HTMLFormElement | null; submitted: boolean; stop: () => void };

let hold: Hold | null = null;
let wanted: Promise<void> = Promise.resolve();

/**
 * Holds the step code of the build-time rendered `path` until intent. Until the step has taken over, a submit
 * of its form is stopped before anything else sees it (no native submit, no half-hydrated handler) and
 * remembered.
 */
export function holdStepCode(root: HTMLElement, path: string, target: Window = window): void {
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
    stop: () => {
      onIntent();
      target.removeEventListener('submit', onSubmit, true);
    },
  };
}

/** Resolves when the held step's code may load (at once when nothing is held). */
export const stepCodeWanted = (): Promise<void> => wanted;

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
