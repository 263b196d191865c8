-- Mobile verification limits (docs/decisions/0027-mobile-verification.md), each counted in one statement on the
-- lead's row so that every instance on one database shares them:
-- - the current code is kept as an HMAC under the server's secret (VERIFICATION_SECRET) with when it expires;
-- - when the last code was sent (the cool-down between codes), and per 24-hour window from the first code sent
--   in it: the codes sent and the numbers changed;
-- - verification_failures (002) counts the codes compared; a new code no longer clears it.
ALTER TABLE leads ADD COLUMN verification_code_expires_at timestamptz;
ALTER TABLE leads ADD COLUMN verification_code_sent_at timestamptz;
ALTER TABLE leads ADD COLUMN verification_window_start timestamptz;
ALTER TABLE leads ADD COLUMN verification_codes_sent integer NOT NULL DEFAULT 0;
ALTER TABLE leads ADD COLUMN verification_number_changes integer NOT NULL DEFAULT 0;

-- Codes kept before this were unsalted hashes and plain text in the outbox: none of them is taken any more (a new
-- code is asked for), and no message keeps one.
UPDATE leads SET verification_code_hash = NULL WHERE verification_code_hash IS NOT NULL;
DELETE FROM outbox WHERE channel = 'sms';
