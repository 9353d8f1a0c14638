CREATE TABLE "display_program_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"display_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"duration_seconds" integer,
	"days" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"hours_from" text,
	"hours_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "display_media" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "display_program_items" ADD CONSTRAINT "display_program_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_program_items" ADD CONSTRAINT "display_program_items_display_id_displays_id_fk" FOREIGN KEY ("display_id") REFERENCES "public"."displays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_program_items" ADD CONSTRAINT "display_program_items_file_id_media_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "display_program_items_position_idx" ON "display_program_items" USING btree ("display_id","position");--> statement-breakpoint
CREATE INDEX "display_program_items_file_idx" ON "display_program_items" USING btree ("file_id");