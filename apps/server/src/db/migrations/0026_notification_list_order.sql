DROP INDEX "notifications_recipient_idx";--> statement-breakpoint
DROP INDEX "notifications_recipient_type_idx";--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_recipient_type_idx" ON "notifications" USING btree ("recipient_company_id","type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);