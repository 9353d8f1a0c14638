-- INCLUDE (search_text, id) is added by hand (drizzle-kit cannot express it): the own display search then runs as an
-- index-only scan (keyword LIKE evaluated on the index tuple, no heap fetches) over the company's filtered rows.
CREATE INDEX "displays_company_search_idx" ON "displays" USING btree ("company_id","display_type","status","is_active","created_at" DESC NULLS LAST) INCLUDE ("search_text","id") WHERE "displays"."shutdown_at" IS NULL;
