-- Issue 25 §3: each API instance keeps who its signed-in keys belong to (http/auth-cache.ts). Any
-- change of what that lookup reads — a key revoked, prolonged or gone, a user's login, role,
-- partner link or block changed, a user gone — tells every instance at commit, whichever code or
-- operator made it, so each forgets its copy.
CREATE FUNCTION "notify_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "auth_keys_changed" AFTER UPDATE OR DELETE ON "auth_keys"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "users_key_owner_changed" AFTER UPDATE OF "login", "role", "winline_id", "blocked_at" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "users_deleted" AFTER DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
