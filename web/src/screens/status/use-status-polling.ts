import { useEffect, useState } from 'react';
import { routeForState } from '../../progress/state-map';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { useNavigate } from '../../lib/router';
import { applyLeadStatus } from '../../lead/apply-status';
import type { StatusAnswer } from '../../../../contract/api-answers';
import { leadApi } from '../../lead/lead-api';

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 8000;
const MAX_FAILURES = 5;

/** An answer the screen can act on: the server's status with an integer state (anything else is a failed poll). */
const isLeadStatus = (value: unknown): value is StatusAnswer =>
  typeof value === 'object' && value !== null && Number.isInteger((value as { state?: unknown }).state);

/**
 * Polls the lead's status with backoff (1 s, then ×1.5 up to 8 s) until the server's state moves on, then records
 * the progress change (after-offer states replace the history entry). Stops on a final state, when the screen
 * unmounts, and after five failures in a row; `retry` starts again.
 */
export function useStatusPolling() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const id = useAppSelector((s) => s.leadApplication.applicationData.id);
  const [failures, setFailures] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [polls, setPolls] = useState(0);

  useEffect(() => {
    if (typeof id !== 'string' || failures >= MAX_FAILURES) return;
    let stopped = false;
    let timer: number | undefined;
    let delay = FIRST_DELAY_MS;
    let misses = failures;
    // The API slice is injected lazily (app/api.ts) and has no state until an action has gone through the
    // reducer: on a page opened at /checking, the first `initiate` would resolve `undefined` without a request
    // and count as a failure. Any action initialises it.
    dispatch({ type: 'checking/started' });
    const poll = async () => {
      const request = dispatch(
        leadApi.endpoints.leadStatus.initiate(id, { forceRefetch: true, subscribe: false }),
      );
      try {
        const status: unknown = await request.unwrap();
        if (stopped) return;
        if (!isLeadStatus(status)) throw new Error('Unexpected lead status answer');
        misses = 0;
        setPolls((n) => n + 1);
        const route = routeForState(status.state);
        if (route !== '/checking' && applyLeadStatus(dispatch, status)) {
          // The state was already recorded (Back onto this screen after the server had moved on): no route change
          // was recorded, so the screen of that state is opened here.
          if (store.getState().leadApplication.routeChange === null) navigate(route!, { replace: true });
          return;
        }
      } catch {
        if (stopped) return;
        misses += 1;
        setFailures(misses);
        if (misses >= MAX_FAILURES) return;
      }
      delay = Math.min(MAX_DELAY_MS, delay * 1.5);
      timer = window.setTimeout(() => void poll(), delay);
    };
    timer = window.setTimeout(() => void poll(), FIRST_DELAY_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
    // `failures` restarts polling only through "Check again" (attempt).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, attempt, dispatch, store, navigate]);

  const retry = () => {
    setFailures(0);
    setAttempt((n) => n + 1);
  };
  return { hasApplication: typeof id === 'string', gaveUp: failures >= MAX_FAILURES, polls, retry };
}
