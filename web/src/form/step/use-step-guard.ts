import { useEffect, useMemo } from 'react';
import { CONTINUE_ROUTE } from '../../../../contract/state-map';
import { progressState, routeForState } from '../../progress/state-map';
import { useAppSelector } from '../../app/hooks';
import { useNavigate } from '../../lib/router';
import { reachableStep } from './reachability';
import type { FlowStep } from './flow-step';

/**
 * Whether the step may show. A submitted application (Back after checking, an offer screen or the result) shows the
 * screen where it stands again, so no answer is sent after the submission (the server would refuse it: 409); a step
 * not reachable yet (opened from the address bar or an old bookmark) shows the furthest one the answers allow, or
 * the server's state (a lead resumed from a link). Returns false while it moves on.
 */
export function useStepGuard(steps: readonly FlowStep[], index: number): boolean {
  const navigate = useNavigate();
  const application = useAppSelector((s) => s.leadApplication.applicationData);
  const serverStep = useAppSelector((s) => steps.findIndex((x) => x.path === routeForState(s.leadApplication.progressState)));
  // Every step's answers are checked: once per change of the application, not on every change of the store.
  const reachable = useMemo(() => Math.max(reachableStep(steps, application), serverStep), [steps, application, serverStep]);
  const closedRoute = useAppSelector((s) => {
    const state = progressState(s.leadApplication.progressState);
    const submitted = state && (state.final || (state.phase === 'post-offer' && state.route !== CONTINUE_ROUTE));
    return submitted ? state.route : null;
  });
  useEffect(() => {
    if (closedRoute) navigate(closedRoute, { replace: true });
    else if (index > reachable) navigate(steps[reachable]!.path, { replace: true });
  }, [closedRoute, index, reachable, steps, navigate]);
  return !closedRoute && index <= reachable;
}
