CREATE TABLE "notification_mail_preferences" (
	"user_id" uuid NOT NULL,
	"group" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "notification_mail_preferences_user_id_group_pk" PRIMARY KEY("user_id","group")
);
--> statement-breakpoint
ALTER TABLE "notification_mail_preferences" ADD CONSTRAINT "notification_mail_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;