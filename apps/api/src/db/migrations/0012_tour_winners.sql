CREATE TABLE "predictor_tour_winners" (
	"champ_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "predictor_tour_winners_champ_id_user_id_stage_id_pk" PRIMARY KEY("champ_id","user_id","stage_id")
);
--> statement-breakpoint
CREATE TABLE "fantasy_tour_winners" (
	"champ_id" integer NOT NULL,
	"fantasy_team_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "fantasy_tour_winners_champ_id_fantasy_team_id_stage_id_pk" PRIMARY KEY("champ_id","fantasy_team_id","stage_id")
);
--> statement-breakpoint
ALTER TABLE "predictor_tour_winners" ADD CONSTRAINT "predictor_tour_winners_champ_id_champs_id_fk" FOREIGN KEY ("champ_id") REFERENCES "public"."champs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictor_tour_winners" ADD CONSTRAINT "predictor_tour_winners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictor_tour_winners" ADD CONSTRAINT "predictor_tour_winners_stage_id_predictor_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."predictor_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fantasy_tour_winners" ADD CONSTRAINT "fantasy_tour_winners_champ_id_champs_id_fk" FOREIGN KEY ("champ_id") REFERENCES "public"."champs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fantasy_tour_winners" ADD CONSTRAINT "fantasy_tour_winners_fantasy_team_id_fantasy_teams_id_fk" FOREIGN KEY ("fantasy_team_id") REFERENCES "public"."fantasy_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fantasy_tour_winners" ADD CONSTRAINT "fantasy_tour_winners_stage_id_fantasy_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."fantasy_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "predictor_tour_winners_stage_idx" ON "predictor_tour_winners" USING btree ("champ_id","stage_id");--> statement-breakpoint
CREATE INDEX "fantasy_tour_winners_stage_idx" ON "fantasy_tour_winners" USING btree ("champ_id","stage_id");