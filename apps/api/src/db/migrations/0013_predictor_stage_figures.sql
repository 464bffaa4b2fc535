ALTER TABLE "predictor_stages" ADD COLUMN "avg_points" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "predictor_stages" ADD COLUMN "max_points" integer;--> statement-breakpoint
ALTER TABLE "predictor_stages" ADD COLUMN "players_count" integer;