ALTER TABLE "squads" DROP CONSTRAINT "squads_cost_ck";--> statement-breakpoint
ALTER TABLE "squads" ADD CONSTRAINT "squads_cost_ck" CHECK ("squads"."cost" between 0 and 1000);