CREATE TABLE "staff_second_factors" (
	"user_guid" uuid PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'totp' NOT NULL,
	"sealed_secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_used_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_second_factors_kind_ck" CHECK ("staff_second_factors"."kind" in ('totp'))
);
--> statement-breakpoint
ALTER TABLE "idp_keys" DROP CONSTRAINT "idp_keys_use_ck";--> statement-breakpoint
ALTER TABLE "staff_second_factors" ADD CONSTRAINT "staff_second_factors_user_guid_identities_user_guid_fk" FOREIGN KEY ("user_guid") REFERENCES "public"."identities"("user_guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idp_keys" ADD CONSTRAINT "idp_keys_use_ck" CHECK ("idp_keys"."use" in ('sig', 'cookie', 'enc'));