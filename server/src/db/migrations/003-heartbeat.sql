-- Readiness (GET /readyz) proves a write: it moves this one row's time forward.
CREATE TABLE heartbeat (
  id integer PRIMARY KEY CHECK (id = 1),
  at timestamptz NOT NULL
);
