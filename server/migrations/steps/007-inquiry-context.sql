-- Where a contact message came from: the product it is about (its id, and its name
-- when the message was sent, so the inbox still names the rug after a rename or delete; no foreign
-- key, the message outlives the product), the contact link's utm_source and utm_medium, and the
-- path of the site page the visitor was on before. Older messages have none of it (NULL).
ALTER TABLE contact_messages ADD COLUMN product_id INTEGER;
ALTER TABLE contact_messages ADD COLUMN product_name TEXT;
ALTER TABLE contact_messages ADD COLUMN utm_source TEXT;
ALTER TABLE contact_messages ADD COLUMN utm_medium TEXT;
ALTER TABLE contact_messages ADD COLUMN from_page TEXT;
