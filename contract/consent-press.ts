/**
 * A press of the consent banner before the app runs it (docs/decisions/0036-consent-and-tags.md): the banner is in
 * the page's HTML from the build, so on a slow network it shows seconds before its code. The head's script keeps
 * the press and shows the button busy; the banner carries the press out when it starts. Plain strings: the banner
 * is on the first screen.
 */

/** On a banner button: the choice it makes (`accept-all`, `reject-all`, `choose`). */
export const CONSENT_ACTION_ATTRIBUTE = 'data-consent-action';
/** Set on <html> by the banner once the app runs it: presses go to its handlers from then. */
export const CONSENT_LIVE_ATTRIBUTE = 'data-consent-live';
/** Set on <html> when a banner button was pressed before the app ran the banner: the press to carry out. */
export const CONSENT_PENDING_ATTRIBUTE = 'data-consent-pending';

/** The head script's part that keeps such a press (`h` is <html>; inside the script's try). */
export const CONSENT_PRESS_SCRIPT =
  `document.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("[${CONSENT_ACTION_ATTRIBUTE}]");` +
  `if(!b||h.hasAttribute(${JSON.stringify(CONSENT_LIVE_ATTRIBUTE)}))return;` +
  `h.setAttribute(${JSON.stringify(CONSENT_PENDING_ATTRIBUTE)},b.getAttribute(${JSON.stringify(CONSENT_ACTION_ATTRIBUTE)}));` +
  `b.setAttribute("aria-busy","true")},true);`;
