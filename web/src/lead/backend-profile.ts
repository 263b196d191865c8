import { brand } from 'virtual:brand';
import {
  isBackendProfile,
  PROFILE_META_NAME,
  PROFILE_RULES,
  type BackendProfile,
  type ProfileRules,
} from '../../../contract/backend-profile';

let current: BackendProfile | undefined;

/**
 * The backend profile this page calls in (contract/backend-profile.ts): the one the page's server wrote into its
 * `<meta name="backend-profile">` (the reference API writes its own), else the build's. Read once.
 */
export function backendProfile(): BackendProfile {
  if (current) return current;
  const meta =
    typeof document === 'undefined'
      ? null
      : document.querySelector(`meta[name="${PROFILE_META_NAME}"]`)?.getAttribute('content');
  current = isBackendProfile(meta) ? meta : brand.backendProfile;
  return current;
}

/** What the profile asks of the page: the Authorization header, the continue link's form. */
export const profileRules = (): ProfileRules => PROFILE_RULES[backendProfile()];

/** Tests: read the page's profile again. */
export function forgetBackendProfile(): void {
  current = undefined;
}
