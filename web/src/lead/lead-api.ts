import { leadStatusPath } from '../../../contract/api-paths';
import type { StatusAnswer } from '../../../contract/api-answers';
import { api } from '../app/api';

/**
 * The lead's status read (behaviour §7), for the screens after the form: polling and catching up with another tab.
 * The lead writes need no cache and are plain requests (`lead-writes.ts`).
 */
export const leadApi = api.injectEndpoints({
  endpoints: (build) => ({
    leadStatus: build.query<StatusAnswer, string>({ query: (id) => leadStatusPath(id) }),
  }),
});
