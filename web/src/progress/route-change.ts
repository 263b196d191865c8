import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { clearRouteChange } from '../lead/lead-application-slice';
import { useNavigate } from '../lib/router';

/** Carries out a recorded route change (push or replace) and sends the route-change signal that clears it. */
export function useRouteChange(): void {
  const change = useAppSelector((s) => s.leadApplication.routeChange);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    if (!change) return;
    navigate(change.redirectTo, { replace: change.method === 'replace' });
    dispatch(clearRouteChange());
  }, [change, dispatch, navigate]);
}
