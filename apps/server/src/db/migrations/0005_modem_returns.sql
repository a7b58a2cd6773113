CREATE TABLE "modem_returns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "modem_returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"account_code" text NOT NULL,
	"internet_service_id" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"address3" text,
	"location_name" text NOT NULL,
	"post_code" text NOT NULL,
	"status" text DEFAULT 'Requested' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modem_returns_token_hash_uq" UNIQUE("token_hash"),
	CONSTRAINT "modem_returns_status_ck" CHECK ("modem_returns"."status" in ('Requested', 'Confirmed'))
);
--> statement-breakpoint
ALTER TABLE "modem_returns" ADD CONSTRAINT "modem_returns_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modem_returns" ADD CONSTRAINT "modem_returns_internet_service_id_internet_services_id_fk" FOREIGN KEY ("internet_service_id") REFERENCES "public"."internet_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "modem_returns_account_idx" ON "modem_returns" USING btree ("account_code");