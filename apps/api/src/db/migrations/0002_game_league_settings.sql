ALTER TABLE "predictor_leagues" ADD COLUMN "closes_before_minutes" smallint DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "fantasy_leagues" ADD COLUMN "default_max_players_from_team_count" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "fantasy_leagues" ADD COLUMN "default_max_players_substitutions_count" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "predictor_leagues" ADD CONSTRAINT "predictor_leagues_closes_before_ck" CHECK ("predictor_leagues"."closes_before_minutes" between 0 and 1440);--> statement-breakpoint
ALTER TABLE "fantasy_leagues" ADD CONSTRAINT "fantasy_leagues_default_limits_ck" CHECK ("fantasy_leagues"."default_max_players_from_team_count" between 1 and 15 and "fantasy_leagues"."default_max_players_substitutions_count" between 0 and 15);--> statement-breakpoint
ALTER TABLE "fantasy_leagues" ADD CONSTRAINT "fantasy_leagues_budget_ck" CHECK ("fantasy_leagues"."budget" between 10 and 1000);