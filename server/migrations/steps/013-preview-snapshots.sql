-- Preview links (decision 145): the record as it was previewed, kept on the server under the
-- random id its signed link carries, until the link expires. Nothing else reads this table: the
-- public site, sitemap, feed and search never see a preview.
CREATE TABLE preview_snapshots (
  id TEXT PRIMARY KEY,
  resource TEXT NOT NULL,
  record TEXT NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;
CREATE INDEX preview_snapshots_expiry ON preview_snapshots (expires_at);
