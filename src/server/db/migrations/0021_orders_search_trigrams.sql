-- The panel's order search with the date cleared is an ilike '%…%' over five columns of every
-- order: without an index it read the whole history (about 1 s at 450,000 orders). Trigrams
-- answer a contained text from the index. pg_trgm is a trusted extension (PostgreSQL 13+: the
-- database's owner may create it); PGlite loads it from its contrib packages (db/pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("order_id" gin_trgm_ops,"client_name" gin_trgm_ops,"client_trade" gin_trgm_ops,"store_id" gin_trgm_ops,"route" gin_trgm_ops);
