DROP INDEX "fantasy_stage_points_sort_idx";--> statement-breakpoint
ALTER TABLE "predictor_stage_points" ADD COLUMN "month_points" integer;--> statement-breakpoint
ALTER TABLE "predictor_stage_points" ADD COLUMN "month_predictions_count" integer;--> statement-breakpoint
ALTER TABLE "predictor_stage_points" ADD COLUMN "month_last_prediction_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "predictor_stage_points" ADD COLUMN "month_place" integer;--> statement-breakpoint
ALTER TABLE "predictor_stage_points" ADD COLUMN "month_partner_place" integer;--> statement-breakpoint
ALTER TABLE "fantasy_stage_points" ADD COLUMN "month_points" integer;--> statement-breakpoint
ALTER TABLE "fantasy_stage_points" ADD COLUMN "month_place" integer;--> statement-breakpoint
CREATE INDEX "predictor_stage_points_month_place_idx" ON "predictor_stage_points" USING btree ("stage_id","month_place") WHERE "predictor_stage_points"."month_place" is not null;--> statement-breakpoint
CREATE INDEX "predictor_stage_points_month_partner_place_idx" ON "predictor_stage_points" USING btree ("stage_id","month_partner_place") WHERE "predictor_stage_points"."month_partner_place" is not null;--> statement-breakpoint
CREATE INDEX "fantasy_stage_points_month_place_idx" ON "fantasy_stage_points" USING btree ("stage_id","month_place","fantasy_team_id");--> statement-breakpoint
-- The stored month tables move into the rows of each month's latest scored stage.
WITH latest AS (
  SELECT DISTINCT ON (s.league_id, m.month) s.id, s.league_id, m.month
  FROM predictor_stages s
  CROSS JOIN LATERAL (SELECT date_trunc('month', (s.start_at AT TIME ZONE 'UTC') + interval '3 hours')::date AS month) m
  WHERE s.scored_at IS NOT NULL
  ORDER BY s.league_id, m.month, s.tour DESC
)
UPDATE predictor_stage_points sp
SET month_points = g.points, month_predictions_count = g.predictions_count,
    month_last_prediction_at = g.last_prediction_at, month_place = g.place, month_partner_place = p.place
FROM latest l
JOIN predictor_leagues pl ON pl.id = l.league_id
JOIN champs gc ON gc.season_id = pl.season_id AND gc.game = 'predictor' AND gc.type = 'general'
JOIN predictor_month_ratings g ON g.champ_id = gc.id AND g.month = l.month
LEFT JOIN champs pc ON pc.season_id = pl.season_id AND pc.game = 'predictor' AND pc.type = 'partner'
LEFT JOIN predictor_month_ratings p ON p.champ_id = pc.id AND p.month = l.month AND p.user_id = g.user_id
WHERE sp.stage_id = l.id AND sp.user_id = g.user_id;--> statement-breakpoint
DELETE FROM predictor_month_ratings r
USING predictor_stage_points sp, champs c
WHERE c.id = r.champ_id AND sp.user_id = r.user_id AND sp.month_place IS NOT NULL
  AND sp.stage_id = (
    SELECT s.id FROM predictor_stages s JOIN predictor_leagues pl ON pl.id = s.league_id
    WHERE pl.season_id = c.season_id AND s.scored_at IS NOT NULL
      AND date_trunc('month', (s.start_at AT TIME ZONE 'UTC') + interval '3 hours')::date = r.month
    ORDER BY s.tour DESC LIMIT 1);--> statement-breakpoint
UPDATE fantasy_stage_points f
SET month_points = r.points, month_place = r.place
FROM fantasy_stages s
JOIN fantasy_leagues l ON l.id = s.league_id
JOIN champs c ON c.season_id = l.season_id AND c.game = 'fantasy' AND c.type = 'general'
JOIN fantasy_month_rating r ON r.champ_id = c.id
  AND r.month = date_trunc('month', (s.start_at AT TIME ZONE 'UTC') + interval '3 hours')::date
WHERE f.stage_id = s.id AND f.fantasy_team_id = r.fantasy_team_id AND s.scored_at IS NOT NULL
  AND s.tour = (SELECT max(s2.tour) FROM fantasy_stages s2
                WHERE s2.league_id = s.league_id AND s2.scored_at IS NOT NULL
                  AND date_trunc('month', (s2.start_at AT TIME ZONE 'UTC') + interval '3 hours')::date = r.month);--> statement-breakpoint
DELETE FROM fantasy_month_rating r USING champs c WHERE c.id = r.champ_id AND c.type = 'general';
