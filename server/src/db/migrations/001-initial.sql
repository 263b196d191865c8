-- Leads: one row per loan application. `data` is the lead as the contract's loanApplicationSchema has it.
CREATE TABLE leads (
  id uuid PRIMARY KEY,
  brand text NOT NULL,
  product text NOT NULL,
  session_id text,
  data jsonb NOT NULL,
  state integer NOT NULL,
  status text NOT NULL,
  -- The decision engine's result, fixed at submission and revealed when checking ends.
  outcome jsonb,
  decide_at timestamptz,
  submitted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX leads_brand_created_idx ON leads (brand, created_at);
CREATE INDEX leads_session_idx ON leads (session_id);

-- Every change of a lead: created, updated, submitted, state changes, continue and skip.
CREATE TABLE lead_events (
  id bigserial PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind text NOT NULL,
  from_state integer,
  to_state integer,
  status text,
  detail jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_events_lead_idx ON lead_events (lead_id, id);

-- Idempotency-Key records (IETF draft semantics): the first answer to a key is replayed.
CREATE TABLE idempotency_keys (
  brand text NOT NULL,
  key text NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  fingerprint text NOT NULL,
  state text NOT NULL CHECK (state IN ('in-flight', 'done')),
  response_status integer,
  response_body text,
  locked_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (brand, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

CREATE TABLE unsubscribes (
  brand text NOT NULL,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (brand, email)
);

CREATE TABLE affiliate_events (
  id bigserial PRIMARY KEY,
  brand text NOT NULL,
  product text NOT NULL,
  lead_id uuid,
  event text NOT NULL,
  attribute text,
  sub_id text,
  transaction_id text,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
