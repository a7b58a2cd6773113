CREATE TABLE "passkeys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_guid" uuid NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"sign_count" integer DEFAULT 0 NOT NULL,
	"transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"device_type" text NOT NULL,
	"backed_up" boolean NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "passkeys_credential_id_uq" UNIQUE("credential_id"),
	CONSTRAINT "passkeys_user_name_uq" UNIQUE("user_guid","name"),
	CONSTRAINT "passkeys_name_ck" CHECK (char_length("passkeys"."name") between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "webauthn_challenges" (
	"challenge" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_guid" uuid,
	"interaction_uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webauthn_challenges_binding_ck" CHECK (("webauthn_challenges"."purpose" = 'registration' and "webauthn_challenges"."user_guid" is not null) or ("webauthn_challenges"."purpose" = 'authentication' and "webauthn_challenges"."interaction_uid" is not null))
);
--> statement-breakpoint
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_user_guid_identities_user_guid_fk" FOREIGN KEY ("user_guid") REFERENCES "public"."identities"("user_guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webauthn_challenges" ADD CONSTRAINT "webauthn_challenges_user_guid_identities_user_guid_fk" FOREIGN KEY ("user_guid") REFERENCES "public"."identities"("user_guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webauthn_challenges_user_idx" ON "webauthn_challenges" USING btree ("user_guid");--> statement-breakpoint
CREATE INDEX "webauthn_challenges_interaction_idx" ON "webauthn_challenges" USING btree ("interaction_uid");--> statement-breakpoint
CREATE INDEX "webauthn_challenges_expires_idx" ON "webauthn_challenges" USING btree ("expires_at");