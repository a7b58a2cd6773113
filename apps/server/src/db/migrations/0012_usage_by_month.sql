-- usage_events partitioned by range on event_date: one partition per Pacific/Auckland month,
-- named usage_events_YYYY_MM, and usage_events_default for anything outside them (decision
-- 036). drizzle cannot express partitioning, so this migration is written by hand; the schema
-- in schema/usage.ts matches it column for column, with the primary key (id, event_date) a
-- partitioned table needs. The existing rows move across and the old table goes.
ALTER TABLE "usage_events" RENAME TO "usage_events_before_0012";--> statement-breakpoint
ALTER INDEX "usage_events_service_date_idx" RENAME TO "usage_events_before_0012_service_date_idx";--> statement-breakpoint
ALTER SEQUENCE "usage_events_id_seq" RENAME TO "usage_events_before_0012_id_seq";--> statement-breakpoint
CREATE TABLE "usage_events" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "usage_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
	CONSTRAINT "usage_events_pk" PRIMARY KEY("id","event_date"),
	CONSTRAINT "usage_events_kind_ck" CHECK ("kind" in ('data', 'voice', 'text'))
) PARTITION BY RANGE ("event_date");--> statement-breakpoint
CREATE TABLE "usage_events_default" PARTITION OF "usage_events" DEFAULT;--> statement-breakpoint
CREATE INDEX "usage_events_service_date_idx" ON "usage_events" USING btree ("service_entity","event_date");--> statement-breakpoint
ALTER TABLE "usage_events" ADD CONSTRAINT "usage_events_service_entity_mobile_services_service_entity_fk" FOREIGN KEY ("service_entity") REFERENCES "public"."mobile_services"("service_entity") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "usage_events_announce_usage" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "usage_events" FOR EACH STATEMENT EXECUTE FUNCTION "portal_announce_table_change"('mobile_usage');--> statement-breakpoint
-- Makes sure the months from_month..to_month (Pacific/Auckland, inclusive) have their own
-- partitions; returns how many it made. Rows of a new month already in the default partition
-- move into it. Called by the migration, the seeds before they write, and the nightly
-- usage-months job for the months ahead; an advisory lock keeps two callers apart.
CREATE FUNCTION "usage_events_add_months"(from_month date, to_month date) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	m date := date_trunc('month', from_month)::date;
	made integer := 0;
	part text;
	lo timestamptz;
	hi timestamptz;
BEGIN
	PERFORM pg_advisory_xact_lock(7361, 12);
	WHILE m <= to_month LOOP
		part := 'usage_events_' || to_char(m, 'YYYY_MM');
		lo := m::timestamp AT TIME ZONE 'Pacific/Auckland';
		hi := (m + interval '1 month')::timestamp AT TIME ZONE 'Pacific/Auckland';
		IF to_regclass(part) IS NULL THEN
			IF EXISTS (SELECT 1 FROM usage_events_default WHERE event_date >= lo AND event_date < hi) THEN
				EXECUTE format('CREATE TABLE %I (LIKE usage_events INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', part);
				EXECUTE format('INSERT INTO %I SELECT * FROM usage_events_default WHERE event_date >= $1 AND event_date < $2', part) USING lo, hi;
				DELETE FROM usage_events_default WHERE event_date >= lo AND event_date < hi;
				EXECUTE format('ALTER TABLE usage_events ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', part, lo, hi);
			ELSE
				EXECUTE format('CREATE TABLE %I PARTITION OF usage_events FOR VALUES FROM (%L) TO (%L)', part, lo, hi);
			END IF;
			made := made + 1;
		END IF;
		m := (m + interval '1 month')::date;
	END LOOP;
	RETURN made;
END
$$;--> statement-breakpoint
SELECT "usage_events_add_months"(
	(coalesce((SELECT min("event_date") FROM "usage_events_before_0012"), now()) AT TIME ZONE 'Pacific/Auckland')::date,
	((now() AT TIME ZONE 'Pacific/Auckland') + interval '2 months')::date
);--> statement-breakpoint
INSERT INTO "usage_events" OVERRIDING SYSTEM VALUE SELECT * FROM "usage_events_before_0012";--> statement-breakpoint
SELECT setval('"usage_events_id_seq"', coalesce((SELECT max("id") FROM "usage_events_before_0012"), 0) + 1, false);--> statement-breakpoint
DROP TABLE "usage_events_before_0012";
