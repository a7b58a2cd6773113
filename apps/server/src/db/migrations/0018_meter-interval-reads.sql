CREATE TABLE "meter_interval_reads" (
	"meter_serial" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"wh" integer NOT NULL,
	"estimated" boolean DEFAULT false NOT NULL,
	CONSTRAINT "meter_interval_reads_pk" PRIMARY KEY("meter_serial","starts_at"),
	CONSTRAINT "meter_interval_reads_wh_ck" CHECK ("meter_interval_reads"."wh" >= 0)
);
--> statement-breakpoint
ALTER TABLE "meter_interval_reads" ADD CONSTRAINT "meter_interval_reads_meter_serial_meters_meter_serial_fk" FOREIGN KEY ("meter_serial") REFERENCES "public"."meters"("meter_serial") ON DELETE cascade ON UPDATE no action;