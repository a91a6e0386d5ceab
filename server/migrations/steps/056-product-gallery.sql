-- A product's gallery: an ordered list of pictures with their
-- descriptions, as JSON text [{"url": ..., "alt": ...}]. The spec's image_url / image_alt stay,
-- following the first picture; today's single image becomes the gallery's first.
ALTER TABLE products ADD COLUMN gallery TEXT NOT NULL DEFAULT '[]';
UPDATE products SET gallery = json_array(json_object('url', image_url, 'alt', image_alt)) WHERE image_url IS NOT NULL AND image_url <> '';
