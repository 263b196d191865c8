/**
 * Behaviour §4 "Embedded mode": the page posts its height to the parent as { type: 'FORM_HEIGHT', height } on
 * load, 100 ms after load and on size change (debounced 100 ms), only when the height moved by more than
 * 10 px. Research item 4: the message carries the height only, and goes only to an allowlisted parent
 * origin, never to '*'.
 */

export const FRAME_HEIGHT_MESSAGE_TYPE = 'FORM_HEIGHT';
export const HEIGHT_THRESHOLD_PX = 10;
export const DEFAULT_DEBOUNCE_MS = 100;

export interface FrameHeightMessage {
  type: typeof FRAME_HEIGHT_MESSAGE_TYPE;
  height: number;
}

export function shouldPostHeight(
  lastPosted: number | null,
  height: number,
  thresholdPx = HEIGHT_THRESHOLD_PX,
): boolean {
  if (!Number.isFinite(height) || height < 0) return false;
  return lastPosted === null || Math.abs(height - lastPosted) > thresholdPx;
}

export function frameHeightMessage(height: number): FrameHeightMessage {
  return { type: FRAME_HEIGHT_MESSAGE_TYPE, height: Math.ceil(height) };
}

/** An origin ('https://host[:port]') or null for anything that is not an http(s) URL. */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return parsed.origin;
  } catch {
    return null;
  }
}

/**
 * The parent's origin when it is on the brand's embeddingOrigins allowlist, else null (do not post).
 * ancestorOrigins (Chromium, WebKit) names the real parent; document.referrer is the fallback (Firefox),
 * and may be empty under a strict Referrer-Policy, in which case nothing is posted.
 */
export function chooseTargetOrigin(input: {
  referrer: string | null | undefined;
  ancestorOrigins?: ArrayLike<string> | null | undefined;
  allowlist: readonly string[];
}): string | null {
  const allowed = new Set(input.allowlist.map(originOf).filter((o): o is string => o !== null));
  const ancestors = input.ancestorOrigins;
  const parent = ancestors && ancestors.length > 0 ? originOf(ancestors[0]) : originOf(input.referrer);
  return parent !== null && allowed.has(parent) ? parent : null;
}

/** The slice of `window` the reporter uses; the real window satisfies it. */
export interface FrameHost {
  parent: { postMessage(message: FrameHeightMessage, targetOrigin: string): void };
  document: {
    referrer: string;
    readyState: DocumentReadyState;
    documentElement: Element;
  };
  location: { ancestorOrigins?: ArrayLike<string> | undefined };
  addEventListener(type: 'load' | 'resize', listener: () => void): void;
  removeEventListener(type: 'load' | 'resize', listener: () => void): void;
  setTimeout(handler: () => void, timeout: number): number;
  clearTimeout(id: number | undefined): void;
  ResizeObserver?: typeof ResizeObserver | undefined;
}

export interface FrameHeightReporterOptions {
  win: FrameHost;
  allowlist: readonly string[];
  debounceMs?: number;
}

function measure(win: FrameHost): number {
  // The html element's own box: scrollHeight would be at least the frame's viewport and never shrink.
  return Math.ceil(win.document.documentElement.getBoundingClientRect().height);
}

/** Starts reporting when embedded under an allowlisted parent; returns a stop function (a no-op otherwise). */
export function startFrameHeightReporter(options: FrameHeightReporterOptions): () => void {
  const { win, allowlist, debounceMs = DEFAULT_DEBOUNCE_MS } = options;
  if ((win.parent as unknown) === win) return () => {};
  const targetOrigin = chooseTargetOrigin({
    referrer: win.document.referrer,
    ancestorOrigins: win.location.ancestorOrigins,
    allowlist,
  });
  if (targetOrigin === null) return () => {};

  let lastPosted: number | null = null;
  let afterLoadTimer: number | undefined;
  let debounceTimer: number | undefined;
  let stopped = false;
  let observer: ResizeObserver | undefined;

  const post = (): void => {
    if (stopped) return;
    const height = measure(win);
    if (!shouldPostHeight(lastPosted, height)) return;
    lastPosted = height;
    win.parent.postMessage(frameHeightMessage(height), targetOrigin);
  };
  const onResize = (): void => {
    win.clearTimeout(debounceTimer);
    debounceTimer = win.setTimeout(post, debounceMs);
  };
  const onLoad = (): void => {
    post();
    win.clearTimeout(afterLoadTimer);
    afterLoadTimer = win.setTimeout(post, debounceMs);
  };

  if (win.document.readyState === 'complete') onLoad();
  else win.addEventListener('load', onLoad);

  if (win.ResizeObserver) {
    observer = new win.ResizeObserver(onResize);
    observer.observe(win.document.documentElement);
  } else {
    win.addEventListener('resize', onResize);
  }

  return () => {
    stopped = true;
    win.removeEventListener('load', onLoad);
    win.removeEventListener('resize', onResize);
    observer?.disconnect();
    win.clearTimeout(afterLoadTimer);
    win.clearTimeout(debounceTimer);
  };
}
