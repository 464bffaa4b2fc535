ALTER TABLE "predictor_ratings" DROP CONSTRAINT "predictor_ratings_champ_id_champs_id_fk";
--> statement-breakpoint
ALTER TABLE "predictor_ratings" DROP CONSTRAINT "predictor_ratings_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "predictor_stage_points" DROP CONSTRAINT "predictor_stage_points_stage_id_predictor_stages_id_fk";
--> statement-breakpoint
ALTER TABLE "predictor_stage_points" DROP CONSTRAINT "predictor_stage_points_user_id_users_id_fk";
