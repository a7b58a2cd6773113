CREATE TABLE "alert_recipients" (
	"account_code" text NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_recipients_account_code_channel_address_pk" PRIMARY KEY("account_code","channel","address"),
	CONSTRAINT "alert_recipients_channel_ck" CHECK ("alert_recipients"."channel" in ('email', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"account_code" text PRIMARY KEY NOT NULL,
	"data_alert_percent" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_settings_percent_ck" CHECK ("alert_settings"."data_alert_percent" is null or "alert_settings"."data_alert_percent" between 10 and 95)
);
--> statement-breakpoint
CREATE TABLE "dev_mailbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dev_mailbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"message_id" text,
	"envelope_from" text NOT NULL,
	"envelope_to" text[] NOT NULL,
	"subject" text,
	"raw" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_reads" (
	"notice_id" bigint NOT NULL,
	"user_guid" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_reads_notice_id_user_guid_pk" PRIMARY KEY("notice_id","user_guid")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"dedupe_key" text NOT NULL,
	"account_code" text NOT NULL,
	"kind" text NOT NULL,
	"service_entity" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link_path" text NOT NULL,
	"in_inbox" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_dedupe_key_uq" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"account_code" text NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_account_code_kind_channel_pk" PRIMARY KEY("account_code","kind","channel"),
	CONSTRAINT "notification_preferences_channel_ck" CHECK ("notification_preferences"."channel" in ('email', 'sms', 'inbox'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_sms" (
	"provider_message_id" uuid PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reported_at" timestamp with time zone,
	CONSTRAINT "sandbox_sms_status_ck" CHECK ("sandbox_sms"."status" in ('accepted', 'delivered', 'undeliverable'))
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "extra_recipients" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "category" text DEFAULT 'service' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "notice_id" bigint;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "account_code" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "state" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "unsubscribe_token" text;--> statement-breakpoint
-- Messages written before delivery existed were only ever recorded: none is sent now.
UPDATE "outbox" SET "state" = 'sent', "sent_at" = "created_at";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_recipients" ADD CONSTRAINT "alert_recipients_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_user_guid_identities_user_guid_fk" FOREIGN KEY ("user_guid") REFERENCES "public"."identities"("user_guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_account_code_accounts_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("account_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_mailbox_received_idx" ON "dev_mailbox" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "notices_account_inbox_idx" ON "notices" USING btree ("account_code","id");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."state" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "outbox_provider_idx" ON "outbox" USING btree ("provider_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_unsubscribe_token_uq" ON "outbox" USING btree ("unsubscribe_token");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_state_ck" CHECK ("outbox"."state" in ('queued', 'sending', 'sent', 'delivered', 'failed'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_category_ck" CHECK ("outbox"."category" in ('service', 'marketing'));--> statement-breakpoint
-- A message written announces "outbox:*" when it commits, so every process wakes its
-- delivery job at once rather than at its next minute.
CREATE TRIGGER "outbox_announce_message" AFTER INSERT ON "outbox" FOR EACH STATEMENT EXECUTE FUNCTION "portal_announce_table_change"('outbox');
