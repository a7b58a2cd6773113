CREATE TABLE "alternate_contacts" (
	"account_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"relationship" text NOT NULL,
	"email" text,
	"mobile_number" text,
	"consent_confirmed_at" timestamp with time zone NOT NULL,
	"nominated_by" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alternate_contacts_reachable_ck" CHECK ("alternate_contacts"."email" is not null or "alternate_contacts"."mobile_number" is not null)
);
--> statement-breakpoint
CREATE TABLE "medical_dependencies" (
	"account_code" text PRIMARY KEY NOT NULL,
	"dependent_name" text NOT NULL,
	"need" text NOT NULL,
	"contact_phone" text NOT NULL,
	"declared_by" uuid,
	"declared_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"confirmation" "bytea",
	"confirmation_type" text,
	"confirmation_size" integer,
	"confirmation_uploaded_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	CONSTRAINT "medical_dependencies_state_ck" CHECK ("medical_dependencies"."state" in ('pending', 'confirmed', 'declined')),
	CONSTRAINT "medical_dependencies_confirmation_size_ck" CHECK ("medical_dependencies"."confirmation_size" is null or "medical_dependencies"."confirmation_size" <= 5242880)
);
--> statement-breakpoint
ALTER TABLE "alternate_contacts" ADD CONSTRAINT "alternate_contacts_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_dependencies" ADD CONSTRAINT "medical_dependencies_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;