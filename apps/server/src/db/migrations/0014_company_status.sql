ALTER TABLE "companies" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
-- A company's status is part of every member's cached actor (a blocked company's users have no usable session), so
-- its change bumps the members' auth_revision as a name change does (migration 0006): the next request of each
-- member, on any instance, reloads the actor and finds the company blocked.
DROP TRIGGER companies_auth_revision ON companies;
--> statement-breakpoint
CREATE TRIGGER companies_auth_revision AFTER UPDATE OF name, status ON companies
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION companies_auth_revision();
