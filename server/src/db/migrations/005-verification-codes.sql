-- Mobile verification codes: only the hash of the current one is kept with the lead.
ALTER TABLE leads ADD COLUMN verification_code_hash text;

-- The reference API's stand-in for an SMS gateway: each message it would send, for the test-only routes to
-- answer (a real backend sends them). Removed with the lead.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  channel text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_lead_idx ON outbox (lead_id, id);
