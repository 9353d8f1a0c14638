CREATE TABLE "user_search_revisions" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "user_search_revisions" ADD CONSTRAINT "user_search_revisions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- btree_gin (by hand: drizzle has no syntax for extensions) lets the trigram index carry the company: the overview
-- always searches within one company, and a frequent name's posting lists then hold that company's users only, not
-- every company's (modules/users/repository/search.ts).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "users_company_search_trgm_idx" ON "users" USING gin ("company_id",(lower("online_id"::text || ' ' || "email" || ' ' || coalesce("first_name", '') || ' ' || coalesce("last_name", ''))) gin_trgm_ops);
--> statement-breakpoint
-- user_search_revisions.revision keys the user overview's result cache (modules/users/search/cache.ts), as
-- media_file_seq.revision keys the media search (migration 0011): a deferred constraint trigger bumps it at commit,
-- so the new revision becomes visible in the same instant as the data. A table of its own, not a column of companies:
-- a user change would then lock users, then companies, while a company rename locks companies, then its users
-- (migration 0006). A transaction bumps once (the row's xmin is then its own): a company rename touches every member's
-- row, and one bump per row would rewrite the revision row thousands of times.
CREATE FUNCTION user_search_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_company uuid;
  new_company uuid;
BEGIN
  IF TG_TABLE_NAME = 'user_roles' THEN
    -- A held role names its user only; one that went with its user (cascade) finds none, the user's own trigger bumps.
    IF TG_OP <> 'INSERT' THEN SELECT company_id INTO old_company FROM users WHERE id = OLD.user_id; END IF;
    IF TG_OP <> 'DELETE' THEN SELECT company_id INTO new_company FROM users WHERE id = NEW.user_id; END IF;
  ELSIF TG_TABLE_NAME = 'companies' THEN
    new_company := NEW.id;
  ELSE
    -- users, roles, departments and categories carry the owning company_id.
    IF TG_OP <> 'INSERT' THEN old_company := OLD.company_id; END IF;
    IF TG_OP <> 'DELETE' THEN new_company := NEW.company_id; END IF;
  END IF;
  -- A company deleted in this transaction gets no row.
  INSERT INTO user_search_revisions (company_id, revision)
    SELECT id, 1 FROM companies WHERE id IN (old_company, new_company)
    ON CONFLICT (company_id) DO UPDATE SET revision = user_search_revisions.revision + 1
      WHERE user_search_revisions.xmin <> pg_current_xact_id()::xid;
  -- Embedded PGlite keeps the revisions in memory and learns of bumps this way (see migration 0003); it delivers one
  -- notification per channel and payload and transaction.
  IF current_setting('plakat.notify_user_search_revision', true) = 'on' THEN
    IF old_company IS NOT NULL THEN PERFORM pg_notify('user_search_revision', old_company::text); END IF;
    IF new_company IS NOT NULL AND new_company IS DISTINCT FROM old_company THEN PERFORM pg_notify('user_search_revision', new_company::text); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Any column of a user may show in the overview, new ones too (and last_activity_at does).
CREATE CONSTRAINT TRIGGER users_user_search_revision AFTER INSERT OR UPDATE OR DELETE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION user_search_revision_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER user_roles_user_search_revision AFTER INSERT OR UPDATE OR DELETE ON user_roles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION user_search_revision_bump();
--> statement-breakpoint
-- Roles, departments and categories show by their names; a new one shows only once a user holds or has it.
CREATE CONSTRAINT TRIGGER roles_user_search_revision AFTER UPDATE OR DELETE ON roles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION user_search_revision_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER departments_user_search_revision AFTER UPDATE OR DELETE ON departments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION user_search_revision_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER categories_user_search_revision AFTER UPDATE OR DELETE ON categories
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION user_search_revision_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER companies_user_search_revision AFTER UPDATE OF name ON companies
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION user_search_revision_bump();
