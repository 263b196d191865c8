import { useAppDispatch } from '../app/hooks';
import { applyLeadStatus } from './apply-status';
import { leadApi } from './lead-api';

/**
 * Another tab or device answered first (409): the application's status is read again and, when it has moved on
 * from `route`, the screen of where it now stands shows. Answers whether it moved; when it did not, or the status
 * cannot be read, the caller shows its own failure.
 */
export function useCatchUp(route: string, leadId: string | null): (id?: string) => Promise<boolean> {
  const dispatch = useAppDispatch();
  return async (id = leadId ?? undefined) => {
    if (!id) return false;
    const read = dispatch(
      leadApi.endpoints.leadStatus.initiate(id, { forceRefetch: true, subscribe: false }),
    );
    const status = await read.unwrap().catch(() => null);
    return status !== null && status.route !== route && applyLeadStatus(dispatch, status);
  };
}
