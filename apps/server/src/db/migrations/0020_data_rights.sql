CREATE TABLE "correction_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_guid" uuid NOT NULL,
	"account_code" text,
	"what" text NOT NULL,
	"correction" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_on" date NOT NULL,
	"due_on" date NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"reply" text,
	"closed_by" text,
	"closed_at" timestamp with time zone,
	CONSTRAINT "correction_requests_state_ck" CHECK ("correction_requests"."state" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_guid" uuid NOT NULL,
	"requested_on" date NOT NULL,
	"state" text DEFAULT 'preparing' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"archive" "bytea",
	"size_bytes" integer,
	CONSTRAINT "data_exports_user_day_uq" UNIQUE("user_guid","requested_on"),
	CONSTRAINT "data_exports_state_ck" CHECK ("data_exports"."state" in ('preparing', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "correction_requests" ADD CONSTRAINT "correction_requests_user_guid_identities_user_guid_fk" FOREIGN KEY ("user_guid") REFERENCES "public"."identities"("user_guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_guid_identities_user_guid_fk" FOREIGN KEY ("user_guid") REFERENCES "public"."identities"("user_guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "correction_requests_user_idx" ON "correction_requests" USING btree ("user_guid","created_at");--> statement-breakpoint
CREATE INDEX "correction_requests_open_idx" ON "correction_requests" USING btree ("due_on") WHERE "correction_requests"."state" = 'open';--> statement-breakpoint
CREATE INDEX "data_exports_preparing_idx" ON "data_exports" USING btree ("created_at") WHERE "data_exports"."state" = 'preparing';--> statement-breakpoint
CREATE INDEX "data_exports_expires_idx" ON "data_exports" USING btree ("expires_at");