-- Which rules made a stored image's files (server/media/image-processing.ts PROCESSING_VERSION).
-- Rows from before this column are 0: the server re-makes their files once at start (the original
-- re-encoded without metadata, and the link-preview card: decision 030).
ALTER TABLE media ADD COLUMN processing_version INTEGER NOT NULL DEFAULT 0;
