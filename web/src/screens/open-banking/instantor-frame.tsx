import { useEffect, useRef } from 'react';
import { HANDOFF_TTL_MS } from '../../../../contract/open-banking-routes';

/**
 * Instantor's bank log-in, embedded (docs/decisions/0032): its `processEnd` message is taken only from the frame's
 * own window and origin, and is a hint that the page should ask our server, which alone knows whether a signed
 * report arrived. Without an end in the hand-off's lifetime the frame closes as timed out.
 */
export function InstantorFrame({
  url,
  title,
  onEnd,
  onTimeout,
}: {
  url: string;
  title: string;
  onEnd: () => void;
  onTimeout: () => void;
}) {
  const ref = useRef<HTMLIFrameElement>(null);
  const handlers = useRef({ onEnd, onTimeout });
  useEffect(() => {
    handlers.current = { onEnd, onTimeout };
  });
  useEffect(() => {
    const origin = new URL(url, window.location.href).origin;
    const listener = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== ref.current?.contentWindow) return;
      const data: unknown = event.data;
      if (typeof data === 'object' && data !== null && (data as { event?: unknown }).event === 'processEnd')
        handlers.current.onEnd();
    };
    window.addEventListener('message', listener);
    const timer = window.setTimeout(() => handlers.current.onTimeout(), HANDOFF_TTL_MS);
    return () => {
      window.removeEventListener('message', listener);
      window.clearTimeout(timer);
    };
  }, [url]);
  return <iframe ref={ref} src={url} title={title} className="handoff-frame" />;
}
