ALTER TABLE "notifications" ADD COLUMN "recipient_user_id" uuid;--> statement-breakpoint
CREATE INDEX "users_company_online_idx" ON "users" USING btree ("company_id","online_id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((lower("online_id"::text || ' ' || "email" || ' ' || coalesce("first_name", '') || ' ' || coalesce("last_name", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "display_logs_actor_idx" ON "display_logs" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "media_file_log_actor_idx" ON "media_file_log" USING btree ("actor_id","at");