ALTER TABLE "payments" DROP CONSTRAINT "payments_status_ck";--> statement-breakpoint
ALTER TABLE "gateway_card_vault" ADD COLUMN "pan_fingerprint" text;--> statement-breakpoint
ALTER TABLE "gateway_card_vault" ADD COLUMN "approves" boolean;--> statement-breakpoint
UPDATE "gateway_card_vault" SET "pan_fingerprint" = md5("token" || "pan"), "approves" = "pan" <> '4000000000000002';--> statement-breakpoint
ALTER TABLE "gateway_card_vault" ALTER COLUMN "pan_fingerprint" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "gateway_card_vault" ALTER COLUMN "approves" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "gateway_card_vault" DROP COLUMN "pan";--> statement-breakpoint
ALTER TABLE "gateway_transactions" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "gateway_transactions" ADD CONSTRAINT "gateway_transactions_idempotency_key_uq" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_ck" CHECK ("payments"."status" in ('Pending', 'Approved', 'Declined', 'Cancelled'));
