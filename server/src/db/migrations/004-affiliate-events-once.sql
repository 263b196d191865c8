-- An affiliate event naming a lead counts once per lead and event: a second post (another tab, a retry) is
-- answered like the first and stores nothing. Earlier duplicates are removed, the first of each kept.
DELETE FROM affiliate_events AS later
  USING affiliate_events AS earlier
  WHERE later.brand = earlier.brand
    AND later.lead_id = earlier.lead_id
    AND later.event = earlier.event
    AND later.id > earlier.id;
CREATE UNIQUE INDEX affiliate_events_once_idx ON affiliate_events (brand, lead_id, event)
  WHERE lead_id IS NOT NULL;
