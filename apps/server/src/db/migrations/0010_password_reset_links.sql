CREATE TABLE "password_reset_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "password_reset_links" ADD CONSTRAINT "password_reset_links_user_guid_identities_user_guid_fk" FOREIGN KEY ("user_guid") REFERENCES "public"."identities"("user_guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_reset_links_user_idx" ON "password_reset_links" USING btree ("user_guid");