-- The consents a lender asks for after the offer (/consents, /dynamic-consents, /advanzia-consents,
-- /tfbank-consents): each answer, given or refused, with the version of the text the person saw and when.
-- No personal data: the lead's id, the screen's route, the consent's id. Removed with the lead.
CREATE TABLE consent_records (
  id bigserial PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  screen text NOT NULL,
  consent_id text NOT NULL,
  version integer NOT NULL,
  given boolean NOT NULL,
  recorded_at timestamptz NOT NULL
);
CREATE INDEX consent_records_lead_idx ON consent_records (lead_id, id);
