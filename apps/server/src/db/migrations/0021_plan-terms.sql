ALTER TABLE "broadband_plans" ADD COLUMN "term_months" integer;--> statement-breakpoint
ALTER TABLE "broadband_plans" ADD COLUMN "early_termination_fee_per_month_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "broadband_plans" ADD COLUMN "early_termination_fee_cap_cents" integer;--> statement-breakpoint
ALTER TABLE "broadband_plans" ADD COLUMN "setup_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "internet_services" ADD COLUMN "term_started_on" date;--> statement-breakpoint
ALTER TABLE "mobile_plans" ADD COLUMN "term_months" integer;--> statement-breakpoint
ALTER TABLE "mobile_plans" ADD COLUMN "early_termination_fee_per_month_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mobile_plans" ADD COLUMN "early_termination_fee_cap_cents" integer;--> statement-breakpoint
ALTER TABLE "mobile_plans" ADD COLUMN "setup_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mobile_services" ADD COLUMN "term_started_on" date;--> statement-breakpoint
ALTER TABLE "icps" ADD COLUMN "term_started_on" date;--> statement-breakpoint
ALTER TABLE "power_plans" ADD COLUMN "term_months" integer;--> statement-breakpoint
ALTER TABLE "power_plans" ADD COLUMN "early_termination_fee_per_month_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "power_plans" ADD COLUMN "early_termination_fee_cap_cents" integer;--> statement-breakpoint
ALTER TABLE "power_plans" ADD COLUMN "setup_fee_cents" integer DEFAULT 0 NOT NULL;