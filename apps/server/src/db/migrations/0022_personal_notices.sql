ALTER TABLE "notices" ALTER COLUMN "account_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "user_guid" uuid;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_user_guid_identities_user_guid_fk" FOREIGN KEY ("user_guid") REFERENCES "public"."identities"("user_guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_person_inbox_idx" ON "notices" USING btree ("user_guid","id");--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_owner_ck" CHECK (num_nonnulls("notices"."account_code", "notices"."user_guid") = 1);