import type { FieldError } from '../../../contract/lead';

/** Field errors from a 422 answer, or null when the failure was something else. */
export function fieldErrorsOf(error: unknown): FieldError[] | null {
  if (typeof error !== 'object' || error === null || !('status' in error) || error.status !== 422)
    return null;
  const data = (error as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null || !Array.isArray((data as { errors?: unknown }).errors))
    return null;
  return (data as { errors: unknown[] }).errors.filter(
    (e): e is FieldError =>
      typeof e === 'object' && e !== null && typeof (e as FieldError).fieldName === 'string',
  );
}

/** Why a save failed: the server answered with a fault, or no answer came (the connection). */
export type SaveFailureKind = 'server' | 'connection';

/**
 * Why a save failed when it was not for its answers: no answer came (offline, the time limit: 'connection'), or
 * the server answered with a fault or with something that is not an answer ('server'). The person is told which:
 * checking the connection does not help with a fault of ours.
 */
export function failureCause(error: unknown): SaveFailureKind {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' ? 'connection' : 'server';
}
