CREATE TABLE "partner_favorite_displays" (
	"company_id" uuid NOT NULL,
	"display_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_favorite_displays" ADD CONSTRAINT "partner_favorite_displays_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_favorite_displays" ADD CONSTRAINT "partner_favorite_displays_display_id_displays_id_fk" FOREIGN KEY ("display_id") REFERENCES "public"."displays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_favorite_displays_pk" ON "partner_favorite_displays" USING btree ("company_id","display_id");--> statement-breakpoint
CREATE INDEX "partner_favorite_displays_display_idx" ON "partner_favorite_displays" USING btree ("display_id");