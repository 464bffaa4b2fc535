CREATE TABLE "fantasy_live_heads" (
	"champ_id" integer PRIMARY KEY NOT NULL,
	"stage_id" integer NOT NULL,
	"rows_count" integer NOT NULL,
	"totals" integer[] NOT NULL,
	"places" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fantasy_live_order" (
	"champ_id" integer NOT NULL,
	"part" integer NOT NULL,
	"team_ids" integer[] NOT NULL,
	CONSTRAINT "fantasy_live_order_champ_id_part_pk" PRIMARY KEY("champ_id","part")
);
--> statement-breakpoint
CREATE TABLE "fantasy_live_points" (
	"stage_id" integer NOT NULL,
	"bucket" integer NOT NULL,
	"points" integer[] NOT NULL,
	CONSTRAINT "fantasy_live_points_stage_id_bucket_pk" PRIMARY KEY("stage_id","bucket")
);
--> statement-breakpoint
DROP TABLE "fantasy_live_rating" CASCADE;--> statement-breakpoint
ALTER TABLE "fantasy_live_heads" ADD CONSTRAINT "fantasy_live_heads_champ_id_champs_id_fk" FOREIGN KEY ("champ_id") REFERENCES "public"."champs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fantasy_live_heads" ADD CONSTRAINT "fantasy_live_heads_stage_id_fantasy_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."fantasy_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fantasy_live_order" ADD CONSTRAINT "fantasy_live_order_champ_id_fantasy_live_heads_champ_id_fk" FOREIGN KEY ("champ_id") REFERENCES "public"."fantasy_live_heads"("champ_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fantasy_live_points" ADD CONSTRAINT "fantasy_live_points_stage_id_fantasy_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."fantasy_stages"("id") ON DELETE cascade ON UPDATE no action;