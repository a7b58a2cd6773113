CREATE TABLE "idp_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"use" text NOT NULL,
	"material" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idp_keys_use_ck" CHECK ("idp_keys"."use" in ('sig', 'cookie'))
);
--> statement-breakpoint
CREATE INDEX "idp_keys_use_idx" ON "idp_keys" USING btree ("use","created_at");