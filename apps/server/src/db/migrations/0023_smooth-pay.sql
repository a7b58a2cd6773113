CREATE TABLE "smooth_pay_arrangements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_code" text NOT NULL,
	"frequency" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"started_on" date NOT NULL,
	"next_review_on" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone,
	"stopped_by" uuid,
	"stop_reason" text,
	CONSTRAINT "smooth_pay_status_ck" CHECK ("smooth_pay_arrangements"."status" in ('active', 'stopped')),
	CONSTRAINT "smooth_pay_frequency_ck" CHECK ("smooth_pay_arrangements"."frequency" in ('weekly', 'fortnightly', 'monthly')),
	CONSTRAINT "smooth_pay_amount_ck" CHECK ("smooth_pay_arrangements"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "smooth_pay_reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"arrangement_id" uuid NOT NULL,
	"reviewed_on" date NOT NULL,
	"kind" text NOT NULL,
	"previous_amount_cents" integer,
	"amount_cents" integer NOT NULL,
	"bill_count" integer NOT NULL,
	"bills_total_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "smooth_pay_reviews_kind_ck" CHECK ("smooth_pay_reviews"."kind" in ('start', 'review'))
);
--> statement-breakpoint
ALTER TABLE "smooth_pay_arrangements" ADD CONSTRAINT "smooth_pay_arrangements_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smooth_pay_reviews" ADD CONSTRAINT "smooth_pay_reviews_arrangement_id_smooth_pay_arrangements_id_fk" FOREIGN KEY ("arrangement_id") REFERENCES "public"."smooth_pay_arrangements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "smooth_pay_one_active_uq" ON "smooth_pay_arrangements" USING btree ("account_code") WHERE "smooth_pay_arrangements"."status" = 'active';--> statement-breakpoint
CREATE INDEX "smooth_pay_review_due_idx" ON "smooth_pay_arrangements" USING btree ("next_review_on") WHERE "smooth_pay_arrangements"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "smooth_pay_reviews_day_uq" ON "smooth_pay_reviews" USING btree ("arrangement_id","reviewed_on");