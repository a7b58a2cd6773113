CREATE TABLE "sign_ins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_guid" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"method" text NOT NULL,
	"browser" text NOT NULL,
	"device" text NOT NULL,
	"network" text,
	"grant_id" text,
	CONSTRAINT "sign_ins_method_ck" CHECK ("sign_ins"."method" in ('pwd', 'webauthn'))
);
--> statement-breakpoint
CREATE TABLE "staff_openings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"staff_guid" uuid NOT NULL,
	"account_code" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identities" ADD COLUMN "sign_ins_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_user_guid_identities_user_guid_fk" FOREIGN KEY ("user_guid") REFERENCES "public"."identities"("user_guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_ins_user_at_idx" ON "sign_ins" USING btree ("user_guid","at");--> statement-breakpoint
CREATE INDEX "sign_ins_grant_idx" ON "sign_ins" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "sign_ins_at_idx" ON "sign_ins" USING btree ("at");--> statement-breakpoint
CREATE INDEX "staff_openings_account_at_idx" ON "staff_openings" USING btree ("account_code","opened_at");