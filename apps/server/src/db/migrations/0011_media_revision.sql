DROP INDEX "media_files_company_uploaded_idx";--> statement-breakpoint
DROP INDEX "media_files_company_updated_idx";--> statement-breakpoint
ALTER TABLE "media_file_seq" ADD COLUMN "revision" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- INCLUDE by hand (drizzle has no syntax for it): every column the search filters, sorts or selects for its page,
-- so the search's inner part is an index-only scan of the company's entries (schema/media-pool.ts).
CREATE INDEX "media_files_company_search_idx" ON "media_files" USING btree ("company_id","uploaded_on" DESC NULLS LAST,"online_id" DESC NULLS LAST)
  INCLUDE ("id", "search_text", "mime", "info_access", "is_archived", "media_type", "alignment", "resolution", "category_id", "uploaded_by", "first_use", "updated_at")
  WHERE "media_files"."deleted_at" IS NULL;--> statement-breakpoint
-- media_file_seq.revision keys the media pool search cache (modules/media-pool/search/cache.ts), as display_revision
-- keys the display search (migration 0003): a deferred constraint trigger bumps it at commit, so the new revision becomes
-- visible in the same instant as the data, and the pool's own per-company row is locked after the transaction's other
-- rows. Not a column of companies: a user rename (below) would then lock users, then companies, while a company rename
-- locks companies, then its users (migration 0006), and two such transactions could wait for each other.
CREATE FUNCTION media_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_company uuid;
  new_company uuid;
BEGIN
  IF TG_TABLE_NAME IN ('media_file_usage', 'media_file_log') THEN
    -- Uses and log rows name their file only; one that went with its file (cascade) finds none, the file's own
    -- trigger bumps.
    IF TG_OP <> 'INSERT' THEN SELECT company_id INTO old_company FROM media_files WHERE id = OLD.file_id; END IF;
    IF TG_OP <> 'DELETE' THEN SELECT company_id INTO new_company FROM media_files WHERE id = NEW.file_id; END IF;
  ELSE
    -- media_files, categories and users carry the owning company_id.
    IF TG_OP <> 'INSERT' THEN old_company := OLD.company_id; END IF;
    IF TG_OP <> 'DELETE' THEN new_company := NEW.company_id; END IF;
  END IF;
  -- A company without files yet has no row; a company deleted in this transaction gets none.
  INSERT INTO media_file_seq (company_id, revision)
    SELECT id, 1 FROM companies WHERE id IN (old_company, new_company)
    ON CONFLICT (company_id) DO UPDATE SET revision = media_file_seq.revision + 1;
  -- Embedded PGlite keeps the revisions in memory and learns of bumps this way (see migration 0003).
  IF current_setting('plakat.notify_media_revision', true) = 'on' THEN
    IF old_company IS NOT NULL THEN PERFORM pg_notify('media_revision', old_company::text); END IF;
    IF new_company IS NOT NULL AND new_company IS DISTINCT FROM old_company THEN PERFORM pg_notify('media_revision', new_company::text); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER media_files_media_revision AFTER INSERT OR UPDATE OR DELETE ON media_files
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION media_revision_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER media_file_usage_media_revision AFTER INSERT OR UPDATE OR DELETE ON media_file_usage
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION media_revision_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER categories_media_revision AFTER INSERT OR UPDATE OR DELETE ON categories
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION media_revision_bump();
--> statement-breakpoint
-- The cached page holds each file's first log entry (the upload) with its author's name: a log row written or
-- changed (an author deleted: actor_id set null) and a renamed user bump too.
CREATE CONSTRAINT TRIGGER media_file_log_media_revision AFTER INSERT OR UPDATE OR DELETE ON media_file_log
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION media_revision_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_media_revision AFTER UPDATE OF first_name, last_name ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION media_revision_bump();
