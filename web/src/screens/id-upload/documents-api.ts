import { documentIdPath, skipDocumentUploadPath } from '../../../../contract/api-paths';
import type { StatusAnswer } from '../../../../contract/api-answers';
import type { StoredDocument } from '../../../../contract/documents';
import { api } from '../../app/api';

/**
 * The ID-upload calls of behaviour §7 that are JSON: the sides already stored (so a reload shows them), sending the
 * documents, and going on without them. The upload itself is upload-document.ts (its progress needs XHR).
 */
export const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    storedDocuments: build.query<{ documents: StoredDocument[] }, string>({
      query: (leadId) => `${documentIdPath}?leadId=${encodeURIComponent(leadId)}`,
    }),
    sendDocuments: build.mutation<StatusAnswer, { leadId: string }>({
      query: (body) => ({ url: documentIdPath, method: 'POST', body }),
    }),
    skipDocuments: build.mutation<StatusAnswer, { leadId: string }>({
      query: (body) => ({ url: skipDocumentUploadPath, method: 'POST', body }),
    }),
  }),
});

export const { useStoredDocumentsQuery, useSendDocumentsMutation, useSkipDocumentsMutation } = documentsApi;
