-- The API's rate limit, counted here so that every instance on this database shares it: one row per client key
-- (and window length) with the start of its current window, in milliseconds since the epoch by the database's
-- clock, and the requests counted in it. A request after the window has ended starts a new one. Ended windows are
-- removed by the instances as they go.
CREATE TABLE rate_limits (
  key text NOT NULL,
  window_ms bigint NOT NULL,
  window_start bigint NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (key, window_ms)
);
CREATE INDEX rate_limits_end_idx ON rate_limits ((window_start + window_ms));
