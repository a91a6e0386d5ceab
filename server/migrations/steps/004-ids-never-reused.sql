-- A record's id is never given to another record (docs/product/rules.md#settled-in-the-second-round, decision 102): without
-- AUTOINCREMENT SQLite hands the highest id out again once its row is deleted, so a change the
-- studio queued offline for a deleted record could land on the record created after it. Each
-- table below is rebuilt with AUTOINCREMENT, keeping its rows, columns, constraints and indexes,
-- and its sequence starts above every id it ever gave out that is still known: the rows, and the
-- ids of creates answered through an Idempotency-Key.

CREATE TABLE products_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  description TEXT,
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  roi_multiplier REAL CHECK (roi_multiplier IS NULL OR roi_multiplier BETWEEN 0 AND 2),
  roi_disclaimer TEXT,
  collection TEXT NOT NULL,
  size TEXT,
  image_url TEXT,
  image_alt TEXT,
  fiber TEXT,
  origin TEXT,
  pet_safe_notes TEXT,
  featured INTEGER NOT NULL DEFAULT 0 CHECK (featured IN (0, 1)),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  display_order INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
INSERT INTO products_new (id, name, slug, description, price_cents, roi_multiplier, roi_disclaimer, collection, size, image_url, image_alt, fiber, origin, pet_safe_notes, featured, active, display_order, version, created_at, updated_at)
  SELECT id, name, slug, description, price_cents, roi_multiplier, roi_disclaimer, collection, size, image_url, image_alt, fiber, origin, pet_safe_notes, featured, active, display_order, version, created_at, updated_at FROM products;
DROP TABLE products;
ALTER TABLE products_new RENAME TO products;
CREATE INDEX products_public_order ON products (active, display_order, name COLLATE NOCASE, id);

CREATE TABLE blog_posts_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  author TEXT NOT NULL,
  excerpt TEXT,
  content TEXT NOT NULL,
  category TEXT,
  image_url TEXT,
  image_alt TEXT,
  reading_time TEXT,
  published INTEGER NOT NULL DEFAULT 0 CHECK (published IN (0, 1)),
  published_at TEXT,
  featured INTEGER NOT NULL DEFAULT 0 CHECK (featured IN (0, 1)),
  seo_title TEXT,
  seo_description TEXT,
  version INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
INSERT INTO blog_posts_new (id, title, slug, author, excerpt, content, category, image_url, image_alt, reading_time, published, published_at, featured, seo_title, seo_description, version, created_at, updated_at)
  SELECT id, title, slug, author, excerpt, content, category, image_url, image_alt, reading_time, published, published_at, featured, seo_title, seo_description, version, created_at, updated_at FROM blog_posts;
DROP TABLE blog_posts;
ALTER TABLE blog_posts_new RENAME TO blog_posts;
CREATE INDEX blog_posts_newest_first ON blog_posts (COALESCE(published_at, created_at) DESC, id DESC);

CREATE TABLE service_areas_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL CHECK (type IN ('neighborhood', 'suburb')),
  description TEXT,
  highlights TEXT NOT NULL DEFAULT '[]',
  seo_title TEXT,
  seo_description TEXT,
  display_order INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  version INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
INSERT INTO service_areas_new (id, name, slug, type, description, highlights, seo_title, seo_description, display_order, active, version, created_at, updated_at)
  SELECT id, name, slug, type, description, highlights, seo_title, seo_description, display_order, active, version, created_at, updated_at FROM service_areas;
DROP TABLE service_areas;
ALTER TABLE service_areas_new RENAME TO service_areas;

CREATE TABLE core_services_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL,
  features TEXT NOT NULL DEFAULT '[]',
  icon_name TEXT,
  is_free INTEGER NOT NULL DEFAULT 1 CHECK (is_free IN (0, 1)),
  display_order INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  version INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
INSERT INTO core_services_new (id, title, slug, description, features, icon_name, is_free, display_order, active, version, created_at, updated_at)
  SELECT id, title, slug, description, features, icon_name, is_free, display_order, active, version, created_at, updated_at FROM core_services;
DROP TABLE core_services;
ALTER TABLE core_services_new RENAME TO core_services;

-- The inbox is deleted by id too: a stale list must not delete the message that arrived after.
CREATE TABLE contact_messages_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  service TEXT,
  message TEXT NOT NULL,
  handled INTEGER NOT NULL DEFAULT 0 CHECK (handled IN (0, 1)),
  created_at TEXT NOT NULL
) STRICT;
INSERT INTO contact_messages_new (id, name, email, phone, service, message, handled, created_at)
  SELECT id, name, email, phone, service, message, handled, created_at FROM contact_messages;
DROP TABLE contact_messages;
ALTER TABLE contact_messages_new RENAME TO contact_messages;

CREATE TABLE newsletter_subscribers_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  created_at TEXT NOT NULL
) STRICT;
INSERT INTO newsletter_subscribers_new (id, email, created_at) SELECT id, email, created_at FROM newsletter_subscribers;
DROP TABLE newsletter_subscribers;
ALTER TABLE newsletter_subscribers_new RENAME TO newsletter_subscribers;

-- Each sequence: the highest id in the table, or of a create answered through an Idempotency-Key
-- (the stored answer holds the id it gave out, even if that row was deleted since).
DELETE FROM sqlite_sequence WHERE name IN ('products', 'blog_posts', 'service_areas', 'core_services', 'contact_messages', 'newsletter_subscribers',
  'products_new', 'blog_posts_new', 'service_areas_new', 'core_services_new', 'contact_messages_new', 'newsletter_subscribers_new');
INSERT INTO sqlite_sequence (name, seq)
  SELECT name, MAX(seq) FROM (
    SELECT 'products' AS name, COALESCE(MAX(id), 0) AS seq FROM products
    UNION ALL SELECT 'blog_posts', COALESCE(MAX(id), 0) FROM blog_posts
    UNION ALL SELECT 'service_areas', COALESCE(MAX(id), 0) FROM service_areas
    UNION ALL SELECT 'core_services', COALESCE(MAX(id), 0) FROM core_services
    UNION ALL SELECT 'contact_messages', COALESCE(MAX(id), 0) FROM contact_messages
    UNION ALL SELECT 'newsletter_subscribers', COALESCE(MAX(id), 0) FROM newsletter_subscribers
    UNION ALL
    SELECT CASE path
             WHEN '/api/admin/products' THEN 'products'
             WHEN '/api/admin/blog' THEN 'blog_posts'
             WHEN '/api/admin/service-areas' THEN 'service_areas'
             WHEN '/api/admin/core-services' THEN 'core_services'
           END,
           json_extract(body, '$.id')
      FROM idempotency_keys
     WHERE method = 'POST' AND status BETWEEN 200 AND 299 AND json_valid(body)
       AND path IN ('/api/admin/products', '/api/admin/blog', '/api/admin/service-areas', '/api/admin/core-services')
       AND typeof(json_extract(body, '$.id')) = 'integer'
  )
  GROUP BY name;
