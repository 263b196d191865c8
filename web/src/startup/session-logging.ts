import { TRUE } from '../lib/storage-keys';

export interface LoggingConfig {
  logSessionPercentage: number;
  retargeting: boolean;
  abandonment: boolean;
  sessionReplay: boolean;
}

export interface SessionLoggingInput {
  /** utm_source of the landing URL, if any. */
  utmSource: string | undefined;
  logging: LoggingConfig;
  /** The stored session-recorder block flag ('true' when blocked). */
  storedBlockedFlag: string | null;
  /** The session's stored sampling ('sampled' or 'skipped'), drawn on its first page; anything else: none yet. */
  storedSampling?: string | null;
  /** A number in [0, 1), injected so the decision is pure. */
  random: number;
}

/** A session is sampled once, on its first page: every later page records it, or none does. */
export const SAMPLING = { sampled: 'sampled', skipped: 'skipped' } as const;
export type Sampling = (typeof SAMPLING)[keyof typeof SAMPLING];

export interface SessionLoggingDecision {
  /** 'true' when this landing blocks session logging and the flag must be stored; otherwise null (leave as is). */
  writeBlockedFlag: typeof TRUE | null;
  /** The sampling drawn on this page, to store for the session; null when one was stored already. */
  writeSampling: Sampling | null;
  blocked: boolean;
  sampled: boolean;
  /** Start the session recorder. */
  startRecorder: boolean;
}

/** Behaviour §4 "Tracking": retargeting / abandonment traffic is not recorded when that logging is off. */
export function isBlockedSource(
  utmSource: string | undefined,
  logging: Pick<LoggingConfig, 'retargeting' | 'abandonment'>,
): boolean {
  const source = utmSource?.trim().toLowerCase();
  return (
    (source === 'retargeting' && !logging.retargeting) || (source === 'abandonment' && !logging.abandonment)
  );
}

/** Sampled when random * 100 < logSessionPercentage: 100 always, 0 never. */
export function isSampled(random: number, percentage: number): boolean {
  return (
    Number.isFinite(random) &&
    random >= 0 &&
    random < 1 &&
    Number.isFinite(percentage) &&
    random * 100 < percentage
  );
}

/**
 * The block flag, once stored, stays for the session (the landing URL's utm_source is gone after the
 * first navigation). The recorder also needs the brand's sessionReplay switch (behaviour §9: session-replay
 * logging per environment).
 */
export function decideSessionLogging(input: SessionLoggingInput): SessionLoggingDecision {
  const blockedNow = isBlockedSource(input.utmSource, input.logging);
  const blocked = blockedNow || input.storedBlockedFlag === TRUE;
  const stored = input.storedSampling;
  const known = stored === SAMPLING.sampled || stored === SAMPLING.skipped;
  const sampled = known ? stored === SAMPLING.sampled : isSampled(input.random, input.logging.logSessionPercentage);
  return {
    writeBlockedFlag: blockedNow && input.storedBlockedFlag !== TRUE ? TRUE : null,
    writeSampling: known ? null : sampled ? SAMPLING.sampled : SAMPLING.skipped,
    blocked,
    sampled,
    startRecorder: input.logging.sessionReplay && !blocked && sampled,
  };
}
