import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react';
import { useSettled } from '../../lib/use-settled';
import { brand } from 'virtual:brand';
import { validatePostcode } from '../../../../contract/validators';
import type { FormState } from '../form-state';
import { useCompaniesQuery, usePostcodePlaceQuery, usePostcodeQuery, type Place } from '../lookups-api';
import { fillFromPlace } from './postcode-fill';

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/** The typed postcode once it is valid and typing has paused, normalised as the look-up takes it. */
function useSettledPostcode(typed: unknown): string | null {
  const valid = typeof typed === 'string' ? validatePostcode(brand.country, typed) : null;
  return useSettled(valid?.ok ? valid.normalized : null, 300);
}

/**
 * Fills the town and province from a valid postcode. It only helps: a field the person typed is never
 * overwritten, and when the look-up fails, finds nothing or takes over LOOKUP_TIMEOUT_MS the person is told
 * to type them (the fields were editable all along). Says how it goes through `onStatus`: the status line under
 * the postcode belongs to the step (a live region there from the start, so its first words are heard too).
 */
export function PostcodeLookup({
  form,
  code: codeField,
  fills,
  onStatus,
}: {
  form: FormState;
  /** The postcode's field, and the fields its answer fills in. */
  code: string;
  fills: readonly string[];
  onStatus: (status: string) => void;
}) {
  const { t } = useTranslation('form');
  const code = useSettledPostcode(form.values[codeField]);
  const { data, error, isFetching } = usePostcodeQuery(code ?? skipToken);
  const { getValues, setValue } = form;

  useEffect(() => {
    if (data && !isFetching) fillFromPlace({ getValues, setValue }, fills, data);
  }, [data, isFetching, fills, getValues, setValue]);

  const status = !code
    ? ''
    : isFetching
      ? t('lookup>searching')
      : data
        ? t('lookup>found')
        : error
          ? t(isNotFound(error) ? 'lookup>notFound' : 'lookup>failed')
          : '';
  useEffect(() => onStatus(status), [status, onStatus]);
  return null;
}

/**
 * Confirms a postcode the step fills nothing from (an employer's, a step without the town): names its place, or
 * says it is unknown. Never blocks: an unknown postcode may still be right, and a failed look-up says nothing.
 */
export function PostcodeConfirm({
  form,
  code: codeField,
  onStatus,
}: {
  form: FormState;
  code: string;
  onStatus: (status: string) => void;
}) {
  const { t } = useTranslation('form');
  const code = useSettledPostcode(form.values[codeField]);
  const { currentData, error } = usePostcodePlaceQuery(code ?? skipToken);
  const place: Place | undefined = currentData;
  const status = !code
    ? ''
    : place
      ? t('lookup>postcodeConfirmed', { city: place.city, province: place.province })
      : isNotFound(error)
        ? t('lookup>postcodeUnknown')
        : '';
  useEffect(() => onStatus(status), [status, onStatus]);
  return null;
}

/** Employers whose name holds what the person has typed (2+ characters), as a datalist; any name is accepted. */
export function EmployerSuggestions({ typed, listId }: { typed: unknown; listId: string }) {
  const name = useSettled(typeof typed === 'string' ? typed.trim() : '', 250);
  const { data } = useCompaniesQuery(name.length >= 2 ? name : skipToken);
  return (
    <datalist id={listId}>
      {data?.companies.map((c) => <option key={c.name} value={c.name} />)}
    </datalist>
  );
}
