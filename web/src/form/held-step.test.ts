// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { heldForm, holdStepCode, INTENT_EVENTS, loadStepCode, stepCodeWanted, stepTookOver } from './held-step';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

function page() {
  document.body.innerHTML =
    '<div id="root"><form class="step-form" method="post"><input id="first-name"><button>Go</button></form></div><form id="other"></form>';
  return {
    root: document.getElementById('root')!,
    form: document.querySelector<HTMLFormElement>('form.step-form')!,
    other: document.getElementById('other') as HTMLFormElement,
  };
}

const submit = (form: HTMLFormElement) => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
};

describe('held step code', () => {
  afterEach(() => stepTookOver('/personal-details'));

  it('is wanted at once when nothing is held', async () => {
    expect(await settled(stepCodeWanted())).toBe(true);
    expect(heldForm('/personal-details')).toBeNull();
  });

  it.each(INTENT_EVENTS)('is wanted after the first %s, not before', async (type) => {
    const { root, form } = page();
    holdStepCode(root, '/personal-details', () => 'Offline: kept');
    expect(await settled(stepCodeWanted())).toBe(false);
    expect(heldForm('/personal-details')).toBe(form);
    expect(heldForm('/contact-details')).toBeNull();
    window.dispatchEvent(new Event(type));
    expect(await settled(stepCodeWanted())).toBe(true);
  });

  it('stops a submit of the held form, remembers it, and hands it over once; other forms are left alone', async () => {
    const { root, form, other } = page();
    holdStepCode(root, '/personal-details', () => 'Offline: kept');
    let reachedPage = false;
    root.addEventListener('submit', () => (reachedPage = true));
    expect(submit(form).defaultPrevented).toBe(true);
    expect(reachedPage).toBe(false);
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(await settled(stepCodeWanted())).toBe(true);
    expect(submit(other).defaultPrevented).toBe(false);

    expect(stepTookOver('/contact-details')).toBe(false);
    expect(stepTookOver('/personal-details')).toBe(true);
    expect(form.hasAttribute('aria-busy')).toBe(false);
    expect(stepTookOver('/personal-details')).toBe(false);
    expect(heldForm('/personal-details')).toBeNull();
    // Taken over: the page's own handler gets the next submit.
    submit(form);
    expect(reachedPage).toBe(true);
  });

  it('retries a failed download while the page holds answers, says so, and takes the notice away on success', async () => {
    const { root, form } = page();
    holdStepCode(root, '/personal-details', () => 'Offline: kept');
    window.dispatchEvent(new Event('focusin'));
    let attempts = 0;
    const loaded = loadStepCode(() => (++attempts < 3 ? Promise.reject(new Error('network')) : Promise.resolve('code')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(attempts).toBe(1);
    const notice = root.querySelector('[role="alert"]');
    expect(notice?.textContent).toBe('Offline: kept');
    expect(notice?.nextElementSibling).toBe(form);
    // Back online: the next attempt at once (not after the 1 s wait), then the third after its own wait.
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(attempts).toBe(2);
    window.dispatchEvent(new Event('online'));
    expect(await loaded).toBe('code');
    expect(attempts).toBe(3);
    expect(root.querySelector('[role="alert"]')).toBeNull();
  });

  it('fails like any screen when nothing is held', async () => {
    await expect(loadStepCode(() => Promise.reject(new Error('network')))).rejects.toThrow('network');
  });
});
