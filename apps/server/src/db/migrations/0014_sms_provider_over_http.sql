-- The sandbox text-message provider is reached over HTTP (issue 28): each message keeps the
-- sender's Idempotency-Key, its reference and where its delivery report goes. Messages from
-- before have no key of their own; their id stands in.
ALTER TABLE "sandbox_sms" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
UPDATE "sandbox_sms" SET "idempotency_key" = "provider_message_id"::text;--> statement-breakpoint
ALTER TABLE "sandbox_sms" ALTER COLUMN "idempotency_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_sms" ADD COLUMN "reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_sms" ADD COLUMN "status_callback" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_sms_idempotency_key_uq" ON "sandbox_sms" USING btree ("idempotency_key");
