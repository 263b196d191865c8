/** Tracking configurations for tests: every tag on, with ids in their vendors' formats, and none. */
import type { TrackingConfig } from '../tracking';

export const EVERY_TAG: TrackingConfig = {
  gtmId: 'GTM-ABC1234',
  googleAdsSendTo: 'AW-123456789/AbC-D_efG-h12',
  metaPixelId: '1234567890123456',
  tiktokPixelId: 'C4A1B2C3D4E5F6G7H8I9',
  posthogKey: 'phc_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
  posthogHost: 'https://eu.i.posthog.com',
};

export const NO_TAG: TrackingConfig = {
  gtmId: '',
  googleAdsSendTo: '',
  metaPixelId: '',
  tiktokPixelId: '',
  posthogKey: '',
  posthogHost: '',
};
