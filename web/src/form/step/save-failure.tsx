import { useTranslation } from '../../i18n/react';
import type { SaveFailureKind } from '../../lead/field-errors';
import { FailureAlert } from '../../ui/failure-alert';

/** Why the last save failed: the server or the connection (FailureAlert: announced, and focused after each). */
export function SaveFailure({ failed, failures }: { failed: SaveFailureKind | null; failures: number }) {
  const { t } = useTranslation('form');
  const message = failed ? t(failed === 'server' ? 'step>saveFailedServer' : 'step>saveFailed') : '';
  return <FailureAlert message={message} failures={failures} />;
}
