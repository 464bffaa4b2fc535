-- Decision 089: each API instance keeps a copy of a stage's squad rules (its closing and limits, the
-- league's budget, the season's clubs and players, the clubs of the tour's matches) and checks it is
-- current by this one version, read with the saver's own row. Any change of those, whoever makes it,
-- raises the version once per transaction, at commit (deferred), when the transaction holds every
-- other lock it takes: so the one row's lock never closes a cycle of waits.
INSERT INTO "fantasy_rules_version" ("id", "version") VALUES (true, 1);--> statement-breakpoint
CREATE FUNCTION "raise_fantasy_rules_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('mliga.fantasy_rules_raised', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('mliga.fantasy_rules_raised', 'on', true);
    UPDATE "fantasy_rules_version" SET "version" = "version" + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "fantasy_stages_rules_changed"
  AFTER INSERT OR DELETE OR UPDATE OF "league_id", "tour", "status", "update_closing_at",
    "max_players_from_team_count", "max_players_substitutions_count" ON "fantasy_stages"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_fantasy_rules_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "fantasy_leagues_rules_changed"
  AFTER INSERT OR DELETE OR UPDATE OF "season_id", "budget" ON "fantasy_leagues"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_fantasy_rules_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "season_teams_rules_changed"
  AFTER INSERT OR DELETE OR UPDATE ON "season_teams"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_fantasy_rules_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "players_rules_changed"
  AFTER INSERT OR DELETE OR UPDATE OF "team_id", "field_position", "price", "status" ON "players"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_fantasy_rules_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "matches_rules_changed"
  AFTER INSERT OR DELETE OR UPDATE OF "season_id", "tour", "home_team_id", "guest_team_id" ON "matches"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_fantasy_rules_version"();
