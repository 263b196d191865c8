-- An uploaded side's bytes are kept either in `bytes` (PostgreSQL) or as a file beside the embedded database, named
-- in `file` (the embedded database writes large values on the server's own thread: docs/decisions/0029-id-upload.md).
-- `uploads` counts a side's uploads, replacements included: the per-lead quota.
ALTER TABLE lead_documents ALTER COLUMN bytes DROP NOT NULL;
ALTER TABLE lead_documents ADD COLUMN file text;
ALTER TABLE lead_documents ADD COLUMN uploads integer NOT NULL DEFAULT 1;
ALTER TABLE lead_documents ADD CONSTRAINT lead_documents_bytes_or_file CHECK ((bytes IS NULL) <> (file IS NULL));
