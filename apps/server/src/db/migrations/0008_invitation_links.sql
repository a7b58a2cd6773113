CREATE TABLE "invitation_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"pending_user_id" uuid,
	"account_code" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"accepted_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "invitation_links_status_ck" CHECK ("invitation_links"."status" in ('open', 'used', 'withdrawn', 'replaced'))
);
--> statement-breakpoint
ALTER TABLE "invitation_links" ADD CONSTRAINT "invitation_links_pending_user_id_pending_users_id_fk" FOREIGN KEY ("pending_user_id") REFERENCES "public"."pending_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_links" ADD CONSTRAINT "invitation_links_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_links" ADD CONSTRAINT "invitation_links_accepted_by_identities_user_guid_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."identities"("user_guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitation_links_pending_user_idx" ON "invitation_links" USING btree ("pending_user_id");