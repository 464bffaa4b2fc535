CREATE TABLE "notification_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"last_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "result_scans" (
	"game" text NOT NULL,
	"stage_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"notified" integer,
	"emailed" integer,
	CONSTRAINT "result_scans_game_stage_id_pk" PRIMARY KEY("game","stage_id"),
	CONSTRAINT "result_scans_game_ck" CHECK ("result_scans"."game" in ('predictor', 'fantasy'))
);
--> statement-breakpoint
-- Corrections made before notifications existed are not announced.
INSERT INTO "notification_cursors" ("name", "last_id") SELECT 'points_corrections', coalesce(max("id"), 0) FROM "points_corrections";
