CREATE TABLE "predictor_live_rating" (
	"champ_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"stage_points" integer NOT NULL,
	"points" integer NOT NULL,
	"place" integer NOT NULL,
	CONSTRAINT "predictor_live_rating_champ_id_user_id_pk" PRIMARY KEY("champ_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "fantasy_live_rating" (
	"champ_id" integer NOT NULL,
	"fantasy_team_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"stage_points" integer NOT NULL,
	"points" integer NOT NULL,
	"place" integer NOT NULL,
	CONSTRAINT "fantasy_live_rating_champ_id_fantasy_team_id_pk" PRIMARY KEY("champ_id","fantasy_team_id")
);
--> statement-breakpoint
ALTER TABLE "predictor_live_rating" ADD CONSTRAINT "predictor_live_rating_champ_id_champs_id_fk" FOREIGN KEY ("champ_id") REFERENCES "public"."champs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictor_live_rating" ADD CONSTRAINT "predictor_live_rating_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictor_live_rating" ADD CONSTRAINT "predictor_live_rating_stage_id_predictor_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."predictor_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fantasy_live_rating" ADD CONSTRAINT "fantasy_live_rating_champ_id_champs_id_fk" FOREIGN KEY ("champ_id") REFERENCES "public"."champs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fantasy_live_rating" ADD CONSTRAINT "fantasy_live_rating_fantasy_team_id_fantasy_teams_id_fk" FOREIGN KEY ("fantasy_team_id") REFERENCES "public"."fantasy_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fantasy_live_rating" ADD CONSTRAINT "fantasy_live_rating_stage_id_fantasy_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."fantasy_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "predictor_live_rating_place_idx" ON "predictor_live_rating" USING btree ("champ_id","place");--> statement-breakpoint
CREATE INDEX "fantasy_live_rating_place_idx" ON "fantasy_live_rating" USING btree ("champ_id","place","fantasy_team_id");