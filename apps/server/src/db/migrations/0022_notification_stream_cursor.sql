ALTER TABLE "notifications" ADD COLUMN "stream_tx" bigint DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "stream_seq" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_stream_idx" ON "notifications" USING btree ("recipient_company_id","stream_tx","stream_seq");