CREATE TABLE "maintenance_windows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "maintenance_windows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_windows_order_ck" CHECK ("maintenance_windows"."ends_at" > "maintenance_windows"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "recharge_transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_code" text NOT NULL,
	"target_msisdn" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"trigger" text DEFAULT 'Customer' NOT NULL,
	"card_id" text,
	"save_card" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"gateway_transaction_id" text,
	"callback_path" text,
	"run_key" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "recharge_transactions_method_ck" CHECK ("recharge_transactions"."method" in ('SavedCard', 'CreditCard', 'OnlineEftpos')),
	CONSTRAINT "recharge_transactions_trigger_ck" CHECK ("recharge_transactions"."trigger" in ('Customer', 'LowBalance', 'Monthly')),
	CONSTRAINT "recharge_transactions_status_ck" CHECK ("recharge_transactions"."status" in ('Pending', 'AwaitingConfirmation', 'Approved', 'Declined', 'Cancelled', 'Failed')),
	CONSTRAINT "recharge_transactions_amount_ck" CHECK ("recharge_transactions"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "prepay_transactions" ADD COLUMN "recharge_transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "prepay_transactions" ADD COLUMN "voucher_number" text;--> statement-breakpoint
ALTER TABLE "recharge_transactions" ADD CONSTRAINT "recharge_transactions_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_transactions" ADD CONSTRAINT "recharge_transactions_target_msisdn_mobile_services_service_entity_fk" FOREIGN KEY ("target_msisdn") REFERENCES "public"."mobile_services"("service_entity") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_transactions" ADD CONSTRAINT "recharge_transactions_card_id_saved_cards_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."saved_cards"("card_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_windows_ends_idx" ON "maintenance_windows" USING btree ("ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_transactions_run_key_uq" ON "recharge_transactions" USING btree ("run_key");--> statement-breakpoint
CREATE INDEX "recharge_transactions_target_idx" ON "recharge_transactions" USING btree ("target_msisdn","created_at");--> statement-breakpoint
ALTER TABLE "prepay_transactions" ADD CONSTRAINT "prepay_transactions_recharge_transaction_id_recharge_transactions_id_fk" FOREIGN KEY ("recharge_transaction_id") REFERENCES "public"."recharge_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepay_transactions" ADD CONSTRAINT "prepay_transactions_recharge_uq" UNIQUE("recharge_transaction_id");--> statement-breakpoint
ALTER TABLE "prepay_transactions" ADD CONSTRAINT "prepay_transactions_voucher_uq" UNIQUE("voucher_number");