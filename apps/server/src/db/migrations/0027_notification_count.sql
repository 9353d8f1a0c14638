CREATE TABLE "notification_read_revisions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_revisions" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "notifications_recipient_idx";--> statement-breakpoint
DROP INDEX "notifications_recipient_type_idx";--> statement-breakpoint
ALTER TABLE "notification_read_revisions" ADD CONSTRAINT "notification_read_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_revisions" ADD CONSTRAINT "notification_revisions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"recipient_user_id");--> statement-breakpoint
CREATE INDEX "notifications_recipient_type_idx" ON "notifications" USING btree ("recipient_company_id","type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"recipient_user_id");--> statement-breakpoint
-- The notification center's count cache (modules/notifications/list/count-cache.ts) is keyed by the company's
-- notification revision and the reading user's read-state revision, bumped like user_search_revisions (migration
-- 0019): a deferred constraint trigger at commit, once per transaction and row (the row's xmin is then its own), so a
-- writer holds the revision row's lock only while it commits (a transaction that notifies and stays open blocks no
-- other notifier) and the new revision becomes visible in the same instant as the data. A read state names its user,
-- so a read never looks up its notification's company. A company or user deleted in this transaction gets no row.
CREATE FUNCTION notification_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner uuid;
BEGIN
  IF TG_TABLE_NAME = 'notifications' THEN
    owner := CASE WHEN TG_OP = 'DELETE' THEN OLD.recipient_company_id ELSE NEW.recipient_company_id END;
    INSERT INTO notification_revisions (company_id, revision)
      SELECT id, 1 FROM companies WHERE id = owner
      ON CONFLICT (company_id) DO UPDATE SET revision = notification_revisions.revision + 1
        WHERE notification_revisions.xmin <> pg_current_xact_id()::xid;
    IF current_setting('plakat.notify_notification_revision', true) = 'on' THEN
      PERFORM pg_notify('notification_revision', 'company:' || owner::text);
    END IF;
  ELSE
    owner := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
    INSERT INTO notification_read_revisions (user_id, revision)
      SELECT id, 1 FROM users WHERE id = owner
      ON CONFLICT (user_id) DO UPDATE SET revision = notification_read_revisions.revision + 1
        WHERE notification_read_revisions.xmin <> pg_current_xact_id()::xid;
    IF current_setting('plakat.notify_notification_revision', true) = 'on' THEN
      PERFORM pg_notify('notification_revision', 'user:' || owner::text);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER notifications_notification_revision AFTER INSERT OR DELETE ON notifications
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION notification_revision_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER notification_reads_notification_revision AFTER INSERT OR UPDATE OR DELETE ON notification_reads
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION notification_revision_bump();
