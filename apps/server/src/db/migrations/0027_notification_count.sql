CREATE TABLE "notification_revisions" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "notifications_recipient_idx";--> statement-breakpoint
DROP INDEX "notifications_recipient_type_idx";--> statement-breakpoint
ALTER TABLE "notification_revisions" ADD CONSTRAINT "notification_revisions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"recipient_user_id");--> statement-breakpoint
CREATE INDEX "notifications_recipient_type_idx" ON "notifications" USING btree ("recipient_company_id","type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"recipient_user_id");--> statement-breakpoint
-- notification_revisions.revision keys the notification center's count cache (modules/notifications/list/
-- count-cache.ts), as user_search_revisions keys the user overview's (migration 0019). Statement triggers with
-- transition tables bump each company once per statement (a fan-out inserts a thousand rows in one, "mark all as read"
-- a hundred thousand), in company order so two writers lock the revision rows in the same order; the bump commits with
-- the rows it counts. A company deleted in this transaction gets no row.
CREATE FUNCTION notification_revision_bump_for(companies_changed uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_revisions (company_id, revision)
    SELECT id, 1 FROM companies WHERE id = ANY (companies_changed) ORDER BY id
    ON CONFLICT (company_id) DO UPDATE SET revision = notification_revisions.revision + 1;
  -- Embedded PGlite keeps the revisions in memory and learns of bumps this way (see migration 0003).
  IF current_setting('plakat.notify_notification_revision', true) = 'on' THEN
    PERFORM pg_notify('notification_revision', c::text) FROM unnest(companies_changed) AS c;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION notification_revision_bump_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM notification_revision_bump_for(ARRAY(SELECT DISTINCT recipient_company_id FROM changed_rows));
  ELSE
    PERFORM notification_revision_bump_for(ARRAY(SELECT DISTINCT recipient_company_id FROM gone_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION notification_revision_bump_reads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM notification_revision_bump_for(ARRAY(
      SELECT DISTINCT n.recipient_company_id FROM gone_rows r JOIN notifications n ON n.id = r.notification_id));
  ELSE
    PERFORM notification_revision_bump_for(ARRAY(
      SELECT DISTINCT n.recipient_company_id FROM changed_rows r JOIN notifications n ON n.id = r.notification_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notifications_revision_insert AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_revision_bump_notifications();
--> statement-breakpoint
CREATE TRIGGER notifications_revision_delete AFTER DELETE ON notifications
  REFERENCING OLD TABLE AS gone_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_revision_bump_notifications();
--> statement-breakpoint
CREATE TRIGGER notification_reads_revision_insert AFTER INSERT ON notification_reads
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_revision_bump_reads();
--> statement-breakpoint
CREATE TRIGGER notification_reads_revision_update AFTER UPDATE ON notification_reads
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_revision_bump_reads();
--> statement-breakpoint
CREATE TRIGGER notification_reads_revision_delete AFTER DELETE ON notification_reads
  REFERENCING OLD TABLE AS gone_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_revision_bump_reads();
