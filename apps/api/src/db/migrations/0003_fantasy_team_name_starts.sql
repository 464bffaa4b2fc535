CREATE TABLE "fantasy_team_name_starts" (
	"fantasy_team_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"start" text NOT NULL,
	CONSTRAINT "fantasy_team_name_starts_fantasy_team_id_start_pk" PRIMARY KEY("fantasy_team_id","start")
);
--> statement-breakpoint
DROP INDEX "fantasy_teams_name_prefix_idx";--> statement-breakpoint
ALTER TABLE "fantasy_team_name_starts" ADD CONSTRAINT "fantasy_team_name_starts_fantasy_team_id_fantasy_teams_id_fk" FOREIGN KEY ("fantasy_team_id") REFERENCES "public"."fantasy_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Where a search of the fantasy rating may begin in a team name (issue 20, docs/decisions.md "Search
-- and media filter"): the rest of the name in lower case from its start and from every position after
-- a character that is not a letter or digit ('ФК «Утки»' → 'фк «утки»', '«утки»', 'утки»'). The
-- name is cut after each such character (a zero-width split) and each piece starts one row.
CREATE FUNCTION "fantasy_team_name_starts"("name" text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  select substr(l.s, x.pos::int)
  from (select lower(name) as s) l,
       lateral (select 1 + sum(char_length(p.piece)) over (order by p.n) - char_length(p.piece) as pos
                from regexp_split_to_table(l.s, '(?<=[^[:alnum:]])') with ordinality as p(piece, n)) x
  where x.pos <= char_length(l.s)
$$;--> statement-breakpoint
CREATE FUNCTION "fantasy_teams_name_starts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fantasy_team_name_starts (fantasy_team_id, league_id, start)
  SELECT n.id, n.league_id, s.start FROM new_rows n, fantasy_team_name_starts(n.name) AS s(start);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "fantasy_teams_name_starts_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM fantasy_team_name_starts w
  USING old_rows o JOIN new_rows n ON n.id = o.id
  WHERE w.fantasy_team_id = o.id AND (n.name, n.league_id) IS DISTINCT FROM (o.name, o.league_id);
  INSERT INTO fantasy_team_name_starts (fantasy_team_id, league_id, start)
  SELECT n.id, n.league_id, s.start
  FROM old_rows o JOIN new_rows n ON n.id = o.id, fantasy_team_name_starts(n.name) AS s(start)
  WHERE (n.name, n.league_id) IS DISTINCT FROM (o.name, o.league_id);
  RETURN NULL;
END $$;--> statement-breakpoint
-- One statement, its rows at once (a seed's million teams is one insert). ALWAYS: derived rows, so
-- also under session_replication_role = replica, which the bench seeds use to skip foreign-key checks
-- (pg_restore loads both tables before it creates triggers, so a restore is not doubled).
CREATE TRIGGER "fantasy_teams_name_starts_insert" AFTER INSERT ON "fantasy_teams"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_teams_name_starts_insert"();--> statement-breakpoint
CREATE TRIGGER "fantasy_teams_name_starts_update" AFTER UPDATE ON "fantasy_teams"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_teams_name_starts_update"();--> statement-breakpoint
ALTER TABLE "fantasy_teams" ENABLE ALWAYS TRIGGER "fantasy_teams_name_starts_insert";--> statement-breakpoint
ALTER TABLE "fantasy_teams" ENABLE ALWAYS TRIGGER "fantasy_teams_name_starts_update";--> statement-breakpoint
INSERT INTO "fantasy_team_name_starts" ("fantasy_team_id", "league_id", "start")
  SELECT t.id, t.league_id, s.start FROM "fantasy_teams" t, "fantasy_team_name_starts"(t.name) AS s(start);
--> statement-breakpoint
-- The search index after the rows (one build rather than a million inserts).
CREATE INDEX "fantasy_team_name_starts_idx" ON "fantasy_team_name_starts" USING btree ("league_id","start" text_pattern_ops,"fantasy_team_id");
