ALTER TABLE "companies" ADD COLUMN "display_revision" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- companies.display_revision keys the own display search cache (modules/displays/search-cache.ts). The bump runs as a
-- deferred constraint trigger, i.e. at commit: the new revision becomes visible in the same instant as the data, and the
-- company row is locked after the transaction's display rows (as reserveDisplayOnlineIds does: display, then company),
-- so two transactions never wait for each other in a circle.
CREATE FUNCTION display_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_company uuid;
  new_company uuid;
BEGIN
  -- displays, display_media and categories all carry the owning company_id.
  IF TG_OP <> 'INSERT' THEN old_company := OLD.company_id; END IF;
  IF TG_OP <> 'DELETE' THEN new_company := NEW.company_id; END IF;
  UPDATE companies SET display_revision = display_revision + 1 WHERE id IN (old_company, new_company);
  -- Embedded PGlite (one process owns it) keeps the revisions in memory and learns of bumps this way, which spares it a
  -- query per search; on a PostgreSQL server the setting is off and every search reads the column.
  IF current_setting('plakat.notify_display_revision', true) = 'on' THEN
    IF old_company IS NOT NULL THEN PERFORM pg_notify('display_revision', old_company::text); END IF;
    IF new_company IS NOT NULL AND new_company IS DISTINCT FROM old_company THEN PERFORM pg_notify('display_revision', new_company::text); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER displays_display_revision AFTER INSERT OR UPDATE OR DELETE ON displays
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION display_revision_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER display_media_display_revision AFTER INSERT OR UPDATE OR DELETE ON display_media
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION display_revision_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER categories_display_revision AFTER INSERT OR UPDATE OR DELETE ON categories
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION display_revision_bump();
--> statement-breakpoint
-- The company name is part of a list row too.
CREATE FUNCTION companies_name_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name THEN
    NEW.display_revision := OLD.display_revision + 1;
    IF current_setting('plakat.notify_display_revision', true) = 'on' THEN PERFORM pg_notify('display_revision', NEW.id::text); END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_name_revision BEFORE UPDATE OF name ON companies FOR EACH ROW EXECUTE FUNCTION companies_name_revision();
