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
