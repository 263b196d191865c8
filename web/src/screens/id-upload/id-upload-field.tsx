import {
  DOCUMENT_ACCEPT,
  DOCUMENT_KINDS,
  type DocumentKind,
  type DocumentSide,
} from '../../../../contract/documents';
import { useTranslation } from '../../i18n/react';
import type { SideState } from './use-document-sides';
import { sideFieldId } from './use-id-upload';

/** What a side says of itself: uploading, what is kept, or nothing yet. */
function statusOf(state: SideState, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (state.uploading) return t('idUpload>uploading');
  if (state.stored)
    return state.storedName
      ? t('idUpload>uploaded', { name: state.storedName })
      : t('idUpload>storedEarlier');
  return '';
}

/** How far a side's upload has gone. */
const UploadProgress = ({ progress, label }: { progress: number; label: string }) => (
  <progress max={100} value={Math.round(progress * 100)} aria-label={label} />
);

/**
 * One side of the ID: a labelled file input that also opens the phone's camera (`capture`), the accepted types
 * and size as its hint, its error, the upload's progress, what is kept and, after a failed upload, a retry of
 * the same file.
 */
export function DocumentField(props: {
  side: DocumentSide;
  state: SideState;
  /** The error's text, already translated. */
  error?: string;
  maxMb: number;
  onChoose: (file: File) => void;
  onRetry: () => void;
}) {
  const { side, state, error } = props;
  const { t } = useTranslation('screens');
  const { t: tf } = useTranslation('form');
  const id = sideFieldId(side);
  const label = t(`idUpload>sides>${side}`);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null, `${id}-status`].filter(Boolean).join(' ');
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {t('idUpload>hint', { max: props.maxMb })}
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">{tf('field>errorPrefix')}</span> {error}
        </p>
      )}
      <input
        id={id}
        name={id}
        type="file"
        className="file-input"
        accept={DOCUMENT_ACCEPT}
        capture="environment"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // The input is emptied: what is kept is said below it, and the same file may be chosen again.
          e.target.value = '';
          if (file) props.onChoose(file);
        }}
      />
      {state.uploading && (
        <UploadProgress progress={state.progress} label={t('idUpload>progress', { side: label })} />
      )}
      <p id={`${id}-status`} className="field__note" role="status">
        {statusOf(state, t)}
      </p>
      {state.problem === 'failed' && state.file && !state.uploading && (
        <button type="button" className="button button--secondary" onClick={props.onRetry}>
          {t('idUpload>retry')}
          <span className="visually-hidden">: {label}</span>
        </button>
      )}
    </div>
  );
}

/** Which document the person has: an ID card (two sides) or a passport (one page). */
export function KindField({
  kind,
  onChange,
}: {
  kind: DocumentKind;
  onChange: (kind: DocumentKind) => void;
}) {
  const { t } = useTranslation('screens');
  return (
    <fieldset className="field">
      <legend className="field__label">{t('idUpload>kindLegend')}</legend>
      <div className="radios">
        {(Object.keys(DOCUMENT_KINDS) as DocumentKind[]).map((k) => (
          <div key={k} className="radio">
            <input
              id={`document-kind-${k}`}
              type="radio"
              name="document-kind"
              value={k}
              checked={kind === k}
              onChange={() => onChange(k)}
            />
            <label htmlFor={`document-kind-${k}`}>{t(`idUpload>kinds>${k}`)}</label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
