-- The contact page's booking card now follows its text with the opening hours from Settings.
-- A database seeded before that still holds the old seeded sentence, which wrote
-- the hours into the copy, so the card would state them twice. Only that exact seeded sentence is
-- replaced (an owner's own wording is left alone), as a new version so an editor holding the old
-- one gets the usual conflict instead of overwriting it.
UPDATE page_content
SET content = json_set(content, '$.ctaText', 'Pick a time that suits you on our booking calendar.'),
    version = version + 1,
    updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE page_slug = 'contact'
  AND json_valid(content)
  AND json_extract(content, '$.ctaText') = 'Pick a time that suits you for a free 30-minute call. We are available Monday to Friday, 9:00 a.m. to 6:00 p.m.';
