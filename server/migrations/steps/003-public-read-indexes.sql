-- The public lists read in the order of these indexes (server/products/repository.ts PRODUCT_ORDER,
-- server/blog/service.ts NEWEST_FIRST), so a page of 10,000 products or 1,000 posts needs no sort.
CREATE INDEX products_public_order ON products (active, display_order, name COLLATE NOCASE, id);
CREATE INDEX blog_posts_newest_first ON blog_posts (COALESCE(published_at, created_at) DESC, id DESC);
