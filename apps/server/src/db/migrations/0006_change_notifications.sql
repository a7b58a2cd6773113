-- Every write to a table that processes cache (sessions, claims, accounts and what hangs off
-- them) announces the key it touched on the channel portal_changes, when it commits. Each
-- process listens and drops that key from its caches (db/change-feed.ts), so a cached read
-- is never older than the last commit that reached it. The key column is the trigger's
-- argument; an update that moves a row to another key announces both.
CREATE FUNCTION "portal_announce_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	old_key text;
	new_key text;
BEGIN
	IF TG_OP <> 'INSERT' THEN
		old_key := to_jsonb(OLD) ->> TG_ARGV[0];
		PERFORM pg_notify('portal_changes', TG_TABLE_NAME || ':' || old_key);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		new_key := to_jsonb(NEW) ->> TG_ARGV[0];
		IF old_key IS DISTINCT FROM new_key THEN
			PERFORM pg_notify('portal_changes', TG_TABLE_NAME || ':' || new_key);
		END IF;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "portal_announce_change"('key');--> statement-breakpoint
CREATE TRIGGER "claims_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "claims" FOR EACH ROW EXECUTE FUNCTION "portal_announce_change"('user_guid');--> statement-breakpoint
CREATE TRIGGER "accounts_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "accounts" FOR EACH ROW EXECUTE FUNCTION "portal_announce_change"('account_code');--> statement-breakpoint
CREATE TRIGGER "account_external_references_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "account_external_references" FOR EACH ROW EXECUTE FUNCTION "portal_announce_change"('account_code');
