CREATE TABLE "media_file_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_file_seq" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_file_usage" (
	"file_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"resource_id" uuid NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_file_usage_file_id_kind_resource_id_pk" PRIMARY KEY("file_id","kind","resource_id")
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"online_id" integer NOT NULL,
	"uploaded_by" uuid,
	"storage_key" text NOT NULL,
	"thumb_key" text,
	"original_key" text,
	"mime" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"category_id" uuid,
	"resolution" text DEFAULT 'other' NOT NULL,
	"width" integer,
	"height" integer,
	"alignment" text DEFAULT 'other' NOT NULL,
	"file_size" bigint NOT NULL,
	"duration_seconds" real,
	"has_sound" boolean,
	"media_type" text DEFAULT 'general' NOT NULL,
	"info_access" text DEFAULT 'public' NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"processing" text DEFAULT 'ready' NOT NULL,
	"uploaded_on" timestamp with time zone DEFAULT now() NOT NULL,
	"first_use" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_file_log" ADD CONSTRAINT "media_file_log_file_id_media_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_file_log" ADD CONSTRAINT "media_file_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_file_seq" ADD CONSTRAINT "media_file_seq_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_file_usage" ADD CONSTRAINT "media_file_usage_file_id_media_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_file_log_file_idx" ON "media_file_log" USING btree ("file_id","at");--> statement-breakpoint
CREATE INDEX "media_file_usage_resource_idx" ON "media_file_usage" USING btree ("kind","resource_id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_files_company_online_id_idx" ON "media_files" USING btree ("company_id","online_id");--> statement-breakpoint
CREATE INDEX "media_files_company_uploaded_idx" ON "media_files" USING btree ("company_id","is_archived","uploaded_on" DESC NULLS LAST) WHERE "media_files"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "media_files_company_updated_idx" ON "media_files" USING btree ("company_id","updated_at" DESC NULLS LAST) WHERE "media_files"."deleted_at" IS NULL;