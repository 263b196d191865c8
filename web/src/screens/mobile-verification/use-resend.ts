import { useEffect, useState } from 'react';
import { RESEND_COOLDOWN_SECONDS } from '../../../../contract/mobile-verification';
import { useResendCodeMutation } from './mobile-api';

export type ResendState = 'idle' | 'sent' | 'failed';

/**
 * A new code, once the last is `RESEND_COOLDOWN_SECONDS` old: the seconds still to wait (counted from the screen's
 * arrival, when the server sent the first, and from each new code), and what the last ask gave. `onSent` runs when a
 * new code has gone.
 */
export function useResend(leadId: string | null, onSent: () => void = () => undefined) {
  const [resend] = useResendCodeMutation();
  const [until, setUntil] = useState(() => Date.now() + RESEND_COOLDOWN_SECONDS * 1000);
  const [now, setNow] = useState(() => Date.now());
  const [state, setState] = useState<ResendState>('idle');
  const wait = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (wait === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [wait]);

  const ask = async () => {
    if (!leadId || wait > 0) return;
    setState('idle');
    try {
      const { resendAfterSeconds } = await resend({ leadId }).unwrap();
      setState('sent');
      setUntil(Date.now() + resendAfterSeconds * 1000);
      onSent();
    } catch (error) {
      const retry = (error as { status?: unknown; data?: { retryAfterSeconds?: unknown } }).data
        ?.retryAfterSeconds;
      if (typeof retry === 'number') setUntil(Date.now() + retry * 1000);
      else setState('failed');
    }
    setNow(Date.now());
  };
  return { wait, state, ask };
}
