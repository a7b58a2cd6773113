CREATE TABLE "payment_arrangements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_code" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"invoice_id" text,
	"amount_cents" integer NOT NULL,
	"new_due_date" date,
	"frequency" text,
	"instalment_count" integer,
	"first_due_date" date,
	"created_by" uuid NOT NULL,
	"created_by_staff" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"cancel_reason" text,
	CONSTRAINT "payment_arrangements_kind_ck" CHECK ("payment_arrangements"."kind" in ('extension', 'plan')),
	CONSTRAINT "payment_arrangements_status_ck" CHECK ("payment_arrangements"."status" in ('active', 'cancelled')),
	CONSTRAINT "payment_arrangements_amount_ck" CHECK ("payment_arrangements"."amount_cents" > 0),
	CONSTRAINT "payment_arrangements_shape_ck" CHECK (("payment_arrangements"."kind" = 'extension' and "payment_arrangements"."invoice_id" is not null and "payment_arrangements"."new_due_date" is not null)
        or ("payment_arrangements"."kind" = 'plan' and "payment_arrangements"."frequency" in ('weekly', 'fortnightly', 'monthly')
            and "payment_arrangements"."instalment_count" > 0 and "payment_arrangements"."first_due_date" is not null))
);
--> statement-breakpoint
ALTER TABLE "payment_arrangements" ADD CONSTRAINT "payment_arrangements_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_arrangements" ADD CONSTRAINT "payment_arrangements_invoice_id_invoices_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("invoice_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_arrangements_account_idx" ON "payment_arrangements" USING btree ("account_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_arrangements_one_extension_uq" ON "payment_arrangements" USING btree ("invoice_id") WHERE "payment_arrangements"."kind" = 'extension';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_arrangements_one_active_plan_uq" ON "payment_arrangements" USING btree ("account_code") WHERE "payment_arrangements"."kind" = 'plan' and "payment_arrangements"."status" = 'active';