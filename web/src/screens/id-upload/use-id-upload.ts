import { useState, type FormEvent } from 'react';
import {
  DOCUMENT_KINDS,
  MAX_DOCUMENT_BYTES,
  type DocumentKind,
  type DocumentSide,
} from '../../../../contract/documents';
import type { StatusAnswer } from '../../../../contract/api-answers';
import { useAppDispatch } from '../../app/hooks';
import type { SummaryError } from '../../ui/error-summary';
import { useTranslation } from '../../i18n/react';
import { applyLeadStatus } from '../../lead/apply-status';
import { fieldErrorsOf } from '../../lead/field-errors';
import { useSendDocumentsMutation, useSkipDocumentsMutation, useStoredDocumentsQuery } from './documents-api';
import { useDocumentSides, type SideProblem } from './use-document-sides';

/** The file input of a side: the error summary links to it. */
export const sideFieldId = (side: DocumentSide) => `document-${side}`;

/** The largest file in whole megabytes, as the messages say it. */
export const MAX_MB = Math.round(MAX_DOCUMENT_BYTES / (1024 * 1024));

const problemKey = (side: DocumentSide, problem: SideProblem) =>
  problem === 'missing' ? `idUpload>errors>missing>${side}` : `idUpload>errors>${problem}`;

/**
 * Takes in the server's answer to a send or skip as the status poll's is (its state opens the next screen). A
 * side the server finds missing goes to `onMissing`; a fault of ours shows the message and takes the focus.
 */
function useMoveOn(onMissing: (sides: DocumentSide[]) => void) {
  const dispatch = useAppDispatch();
  const [failures, setFailures] = useState(0);
  const [failed, setFailed] = useState(false);
  const moveOn = async (call: () => Promise<StatusAnswer>) => {
    setFailed(false);
    try {
      applyLeadStatus(dispatch, await call());
    } catch (refused) {
      const missing = fieldErrorsOf(refused)?.map((e) => e.fieldName as DocumentSide) ?? [];
      if (missing.length) return onMissing(missing);
      setFailed(true);
      setFailures((n) => n + 1);
    }
  };
  return { moveOn, failed, failures };
}

/**
 * The ID-upload screen's state: the document kind (an ID card's two sides or a passport page; a reload with a
 * stored passport page starts there), the sides, the errors in page order, sending the documents and skipping.
 */
export function useIdUpload(leadId: string | null) {
  const { t } = useTranslation('screens');
  const fetched = useStoredDocumentsQuery(leadId ?? '', { skip: !leadId }).data?.documents;
  const { sides, choose, retry, update } = useDocumentSides(leadId, fetched);
  const [chosenKind, setKind] = useState<DocumentKind | null>(null);
  const kind = chosenKind ?? (sides.passport.stored && !sides.front.stored ? 'passport' : 'idCard');
  const needed: readonly DocumentSide[] = DOCUMENT_KINDS[kind];
  const [sendDocuments, sending] = useSendDocumentsMutation();
  const [skipDocuments, skipping] = useSkipDocumentsMutation();
  /** Each refusal shown takes the focus to the error summary. */
  const [focusKey, setFocusKey] = useState(0);
  const markMissing = (missing: readonly DocumentSide[]) => {
    // A side already refused keeps its own reason ("10 MB at most"), more use than "choose a file".
    for (const side of missing) if (!sides[side].problem) update(side, { problem: 'missing' });
    setFocusKey((n) => n + 1);
  };
  const { moveOn, failed, failures } = useMoveOn(markMissing);
  const busy = sending.isLoading || skipping.isLoading || needed.some((s) => sides[s].uploading);

  const send = (e: FormEvent) => {
    e.preventDefault();
    if (busy || !leadId) return;
    const missing = needed.filter((side) => !sides[side].stored);
    if (missing.length) return markMissing(missing);
    void moveOn(() => sendDocuments({ leadId }).unwrap());
  };
  const skip = () => {
    if (!busy && leadId) void moveOn(() => skipDocuments({ leadId }).unwrap());
  };
  const chooseFile = (side: DocumentSide, file: File) => {
    if (!choose(side, file)) setFocusKey((n) => n + 1);
  };

  const errors: SummaryError[] = needed.flatMap((side) => {
    const problem = sides[side].problem;
    return problem
      ? [{ fieldId: sideFieldId(side), message: t(problemKey(side, problem), { max: MAX_MB }) }]
      : [];
  });
  return {
    kind,
    setKind,
    needed,
    sides,
    errors,
    focusKey,
    failed,
    failures,
    busy,
    send,
    skip,
    chooseFile,
    retry,
  };
}
