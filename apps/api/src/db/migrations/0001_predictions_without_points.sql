ALTER TABLE "predictions" DROP CONSTRAINT "predictions_grade_ck";--> statement-breakpoint
ALTER TABLE "predictions" DROP COLUMN "points";--> statement-breakpoint
ALTER TABLE "predictions" DROP COLUMN "grade";