-- A password change ends the identity's other sign-ins (decision 023): every API request
-- compares its token with identities.password_changed_at, read from a per-process cache that
-- this trigger empties for the user when their row changes (decision 016).
CREATE TRIGGER "identities_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "identities" FOR EACH ROW EXECUTE FUNCTION "portal_announce_change"('user_guid');
