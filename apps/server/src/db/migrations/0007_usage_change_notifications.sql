-- A line's usage answer (…/mobileServices/{id}/usage/{kind}) is built from these tables and
-- cached whole in each process, compressed (issue 8, P4). A write to any of them announces
-- "mobile_usage:*" when it commits, once per statement (PostgreSQL folds the same payload
-- within a transaction into one notification), and every process forgets its usage answers.
-- The same way, the four service tables announce "account_services:*", which empties the
-- cache of which services are on which account (auth/account-access.ts).
CREATE FUNCTION "portal_announce_table_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('portal_changes', TG_ARGV[0] || ':*');
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "usage_daily_rollups_announce_usage" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "usage_daily_rollups" FOR EACH STATEMENT EXECUTE FUNCTION "portal_announce_table_change"('mobile_usage');--> statement-breakpoint
CREATE TRIGGER "usage_events_announce_usage" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "usage_events" FOR EACH STATEMENT EXECUTE FUNCTION "portal_announce_table_change"('mobile_usage');--> statement-breakpoint
CREATE TRIGGER "mobile_services_announce_usage" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mobile_services" FOR EACH STATEMENT EXECUTE FUNCTION "portal_announce_table_change"('mobile_usage');--> statement-breakpoint
CREATE TRIGGER "mobile_plans_announce_usage" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mobile_plans" FOR EACH STATEMENT EXECUTE FUNCTION "portal_announce_table_change"('mobile_usage');--> statement-breakpoint
CREATE TRIGGER "shared_data_pools_announce_usage" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shared_data_pools" FOR EACH STATEMENT EXECUTE FUNCTION "portal_announce_table_change"('mobile_usage');--> statement-breakpoint
CREATE TRIGGER "shared_data_pool_configurations_announce_usage" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shared_data_pool_configurations" FOR EACH STATEMENT EXECUTE FUNCTION "portal_announce_table_change"('mobile_usage');--> statement-breakpoint
CREATE TRIGGER "shared_data_pool_monthly_usage_announce_usage" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shared_data_pool_monthly_usage" FOR EACH STATEMENT EXECUTE FUNCTION "portal_announce_table_change"('mobile_usage');--> statement-breakpoint
CREATE TRIGGER "mobile_services_announce_account_services" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mobile_services" FOR EACH STATEMENT EXECUTE FUNCTION "portal_announce_table_change"('account_services');--> statement-breakpoint
CREATE TRIGGER "internet_services_announce_account_services" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "internet_services" FOR EACH STATEMENT EXECUTE FUNCTION "portal_announce_table_change"('account_services');--> statement-breakpoint
CREATE TRIGGER "voice_services_announce_account_services" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "voice_services" FOR EACH STATEMENT EXECUTE FUNCTION "portal_announce_table_change"('account_services');--> statement-breakpoint
CREATE TRIGGER "icps_announce_account_services" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "icps" FOR EACH STATEMENT EXECUTE FUNCTION "portal_announce_table_change"('account_services');
