import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { CONTINUE_ROUTE } from '../../../../contract/state-map';
import { routeForState } from '../../progress/state-map';
import { profileRules } from '../../lead/backend-profile';
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

/** How a link that does not resume ends: unknown to the server, or already opened in another browser (410). */
function endOf(error: unknown, valid: boolean): 'notFound' | 'openedElsewhere' | undefined {
  if (!valid) return 'notFound';
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 0;
  if (status === 410) return 'openedElsewhere';
  return status === 400 || status === 404 ? 'notFound' : undefined;
}

/**
 * /continue/{id}: a link from an email or a message resumes a lead. Under the `keyed` profile the `{id}` is a token,
 * single use and expiring (docs/decisions/0013): opening it gives this browser the lead, and another browser that
 * opens it later is told to continue where it was first opened. Under `spec` it is the lead id, asked about as it
 * is (contract/backend-profile.ts). The server says where the application stands; the app goes there (the route
 * change of behaviour §4). A different lead than the one in this browser replaces it; the same one keeps its
 * answers. The link's transaction reference is passed on. Once the link has ended (`link-ended`), header and
 * footer show again over the continue path's fade (screens/links/links.css).
 */
export function ContinueScreen() {
  const { t } = useTranslation('screens');
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const token = usePath().slice(CONTINUE_ROUTE.length + 1);
  const valid = profileRules().continueParam.test(token);
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

  const ended = endOf(error, valid);
  return (
    <main id="main" className={ended ? 'page link-ended' : 'page'}>
      <StepHeading>{t('continue>heading')}</StepHeading>
      {ended ? (
        <>
          <p role="alert">{t(`continue>${ended}`)}</p>
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
