-- A visitor's cookie-consent choice (the banner's buttons, the preferences dialog's save): what they agreed to,
-- under which text of the banner, how, and when by the database's clock. No personal data: the browser session's
-- random id only, never an address, a user agent, a lead or an email. Listed by session, oldest first.
CREATE TABLE consent_events (
  id bigserial PRIMARY KEY,
  brand text NOT NULL,
  session_id uuid NOT NULL,
  analytics boolean NOT NULL,
  marketing boolean NOT NULL,
  text_version text NOT NULL,
  action text NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consent_events_session_idx ON consent_events (session_id, id);
