CREATE TABLE "player_monitor" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL,
	"resumed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_play_hours" (
	"company_id" uuid NOT NULL,
	"display_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"file_id" uuid,
	"hour" timestamp with time zone NOT NULL,
	"plays" integer NOT NULL,
	CONSTRAINT "player_play_hours_display_id_item_id_hour_pk" PRIMARY KEY("display_id","item_id","hour")
);
--> statement-breakpoint
CREATE TABLE "player_plays" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"display_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"file_id" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"share" real NOT NULL,
	"counted" boolean NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_screenshots" (
	"display_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"requested_at" timestamp with time zone,
	"requested_by" uuid,
	"taken_at" timestamp with time zone,
	"storage_key" text,
	"size_bytes" integer,
	"mime" text
);
--> statement-breakpoint
CREATE TABLE "player_status" (
	"display_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"offline_notified" boolean DEFAULT false NOT NULL,
	"current_item_id" text,
	"current_title" text,
	"current_since" timestamp with time zone,
	"manifest_version" text,
	"cache_bytes" bigint,
	"uptime_seconds" integer,
	"clock_offset_ms" integer,
	"heap_bytes" bigint,
	"user_agent" text
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "offline_alert_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_play_hours" ADD CONSTRAINT "player_play_hours_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_play_hours" ADD CONSTRAINT "player_play_hours_display_id_displays_id_fk" FOREIGN KEY ("display_id") REFERENCES "public"."displays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_plays" ADD CONSTRAINT "player_plays_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_plays" ADD CONSTRAINT "player_plays_display_id_displays_id_fk" FOREIGN KEY ("display_id") REFERENCES "public"."displays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_screenshots" ADD CONSTRAINT "player_screenshots_display_id_displays_id_fk" FOREIGN KEY ("display_id") REFERENCES "public"."displays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_screenshots" ADD CONSTRAINT "player_screenshots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_screenshots" ADD CONSTRAINT "player_screenshots_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_status" ADD CONSTRAINT "player_status_display_id_displays_id_fk" FOREIGN KEY ("display_id") REFERENCES "public"."displays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_status" ADD CONSTRAINT "player_status_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_play_hours_hour" ON "player_play_hours" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "player_plays_display_started" ON "player_plays" USING btree ("display_id","started_at");--> statement-breakpoint
CREATE INDEX "player_status_company" ON "player_status" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "player_status_offline" ON "player_status" USING btree ("changed_at") WHERE NOT "player_status"."online";