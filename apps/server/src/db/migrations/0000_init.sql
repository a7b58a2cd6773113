CREATE TABLE "account_external_references" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_external_references_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_code" text NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_external_references_account_type_uq" UNIQUE("account_code","type")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"account_code" text PRIMARY KEY NOT NULL,
	"account_name" text NOT NULL,
	"owner_name" text NOT NULL,
	"billing_email" text,
	"billing_phone_number" text,
	"billing_mobile_number" text,
	"billing_address1" text,
	"billing_address2" text,
	"billing_address3" text,
	"billing_country" text DEFAULT 'New Zealand' NOT NULL,
	"billing_location_name" text,
	"billing_post_code" text,
	"billing_state" text,
	"business_group" text NOT NULL,
	"bill_frequency" text NOT NULL,
	"billing_period" text NOT NULL,
	"billing_period_modified_date" date,
	"current_bill_run" text,
	"bill_cycle_display_name" text NOT NULL,
	"last_billed_date" date,
	"next_bill_date" date,
	"display_gst_inclusive_values" boolean DEFAULT true NOT NULL,
	"gst_number" text,
	"date_cancelled" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_bill_frequency_ck" CHECK ("accounts"."bill_frequency" in ('SixMonthly', 'Monthly', 'Fortnightly', 'Weekly', 'Daily')),
	CONSTRAINT "accounts_billing_period_ck" CHECK ("accounts"."billing_period" in ('Daily', 'Weekly', 'Monthly'))
);
--> statement-breakpoint
CREATE TABLE "linked_numbers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "linked_numbers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_code" text NOT NULL,
	"number" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "linked_numbers_account_number_uq" UNIQUE("account_code","number")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"account_code" text NOT NULL,
	"order_type" text NOT NULL,
	"status" text NOT NULL,
	"sales_channel" text DEFAULT 'SelfService' NOT NULL,
	"sales_person" text DEFAULT 'MyAccountv2' NOT NULL,
	"payload" jsonb NOT NULL,
	"order_impact" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requested_date_of_provisioning" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "service_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_code" text NOT NULL,
	"location_id" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"suburb" text,
	"city" text NOT NULL,
	"post_code" text NOT NULL,
	"is_current" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_addresses_location_id_uq" UNIQUE("location_id")
);
--> statement-breakpoint
CREATE TABLE "account_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_code" text NOT NULL,
	"transaction_type" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_after_cents" integer NOT NULL,
	"invoice_id" text,
	"payment_id" uuid,
	CONSTRAINT "account_transactions_type_ck" CHECK ("account_transactions"."transaction_type" in ('Invoice', 'Payment', 'Credit'))
);
--> statement-breakpoint
CREATE TABLE "bill_dates" (
	"account_code" text NOT NULL,
	"bill_date" date NOT NULL,
	CONSTRAINT "bill_dates_pk" PRIMARY KEY("account_code","bill_date")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" text NOT NULL,
	"service_group" text NOT NULL,
	"service_entity" text,
	"description" text NOT NULL,
	"quantity" text,
	"amount_including_gst_cents" integer NOT NULL,
	"amount_excluding_gst_cents" integer NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "invoice_lines_invoice_order_uq" UNIQUE("invoice_id","sort_order")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"invoice_id" text PRIMARY KEY NOT NULL,
	"account_code" text NOT NULL,
	"bill_date" date NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"due_date" date NOT NULL,
	"opening_balance_cents" integer NOT NULL,
	"total_including_gst_cents" integer NOT NULL,
	"total_excluding_gst_cents" integer NOT NULL,
	"gst_cents" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_account_bill_date_uq" UNIQUE("account_code","bill_date"),
	CONSTRAINT "invoices_status_ck" CHECK ("invoices"."status" in ('Issued', 'Paid', 'Overdue'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"account_code" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"surcharge_cents" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"card_id" text,
	"gateway_transaction_id" text,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_method_ck" CHECK ("payments"."method" in ('DirectDebit', 'CreditCard', 'OnlineBanking', 'BankTransfer')),
	CONSTRAINT "payments_status_ck" CHECK ("payments"."status" in ('Pending', 'Approved', 'Declined'))
);
--> statement-breakpoint
CREATE TABLE "recurring_payment_methods" (
	"account_code" text PRIMARY KEY NOT NULL,
	"recurring_payment_type" text NOT NULL,
	"direct_debit_payee" text,
	"direct_debit_account_name" text,
	"bank_code" text,
	"bank_branch" text,
	"bank_account" text,
	"bank_suffix" text,
	"card_id" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recurring_payment_methods_type_ck" CHECK ("recurring_payment_methods"."recurring_payment_type" in ('Manual', 'DirectDebit', 'CreditCard', 'PaperlessDirectDebit')),
	CONSTRAINT "recurring_payment_methods_details_ck" CHECK (("recurring_payment_methods"."recurring_payment_type" in ('DirectDebit', 'PaperlessDirectDebit') and "recurring_payment_methods"."bank_account" is not null and "recurring_payment_methods"."card_id" is null)
        or ("recurring_payment_methods"."recurring_payment_type" = 'CreditCard' and "recurring_payment_methods"."card_id" is not null and "recurring_payment_methods"."bank_account" is null)
        or ("recurring_payment_methods"."recurring_payment_type" = 'Manual' and "recurring_payment_methods"."card_id" is null and "recurring_payment_methods"."bank_account" is null))
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"card_id" text PRIMARY KEY NOT NULL,
	"account_code" text NOT NULL,
	"gateway_token" text NOT NULL,
	"card_type" text NOT NULL,
	"masked_number" text NOT NULL,
	"expiry_month" smallint NOT NULL,
	"expiry_year" smallint NOT NULL,
	"cardholder_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "saved_cards_gateway_token_uq" UNIQUE("gateway_token"),
	CONSTRAINT "saved_cards_masked_number_ck" CHECK ("saved_cards"."masked_number" !~ '[0-9]{5,}'),
	CONSTRAINT "saved_cards_expiry_month_ck" CHECK ("saved_cards"."expiry_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "broadband_plans" (
	"plan_key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"technology" text NOT NULL,
	"category_group" text NOT NULL,
	"category" text NOT NULL,
	"download_mbps" integer NOT NULL,
	"upload_mbps" integer NOT NULL,
	"monthly_charge_including_gst_cents" integer NOT NULL,
	"monthly_charge_excluding_gst_cents" integer NOT NULL,
	"blurb" text,
	"business_only" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "broadband_plans_technology_ck" CHECK ("broadband_plans"."technology" in ('UFB', 'WBB', 'xDSL'))
);
--> statement-breakpoint
CREATE TABLE "email_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_code" text NOT NULL,
	"product_key" text NOT NULL,
	"domain" text NOT NULL,
	"mailbox_limit" integer NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "internet_services" (
	"id" text PRIMARY KEY NOT NULL,
	"account_code" text NOT NULL,
	"core_product_id" integer,
	"plan_key" text NOT NULL,
	"activation_status" text NOT NULL,
	"blocking_status" text DEFAULT 'Unblocked' NOT NULL,
	"port_filtering_status" text DEFAULT 'Enabled' NOT NULL,
	"connected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "internet_services_activation_ck" CHECK ("internet_services"."activation_status" in ('Active', 'Inactive', 'Blocked', 'Cancelled', 'Pending')),
	CONSTRAINT "internet_services_port_filtering_ck" CHECK ("internet_services"."port_filtering_status" in ('Enabled', 'Disabled'))
);
--> statement-breakpoint
CREATE TABLE "mailboxes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mailboxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_code" text NOT NULL,
	"email_product_id" integer NOT NULL,
	"email_address" text NOT NULL,
	"display_name" text,
	"password_hash" text,
	"quota_bytes" bigint NOT NULL,
	"used_bytes" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailboxes_email_address_uq" UNIQUE("email_address")
);
--> statement-breakpoint
CREATE TABLE "voice_plans" (
	"plan_key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"voice_type" text NOT NULL,
	"description" text NOT NULL,
	"monthly_charge_including_gst_cents" integer NOT NULL,
	"monthly_charge_excluding_gst_cents" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "voice_plans_type_ck" CHECK ("voice_plans"."voice_type" in ('SIPONT', 'ATAPOTS', 'SIPPOTS', 'POTS', 'NoVoice', 'SIPTRUNK'))
);
--> statement-breakpoint
CREATE TABLE "voice_services" (
	"id" text PRIMARY KEY NOT NULL,
	"account_code" text NOT NULL,
	"core_product_id" integer,
	"plan_key" text NOT NULL,
	"landline_number" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"features" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_services_landline_uq" UNIQUE("landline_number")
);
--> statement-breakpoint
CREATE TABLE "addon_plans" (
	"addon_plan_key" text PRIMARY KEY NOT NULL,
	"addon_type" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"applies_to" text NOT NULL,
	"charge_including_gst_cents" integer NOT NULL,
	"charge_excluding_gst_cents" integer NOT NULL,
	"bill_frequency" text NOT NULL,
	"data_bytes" bigint,
	"minutes" integer,
	"auto_renews" boolean DEFAULT true NOT NULL,
	"sales_channels" text[] DEFAULT '{SelfService}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "addon_plans_type_ck" CHECK ("addon_plans"."addon_type" in ('callingpack', 'static_ip', 'mobile2_wbb_addon', 'amazonprimevideo', 'ata_pots_rental', 'fibervoice_rental', 'siptrunk_ddi', 'data', 'roaming', 'email')),
	CONSTRAINT "addon_plans_applies_to_ck" CHECK ("addon_plans"."applies_to" in ('Postpay', 'Prepay', 'Broadband'))
);
--> statement-breakpoint
CREATE TABLE "mobile_plan_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mobile_plan_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_key" text NOT NULL,
	"charge_including_gst_cents" integer NOT NULL,
	"charge_excluding_gst_cents" integer NOT NULL,
	"bill_frequency" text NOT NULL,
	"unit" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mobile_plan_charges_plan_order_uq" UNIQUE("plan_key","sort_order")
);
--> statement-breakpoint
CREATE TABLE "mobile_plans" (
	"plan_key" text PRIMARY KEY NOT NULL,
	"plan_description" text NOT NULL,
	"plan_type" text NOT NULL,
	"payment_type" text NOT NULL,
	"data_category" text,
	"data_cap_bytes" bigint,
	"minutes_limit" integer,
	"text_limit" integer,
	"unlimited_data" boolean DEFAULT false NOT NULL,
	"unlimited_minutes" boolean DEFAULT false NOT NULL,
	"unlimited_text" boolean DEFAULT false NOT NULL,
	"group_tag" text,
	"is_group_leader" boolean DEFAULT false NOT NULL,
	"is_group_member" boolean DEFAULT false NOT NULL,
	"is_standalone" boolean DEFAULT true NOT NULL,
	"max_group_member_count" integer,
	"supported_leader_plan_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_base_prepay_plan" boolean DEFAULT false NOT NULL,
	"short_description" text,
	"descriptions" text[] DEFAULT '{}'::text[] NOT NULL,
	"business_only" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mobile_plans_payment_type_ck" CHECK ("mobile_plans"."payment_type" in ('Prepay', 'Postpay')),
	CONSTRAINT "mobile_plans_plan_type_ck" CHECK ("mobile_plans"."plan_type" in ('Capped', 'Carryover', 'Endless', 'EndlessTourist', 'Overage', 'Unlimited', 'Prepay', 'Unmetered', 'Vulnerability', 'Sidekick', 'Wearable'))
);
--> statement-breakpoint
CREATE TABLE "gateway_card_vault" (
	"token" text PRIMARY KEY NOT NULL,
	"pan" text NOT NULL,
	"card_type" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" smallint NOT NULL,
	"expiry_year" smallint NOT NULL,
	"cardholder_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'NZD' NOT NULL,
	"status" text NOT NULL,
	"card_token" text,
	"save_card" boolean DEFAULT false NOT NULL,
	"merchant_reference" text,
	"callback_url" text,
	"decline_reason" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "gateway_transactions_kind_ck" CHECK ("gateway_transactions"."kind" in ('Authorisation', 'Purchase')),
	CONSTRAINT "gateway_transactions_method_ck" CHECK ("gateway_transactions"."method" in ('CreditCard', 'OnlineEftpos')),
	CONSTRAINT "gateway_transactions_status_ck" CHECK ("gateway_transactions"."status" in ('Pending', 'Approved', 'Declined', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_guid" uuid NOT NULL,
	"claim_type" text NOT NULL,
	"claim_value" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_user_type_value_uq" UNIQUE("user_guid","claim_type","claim_value"),
	CONSTRAINT "claims_type_ck" CHECK ("claims"."claim_type" in ('Account', 'Line', 'MerlinAccount'))
);
--> statement-breakpoint
CREATE TABLE "identities" (
	"user_guid" uuid PRIMARY KEY NOT NULL,
	"pool_key" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date,
	"mobile_number" text,
	"phone_number" text,
	"allowed_exposure_level" text DEFAULT 'Customer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone,
	CONSTRAINT "identities_pool_email_uq" UNIQUE("pool_key","email"),
	CONSTRAINT "identities_pool_ck" CHECK ("identities"."pool_key" in ('customer', 'StaffIdentity')),
	CONSTRAINT "identities_email_lower_ck" CHECK ("identities"."email" = lower("identities"."email"))
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_type_id_uq" UNIQUE("type","id")
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"subject" text NOT NULL,
	"user_guid" uuid,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pending_users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_code" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date,
	"email" text NOT NULL,
	"mobile_number" text,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pending_users_account_email_uq" UNIQUE("account_code","email")
);
--> statement-breakpoint
CREATE TABLE "sales_people" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_people_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_guid" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_people_user_guid_uq" UNIQUE("user_guid")
);
--> statement-breakpoint
CREATE TABLE "interest_free_agreements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_code" text NOT NULL,
	"linked_service_entity" text,
	"manifest" jsonb NOT NULL,
	"number_of_instalments" integer NOT NULL,
	"total_amount_cents" integer NOT NULL,
	"initial_bill_date" date NOT NULL,
	"last_bill_date" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"total_discounts_remaining_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interest_free_instalments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interest_free_instalments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agreement_id" uuid NOT NULL,
	"instalment_number" integer NOT NULL,
	"bill_date" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"invoice_sent" boolean DEFAULT false NOT NULL,
	CONSTRAINT "interest_free_instalments_number_uq" UNIQUE("agreement_id","instalment_number")
);
--> statement-breakpoint
CREATE TABLE "mobile_addon_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mobile_addon_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_entity" text NOT NULL,
	"addon_plan_key" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"renews_at" timestamp with time zone,
	"stop_renewal" boolean DEFAULT false NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mobile_services" (
	"service_entity" text PRIMARY KEY NOT NULL,
	"account_code" text NOT NULL,
	"service" text DEFAULT 'mobile2_linerental' NOT NULL,
	"service_entity_description" text,
	"payment_type" text NOT NULL,
	"plan_key" text NOT NULL,
	"group_leader_service_entity" text,
	"status" text DEFAULT 'Active' NOT NULL,
	"is_paused" boolean DEFAULT false NOT NULL,
	"paused_at" timestamp with time zone,
	"sim_blocked" boolean DEFAULT false NOT NULL,
	"sim_serial" text,
	"spend_limit_cents" integer,
	"barring_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"activated_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mobile_services_payment_type_ck" CHECK ("mobile_services"."payment_type" in ('Prepay', 'Postpay')),
	CONSTRAINT "mobile_services_status_ck" CHECK ("mobile_services"."status" in ('Active', 'Inactive', 'Blocked', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor" text NOT NULL,
	"actor_pool" text,
	"action" text NOT NULL,
	"account_code" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"response_status" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY("scope","key"),
	CONSTRAINT "idempotency_keys_status_ck" CHECK ("idempotency_keys"."status" in ('InProgress', 'Completed', 'Failed'))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_channel_ck" CHECK ("outbox"."channel" in ('sms', 'email'))
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "icps" (
	"icp_number" text PRIMARY KEY NOT NULL,
	"account_code" text NOT NULL,
	"plan_key" text NOT NULL,
	"location_id" text,
	"address" text NOT NULL,
	"network_company" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"meter_location" text,
	"site_access_notes" text,
	"has_dog" boolean DEFAULT false NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meter_readings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meter_readings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"meter_serial" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"reading_kwh" integer NOT NULL,
	"reading_type" text NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "meter_readings_meter_time_uq" UNIQUE("meter_serial","read_at"),
	CONSTRAINT "meter_readings_type_ck" CHECK ("meter_readings"."reading_type" in ('Actual', 'Estimated'))
);
--> statement-breakpoint
CREATE TABLE "meters" (
	"meter_serial" text PRIMARY KEY NOT NULL,
	"icp_number" text NOT NULL,
	"meter_type" text NOT NULL,
	"register_content" text DEFAULT 'Anytime' NOT NULL,
	"is_smart" boolean DEFAULT true NOT NULL,
	"installed_at" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "power_plan_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "power_plan_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_key" text NOT NULL,
	"rate_type" text NOT NULL,
	"unit" text NOT NULL,
	"cents_including_gst" numeric(10, 4) NOT NULL,
	"cents_excluding_gst" numeric(10, 4) NOT NULL,
	CONSTRAINT "power_plan_rates_plan_type_uq" UNIQUE("plan_key","rate_type"),
	CONSTRAINT "power_plan_rates_unit_ck" CHECK ("power_plan_rates"."unit" in ('day', 'kWh'))
);
--> statement-breakpoint
CREATE TABLE "power_plans" (
	"plan_key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"user_type" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monthly_auto_top_ups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "monthly_auto_top_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_code" text NOT NULL,
	"target_msisdn" text NOT NULL,
	"card_id" text NOT NULL,
	"day_of_month" smallint NOT NULL,
	"amount_cents" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "monthly_auto_top_ups_account_target_uq" UNIQUE("account_code","target_msisdn"),
	CONSTRAINT "monthly_auto_top_ups_day_ck" CHECK ("monthly_auto_top_ups"."day_of_month" between 1 and 28)
);
--> statement-breakpoint
CREATE TABLE "prepay_transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"service_entity" text NOT NULL,
	"transaction_type" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_after_cents" integer NOT NULL,
	"payment_method" text,
	"card_id" text,
	"gateway_transaction_id" text,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "prepay_transactions_type_ck" CHECK ("prepay_transactions"."transaction_type" in ('TopUp', 'AutoTopUp', 'MonthlyAutoTopUp', 'Autopay', 'Voucher', 'OnlineBanking', 'PlanPurchase', 'Usage', 'Bonus'))
);
--> statement-breakpoint
CREATE TABLE "top_up_configurations" (
	"service_entity" text PRIMARY KEY NOT NULL,
	"autopay_enabled" boolean DEFAULT false NOT NULL,
	"autopay_card_id" text,
	"low_balance_enabled" boolean DEFAULT false NOT NULL,
	"low_balance_card_id" text,
	"low_balance_amount_cents" integer,
	"low_balance_threshold_cents" integer,
	"requires_customer_confirmation" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "top_up_configurations_autopay_ck" CHECK (not "top_up_configurations"."autopay_enabled" or "top_up_configurations"."autopay_card_id" is not null),
	CONSTRAINT "top_up_configurations_low_balance_ck" CHECK (not "top_up_configurations"."low_balance_enabled" or ("top_up_configurations"."low_balance_card_id" is not null and "top_up_configurations"."low_balance_amount_cents" > 0 and "top_up_configurations"."low_balance_threshold_cents" >= 0))
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"voucher_number" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"redeemed_at" timestamp with time zone,
	"redeemed_by_service_entity" text
);
--> statement-breakpoint
CREATE TABLE "wallet_balances" (
	"service_entity" text PRIMARY KEY NOT NULL,
	"balance_cents" integer NOT NULL,
	"bonus_balance_cents" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "additional_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "additional_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_code" text NOT NULL,
	"core_product_id" integer,
	"service" text NOT NULL,
	"category" text NOT NULL,
	"addon_plan_key" text,
	"service_entity" text,
	"status" text DEFAULT 'Active' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "core_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "core_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_code" text NOT NULL,
	"core_product_key" text NOT NULL,
	"location_id" text,
	"broadband_category_group" text,
	"broadband_category" text,
	"voice_category" text,
	"status" text DEFAULT 'Active' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_components" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_components_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"core_product_id" integer NOT NULL,
	"service" text NOT NULL,
	"service_id" text NOT NULL,
	"plan_key" text,
	CONSTRAINT "product_components_product_service_uq" UNIQUE("core_product_id","service","service_id"),
	CONSTRAINT "product_components_service_ck" CHECK ("product_components"."service" in ('Internet', 'Voice', 'mobile2_wbb', 'Electricity'))
);
--> statement-breakpoint
CREATE TABLE "data_share_beneficiaries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_share_beneficiaries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"donor_service_entity" text NOT NULL,
	"beneficiary_msisdn" text NOT NULL,
	"share_type" text NOT NULL,
	"recurring_share_amount_mb" integer DEFAULT 0 NOT NULL,
	"current_month_share_amount_mb" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "data_share_beneficiaries_type_ck" CHECK ("data_share_beneficiaries"."share_type" in ('OpenSharing', 'AllocationSharing'))
);
--> statement-breakpoint
CREATE TABLE "shared_data_pool_configurations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shared_data_pool_configurations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pool_id" integer NOT NULL,
	"plan_key" text NOT NULL,
	"data_pool_size_gb" integer NOT NULL,
	"data_sharer_type" text NOT NULL,
	"activated_at" timestamp with time zone NOT NULL,
	"deactivated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shared_data_pool_daily_usage" (
	"pool_id" integer NOT NULL,
	"date" date NOT NULL,
	"data_volume_bytes" bigint NOT NULL,
	CONSTRAINT "shared_data_pool_daily_usage_pk" PRIMARY KEY("pool_id","date")
);
--> statement-breakpoint
CREATE TABLE "shared_data_pool_monthly_usage" (
	"pool_id" integer NOT NULL,
	"bill_date" date NOT NULL,
	"plan_gb" numeric(10, 3) NOT NULL,
	"starting_carryover_balance_gb" numeric(10, 3) NOT NULL,
	"final_carryover_balance_gb" numeric(10, 3) NOT NULL,
	"used_bytes" bigint NOT NULL,
	CONSTRAINT "shared_data_pool_monthly_usage_pk" PRIMARY KEY("pool_id","bill_date")
);
--> statement-breakpoint
CREATE TABLE "shared_data_pools" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shared_data_pools_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_code" text NOT NULL,
	"leader_service_entity" text NOT NULL,
	"pool_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shared_data_pools_type_ck" CHECK ("shared_data_pools"."pool_type" in ('Open', 'Allocation'))
);
--> statement-breakpoint
CREATE TABLE "usage_daily_rollups" (
	"service_entity" text NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"event_count" integer NOT NULL,
	"total_bytes" bigint NOT NULL,
	"total_seconds" bigint NOT NULL,
	"charge_including_gst_cents" bigint NOT NULL,
	"charge_excluding_gst_cents" bigint NOT NULL,
	"premium_count" integer NOT NULL,
	"premium_seconds" bigint NOT NULL,
	"premium_charge_including_gst_cents" bigint NOT NULL,
	"premium_charge_excluding_gst_cents" bigint NOT NULL,
	CONSTRAINT "usage_daily_rollups_pk" PRIMARY KEY("service_entity","kind","day"),
	CONSTRAINT "usage_daily_rollups_kind_ck" CHECK ("usage_daily_rollups"."kind" in ('data', 'voice', 'text'))
);
--> statement-breakpoint
CREATE TABLE "usage_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usage_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"service_entity" text NOT NULL,
	"kind" text NOT NULL,
	"event_date" timestamp with time zone NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"data_volume_bytes" bigint,
	"duration_seconds" integer,
	"destination_number" text,
	"is_premium" boolean DEFAULT false NOT NULL,
	"charge_including_gst_cents" integer DEFAULT 0 NOT NULL,
	"charge_excluding_gst_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_events_kind_ck" CHECK ("usage_events"."kind" in ('data', 'voice', 'text'))
);
--> statement-breakpoint
ALTER TABLE "account_external_references" ADD CONSTRAINT "account_external_references_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_numbers" ADD CONSTRAINT "linked_numbers_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_addresses" ADD CONSTRAINT "service_addresses_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_transactions" ADD CONSTRAINT "account_transactions_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_transactions" ADD CONSTRAINT "account_transactions_invoice_id_invoices_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("invoice_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_transactions" ADD CONSTRAINT "account_transactions_payment_id_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("payment_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_dates" ADD CONSTRAINT "bill_dates_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("invoice_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_card_id_saved_cards_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."saved_cards"("card_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_payment_methods" ADD CONSTRAINT "recurring_payment_methods_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_payment_methods" ADD CONSTRAINT "recurring_payment_methods_card_id_saved_cards_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."saved_cards"("card_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_products" ADD CONSTRAINT "email_products_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internet_services" ADD CONSTRAINT "internet_services_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internet_services" ADD CONSTRAINT "internet_services_core_product_id_core_products_id_fk" FOREIGN KEY ("core_product_id") REFERENCES "public"."core_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internet_services" ADD CONSTRAINT "internet_services_plan_key_broadband_plans_plan_key_fk" FOREIGN KEY ("plan_key") REFERENCES "public"."broadband_plans"("plan_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD CONSTRAINT "mailboxes_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD CONSTRAINT "mailboxes_email_product_id_email_products_id_fk" FOREIGN KEY ("email_product_id") REFERENCES "public"."email_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_services" ADD CONSTRAINT "voice_services_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_services" ADD CONSTRAINT "voice_services_core_product_id_core_products_id_fk" FOREIGN KEY ("core_product_id") REFERENCES "public"."core_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_services" ADD CONSTRAINT "voice_services_plan_key_voice_plans_plan_key_fk" FOREIGN KEY ("plan_key") REFERENCES "public"."voice_plans"("plan_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_plan_charges" ADD CONSTRAINT "mobile_plan_charges_plan_key_mobile_plans_plan_key_fk" FOREIGN KEY ("plan_key") REFERENCES "public"."mobile_plans"("plan_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_transactions" ADD CONSTRAINT "gateway_transactions_card_token_gateway_card_vault_token_fk" FOREIGN KEY ("card_token") REFERENCES "public"."gateway_card_vault"("token") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_user_guid_identities_user_guid_fk" FOREIGN KEY ("user_guid") REFERENCES "public"."identities"("user_guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_guid_identities_user_guid_fk" FOREIGN KEY ("user_guid") REFERENCES "public"."identities"("user_guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_users" ADD CONSTRAINT "pending_users_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_users" ADD CONSTRAINT "pending_users_invited_by_identities_user_guid_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."identities"("user_guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_people" ADD CONSTRAINT "sales_people_user_guid_identities_user_guid_fk" FOREIGN KEY ("user_guid") REFERENCES "public"."identities"("user_guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_free_agreements" ADD CONSTRAINT "interest_free_agreements_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_free_agreements" ADD CONSTRAINT "interest_free_agreements_linked_service_entity_mobile_services_service_entity_fk" FOREIGN KEY ("linked_service_entity") REFERENCES "public"."mobile_services"("service_entity") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_free_instalments" ADD CONSTRAINT "interest_free_instalments_agreement_id_interest_free_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."interest_free_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_addon_subscriptions" ADD CONSTRAINT "mobile_addon_subscriptions_service_entity_mobile_services_service_entity_fk" FOREIGN KEY ("service_entity") REFERENCES "public"."mobile_services"("service_entity") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_addon_subscriptions" ADD CONSTRAINT "mobile_addon_subscriptions_addon_plan_key_addon_plans_addon_plan_key_fk" FOREIGN KEY ("addon_plan_key") REFERENCES "public"."addon_plans"("addon_plan_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_services" ADD CONSTRAINT "mobile_services_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_services" ADD CONSTRAINT "mobile_services_plan_key_mobile_plans_plan_key_fk" FOREIGN KEY ("plan_key") REFERENCES "public"."mobile_plans"("plan_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_services" ADD CONSTRAINT "mobile_services_group_leader_service_entity_mobile_services_service_entity_fk" FOREIGN KEY ("group_leader_service_entity") REFERENCES "public"."mobile_services"("service_entity") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icps" ADD CONSTRAINT "icps_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icps" ADD CONSTRAINT "icps_plan_key_power_plans_plan_key_fk" FOREIGN KEY ("plan_key") REFERENCES "public"."power_plans"("plan_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_meter_serial_meters_meter_serial_fk" FOREIGN KEY ("meter_serial") REFERENCES "public"."meters"("meter_serial") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_icp_number_icps_icp_number_fk" FOREIGN KEY ("icp_number") REFERENCES "public"."icps"("icp_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "power_plan_rates" ADD CONSTRAINT "power_plan_rates_plan_key_power_plans_plan_key_fk" FOREIGN KEY ("plan_key") REFERENCES "public"."power_plans"("plan_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_auto_top_ups" ADD CONSTRAINT "monthly_auto_top_ups_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_auto_top_ups" ADD CONSTRAINT "monthly_auto_top_ups_target_msisdn_mobile_services_service_entity_fk" FOREIGN KEY ("target_msisdn") REFERENCES "public"."mobile_services"("service_entity") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_auto_top_ups" ADD CONSTRAINT "monthly_auto_top_ups_card_id_saved_cards_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."saved_cards"("card_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepay_transactions" ADD CONSTRAINT "prepay_transactions_service_entity_mobile_services_service_entity_fk" FOREIGN KEY ("service_entity") REFERENCES "public"."mobile_services"("service_entity") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepay_transactions" ADD CONSTRAINT "prepay_transactions_card_id_saved_cards_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."saved_cards"("card_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_up_configurations" ADD CONSTRAINT "top_up_configurations_service_entity_mobile_services_service_entity_fk" FOREIGN KEY ("service_entity") REFERENCES "public"."mobile_services"("service_entity") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_up_configurations" ADD CONSTRAINT "top_up_configurations_autopay_card_id_saved_cards_card_id_fk" FOREIGN KEY ("autopay_card_id") REFERENCES "public"."saved_cards"("card_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_up_configurations" ADD CONSTRAINT "top_up_configurations_low_balance_card_id_saved_cards_card_id_fk" FOREIGN KEY ("low_balance_card_id") REFERENCES "public"."saved_cards"("card_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_redeemed_by_service_entity_mobile_services_service_entity_fk" FOREIGN KEY ("redeemed_by_service_entity") REFERENCES "public"."mobile_services"("service_entity") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_balances" ADD CONSTRAINT "wallet_balances_service_entity_mobile_services_service_entity_fk" FOREIGN KEY ("service_entity") REFERENCES "public"."mobile_services"("service_entity") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_products" ADD CONSTRAINT "additional_products_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_products" ADD CONSTRAINT "additional_products_core_product_id_core_products_id_fk" FOREIGN KEY ("core_product_id") REFERENCES "public"."core_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_products" ADD CONSTRAINT "additional_products_addon_plan_key_addon_plans_addon_plan_key_fk" FOREIGN KEY ("addon_plan_key") REFERENCES "public"."addon_plans"("addon_plan_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core_products" ADD CONSTRAINT "core_products_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_components" ADD CONSTRAINT "product_components_core_product_id_core_products_id_fk" FOREIGN KEY ("core_product_id") REFERENCES "public"."core_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_share_beneficiaries" ADD CONSTRAINT "data_share_beneficiaries_donor_service_entity_mobile_services_service_entity_fk" FOREIGN KEY ("donor_service_entity") REFERENCES "public"."mobile_services"("service_entity") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_data_pool_configurations" ADD CONSTRAINT "shared_data_pool_configurations_pool_id_shared_data_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."shared_data_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_data_pool_daily_usage" ADD CONSTRAINT "shared_data_pool_daily_usage_pool_id_shared_data_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."shared_data_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_data_pool_monthly_usage" ADD CONSTRAINT "shared_data_pool_monthly_usage_pool_id_shared_data_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."shared_data_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_data_pools" ADD CONSTRAINT "shared_data_pools_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_data_pools" ADD CONSTRAINT "shared_data_pools_leader_service_entity_mobile_services_service_entity_fk" FOREIGN KEY ("leader_service_entity") REFERENCES "public"."mobile_services"("service_entity") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_daily_rollups" ADD CONSTRAINT "usage_daily_rollups_service_entity_mobile_services_service_entity_fk" FOREIGN KEY ("service_entity") REFERENCES "public"."mobile_services"("service_entity") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_events" ADD CONSTRAINT "usage_events_service_entity_mobile_services_service_entity_fk" FOREIGN KEY ("service_entity") REFERENCES "public"."mobile_services"("service_entity") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_business_group_idx" ON "accounts" USING btree ("business_group");--> statement-breakpoint
CREATE INDEX "orders_account_created_idx" ON "orders" USING btree ("account_code","created_at");--> statement-breakpoint
CREATE INDEX "service_addresses_account_idx" ON "service_addresses" USING btree ("account_code");--> statement-breakpoint
CREATE INDEX "account_transactions_account_time_idx" ON "account_transactions" USING btree ("account_code","occurred_at");--> statement-breakpoint
CREATE INDEX "payments_account_paid_idx" ON "payments" USING btree ("account_code","paid_at");--> statement-breakpoint
CREATE INDEX "saved_cards_account_idx" ON "saved_cards" USING btree ("account_code");--> statement-breakpoint
CREATE INDEX "email_products_account_idx" ON "email_products" USING btree ("account_code");--> statement-breakpoint
CREATE INDEX "internet_services_account_idx" ON "internet_services" USING btree ("account_code");--> statement-breakpoint
CREATE INDEX "mailboxes_account_idx" ON "mailboxes" USING btree ("account_code");--> statement-breakpoint
CREATE INDEX "voice_services_account_idx" ON "voice_services" USING btree ("account_code");--> statement-breakpoint
CREATE INDEX "addon_plans_type_idx" ON "addon_plans" USING btree ("addon_type");--> statement-breakpoint
CREATE INDEX "gateway_transactions_created_idx" ON "gateway_transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "claims_type_value_idx" ON "claims" USING btree ("claim_type","claim_value");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_idx" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_user_code_idx" ON "oidc_payloads" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_idx" ON "oidc_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_subject_idx" ON "one_time_codes" USING btree ("purpose","subject","created_at");--> statement-breakpoint
CREATE INDEX "pending_users_account_idx" ON "pending_users" USING btree ("account_code");--> statement-breakpoint
CREATE INDEX "interest_free_agreements_account_idx" ON "interest_free_agreements" USING btree ("account_code");--> statement-breakpoint
CREATE INDEX "mobile_addon_subscriptions_service_idx" ON "mobile_addon_subscriptions" USING btree ("service_entity");--> statement-breakpoint
CREATE INDEX "mobile_services_account_idx" ON "mobile_services" USING btree ("account_code");--> statement-breakpoint
CREATE INDEX "mobile_services_leader_idx" ON "mobile_services" USING btree ("group_leader_service_entity");--> statement-breakpoint
CREATE INDEX "audit_log_account_at_idx" ON "audit_log" USING btree ("account_code","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "prepay_transactions_service_time_idx" ON "prepay_transactions" USING btree ("service_entity","occurred_at");--> statement-breakpoint
CREATE INDEX "additional_products_account_idx" ON "additional_products" USING btree ("account_code");--> statement-breakpoint
CREATE INDEX "core_products_account_idx" ON "core_products" USING btree ("account_code");--> statement-breakpoint
CREATE UNIQUE INDEX "data_share_beneficiaries_active_uq" ON "data_share_beneficiaries" USING btree ("donor_service_entity","beneficiary_msisdn") WHERE "data_share_beneficiaries"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "data_share_beneficiaries_beneficiary_idx" ON "data_share_beneficiaries" USING btree ("beneficiary_msisdn");--> statement-breakpoint
CREATE INDEX "shared_data_pool_configurations_pool_idx" ON "shared_data_pool_configurations" USING btree ("pool_id","activated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shared_data_pool_configurations_active_uq" ON "shared_data_pool_configurations" USING btree ("pool_id") WHERE "shared_data_pool_configurations"."deactivated_at" is null;--> statement-breakpoint
CREATE INDEX "shared_data_pools_account_idx" ON "shared_data_pools" USING btree ("account_code");--> statement-breakpoint
CREATE INDEX "usage_events_service_date_idx" ON "usage_events" USING btree ("service_entity","event_date");