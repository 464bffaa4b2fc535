CREATE TABLE "predictor_live_rows" (
	"champ_id" integer NOT NULL,
	"bucket" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"stage_points" integer[] NOT NULL,
	"points" integer[] NOT NULL,
	"places" integer[] NOT NULL,
	CONSTRAINT "predictor_live_rows_champ_id_bucket_pk" PRIMARY KEY("champ_id","bucket")
);
--> statement-breakpoint
DROP TABLE "predictor_live_rating" CASCADE;--> statement-breakpoint
ALTER TABLE "predictor_live_rows" ADD CONSTRAINT "predictor_live_rows_champ_id_champs_id_fk" FOREIGN KEY ("champ_id") REFERENCES "public"."champs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictor_live_rows" ADD CONSTRAINT "predictor_live_rows_stage_id_predictor_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."predictor_stages"("id") ON DELETE cascade ON UPDATE no action;