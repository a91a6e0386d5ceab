-- Visits counted without a cookie or a script (README, Visits): daily totals only, one row per day
-- (in the site's time zone) x page x source x device class. `visits` counts the visits that began
-- on the row's page (a visitor once a day); the conversion columns count what those visits went on
-- to do, credited to that landing page and source. Nothing of a person: no address, no user agent,
-- no visitor hash (those are kept in memory for the day only). Rows older than 25 months are deleted.
-- Absent campaign tags and referrer are '' (a primary key column cannot be NULL).
CREATE TABLE visit_counts (
  day TEXT NOT NULL,
  page TEXT NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('search', 'social', 'site', 'none')),
  referrer TEXT NOT NULL DEFAULT '',
  utm_source TEXT NOT NULL DEFAULT '',
  utm_medium TEXT NOT NULL DEFAULT '',
  utm_campaign TEXT NOT NULL DEFAULT '',
  device TEXT NOT NULL CHECK (device IN ('phone', 'tablet', 'desktop')),
  views INTEGER NOT NULL DEFAULT 0,
  visits INTEGER NOT NULL DEFAULT 0,
  contact INTEGER NOT NULL DEFAULT 0,
  newsletter INTEGER NOT NULL DEFAULT 0,
  booking INTEGER NOT NULL DEFAULT 0,
  rug_fit INTEGER NOT NULL DEFAULT 0,
  roi INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, page, source, referrer, utm_source, utm_medium, utm_campaign, device)
) STRICT, WITHOUT ROWID;

-- A lead keeps the origin of the visit that made it (JSON: shared/contract/visits.ts visitOrigin),
-- so the inbox shows its landing page and source, and a lead released from review is credited then.
ALTER TABLE contact_messages ADD COLUMN visit_origin TEXT;
ALTER TABLE newsletter_subscribers ADD COLUMN visit_origin TEXT;
