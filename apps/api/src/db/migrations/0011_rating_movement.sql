ALTER TABLE "predictor_ratings" ADD COLUMN "prev_place" integer;--> statement-breakpoint
ALTER TABLE "champ_rating" ADD COLUMN "prev_place" integer;