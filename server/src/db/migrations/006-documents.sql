-- The ID-upload screen's files: one row per side of a lead's document (an uploaded side again replaces its row).
-- The bytes are kept here, never in the page or the browser's storage; removed with the lead.
CREATE TABLE lead_documents (
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  side text NOT NULL CHECK (side IN ('front', 'back', 'passport')),
  media_type text NOT NULL,
  bytes bytea NOT NULL,
  sha256 text NOT NULL,
  size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (lead_id, side)
);
