CREATE TABLE "partner_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inviter_company_id" uuid NOT NULL,
	"invited_by" uuid,
	"email" text NOT NULL,
	"message" text,
	"language" text DEFAULT 'en' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"invited_company_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_invitations" ADD CONSTRAINT "partner_invitations_inviter_company_id_companies_id_fk" FOREIGN KEY ("inviter_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invitations" ADD CONSTRAINT "partner_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invitations" ADD CONSTRAINT "partner_invitations_invited_company_id_companies_id_fk" FOREIGN KEY ("invited_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_invitations_open_idx" ON "partner_invitations" USING btree ("inviter_company_id","email") WHERE "partner_invitations"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "partner_invitations_email_idx" ON "partner_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "partner_invitations_inviter_idx" ON "partner_invitations" USING btree ("inviter_company_id","created_at");