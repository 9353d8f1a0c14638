CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "ad_spots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"display_id" uuid NOT NULL,
	"advertiser_company_id" uuid NOT NULL,
	"kind" text DEFAULT 'adSpot' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "display_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"display_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "display_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"display_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"thumb_key" text,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"duration_seconds" real,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "display_shares" (
	"display_id" uuid NOT NULL,
	"partner_company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "displays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"online_id" integer NOT NULL,
	"created_by" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"steps_done" smallint DEFAULT 0 NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"category_id" uuid,
	"accessibility" text DEFAULT 'private' NOT NULL,
	"location" text DEFAULT 'internal' NOT NULL,
	"share_options" text DEFAULT 'notShare' NOT NULL,
	"excluded_industries" text[] DEFAULT '{}'::text[] NOT NULL,
	"predefined_filters" text[] DEFAULT '{}'::text[] NOT NULL,
	"display_type" text,
	"brand" text,
	"model" text,
	"serial_number" text,
	"sound" boolean,
	"operating_system" text,
	"alignment" text,
	"screens" text,
	"size_inches" real,
	"width_cm" real,
	"height_cm" real,
	"resolution" text,
	"resolution_width" integer,
	"resolution_height" integer,
	"aspect_ratio" text,
	"availability" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"available_days" text[] DEFAULT '{}'::text[] NOT NULL,
	"street" text,
	"house_number" text,
	"postcode" text,
	"town" text,
	"district" text,
	"federal_state" text,
	"country" text,
	"placement" text,
	"location_description" text,
	"latitude" double precision,
	"longitude" double precision,
	"visibility_rate" smallint,
	"visitor_count" smallint,
	"price_credits" smallint,
	"peak_times" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"token_email" text,
	"player_token_hash" text,
	"shutdown_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_company_id" uuid NOT NULL,
	"sender_company_id" uuid,
	"sender_user_id" uuid,
	"type" text NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" uuid,
	"message_en" text NOT NULL,
	"message_de" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "display_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_spots" ADD CONSTRAINT "ad_spots_display_id_displays_id_fk" FOREIGN KEY ("display_id") REFERENCES "public"."displays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_spots" ADD CONSTRAINT "ad_spots_advertiser_company_id_companies_id_fk" FOREIGN KEY ("advertiser_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_logs" ADD CONSTRAINT "display_logs_display_id_displays_id_fk" FOREIGN KEY ("display_id") REFERENCES "public"."displays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_media" ADD CONSTRAINT "display_media_display_id_displays_id_fk" FOREIGN KEY ("display_id") REFERENCES "public"."displays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_media" ADD CONSTRAINT "display_media_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_shares" ADD CONSTRAINT "display_shares_display_id_displays_id_fk" FOREIGN KEY ("display_id") REFERENCES "public"."displays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_shares" ADD CONSTRAINT "display_shares_partner_company_id_companies_id_fk" FOREIGN KEY ("partner_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "displays" ADD CONSTRAINT "displays_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "displays" ADD CONSTRAINT "displays_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "displays" ADD CONSTRAINT "displays_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_company_id_companies_id_fk" FOREIGN KEY ("recipient_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_sender_company_id_companies_id_fk" FOREIGN KEY ("sender_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_spots_display_idx" ON "ad_spots" USING btree ("display_id");--> statement-breakpoint
CREATE INDEX "display_logs_display_idx" ON "display_logs" USING btree ("display_id","created_at");--> statement-breakpoint
CREATE INDEX "display_media_display_idx" ON "display_media" USING btree ("display_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "display_shares_pk" ON "display_shares" USING btree ("display_id","partner_company_id");--> statement-breakpoint
CREATE INDEX "display_shares_partner_idx" ON "display_shares" USING btree ("partner_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "displays_company_online_id_idx" ON "displays" USING btree ("company_id","online_id");--> statement-breakpoint
CREATE INDEX "displays_company_created_idx" ON "displays" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "displays_search_trgm_idx" ON "displays" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_company_id","created_at");
--> statement-breakpoint
CREATE FUNCTION displays_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(NEW.online_id::text || ' ' || NEW.title || ' ' || NEW.description || ' ' || coalesce(NEW.serial_number, '') || ' ' || coalesce(NEW.model, '') || ' ' || array_to_string(NEW.keywords, ' '));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER displays_search_text BEFORE INSERT OR UPDATE ON displays FOR EACH ROW EXECUTE FUNCTION displays_search_text();
