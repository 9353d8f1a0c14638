CREATE TABLE "role_display_assignments" (
	"user_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"display_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_display_assignments_user_id_role_id_display_id_pk" PRIMARY KEY("user_id","role_id","display_id")
);
--> statement-breakpoint
CREATE TABLE "role_media_assignments" (
	"user_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_media_assignments_user_id_role_id_file_id_pk" PRIMARY KEY("user_id","role_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_id_roles_id_fk";
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "display_scope" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "media_scope" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "role_display_assignments" ADD CONSTRAINT "role_display_assignments_display_id_displays_id_fk" FOREIGN KEY ("display_id") REFERENCES "public"."displays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_display_assignments" ADD CONSTRAINT "role_display_assignments_user_id_role_id_user_roles_user_id_role_id_fk" FOREIGN KEY ("user_id","role_id") REFERENCES "public"."user_roles"("user_id","role_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_media_assignments" ADD CONSTRAINT "role_media_assignments_file_id_media_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_media_assignments" ADD CONSTRAINT "role_media_assignments_user_id_role_id_user_roles_user_id_role_id_fk" FOREIGN KEY ("user_id","role_id") REFERENCES "public"."user_roles"("user_id","role_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "role_display_assignments_display_idx" ON "role_display_assignments" USING btree ("display_id");--> statement-breakpoint
CREATE INDEX "role_media_assignments_file_idx" ON "role_media_assignments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
-- Every user's one role becomes its first held role (only a role of its own company ever granted keys).
INSERT INTO "user_roles" ("user_id", "role_id")
  SELECT u."id", u."role_id" FROM "users" u JOIN "roles" r ON r."id" = u."role_id" AND r."company_id" = u."company_id";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "role_id";
--> statement-breakpoint
-- A user's effective permissions, worked out here only: the session cache and the profile read this view. Only a role
-- of the user's own company counts. The keys of roles that reach every display / every private file are kept apart,
-- so the access check (modules/roles) needs no query when they suffice.
CREATE VIEW "user_permissions" AS
SELECT u."id" AS "user_id",
  coalesce(array_agg(DISTINCT k.key) FILTER (WHERE k.key IS NOT NULL), '{}') AS "permissions",
  coalesce(array_agg(DISTINCT k.key) FILTER (WHERE k.key IS NOT NULL AND r."display_scope" = 'all'), '{}') AS "display_keys",
  coalesce(array_agg(DISTINCT k.key) FILTER (WHERE k.key IS NOT NULL AND r."media_scope" = 'all'), '{}') AS "media_keys",
  coalesce(bool_or(r."display_scope" = 'all'), false) AS "all_displays",
  coalesce(bool_or(r."media_scope" = 'all'), false) AS "all_media"
FROM "users" u
JOIN "user_roles" ur ON ur."user_id" = u."id"
JOIN "roles" r ON r."id" = ur."role_id" AND r."company_id" = u."company_id"
LEFT JOIN LATERAL unnest(r."permissions") AS k(key) ON true
GROUP BY u."id";
--> statement-breakpoint
-- A role's keys, scopes and label are part of every holder's cached actor or profile (migration 0006's trigger now
-- finds the holders through user_roles); taking or losing a role bumps the user as well.
CREATE OR REPLACE FUNCTION roles_auth_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET auth_revision = auth_revision + 1
    WHERE id IN (SELECT user_id FROM user_roles WHERE role_id = NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION user_roles_auth_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET auth_revision = auth_revision + 1
    WHERE id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_roles_auth_revision AFTER INSERT OR DELETE ON user_roles
  FOR EACH ROW EXECUTE FUNCTION user_roles_auth_revision();