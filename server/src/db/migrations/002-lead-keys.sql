-- A lead belongs to the browsers holding one of its keys (docs/decisions/0013): the SHA-256 of each key, the
-- creating browser's first. Leads stored before keys existed have none and can no longer be reached by id.
ALTER TABLE leads ADD COLUMN key_hashes text[] NOT NULL DEFAULT '{}';

-- One open lead per browser session and key: concurrent creates of one session join a single lead. Another
-- browser that names the same session id (a shared link) holds another key and gets its own lead.
DROP INDEX leads_session_idx;
CREATE UNIQUE INDEX leads_open_session_key_idx ON leads (brand, session_id, (key_hashes[1]))
  WHERE status = 'in-progress' AND session_id IS NOT NULL;
CREATE INDEX leads_session_idx ON leads (session_id);

-- Continue links: a single-use, expiring token (stored as its SHA-256) that gives the browser opening it
-- access to the lead. `used_by` is the key hash of that browser: opening the link again there still answers.
CREATE TABLE lead_links (
  token_hash text PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  url_type text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  used_by text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_links_lead_idx ON lead_links (lead_id);

-- Failed mobile-verification codes per lead: the code is refused after too many.
ALTER TABLE leads ADD COLUMN verification_failures integer NOT NULL DEFAULT 0;
