import { useEffect, useRef, useState } from 'react';
import {
  OPEN_BANKING_ROUTES,
  type OpenBankingProvider,
  type Refusal,
} from '../../../../contract/open-banking';
import { useAppDispatch } from '../../app/hooks';
import { isAnswer, useAttempts } from '../../lead/attempt';
import { useCatchUp } from '../../lead/catch-up';
import { applyLeadStatus } from '../../lead/apply-status';
import { forgetHandoffReturn, leaveFor, takeHandoffReturn, type ReturnParams } from './handoff-return';
import { useOtherWayMutation, useReturnHandoffMutation, useStartHandoffMutation } from './open-banking-api';

/** What the screen says went wrong: a key under `openBanking>problems`. */
export type Problem = 'failed' | 'cancelled' | 'expired' | 'refused' | 'pending' | 'unreachable';

const BY_REFUSAL: Record<Refusal, Problem> = {
  unknown: 'refused',
  unverified: 'refused',
  used: 'refused',
  expired: 'expired',
  pending: 'pending',
};

/** The problem of a failed call: the server's refusal, else a fault of ours or of the connection. */
function problemOf(error: unknown): Problem {
  const data = (error as { data?: { code?: unknown } }).data;
  const code = typeof data?.code === 'string' ? (data.code as Refusal) : undefined;
  return code && code in BY_REFUSAL ? BY_REFUSAL[code] : 'unreachable';
}

/** Sends what the return address carried, once, for `leadId`; success moves the application on. */
function useSendReturn(
  provider: OpenBankingProvider,
  leadId: string | null,
  returned: ReturnParams | null,
  fail: (p: Problem) => void,
) {
  const dispatch = useAppDispatch();
  const [sendReturn] = useReturnHandoffMutation();
  const sent = useRef(false);
  const attempt = useAttempts();
  /** The application moved elsewhere meanwhile (409 without a code): its screen shows. */
  const catchUp = useCatchUp(OPEN_BANKING_ROUTES[provider], leadId);

  const send = (id: string, params: ReturnParams, checking: () => void) => {
    checking();
    sendReturn({ provider, leadId: id, params, idempotencyKey: attempt.keyFor([provider, id, params]) })
      .unwrap()
      .then(
        (answer) => {
          attempt.answered();
          return answer.outcome === 'success'
            ? applyLeadStatus(dispatch, answer.status)
            : fail(answer.outcome === 'cancelled' ? 'cancelled' : 'failed');
        },
        async (error: unknown) => {
          if (isAnswer(error)) attempt.answered();
          const moved = (error as { status?: unknown }).status === 409 && problemOf(error) === 'unreachable';
          if (moved && (await catchUp(id))) return;
          fail(problemOf(error));
        },
      );
  };

  useEffect(() => {
    if (!returned || !leadId || sent.current) return;
    sent.current = true;
    forgetHandoffReturn();
    send(leadId, returned, () => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the return the page was opened with
  }, [leadId]);
  return send;
}

/**
 * One open-banking hand-off: what the return address carried is sent to the server once (only its answer counts);
 * `begin` starts a new hand-off and leaves for the provider; `otherWay` takes the screen's other way. A problem
 * keeps the applicant here with "try again" and the other way.
 */
export function useOpenBanking(provider: OpenBankingProvider, leadId: string | null) {
  const dispatch = useAppDispatch();
  const [start] = useStartHandoffMutation();
  const [takeOtherWay] = useOtherWayMutation();
  const [returned] = useState<ReturnParams | null>(() => takeHandoffReturn(OPEN_BANKING_ROUTES[provider]));
  const [busy, setBusy] = useState<'starting' | 'checking' | 'leaving' | null>(returned ? 'checking' : null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [failures, setFailures] = useState(0);
  const attempt = useAttempts();

  const fail = (p: Problem) => {
    setProblem(p);
    setFailures((n) => n + 1);
    setBusy(null);
  };
  const send = useSendReturn(provider, leadId, returned, fail);
  /** Instantor's frame, while it is open: its address and the state its end is asked about. */
  const [frame, setFrame] = useState<{ url: string; state: string } | null>(null);
  const frameEnded = () => {
    if (!frame || !leadId) return;
    setFrame(null);
    send(leadId, { state: frame.state }, () => setBusy('checking'));
  };
  const frameTimedOut = () => {
    setFrame(null);
    fail('expired');
  };

  const begin = async () => {
    if (!leadId || busy) return;
    setBusy('starting');
    try {
      const idempotencyKey = attempt.keyFor(['start', provider, leadId]);
      const { url, state } = await start({ provider, leadId, idempotencyKey }).unwrap();
      attempt.answered();
      if (state === undefined) {
        setBusy('leaving');
        return leaveFor(url);
      }
      setProblem(null);
      setBusy(null);
      setFrame({ url, state });
    } catch (error) {
      if (isAnswer(error)) attempt.answered();
      fail('unreachable');
    }
  };
  const otherWay = async () => {
    if (!leadId || busy) return;
    setBusy('leaving');
    try {
      const idempotencyKey = attempt.keyFor(['other-way', provider, leadId]);
      const status = await takeOtherWay({ provider, leadId, idempotencyKey }).unwrap();
      attempt.answered();
      applyLeadStatus(dispatch, status);
    } catch (error) {
      if (isAnswer(error)) attempt.answered();
      fail('unreachable');
    }
  };
  return { busy, problem, failures, begin, otherWay, frame, frameEnded, frameTimedOut };
}
