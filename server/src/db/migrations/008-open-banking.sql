-- The open-banking hand-offs (/wenance-tink, /instantor, /moneyman-paylands): each start issues a random,
-- single-use `state` bound to the lead and the provider; only its SHA-256 is kept. `reference` is what the
-- provider issued for it when our server asked (a Paylands order's uuid). `outcome` is set once, when the
-- state comes back (success, failed, cancelled) or the applicant took the other way. No personal data.
CREATE TABLE open_banking_states (
  state_hash text PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  provider text NOT NULL,
  reference text,
  created_at timestamptz NOT NULL,
  used_at timestamptz,
  outcome text,
  reason text
);
CREATE INDEX open_banking_states_lead_idx ON open_banking_states (lead_id, created_at);
