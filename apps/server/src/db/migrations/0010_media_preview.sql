ALTER TABLE "companies" ADD COLUMN "keep_media_originals" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "preview_key" text;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "original_name" text;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "original_size" bigint;