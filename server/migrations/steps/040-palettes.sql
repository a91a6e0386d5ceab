-- Rug Fit (decision 210): a product's palette, made by the server from its image (JSON: a list of
-- { color, share }; NULL while it has none: no picture, or one the server cannot read), and the
-- palette of each uploaded image, made once at upload, from which a product naming the image takes
-- its own. Existing rows get theirs at the next start.
ALTER TABLE products ADD COLUMN palette TEXT;
ALTER TABLE media ADD COLUMN palette TEXT;
