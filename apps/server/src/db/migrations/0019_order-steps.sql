ALTER TABLE "orders" ADD COLUMN "step_dates" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "modem_returns" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "modem_returns" ADD COLUMN "closed_at" timestamp with time zone;