/** True when the page runs inside another page's frame (a cross-origin parent makes `top` unreadable). */
export function isEmbedded(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}
