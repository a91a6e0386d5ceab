-- Held for review (decision 177): a contact message or newsletter sign-up accepted past the form's
-- hourly allowance (FORMS_PER_HOUR) is stored with held = 1, shown apart in the inbox, not emailed
-- and not counted as a lead until the owner releases it (held = 0). Everything stored before was
-- delivered as usual.
ALTER TABLE contact_messages ADD COLUMN held INTEGER NOT NULL DEFAULT 0 CHECK (held IN (0, 1));
ALTER TABLE newsletter_subscribers ADD COLUMN held INTEGER NOT NULL DEFAULT 0 CHECK (held IN (0, 1));
CREATE INDEX contact_messages_held ON contact_messages (held, created_at);
CREATE INDEX newsletter_subscribers_held ON newsletter_subscribers (held, created_at);
