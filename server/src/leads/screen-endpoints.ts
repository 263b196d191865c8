/**
 * Which call moves an application on from each screen after the offer. A post-offer screen moves only through its
 * own endpoint (a code, consents, an offer chosen, a document, a hand-off's report); the open continue and skip
 * calls move only the screens a person may leave without that step: ID upload, whose documented alternative is
 * to send the documents later. Anything else is refused with the endpoint that moves it (docs/api.md).
 */
import { consentsPath, isConsentRoute } from '../../../contract/consents';
import { isOfferChoiceRoute, OFFER_CHOICE_SCREENS } from '../../../contract/offer-choices';
import { isOfferFormRoute } from '../../../contract/offer-form-routes';
import { OFFER_FORMS } from '../../../contract/offer-forms';
import { openBankingReturnPath, providerOfRoute } from '../../../contract/open-banking';
import { idUploadPath, mobileNumberPath, mobileVerifyPath } from '../../../contract/api-paths';

/** The post-offer screens continue and skip may move on. */
export const SKIPPABLE_ROUTES: readonly string[] = ['/id-upload'];

/** `POST /api…` of the call that moves an application on from `route` (`leadId` fills a path that names it). */
export function endpointOf(route: string, leadId: string): string {
  const path = (() => {
    if (route === '/mobile-verification') return mobileVerifyPath;
    if (route === '/change-mobile-number') return mobileNumberPath;
    if (route === '/id-upload') return idUploadPath;
    if (isConsentRoute(route)) return consentsPath(route, leadId);
    if (isOfferChoiceRoute(route)) return OFFER_CHOICE_SCREENS[route].path;
    if (isOfferFormRoute(route)) return OFFER_FORMS[route].savePath;
    const provider = providerOfRoute(route);
    return provider ? openBankingReturnPath(provider) : null;
  })();
  return path ? `POST /api${path}` : 'its own screen';
}
