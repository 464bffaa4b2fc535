ALTER TABLE "fantasy_stages" ADD COLUMN "saved_squads_count" integer;--> statement-breakpoint
ALTER TABLE "squads" ADD COLUMN "carried_over" boolean DEFAULT false NOT NULL;