import type { Environment } from '../../../brands/schema';

/**
 * What the reference API serves beside the product in each mode (docs/decisions/0042-two-modes.md). The one place
 * that decides it: the decision engine, the app's routes, the providers, the API docs and the start-up checks read
 * it here (`app.settings.mode`); the mobile verification takes 000000 where `appEnv` is development, as `fixedCode`.
 */
export interface ModeFeatures {
  /** The email-address triggers (`accept+…`, `goto-<screen>+…`) choose the decision (decision/triggers.ts). */
  triggers: boolean;
  /** The stand-in providers under `/provider/…`, with their in-code client ids and secrets (providers/). */
  standIns: boolean;
  /** The mobile verification also takes the fixed code 000000. */
  fixedCode: boolean;
  /** Swagger UI at /api/docs. */
  apiDocs: boolean;
  /** The test-only inspection routes may be turned on (TEST_ROUTES=1). */
  testRoutesAllowed: boolean;
}

const NONE = { triggers: false, standIns: false, fixedCode: false, apiDocs: false } as const;

const MODES: Readonly<Record<Environment, Readonly<ModeFeatures>>> = {
  // The demo (`npm start`) and the end-to-end suite: every screen can be reached on purpose, no provider needed.
  development: { triggers: true, standIns: true, fixedCode: true, apiDocs: true, testRoutesAllowed: true },
  // A rehearsal of production: the same decisions and providers; the inspection routes may be turned on.
  staging: { ...NONE, testRoutesAllowed: true },
  production: { ...NONE, testRoutesAllowed: false },
};

/** What the mode `appEnv` serves. */
export const modeFeatures = (appEnv: Environment): Readonly<ModeFeatures> => MODES[appEnv];

/** The mode in one line, the server's first log line: "development mode: demo triggers, stand-in providers, …". */
export function modeLine(appEnv: Environment): string {
  const f = modeFeatures(appEnv);
  const served = [
    f.triggers && 'demo triggers (accept+, goto-<screen>+ addresses)',
    f.standIns && 'stand-in providers (/provider/)',
    f.fixedCode && 'verification code 000000',
    f.apiDocs && 'API docs at /api/docs',
  ].filter(Boolean);
  return served.length
    ? `${appEnv} mode: ${served.join(', ')}`
    : `${appEnv} mode: no demo triggers, no stand-in providers, no fixed code, no /api/docs`;
}
