import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { CONTINUE_ROUTE } from '../../../../contract/state-map';
import { routeForState } from '../../progress/state-map';
import { LEAD_KEY_PATTERN } from '../../../../contract/lead-key';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { StepHeading } from '../../ui/step-heading';
import { applyLeadStatus } from '../../lead/apply-status';
import {
  clearApplication,
  leadSaved,
  startupMarks,
  updateApplicationData,
} from '../../lead/lead-application-slice';
import { Link, useNavigate, usePath } from '../../lib/router';
import { useContinueLeadQuery } from './link-api';
import { Spinner } from '../../ui/spinner';

/**
 * /continue/{token}: a link from an email or a message resumes a lead. The token is single use and expires
 * (docs/decisions/0013): opening it gives this browser the lead, and the server says where the application
 * stands; the app goes there (the route change of behaviour §4). A different lead than the one in this browser
 * replaces it; the same one keeps its answers. The link's transaction reference is passed on.
 */
export function ContinueScreen() {
  const { t } = useTranslation('screens');
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const token = usePath().slice(CONTINUE_ROUTE.length + 1);
  const valid = LEAD_KEY_PATTERN.test(token);
  const [refTransactionId] = useState(
    () => new URLSearchParams(window.location.search).get('refTransactionId') ?? undefined,
  );
  const { data, error, refetch, isFetching } = useContinueLeadQuery(
    valid ? { token, refTransactionId } : skipToken,
  );

  useEffect(() => {
    if (!data) return;
    const before = store.getState().leadApplication.applicationData;
    if (before.id !== data.id) {
      dispatch(clearApplication());
      // Start-up's marks stay: without them the next page load of this tab, a provider's return included, would
      // take the lead id for another session's and drop it.
      const marks = startupMarks(before);
      if (marks.leadStatus) dispatch(updateApplicationData({ data: marks }));
    }
    dispatch(leadSaved({ id: data.id, at: Date.now() }));
    applyLeadStatus(dispatch, data);
    // Already at that state (nothing recorded): go there directly.
    if (!store.getState().leadApplication.routeChange)
      navigate(routeForState(data.state) ?? '/', { replace: true });
  }, [data, dispatch, store, navigate]);

  const notFound =
    !valid ||
    (typeof error === 'object' && 'status' in error && [400, 404, 410].includes(Number(error.status)));
  return (
    <main id="main" className="page">
      <StepHeading>{t('continue>heading')}</StepHeading>
      {notFound ? (
        <>
          <p role="alert">{t('continue>notFound')}</p>
          <Link to="/" className="button button--primary">
            {t('continue>startNew')}
          </Link>
        </>
      ) : error && !isFetching ? (
        <div role="alert">
          <p>{t('continue>failed')}</p>
          <button type="button" className="button button--primary" onClick={() => void refetch()}>
            {t('continue>retry')}
          </button>
        </div>
      ) : (
        <div className="checking" role="status">
          <Spinner />
          <p>{t('continue>body')}</p>
        </div>
      )}
    </main>
  );
}
