CREATE TABLE "predictor_month_ratings" (
	"champ_id" integer NOT NULL,
	"month" date NOT NULL,
	"user_id" integer NOT NULL,
	"points" integer NOT NULL,
	"predictions_count" integer NOT NULL,
	"last_prediction_at" timestamp with time zone NOT NULL,
	"place" integer NOT NULL,
	CONSTRAINT "predictor_month_ratings_champ_id_month_user_id_pk" PRIMARY KEY("champ_id","month","user_id")
);
--> statement-breakpoint
CREATE TABLE "fantasy_month_rating" (
	"champ_id" integer NOT NULL,
	"month" date NOT NULL,
	"fantasy_team_id" integer NOT NULL,
	"points" integer NOT NULL,
	"place" integer NOT NULL,
	CONSTRAINT "fantasy_month_rating_champ_id_month_fantasy_team_id_pk" PRIMARY KEY("champ_id","month","fantasy_team_id")
);
--> statement-breakpoint
CREATE TABLE "rating_month_counts" (
	"champ_id" integer NOT NULL,
	"month" date NOT NULL,
	"members_count" integer NOT NULL,
	CONSTRAINT "rating_month_counts_champ_id_month_pk" PRIMARY KEY("champ_id","month")
);
--> statement-breakpoint
ALTER TABLE "predictor_month_ratings" ADD CONSTRAINT "predictor_month_ratings_champ_id_champs_id_fk" FOREIGN KEY ("champ_id") REFERENCES "public"."champs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictor_month_ratings" ADD CONSTRAINT "predictor_month_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fantasy_month_rating" ADD CONSTRAINT "fantasy_month_rating_champ_id_champs_id_fk" FOREIGN KEY ("champ_id") REFERENCES "public"."champs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fantasy_month_rating" ADD CONSTRAINT "fantasy_month_rating_fantasy_team_id_fantasy_teams_id_fk" FOREIGN KEY ("fantasy_team_id") REFERENCES "public"."fantasy_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_month_counts" ADD CONSTRAINT "rating_month_counts_champ_id_champs_id_fk" FOREIGN KEY ("champ_id") REFERENCES "public"."champs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "predictor_month_ratings_place_uq" ON "predictor_month_ratings" USING btree ("champ_id","month","place");--> statement-breakpoint
CREATE INDEX "fantasy_month_rating_place_idx" ON "fantasy_month_rating" USING btree ("champ_id","month","place","fantasy_team_id");