ALTER TABLE "email_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_company_title_idx" ON "categories" USING btree ("company_id",lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "departments_company_name_idx" ON "departments" USING btree ("company_id",lower("name"));