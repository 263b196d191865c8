// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  markReady,
  PENDING_SUBMIT_ATTRIBUTE,
  prerenderedForm,
  READY_ATTRIBUTE,
  takePendingSubmit,
} from './early-input';

function page(prerendered: string) {
  document.body.innerHTML =
    `<div id="finceptiv-root" data-prerendered="${prerendered}"><form class="step-form" method="post">` +
    '<input id="first-name"><button type="submit">Go</button></form></div>';
  return document.querySelector<HTMLFormElement>('form.step-form')!;
}

describe('early input on the build-time rendered first step', () => {
  afterEach(() => document.documentElement.removeAttribute(READY_ATTRIBUTE));

  it('finds the build-time form of the path until the page is ready', () => {
    const form = page('/personal-details');
    expect(prerenderedForm('/personal-details')).toBe(form);
    expect(prerenderedForm('/contact-details')).toBeNull();
    markReady();
    expect(document.documentElement.hasAttribute(READY_ATTRIBUTE)).toBe(true);
    expect(prerenderedForm('/personal-details')).toBeNull();
  });

  it('takes a press made before the code ran once, and clears the busy button', () => {
    const form = page('/personal-details');
    expect(takePendingSubmit(form)).toBe(false);
    form.setAttribute(PENDING_SUBMIT_ATTRIBUTE, '');
    form.querySelector('button')!.setAttribute('aria-busy', 'true');
    expect(takePendingSubmit(form)).toBe(true);
    expect(form.querySelector('button')!.hasAttribute('aria-busy')).toBe(false);
    expect(takePendingSubmit(form)).toBe(false);
    expect(takePendingSubmit(null)).toBe(false);
  });
});
