ALTER TABLE "users" ADD COLUMN "auth_revision" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- users.auth_revision keys the session cache (modules/auth/session-cache.ts): on a PostgreSQL server every
-- authenticated request reads it with its session, so a block, a role change or a revoked session counts on the
-- next request on every instance. It is bumped in the same statement as the change (a BEFORE trigger, no extra
-- lock), whenever any column other than the activity time changes: new columns count without another migration.
-- Embedded PGlite (one process) learns of changes through pg_notify instead and spares the read.
CREATE FUNCTION users_auth_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'last_activity_at' - 'auth_revision') IS DISTINCT FROM (to_jsonb(OLD) - 'last_activity_at' - 'auth_revision') THEN
    NEW.auth_revision := OLD.auth_revision + 1;
  END IF;
  IF NEW.auth_revision <> OLD.auth_revision AND current_setting('plakat.notify_auth_change', true) = 'on' THEN
    PERFORM pg_notify('auth_change', 'subject:' || NEW.id::text);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_auth_revision BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION users_auth_revision();
--> statement-breakpoint
-- A role's keys and label and a company's name are part of every member's cached actor or profile. Both edits are
-- rare; they bump the members (through the company index) and so reach the users trigger above.
CREATE FUNCTION roles_auth_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET auth_revision = auth_revision + 1
    WHERE company_id IN (OLD.company_id, NEW.company_id) AND role_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER roles_auth_revision AFTER UPDATE ON roles
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION roles_auth_revision();
--> statement-breakpoint
CREATE FUNCTION companies_auth_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET auth_revision = auth_revision + 1 WHERE company_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_auth_revision AFTER UPDATE OF name ON companies
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION companies_auth_revision();
--> statement-breakpoint
-- PGlite only: a revoked or deleted session, a deleted user or superpanel admin. On a PostgreSQL server the per-request
-- read finds no open session (or no subject) and needs no announcement.
CREATE FUNCTION auth_change_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('plakat.notify_auth_change', true) = 'on' THEN
    PERFORM pg_notify('auth_change', TG_ARGV[0] || ':' || OLD.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_change AFTER UPDATE OF revoked_at OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION auth_change_notify('session');
--> statement-breakpoint
CREATE TRIGGER users_auth_change AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION auth_change_notify('subject');
--> statement-breakpoint
CREATE TRIGGER superpanel_admins_auth_change AFTER DELETE ON superpanel_admins
  FOR EACH ROW EXECUTE FUNCTION auth_change_notify('subject');
