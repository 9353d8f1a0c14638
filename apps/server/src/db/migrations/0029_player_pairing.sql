CREATE TABLE "player_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"display_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"display_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "player_pairings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"secret_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"company_id" uuid,
	"display_id" uuid,
	"claimed_by" uuid,
	"claimed_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_credentials" ADD CONSTRAINT "player_credentials_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_credentials" ADD CONSTRAINT "player_credentials_display_id_displays_id_fk" FOREIGN KEY ("display_id") REFERENCES "public"."displays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_pairings" ADD CONSTRAINT "player_pairings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_pairings" ADD CONSTRAINT "player_pairings_display_id_displays_id_fk" FOREIGN KEY ("display_id") REFERENCES "public"."displays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_pairings" ADD CONSTRAINT "player_pairings_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_credentials_token" ON "player_credentials" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "player_credentials_display" ON "player_credentials" USING btree ("display_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_pairings_open_code" ON "player_pairings" USING btree ("code") WHERE "player_pairings"."claimed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "player_pairings_expires" ON "player_pairings" USING btree ("expires_at");