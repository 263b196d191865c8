/**
 * Log entries the pure landing rules return instead of writing to a console themselves.
 * Details never carry personal data: parameter and key names only, never values.
 */
export type LogLevel = 'info' | 'warn' | 'error';

export interface LogEntry {
  level: LogLevel;
  message: string;
  detail?: Record<string, unknown>;
}

/** Behaviour §8 "Logged only". */
export const LOG = {
  urlDataUndefined: 'URL data undefined',
  noValidAffiliateParameters: 'No valid affiliate parameters',
  invalidSetAt: 'Invalid setAt',
  invalidExpiryConfiguration: 'Invalid expiry configuration',
  affiliateStorageFailure: 'Failure while handling storage by affiliate status',
  urlParameterExtractionFailed: 'Failed URL parameter extraction',
  storedValueDropped: 'Stored value dropped',
} as const;

export function entry(level: LogLevel, message: string, detail?: Record<string, unknown>): LogEntry {
  return detail ? { level, message, detail } : { level, message };
}
