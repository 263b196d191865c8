import { useEffect } from 'react';
import { progressState, stateForRoute } from '../../progress/state-map';
import { useAppSelector } from '../../app/hooks';
import { useNavigate } from '../../lib/router';

/**
 * Whether a screen of the offer (a state the server moves the application into) may show, and the lead it is
 * for. Without an application in this browser the checking screen says so; once the server has moved past the
 * screen (`routes`: the screen's own and the ones it opens), the screen of the current state shows instead, so
 * Back or a reload never shows a step already done.
 */
export function useOfferScreen(routes: readonly string[]): { shown: boolean; leadId: string | null } {
  const navigate = useNavigate();
  const leadId = useAppSelector((s) => {
    const id = s.leadApplication.applicationData.id;
    return typeof id === 'string' ? id : null;
  });
  const current = useAppSelector((s) => progressState(s.leadApplication.progressState));
  const own = current !== undefined && routes.some((route) => stateForRoute(route) === current.state);
  // A state the server has moved on to wins: an accepted application leaves this browser's answers (its id too),
  // and the accepted screen, not the checking screen, is where it now stands.
  const elsewhere = own ? (leadId ? null : '/checking') : (current?.route ?? (leadId ? '/' : '/checking'));
  useEffect(() => {
    if (elsewhere) navigate(elsewhere, { replace: true });
  }, [elsewhere, navigate]);
  return { shown: elsewhere === null, leadId };
}
