CREATE TABLE "predictor_league_members" (
	"champ_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "predictor_league_members_champ_id_user_id_pk" PRIMARY KEY("champ_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "champs" DROP CONSTRAINT "champs_type_ck";--> statement-breakpoint
DROP INDEX "champs_one_user_league_uq";--> statement-breakpoint
ALTER TABLE "predictor_league_members" ADD CONSTRAINT "predictor_league_members_champ_id_champs_id_fk" FOREIGN KEY ("champ_id") REFERENCES "public"."champs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictor_league_members" ADD CONSTRAINT "predictor_league_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "predictor_league_members_user_idx" ON "predictor_league_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "champs_owner_idx" ON "champs" USING btree ("owner_user_id","season_id","game");--> statement-breakpoint
CREATE UNIQUE INDEX "champs_one_user_league_uq" ON "champs" USING btree ("owner_user_id","season_id") WHERE "champs"."type" = 'user' and "champs"."game" = 'fantasy';--> statement-breakpoint
ALTER TABLE "champs" ADD CONSTRAINT "champs_type_ck" CHECK (("champs"."game" = 'predictor' and "champs"."type" in ('general', 'partner', 'user')) or ("champs"."game" = 'fantasy' and "champs"."type" in ('general', 'user', 'h2h')));